// PSRule's option names (ps-rule.yaml), so that a PSRule for Azure user can point preflight at
// their existing file. Options are matched without case, as PSRule does.
#include <algorithm>

#include "engine/inputs/detail/config_sections.hpp"

namespace pf::inputs::detail {

namespace {

constexpr const char* kBicepVersionNote =
    "Bicep is compiled natively (preflight --version names the Bicep release it matches); a file's "
    "bicepconfig.json bicep.version pin chooses the compiler";

}  // namespace

void readPsRuleConfiguration(ConfigValues& cv, const Value& v, PendingSettings& pending) {
  if (!cv.object(v, "configuration")) return;
  Config& c = cv.config();
  for (const auto& [key, x] : v.obj()) {
    c.ruleConfiguration.set(key, x);  // rules may read any of them, these included
    if (iequals(key, "AZURE_SUBSCRIPTION") || iequals(key, "AZURE_RESOURCE_GROUP") || iequals(key, "AZURE_TENANT") ||
        iequals(key, "AZURE_MANAGEMENT_GROUP") || iequals(key, "AZURE_DEPLOYMENT") || iequals(key, "AZURE_DEPLOYER")) {
      if (cv.object(x, "configuration." + key)) pending.contextFromConfiguration.set(toUpperAscii(key), x);
    } else if (iequals(key, "AZURE_PARAMETER_DEFAULTS")) {
      if (!cv.object(x, "configuration.AZURE_PARAMETER_DEFAULTS")) continue;
      for (const auto& [name, value] : x.obj()) pending.parameterDefaultsFromConfiguration.set(name, value);
    } else if (iequals(key, "AZURE_PARAMETER_FILE_EXPANSION")) {
      if (auto b = cv.boolean(x, "configuration." + key)) c.input.parameterFiles = *b;
    } else if (iequals(key, "AZURE_PARAMETER_FILE_METADATA_LINK")) {
      auto b = cv.boolean(x, "configuration." + key);
      if (b && *b)
        cv.noEffect("configuration." + key, x,
                    "parameter files are paired by metadata.template, then by name; no rule requires the link");
    } else if (iequals(key, "AZURE_BICEP_FILE_EXPANSION")) {
      if (auto b = cv.boolean(x, "configuration." + key)) c.bicep.files = *b;
    } else if (iequals(key, "AZURE_BICEP_PARAMS_FILE_EXPANSION")) {
      if (auto b = cv.boolean(x, "configuration." + key)) c.bicep.paramsFiles = *b;
    } else if (iequals(key, "AZURE_BICEP_FILE_EXPANSION_TIMEOUT")) {
      auto n = cv.integer(x, "configuration." + key);
      if (!n) continue;
      // PSRule clamps the timeout to 1..120 seconds; so does preflight for this name.
      int64_t clamped = std::clamp<int64_t>(*n, 1, 120);
      if (clamped != *n)
        cv.diags().info(kNoEffect, key + " is limited to 1..120 seconds, as in PSRule; using " + std::to_string(clamped),
                        x.loc());
      c.bicep.timeoutSeconds = static_cast<int>(clamped);
    } else if (iequals(key, "AZURE_BICEP_CHECK_TOOL")) {
      // With it, PSRule checks its Bicep CLI against AZURE_BICEP_MINIMUM_VERSION (which alone does nothing).
      auto b = cv.boolean(x, "configuration." + key);
      if (b && *b) cv.noEffect("configuration." + key, x, kBicepVersionNote);
    } else if (iequals(key, "AZURE_BICEP_MINIMUM_VERSION")) {
      cv.string(x, "configuration." + key);  // checked for its type; used only with AZURE_BICEP_CHECK_TOOL
    }
    // Anything else is a rule configuration value, read by the rules that use it.
  }
}

void readPsRuleRule(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "rule")) return;
  RuleSettings& r = cv.config().rules;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "include")) {
      if (cv.takesOver("rules.include")) r.include.clear();
      if (auto list = cv.strings(x, "rule.include")) r.include.insert(r.include.end(), list->begin(), list->end());
    } else if (iequals(key, "exclude")) {
      if (cv.takesOver("rules.exclude")) r.exclude.clear();
      if (auto list = cv.strings(x, "rule.exclude")) r.exclude.insert(r.exclude.end(), list->begin(), list->end());
    } else if (iequals(key, "tag")) {
      if (cv.takesOver("rules.tags")) r.tags = Object{};
      if (!cv.object(x, "rule.tag")) continue;
      for (const auto& [tag, want] : x.obj())
        if (cv.strings(want, "the tag '" + tag + "'")) r.tags.set(tag, want);
    } else if (iequals(key, "includeLocal")) {
      if (auto b = cv.boolean(x, "rule.includeLocal")) r.includeLocal = *b;
    } else if (iequals(key, "baseline")) {
      // PSRule reads rule.baseline in a ModuleConfig only; here it names the baseline to use, as
      // PSRule's -Baseline parameter (or the GitHub Action's `baseline:` input) does.
      readBaselineName(cv, x, "rule.baseline");
    } else if (iequals(key, "labels")) {
      readLabels(cv, x, "rule.labels");
    } else {
      cv.unknownKey(key, x, "rule", "include, exclude, tag, includeLocal, baseline, labels");
    }
  }
}

void readPsRuleOverride(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "override")) return;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "level")) readLevels(cv, x, "override.level");
    else cv.unknownKey(key, x, "override", "level");
  }
}

void readPsRuleInclude(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "include")) return;
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "path")) {
      if (auto list = cv.strings(x, "include.path"))
        for (const auto& p : *list) {
          cv.config().rules.paths.push_back(cv.resolvePath(p.pattern));
          cv.config().rules.pathLocs.push_back(p.loc);
        }
    } else if (iequals(key, "module")) {
      // Whether each module is loaded is known once the rules are (engine/analyze).
      if (auto list = cv.strings(x, "include.module"))
        for (auto& m : *list) cv.config().rules.modules.push_back(std::move(m));
    } else {
      cv.unknownKey(key, x, "include", "path, module");
    }
  }
}

void readPsRuleSuppression(ConfigValues& cv, const Value& v) {
  if (v.isNull()) return;
  if (!cv.object(v, "suppression")) return;
  for (const auto& [rule, x] : v.obj()) {
    const Value* names = &x;
    if (x.isObject()) {
      names = nullptr;
      for (const auto& [key, y] : x.obj()) {
        if (iequals(key, "targetName")) names = &y;
        else cv.unknownKey(key, y, "suppression." + rule, "targetName");
      }
      if (!names) {
        cv.badValue(x, "the suppression of '" + rule + "' needs targetName: [resource names]");
        continue;
      }
    }
    auto list = cv.strings(*names, "suppression." + rule);
    if (!list) continue;
    Suppression s;
    s.rule = rule;
    s.loc = x.loc();
    for (auto& p : *list) s.resources.push_back(std::move(p.pattern));
    if (s.resources.empty()) {
      cv.badValue(x, "the suppression of '" + rule + "' lists no resources (to turn the rule off, exclude it)");
      continue;
    }
    cv.config().suppressions.push_back(std::move(s));
  }
}

void readPsRuleBaseline(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "baseline")) return;
  for (const auto& [key, x] : v.obj()) {
    if (!iequals(key, "group")) {
      cv.unknownKey(key, x, "baseline", "group");
      continue;
    }
    if (!cv.object(x, "baseline.group")) continue;
    for (const auto& [group, name] : x.obj())
      if (auto n = cv.string(name, "baseline.group." + group)) cv.config().rules.baselineGroups.set(group, Value(*n).withLoc(name.loc()));
  }
}

void readPsRuleBinding(ConfigValues& cv, const Value& v) {
  if (!cv.object(v, "binding")) return;
  BindingSettings& b = cv.config().binding;
  auto names = [&](const Value& x, std::string_view what) {
    std::vector<std::string> out;
    if (auto list = cv.strings(x, what))
      for (auto& p : *list) out.push_back(std::move(p.pattern));
    return out;
  };
  for (const auto& [key, x] : v.obj()) {
    if (iequals(key, "targetName")) {
      b.targetName = names(x, "binding.targetName");
    } else if (iequals(key, "targetType")) {
      b.targetType = names(x, "binding.targetType");
    } else if (iequals(key, "field")) {
      if (!cv.object(x, "binding.field")) continue;
      b.fields.clear();
      for (const auto& [field, props] : x.obj()) b.fields.emplace_back(field, names(props, "binding.field." + field));
    } else if (iequals(key, "preferTargetInfo")) {
      if (auto f = cv.boolean(x, "binding.preferTargetInfo")) b.preferTargetInfo = *f;
    } else if (iequals(key, "ignoreCase")) {
      if (auto f = cv.boolean(x, "binding.ignoreCase")) b.ignoreCase = *f;
    } else if (iequals(key, "nameSeparator") || iequals(key, "useQualifiedName")) {
      cv.noEffect("binding." + key, x, "targets are named by their own name");
    } else {
      cv.unknownKey(key, x, "binding", "targetName, targetType, field, preferTargetInfo, ignoreCase");
    }
  }
}

bool ignorePsRuleSection(ConfigValues& cv, std::string_view key, const Value& v) {
  static const char* const kIgnored[] = {"convention", "execution", "logging", "repository",
                                         "requires",   "format",    "run"};
  for (const char* name : kIgnored) {
    if (!iequals(key, name)) continue;
    cv.noEffect(key, v, "it configures PSRule's PowerShell pipeline");
    return true;
  }
  return false;
}

}  // namespace pf::inputs::detail
