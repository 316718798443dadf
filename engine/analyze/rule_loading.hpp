#pragma once
// Which rules an analysis runs: the built-in pack, rule folders of the analyzed repository,
// the configuration's rule paths and --rules, narrowed by the configuration's rule settings.
#include <string>
#include <vector>

#include "engine/core/file_access.hpp"
#include "engine/inputs/config.hpp"
#include "rules/rule_engine.hpp"

namespace pf::analyze {

struct RuleSources {
  bool builtin = true;
  std::string repositoryRoot;               // `.ps-rule/` and `rules/` under it are loaded; empty: none
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

// The configuration's rule settings as a filter.
rules::RuleFilter ruleFilter(const inputs::Config& config);

}  // namespace pf::analyze
