#include "engine/analyze/rule_loading.hpp"

#include <filesystem>

#include "engine/analyze/builtin_rules.hpp"

namespace pf::analyze {

namespace fs = std::filesystem;

rules::RuleFilter ruleFilter(const inputs::Config& config) {
  rules::RuleFilter f;
  for (const auto& p : config.rules.include) f.include.push_back(p.pattern);
  for (const auto& p : config.rules.exclude) f.exclude.push_back(p.pattern);
  f.tags = config.rules.tags;
  for (const auto& l : config.rules.levels) {
    rules::Level level = l.level == inputs::RuleLevel::Error     ? rules::Level::Error
                         : l.level == inputs::RuleLevel::Warning ? rules::Level::Warning
                                                                 : rules::Level::Information;
    f.levels.emplace_back(l.rule, level);
  }
  f.baseline = config.rules.baseline;
  f.configuration = config.ruleConfiguration;
  return f;
}

rules::RuleSelection loadAnalysisRules(const RuleSources& sources, const inputs::Config& config, SourceFiles& files,
                                       Diagnostics& diags) {
  rules::RuleSetBuilder builder(files, diags);
  if (sources.builtin) addBuiltinRules(builder);
  if (!sources.repositoryRoot.empty()) {
    for (const char* folder : {".ps-rule", "rules"}) {
      fs::path dir = fs::path(sources.repositoryRoot) / folder;
      std::error_code ec;
      if (fs::is_directory(dir, ec)) builder.addPath(dir.string());
    }
  }
  for (const auto& p : sources.paths) {
    std::error_code ec;
    if (!fs::exists(p, ec)) {
      diags.error("CLI010", "the rule path '" + p + "' does not exist");
      continue;
    }
    builder.addPath(p);
  }
  rules::RuleSet set = builder.build();
  return rules::selectRules(set, ruleFilter(config), diags);
}

}  // namespace pf::analyze
