// The catalogue of CFG codes (engine/inputs/config*.cpp and psrule_options.cpp; the deployment
// context file in engine/expr/deployment_context.cpp; suppressions and rule paths in
// engine/analyze) and INP codes (discovery: engine/inputs/walk.cpp, discover.cpp,
// parameter_links.cpp).
#include "engine/inputs/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

constexpr DiagnosticInfo kConfig[] = {
    {"CFG001", E, "A configuration file (preflight.yaml, ps-rule.yaml, a --context file) has a key preflight does not know.",
     "Fix the key's spelling (keys match without case); the message names the key and its line, and the rest of the file still applies."},
    {"CFG002", E, "A deployment context setting has the wrong type (text expected, an object expected).",
     "Give the setting the type shown in README.md, \"Deployment context\"."},
    {"CFG003", E, "A configuration setting has the wrong type of value (a list where text is expected, text where a number is).",
     "Give the setting the type the message names; until then it keeps its default."},
    {"CFG004", E, "A configuration value is out of range or does not exist (an unknown format or level, a rule path that is not there; a warning for a pattern that matches nothing).",
     "Use one of the values the message lists, or fix the path or pattern."},
    {"CFG005", I, "A setting is accepted but has no effect in preflight (a PSRule option for its PowerShell pipeline), or is adjusted (a timeout limited to PSRule's range, NUnit3 written as JUnit).",
     "Nothing to fix; remove the setting if it is not needed by PSRule either."},
    {"CFG006", E, "A configuration file holds more than one YAML document.", "Keep one document (no '---' separators) in the file."},
    {"CFG040", W, "A suppression's expires date has passed; its findings are reported again.",
     "Fix the findings, or extend the date with a new justification."},
    {"CFG041", W, "allowRead: in a configuration file inside the analyzed repository is ignored: a pull request could change it.",
     "Widen reads with --allow-read, or with allowRead: in a configuration file kept outside the repository (--config)."},
    {"CFG042", W, "allowEnv: in a configuration file inside the analyzed repository is ignored: a pull request could change it.",
     "Allow a variable with --allow-env, or with allowEnv: in a configuration file kept outside the repository (--config)."},
    {"CFG043", W, "Matching findings against the configuration's suppressions went past its budget; a finding checked past it is reported as if no suppression matched.",
     "Use fewer suppressions, each naming its rule: thousands written to match every finding are not needed."},
};

constexpr DiagnosticInfo kDiscovery[] = {
    {"INP001", E, "A path on the command line does not exist.", "Check the path; it is taken from the current folder."},
    {"INP002", W, "A folder or file cannot be read, or a folder is nested too deeply to be entered.",
     "Check permissions, or exclude the folder with input.exclude."},
    {"INP003", W, "A parameter file has no template: none is named by metadata.template, found by name beside it, or declares all its parameters.",
     "Set metadata.template to the template's path (./main.json), or name the files x.json and x.parameters.json."},
    {"INP004", W, "A parameter file's metadata.template is outside the root, is not a template or Bicep file, or was not found.",
     "Point metadata.template at the template, relative to the parameter file (./x.json) or to the repository root."},
    {"INP005", I, "A parameter file was paired with the only template beside it that declares all its parameters.",
     "Nothing to fix; set metadata.template to make the pairing explicit."},
    {"INP006", E, "Discovery found more candidate files than its limit and stopped.",
     "Narrow the analyzed paths, or add input.exclude patterns for folders that hold no templates."},
    {"INP007", W, "A .bicepparam file's `using` names a file that does not exist.", "Fix the path after `using`."},
    {"INP008", I, "A folder named on the command line is excluded by a pattern; nothing in it is analyzed.",
     "Nothing to fix if intended; otherwise change the pattern the message names."},
    {"INP009", W, "A .gitignore file is refused by the file-access policy (a link out of the repository, a special file) and not used.",
     "Make .gitignore a regular file inside the repository."},
    {"INP010", I, "A link to a folder is not followed (it could lead back up or out of the repository).",
     "Analyze the folder it points to directly, if it should be analyzed."},
    {"INP011", I, "A link or special file that is not a candidate (not .json, .bicep, ...) is refused and not examined.", "Nothing to fix."},
    {"INP012", W, "A candidate file is refused by the file-access policy (a link out of the repository, a special file, too large) and skipped.",
     "Keep templates as regular files inside the repository, within the size limit."},
    {"INP013", W, "An item of exported resource data (PSRule's Export-AzRuleData output) is not a resource object; it is left out.",
     "Export the data again, or remove the item the message names."},
    {"INP014", W, "Matching paths against the .gitignore files and input patterns went past its budget; patterns that need more than their literal parts no longer matched.",
     "Use fewer wildcard patterns: a few hundred cover any repository."},
    {"INP015", W, "The .gitignore files (or input.include, or input.exclude) hold more than 10,000 patterns; the rest are not used.",
     "Use fewer, broader patterns (a folder instead of each file in it)."},
};

constexpr DiagnosticInfo kGit[] = {
    {"GIT001", Severity::Error, "`preflight diff` needs git (and tar) on PATH, and did not find it.", "Install git, or put it on PATH."},
    {"GIT002", Severity::Error, "`preflight diff` runs outside a git repository.", "Run it from inside the repository's working tree."},
    {"GIT003", Severity::Error,
     "A revision name is refused before git sees it: empty, over 256 characters, holding a control character, or starting with '-' (git would read it as an option).",
     "Name the revision by branch, tag or commit hash (refs/heads/-x for a branch whose name starts with '-')."},
    {"GIT004", Severity::Error, "The revision given to --base or --head does not name a commit of the repository.",
     "Check the name (`git rev-parse --verify REV^{commit}`); in CI, fetch the base branch first (a shallow clone lacks it)."},
    {"GIT005", Severity::Error, "A revision could not be read into a temporary folder (git read-tree or checkout-index failed, or the folder could not be made).",
     "The message carries git's reason; check the temporary folder's space and permissions."},
    {"GIT006", Severity::Error, "A path given to `preflight diff` is outside the repository.", "Give folders and files inside the repository."},
};

}  // namespace

DiagnosticTable gitDiagnosticTable() { return {"GIT", "Git revisions (preflight diff)", "engine/inputs", kGit}; }
DiagnosticTable configDiagnosticTable() { return {"CFG", "Configuration", "engine/inputs", kConfig}; }
DiagnosticTable discoveryDiagnosticTable() { return {"INP", "Input discovery", "engine/inputs", kDiscovery}; }

}  // namespace pf
