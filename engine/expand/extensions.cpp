// Extensions of a deployment (the template's `extensions`, or legacy `imports`), their
// configuration as the deployments API takes it, extensions(alias), and extensible resources.
#include "engine/core/value_size.hpp"
#include "engine/expand/deployment.hpp"
#include "engine/expand/extension_catalog.hpp"
#include "engine/expand/extension_forms.hpp"
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"

namespace pf {

namespace {

// {type, value} for a known value: the type as the deployments API names it.
Value apiValue(const Value& v) {
  if (v.isUnknown()) return v;
  Object o;
  std::string type = kindName(v.kind());
  if (v.secret() && (v.isString() || v.isObject())) type = v.isString() ? "securestring" : "secureobject";
  if (v.kind() == Kind::Float) type = "int";
  o.append("type", Value(type));
  o.append("value", v);
  return Value(std::move(o)).withLoc(v.loc());
}

bool isApiForm(const Value& v) {
  const Value* t = v.isObject() ? v.get("type") : nullptr;
  return t && t->isString() && (v.get("value") || v.get("evaluation") || v.get("keyVaultReference"));
}

// An evaluated entry: already in the API's form (inherited through extensions()), an input
// entry ({value}, {keyVaultReference}), or unknown.
Value apiEntry(const Value& v) {
  if (v.isUnknown() || isApiForm(v)) return v;
  if (v.isObject()) {
    if (const Value* x = v.get("value")) return apiValue(*x);
    if (const Value* kv = v.get("keyVaultReference"))
      return Value(Object{{"type", "keyVaultReference"}, {"keyVaultReference", *kv}}).withLoc(v.loc());
  }
  return apiValue(v);
}

const Value* extensionsSection(const Template& tpl, bool& legacy) {
  legacy = false;
  if (tpl.extensions.isObject()) return &tpl.extensions;
  legacy = true;
  const Value* imports = tpl.root.get("imports");
  return imports && imports->isObject() ? imports : nullptr;
}

std::string text(const Value* v) { return v && v->isString() ? v->str() : std::string(); }

// A JSON path segment for an accessor: .name, ['odd name'], [0].
std::string pathSegment(const Value& key, bool first) {
  if (key.isInt()) return "[" + std::to_string(key.asInt()) + "]";
  std::string k = key.isString() ? key.str() : "?";
  bool plain = !k.empty();
  for (char c : k)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$')) plain = false;
  if (plain) return (first ? "" : ".") + k;
  return "['" + k + "']";
}

Value locationOf(const SourceFiles& files, Loc loc) {
  Object o;
  if (loc.file != 0) o.append("file", files.path(loc.file));
  if (loc.known()) {
    o.append("line", static_cast<long long>(loc.line));
    o.append("column", static_cast<long long>(loc.col));
  }
  return Value(std::move(o));
}

void appendLocation(Object& o, const SourceFiles& files, Loc loc) {
  Value at = locationOf(files, loc);
  for (const auto& [k, v] : at.obj()) o.append(k, v);
}

}  // namespace

// A parameter file's extensionConfigs configure the root deployment's extensions. Their values
// are JSON as written (a compiled .bicepparam file's "expression" entries are evaluated).
void DeploymentExpander::useParameterFileExtensionConfigs() {
  const Value& configs = paramFile_->extensionConfigs;
  if (!configs.isObject()) return;
  for (const auto& [alias, w] : configs.obj()) {
    Object config;
    for (const auto& [p, entry] : w.obj()) {
      ConfigForm f = classifyConfigEntry(entry, Object());
      Object c{{"alias", alias}, {"property", p}, {"form", f.form}, {"allowed", f.allowed},
               {"keyVaultReference", f.form == "keyVaultReference"}};
      if (!f.reason.empty()) c.append("reason", f.reason);
      appendLocation(c, st_.services.files, f.loc.known() ? f.loc : entry.loc());
      configChecks_.push_back(Value(std::move(c)));
      auto api = configEntry(entry, false);
      if (!api) {
        report(api.error());
        continue;
      }
      config.append(p, std::move(*api));
    }
    suppliedConfigs_.append(alias, Value(std::move(config)).withLoc(w.loc()));
  }
}

void DeploymentExpander::resolveExtensions() {
  bool legacy = false;
  const Value* section = extensionsSection(tpl_, legacy);
  if (!section) return;
  for (const auto& [alias, decl] : section->obj()) {
    ExtensionState es;
    es.alias = alias;
    es.name = text(decl.get(legacy ? "provider" : "name"));
    es.version = text(decl.get("version"));
    es.loc = decl.loc();
    if (const Value* supplied = suppliedConfigs_.find(alias); supplied && supplied->isObject())
      for (const auto& [p, e] : supplied->obj()) es.config.append(p, e);
    if (const Value* config = decl.get("config"); config && config->isObject()) {
      for (const auto& [p, c] : config->obj()) {
        es.inlineConfig.push_back(p);
        if (es.config.contains(p)) continue;
        const Value* x = legacy ? &c : c.get("defaultValue");
        if (!x) continue;
        auto r = evaluateWithCopy(*x);
        if (!r) {
          report(r.error());
          continue;
        }
        es.config.append(p, apiValue(*r));
      }
    }
    if (auto required = requiredExtensionConfig(es.name)) {
      for (const std::string& q : *required) {
        if (es.config.contains(q)) continue;
        es.missing.push_back(q);
        // Known only at deployment, if ever: inheriting it still evaluates.
        es.config.append(q, Value::unknown("extensions('" + alias + "').config." + q));
      }
    }
    extensions_.push_back(std::move(es));
  }
}

// A config for an alias the template does not declare configures nothing: say so rather than
// drop it (a misspelt alias leaves the extension it meant unconfigured).
void DeploymentExpander::reportUndeclaredConfigs() {
  for (const auto& [alias, config] : suppliedConfigs_) {
    if (extensionState(alias)) continue;
    st_.out.diagnostics.warning("EXP081",
                                "extensionConfigs names the extension '" + alias + "', which the template" + where() +
                                    " does not declare; its configuration is not used",
                                config.loc().known() ? config.loc() : tpl_.root.loc());
  }
}

const DeploymentExpander::ExtensionState* DeploymentExpander::extensionState(std::string_view alias) const {
  for (const ExtensionState& e : extensions_)
    if (e.alias == alias) return &e;
  return nullptr;
}

Result<Value> DeploymentExpander::extensions(Call& call) {
  if (!call.args[0].isString()) return call.argError(0, "an extension alias (a string)");
  const ExtensionState* es = extensionState(call.args[0].str());
  if (!es) {
    if (outer_ && parent_) return parent_->extensions(call);
    return call.error("the template declares no extension '" + call.args[0].str() + "'");
  }
  return Value(Object{{"name", es->name}, {"version", es->version}, {"config", Value(es->config)}});
}

std::optional<Value> DeploymentExpander::directive(const Value& written) {
  if (!written.isString() || !isExpression(written.str())) return std::nullopt;
  const std::string& t = written.str();
  auto parsed = parseExpression(std::string_view(t).substr(1, t.size() - 2), written.loc(), nullptr);
  if (!parsed) return std::nullopt;
  const Expr* node = &(*parsed)->root;
  std::vector<const Expr*> accessors;
  while (node->type == Expr::Type::Member || node->type == Expr::Type::Index) {
    accessors.insert(accessors.begin(), node);
    node = &node->args[0];
  }
  if (node->type != Expr::Type::Call || !node->ns.empty() || node->args.empty()) return std::nullopt;
  bool list = node->text.size() > 4 && istartsWith(node->text, "list");
  bool ref = iequals(node->text, "reference");
  if (!list && !ref) return std::nullopt;
  auto eval = [&](const Expr& e) -> Value {
    EvalContext ctx = freshContext();
    auto r = evaluateExpression(renderExpr(e), written.loc(), ctx);
    return r ? std::move(*r) : Value::unknown(renderExpr(e));
  };
  Value target = eval(node->args[0]);
  Value resourceId = target, apiVersion;
  if (target.isString())
    if (auto i = findResource(target.str())) {
      resourceId = identityValue(instances_[*i].id, instances_[*i]);
      apiVersion = Value(instances_[*i].apiVersion);
    }
  if (node->args.size() > 1) apiVersion = eval(node->args[1]);
  bool full = ref && node->args.size() > 2;
  Object call;
  call.append("type", "ArmApiCall");
  call.append("resourceId", resourceId);
  call.append("method", list ? "POST" : "GET");
  call.append("apiVersion", apiVersion);
  if (list) {
    call.append("apiAction", "/" + node->text);
    if (node->args.size() > 2) call.append("body", eval(node->args[2]));
  }
  std::string path = ref && !full ? "properties" : "";
  for (const Expr* a : accessors) {
    Value key = a->type == Expr::Type::Member ? Value(a->text) : eval(a->args[1]);
    path += pathSegment(key, path.empty());
  }
  Array steps{Value(std::move(call))};
  if (!path.empty()) steps.push_back(Value(Object{{"type", "JSONPath"}, {"path", path}}));
  return Value(Object{{"type", "directive"}, {"evaluation", Value(std::move(steps))}}).withLoc(written.loc());
}

Result<Value> DeploymentExpander::configEntry(const Value& written, bool evaluate) {
  if (written.isString() && isExpression(written.str())) {
    if (!evaluate) return apiEntry(written);
    PF_TRY(r, evaluateWithCopy(written));
    return apiEntry(r);
  }
  if (!written.isObject()) return apiValue(written);
  if (const Value* kv = written.get("keyVaultReference")) {
    Value ref = *kv;
    if (evaluate) {
      PF_TRY(r, evaluateWithCopy(*kv));
      ref = std::move(r);
    }
    return Value(Object{{"type", "keyVaultReference"}, {"keyVaultReference", ref}}).withLoc(written.loc());
  }
  if (const Value* v = written.get("value")) {
    if (!evaluate) return apiValue(*v);
    if (auto d = directive(*v)) return *d;
    PF_TRY(r, evaluateWithCopy(*v));
    return apiValue(r);
  }
  if (const Value* e = written.get("expression")) {  // a .bicepparam value known at deployment
    PF_TRY(r, evaluateWithCopy(*e));
    return apiValue(r);
  }
  // A property loop ({copy: [{name: "value", ...}]}) gives {value: [...]}.
  PF_TRY(r, evaluateWithCopy(written));
  return apiEntry(r);
}

Result<std::pair<Object, Array>> DeploymentExpander::nestedExtensionConfigs(const Value& written) {
  std::pair<Object, Array> out;
  if (!written.isObject())
    return makeError("EXP080", "\"extensionConfigs\" must be an object of extension aliases" + where(), written.loc());
  const SourceFiles& files = st_.services.files;
  auto check = [&](const std::string& alias, const std::string& property, const ConfigForm& f) {
    Object c{{"alias", alias}, {"property", property}, {"form", f.form}, {"allowed", f.allowed},
             {"keyVaultReference", f.form == "keyVaultReference"}};
    if (!f.reason.empty()) c.append("reason", f.reason);
    appendLocation(c, files, f.loc);
    out.second.push_back(Value(std::move(c)));
  };
  for (const auto& [alias, w] : written.obj()) {
    Object config;
    if (w.isObject()) {
      for (const auto& [p, entry] : w.obj()) {
        check(alias, p, classifyConfigEntry(entry, tpl_.variables));
        PF_TRY(api, configEntry(entry, true));
        config.append(p, std::move(api));
      }
    } else {
      // The whole configuration in one expression: inherited, or chosen by a condition.
      check(alias, "*", classifyConfigExpression(w, tpl_.variables));
      PF_TRY(r, evaluateWithCopy(w));
      if (r.isObject())
        for (const auto& [p, e] : r.obj()) config.append(p, apiEntry(e));
    }
    out.first.append(alias, Value(std::move(config)).withLoc(w.loc()));
  }
  return out;
}

void DeploymentExpander::decorateExtensible(const Instance& inst, Value& resource) {
  const Value* written = inst.decl->get("extension") ? inst.decl->get("extension") : inst.decl->get("import");
  std::string alias = text(written);
  Object& o = resource.objMut();
  o.erase("import");
  const ExtensionState* es = extensionState(alias);
  o.set("extension", Value(Object{{"alias", alias}, {"name", es ? es->name : ""}, {"version", es ? es->version : ""}}));
  Value properties = o.find("properties") ? *o.find("properties") : Value::emptyObject();
  Object config = es ? es->config : Object();
  Value identifiers = extensionIdentifiers(es ? es->name : "", inst.type, properties, config);
  o.set("identifiers", identifiers);
  // What the extensibility host receives for it: ARM refuses a request body over 4 MB (413).
  Object configValues;
  for (const auto& [k, e] : config) configValues.append(k, e.isObject() && e.get("value") ? *e.get("value") : e);
  Value request(Object{{"type", inst.type},
                       {"apiVersion", inst.apiVersion},
                       {"identifiers", identifiers},
                       {"properties", properties},
                       {"config", Value(std::move(configValues))}});
  ValueExtent size = measureValue(request, 64u * 1024 * 1024, 1024);
  Object check{{"name", inst.name}, {"type", inst.type}, {"alias", alias}, {"requestBytes", static_cast<long long>(size.bytes)}};
  appendLocation(check, st_.services.files, inst.decl->loc());
  extensibleChecks_.push_back(Value(std::move(check)));
}

Value DeploymentExpander::extensionsSummary() const {
  Array list, checks;
  std::string deploymentId = ctx_.scopeId() + "/providers/Microsoft.Resources/deployments/" + ctx_.deploymentName;
  for (const ExtensionState& es : extensions_) {
    list.push_back(Value(Object{{"name", es.name},
                                {"alias", es.alias},
                                {"version", es.version},
                                {"deploymentId", deploymentId},
                                {"config", Value(es.config)}}));
    Array missing, inlineConfig;
    for (const auto& m : es.missing) missing.push_back(Value(m));
    for (const auto& c : es.inlineConfig) inlineConfig.push_back(Value(c));
    Object c{{"alias", es.alias},
             {"name", es.name},
             {"version", es.version},
             {"missingConfig", Value(std::move(missing))},
             {"inlineConfig", Value(std::move(inlineConfig))},
             {"stack", stackStyle_}};
    appendLocation(c, st_.services.files, es.loc);
    checks.push_back(Value(std::move(c)));
  }
  return Value(Object{{"extensions", Value(std::move(list))},
                      {"checks", Value(Object{{"extensions", Value(std::move(checks))},
                                              {"configs", Value(configChecks_)},
                                              {"resources", Value(extensibleChecks_)}})}});
}

}  // namespace pf
