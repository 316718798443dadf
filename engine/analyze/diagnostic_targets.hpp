#pragma once
// Expansion and compilation diagnostics as rule targets, so that template hygiene is judged by
// ordinary rules (rules/azure/Template.Rule.yaml): filtered, levelled and suppressed like any
// other rule, and open to users' own rules over `Preflight.Diagnostic`.
#include <string>
#include <string_view>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf::analyze {

inline constexpr std::string_view kDiagnosticTargetType = "Preflight.Diagnostic";

// The category a diagnostic's code belongs to (Template.Rule.yaml's `properties.category`):
// "valid" (reading, parsing, compiling), "parameterValue", "requiredParameter", "limits",
// "expressions"; empty for what is not a template problem (informational notes, and limits of
// the analysis such as a linked template that is not on disk).
std::string_view diagnosticCategory(const Diagnostic& d);

// Informational notes the run still shows on standard error because they change what the
// findings rest on: a file compiled by the Bicep CLI because the native compiler could not
// (TOOL034), and an environment variable a .bicepparam file reads without being allowed
// (BCPPF05), whose value is then unknown, and an extension whose package is not in the local
// cache (BCPPF09), whose resources are then untyped.
bool isRunNote(const Diagnostic& d);

// Warnings about the run's setup that are said on standard error rather than judged: they
// change nothing in what is checked that the user can fix in preflight, such as a PSRule option
// that has no effect here (CFG005), or a rule document PSRule would ignore too or that cannot run
// here (RULE022: a ModuleConfig outside its module, a PowerShell rule file).
bool isSetupWarning(const Diagnostic& d);

// Problems found reading the configuration file and rule files are judged under this category
// (Azure.Preflight.Configuration), whatever their code.
inline constexpr std::string_view kConfigurationCategory = "configuration";

// {type: Preflight.Diagnostic, name: <code>, properties: {code, category, severity, message},
//  _source: {file, line, column, deployment, parameterFile?}}.
Value diagnosticTarget(const Diagnostic& d, std::string_view category, const SourceFiles& files,
                       const std::string& deployment, const std::string& parameterFile);

}  // namespace pf::analyze
