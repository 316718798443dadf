#pragma once
// The catalogue of policy diagnostics (POLnnn): one row per condition with its severity, what it
// means and how to fix it, and a factory that builds a Diagnostic from it. Messages start with
// the JSON path of the offending member (e.g. "policyRule.if.allOf[1].field") and quote the
// offending text; the Loc gives file, line and column.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/diagnostic_table.hpp"

namespace pf::policy::diag {

using CodeInfo = ::pf::DiagnosticInfo;

// Every POL code, in code order (for documentation and `explain`).
const std::vector<CodeInfo>& catalogue();
const CodeInfo* lookup(std::string_view code);

// The same rows as a phase table of the diagnostics catalogue (help/, `preflight explain`).
DiagnosticTable table();

// A diagnostic of `code` (its catalogue severity) at `loc`: "<path>: <message>" (just the
// message when `path` is empty).
Diagnostic make(std::string_view code, std::string_view path, std::string message, Loc loc);

// Codes, named for the factories' callers.
inline constexpr std::string_view kUnreadable = "POL001";          // file cannot be read / is not JSON
inline constexpr std::string_view kShape = "POL002";               // not a definition/assignment/... shape
inline constexpr std::string_view kCondition = "POL003";           // malformed condition or logical operator
inline constexpr std::string_view kUnknownAlias = "POL004";        // a field that is no alias
inline constexpr std::string_view kPropertyPath = "POL005";        // "properties.x" used as a field
inline constexpr std::string_view kForbiddenFunction = "POL006";   // a function policies may not call
inline constexpr std::string_view kExpression = "POL007";          // expression that does not parse
inline constexpr std::string_view kParameter = "POL008";           // parameter declaration or value problem
inline constexpr std::string_view kEffect = "POL009";              // unknown or misplaced effect
inline constexpr std::string_view kNotModifiable = "POL010";       // modify on a non-modifiable alias
inline constexpr std::string_view kModifiableUnknown = "POL011";   // modify on an alias not known to be modifiable
inline constexpr std::string_view kCount = "POL012";               // malformed count / current()
inline constexpr std::string_view kProviderMode = "POL013";        // resource-provider mode: not evaluated
inline constexpr std::string_view kEvaluation = "POL014";          // evaluation failed: Azure denies
inline constexpr std::string_view kDetails = "POL015";             // malformed effect details
inline constexpr std::string_view kResource = "POL016";            // --resource / --related problem
inline constexpr std::string_view kLimit = "POL017";               // an authoring limit exceeded
inline constexpr std::string_view kMode = "POL018";                // unknown mode
inline constexpr std::string_view kAliasFile = "POL030";           // --aliases file problem
inline constexpr std::string_view kAssignment = "POL040";          // malformed assignment
inline constexpr std::string_view kMissingDefinition = "POL041";   // assignment/initiative points nowhere
inline constexpr std::string_view kInitiative = "POL042";          // malformed initiative
inline constexpr std::string_view kExemption = "POL043";           // malformed exemption
inline constexpr std::string_view kExemptionExpired = "POL044";    // expired exemption (ignored)
inline constexpr std::string_view kDuplicate = "POL045";           // two items with one id
inline constexpr std::string_view kScope = "POL046";               // malformed scope
inline constexpr std::string_view kPolicyPath = "POL047";          // a --policy path that does not exist

}  // namespace pf::policy::diag
