#include "engine/analyze/findings.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <unordered_map>

#include "engine/analyze/declaration_text.hpp"
#include "engine/analyze/diagnostic_targets.hpp"
#include "engine/core/normal_path.hpp"
#include "report/utf8.hpp"

namespace pf::analyze {

namespace fs = std::filesystem;

namespace {

std::string absoluteNormal(const std::string& p) {
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  return (ec ? fs::path(p) : a).lexically_normal().generic_string();
}

fs::path currentFolder() {
  std::error_code ec;
  fs::path cwd = fs::current_path(ec);
  return ec ? fs::path() : cwd;
}

const std::string* member(const Value& v, std::string_view key) {
  const Value* m = v.get(key);
  return m && m->isString() ? &m->str() : nullptr;
}

// The first 'quoted' name in a diagnostic message: the parameter, variable or resource it is about.
std::string firstQuoted(const std::string& s) {
  size_t a = s.find('\'');
  if (a == std::string::npos) return {};
  size_t b = s.find('\'', a + 1);
  if (b == std::string::npos) return {};
  return s.substr(a + 1, b - a - 1);
}

std::string joinReasons(const std::vector<rules::Reason>& reasons) {
  std::string out;
  for (const auto& r : reasons) {
    if (!out.empty()) out += out.back() == '.' ? " " : "; ";
    out += r.text();
  }
  return out;
}

report::Outcome reportOutcome(rules::Outcome o) {
  switch (o) {
    case rules::Outcome::Pass: return report::Outcome::Pass;
    case rules::Outcome::Fail: return report::Outcome::Fail;
    case rules::Outcome::Inconclusive: return report::Outcome::Inconclusive;
  }
  return report::Outcome::Fail;
}

}  // namespace

ReportPaths::ReportPaths(std::string root, const SourceFiles& files)
    : rootAbs_(absoluteNormal(root.empty() ? "." : root)), cwd_(currentFolder()), files_(files), ids_(files) {
  if (!rootAbs_.empty() && rootAbs_.back() == '/') rootAbs_.pop_back();
  if (!cwd_.empty()) cwdText_ = cwd_.lexically_normal().generic_string();
  if (cwdText_.size() > 1 && cwdText_.back() == '/') cwdText_.pop_back();
}

std::string ReportPaths::relative(const std::string& path) const {
  if (path.empty() || path.front() == '<') return path;  // "<builtin>/..." and the like
  // Every finding asks: the working folder is read once (fs::absolute asks the system each time),
  // and the usual path is normalised as text (std::filesystem only for the unusual shapes).
  std::string abs;
  if (auto joined = cwdText_.empty() ? std::nullopt : normalJoin(cwdText_, path)) {
    abs = std::move(*joined);
  } else {
    fs::path p(path);
    abs = (p.is_absolute() || cwd_.empty() ? p : cwd_ / p).lexically_normal().generic_string();
  }
  if (abs.size() > rootAbs_.size() && abs.compare(0, rootAbs_.size(), rootAbs_) == 0 && abs[rootAbs_.size()] == '/')
    return abs.substr(rootAbs_.size() + 1);
  if (abs == rootAbs_) return fs::path(abs).filename().generic_string();
  // Outside the root (a file named on the command line elsewhere): relative still, with "../".
  return fs::path(abs).lexically_relative(rootAbs_).generic_string();
}

report::SharedText ReportPaths::lookup(const std::string& path) {
  auto [at, added] = shared_.try_emplace(path);
  if (added) at->second = relative(path);
  return at->second;
}

report::SharedText ReportPaths::shared(const std::string& path) {
  // The first call finds "" as the empty text, which relative("") is.
  if (path != recentShared_.path) recentShared_ = {path, lookup(path)};
  return recentShared_.text;
}

report::SourceLocation ReportPaths::location(const std::string& path, uint32_t line, uint32_t column) {
  if (path != recentLocation_.path) recentLocation_ = {path, lookup(path)};
  report::SourceLocation loc{recentLocation_.text, line, column};
  if (line == 0 || column == 0) return loc;
  if (recentLocation_.files != files_.size()) {
    recentLocation_.id = ids_.find(path);
    recentLocation_.files = files_.size();
  }
  if (!recentLocation_.id) return loc;
  std::string_view text = files_.lineText(recentLocation_.id, line);
  if (text.size() <= kIndexedLine) {
    loc.column = report::utf16Column(text, column);
  } else {
    uint64_t key = static_cast<uint64_t>(recentLocation_.id) << 32 | line;
    auto at = longLines_.find(key);
    if (at == longLines_.end()) at = longLines_.emplace(key, report::Utf16Columns(text)).first;
    loc.column = at->second.column(text, column);
  }
  return loc;
}

report::Level reportLevel(rules::Level level) {
  switch (level) {
    case rules::Level::Error: return report::Level::Error;
    case rules::Level::Warning: return report::Level::Warning;
    case rules::Level::Information: return report::Level::Note;
  }
  return report::Level::Error;
}

const RuleTexts::Texts& RuleTexts::of(const std::shared_ptr<const rules::RuleInfo>& rule) {
  auto [at, added] = texts_.try_emplace(rule.get());
  if (added) at->second = {rule, {rule->id(), rule->name, rule->recommend, rule->synopsis}};
  return at->second.second;
}

TargetTexts targetTexts(const rules::RuleTarget& target, ReportPaths& paths, const std::string& fallbackFile) {
  const std::string* id = member(target.object, "id");
  TargetTexts out{target.type, target.name, id ? report::SharedText(*id) : report::SharedText(), {}, {}};
  const rules::TargetSource* primary = nullptr;
  for (const auto& s : target.sources)
    if (!s.file.empty()) {
      primary = &s;
      break;
    }
  if (primary)
    out.location = paths.location(primary->file, primary->line, primary->column);
  else
    out.location = paths.location(fallbackFile, 0, 0);
  if (const Value* src = target.object.get("_source"))
    if (const std::string* p = member(*src, "parameterFile"))
      out.parameterFiles.push_back(report::SourceLocation{paths.shared(*p), 0, 0});
  return out;
}

namespace {

// `text`, as the shared copy when it is the same.
report::SharedText sharedIfSame(const report::SharedText& shared, const std::string& text) {
  return shared == text ? shared : report::SharedText(text);
}

}  // namespace

report::Finding toFinding(const rules::RuleResult& r, const rules::RuleTarget& target, const TargetTexts& resource,
                          RuleTexts& rules) {
  const RuleTexts::Texts& rule = rules.of(r.rule);
  report::Finding f;
  f.ruleId = rule.id;
  f.ruleName = rule.name;
  f.outcome = reportOutcome(r.outcome);
  f.level = reportLevel(r.level);
  f.recommendation = rule.recommendation;
  const Value& obj = target.object;
  bool diagnostic = target.type == kDiagnosticTargetType;

  f.location = resource.location;
  f.parameterFiles = resource.parameterFiles;

  if (diagnostic) {
    const Value* props = obj.get("properties");
    const std::string* message = props ? member(*props, "message") : nullptr;
    const std::string* code = props ? member(*props, "code") : nullptr;
    std::string text = message ? *message : joinReasons(r.reasons);
    f.message = code ? *code + ": " + text : text;
    f.messageKey = (code ? *code : std::string()) + ":" + firstQuoted(message ? *message : std::string());
    // A problem of the configuration or a rule file is about no deployment.
    const std::string* category = props ? member(*props, "category") : nullptr;
    // Nor is a problem of exported resource data (no deployment name).
    const Value* src = obj.get("_source");
    const std::string* deployment = src ? member(*src, "deployment") : nullptr;
    if ((!category || *category != kConfigurationCategory) && deployment && !deployment->empty()) {
      report::ResourceRef ref;
      ref.type = "Microsoft.Resources/deployments";
      ref.name = *deployment;
      f.resources.push_back(std::move(ref));
    }
  } else {
    // A pass says what the rule checks: the rule's own text, shared.
    f.message = r.outcome == rules::Outcome::Pass ? rule.synopsis : report::SharedText(joinReasons(r.reasons));
    if (f.message.empty()) f.message = rule.synopsis;
    if (r.outcome == rules::Outcome::Inconclusive)
      f.message = "Not known before deployment: " + f.message;
    // As the rule's scope bound the target (a module's binding may read ResourceName, ResourceId).
    report::ResourceRef ref;
    ref.type = r.targetType().empty() ? resource.type : sharedIfSame(resource.type, r.targetType());
    ref.name = r.targetName().empty() ? resource.name : sharedIfSame(resource.name, r.targetName());
    const Value* boundId = r.fields().find("resourceId");
    ref.id = boundId && boundId->isString() ? sharedIfSame(resource.id, boundId->str()) : resource.id;
    f.resources.push_back(std::move(ref));
  }
  return f;
}

std::vector<report::Finding> splitByDeclaration(report::Finding f, const rules::RuleResult& r,
                                                const rules::RuleTarget& target, ReportPaths& paths) {
  std::vector<report::Finding> out;
  if (r.outcome == rules::Outcome::Pass || r.reasons.empty() || !iequals(target.type, "Microsoft.Resources/deployments")) {
    out.push_back(std::move(f));
    return out;
  }
  // "preflight.parameters[3].name" → ("parameters", 3); also variables and outputs
  struct Group {
    std::string section;
    size_t index;
    std::vector<rules::Reason> reasons;
  };
  std::vector<Group> groups;
  std::unordered_map<std::string, size_t> groupOf;  // "section[index" to its place in groups
  for (const auto& reason : r.reasons) {
    std::string_view p = reason.path;
    std::string section;
    for (const char* s : {"preflight.parameters[", "preflight.variables[", "preflight.outputs[", "preflight.extensions[",
                          "preflight.extensionConfigs[", "preflight.extensibleResources["})
      if (p.substr(0, std::strlen(s)) == s) section = s;
    size_t close = p.find(']');
    if (section.empty() || close == std::string_view::npos) {
      out.push_back(std::move(f));
      return out;
    }
    size_t index = std::stoul(std::string(p.substr(section.size(), close - section.size())));
    std::string name = section.substr(10, section.size() - 11);  // "parameters", "outputs", ...
    // A rule may fail on every one of thousands of parameters: groups are found by a map, not a scan.
    auto [at, added] = groupOf.try_emplace(name + "[" + std::to_string(index), groups.size());
    if (added) groups.push_back({name, index, {}});
    groups[at->second].reasons.push_back(reason);
  }
  const Value* pre = target.object.get("preflight");
  for (const Group& g : groups) {
    report::Finding x = f;
    x.message = joinReasons(g.reasons);
    const Value* list = pre ? pre->get(g.section) : nullptr;
    const Value* entry = list && list->isArray() && g.index < list->arr().size() ? &list->arr()[g.index] : nullptr;
    if (entry) {
      const std::string* file = member(*entry, "file");
      const Value* line = entry->get("line");
      const Value* col = entry->get("column");
      if (file && line && line->isInt())
        x.location = paths.location(*file, static_cast<uint32_t>(line->asInt()),
                                    col && col->isInt() ? static_cast<uint32_t>(col->asInt()) : 0);
      DeclarationText t = declarationText(g.section, *entry, g.reasons, x.message);
      if (!t.key.empty()) {
        x.messageKey = std::move(t.key);
        x.message = std::move(t.message);
      }
    }
    out.push_back(std::move(x));
  }
  return out;
}

report::RuleInfo toReportRule(const rules::RuleInfo& rule, rules::Level effectiveLevel) {
  report::RuleInfo out;
  out.id = rule.id();
  out.name = rule.name;
  out.shortDescription = rule.synopsis;
  out.fullDescription = rule.description.empty() ? rule.synopsis : rule.description;
  out.recommendation = rule.recommend;
  out.helpUri = rule.helpUri;
  out.defaultLevel = reportLevel(effectiveLevel);
  for (const auto& [k, v] : rule.tags) {
    if (v.isString())
      out.tags.push_back(k + "=" + v.str());
    else
      out.tags.push_back(k);
  }
  return out;
}

}  // namespace pf::analyze
