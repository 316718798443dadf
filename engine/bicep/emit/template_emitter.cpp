#include "engine/bicep/emit/template_emitter.hpp"

#include "engine/bicep/emit/imports.hpp"

#include <algorithm>
#include <map>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/declarations.hpp"
#include "engine/bicep/emit/dependencies.hpp"
#include "engine/bicep/emit/extension_configs.hpp"
#include "engine/bicep/emit/extensions.hpp"
#include "engine/bicep/emit/function_variables.hpp"
#include "engine/bicep/emit/imports.hpp"
#include "engine/bicep/emit/resource_options.hpp"
#include "engine/bicep/emit/type_emitter.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/expr/parser.hpp"
#include "preflight/version.hpp"

namespace pf::bicep {

using namespace arm;

namespace {

const char* schemaFor(TargetScope s) {
  switch (s) {
    case TargetScope::Tenant: return "https://schema.management.azure.com/schemas/2019-08-01/tenantDeploymentTemplate.json#";
    case TargetScope::ManagementGroup:
      return "https://schema.management.azure.com/schemas/2019-08-01/managementGroupDeploymentTemplate.json#";
    case TargetScope::Subscription:
      return "https://schema.management.azure.com/schemas/2018-05-01/subscriptionDeploymentTemplate.json#";
    default: return "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#";
  }
}

bool isAmbientTypeName(const Node& t) {
  if (t.kind == NodeKind::Ident)
    return t.text == "string" || t.text == "int" || t.text == "bool" || t.text == "object" || t.text == "array" ||
           t.text == "any";
  if (t.kind == NodeKind::Member && !t.kids.empty() && t.kids[0].kind == NodeKind::Ident && t.kids[0].text == "sys")
    return true;
  return false;
}

// A looped resource or module used without an index needs references(), which only
// languageVersion 2.0 has. `loop` is the loop the expression runs in (same-loop references
// are per-iteration, not whole-collection).
bool usesCollectionReference(const SemanticModel& m, const Node& n, const Node* loop) {
  if (n.kind == NodeKind::Index && !n.kids.empty() && n.kids[0].kind == NodeKind::Ident) {
    for (size_t i = 1; i < n.kids.size(); ++i)
      if (usesCollectionReference(m, n.kids[i], loop)) return true;
    return false;
  }
  if (n.kind == NodeKind::Ident) {
    const Binding* b = m.bindingOf(n);
    if (b && b->kind == BindKind::Resource) {
      const ResourceInfo& r = m.resources[b->index];
      return r.effectiveFor() && r.effectiveFor() != loop;
    }
    if (b && b->kind == BindKind::Module) return m.modules[b->index].isCollection();
    return false;
  }
  if (n.kind == NodeKind::Property && !n.kids.empty() && !n.interpolatedKey && n.text == "dependsOn") return false;
  for (const Node& k : n.kids)
    if (usesCollectionReference(m, k, loop)) return true;
  return false;
}

class TemplateEmitter {
 public:
  explicit TemplateEmitter(EmitContext& ctx) : ctx_(ctx), m_(ctx.m), conv_(ctx), vals_(conv_), types_(vals_) {}

  Value run() {
    assignFunctionVariables(ctx_);
    Object t;
    t.append("$schema", Value(schemaFor(m_.targetScope)));
    if (!ctx_.experimentalFeatures.empty())
      t.append("languageVersion", Value(ctx_.experimentalV22 ? "2.2-experimental" : "2.1-experimental"));
    else if (ctx_.symbolic)
      t.append("languageVersion", Value("2.0"));
    t.append("contentVersion", Value("1.0.0.0"));
    t.append("metadata", metadata());
    if (!m_.types.empty() || !ctx_.imported.definitions.empty()) t.append("definitions", definitions());
    if (!m_.funcs.empty() || !ctx_.imported.functions.empty()) t.append("functions", functions());
    if (!m_.params.empty()) t.append("parameters", parameters());
    if (Value v = variables(); !v.obj().empty()) t.append("variables", std::move(v));
    if (auto [section, value] = extensionsSection(ctx_, vals_); section) t.append(section, std::move(value));
    t.append("resources", resources());
    if (!m_.outputs.empty()) t.append("outputs", outputs());
    if (!m_.asserts.empty()) {
      Object a;
      for (const Decl* d : m_.asserts)
        if (d->hasValue) a.append(d->name, vals_.emit(d->value));
      t.append("asserts", Value(std::move(a)));
    }
    return Value(std::move(t)).withLoc(Loc{m_.src().fileId(), 1, 1});
  }

 private:
  Loc loc(uint32_t offset) const { return m_.loc(offset); }
  Loc declLoc(const Decl& d) const { return m_.loc(d.keywordBegin); }

  const Node* decoratorArg(const Decl& d, const char* name, size_t i = 0) const {
    const Node* dec = findDecorator(d.decorators, name);
    if (!dec) return nullptr;
    auto args = callArgs(*dec);
    return i < args.size() ? args[i] : nullptr;
  }

  Value metadata() {
    Object md;
    if (!ctx_.experimentalFeatures.empty()) {
      md.append("_EXPERIMENTAL_WARNING",
                Value("This template uses ARM features that are experimental. Experimental features should be "
                      "enabled for testing purposes only, as there are no guarantees about the quality or stability "
                      "of these features. Do not enable these settings for any production usage, or your production "
                      "environment may be subject to breaking."));
      Array names;
      for (const auto& f : ctx_.experimentalFeatures) names.push_back(Value(f));
      md.append("_EXPERIMENTAL_FEATURES_ENABLED", Value(std::move(names)));
    }
    Object gen;
    gen.append("name", Value("preflight"));
    gen.append("version", Value(std::string(kVersion)));
    gen.append("bicepVersion", Value(std::string(kBicepVersion)));
    md.append("_generator", Value(std::move(gen)));
    // Exported variables, by name (Bicep keeps its exports in a sorted map).
    std::vector<const VariableInfo*> exportedVars;
    for (const VariableInfo& v : m_.vars)
      if (v.exported) exportedVars.push_back(&v);
    std::stable_sort(exportedVars.begin(), exportedVars.end(),
                     [](const VariableInfo* a, const VariableInfo* b) { return a->decl->name < b->decl->name; });
    Array exported;
    for (const VariableInfo* v : exportedVars) {
      Object e;
      e.append("name", Value(v->decl->name));
      if (v->decl->hasType) e.append("type", Value(types_.schema(v->decl->type)));
      if (const Node* d = decoratorArg(*v->decl, "description")) e.append("description", vals_.emit(*d));
      exported.push_back(Value(std::move(e)));
    }
    if (!exported.empty()) md.append("__bicep_exported_variables!", Value(std::move(exported)));
    for (const Decl* d : m_.metadata)
      if (d->hasValue) md.set(d->name, vals_.emit(d->value));
    return Value(std::move(md));
  }

  // Imported symbols follow the file's own, in ordinal order of their names, as Bicep writes them.
  static std::vector<std::pair<std::string, Value>> sortedByName(const Object& o) {
    std::vector<std::pair<std::string, Value>> v(o.begin(), o.end());
    std::stable_sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return v;
  }

  Value definitions() {
    Object defs;
    for (const Decl* d : m_.types)
      if (d->hasType) defs.append(d->name, Value(typeDefinition(types_, *d, true)).withLoc(declLoc(*d)));
    for (const auto& [k, v] : sortedByName(ctx_.imported.definitions)) defs.set(k, v);
    return Value(std::move(defs));
  }

  Value functions() {
    // __bicep first (this file's functions and those imported by name), then each "_N" namespace
    // of functions imported through others, in order.
    // "_2" before "_10": shorter names first.
    auto numeric = [](const std::string& a, const std::string& b) { return a.size() != b.size() ? a.size() < b.size() : a < b; };
    std::map<std::string, Object, decltype(numeric)> byNamespace(numeric);
    Object& own = byNamespace["__bicep"];
    for (const Decl* d : m_.funcs)
      own.append(d->name, Value(functionMember(vals_, types_, *d, true)).withLoc(declLoc(*d)));
    for (const auto& [k, v] : sortedByName(ctx_.imported.functions)) {
      auto [ns, member] = functionNamespace(k);
      byNamespace[ns].set(member, v);
    }
    Array out;
    auto add = [&](const std::string& name, Object members) {
      if (members.empty()) return;
      Object ns;
      ns.append("namespace", Value(name));
      ns.append("members", Value(std::move(members)));
      out.push_back(Value(std::move(ns)));
    };
    add("__bicep", std::move(byNamespace["__bicep"]));
    for (auto& [name, members] : byNamespace)
      if (name != "__bicep") add(name, std::move(members));
    return Value(std::move(out));
  }

  Value parameters() {
    Object ps;
    for (const Decl* d : m_.params) {
      Object p = d->hasType ? types_.decoratedSchema(d->type, d->decorators) : Object();
      if (d->hasValue) p.append("defaultValue", vals_.emit(d->value));
      if (const Node* allowed = decoratorArg(*d, "allowed")) p.append("allowedValues", vals_.emit(*allowed));
      p = types_.withModifiers(std::move(p), d->decorators, false);
      ps.append(d->name, Value(std::move(p)).withLoc(declLoc(*d)));
    }
    return Value(std::move(ps));
  }

  // The value of function variable `$fxv#N`: the load call's result.
  Value functionVariable(const Node& n) {
    auto v = conv_.foldCompileTime(n);
    return v ? arm::escapeLiterals(std::move(*v)).withLoc(m_.loc(n)) : Value().withLoc(m_.loc(n));
  }

  Value variables() {
    Object vs;
    Array copies;
    for (const VariableInfo& v : m_.vars) {
      if (v.inlined || !v.decl->hasValue) continue;
      const Node& value = v.decl->value;
      if (value.kind == NodeKind::For && value.kids.size() == 4)
        copies.push_back(vals_.copyObject(&v.decl->name, value, &value.kids[3], {}));
    }
    for (const Value& c : ctx_.imported.variableCopies) copies.push_back(c);
    if (!copies.empty()) vs.append("copy", Value(std::move(copies)));
    // Then function variables, in ordinal order of their names ($fxv#0, $fxv#1, $fxv#10, ...).
    std::vector<std::pair<std::string, size_t>> fxv;
    for (size_t i = 0; i < ctx_.functionVariables.size(); ++i) fxv.emplace_back("$fxv#" + std::to_string(i), i);
    std::sort(fxv.begin(), fxv.end());
    for (const auto& [name, i] : fxv) vs.append(name, functionVariable(*ctx_.functionVariables[i]));
    for (const VariableInfo& v : m_.vars) {
      if (v.inlined || !v.decl->hasValue || v.decl->value.kind == NodeKind::For) continue;
      vs.append(v.decl->name, vals_.emit(v.decl->value).withLoc(declLoc(*v.decl)));
    }
    // Imported variables are emitted under their local names (or _N.name for what they need).
    for (const auto& [k, v] : sortedByName(ctx_.imported.variables)) vs.set(k, v);
    return Value(std::move(vs));
  }

  std::optional<Expr> conditionOf(const ResourceInfo& r) {
    std::vector<const Node*> conds;
    std::vector<const ResourceInfo*> chain;
    for (const ResourceInfo* p = &r; p; p = (p->nested && p->parent >= 0) ? &m_.resources[static_cast<size_t>(p->parent)] : nullptr)
      chain.insert(chain.begin(), p);
    std::optional<Expr> cond;
    for (const ResourceInfo* p : chain) {
      if (!p->ifNode || p->ifNode->kids.empty()) continue;
      Expr c = conv_.convert(p->ifNode->kids[0]);
      cond = cond ? call("and", {std::move(*cond), std::move(c)}) : std::move(c);
    }
    return cond;
  }

  std::optional<int64_t> batchSize(const Decl& d) {
    const Node* a = decoratorArg(d, "batchSize");
    if (a && a->kind == NodeKind::Int) return a->ival;
    return std::nullopt;
  }

  void scopeProperties(Object& o, const Converter::ScopeProps& s, Loc l) {
    if (s.extensionOf) {
      o.append("scope", toValue(*s.extensionScopeId, l));
      return;
    }
    switch (s.level) {
      case TargetScope::Tenant:
        if (m_.targetScope != TargetScope::Tenant && s.explicitScope) o.append("scope", Value("/").withLoc(l));
        break;
      case TargetScope::ManagementGroup:
        if (s.managementGroup) {
          bool qualified = m_.targetScope != TargetScope::Tenant && m_.targetScope != TargetScope::ManagementGroup;
          Expr id = qualified ? call("tenantResourceId", {str("Microsoft.Management/managementGroups"), *s.managementGroup})
                              : call("format", {str("Microsoft.Management/managementGroups/{0}"), *s.managementGroup});
          o.append("scope", toValue(id, l));
        }
        break;
      case TargetScope::Subscription:
        if (s.subscriptionId) o.append("subscriptionId", toValue(*s.subscriptionId, l));
        else if (m_.targetScope == TargetScope::ResourceGroup && s.explicitScope)
          o.append("subscriptionId", toValue(member(call("subscription"), "subscriptionId"), l));
        break;
      case TargetScope::ResourceGroup:
        if (s.subscriptionId) o.append("subscriptionId", toValue(*s.subscriptionId, l));
        if (s.resourceGroup) o.append("resourceGroup", toValue(*s.resourceGroup, l));
        break;
      default: break;
    }
  }

  // How a resource and a module end: dependsOn (when there is any) and @description as metadata.
  Value withDependsAndDescription(Object o, SymbolRef::Kind kind, size_t i, const Decl& d, Loc l) {
    Array deps = dependsOnEntries(conv_, kind, i);
    if (!deps.empty()) o.append("dependsOn", Value(std::move(deps)).withLoc(l));
    if (const Node* desc = decoratorArg(d, "description")) {
      Object md;
      md.append("description", vals_.emit(*desc));
      o.set("metadata", Value(std::move(md)));
    }
    return Value(std::move(o)).withLoc(l);
  }

  Value resource(size_t i) {
    const ResourceInfo& r = m_.resources[i];
    const Decl& d = *r.decl;
    Loc l = declLoc(d);
    std::optional<Value> options = resourceOptions(d, vals_, ctx_);
    Object o;
    if (const Node* f = r.effectiveFor()) {
      // The copy loop is named after the resource that declares it.
      std::string copyName = r.symbolicName;
      if (!r.forNode)
        for (const ResourceInfo& a : m_.resources)
          if (a.forNode == f) copyName = a.symbolicName;
      o.append("copy", vals_.copyObject(&copyName, *f, nullptr, {}, batchSize(d)));
    }
    if (auto cond = conditionOf(r)) o.append("condition", asExpressionOrLiteral(*cond, l));
    if (ctx_.symbolic && r.existing) o.append("existing", Value(true).withLoc(l));
    Loc typeLoc = loc(d.target.begin);
    // The extension a resource belongs to: "extension" (v2) or "import" (legacy); Azure resources
    // name `extension az` only when the file declares it.
    const char* extensionProp = ctx_.extensionsV2 ? "extension" : "import";
    if (r.isAz) {
      if (const ExtensionInfo* az = declaredAz(m_)) o.append(extensionProp, Value(az->key).withLoc(typeLoc));
    } else {
      o.append(extensionProp, Value(extensionKeyOf(m_, r.extensionAlias)).withLoc(typeLoc));
    }
    // Bicep writes the options between the extension a resource belongs to and its type.
    if (options) o.append("@options", std::move(*options));
    if (r.isAz || ctx_.extensionsV2) {
      o.append("type", Value(r.type).withLoc(typeLoc));
      if (!r.apiVersion.empty()) o.append("apiVersion", Value(r.apiVersion).withLoc(typeLoc));
    } else {
      // Legacy extension resources keep their version in the type.
      std::string type = r.apiVersion.empty() ? r.type : r.type + "@" + r.apiVersion;
      o.append("type", Value(type).withLoc(typeLoc));
    }
    if (r.isAz && (r.scopeExpr || r.parent >= 0)) {
      Converter::ScopeProps scope = conv_.resourceScope(i, {});
      if (scope.explicitScope) scopeProperties(o, scope, r.scopeExpr ? m_.loc(*r.scopeExpr) : l);
    }
    if (r.isAz) {
      o.append("name", toValue(conv_.qualifiedName(i, {}), r.nameExpr ? m_.loc(*r.nameExpr) : l));
      if (r.body) {
        Value body = vals_.emitObject(*r.body, {}, {"name", "scope", "parent", "dependsOn"});
        for (auto& [k, v] : body.obj()) o.set(k, v);
      }
    } else if (r.body) {
      o.append("properties", vals_.emitObject(*r.body, {}, {"dependsOn"}));
    }
    return withDependsAndDescription(std::move(o), SymbolRef::Kind::Resource, i, d, l);
  }

  Value asExpressionOrLiteral(const Expr& e, Loc l) { return toValue(e, l); }

  Value moduleParams(const ModuleInfo& mod) {
    Object ps;
    if (!mod.paramsExpr || mod.paramsExpr->kind != NodeKind::Object) return Value(std::move(ps));
    for (const Node& p : mod.paramsExpr->kids) {
      if (p.kind != NodeKind::Property || p.kids.empty() || p.interpolatedKey) continue;
      const Node& v = p.kids.back();
      Loc l = m_.loc(p);
      Object entry;
      if (v.kind == NodeKind::For && v.kids.size() == 4) {
        std::string name = "value";
        entry.append("copy", Value(Array{vals_.copyObject(&name, v, &v.kids[3], {})}));
      } else if (auto kv = vals_.keyVaultReference(v)) {
        // kv.getSecret('name') passed to a module parameter becomes a Key Vault reference.
        entry.append("reference", std::move(*kv));
      } else if (containsGetSecret(v) || isTernary(v)) {
        // A value chosen by a condition (a Key Vault reference or not): the whole parameter entry
        // is an expression, `if(c, createObject('value', a), createObject('value', b))`.
        ps.append(p.text, toValue(paramEntryExpr(v), l));
        continue;
      } else {
        entry.append("value", vals_.emit(v));
      }
      ps.append(p.text, Value(std::move(entry)).withLoc(l));
    }
    return Value(std::move(ps)).withLoc(m_.loc(*mod.paramsExpr));
  }

  static bool isTernary(const Node& v) {
    const Node* n = &v;
    while (n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
    return n->kind == NodeKind::Ternary;
  }

  bool containsGetSecret(const Node& v) const {
    if (v.kind == NodeKind::MethodCall && v.text == "getSecret") return true;
    if (v.kind == NodeKind::Ternary || v.kind == NodeKind::Paren) {
      for (size_t i = v.kind == NodeKind::Ternary ? 1 : 0; i < v.kids.size(); ++i)
        if (containsGetSecret(v.kids[i])) return true;
    }
    return false;
  }

  // {value: x} or {reference: {keyVault: {id}, secretName[, secretVersion]}} as an expression,
  // pushed into the branches of conditions.
  Expr paramEntryExpr(const Node& v) {
    const Node* n = &v;
    while (n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
    if (n->kind == NodeKind::Ternary && n->kids.size() == 3)
      return call("if", {conv_.convert(n->kids[0]), paramEntryExpr(n->kids[1]), paramEntryExpr(n->kids[2])});
    if (auto kv = vals_.keyVaultReferenceExpr(*n)) return call("createObject", {str("reference"), std::move(*kv)});
    return call("createObject", {str("value"), conv_.convert(*n)});
  }

  Value module(size_t i) {
    const ModuleInfo& mod = m_.modules[i];
    const Decl& d = *mod.decl;
    Loc l = declLoc(d);
    Object o;
    if (mod.forNode) o.append("copy", vals_.copyObject(&mod.name, *mod.forNode, nullptr, {}, batchSize(d)));
    if (mod.ifNode && !mod.ifNode->kids.empty())
      o.append("condition", toValue(conv_.convert(mod.ifNode->kids[0]), m_.loc(mod.ifNode->kids[0])));
    o.append("type", Value("Microsoft.Resources/deployments").withLoc(l));
    o.append("apiVersion", Value("2025-04-01").withLoc(l));
    if (mod.body) {
      Value body = vals_.emitObject(*mod.body, {}, {"name", "params", "scope", "dependsOn", "extensionConfigs"});
      for (auto& [k, v] : body.obj()) o.set(k, v);
    }
    o.set("name", toValue(conv_.moduleName(i, {}), mod.nameExpr ? m_.loc(*mod.nameExpr) : l));
    Converter::ScopeProps scope = conv_.scopeOf(mod.scopeExpr, {});
    scopeProperties(o, scope, mod.scopeExpr ? m_.loc(*mod.scopeExpr) : l);
    if (scope.level != TargetScope::ResourceGroup) {
      Expr where = m_.targetScope == TargetScope::ResourceGroup ? member(call("resourceGroup"), "location")
                                                                : member(call("deployment"), "location");
      o.append("location", toValue(where, l));
    }
    Object props;
    Object eval;
    eval.append("scope", Value("inner"));
    props.append("expressionEvaluationOptions", Value(std::move(eval)));
    props.append("mode", Value("Incremental"));
    Value params = moduleParams(mod);
    if (mod.paramsExpr) props.append("parameters", std::move(params));
    if (const Node* configs = mod.body && ctx_.extensionsV2 ? findProperty(*mod.body, "extensionConfigs") : nullptr)
      props.append("extensionConfigs", moduleExtensionConfigs(vals_, *configs));
    const CompiledModule* cm = ctx_.module ? ctx_.module(mod) : nullptr;
    if (cm && cm->templateSpec) {
      Object link;
      link.append("id", Value(cm->templateSpecId));
      props.append("templateLink", Value(std::move(link)));
    } else {
      props.append("template", cm && cm->ok ? cm->tmpl : Value(Object()));
    }
    o.append("properties", Value(std::move(props)).withLoc(l));
    return withDependsAndDescription(std::move(o), SymbolRef::Kind::Module, i, d, l);
  }

  // Two modules with the same name at the same scope would be one deployment overwriting the
  // other (BCP122). Loops name each iteration, so only single modules are compared; as Bicep
  // does, only modules that always deploy (no condition, or a literal `true`): conditions may
  // exclude each other (`if (useA)` / `if (!useA)` under one name).
  static bool alwaysDeployed(const ModuleInfo& mod) {
    if (!mod.ifNode || mod.ifNode->kids.empty()) return true;
    const Node* c = &mod.ifNode->kids[0];
    while (c->kind == NodeKind::Paren && !c->kids.empty()) c = &c->kids[0];
    return c->kind == NodeKind::Bool && c->ival != 0;
  }

  void checkDuplicateModuleNames() {
    std::map<std::string, std::vector<size_t>> byTarget;
    for (size_t i = 0; i < m_.modules.size(); ++i) {
      const ModuleInfo& mod = m_.modules[i];
      if (mod.forNode || !mod.nameExpr || !alwaysDeployed(mod)) continue;
      Converter::ScopeProps s = conv_.scopeOf(mod.scopeExpr, {});
      std::string key = renderExpr(conv_.moduleName(i, {})) + "|" + std::to_string(static_cast<int>(s.level));
      for (const auto* e : {&s.subscriptionId, &s.resourceGroup, &s.managementGroup, &s.scope})
        key += "|" + (*e ? renderExpr(**e) : std::string());
      byTarget[key].push_back(i);
    }
    for (const auto& [key, mods] : byTarget) {
      if (mods.size() < 2) continue;
      std::string names;
      for (size_t i : mods) names += (names.empty() ? "\"" : ", \"") + m_.modules[i].name + "\"";
      for (size_t i : mods) ctx_.diags.add(diag::duplicateModuleName(m_.loc(*m_.modules[i].nameExpr), names));
    }
  }

  Value resources() {
    checkDuplicateModuleNames();
    if (ctx_.symbolic) {
      Object rs;
      for (size_t i = 0; i < m_.resources.size(); ++i) rs.append(m_.resources[i].symbolicName, resource(i));
      for (size_t i = 0; i < m_.modules.size(); ++i) rs.append(m_.modules[i].name, module(i));
      return Value(std::move(rs));
    }
    Array rs;
    for (size_t i = 0; i < m_.resources.size(); ++i)
      if (!m_.resources[i].existing) rs.push_back(resource(i));
    for (size_t i = 0; i < m_.modules.size(); ++i) rs.push_back(module(i));
    return Value(std::move(rs));
  }

  Value outputs() {
    Object os;
    for (const Decl* d : m_.outputs) {
      Object o = d->hasType ? types_.decoratedSchema(d->type, d->decorators) : Object();
      o = types_.withModifiers(std::move(o), d->decorators, false);
      Loc l = declLoc(*d);
      if (d->hasValue) {
        if (d->value.kind == NodeKind::For && d->value.kids.size() == 4) {
          o.append("copy", vals_.copyObject(nullptr, d->value, &d->value.kids[3], {}));
        } else if (d->type.kind == NodeKind::ResourceType) {
          SymbolRef ref = conv_.symbolRef(d->value);
          if (ref.isResource()) o.append("value", toValue(conv_.resourceProperty(ref, "id", {}), m_.loc(d->value)));
          else o.append("value", vals_.emit(d->value));
        } else {
          o.append("value", vals_.emit(d->value));
        }
      }
      os.append(d->name, Value(std::move(o)).withLoc(l));
    }
    return Value(std::move(os));
  }

  EmitContext& ctx_;
  const SemanticModel& m_;
  Converter conv_;
  ValueEmitter vals_;
  TypeEmitter types_;
};

}  // namespace

bool needsSymbolicNames(const SemanticModel& m, const std::function<const CompiledModule*(const ModuleInfo&)>& modules) {
  if (m.usesThis) return true;
  if (!m.types.empty() || !m.funcs.empty() || !m.imports.empty() || !m.extensions.empty()) return true;
  for (const VariableInfo& v : m.vars)
    if (v.decl->hasType) return true;
  for (const Decl* p : m.params)
    if (p->hasType && !isAmbientTypeName(p->type) && p->type.kind != NodeKind::ResourceType) return true;
  for (const Decl* o : m.outputs) {
    if (o->hasType && !isAmbientTypeName(o->type) && o->type.kind != NodeKind::ResourceType) return true;
    if (findDecorator(o->decorators, "secure")) return true;
  }
  for (const ResourceInfo& r : m.resources) {
    if (!r.isAz) return true;
    if (r.existing && r.dependsOnExpr) return true;
    if (r.decl && optionNeedsSymbolicNames(*r.decl)) return true;
  }
  for (const ModuleInfo& mod : m.modules) {
    if (!mod.nameExpr) return true;
    if (modules)
      if (const CompiledModule* cm = modules(mod); cm && !cm->secureOutputs.empty()) return true;
  }
  for (const ResourceInfo& r : m.resources)
    if (r.decl && r.decl->hasValue && usesCollectionReference(m, r.decl->value, r.effectiveFor())) return true;
  for (const ModuleInfo& mod : m.modules)
    if (mod.decl && mod.decl->hasValue && usesCollectionReference(m, mod.decl->value, nullptr)) return true;
  for (const Decl& d : m.program().decls)
    if (d.kind != DeclKind::Resource && d.kind != DeclKind::Module && d.hasValue &&
        usesCollectionReference(m, d.value, nullptr))
      return true;
  return false;
}

Value emitTemplate(EmitContext& ctx) { return TemplateEmitter(ctx).run(); }

}  // namespace pf::bicep
