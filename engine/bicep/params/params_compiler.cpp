// .bicepparam compilation: `using` (a Bicep or JSON template, or none), `extends` (a base
// parameters file), parameter values evaluated with the ARM expression engine, getSecret()
// as Key Vault references, and externalInput() as externalInputs() expressions with their
// externalInputDefinitions.
#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "engine/bicep/compilation.hpp"
#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/converter.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/user_functions.hpp"
#include "engine/expr/parser.hpp"

namespace pf::bicep {

namespace {

const FunctionRegistry& functionLibrary() {
  static const FunctionRegistry registry = builtinFunctions();
  return registry;
}

// An external input's definition name: its kind with anything but letters and digits
// replaced by '_', then its number.
std::string sanitize(const std::string& kind) {
  std::string out;
  for (char c : kind) out += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return out;
}

bool containsCall(const Expr& e, std::string_view name) {
  if (e.type == Expr::Type::Call && (e.text == name)) return true;
  for (const Expr& a : e.args)
    if (containsCall(a, name)) return true;
  return false;
}

const Node* unwrap(const Node* n) {
  while (n && (n->kind == NodeKind::Paren || n->kind == NodeKind::NonNull) && !n->kids.empty()) n = &n->kids[0];
  return n;
}

// A call of `name` (plain, or qualified by az./sys.).
bool isCallOf(const Node& n, const SemanticModel& m, std::string_view name) {
  if (n.kind == NodeKind::Call) return n.text == name;
  if (n.kind == NodeKind::MethodCall && n.text == name && !n.kids.empty()) {
    const Binding* b = m.bindingOf(n.kids[0]);
    return b && b->kind == BindKind::Namespace;
  }
  return false;
}

// Evaluation scope of a parameters file: imported variables and functions.
class ParamsScope : public SimpleScope {
 public:
  ParamsScope(EvalSession& session, const Object& vars, const UserFunctions& fns)
      : session_(session), vars_(vars), fns_(fns) {}
  const UserFunctions* userFunctions() const override { return &fns_; }
  Result<Value> variable(std::string_view name, Loc loc) override {
    const Value* v = vars_.find(name);
    if (!v) return makeError("EVAL010", "The variable '" + std::string(name) + "' is not defined.", loc);
    if (++depth_ > 64) return makeError("EVAL011", "Variables refer to each other too deeply.", loc);
    EvalContext ctx(session_, *this);
    auto r = evaluateValue(*v, ctx);
    --depth_;
    return r;
  }

 private:
  EvalSession& session_;
  const Object& vars_;
  const UserFunctions& fns_;
  int depth_ = 0;
};

class ParamsEvaluator {
 public:
  ParamsEvaluator(FileUnit& unit, const FileAccess& files, const std::set<std::string>& allowedEnvironment)
      : unit_(unit), m_(*unit.model), ctx_(m_, unit.diags, unit.path, files), conv_(ctx_),
        session_(functionLibrary()) {
    ctx_.paramsFile = true;
    ctx_.allowedEnvironment = &allowedEnvironment;
    ctx_.externalInput = [this](const Node& call) { return externalInputExpr(call); };
  }

  // Number the external inputs as Bicep does: parameters in order, then variables, each by
  // the calls written in its own value; the same kind and config share a definition.
  void numberExternalInputs() {
    for (const Decl* p : m_.params)
      if (p->hasValue) collectExternal(p->value);
    for (const VariableInfo& v : m_.vars)
      if (v.decl->hasValue) collectExternal(v.decl->value);
  }

  Object parameters() {
    Object out;
    for (const Decl* p : m_.params) {
      if (!p->hasValue) continue;
      Loc loc = m_.loc(p->keywordBegin);
      out.append(p->name, Value(entry(*p)).withLoc(loc));
    }
    return out;
  }

  Object definitions() const { return definitions_; }
  EmitContext& context() { return ctx_; }
  // Call after the import closure is built: imported functions become callable.
  void useImportedFunctions() {
    if (ctx_.imported.functions.empty()) return;
    // Imported by name: namespace __bicep; through other imports: namespace _N (imports.hpp).
    std::map<std::string, Object> byNamespace;
    for (const auto& [k, v] : ctx_.imported.functions) {
      auto [ns, member] = functionNamespace(k);
      byNamespace[ns].set(member, v);
    }
    Array namespaces;
    for (auto& [name, members] : byNamespace) {
      Object ns;
      ns.append("namespace", Value(name));
      ns.append("members", Value(std::move(members)));
      namespaces.push_back(Value(std::move(ns)));
    }
    Diagnostics ignored;
    userFunctions_ = UserFunctions::fromTemplate(Value(std::move(namespaces)), ignored);
  }

 private:
  // An environment variable that is not read is supplied at deployment, as Bicep's deploy-time
  // form of readEnvironmentVariable(x) is: externalInput('sys.envVar', x).
  bool deferredEnvironmentRead(const Node& n) const {
    return isCallOf(n, m_, "readEnvironmentVariable") && conv_.environmentReadDeferred(n);
  }

  void collectExternal(const Node& n) {
    bool cliArg = isCallOf(n, m_, "readCliArg");  // readCliArg(x) is externalInput('sys.cliArg', x)
    bool envVar = deferredEnvironmentRead(n);
    if (isCallOf(n, m_, "externalInput") || cliArg || envVar) {
      std::vector<const Node*> args = callArgs(n);
      std::string kind, config;
      Value configValue;
      bool hasConfig = cliArg || envVar ? !args.empty() : args.size() > 1;
      if (cliArg || envVar) {
        kind = cliArg ? "sys.cliArg" : "sys.envVar";
      } else if (!args.empty()) {
        Value k = evaluateNode(*args[0]);
        kind = k.isString() ? k.str() : toJson(k);
      }
      if (hasConfig) {
        configValue = evaluateNode(*args[cliArg || envVar ? 0 : 1]);
        config = toJson(configValue);
      }
      std::string key = kind + "\n" + (hasConfig ? config : std::string("\x01"));
      auto it = names_.find(key);
      if (it == names_.end()) {
        std::string name = sanitize(kind) + "_" + std::to_string(names_.size());
        it = names_.emplace(key, name).first;
        Object def;
        def.append("kind", Value(kind));
        if (hasConfig) def.append("config", configValue);
        definitions_.append(name, Value(std::move(def)));
      }
      callNames_[&n] = it->second;
    }
    for (const Node& k : n.kids) collectExternal(k);
  }

  Expr externalInputExpr(const Node& call) {
    auto it = callNames_.find(&call);
    std::string name = it == callNames_.end() ? std::string("unknown") : it->second;
    return arm::call("externalInputs", {arm::str(name)});
  }

  bool dependsOnExternal(const Node& n) {
    std::set<std::pair<BindKind, size_t>> followed;
    return dependsOnExternal(n, 0, followed);
  }

  // Each declaration a value names is followed once: one met again was either found reading
  // nothing external, or is being followed (a cycle). Following every mention made a value that
  // names itself or another declaration several times exponential (a fuzzed .bicepparam hung).
  bool dependsOnExternal(const Node& n, int depth, std::set<std::pair<BindKind, size_t>>& followed) {
    if (depth > 64) return false;
    if (isCallOf(n, m_, "externalInput") || isCallOf(n, m_, "readCliArg") || deferredEnvironmentRead(n)) return true;
    if (n.kind == NodeKind::Ident) {
      const Binding* b = m_.bindingOf(n);
      if (b && (b->kind == BindKind::Param || b->kind == BindKind::Var) && !followed.insert({b->kind, b->index}).second)
        return false;
      if (b && b->kind == BindKind::Param && m_.params[b->index]->hasValue)
        return dependsOnExternal(m_.params[b->index]->value, depth + 1, followed);
      if (b && b->kind == BindKind::Var && m_.vars[b->index].decl->hasValue)
        return dependsOnExternal(m_.vars[b->index].decl->value, depth + 1, followed);
    }
    for (const Node& k : n.kids)
      if (dependsOnExternal(k, depth, followed)) return true;
    return false;
  }

  Result<Value> evaluate(const Expr& e, Loc loc) {
    ParamsScope scope(session_, ctx_.imported.variables, userFunctions_);
    EvalContext ctx(session_, scope);
    return evaluateExpression(renderExpr(e), loc, ctx);
  }

  Value evaluateNode(const Node& n) {
    auto v = evaluate(conv_.convert(n), m_.loc(n));
    if (!v) {
      unit_.diags.add(diag::evaluationFailed(m_.loc(n), v.error().message));
      return Value();
    }
    return std::move(*v);
  }

  // Evaluate every part that does not need an external input; keep the rest as expressions.
  Expr partiallyEvaluate(const Expr& e, Loc loc) {
    if (e.type == Expr::Type::String || e.type == Expr::Type::Int) return e;
    bool opaque = containsCall(e, "externalInputs") || containsCall(e, "lambdaVariables") || containsCall(e, "lambda");
    if (!opaque) {
      auto v = evaluate(e, loc);
      if (v) return arm::fromValue(*v);
      return e;
    }
    if (e.type == Expr::Type::Call && e.text == "lambda") return e;
    Expr out = e;
    for (Expr& a : out.args) a = partiallyEvaluate(a, loc);
    return out;
  }

  Object entry(const Decl& p) { return entry(p.value); }

 public:
  // {value}, {expression} (when it needs external inputs) or {reference} (Key Vault).
  Object entry(const Node& value) {
    Object o;
    const Node* v = unwrap(&value);
    Loc loc = m_.loc(value);
    if (isCallOf(*v, m_, "getSecret")) {
      o.append("reference", keyVaultReference(*v, loc));
      return o;
    }
    if (dependsOnExternal(value)) {
      size_t reads = ctx_.environmentReads;
      Expr e = partiallyEvaluate(conv_.convert(value), loc);
      Value expression = arm::asExpressionString(e, loc);
      if (ctx_.environmentReads != reads) expression.addTaint(Value::kFromEnvironment);
      o.append("expression", std::move(expression));
      return o;
    }
    size_t reads = ctx_.environmentReads;
    Expr e = conv_.convert(value);
    bool fromEnvironment = ctx_.environmentReads != reads;
    auto val = evaluate(e, loc);
    if (!val) {
      // The message may quote the value, which came from the environment.
      std::string why = fromEnvironment ? "a value read from the environment does not evaluate" : val.error().message;
      unit_.diags.add(diag::evaluationFailed(loc, why));
      o.append("value", Value().withLoc(loc));
      return o;
    }
    Value result = std::move(*val).withLoc(loc);
    if (fromEnvironment) result.addTaint(Value::kFromEnvironment);  // shown as {{Secret}}, scrubbed from messages
    o.append("value", std::move(result));
    return o;
  }

  // az.getSecret(subscriptionId, resourceGroup, vault, secret[, version]).
 private:
  Value keyVaultReference(const Node& call, Loc loc) {
    std::vector<const Node*> args = callArgs(call);
    Object ref;
    if (args.size() < 4 || args.size() > 5) {
      unit_.diags.add(diag::argumentCount(loc, "getSecret", "4 or 5", args.size()));
      return Value(std::move(ref));
    }
    std::vector<Expr> parts;
    bool literal = true;
    for (const Node* a : args) {
      Expr e = partiallyEvaluate(conv_.convert(*a), loc);
      literal = literal && e.type == Expr::Type::String;
      parts.push_back(std::move(e));
    }
    Object kv;
    if (literal) {
      kv.append("id", Value("/subscriptions/" + parts[0].text + "/resourceGroups/" + parts[1].text +
                            "/providers/Microsoft.KeyVault/vaults/" + parts[2].text));
    } else {
      kv.append("id", arm::asExpressionString(arm::call("resourceId", {parts[0], parts[1], arm::str("Microsoft.KeyVault"),
                                                                      arm::str("vaults"), parts[2]}),
                                              loc));
    }
    ref.append("keyVault", Value(std::move(kv)));
    ref.append("secretName", arm::toValue(parts[3], loc));
    if (parts.size() == 5) ref.append("secretVersion", arm::toValue(parts[4], loc));
    return Value(std::move(ref)).withLoc(loc);
  }

  FileUnit& unit_;
  const SemanticModel& m_;
  EmitContext ctx_;
  Converter conv_;
  EvalSession session_;
  std::map<std::string, std::string> names_;
  std::map<const Node*, std::string> callNames_;
  Object definitions_;
  UserFunctions userFunctions_;
};

std::string describeValue(const Value& v) {
  if (v.secret()) return std::string(kSecretPlaceholder);  // secure, or read from the environment
  switch (v.kind()) {
    case Kind::String: return "'" + v.str() + "'";
    case Kind::Object: return "object";
    case Kind::Array: return "array";
    default: return toJson(v);
  }
}

// A parameter declaration with its $ref types followed into `definitions` (null: a dangling $ref).
const Value* resolvedDeclaration(const Value& d, const Value& tmpl) {
  const Value* decl = &d;
  for (int depth = 0; depth < 16; ++depth) {
    const Value* ref = decl->get("$ref");
    if (!ref || !ref->isString()) break;
    const std::string prefix = "#/definitions/";
    const Value* defs = tmpl.get("definitions");
    const Value* target = defs && ref->str().rfind(prefix, 0) == 0 ? defs->get(ref->str().substr(prefix.size())) : nullptr;
    if (!target) return nullptr;
    decl = target;
  }
  return decl;
}

bool declaredSecure(const Value& d, const Value& tmpl) {
  const Value* decl = resolvedDeclaration(d, tmpl);
  const Value* t = decl ? decl->get("type") : nullptr;
  return t && t->isString() && (iequals(t->str(), "securestring") || iequals(t->str(), "secureobject"));
}

// The expected type when `v` does not fit a template parameter declaration `d` (type and
// allowed values; $ref types are followed into `definitions`).
std::optional<std::string> typeMismatch(const Value& d, const Value& v, const Value& tmpl) {
  const Value* decl = resolvedDeclaration(d, tmpl);
  if (!decl) return std::nullopt;
  if (v.isNull()) {
    const Value* nullable = decl->get("nullable");
    return nullable && nullable->isBool() && nullable->asBool() ? std::nullopt : std::optional<std::string>("not null");
  }
  const Value* t = decl->get("type");
  if (t && t->isString()) {
    std::string type = toLowerAscii(t->str());
    bool ok = true;
    if (type == "string" || type == "securestring") ok = v.isString();
    else if (type == "int") ok = v.isInt();
    else if (type == "bool") ok = v.isBool();
    else if (type == "object" || type == "secureobject") ok = v.isObject();
    else if (type == "array") ok = v.isArray();
    if (!ok) return t->str();
  }
  if (const Value* allowed = decl->get("allowedValues"); allowed && allowed->isArray()) {
    bool found = false;
    for (const Value& a : allowed->arr()) found = found || a.equals(v) || (v.isArray() && [&] {
      for (const Value& item : v.arr()) if (!a.equals(item)) return false;
      return true; }());
    if (!found) {
      std::string alts;
      for (const Value& a : allowed->arr()) alts += (alts.empty() ? "" : " | ") + describeValue(a);
      return alts;
    }
  }
  return std::nullopt;
}

const Decl* findDecl(const Program& p, DeclKind k) {
  for (const Decl& d : p.decls)
    if (d.kind == k) return &d;
  return nullptr;
}

// Bicep writes extension aliases and their properties in sorted order.
bool sortedKeyLess(const std::string& a, const std::string& b) {
  std::string la = toLowerAscii(a), lb = toLowerAscii(b);
  return la != lb ? la < lb : a < b;
}

// `extensionConfig <alias> with {...}` declarations → {<alias>: {<property>: {value} |
// {keyVaultReference} | {expression}}}, the parameters file's extensionConfigs.
Object extensionConfigs(const Program& prog, const SemanticModel& m, ParamsEvaluator& eval) {
  std::vector<std::pair<std::string, Value>> aliases;
  for (const Decl& d : prog.decls) {
    if (d.kind != DeclKind::ExtensionConfig || !d.hasConfig) continue;
    std::vector<std::pair<std::string, Value>> props;
    if (d.config.kind == NodeKind::Object) {
      for (const Node& p : d.config.kids) {
        if (p.kind != NodeKind::Property || p.kids.empty() || p.interpolatedKey) continue;
        Object entry = eval.entry(p.kids.back());
        // A Key Vault secret (az.getSecret(...)) is a keyVaultReference in extension configs.
        Object renamed;
        for (auto& [k, v] : entry) renamed.append(k == "reference" ? "keyVaultReference" : k, std::move(v));
        props.emplace_back(p.text, Value(std::move(renamed)).withLoc(m.loc(p)));
      }
    } else {
      eval.context().diags.add(diag::unsupported(m.loc(d.config), "an extension configuration that is not an object literal"));
    }
    std::stable_sort(props.begin(), props.end(), [](const auto& a, const auto& b) { return sortedKeyLess(a.first, b.first); });
    Object config;
    for (auto& [k, v] : props) config.append(k, std::move(v));
    aliases.emplace_back(d.name, Value(std::move(config)).withLoc(m.loc(d.keywordBegin)));
  }
  std::stable_sort(aliases.begin(), aliases.end(), [](const auto& a, const auto& b) { return sortedKeyLess(a.first, b.first); });
  Object out;
  for (auto& [k, v] : aliases) out.set(k, std::move(v));
  return out;
}

}  // namespace

ParamsResult Workspace::compileParams(const std::string& path, std::string text) {
  namespace fs = std::filesystem;
  ParamsResult r;
  FileUnit& unit = load(path, std::move(text), FileKind::BicepParam);
  r.fileId = unit.fileId;
  const Program& prog = unit.parsed.program;
  fs::path dir = fs::path(path).parent_path();

  // The template the parameters are for.
  const Decl* usingDecl = findDecl(prog, DeclKind::Using);
  if (!usingDecl) {
    unit.diags.add(diag::missingRequiredProperty(Loc{unit.fileId, 1, 1}, "parameters file", "using"));
  } else if (usingDecl->target.isPlainString()) {
    const std::string& ref = usingDecl->target.segments[0];
    Loc at = unit.model->loc(usingDecl->target);
    bool registry = ref.rfind("br:", 0) == 0 || ref.rfind("br/", 0) == 0 || ref.rfind("ts:", 0) == 0 || ref.rfind("ts/", 0) == 0;
    std::string target = registry ? ref : (dir / ref).lexically_normal().generic_string();
    std::optional<CompiledModule> cm = supplied(ModuleRequest{ref, registry ? "" : target, path, at}, unit.diags);
    if (!cm && registry) {
      unit.diags.add(diag::registryNotAvailable(at, ref));
    } else {
      if (!cm) cm = compileModuleFile(target, ref, at, unit.diags);
      if (cm->ok || !cm->tmpl.isNull()) r.tmpl = cm->tmpl;
      if (!cm->ok) unit.diags.add(unavailable(target, ref, at));
    }
  }

  // Values.
  ParamsEvaluator eval(unit, options_.files, options_.allowedEnvironment);
  if (!unit.model->imports.empty()) {
    buildImportClosure(eval.context(), importSources(unit, unit.diags));
    eval.useImportedFunctions();
  }
  eval.numberExternalInputs();
  Object params = eval.parameters();
  Object defs = eval.definitions();

  // A base file's values come after this file's own (which win).
  if (const Decl* ext = findDecl(prog, DeclKind::Extends); ext && ext->target.isPlainString()) {
    std::string basePath = (dir / ext->target.segments[0]).lexically_normal().generic_string();
    Loc at = unit.model->loc(ext->target);
    std::string self = fs::path(path).lexically_normal().generic_string();
    auto cyclic = std::find(extending_.begin(), extending_.end(), basePath);
    if (cyclic != extending_.end() || basePath == self) {
      std::string cycle;
      for (auto it = cyclic; it != extending_.end(); ++it) cycle += "\"" + *it + "\" -> ";
      unit.diags.add(diag::fileCycle(at, cycle + "\"" + self + "\" -> \"" + basePath + "\""));
    } else if (extending_.size() >= kMaxExtendsDepth) {
      unit.diags.add(diag::extendsTooDeep(at, kMaxExtendsDepth));
    } else if (auto text2 = options_.files.read(basePath); !text2) {
      unit.diags.add(diag::fileReadError(at, ext->target.segments[0], text2.error(), basePath));
    } else {
      extending_.push_back(self);
      ParamsResult base = compileParams(basePath, std::move(*text2));
      extending_.pop_back();
      r.diagnostics.append(base.diagnostics);
      if (base.parameters)
        if (const Value* bp = base.parameters->get("parameters"); bp && bp->isObject())
          for (const auto& [k, v] : bp->obj())
            if (!params.contains(k)) params.append(k, v);
    }
  }

  // Against the template: every assigned parameter must exist, with a value of its type;
  // every required one must be set.
  if (r.tmpl) {
    const Value* declared = r.tmpl->get("parameters");
    if (declared && declared->isObject()) {
      for (const Decl* p : unit.model->params) {
        const Value* d = declared->get(p->name);
        Value* entry = params.find(p->name);
        Value* got = entry && entry->isObject() ? entry->objMut().find("value") : nullptr;
        if (!d || !got || !p->hasValue) continue;
        if (declaredSecure(*d, *r.tmpl)) got->setSecret();  // never quoted, shown as {{Secret}}
        if (auto problem = typeMismatch(*d, *got, *r.tmpl))
          unit.diags.add(diag::typeMismatch(unit.model->loc(p->value), *problem, describeValue(*got)));
      }
    }
    for (const Decl* p : unit.model->params)
      if (!declared || !declared->get(p->name)) unit.diags.add(diag::parameterNotDeclared(unit.model->loc(p->nameBegin), p->name));
    if (declared && declared->isObject()) {
      std::string missing;
      for (const auto& [name, d] : declared->obj()) {
        const Value* nullable = d.get("nullable");
        if (d.get("defaultValue") || (nullable && nullable->isBool() && nullable->asBool()) || params.contains(name)) continue;
        missing += (missing.empty() ? "" : "\", \"") + name;
      }
      if (!missing.empty() && usingDecl) unit.diags.add(diag::parameterNotAssigned(unit.model->loc(usingDecl->keywordBegin), missing));
    }
  }

  Object out;
  out.append("$schema", Value("https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#"));
  out.append("contentVersion", Value("1.0.0.0"));
  out.append("parameters", Value(std::move(params)));
  if (Object configs = extensionConfigs(prog, *unit.model, eval); !configs.empty())
    out.append("extensionConfigs", Value(std::move(configs)));
  if (!defs.empty()) out.append("externalInputDefinitions", Value(std::move(defs)));
  if (usingDecl && usingDecl->hasConfig) out.append("usingConfig", Value(eval.entry(usingDecl->config)));
  r.parameters = Value(std::move(out)).withLoc(Loc{unit.fileId, 1, 1});
  applyPragmas(unit, unit.diags);
  r.diagnostics.append(all_);
  r.diagnostics.append(unit.diags);
  return r;
}

}  // namespace pf::bicep
