#include "engine/toolchain/bicep_config.hpp"

#include <algorithm>
#include <filesystem>
#include <set>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {

constexpr size_t kMaxExtendsDepth = 64;  // as Bicep

// Top-level properties of bicepconfig.json that Bicep defines (its JSON schema and docs).
const std::set<std::string>& knownTopLevel() {
  static const std::set<std::string> names = {
      "$schema",   "extends",          "bicep",          "cloud",
      "moduleAliases", "extensions",   "implicitExtensions", "analyzers",
      "cacheRootDirectory", "experimentalFeaturesWarning", "experimentalFeaturesEnabled", "formatting"};
  return names;
}

// Experimental feature flags Bicep has defined (current and retired ones that old
// configuration files still carry); anything else is probably a typo.
const std::set<std::string>& knownExperimentalFeatures() {
  static const std::set<std::string> names = {
      "assertions", "compileTimeImports", "deployCommands", "desiredStateConfiguration", "dynamicTypeLoading",
      "extendableParamFiles", "extensibility", "externalInputFunction", "legacyFormatter", "localDeploy",
      "microsoftGraphPreview", "moduleExtensionConfigs", "moduleIdentity", "onlyIfNotExists", "optionalModuleNames",
      "paramsFiles", "providerRegistry", "publishSource", "resourceDerivedTypes", "resourceInfoCodegen",
      "resourcePatchMethod", "resourceTypedParamsAndOutputs", "secureOutputs", "sourceMapping", "symbolicNameCodegen",
      "testFramework", "thisNamespace", "typedVariables", "userDefinedConstraints", "userDefinedFunctions",
      "userDefinedTypes", "waitAndRetry"};
  return names;
}

bool isKnownTopLevel(const std::string& key) {
  for (const auto& k : knownTopLevel())
    if (iequals(k, key)) return true;
  return false;
}

bool isKnownFeature(const std::string& key) {
  for (const auto& k : knownExperimentalFeatures())
    if (iequals(k, key)) return true;
  return false;
}

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

bool isAliasName(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  return true;
}

bool isGuid(const std::string& s) {
  if (s.size() != 36) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? c != '-' : !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return false;
  }
  return true;
}

class Interpreter {
 public:
  Interpreter(BicepConfig& cfg, const SourceFiles& files, Diagnostics& diags) : cfg_(cfg), files_(files), diags_(diags) {}

  void run(const Value& root) {
    if (const Value* f = root.get("experimentalFeaturesEnabled")) features(*f);
    if (const Value* a = root.get("moduleAliases")) aliases(*a);
    if (const Value* a = root.get("analyzers")) analyzers(*a);
    if (const Value* b = root.get("bicep")) bicep(*b);
    if (const Value* c = root.get("cacheRootDirectory")) {
      if (c->isString()) cfg_.cacheRootDirectory = c->str();
      else if (!c->isNull()) invalid(*c, "'cacheRootDirectory' must be a string (a folder path)");
    }
  }

 private:
  BicepConfig& cfg_;
  const SourceFiles& files_;
  Diagnostics& diags_;

  void invalid(const Value& at, std::string message) { diags_.error("TOOL011", std::move(message), at.loc()); }

  bool expectObject(const Value& v, const std::string& where) {
    if (v.isObject()) return true;
    if (!v.isNull()) invalid(v, "'" + where + "' must be an object, not " + kindName(v.kind()));
    return false;
  }

  void features(const Value& v) {
    if (!expectObject(v, "experimentalFeaturesEnabled")) return;
    for (const auto& [name, flag] : v.obj()) {
      if (!flag.isBool()) {
        invalid(flag, "experimental feature '" + name + "' must be true or false");
        continue;
      }
      if (!isKnownFeature(name))
        diags_.warning("TOOL013", "unknown experimental feature '" + name + "' (see https://aka.ms/bicep/experimental-features)",
                       flag.loc());
      cfg_.experimentalFeatures[name] = flag.asBool();
    }
  }

  static std::string text(const Value* v) { return v && v->isString() ? v->str() : std::string(); }

  void aliases(const Value& v) {
    if (!expectObject(v, "moduleAliases")) return;
    for (const auto& [kind, group] : v.obj()) {
      bool br = iequals(kind, "br"), ts = iequals(kind, "ts");
      if (!br && !ts) {
        diags_.warning("TOOL010", "unknown property 'moduleAliases." + kind + "'; expected 'br' or 'ts'", group.loc());
        continue;
      }
      if (!expectObject(group, "moduleAliases." + kind)) continue;
      for (const auto& [name, def] : group.obj()) {
        std::string where = "moduleAliases." + kind + "." + name;
        if (!isAliasName(name)) {
          invalid(def, "alias name '" + name + "' is invalid; use letters, digits, '_' or '-'");
          continue;
        }
        if (!expectObject(def, where)) continue;
        if (br) registryAlias(name, def, where);
        else templateSpecAlias(name, def, where);
      }
    }
  }

  void registryAlias(const std::string& name, const Value& def, const std::string& where) {
    for (const auto& [k, val] : def.obj())
      if (!iequals(k, "registry") && !iequals(k, "modulePath"))
        diags_.warning("TOOL010", "unknown property '" + k + "' in " + where + "; expected 'registry' and 'modulePath'",
                       val.loc());
    const Value* reg = def.get("registry");
    const Value* path = def.get("modulePath");
    if (!reg || !reg->isString() || reg->str().empty() || reg->str().size() > 255) {
      invalid(reg ? *reg : def, where + " needs a 'registry' string (the registry login server, e.g. myacr.azurecr.io)");
      return;
    }
    if (path && (!path->isString() || path->str().empty())) {
      invalid(*path, "'modulePath' in " + where + " must be a non-empty string");
      return;
    }
    cfg_.registryAliases[name] = RegistryAlias{reg->str(), text(path), def.loc()};
  }

  void templateSpecAlias(const std::string& name, const Value& def, const std::string& where) {
    for (const auto& [k, val] : def.obj())
      if (!iequals(k, "subscription") && !iequals(k, "resourceGroup"))
        diags_.warning("TOOL010",
                       "unknown property '" + k + "' in " + where + "; expected 'subscription' and 'resourceGroup'",
                       val.loc());
    const Value* sub = def.get("subscription");
    const Value* rg = def.get("resourceGroup");
    if (!sub || !sub->isString() || !isGuid(sub->str())) {
      invalid(sub ? *sub : def, where + " needs a 'subscription' GUID");
      return;
    }
    if (!rg || !rg->isString() || rg->str().empty() || rg->str().size() > 90) {
      invalid(rg ? *rg : def, where + " needs a 'resourceGroup' name");
      return;
    }
    cfg_.templateSpecAliases[name] = TemplateSpecAlias{sub->str(), rg->str(), def.loc()};
  }

  void analyzers(const Value& v) {
    if (!expectObject(v, "analyzers")) return;
    const Value* core = v.get("core");
    if (!core || !expectObject(*core, "analyzers.core")) return;
    if (const Value* enabled = core->get("enabled")) {
      if (enabled->isBool()) cfg_.analyzersEnabled = enabled->asBool();
      else invalid(*enabled, "'analyzers.core.enabled' must be true or false");
    }
    const Value* rules = core->get("rules");
    if (!rules || !expectObject(*rules, "analyzers.core.rules")) return;
    for (const auto& [rule, def] : rules->obj()) {
      if (!expectObject(def, "analyzers.core.rules." + rule)) continue;
      const Value* level = def.get("level");
      if (!level) continue;  // rule options without a level keep the default level
      std::optional<RuleLevel> l;
      if (level->isString()) {
        const std::string& s = level->str();
        if (iequals(s, "off")) l = RuleLevel::Off;
        else if (iequals(s, "info")) l = RuleLevel::Info;
        else if (iequals(s, "warning")) l = RuleLevel::Warning;
        else if (iequals(s, "error")) l = RuleLevel::Error;
      }
      if (!l) {
        invalid(*level, "the level of rule '" + rule + "' must be \"off\", \"info\", \"warning\" or \"error\"");
        continue;
      }
      cfg_.ruleLevels[toLowerAscii(rule)] = *l;
    }
  }

  void bicep(const Value& v) {
    if (!v.isObject() && !v.isNull()) cfg_.bicepVersionInvalid = true;
    if (!expectObject(v, "bicep")) return;
    for (const auto& [k, val] : v.obj())
      if (!iequals(k, "version")) diags_.warning("TOOL010", "unknown property 'bicep." + k + "'; expected 'version'", val.loc());
    const Value* version = v.get("version");
    if (!version || version->isNull()) return;
    if (!version->isString()) {
      invalid(*version, "'bicep.version' must be a string such as \"0.30.23\" or \">=0.30.0 <1.0.0\"");
      cfg_.bicepVersionInvalid = true;
      return;
    }
    auto c = parseConstraint(version->str());
    if (!c) {
      // Point into the string: one past the opening quote, plus the column inside the text
      // (exact when the string has no escapes, which version constraints never need).
      Loc at = version->loc();
      if (at.known()) at.col += c.error().loc.col;
      diags_.error("TOOL002", "invalid 'bicep.version' \"" + version->str() + "\": " + c.error().message, at);
      cfg_.bicepVersionInvalid = true;
      return;
    }
    VersionPin pin;
    pin.constraint = std::move(*c);
    pin.loc = version->loc();
    pin.declaredIn = version->loc().file != 0 ? files_.path(version->loc().file) : cfg_.path;
    cfg_.bicepVersion = std::move(pin);
  }
};

void checkTopLevel(const Value& root, Diagnostics& diags) {
  for (const auto& [k, v] : root.obj())
    if (!isKnownTopLevel(k)) diags.warning("TOOL010", "unknown property '" + k + "' in bicepconfig.json; it is ignored", v.loc());
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
  Interpreter(cfg, files, diags).run(merged);
  cfg.merged = std::move(merged);
  return cfg;
}

std::string ConfigLoader::findConfigFile(const std::string& sourceFile) {
  std::error_code ec;
  fs::path p = fs::absolute(fs::path(sourceFile), ec).lexically_normal();
  if (ec) return {};
  for (fs::path dir = p.parent_path();; dir = dir.parent_path()) {
    fs::path candidate = dir / "bicepconfig.json";
    if (fs::is_regular_file(candidate, ec)) return candidate.string();
    if (dir == dir.root_path() || dir.parent_path() == dir || dir.empty()) break;
  }
  return {};
}

std::shared_ptr<const BicepConfig> ConfigLoader::defaults() {
  static const std::shared_ptr<const BicepConfig> d = [] {
    SourceFiles none;
    Diagnostics ignored;
    return std::make_shared<const BicepConfig>(buildConfig("", Value::emptyObject(), {}, none, ignored));
  }();
  return d;
}

std::shared_ptr<const BicepConfig> ConfigLoader::forFile(const std::string& sourceFile, Diagnostics& diags) {
  std::string config = findConfigFile(sourceFile);
  if (config.empty()) return defaults();
  return load(config, diags);
}

std::shared_ptr<const BicepConfig> ConfigLoader::load(const std::string& configPath, Diagnostics& diags) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto it = cache_.find(configPath); it != cache_.end()) return it->second;

  // Reads one file of the chain; a missing or unparsable file yields nullopt (diagnosed).
  auto read = [&](const std::string& file, Loc referencedAt) -> std::optional<Value> {
    auto text = readFile(file);
    if (!text) {
      diags.error(referencedAt.known() ? "TOOL012" : text.error().code, text.error().message, referencedAt);
      return std::nullopt;
    }
    uint32_t id = files_.add(file, *text);
    auto v = parseJson(*text, id, diags);
    if (!v) return std::nullopt;
    if (!v->isObject()) {
      diags.error("TOOL011", "a bicepconfig.json file must contain a JSON object", v->loc());
      return std::nullopt;
    }
    checkTopLevel(*v, diags);
    return v;
  };

  BicepConfig cfg;
  bool chainBroken = false;  // a base that could not be read might pin the version
  auto root = read(configPath, Loc{});
  std::vector<std::pair<std::string, Value>> bases;
  bases.reserve(kMaxExtendsDepth + 1);  // `current` points into it
  if (root) {
    std::vector<std::string> chain = {fs::path(configPath).lexically_normal().string()};
    const Value* current = &*root;
    std::string currentPath = configPath;
    while (const Value* ext = current->get("extends")) {
      chainBroken = true;  // until the base is read
      if (!ext->isString() || ext->str().empty()) {
        diags.error("TOOL012", "'extends' must be a relative path to another configuration file", ext->loc());
        break;
      }
      fs::path target(ext->str());
      if (target.is_absolute()) {
        diags.error("TOOL012", "'extends' must be a relative path, not '" + ext->str() + "'", ext->loc());
        break;
      }
      std::string resolved = (fs::path(currentPath).parent_path() / target).lexically_normal().string();
      if (std::find(chain.begin(), chain.end(), resolved) != chain.end()) {
        diags.error("TOOL012", "'extends' forms a cycle through '" + resolved + "'", ext->loc());
        break;
      }
      if (chain.size() > kMaxExtendsDepth) {
        diags.error("TOOL012", "the 'extends' chain is deeper than " + std::to_string(kMaxExtendsDepth) + " files",
                    ext->loc());
        break;
      }
      auto base = read(resolved, ext->loc());
      if (!base) break;
      chainBroken = false;
      chain.push_back(resolved);
      bases.emplace_back(resolved, std::move(*base));
      current = &bases.back().second;
      currentPath = resolved;
    }
    cfg = buildConfig(configPath, *root, bases, files_, diags);
    // A base that could not be read only matters when nothing nearer pins the version.
    cfg.bicepVersionInvalid = cfg.bicepVersionInvalid || (chainBroken && !cfg.bicepVersion);
  } else {
    cfg = buildConfig(configPath, Value::emptyObject(), {}, files_, diags);
    cfg.bicepVersionInvalid = true;  // whatever the file pins cannot be known
  }
  auto shared = std::make_shared<const BicepConfig>(std::move(cfg));
  cache_.emplace(configPath, shared);
  return shared;
}

}  // namespace pf::toolchain
