// Interpreting bicepconfig.json settings: types, known names, the version pin.
#include "engine/toolchain/detail/config_settings.hpp"

#include <set>

#include "engine/core/uuid.hpp"

namespace pf::toolchain::detail {

namespace {

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

bool isAliasName(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'))
      return false;
  return true;
}

class Interpreter {
 public:
  Interpreter(BicepConfig& cfg, const SourceFiles& files, Diagnostics& diags) : cfg_(cfg), files_(files), diags_(diags) {}

  void run(const Value& root) {
    if (const Value* f = root.get("experimentalFeaturesEnabled")) features(*f);
    if (const Value* a = root.get("moduleAliases")) aliases(*a);
    if (const Value* e = root.get("extensions")) extensions(*e);
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
    if (!sub || !sub->isString() || !isUuid(sub->str())) {
      invalid(sub ? *sub : def, where + " needs a 'subscription' GUID");
      return;
    }
    if (!rg || !rg->isString() || rg->str().empty() || rg->str().size() > 90) {
      invalid(rg ? *rg : def, where + " needs a 'resourceGroup' name");
      return;
    }
    cfg_.templateSpecAliases[name] = TemplateSpecAlias{sub->str(), rg->str(), def.loc()};
  }

  // extensions.<name>: a registry reference ("br:...:<version>", "br/<alias>:...") or a local
  // package path, written as a string or as {"source": ...}.
  void extensions(const Value& v) {
    if (!expectObject(v, "extensions")) return;
    for (const auto& [name, def] : v.obj()) {
      const Value* source = &def;
      if (def.isObject()) {
        for (const auto& [k, val] : def.obj())
          if (!iequals(k, "source")) diags_.warning("TOOL010", "unknown property '" + k + "' in extensions." + name + "; expected 'source'", val.loc());
        source = def.get("source");
      }
      if (!isAliasName(name)) {
        invalid(def, "extension name '" + name + "' is invalid; use letters, digits, '_' or '-'");
        continue;
      }
      if (!source || !source->isString() || source->str().empty()) {
        invalid(source ? *source : def, "'extensions." + name + "' must be a registry reference or a path (a string, or {\"source\": ...})");
        continue;
      }
      cfg_.extensions[name] = ExtensionSource{source->str(), source->loc()};
    }
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

}  // namespace

void checkTopLevel(const Value& root, Diagnostics& diags) {
  for (const auto& [k, v] : root.obj())
    if (!isKnownTopLevel(k)) diags.warning("TOOL010", "unknown property '" + k + "' in bicepconfig.json; it is ignored", v.loc());
}


void readSettings(BicepConfig& cfg, const Value& merged, const SourceFiles& files, Diagnostics& diags) {
  Interpreter(cfg, files, diags).run(merged);
}

}  // namespace pf::toolchain::detail
