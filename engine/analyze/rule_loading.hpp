#pragma once
// Which rules an analysis runs: the built-in pack, rule folders of the analyzed repository,
// the configuration's rule paths and --rules, narrowed by the configuration's rule settings.
#include <string>
#include <vector>

#include "engine/core/file_access.hpp"
#include "engine/inputs/config.hpp"
#include "rules/rule_engine.hpp"

namespace pf::analyze {

// A `.ps-rule/` folder found outside the analyzed folder: at the repository root, or in the folder
// preflight runs from (where PSRule looks). `confined`: read through the analysis policy (it lies
// in the analyzed repository, which a pull request controls); otherwise it is the caller's own.
struct RuleFolder {
  std::string path;
  bool confined = true;
};

struct RuleSources {
  bool builtin = true;
  std::string repositoryRoot;               // `.ps-rule/` and `rules/` under it are loaded; empty: none
  std::vector<RuleFolder> psRuleFolders;    // more `.ps-rule/` folders; one already loaded is skipped
  std::vector<std::string> moduleRoots;     // repository roots searched for include.module (rule_modules.hpp)
  std::vector<std::string> configuredPaths; // the configuration's rule paths
  std::vector<Loc> configuredPathLocs;      // where each is written (a missing one is CFG004 there)
  std::vector<std::string> paths;           // --rules: the caller's own, read as they are
  // The repository's rule folders and the configuration's rule paths are read through it.
  FileAccessPolicy access;
};

// A --rules path that does not exist (a configured one is CFG004 at its line).
inline constexpr const char* kMissingRulePath = "CLI010";

// Loads the rules (problems with file and line go to `diags`) and selects them.
rules::RuleSelection loadAnalysisRules(const RuleSources& sources, const inputs::Config& config, SourceFiles& files,
                                       Diagnostics& diags);

// The rule that judges problems of the configuration and of rule files
// (Azure.Preflight.Configuration), at the configuration's level for it. It runs whatever selects
// the other rules (a baseline, labels, --no-builtin-rules): a document that does not load is a
// failure of the run, as it is in PSRule. Suppressions still apply.
inline constexpr const char* kSetupRule = "Azure.Preflight.Configuration";
rules::RuleSelection setupRuleSelection(const inputs::Config& config, SourceFiles& files);

// The configuration's rule settings as a filter (an undefined baseline group is CFG004 in `diags`).
rules::RuleFilter ruleFilter(const inputs::Config& config, Diagnostics& diags);

}  // namespace pf::analyze
