// preflight's own configuration sections.
#include "engine/inputs/detail/config_sections.hpp"

namespace pf::inputs::detail {

namespace {

// One of context's mapping forms (resourceGroup: {...}) → the PSRule object applyContextOverrides
// takes. `keys` pairs the accepted spelling with the PSRule key it becomes.
struct KeyMap {
  const char* from;
  const char* to;
};

Value translate(ConfigValues& cv, const Value& v, std::string_view section, std::initializer_list<KeyMap> keys) {
  Object out;
  std::string expected;
  for (const KeyMap& k : keys) {
    if (!expected.empty()) expected += ", ";
    expected += k.from;
  }
  for (const auto& [key, x] : v.obj()) {
    const KeyMap* found = nullptr;
    for (const KeyMap& k : keys)
      if (iequals(key, k.from)) found = &k;
    if (!found) {
      cv.unknownKey(key, x, section, expected);
      continue;
    }
    std::string_view to = found->to;
    if (to == "properties.displayName") {  // the management group's display name sits under properties
      out.set("properties", Value(Object{{"displayName", x}}));
    } else {
      out.set(std::string(to), x);
    }
  }
  return Value(std::move(out)).withLoc(v.loc());
}

}  // namespace

void readContext(ConfigValues& cv, const Value& v, PendingSettings& pending) {
  if (!cv.object(v, "context")) return;
  for (const auto& [key, x] : v.obj()) {
    if (x.isObject() && iequals(key, "resourceGroup")) {
      pending.context.set("AZURE_RESOURCE_GROUP",
                          translate(cv, x, "context.resourceGroup",
                                    {{"name", "name"}, {"location", "location"}, {"tags", "tags"}, {"managedBy", "managedBy"}}));
    } else if (x.isObject() && iequals(key, "subscription")) {
      pending.context.set("AZURE_SUBSCRIPTION", translate(cv, x, "context.subscription",
                                                          {{"id", "subscriptionId"},
                                                           {"subscriptionId", "subscriptionId"},
                                                           {"displayName", "displayName"},
                                                           {"tenantId", "tenantId"}}));
    } else if (x.isObject() && iequals(key, "tenant")) {
      pending.context.set("AZURE_TENANT", translate(cv, x, "context.tenant",
                                                    {{"id", "tenantId"},
                                                     {"tenantId", "tenantId"},
                                                     {"displayName", "displayName"},
                                                     {"countryCode", "countryCode"}}));
    } else if (x.isObject() && iequals(key, "managementGroup")) {
      pending.context.set("AZURE_MANAGEMENT_GROUP",
                          translate(cv, x, "context.managementGroup",
                                    {{"name", "name"}, {"displayName", "properties.displayName"}}));
    } else if (x.isObject() && iequals(key, "deployment")) {
      pending.context.set("AZURE_DEPLOYMENT",
                          translate(cv, x, "context.deployment", {{"name", "name"}, {"location", "location"}}));
    } else if (x.isObject() && iequals(key, "deployer")) {
      pending.context.set("AZURE_DEPLOYER", translate(cv, x, "context.deployer",
                                                      {{"objectId", "objectId"},
                                                       {"userPrincipalName", "userPrincipalName"},
                                                       {"tenantId", "tenantId"}}));
    } else if (istartsWith(key, "AZURE_") && !x.isObject()) {
      cv.object(x, "context." + key);
    } else {
      pending.context.set(key, x);  // flat keys; checked by applyContextOverrides
    }
  }
}

void readParameters(ConfigValues& cv, const Value& v, PendingSettings& pending) {
  if (!cv.object(v, "parameters")) return;
  for (const auto& [name, x] : v.obj()) pending.parameterDefaults.set(name, x);
}

void readInput(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "input")) return;
  InputSettings& in = cv.config().input;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "include")) {
      if (auto list = cv.strings(x, "input.include")) in.include.insert(in.include.end(), list->begin(), list->end());
    } else if (iequals(key, "exclude") || iequals(key, "pathIgnore")) {
      if (auto list = cv.strings(x, "input." + key)) in.exclude.insert(in.exclude.end(), list->begin(), list->end());
    } else if (iequals(key, "gitignore")) {
      if (auto b = cv.boolean(x, "input.gitignore")) in.gitignore = *b;
    } else if (iequals(key, "ignoreGitPath")) {
      if (auto b = cv.boolean(x, "input.ignoreGitPath")) in.ignoreGitPath = *b;
    } else if (iequals(key, "parameterFiles")) {
      if (auto b = cv.boolean(x, "input.parameterFiles")) in.parameterFiles = *b;
    } else if (iequals(key, "maxFileSize")) {
      if (auto n = cv.integer(x, "input.maxFileSize")) {
        if (*n < 1 || *n > 4096) cv.badValue(x, "input.maxFileSize is in MB, from 1 to 4096; found " + std::to_string(*n));
        else cv.config().maxFileMegabytes = static_cast<size_t>(*n);
      }
    } else if (iequals(key, "format") || iequals(key, "objectPath") || iequals(key, "targetType") ||
               iequals(key, "ignoreObjectSource") || iequals(key, "ignoreRepositoryCommon") ||
               iequals(key, "ignoreUnchangedPath") || iequals(key, "fileObjects") || iequals(key, "stringFormat")) {
      cv.noEffect("input." + key, x, "preflight reads only ARM templates, parameter files and Bicep files");
    } else {
      cv.unknownKey(key, x, "input", "include, exclude, gitignore, ignoreGitPath, parameterFiles, maxFileSize, or PSRule's pathIgnore");
    }
  }
}

void readLevels(ConfigValues& cv, const Value& v, std::string_view what) {
  if (!cv.object(v, what)) return;
  for (const auto& [rule, x] : v.obj()) {
    auto text = cv.string(x, std::string(what) + "." + rule);
    if (!text) continue;
    auto level = parseRuleLevel(*text);
    if (!level) {
      cv.badValue(x, "the level of '" + rule + "' must be Error, Warning or Information; found '" + *text + "'");
      continue;
    }
    cv.config().rules.levels.push_back({rule, *level, x.loc()});
  }
}

void readLabels(ConfigValues& cv, const Value& v, std::string_view what) {
  if (cv.takesOver("rules.labels")) cv.config().rules.labels = Object{};
  if (!cv.object(v, what)) return;
  for (const auto& [label, want] : v.obj())
    if (want.isNull() || cv.strings(want, "the label '" + label + "'")) cv.config().rules.labels.set(label, want);
}

void readBaselineName(ConfigValues& cv, const Value& v, std::string_view what) {
  auto name = cv.string(v, what);
  if (!name) return;
  cv.config().rules.baseline = *name;
  cv.config().rules.baselineLoc = v.loc();
}

void readRules(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "rules")) return;
  RuleSettings& r = cv.config().rules;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "include")) {
      if (cv.takesOver("rules.include")) r.include.clear();
      if (auto list = cv.strings(x, "rules.include")) r.include.insert(r.include.end(), list->begin(), list->end());
    } else if (iequals(key, "exclude")) {
      if (cv.takesOver("rules.exclude")) r.exclude.clear();
      if (auto list = cv.strings(x, "rules.exclude")) r.exclude.insert(r.exclude.end(), list->begin(), list->end());
    } else if (iequals(key, "tags") || iequals(key, "tag")) {
      if (cv.takesOver("rules.tags")) r.tags = Object{};
      if (!cv.object(x, "rules.tags")) continue;
      for (const auto& [tag, want] : x.obj()) {
        if (cv.strings(want, "the tag '" + tag + "'")) r.tags.set(tag, want);
      }
    } else if (iequals(key, "paths")) {
      if (auto list = cv.strings(x, "rules.paths"))
        for (const auto& p : *list) {
          r.paths.push_back(cv.resolvePath(p.pattern));
          r.pathLocs.push_back(p.loc);
        }
    } else if (iequals(key, "labels")) {
      readLabels(cv, x, "rules.labels");
    } else if (iequals(key, "baseline")) {
      readBaselineName(cv, x, "rules.baseline");
    } else if (iequals(key, "includeLocal")) {
      if (auto b = cv.boolean(x, "rules.includeLocal")) r.includeLocal = *b;
    } else if (iequals(key, "levels")) {
      readLevels(cv, x, "rules.levels");
    } else {
      cv.unknownKey(key, x, "rules", "include, exclude, tags, labels, paths, baseline, includeLocal, levels");
    }
  }
}

namespace {

void readSuppression(ConfigValues& cv, const Value& entry) {
  if (!cv.object(entry, "a suppression")) return;
  std::vector<PatternEntry> rules;
  Suppression s;
  s.loc = entry.loc();
  bool ok = true;
  for (const auto& [key, x] : entry.obj()) {
    if (iequals(key, "rule") || iequals(key, "rules")) {
      if (auto list = cv.strings(x, "suppressions." + key)) rules.insert(rules.end(), list->begin(), list->end());
      else ok = false;
    } else if (iequals(key, "resource") || iequals(key, "resources")) {
      if (auto list = cv.strings(x, "suppressions." + key))
        for (auto& p : *list) s.resources.push_back(std::move(p.pattern));
      else ok = false;
    } else if (iequals(key, "justification") || iequals(key, "reason")) {
      if (auto t = cv.string(x, "suppressions." + key)) s.justification = *t;
    } else if (iequals(key, "expires")) {
      auto t = cv.string(x, "suppressions.expires");
      if (t && !isIsoDate(*t)) {
        cv.badValue(x, "suppressions.expires must be a date written YYYY-MM-DD; found '" + *t + "'");
        ok = false;
      } else if (t) {
        s.expires = *t;
      }
    } else {
      cv.unknownKey(key, x, "suppressions", "rule, resources, justification, expires");
    }
  }
  if (!ok) return;
  if (rules.empty()) {
    cv.badValue(entry, "a suppression needs the rule it suppresses ('rule: <name or id>')");
    return;
  }
  for (const auto& r : rules) {
    Suppression one = s;
    one.rule = r.pattern;
    cv.config().suppressions.push_back(std::move(one));
  }
}

}  // namespace

void readSuppressions(ConfigValues& cv, const Value& v) {
  if (v.isNull()) return;
  if (!v.isArray()) {
    cv.badValue(v, "suppressions must be a list of {rule, resources, justification, expires}");
    return;
  }
  for (const Value& entry : v.arr()) readSuppression(cv, entry);
}

namespace {

void addTarget(ConfigValues& cv, const Value& x, std::string format, std::string path) {
  std::string name = outputFormatName(format);
  if (name.empty()) {
    std::string lower = toLowerAscii(format);
    if (lower == "none") return;  // PSRule: no file output; preflight's default text applies
    if (lower == "yaml" || lower == "csv" || lower == "wide") {
      cv.noEffect("output.format " + format, x, "preflight writes text, json, sarif, junit and markdown reports");
      return;
    }
    cv.badValue(x, "unknown output format '" + format + "' (expected text, json, sarif, junit or markdown)");
    return;
  }
  if (toLowerAscii(format) == "nunit3")
    cv.diags().info(kNoEffect, "output format NUnit3 is written as JUnit XML", x.loc());
  cv.config().output.targets.push_back({name, path.empty() ? path : cv.resolvePath(path), x.loc()});
}

void readFormats(ConfigValues& cv, const Value& v) {
  if (v.isString()) return addTarget(cv, v, v.str(), {});
  if (!v.isArray()) {
    cv.badValue(v, "output.format must be a format, or a list of formats and {format, path} entries");
    return;
  }
  for (const Value& item : v.arr()) {
    if (item.isString()) {
      addTarget(cv, item, item.str(), {});
      continue;
    }
    if (!cv.object(item, "an output.format entry")) continue;
    std::optional<std::string> format, path;
    for (const auto& [key, x] : item.obj()) {
      if (iequals(key, "format")) format = cv.string(x, "output.format.format");
      else if (iequals(key, "path") || iequals(key, "file")) path = cv.string(x, "output.format." + key);
      else cv.unknownKey(key, x, "output.format", "format, path");
    }
    if (!format) cv.badValue(item, "an output.format entry needs 'format'");
    else addTarget(cv, item, *format, path.value_or(""));
  }
}

}  // namespace

void readOutput(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "output")) return;
  OutputSettings& out = cv.config().output;
  const Value* pathValue = nullptr;
  if (v.get("format") && cv.takesOver("output.format")) out.targets.clear();
  size_t firstTarget = out.targets.size();
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "format")) {
      readFormats(cv, x);
    } else if (iequals(key, "path") || iequals(key, "file")) {
      pathValue = &x;
    } else if (iequals(key, "failOn")) {
      auto t = cv.string(x, "output.failOn");
      if (!t) continue;
      if (auto f = parseFailOn(*t)) out.failOn = *f;
      else cv.badValue(x, "output.failOn must be error, warning, note or none; found '" + *t + "'");
    } else if (iequals(key, "sarifAll")) {
      if (auto b = cv.boolean(x, "output.sarifAll")) out.sarifAll = *b;
    } else if (iequals(key, "sarifProblemsOnly")) {
      if (auto b = cv.boolean(x, "output.sarifProblemsOnly")) out.sarifAll = !*b;
    } else if (iequals(key, "as") || iequals(key, "banner") || iequals(key, "culture") || iequals(key, "encoding") ||
               iequals(key, "footer") || iequals(key, "jsonIndent") || iequals(key, "outcome") ||
               iequals(key, "style") || iequals(key, "jobSummaryPath")) {
      cv.noEffect("output." + key, x, "preflight's reports have fixed layouts (UTF-8)");
    } else {
      cv.unknownKey(key, x, "output", "format, path, failOn, sarifAll, or PSRule's sarifProblemsOnly");
    }
  }
  if (!pathValue) return;
  auto path = cv.string(*pathValue, "output.path");
  if (!path) return;
  size_t added = out.targets.size() - firstTarget;
  if (added != 1) {
    cv.badValue(*pathValue, "output.path names the file of a single output.format; with " + std::to_string(added) +
                                " formats give each its own: format: [{format: sarif, path: out.sarif}]");
    return;
  }
  if (!out.targets.back().path.empty()) {
    cv.badValue(*pathValue, "the output format already has a path");
    return;
  }
  out.targets.back().path = cv.resolvePath(*path);
}

void readBicep(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "bicep")) return;
  BicepSettings& b = cv.config().bicep;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "cli")) {
      auto t = cv.string(x, "bicep.cli");
      if (!t) continue;
      std::string lower = toLowerAscii(*t);
      if (lower == "never" || lower == "auto" || lower == "always") b.cli = lower;
      else cv.badValue(x, "bicep.cli must be never, auto or always; found '" + *t + "'");
    } else if (iequals(key, "timeout")) {
      auto n = cv.integer(x, "bicep.timeout");
      if (n && (*n < 1 || *n > 3600)) cv.badValue(x, "bicep.timeout is in seconds, from 1 to 3600");
      else if (n) b.timeoutSeconds = static_cast<int>(*n);
    } else if (iequals(key, "files")) {
      if (auto f = cv.boolean(x, "bicep.files")) b.files = *f;
    } else if (iequals(key, "paramsFiles") || iequals(key, "params")) {
      if (auto f = cv.boolean(x, "bicep." + key)) b.paramsFiles = *f;
    } else {
      cv.unknownKey(key, x, "bicep", "cli, timeout, files, paramsFiles");
    }
  }
}

namespace {

void addArtifact(ConfigValues& cv, const Value& at, const std::string& url, const std::string& dir) {
  if (!(istartsWith(url, "https://") || istartsWith(url, "http://"))) {
    cv.badValue(at, "an artifacts location maps an http(s):// URL prefix to a folder; '" + url + "' is not a URL");
    return;
  }
  if (dir.empty()) {
    cv.badValue(at, "the artifacts location '" + url + "' needs a folder");
    return;
  }
  cv.config().artifacts.push_back({url, cv.resolvePath(dir), at.loc()});
}

}  // namespace

void readLinkedTemplates(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "linkedTemplates")) return;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "artifactsLocation") || iequals(key, "artifactsLocations")) {
      if (x.isObject()) {
        for (const auto& [url, dir] : x.obj())
          if (auto d = cv.string(dir, "the folder of '" + url + "'")) addArtifact(cv, dir, url, *d);
      } else if (auto list = cv.strings(x, "linkedTemplates." + key)) {
        for (const auto& e : *list) {
          size_t eq = e.pattern.find('=');
          Value at = Value(e.pattern).withLoc(e.loc);
          if (eq == std::string::npos) cv.badValue(at, "write an artifacts location as URL=FOLDER; found '" + e.pattern + "'");
          else addArtifact(cv, at, e.pattern.substr(0, eq), e.pattern.substr(eq + 1));
        }
      }
    } else if (iequals(key, "standalone")) {
      if (auto b = cv.boolean(x, "linkedTemplates.standalone")) cv.config().input.analyzeLinkedTemplates = *b;
    } else {
      cv.unknownKey(key, x, "linkedTemplates", "artifactsLocation, standalone");
    }
  }
}

void readAllowRead(ConfigValues& cv, const Value& v) {
  auto list = cv.strings(v, "allowRead");
  if (!list) return;
  for (auto& e : *list) {
    if (e.pattern.empty()) {
      cv.badValue(Value(e.pattern).withLoc(e.loc), "allowRead: a folder may not be empty");
      continue;
    }
    cv.config().allowRead.push_back({cv.resolvePath(e.pattern), e.loc});
  }
}

}  // namespace pf::inputs::detail
