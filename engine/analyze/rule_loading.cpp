#include "engine/analyze/rule_loading.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/analyze/builtin_rules.hpp"
#include "engine/analyze/rule_modules.hpp"
#include "engine/core/file_access.hpp"

namespace pf::analyze {

namespace fs = std::filesystem;

rules::RuleFilter ruleFilter(const inputs::Config& config, Diagnostics& diags) {
  rules::RuleFilter f;
  for (const auto& p : config.rules.include) f.include.push_back(p.pattern);
  for (const auto& p : config.rules.exclude) f.exclude.push_back(p.pattern);
  f.tags = config.rules.tags;
  f.labels = config.rules.labels;
  f.includeLocal = config.rules.includeLocal;
  for (const auto& l : config.rules.levels) {
    rules::Level level = l.level == inputs::RuleLevel::Error     ? rules::Level::Error
                         : l.level == inputs::RuleLevel::Warning ? rules::Level::Warning
                                                                 : rules::Level::Information;
    f.levels.emplace_back(l.rule, level);
  }
  f.baseline = config.rules.baseline;
  f.baselineLoc = config.rules.baselineLoc;
  // `@name` is a baseline group (PSRule's baseline.group).
  if (f.baseline.size() > 1 && f.baseline.front() == '@') {
    const Value* group = config.rules.baselineGroups.find(f.baseline.substr(1));
    if (group && group->isString()) {
      f.baseline = group->str();
    } else {
      std::string known;
      for (const auto& [k, v] : config.rules.baselineGroups) known += (known.empty() ? "" : ", ") + k;
      diags.error("CFG004", "the baseline group '" + f.baseline.substr(1) + "' is not defined in baseline.group" +
                                (known.empty() ? "" : " (defined: " + known + ")"),
                  config.rules.baselineLoc);
      f.baseline.clear();
    }
  }
  f.configuration = config.ruleConfiguration;
  const inputs::BindingSettings& b = config.binding;
  f.binding.targetName = b.targetName;
  f.binding.targetType = b.targetType;
  f.binding.fields = b.fields;
  f.binding.preferTargetInfo = b.preferTargetInfo;
  f.binding.ignoreCase = b.ignoreCase;
  return f;
}

namespace {

// A repository's rule folder, without files that are copies of a built-in rule file (a checkout
// of preflight itself, or a repository that vendors the pack), which would define every rule twice.
void addRepositoryRules(rules::RuleSetBuilder& builder, const fs::path& dir, bool builtin, const FileAccessPolicy& access,
                        const std::vector<fs::path>& moduleFolders, Diagnostics& diags) {
  // A rule folder that is a link leading out of the repository is not listed, let alone read.
  if (auto listed = access.listFiles(dir.string()); !listed && listed.error().code == "IO010") {
    diags.add(listed.error().toDiagnostic());
    return;
  }
  std::vector<fs::path> found, scripts;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec), end;
       !ec && it != end; it.increment(ec)) {
    if (it->is_directory(ec)) {
      // A rule module's folder is loaded as that module, not again as local rules.
      fs::path key = fs::weakly_canonical(it->path(), ec);
      if (std::find(moduleFolders.begin(), moduleFolders.end(), key) != moduleFolders.end()) it.disable_recursion_pending();
      continue;
    }
    std::string name = it->path().filename().string();
    if (rules::isRuleFileName(name)) found.push_back(it->path());
    else if (rules::isScriptRuleFileName(name)) scripts.push_back(it->path());
  }
  std::sort(found.begin(), found.end());
  std::sort(scripts.begin(), scripts.end());
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
  for (const fs::path& p : scripts) builder.noteScriptFile(p.string());
}

}  // namespace

rules::RuleSelection setupRuleSelection(const inputs::Config& config, SourceFiles& files) {
  Diagnostics ignored;  // the built-in pack loads cleanly (tests/unit/rulepack)
  rules::RuleSetBuilder builder(files, ignored);
  for (const EmbeddedFile& f : builtinRuleFiles())
    if (f.name == "Template.Rule.yaml") addBuiltinRuleFile(builder, f);
  rules::RuleFilter filter;
  filter.include = {kSetupRule};
  for (const auto& l : ruleFilter(config, ignored).levels) filter.levels.push_back(l);
  return rules::selectRules(builder.build(), filter, ignored);
}

rules::RuleSelection loadAnalysisRules(const RuleSources& sources, const inputs::Config& config, SourceFiles& files,
                                       Diagnostics& diags) {
  rules::RuleSetBuilder builder(files, diags);
  if (sources.builtin) addBuiltinRules(builder);
  std::vector<fs::path> moduleFolders;
  for (const RuleModule& m : findRuleModules(config, sources.moduleRoots, sources.builtin, sources.access, diags)) {
    builder.addPath(m.folder, sources.access, m.name);
    std::error_code ec;
    moduleFolders.push_back(fs::weakly_canonical(m.folder, ec));
  }
  // Each folder once, however many ways it is reached (the analyzed folder may be the repository
  // root and the current folder too).
  std::vector<fs::path> loaded;
  auto once = [&](const fs::path& dir) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return false;
    fs::path key = fs::weakly_canonical(fs::absolute(dir, ec), ec);
    if (std::find(loaded.begin(), loaded.end(), key) != loaded.end()) return false;
    loaded.push_back(key);
    return true;
  };
  if (!sources.repositoryRoot.empty()) {
    for (const char* folder : {".ps-rule", "rules"}) {
      fs::path dir = fs::path(sources.repositoryRoot) / folder;
      if (once(dir)) addRepositoryRules(builder, dir, sources.builtin, sources.access, moduleFolders, diags);
    }
  }
  for (const RuleFolder& f : sources.psRuleFolders)
    if (once(f.path))
      addRepositoryRules(builder, f.path, sources.builtin, f.confined ? sources.access : FileAccessPolicy(), moduleFolders,
                         diags);
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
  return rules::selectRules(set, ruleFilter(config, diags), diags);
}

}  // namespace pf::analyze
