// The catalogue of RULE codes (rules/detail/rule_diagnostics.hpp names them in the loader;
// RULE050 is rules/rule_help.hpp's).
#include "rules/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

constexpr DiagnosticInfo kRule[] = {
    {"RULE001", E, "A rule file cannot be read, or is larger than the size limit.", "Check the path given to --rules or rules.paths, and the file's permissions."},
    {"RULE002", E, "A rule file is not valid YAML or JSON (duplicate keys included).", "Fix the syntax at the line shown."},
    {"RULE003", E, "A rule document is not a mapping, or lacks apiVersion, kind or metadata.",
     "Start each document with apiVersion: github.com/microsoft/PSRule/v1, kind: Rule (or Selector, Baseline) and metadata: {name: ...}."},
    {"RULE004", E, "A rule document's apiVersion is not a PSRule one.", "Use github.com/microsoft/PSRule/v1 (or github.com/microsoft/PSRule/2025-01-01)."},
    {"RULE005", E, "A rule document's kind is unknown or not supported.", "Use Rule, Selector or Baseline (ModuleConfig is accepted and ignored)."},
    {"RULE006", E, "A rule document has a key its kind does not have (a typo, or a PSRule feature preflight does not read).",
     "Fix the key's spelling; the message suggests the closest known key."},
    {"RULE007", E, "A required key is missing (a rule's name or condition, a selector's if).", "Add the key the message names."},
    {"RULE008", E, "A key has a value of the wrong type (text where a list is expected, ...).", "Give the key the type of value the message names."},
    {"RULE009", E, "A rule, selector or baseline name is invalid or used twice.",
     "Give each document a unique name of letters, digits, '.', '-' and '_' (built-in rules' names are taken)."},
    {"RULE010", E, "An expression names no condition or operator, or several in one mapping.",
     "Write one condition (equals, in, match, ...) or one operator (allOf, anyOf, not) per mapping."},
    {"RULE011", E, "A condition has no operand (field, type, name, scope, source, value) or more than one.", "Give the condition exactly one operand."},
    {"RULE012", E, "A condition's argument has the wrong type (a list for equals, text for greater, ...).", "Give the argument the type the condition takes."},
    {"RULE013", E, "A regular expression cannot be compiled by RE2 (look-around and back-references are not supported).",
     "Rewrite the pattern without look-around or back-references; RE2 runs in linear time, so a rule cannot hang the run."},
    {"RULE014", E, "An object path (field: ...) is malformed.", "Fix the path: members with '.', indexes and filters in [...], as PSRule writes them."},
    {"RULE015", E, "A version constraint (version, apiVersion) is malformed.", "Write constraints such as '>=2023-01-01' or '^1.2.0'."},
    {"RULE016", E, "A rule's `with` names a selector that does not exist.", "Define the selector (kind: Selector) or fix the name."},
    {"RULE017", E, "A `$` function in a condition is malformed.", "Fix the function expression as the message says."},
    {"RULE018", W, "A modifier (caseSensitive, convert, ...) has no effect on the condition it is written on.", "Remove the modifier, or move it to a condition it changes."},
    {"RULE019", E, "A level is not Error, Warning or Information.", "Use one of those three levels."},
    {"RULE020", E, "A rule file goes beyond the loader's limits on nesting or size.", "Split the document or simplify the condition."},
    {"RULE021", I, "A document kind that is accepted but not used (ModuleConfig, ...) is skipped.", "Nothing to fix; remove the document if it is not needed."},
    {"RULE022", W, "Something PSRule would load has no effect here either (a ModuleConfig outside its module, a baseline's includeLocal) or cannot run in preflight (PowerShell rule files).",
     "Nothing to fix for YAML and JSON rules; rewrite PowerShell rules as YAML rules to have preflight run them."},
    {"RULE040", E, "The configuration selects a baseline that no rule file defines.", "Define the baseline (kind: Baseline) or fix its name in rules.baseline."},
    {"RULE050", W, "A rule's help page (<folder>/en/<rule name>.md) has a section, example heading or link line that is not PSRule's shape; that part is not shown.",
     "Use the sections SYNOPSIS, DESCRIPTION, RECOMMENDATION, EXAMPLES (### Configure with Bicep / ### Configure with Azure template), NOTES and LINKS ('- [title](url)')."},
};

}  // namespace

DiagnosticTable ruleDiagnosticTable() { return {"RULE", "Rule files", "rules", kRule}; }

}  // namespace pf
