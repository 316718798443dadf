#include "engine/toolchain/bicep_config.hpp"

#include <algorithm>
#include <filesystem>

#include "engine/toolchain/detail/config_settings.hpp"

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {

// Bicep's built-in defaults for what preflight reads.
Value defaultValue() {
  Object publicAlias{{"registry", Value("mcr.microsoft.com")}, {"modulePath", Value("bicep")}};
  Object br{{"public", Value(std::move(publicAlias))}};
  Object aliases{{"ts", Value::emptyObject()}, {"br", Value(std::move(br))}};
  Object core{{"enabled", Value(true)}, {"rules", Value::emptyObject()}};
  Object analyzers{{"core", Value(std::move(core))}};
  return Value(Object{{"moduleAliases", Value(std::move(aliases))},
                      {"analyzers", Value(std::move(analyzers))},
                      {"experimentalFeaturesEnabled", Value::emptyObject()}});
}

// Bottom-up merge as Bicep does it: objects merge key by key, anything else (arrays
// included) is replaced by the overriding value.
Value merge(const Value& base, const Value& over) {
  if (!base.isObject() || !over.isObject()) return over;
  Object out = base.obj();
  for (const auto& [k, v] : over.obj()) {
    if (const Value* existing = out.find(k)) out.set(k, merge(*existing, v));
    else out.append(k, v);
  }
  Value result(std::move(out));
  result.setLoc(over.loc());
  return result;
}

}  // namespace

const char* ruleLevelName(RuleLevel l) {
  switch (l) {
    case RuleLevel::Off: return "off";
    case RuleLevel::Info: return "info";
    case RuleLevel::Warning: return "warning";
    case RuleLevel::Error: return "error";
  }
  return "warning";
}

bool BicepConfig::experimentalFeatureEnabled(std::string_view name) const {
  for (const auto& [k, v] : experimentalFeatures)
    if (iequals(k, name)) return v;
  return false;
}

std::optional<RuleLevel> BicepConfig::ruleLevel(std::string_view rule) const {
  auto it = ruleLevels.find(toLowerAscii(rule));
  if (it == ruleLevels.end()) return std::nullopt;
  return it->second;
}

const RegistryAlias* BicepConfig::registryAlias(std::string_view name) const {
  for (const auto& [k, v] : registryAliases)
    if (iequals(k, name)) return &v;
  return nullptr;
}

const TemplateSpecAlias* BicepConfig::templateSpecAlias(std::string_view name) const {
  for (const auto& [k, v] : templateSpecAliases)
    if (iequals(k, name)) return &v;
  return nullptr;
}

const ExtensionSource* BicepConfig::extension(std::string_view name) const {
  for (const auto& [k, v] : extensions)
    if (iequals(k, name)) return &v;
  return nullptr;
}

std::string BicepConfig::moduleCacheRoot(const std::string& home) const {
  if (!cacheRootDirectory.empty()) {
    // Relative paths are taken from the configuration file's folder.
    fs::path p(cacheRootDirectory);
    if (p.is_relative() && !path.empty()) p = fs::path(path).parent_path() / p;
    return p.lexically_normal().string();
  }
  return (fs::path(home) / ".bicep").string();
}

BicepConfig buildConfig(const std::string& path, const Value& root,
                        const std::vector<std::pair<std::string, Value>>& bases, const SourceFiles& files,
                        Diagnostics& diags) {
  BicepConfig cfg;
  cfg.path = path;
  Value merged = defaultValue();
  // Bases apply from the outermost inwards, the file itself last.
  for (auto it = bases.rbegin(); it != bases.rend(); ++it) {
    cfg.extended.push_back(it->first);
    if (it->second.isObject()) merged = merge(merged, it->second);
  }
  std::reverse(cfg.extended.begin(), cfg.extended.end());
  if (root.isObject()) merged = merge(merged, root);
  detail::readSettings(cfg, merged, files, diags);
  cfg.merged = std::move(merged);
  return cfg;
}


}  // namespace pf::toolchain
