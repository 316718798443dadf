// Finding and reading preflight.yaml; the top level of the file.
#include <filesystem>

#include "engine/core/file_access.hpp"
#include "engine/core/yaml.hpp"
#include "engine/inputs/config.hpp"
#include "engine/inputs/detail/config_sections.hpp"

namespace pf::inputs {

using namespace detail;

const char* ruleLevelName(RuleLevel l) {
  switch (l) {
    case RuleLevel::Error: return "Error";
    case RuleLevel::Warning: return "Warning";
    case RuleLevel::Information: return "Information";
  }
  return "Error";
}

DeploymentContext Config::deploymentContext() const {
  DeploymentContext ctx;
  Diagnostics alreadyReported;  // the same overrides were checked when the file was read
  applyContextOverrides(ctx, context, alreadyReported);
  return ctx;
}

std::string findConfigFile(const std::string& root) {
  namespace fs = std::filesystem;
  std::error_code ec;
  for (const char* name : {"preflight.yaml", "preflight.yml"}) {
    fs::path p = fs::path(root.empty() ? "." : root) / name;
    if (fs::is_regular_file(p, ec)) return p.generic_string();
  }
  return {};
}

namespace {

// allowEnv: NAME or [NAME, ...].
void readAllowEnv(ConfigValues& cv, const Value& v) {
  auto names = cv.strings(v, "allowEnv (environment variable names)");
  if (!names) return;
  for (const PatternEntry& n : *names) {
    if (n.pattern.empty() || n.pattern.find('=') != std::string::npos) {
      cv.badValue(Value(n.pattern).withLoc(n.loc), "allowEnv takes environment variable names, not '" + n.pattern + "'");
      continue;
    }
    cv.config().allowEnv.push_back(n);
  }
}

}  // namespace

namespace {

// `over` laid on `base` one level deep: a key both set to mappings merges their members.
Object overlay(Object base, const Object& over) {
  for (const auto& [k, v] : over) {
    const Value* b = base.find(k);
    if (b && b->isObject() && v.isObject()) base.set(k, Value(overlay(b->obj(), v.obj())).withLoc(v.loc()));
    else base.set(k, v);
  }
  return base;
}

}  // namespace

Config readConfig(const Value& root, const std::string& path, Diagnostics& diags, const Config* under) {
  Config config = under ? *under : Config();
  if (under) config.underlying = under->path;
  config.path = path;
  config.baseDir.clear();
  if (!path.empty()) config.baseDir = std::filesystem::path(path).parent_path().generic_string();
  if (config.baseDir.empty() && !path.empty()) config.baseDir = ".";
  ConfigValues cv(config, diags, under != nullptr);
  if (root.isNull()) return config;  // an empty file: every default
  if (!cv.object(root, "the configuration")) return config;

  PendingSettings pending;
  for (const auto& [key, v] : root.obj()) {
    if (iequals(key, "context")) readContext(cv, v, pending);
    else if (iequals(key, "parameters")) readParameters(cv, v, pending);
    else if (iequals(key, "input")) readInput(cv, v);
    else if (iequals(key, "rules")) readRules(cv, v);
    else if (iequals(key, "suppressions")) readSuppressions(cv, v);
    else if (iequals(key, "output")) readOutput(cv, v);
    else if (iequals(key, "bicep")) readBicep(cv, v);
    else if (iequals(key, "linkedTemplates")) readLinkedTemplates(cv, v);
    else if (iequals(key, "allowRead")) readAllowRead(cv, v);
    else if (iequals(key, "allowEnv")) readAllowEnv(cv, v);
    else if (iequals(key, "policy")) readPolicy(cv, v);
    else if (iequals(key, "configuration")) readPsRuleConfiguration(cv, v, pending);
    else if (iequals(key, "rule")) readPsRuleRule(cv, v);
    else if (iequals(key, "override")) readPsRuleOverride(cv, v);
    else if (iequals(key, "include")) readPsRuleInclude(cv, v);
    else if (iequals(key, "suppression")) readPsRuleSuppression(cv, v);
    else if (iequals(key, "baseline")) readPsRuleBaseline(cv, v);
    else if (iequals(key, "binding")) readPsRuleBinding(cv, v);
    else if (!ignorePsRuleSection(cv, key, v))
      cv.unknownKey(key, v, "",
                    "context, parameters, input, rules, suppressions, output, bicep, linkedTemplates, allowRead, allowEnv, policy, or PSRule's "
                    "configuration, rule, override, include, suppression, baseline, binding");
  }

  // Within the file preflight's own sections win over PSRule's `configuration:`; over another
  // file, this file's settings win.
  Object ctx = overlay(pending.contextFromConfiguration, pending.context);
  config.context = Value(overlay(config.context.isObject() ? config.context.obj() : Object{}, ctx));
  // Report unknown context settings now, with their lines, rather than at expansion time.
  DeploymentContext check;
  applyContextOverrides(check, Value(ctx), diags);

  for (const auto& [k, v] : pending.parameterDefaultsFromConfiguration) config.parameterDefaults.set(k, v);
  for (const auto& [k, v] : pending.parameterDefaults) config.parameterDefaults.set(k, v);
  return config;
}

Config parseConfig(std::string_view text, uint32_t fileId, const std::string& path, Diagnostics& diags,
                   const Config* under) {
  YamlReadOptions options;
  options.collectionsAtKey = true;  // "unknown key" and "must be a list" point at the key's line
  options.maxBytes = 4u * 1024 * 1024;
  std::vector<Value> docs = parseYamlDocuments(text, fileId, diags, options);
  if (docs.size() > 1)
    diags.error(kDocuments, "a configuration file holds one YAML document; this one has " + std::to_string(docs.size()) +
                                " (only the first is used)",
                docs[1].loc().known() ? docs[1].loc() : Loc{fileId, 0, 0});
  return readConfig(docs.empty() ? Value() : docs.front(), path, diags, under);
}

Config loadConfigFile(const std::string& path, SourceFiles& files, Diagnostics& diags, const FileAccessPolicy& access,
                      const Config* under) {
  FileAccessPolicy limited = access;
  limited.setMaxBytes(4u * 1024 * 1024);
  auto text = limited.read(path);
  if (!text) {
    diags.add(text.error().toDiagnostic());
    return readConfig(Value(), path, diags, under);
  }
  uint32_t id = files.add(path, std::move(text).value());
  return parseConfig(files.text(id), id, path, diags, under);
}

}  // namespace pf::inputs
