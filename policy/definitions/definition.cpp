#include "policy/definitions/definition.hpp"

#include "engine/expr/parser.hpp"
#include "policy/definitions/effect.hpp"
#include "policy/diagnostics.hpp"
#include "policy/language/fields.hpp"
#include "policy/language/operators.hpp"

namespace pf::policy {

namespace {

const std::string* stringMember(const Value& v, std::string_view key) {
  const Value* m = v.isObject() ? v.get(key) : nullptr;
  return m && m->isString() ? &m->str() : nullptr;
}

std::string lastSegment(const std::string& id) {
  size_t slash = id.rfind('/');
  return slash == std::string::npos ? id : id.substr(slash + 1);
}

// Resource-provider (data plane) modes, documented in definition-structure-basics.
constexpr std::string_view kProviderModes[] = {
    "Microsoft.Kubernetes.Data",      "Microsoft.KeyVault.Data",          "Microsoft.Network.Data",
    "Microsoft.ManagedHSM.Data",      "Microsoft.DataFactory.Data",       "Microsoft.MachineLearningServices.Data",
    "Microsoft.MachineLearningServices.v2.Data", "Microsoft.ContainerService.Data", "Microsoft.CognitiveServices.Data",
};

constexpr std::string_view kParameterTypes[] = {"String", "Array", "Object", "Boolean", "Integer", "Float", "DateTime"};

bool typeMatches(std::string_view type, const Value& v) {
  if (v.isUnknown()) return true;
  if (iequals(type, "String") || iequals(type, "DateTime")) return v.isString();
  if (iequals(type, "Array")) return v.isArray();
  if (iequals(type, "Object")) return v.isObject();
  if (iequals(type, "Boolean")) return v.isBool();
  if (iequals(type, "Integer")) return v.isInt();
  if (iequals(type, "Float")) return v.isNumber();
  return true;
}

struct Loader {
  const DefinitionOptions& options;
  Diagnostics& diags;
  bool ok = true;

  void error(std::string_view code, const std::string& path, std::string message, Loc loc) {
    Diagnostic d = diag::make(code, path, std::move(message), loc);
    if (d.severity == Severity::Error) ok = false;
    diags.add(std::move(d));
  }

  CompileOptions compileOptions(const PolicyDefinition& d) const {
    CompileOptions c;
    c.aliases = options.aliases;
    c.functions = options.functions;
    c.anyParameter = d.bareRule;
    for (const ParameterDecl& p : d.parameters) c.parameters.push_back(p.name);
    return c;
  }

  void readParameters(PolicyDefinition& d, const Value& params, const std::string& path) {
    if (params.isNull()) return;
    if (!params.isObject()) {
      error(diag::kParameter, path, "'parameters' must be an object", params.loc());
      return;
    }
    for (const auto& [name, decl] : params.obj()) {
      std::string p = path + "." + name;
      ParameterDecl pd;
      pd.name = name;
      pd.loc = decl.loc();
      if (!decl.isObject()) {
        error(diag::kParameter, p, "a parameter declaration must be an object", decl.loc());
        continue;
      }
      const std::string* type = stringMember(decl, "type");
      if (!type) {
        error(diag::kParameter, p, "a parameter needs a 'type'", decl.loc());
        continue;
      }
      bool known = false;
      for (std::string_view t : kParameterTypes) known = known || iequals(t, *type);
      if (!known) error(diag::kParameter, p + ".type", "unknown parameter type '" + *type + "'", decl.get("type")->loc());
      pd.type = *type;
      if (const Value* dv = decl.get("defaultValue")) {
        pd.defaultValue = *dv;
        if (!typeMatches(*type, *dv))
          error(diag::kParameter, p + ".defaultValue",
                "the default value is " + std::string(kindName(dv->kind())) + ", but the parameter is of type " + *type,
                dv->loc());
      }
      if (const Value* av = decl.get("allowedValues"); av && !av->isNull()) {
        if (!av->isArray()) error(diag::kParameter, p + ".allowedValues", "'allowedValues' must be an array", av->loc());
        else pd.allowedValues = *av;
      }
      d.parameters.push_back(std::move(pd));
    }
  }

  void readMode(PolicyDefinition& d, const Value* mode, const std::string& path) {
    // A missing mode is `all` from PowerShell and null from the CLI, which behaves as indexed;
    // the portal and the schema default to indexed. Keep indexed (the documented null behaviour).
    if (!mode || mode->isNull()) {
      d.mode = PolicyMode::Indexed;
      d.modeText = "Indexed";
      return;
    }
    if (!mode->isString()) {
      error(diag::kMode, path, "'mode' must be a string", mode->loc());
      return;
    }
    d.modeText = mode->str();
    if (iequals(d.modeText, "all")) d.mode = PolicyMode::All;
    else if (iequals(d.modeText, "indexed")) d.mode = PolicyMode::Indexed;
    else {
      for (std::string_view m : kProviderModes)
        if (iequals(m, d.modeText)) {
          d.mode = PolicyMode::ResourceProvider;
          diags.add(diag::make(diag::kProviderMode, path,
                               "mode '" + d.modeText + "' evaluates data-plane objects a template does not hold; the "
                                                       "definition is not evaluated",
                               mode->loc()));
          return;
        }
      error(diag::kMode, path, "unknown mode '" + d.modeText + "' (expected All or Indexed)", mode->loc());
    }
  }

  // then: effect and details (details are checked for the effect written, or, when the effect
  // is a parameter, for the shape they have).
  void readThen(PolicyDefinition& d, const Value& then, const std::string& path) {
    CompileOptions co = compileOptions(d);
    CompileStats stats;
    if (!then.isObject()) {
      error(diag::kShape, path, "'then' must be an object with an 'effect'", then.loc());
      return;
    }
    const Value* effect = then.get("effect");
    if (!effect || !effect->isString()) {
      error(diag::kEffect, path + ".effect", "'then' needs an 'effect' string", effect ? effect->loc() : then.loc());
      return;
    }
    std::optional<Effect> literal;
    if (isExpression(effect->str())) {
      if (!checkExpression(*effect, path + ".effect", co, nullptr, false, diags, stats)) ok = false;
    } else {
      literal = parseEffect(effect->str());
      if (!literal) error(diag::kEffect, path + ".effect", "unknown effect '" + effect->str() + "'", effect->loc());
    }
    for (const auto& [k, v] : then.obj())
      if (!iequals(k, "effect") && !iequals(k, "details"))
        error(diag::kShape, path + "." + k, "unknown key '" + k + "' in 'then' (expected effect and details)", v.loc());
    const Value* details = then.get("details");
    std::string dp = path + ".details";
    bool modifyShape = details && details->isObject() && details->get("operations");
    bool appendShape = details && details->isArray();
    bool ineShape = details && details->isObject() && details->get("type");
    auto is = [&](Effect e) { return literal && *literal == e; };
    if (is(Effect::Modify) || (!literal && modifyShape)) readModify(d, details, dp, co);
    if (is(Effect::Append) || (!literal && appendShape)) readAppend(details, dp, co);
    if (is(Effect::AuditIfNotExists) || is(Effect::DeployIfNotExists) || (!literal && ineShape))
      readIfNotExists(d, details, dp, co);
    if (is(Effect::DenyAction) || is(Effect::AuditAction)) {
      const Value* names = details && details->isObject() ? details->get("actionNames") : nullptr;
      if (!names || !names->isArray())
        error(diag::kDetails, dp + ".actionNames", "denyAction needs details.actionNames (an array such as [\"delete\"])",
              details ? details->loc() : then.loc());
    }
  }

  void readModify(PolicyDefinition& d, const Value* details, const std::string& path, const CompileOptions& co) {
    CompileStats stats;
    if (!details || !details->isObject()) {
      error(diag::kDetails, path, "modify needs details with roleDefinitionIds and operations", details ? details->loc() : Loc{});
      return;
    }
    const Value* ops = details->get("operations");
    if (!ops || !ops->isArray() || ops->arr().empty()) {
      error(diag::kDetails, path + ".operations", "modify needs a non-empty 'operations' array", details->loc());
      return;
    }
    if (const Value* ce = details->get("conflictEffect"); ce && ce->isString() && !isExpression(ce->str())) {
      auto e = parseEffect(ce->str());
      if (!e || (*e != Effect::Audit && *e != Effect::Deny && *e != Effect::Disabled))
        error(diag::kDetails, path + ".conflictEffect", "conflictEffect is audit, deny or disabled, not '" + ce->str() + "'",
              ce->loc());
    }
    for (size_t i = 0; i < ops->arr().size(); ++i) {
      const Value& op = ops->arr()[i];
      std::string p = path + ".operations[" + std::to_string(i) + "]";
      const std::string* kind = stringMember(op, "operation");
      const Value* field = op.isObject() ? op.get("field") : nullptr;
      if (!kind || !field || !field->isString()) {
        error(diag::kDetails, p, "an operation needs 'operation' and 'field'", op.loc());
        continue;
      }
      if (!iequals(*kind, "add") && !iequals(*kind, "addOrReplace") && !iequals(*kind, "remove"))
        error(diag::kDetails, p + ".operation", "unknown operation '" + *kind + "' (add, addOrReplace or remove)",
              op.get("operation")->loc());
      ModifyOperation mo;
      mo.operation = *kind;
      mo.field = *field;
      mo.path = p;
      mo.loc = op.loc();
      if (const Value* v = op.get("value")) {
        mo.value = *v;
        if (!checkExpressions(*v, p + ".value", co, diags, stats)) ok = false;
      } else if (!iequals(*kind, "remove")) {
        error(diag::kDetails, p, "'" + *kind + "' needs a 'value'", op.loc());
      }
      if (const Value* c = op.get("condition")) {
        mo.condition = *c;
        if (!checkExpressions(*c, p + ".condition", co, diags, stats)) ok = false;
      }
      if (isExpression(field->str())) {
        if (!checkExpression(*field, p + ".field", co, nullptr, true, diags, stats)) ok = false;
      } else {
        checkModifiable(field->str(), p + ".field", field->loc());
      }
      d.operations.push_back(std::move(mo));
    }
  }

  void checkModifiable(const std::string& field, const std::string& path, Loc loc) {
    FieldRef f = parseField(field);
    if (f.kind == FieldRef::Kind::Tags || f.kind == FieldRef::Kind::Tag) return;
    if (f.kind == FieldRef::Kind::Identity) {
      if (!iequals(field, "identity.type") && !iequals(field, "identity.userAssignedIdentities"))
        error(diag::kNotModifiable, path, "modify can change identity.type, not '" + field + "'", loc);
      return;
    }
    if (f.kind != FieldRef::Kind::Alias) {
      error(diag::kNotModifiable, path, "modify can change tags, identity.type and modifiable aliases, not '" + field + "'",
            loc);
      return;
    }
    CompileOptions co;
    co.aliases = options.aliases;
    if (!checkFieldName(field, path, loc, co, diags)) {
      ok = false;
      return;
    }
    Modifiable m = Modifiable::Unknown;
    for (const AliasEntry* e : options.aliases->find(field)) {
      if (e->modifiable == Modifiable::Yes) m = Modifiable::Yes;
      else if (e->modifiable == Modifiable::No && m == Modifiable::Unknown) m = Modifiable::No;
    }
    if (m == Modifiable::No)
      error(diag::kNotModifiable, path,
            "the alias '" + field + "' is not modifiable (Azure: InvalidPolicyRuleModifyDetails)", loc);
    else if (m == Modifiable::Unknown)
      diags.add(diag::make(diag::kModifiableUnknown, path,
                           "whether the alias '" + field + "' is modifiable is not recorded; the operation is applied",
                           loc));
  }

  void readAppend(const Value* details, const std::string& path, const CompileOptions& co) {
    CompileStats stats;
    if (!details || !details->isArray() || details->arr().empty()) {
      error(diag::kDetails, path, "append needs details: an array of {field, value}", details ? details->loc() : Loc{});
      return;
    }
    for (size_t i = 0; i < details->arr().size(); ++i) {
      const Value& e = details->arr()[i];
      std::string p = path + "[" + std::to_string(i) + "]";
      const Value* field = e.isObject() ? e.get("field") : nullptr;
      if (!field || !field->isString() || !e.get("value")) {
        error(diag::kDetails, p, "an append entry needs 'field' and 'value'", e.loc());
        continue;
      }
      if (isExpression(field->str())) {
        if (!checkExpression(*field, p + ".field", co, nullptr, true, diags, stats)) ok = false;
      } else if (!checkFieldName(field->str(), p + ".field", field->loc(), co, diags)) {
        ok = false;
      }
      if (!checkExpressions(*e.get("value"), p + ".value", co, diags, stats)) ok = false;
    }
  }

  void readIfNotExists(PolicyDefinition& d, const Value* details, const std::string& path, const CompileOptions& co) {
    CompileStats stats;
    if (!details || !details->isObject()) {
      error(diag::kDetails, path, "auditIfNotExists/deployIfNotExists need details with a 'type'", details ? details->loc() : Loc{});
      return;
    }
    const Value* type = details->get("type");
    if (!type || !type->isString()) {
      error(diag::kDetails, path + ".type", "details.type must name the related resource type", details->loc());
      return;
    }
    for (std::string_view key : {"type", "name", "resourceGroupName", "existenceScope"})
      if (const Value* v = details->get(key)) {
        if (!checkExpressions(*v, path + "." + std::string(key), co, diags, stats)) ok = false;
      }
    if (const Value* es = details->get("existenceScope"); es && es->isString() && !isExpression(es->str()) &&
                                                          !iequals(es->str(), "ResourceGroup") &&
                                                          !iequals(es->str(), "Subscription"))
      error(diag::kDetails, path + ".existenceScope", "existenceScope is ResourceGroup or Subscription, not '" + es->str() + "'",
            es->loc());
    if (const Value* ec = details->get("existenceCondition")) {
      auto c = compileCondition(*ec, path + ".existenceCondition", co, diags, stats);
      if (!c) ok = false;
      else d.existenceCondition = std::move(*c);
    }
    if (const Value* dep = details->get("deployment"); dep && dep->isObject())
      if (const Value* props = dep->get("properties"); props && props->isObject())
        if (const Value* params = props->get("parameters"))
          if (!checkExpressions(*params, path + ".deployment.properties.parameters", co, diags, stats)) ok = false;
  }
};

}  // namespace

const ParameterDecl* PolicyDefinition::parameter(std::string_view n) const {
  for (const ParameterDecl& p : parameters)
    if (iequals(p.name, n)) return &p;
  return nullptr;
}

bool isDefinitionDocument(const Value& doc) {
  if (!doc.isObject()) return false;
  if (const std::string* t = stringMember(doc, "type"); t && iequals(*t, "Microsoft.Authorization/policyDefinitions"))
    return true;
  if (doc.get("policyRule")) return true;
  const Value* props = doc.get("properties");
  if (props && props->isObject() && props->get("policyRule")) return true;
  return doc.get("if") && doc.get("then");
}

std::optional<PolicyDefinition> loadDefinition(const Value& doc, const std::string& file, const DefinitionOptions& options,
                                               Diagnostics& diags) {
  Loader l{options, diags};
  PolicyDefinition d;
  d.file = file;
  d.loc = doc.loc();
  if (!doc.isObject()) {
    l.error(diag::kShape, "$", "a policy definition must be a JSON object", doc.loc());
    return std::nullopt;
  }
  const Value* body = &doc;
  std::string base = "";
  if (const Value* props = doc.get("properties"); props && props->isObject() && props->get("policyRule")) {
    body = props;
    base = "properties.";
  }
  const Value* rule = body->get("policyRule");
  std::string rulePath = base + "policyRule";
  if (!rule && doc.get("if") && doc.get("then")) {
    rule = &doc;
    rulePath = "";
    d.bareRule = true;
  }
  if (!rule || !rule->isObject()) {
    l.error(diag::kShape, "$",
            "not a policy definition: expected 'policyRule' (or 'properties.policyRule', or a bare rule with 'if' and "
            "'then')",
            doc.loc());
    return std::nullopt;
  }
  if (const std::string* id = stringMember(doc, "id")) d.id = *id;
  if (const std::string* name = stringMember(doc, "name")) d.name = *name;
  if (d.name.empty() && !d.id.empty()) d.name = lastSegment(d.id);
  if (d.id.empty()) d.id = d.name;
  if (!d.bareRule) {
    if (const std::string* s = stringMember(*body, "displayName")) d.displayName = *s;
    if (const std::string* s = stringMember(*body, "description")) d.description = *s;
    if (const std::string* s = stringMember(*body, "version")) d.version = *s;
    if (const Value* m = body->get("metadata")) d.metadata = *m;
    l.readMode(d, body->get("mode"), base + "mode");
    if (const Value* p = body->get("parameters")) l.readParameters(d, *p, base + "parameters");
  } else {
    d.mode = PolicyMode::All;
    d.modeText = "All";
  }
  auto at = [&](const std::string& k) { return rulePath.empty() ? k : rulePath + "." + k; };
  const Value* cond = rule->get("if");
  const Value* then = rule->get("then");
  if (!cond || !then) {
    l.error(diag::kShape, rulePath.empty() ? "$" : rulePath, "a policy rule needs 'if' and 'then'", rule->loc());
    return std::nullopt;
  }
  for (const auto& [k, v] : rule->obj())
    if (!iequals(k, "if") && !iequals(k, "then"))
      l.error(diag::kShape, at(k), "unknown key '" + k + "' in a policy rule (expected if and then)", v.loc());
  CompileStats stats;
  auto c = compileCondition(*cond, at("if"), l.compileOptions(d), diags, stats);
  if (!c) l.ok = false;
  else d.condition = std::move(*c);
  d.then = *then;
  l.readThen(d, *then, at("then"));
  if (!l.ok) return std::nullopt;
  return d;
}

Object parameterValues(const Value& given) {
  Object out;
  if (!given.isObject()) return out;
  bool fileShape = !given.obj().empty();
  for (const auto& [k, v] : given.obj())
    fileShape = fileShape && v.isObject() && v.obj().size() == 1 && v.obj().find("value");
  for (const auto& [k, v] : given.obj()) out.append(k, fileShape ? *v.obj().find("value") : v);
  return out;
}

std::optional<Object> resolveParameters(const PolicyDefinition& d, const Value& given, const std::string& where,
                                        Diagnostics& diags) {
  bool ok = true;
  auto error = [&](const std::string& path, std::string message, Loc loc) {
    diags.add(diag::make(diag::kParameter, path, std::move(message), loc));
    ok = false;
  };
  Object values = parameterValues(given);
  Object out;
  for (const auto& [name, v] : values) {
    const ParameterDecl* decl = d.parameter(name);
    if (!decl) {
      if (d.bareRule) {
        out.append(name, v);
        continue;
      }
      error(where + "." + name, "the definition '" + (d.displayName.empty() ? d.name : d.displayName) +
                                    "' has no parameter '" + name + "'",
            v.loc());
      continue;
    }
    if (!typeMatches(decl->type, v)) {
      error(where + "." + name,
            "the value is " + std::string(kindName(v.kind())) + ", but the parameter is of type " + decl->type, v.loc());
      continue;
    }
    if (decl->allowedValues && !v.isUnknown()) {
      bool allowed = false;
      if (v.isArray() && !iequals(decl->type, "Array")) {
        allowed = false;
      } else if (v.isArray()) {
        // An array parameter: every member must be allowed.
        allowed = true;
        for (const Value& m : v.arr()) {
          bool one = false;
          for (const Value& a : decl->allowedValues->arr()) one = one || policyEquals(m, a) == Truth::True;
          allowed = allowed && one;
        }
        for (const Value& a : decl->allowedValues->arr()) allowed = allowed || policyEquals(v, a) == Truth::True;
      } else {
        for (const Value& a : decl->allowedValues->arr()) allowed = allowed || policyEquals(v, a) == Truth::True;
      }
      if (!allowed) {
        error(where + "." + name, "the value " + show(v) + " is not among the allowed values " + show(*decl->allowedValues),
              v.loc());
        continue;
      }
    }
    out.append(decl->name, v);
  }
  for (const ParameterDecl& p : d.parameters) {
    if (out.find(p.name)) continue;
    if (p.defaultValue) out.append(p.name, *p.defaultValue);
    else
      error(where, "the parameter '" + p.name + "' of '" + (d.displayName.empty() ? d.name : d.displayName) +
                       "' has no value and no defaultValue",
            p.loc);
  }
  if (!ok) return std::nullopt;
  return out;
}

}  // namespace pf::policy
