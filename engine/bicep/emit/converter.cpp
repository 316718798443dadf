// Bicep expressions → ARM expressions: literals, operators, strings, objects, arrays,
// identifiers and calls. Resource, module and scope references are in resource_refs.cpp.
#include "engine/bicep/emit/converter.hpp"

#include <algorithm>

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/emit/imports.hpp"
#include "engine/bicep/semantics/binder.hpp"
#include "engine/bicep/semantics/this_namespace.hpp"

namespace pf::bicep {

using namespace arm;

namespace {

Expr intLiteral(int64_t v) {
  if (v > 2147483647LL || v < -2147483648LL) return call("json", {str(std::to_string(v))});
  return integer(v);
}

std::string escapeFormat(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '{' || c == '}') out += c;
    out += c;
  }
  return out;
}

const char* binaryFunction(const std::string& op) {
  if (op == "&&") return "and";
  if (op == "||") return "or";
  if (op == "==") return "equals";
  if (op == "<") return "less";
  if (op == "<=") return "lessOrEquals";
  if (op == ">") return "greater";
  if (op == ">=") return "greaterOrEquals";
  if (op == "+") return "add";
  if (op == "-") return "sub";
  if (op == "*") return "mul";
  if (op == "/") return "div";
  if (op == "%") return "mod";
  if (op == "??") return "coalesce";
  return nullptr;
}

}  // namespace

Expr Converter::unsupported(const Node& n, std::string_view what) const {
  ctx_.diags.add(diag::unsupported(ctx_.m.loc(n), what));
  return call("null");
}

Expr Converter::convert(const Node& n, const Replacements& r) const {
  if (depth_ > 200) return unsupported(n, "an expression nested this deeply");
  ctx_.inlining.charge();
  struct Depth {
    int& d;
    explicit Depth(int& x) : d(x) { ++d; }
    ~Depth() { --d; }
  } guard(depth_);
  switch (n.kind) {
    case NodeKind::Int: return intLiteral(n.ival);
    case NodeKind::Bool: return call(n.ival ? "true" : "false");
    case NodeKind::Null: return call("null");
    case NodeKind::String: return convertString(n, r);
    case NodeKind::Array: return convertArray(n, r);
    case NodeKind::Object: return convertObject(n, r);
    case NodeKind::Paren:
    case NodeKind::NonNull: return n.kids.empty() ? call("null") : convert(n.kids[0], r);
    case NodeKind::Unary:
      if (n.kids.empty()) return call("null");
      if (n.text == "-" && n.kids[0].kind == NodeKind::Int) return intLiteral(-n.kids[0].ival);
      if (n.text == "-") return call("sub", {integer(0), convert(n.kids[0], r)});
      if (n.text == "!") return call("not", {convert(n.kids[0], r)});
      return convert(n.kids[0], r);
    case NodeKind::Binary: return convertBinary(n, r);
    case NodeKind::Ternary:
      if (n.kids.size() != 3) return call("null");
      return call("if", {convert(n.kids[0], r), convert(n.kids[1], r), convert(n.kids[2], r)});
    case NodeKind::Ident: return convertIdent(n, r);
    case NodeKind::Member: return convertMember(n, r);
    case NodeKind::Index: return convertIndex(n, r);
    case NodeKind::Call: return convertCall(n, r);
    case NodeKind::MethodCall: return convertMethodCall(n, r);
    case NodeKind::ResourceAccess: {
      SymbolRef ref = symbolRef(n);
      if (ref.isResource()) return reference(ref.index, r, true);
      return unsupported(n, "this resource access");
    }
    case NodeKind::Lambda: {
      std::vector<Expr> args;
      for (size_t i = 0; i + 1 < n.kids.size(); ++i) args.push_back(str(n.kids[i].text));
      if (!n.kids.empty()) args.push_back(convert(n.kids.back(), r));
      return call("lambda", std::move(args));
    }
    case NodeKind::For: return unsupported(n, "a for-expression in this position");
    case NodeKind::Error: return call("null");
    default: return unsupported(n, std::string("expression kind ") + nodeKindName(n.kind));
  }
}

Expr Converter::convertBinary(const Node& n, const Replacements& r) const {
  if (n.kids.size() != 2) return call("null");
  Expr a = convert(n.kids[0], r);
  Expr b = convert(n.kids[1], r);
  if (n.text == "!=") return call("not", {call("equals", {std::move(a), std::move(b)})});
  if (n.text == "=~") return call("equals", {call("toLower", {std::move(a)}), call("toLower", {std::move(b)})});
  if (n.text == "!~")
    return call("not", {call("equals", {call("toLower", {std::move(a)}), call("toLower", {std::move(b)})})});
  if (const char* fn = binaryFunction(n.text)) return call(fn, {std::move(a), std::move(b)});
  return unsupported(n, "operator " + n.text);
}

Expr Converter::convertString(const Node& n, const Replacements& r) const {
  if (n.kids.empty()) return str(n.segments.empty() ? std::string() : n.segments[0]);
  std::string fmt;
  std::vector<Expr> args;
  args.emplace_back();
  for (size_t i = 0; i < n.segments.size(); ++i) {
    fmt += escapeFormat(n.segments[i]);
    if (i < n.kids.size()) {
      fmt += "{" + std::to_string(i) + "}";
      args.push_back(convert(n.kids[i], r));
    }
  }
  args[0] = str(std::move(fmt));
  return call("format", std::move(args));
}

Expr Converter::convertObject(const Node& n, const Replacements& r) const {
  std::vector<Expr> chunks;
  std::vector<Expr> current;
  bool spread = false;
  bool open = false;
  auto flush = [&] {
    if (open) chunks.push_back(call("createObject", std::move(current)));
    current.clear();
    open = false;
  };
  for (const Node& p : n.kids) {
    if (p.kind == NodeKind::Spread) {
      flush();
      spread = true;
      if (!p.kids.empty()) chunks.push_back(convert(p.kids[0], r));
      continue;
    }
    if (p.kind != NodeKind::Property || p.kids.empty()) continue;
    open = true;
    current.push_back(p.interpolatedKey ? convert(p.kids[0], r) : str(p.text));
    current.push_back(convert(p.kids.back(), r));
  }
  flush();
  if (chunks.empty()) return call("createObject");
  if (chunks.size() == 1 && !spread) return std::move(chunks[0]);
  return call("shallowMerge", {call("createArray", std::move(chunks))});
}

Expr Converter::convertArray(const Node& n, const Replacements& r) const {
  std::vector<Expr> chunks;
  std::vector<Expr> current;
  bool spread = false;
  bool open = false;
  auto flush = [&] {
    if (open) chunks.push_back(call("createArray", std::move(current)));
    current.clear();
    open = false;
  };
  for (const Node& item : n.kids) {
    if (item.kind == NodeKind::Spread) {
      flush();
      spread = true;
      if (!item.kids.empty()) chunks.push_back(convert(item.kids[0], r));
      continue;
    }
    open = true;
    current.push_back(convert(item, r));
  }
  flush();
  if (chunks.empty()) return call("createArray");
  if (chunks.size() == 1 && !spread) return std::move(chunks[0]);
  return call("flatten", {call("createArray", std::move(chunks))});
}

Expr Converter::loopLocal(const Binding& b, const Replacements& r) const {
  const Node* f = b.node;
  Expr idx;
  if (const Expr* rep = r.find(f)) {
    idx = *rep;
  } else {
    const std::string* name = ctx_.m.copyName(f);
    std::string copy = name ? *name : std::string();
    if (auto it = ctx_.copyRenames.find(copy); it != ctx_.copyRenames.end()) copy = it->second;
    idx = !copy.empty() ? call("copyIndex", {str(copy)}) : call("copyIndex");
  }
  if (b.kind == BindKind::LoopIndex) return idx;
  if (f->kids.size() < 4) return call("null");
  return index(convert(f->kids[2], r), std::move(idx));
}

bool Converter::admitInline(const Node& n) const {
  if (!ctx_.inlining.exhausted()) return true;
  if (!ctx_.inlining.reported) {
    ctx_.inlining.reported = true;
    ctx_.diags.add(diag::inlinedTooLarge(ctx_.m.loc(n), n.text, EmitContext::InlineBudget::kLimit));
  }
  return false;
}

Expr Converter::inlineValue(const Node& n, BindKind kind, size_t index, const Node& value) const {
  std::pair<BindKind, size_t> key{kind, index};
  if (std::find(inlining_.begin(), inlining_.end(), key) != inlining_.end())
    return unsupported(n, "a value that refers to itself");
  if (!admitInline(n)) return call("null");
  inlining_.push_back(key);
  EmitContext::InlineScope scope(ctx_.inlining);
  Expr out = convert(value, {});
  inlining_.pop_back();
  return out;
}

Expr Converter::convertIdent(const Node& n, const Replacements& r) const {
  const Binding* b = ctx_.m.bindingOf(n);
  if (!b) return call("null");  // reported by the binder
  switch (b->kind) {
    case BindKind::Param:
      if (ctx_.paramsFile && ctx_.m.params[b->index]->hasValue)
        return inlineValue(n, BindKind::Param, b->index, ctx_.m.params[b->index]->value);
      return call("parameters", {str(n.text)});
    case BindKind::Var: {
      const VariableInfo& v = ctx_.m.vars[b->index];
      if ((v.inlined || ctx_.paramsFile) && v.decl->hasValue) return inlineValue(n, BindKind::Var, b->index, v.decl->value);
      return call("variables", {str(ctx_.nameOf(v.decl))});
    }
    case BindKind::Resource: {
      const ResourceInfo& res = ctx_.m.resources[b->index];
      if (res.isCollection() && !r.find(res.forNode)) {
        if (ctx_.symbolic) return call("references", {str(res.symbolicName), str("full")});
        return unsupported(n, "a reference to a whole resource collection without symbolic names");
      }
      return reference(b->index, r, true);
    }
    case BindKind::Module: {
      const ModuleInfo& mod = ctx_.m.modules[b->index];
      if (mod.isCollection() && ctx_.symbolic) return call("references", {str(mod.name)});
      return call("reference", {moduleId(b->index, r), str("2025-04-01")});
    }
    case BindKind::LoopItem:
    case BindKind::LoopIndex: return loopLocal(*b, r);
    case BindKind::LambdaParam: return call("lambdaVariables", {str(n.text)});
    case BindKind::FuncParam: return call("parameters", {str(n.text)});
    case BindKind::ImportedSymbol: return call("variables", {str(ctx_.importedSymbolName(b->index))});
    default: return unsupported(n, "using '" + n.text + "' as a value");
  }
}

Expr Converter::convertCall(const Node& n, const Replacements& r) const {
  if (auto fv = ctx_.functionVariableIndex.find(&n); fv != ctx_.functionVariableIndex.end())
    return call("variables", {str("$fxv#" + std::to_string(fv->second))});
  const Binding* b = ctx_.m.bindingOf(n);
  std::vector<Expr> args;
  if (b && (b->kind == BindKind::Func || b->kind == BindKind::ImportedSymbol)) {
    for (const Node& a : n.kids) args.push_back(convert(a, r));
    auto [ns, member] = functionNamespace(b->kind == BindKind::Func ? ctx_.nameOf(ctx_.m.funcs[b->index])
                                                                     : ctx_.importedSymbolName(b->index));
    Expr e = call(member, std::move(args));
    e.ns = ns;
    return e;
  }
  if (n.text == "any") return n.kids.size() == 1 ? convert(n.kids[0], r) : unsupported(n, "any() without one argument");
  if ((n.text == "externalInput" || n.text == "readCliArg") && ctx_.externalInput) return ctx_.externalInput(n);
  if (n.text == "readEnvironmentVariable") return environmentRead(n);
  if (auto folded = foldCompileTime(n)) return fromValue(*folded);
  if (n.text == "loadTextContent" || n.text == "loadJsonContent" || n.text == "loadYamlContent" ||
      n.text == "loadFileAsBase64" || n.text == "loadDirectoryFileInfo" || n.text == "nameof" ||
      n.text == "readEnvironmentVariable")
    return call("null");  // the diagnostic came from foldCompileTime
  // A scope for another subscription, group or management group has no ARM value: Bicep writes
  // an empty object for it, inside expressions too (`c ? resourceGroup() : resourceGroup(x)`).
  if (!n.kids.empty() && (n.text == "resourceGroup" || n.text == "subscription" || n.text == "managementGroup"))
    return call("createObject");
  Replacements inner = r;
  if (!n.kids.empty() && isModuleCollection(n.kids[0])) {
    // Which lambda parameters receive the collection's elements.
    std::vector<size_t> slots;
    if (iequals(n.text, "map") || iequals(n.text, "filter") || iequals(n.text, "toObject") || iequals(n.text, "groupBy"))
      slots = {0};
    else if (iequals(n.text, "sort")) slots = {0, 1};
    else if (iequals(n.text, "reduce")) slots = {1};
    for (size_t i = 1; i < n.kids.size(); ++i)
      if (n.kids[i].kind == NodeKind::Lambda)
        for (size_t s : slots) inner.moduleLambdaParams.emplace_back(&n.kids[i], s);
  }
  for (const Node& a : n.kids) args.push_back(convert(a, inner));
  return call(n.text, std::move(args));
}

// A looped module referenced as a whole, or filtered/sorted/sliced from one.
bool Converter::isModuleCollection(const Node& n) const {
  if (n.kind == NodeKind::Ident) {
    const Binding* b = ctx_.m.bindingOf(n);
    return b && b->kind == BindKind::Module && ctx_.m.modules[b->index].isCollection();
  }
  if (n.kind == NodeKind::Call && !n.kids.empty() &&
      (iequals(n.text, "filter") || iequals(n.text, "sort") || iequals(n.text, "take") || iequals(n.text, "skip")))
    return isModuleCollection(n.kids[0]);
  return false;
}

Expr Converter::convertMethodCall(const Node& n, const Replacements& r) const {
  if (n.kids.empty()) return call("null");
  if (auto fv = ctx_.functionVariableIndex.find(&n); fv != ctx_.functionVariableIndex.end())
    return call("variables", {str("$fxv#" + std::to_string(fv->second))});
  const Node& base = n.kids[0];
  const Binding* b = ctx_.m.bindingOf(base);
  if (isThisCall(ctx_.m, n)) return thisCall(n, *b);
  if (b && b->kind == BindKind::Namespace) {
    if (n.text == "any" && n.kids.size() == 2) return convert(n.kids[1], r);
    if ((n.text == "externalInput" || n.text == "readCliArg") && ctx_.externalInput) return ctx_.externalInput(n);
    if (n.text == "readEnvironmentVariable") return environmentRead(n);
    if (auto folded = foldCompileTime(n)) return fromValue(*folded);
    if (n.kids.size() > 1 && (n.text == "resourceGroup" || n.text == "subscription" || n.text == "managementGroup"))
      return call("createObject");  // a scope for another group has no ARM value (convertCall)
    std::vector<Expr> args;
    for (size_t i = 1; i < n.kids.size(); ++i) args.push_back(convert(n.kids[i], r));
    return call(n.text, std::move(args));
  }
  if (b && b->kind == BindKind::WildcardImport) {
    std::vector<Expr> args;
    for (size_t i = 1; i < n.kids.size(); ++i) args.push_back(convert(n.kids[i], r));
    auto [ns, member] = functionNamespace(ctx_.wildcardName(b->index, n.text));
    Expr e = call(member, std::move(args));
    e.ns = ns;
    return e;
  }
  SymbolRef ref = symbolRef(base);
  if (ref.isResource() && istartsWith(n.text, "list")) {
    Replacements r2 = indexReplacements(ref, r);
    std::vector<Expr> args{resourceId(ref.index, r2)};
    if (ctx_.symbolic) {
      // With symbolic names, list*() takes the resource's symbolic name.
      const ResourceInfo& R = ctx_.m.resources[ref.index];
      args[0] = str(R.symbolicName);
      if (R.effectiveFor()) {
        const Expr* idx = r2.find(R.effectiveFor());
        args[0] = call("format", {str(R.symbolicName + "[{0}]"), idx ? *idx : call("copyIndex")});
      }
    }
    if (n.kids.size() == 1) args.push_back(str(ctx_.m.resources[ref.index].apiVersion));
    for (size_t i = 1; i < n.kids.size(); ++i) args.push_back(convert(n.kids[i], r));
    return call(n.text, std::move(args));
  }
  // An unknown name was reported (BCP057) by the binder; saying more would only repeat it.
  if (base.kind == NodeKind::Ident && !b) return call("null");
  return unsupported(n, "calling '" + n.text + "' on this value");
}

// this.exists() and this.existingResource(): the resource's state before the deployment, which
// ARM's target() reads (the whole resource with 'full'; an extension's resource has no such form).
Expr Converter::thisCall(const Node& n, const Binding& ns) const {
  const ResourceInfo& res = ctx_.m.resources[ns.index];
  Expr before = res.isAz ? call("target", {str("full")}) : call("target");
  if (n.text == "exists") return call("not", {call("empty", {call("target", {str("full")})})});
  if (n.text == "existingResource") return before;
  return call("null");  // reported by the binder (BCP107/BCP108)
}

Expr Converter::convertMember(const Node& n, const Replacements& r) const {
  if (n.kids.empty()) return call("null");
  const Node& base = n.kids[0];
  SymbolRef ref = symbolRef(base);
  if (ref.isResource()) {
    // res.?prop: the whole resource, null when a condition left it out, then tryGet.
    bool direct = n.text == "id" || n.text == "name" || n.text == "type" || n.text == "apiVersion";
    if (n.safe && !direct) {
      Replacements r2 = indexReplacements(ref, r);
      const ResourceInfo& R = ctx_.m.resources[ref.index];
      return call("tryGet", {guarded(R.ifNode, reference(ref.index, r2, true), r2), str(n.text)});
    }
    return resourceProperty(ref, n.text, r);
  }
  if (ref.isModule()) {
    if (n.text == "name") return moduleName(ref.index, indexReplacements(ref, r));
    if (n.text == "outputs") {
      Replacements r2 = indexReplacements(ref, r);
      const ModuleInfo& mod = ctx_.m.modules[ref.index];
      Expr deployment;
      if (ctx_.symbolic) {
        Expr sym = str(mod.name);
        if (ref.indexExpr) sym = call("format", {str(mod.name + "[{0}]"), convert(*ref.indexExpr, r)});
        deployment = call("reference", {std::move(sym)});
      } else {
        deployment = call("reference", {moduleId(ref.index, r2), str("2025-04-01")});
      }
      // mod.?outputs: null when the module's condition left it out.
      if (n.safe) return call("tryGet", {guarded(mod.ifNode, std::move(deployment), r2), str("outputs")});
      return member(std::move(deployment), "outputs");
    }
    return member(convert(base, r), n.text, n.safe);
  }
  // mod.outputs.x reads the output's value.
  if (base.kind == NodeKind::Member && base.text == "outputs" && !base.kids.empty()) {
    SymbolRef modRef = symbolRef(base.kids[0]);
    if (modRef.isModule()) {
      const ModuleInfo& mod = ctx_.m.modules[modRef.index];
      const CompiledModule* cm = ctx_.module ? ctx_.module(mod) : nullptr;
      if (cm && cm->secureOutputs.count(n.text)) {
        // Secure values (and objects holding some) are only returned by this action; it gives the
        // values themselves, without {type, value}.
        Replacements r2 = indexReplacements(modRef, r);
        Expr target = moduleId(modRef.index, r2);
        if (ctx_.symbolic) {
          target = str(mod.name);
          if (modRef.indexExpr) target = call("format", {str(mod.name + "[{0}]"), convert(*modRef.indexExpr, r)});
        }
        Expr secure = call("listOutputsWithSecureValues", {std::move(target), str("2025-04-01")});
        if (n.safe) return call("tryGet", {std::move(secure), str(n.text)});
        return member(std::move(secure), n.text);
      }
      Expr outputs = convert(base, r);
      if (n.safe) return call("tryGet", {member(std::move(outputs), n.text, true), str("value")});
      // After mod.?outputs the path continues: tryGet(..., 'outputs', 'x', 'value').
      if (isCall(outputs, "tryGet") && base.safe) {
        outputs.args.push_back(str(n.text));
        outputs.args.push_back(str("value"));
        return outputs;
      }
      return member(member(std::move(outputs), n.text), "value");
    }
    // m.outputs.x where m is an element of a module collection in a lambda.
    if (const Binding* lb = base.kids[0].kind == NodeKind::Ident ? ctx_.m.bindingOf(base.kids[0]) : nullptr;
        lb && lb->kind == BindKind::LambdaParam) {
      for (const auto& [lambda, slot] : r.moduleLambdaParams)
        if (lambda == lb->node && slot == lb->slot) {
          if (n.safe) return call("tryGet", {member(convert(base, r), n.text, true), str("value")});
          return member(member(convert(base, r), n.text), "value");
        }
    }
  }
  const Binding* b = base.kind == NodeKind::Ident ? ctx_.m.bindingOf(base) : nullptr;
  if (b && b->kind == BindKind::WildcardImport) return call("variables", {str(ctx_.wildcardName(b->index, n.text))});
  if (b && b->kind == BindKind::Namespace) {
    // An extension's configuration (`k8s.config`), as the deployment received it.
    const ExtensionInfo* e = ctx_.m.extensionInfo(b->name);
    if (e && !e->az && n.text == "config") return member(call("extensions", {str(e->key)}), "config");
    return unsupported(n, "namespace member '" + n.text + "'");
  }
  Expr e = convert(base, r);
  // Each .? starts its own tryGet (a.?b.?c is tryGet(tryGet(a, 'b'), 'c'), as Bicep emits it).
  if (n.safe) return call("tryGet", {std::move(e), str(n.text)});
  // A non-safe access after a safe one continues the tryGet path.
  if (isCall(e, "tryGet") && (base.kind == NodeKind::Member || base.kind == NodeKind::Index)) {
    e.args.push_back(str(n.text));
    return e;
  }
  return member(std::move(e), n.text);
}

Expr Converter::convertIndex(const Node& n, const Replacements& r) const {
  if (n.kids.size() != 2) return call("null");
  SymbolRef ref = symbolRef(n);
  if (ref.isResource()) return reference(ref.index, indexReplacements(ref, r), true);
  if (ref.isModule()) {
    Replacements r2 = indexReplacements(ref, r);
    return call("reference", {moduleId(ref.index, r2), str("2025-04-01")});
  }
  Expr base = convert(n.kids[0], r);
  const Node& idxNode = n.kids[1];
  // An access after a safe one continues the tryGet path; a from-end index there is
  // written {value, fromEnd}.
  if (isCall(base, "tryGet") && (n.kids[0].kind == NodeKind::Member || n.kids[0].kind == NodeKind::Index) && !n.safe) {
    Expr idx = convert(idxNode, r);
    if (n.fromEnd) idx = call("createObject", {str("value"), std::move(idx), str("fromEnd"), call("true")});
    base.args.push_back(std::move(idx));
    return base;
  }
  if (n.fromEnd) return call(n.safe ? "tryIndexFromEnd" : "indexFromEnd", {std::move(base), convert(idxNode, r)});
  if (n.safe) return call("tryGet", {std::move(base), convert(idxNode, r)});
  if (idxNode.isPlainString()) return member(std::move(base), idxNode.segments[0]);
  return index(std::move(base), convert(idxNode, r));
}

}  // namespace pf::bicep
