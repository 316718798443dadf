#include "engine/analyze/rule_loading.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/analyze/builtin_rules.hpp"
#include "engine/core/file_access.hpp"

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

namespace {

// A repository's rule folder, without files that are copies of a built-in rule file (a checkout
// of preflight itself, or a repository that vendors the pack), which would define every rule twice.
void addRepositoryRules(rules::RuleSetBuilder& builder, const fs::path& dir, bool builtin, const FileAccessPolicy& access,
                        Diagnostics& diags) {
  std::vector<fs::path> found;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec))
    if (!it->is_directory(ec) && rules::isRuleFileName(it->path().filename().string())) found.push_back(it->path());
  std::sort(found.begin(), found.end());
  for (const fs::path& p : found) {
    auto text = access.read(p.string());
    if (!text) {
      diags.add(text.error().toDiagnostic());
      continue;
    }
    bool copy = false;
    if (builtin)
      for (const EmbeddedFile& f : builtinRuleFiles()) copy = copy || (f.name == p.filename().string() && f.text == *text);
    if (!copy) builder.addText(p.string(), std::move(text).value());
  }
}

}  // namespace

rules::RuleSelection loadAnalysisRules(const RuleSources& sources, const inputs::Config& config, SourceFiles& files,
                                       Diagnostics& diags) {
  rules::RuleSetBuilder builder(files, diags);
  if (sources.builtin) addBuiltinRules(builder);
  if (!sources.repositoryRoot.empty()) {
    for (const char* folder : {".ps-rule", "rules"}) {
      fs::path dir = fs::path(sources.repositoryRoot) / folder;
      std::error_code ec;
      if (fs::is_directory(dir, ec)) addRepositoryRules(builder, dir, sources.builtin, sources.access, diags);
    }
  }
  for (size_t i = 0; i < sources.configuredPaths.size(); ++i) {
    const std::string& p = sources.configuredPaths[i];
    std::error_code ec;
    if (!fs::exists(p, ec)) {
      Loc at = i < sources.configuredPathLocs.size() ? sources.configuredPathLocs[i] : Loc{};
      diags.error("CFG004", "the rule path '" + p + "' does not exist", at);
      continue;
    }
    builder.addPath(p, sources.access);
  }
  for (const auto& p : sources.paths) {
    std::error_code ec;
    if (!fs::exists(p, ec)) {
      diags.error(kMissingRulePath, "the rule path '" + p + "' does not exist");
      continue;
    }
    builder.addPath(p);
  }
  rules::RuleSet set = builder.build();
  return rules::selectRules(set, ruleFilter(config), diags);
}

}  // namespace pf::analyze
