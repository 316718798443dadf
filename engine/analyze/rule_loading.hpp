#pragma once
// Which rules an analysis runs: the built-in pack, rule folders of the analyzed repository,
// the configuration's rule paths and --rules, narrowed by the configuration's rule settings.
#include <string>
#include <vector>

#include "engine/inputs/config.hpp"
#include "rules/rule_engine.hpp"

namespace pf::analyze {

struct RuleSources {
  bool builtin = true;
  std::string repositoryRoot;           // `.ps-rule/` and `rules/` under it are loaded; empty: none
  std::vector<std::string> paths;       // configuration rule paths and --rules
  std::vector<Loc> pathLocs;            // where the first paths are written in the configuration
};

// A --rules path that does not exist (one of the configuration's is CFG004 at its line).
inline constexpr const char* kMissingRulePath = "CLI010";

// Loads the rules (problems with file and line go to `diags`) and selects them.
rules::RuleSelection loadAnalysisRules(const RuleSources& sources, const inputs::Config& config, SourceFiles& files,
                                       Diagnostics& diags);

// The configuration's rule settings as a filter.
rules::RuleFilter ruleFilter(const inputs::Config& config);

}  // namespace pf::analyze
