#pragma once
// The built-in rules' help pages (rules/azure/en/<rule name>.md), compiled into the binary
// like the rule pack itself.
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/analyze/builtin_rules.hpp"
#include "rules/rule_help.hpp"

namespace pf::analyze {

// Every rules/azure/en/*.md as it was at build time, sorted by name (generated file).
std::span<const EmbeddedFile> builtinRuleHelpFiles();

// The path diagnostics name for a built-in help page, e.g. "<builtin>/rules/azure/en/Azure.Storage.MinTLS.md".
std::string builtinHelpPath(std::string_view fileName);

// Whether `rule` comes from the built-in pack (its file is a builtinRulePath).
bool isBuiltinRule(const rules::RuleInfo& rule, const SourceFiles& files);

// The help page of the built-in rule `ruleName` (case-insensitive), read; nullopt when it has none.
// Problems in the page go to `diags` (RULE050), naming it by builtinHelpPath in `files`.
std::optional<rules::RuleHelp> builtinRuleHelp(std::string_view ruleName, SourceFiles& files, Diagnostics& diags);

}  // namespace pf::analyze
