#include "engine/bicep/emit/value_emitter.hpp"

#include "engine/bicep/diagnostics.hpp"
#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

namespace {

bool hasSpread(const Node& n) {
  for (const Node& k : n.kids)
    if (k.kind == NodeKind::Spread) return true;
  return false;
}

bool isCompileTimeFunction(const std::string& fn) {
  return fn == "loadTextContent" || fn == "loadJsonContent" || fn == "loadYamlContent" || fn == "loadFileAsBase64" ||
         fn == "loadDirectoryFileInfo" || fn == "nameof" || fn == "readEnvironmentVariable";
}

// A scope for another subscription, group or management group has no ARM value; Bicep
// writes an empty object for it.
bool isScopeWithoutArmValue(const Node& n) {
  return !n.kids.empty() && (n.text == "subscription" || n.text == "resourceGroup" || n.text == "managementGroup");
}

}  // namespace

Value ValueEmitter::emit(const Node& n, const Replacements& r) const {
  c_.ctx().inlining.charge();
  // The position is looked up where a value is made (an object literal takes its own).
  switch (n.kind) {
    case NodeKind::Object:
      if (!hasSpread(n)) return emitObject(n, r);
      break;
    case NodeKind::Array:
      if (!hasSpread(n)) {
        Array a;
        for (const Node& item : n.kids) {
          if (item.kind == NodeKind::For) {
            c_.ctx().diags.add(diag::unsupported(loc(item), "a for-expression inside an array literal"));
            continue;
          }
          a.push_back(emit(item, r));
        }
        return Value(std::move(a)).withLoc(loc(n));
      }
      break;
    case NodeKind::Int: return Value(n.ival).withLoc(loc(n));
    case NodeKind::Bool: return Value(n.ival != 0).withLoc(loc(n));
    case NodeKind::Null: return Value().withLoc(loc(n));
    case NodeKind::Unary:
      if (n.text == "-" && !n.kids.empty() && n.kids[0].kind == NodeKind::Int) return Value(-n.kids[0].ival).withLoc(loc(n));
      break;
    case NodeKind::Paren:
    case NodeKind::NonNull:
      if (!n.kids.empty()) return emit(n.kids[0], r);
      break;
    case NodeKind::Call:
      if (c_.ctx().functionVariableIndex.count(&n)) return arm::toValue(c_.convert(n, r), loc(n));  // $fxv#N
      if (isScopeWithoutArmValue(n)) return Value(Object()).withLoc(loc(n));
      if (n.text == "any" && n.kids.size() == 1) {
        const Binding* b = c_.ctx().m.bindingOf(n);
        if (!b || b->kind == BindKind::BuiltinFunction) return emit(n.kids[0], r);
      }
      if (isCompileTimeFunction(n.text)) {
        const Binding* b = c_.ctx().m.bindingOf(n);
        if (!b || b->kind == BindKind::BuiltinFunction) {
          if (auto v = c_.foldCompileTime(n)) return arm::escapeLiterals(std::move(*v)).withLoc(loc(n));
          return Value().withLoc(loc(n));
        }
      }
      break;
    case NodeKind::MethodCall:
      if (c_.ctx().functionVariableIndex.count(&n)) return arm::toValue(c_.convert(n, r), loc(n));  // $fxv#N
      if (!n.kids.empty()) {
        const Binding* b = c_.ctx().m.bindingOf(n.kids[0]);
        if (b && b->kind == BindKind::Namespace && n.kids.size() > 1 &&
            (n.text == "subscription" || n.text == "resourceGroup" || n.text == "managementGroup"))
          return Value(Object()).withLoc(loc(n));
        if (b && b->kind == BindKind::Namespace && (n.text == "any" || isCompileTimeFunction(n.text))) {
          if (n.text == "any" && n.kids.size() == 2) return emit(n.kids[1], r);
          if (auto v = c_.foldCompileTime(n)) return arm::escapeLiterals(std::move(*v)).withLoc(loc(n));
          return Value().withLoc(loc(n));
        }
      }
      break;
    case NodeKind::Ident: {
      const Binding* b = c_.ctx().m.bindingOf(n);
      if (b && b->kind == BindKind::Var) {
        const VariableInfo& v = c_.ctx().m.vars[b->index];
        if (v.inlined && v.decl->hasValue && v.decl->value.kind != NodeKind::For) {
          if (!c_.admitInline(n)) return Value().withLoc(loc(n));
          EmitContext::InlineScope scope(c_.ctx().inlining);
          return emit(v.decl->value, {}).withLoc(loc(n));
        }
      }
      break;
    }
    case NodeKind::For:
      c_.ctx().diags.add(diag::unsupported(loc(n), "a for-expression in this position"));
      return Value().withLoc(loc(n));
    default: break;
  }
  return arm::toValue(c_.convert(n, r), loc(n));
}

Value ValueEmitter::emitObject(const Node& obj, const Replacements& r, const std::set<std::string>& omit) const {
  Object o;
  o.reserve(obj.kids.size() + 1);
  Array copies;
  for (const Node& p : obj.kids) {
    if (p.kind != NodeKind::Property || p.kids.empty() || p.interpolatedKey) continue;
    const Node& v = p.kids.back();
    if (v.kind != NodeKind::For || omit.count(p.text)) continue;
    copies.push_back(copyObject(&p.text, v, v.kids.size() == 4 ? &v.kids[3] : nullptr, r));
  }
  if (!copies.empty()) o.append("copy", Value(std::move(copies)).withLoc(loc(obj)));
  for (const Node& p : obj.kids) {
    if (p.kind != NodeKind::Property || p.kids.empty()) continue;
    const Node& v = p.kids.back();
    if (p.interpolatedKey) {
      Value key = arm::toValue(c_.convert(p.kids[0], r), loc(p));
      o.set(key.isString() ? key.str() : std::string(), emit(v, r));
      continue;
    }
    if (v.kind == NodeKind::For || omit.count(p.text)) continue;
    // ARM reads a property named "copy" as a copy loop: Bicep writes the name as an expression.
    // A key that reads as an expression ("[...]") is escaped like a string value ("[[...]").
    std::string key = iequals(p.text, "copy") ? "[string('" + p.text + "')]" : arm::escapeLiteral(p.text);
    // One lookup: a duplicate is reported (and replaces the first value, keeping its place).
    if (Value* existing = o.find(key)) {
      c_.ctx().diags.add(diag::duplicateProperty(loc(p), p.text));
      *existing = emit(v, r);
      continue;
    }
    o.append(std::move(key), emit(v, r));
  }
  return Value(std::move(o)).withLoc(loc(obj));
}

Value ValueEmitter::copyInput(const Node& body, const Replacements& r) const {
  if (body.kind == NodeKind::Object && !hasSpread(body)) return emitObject(body, r);
  if (body.isPlainString()) return arm::literal(body.segments[0], loc(body));
  Expr e = c_.convert(body, r);
  // The input must be a string or an object: literals become function calls.
  if (e.type == Expr::Type::Int) e = arm::call("int", {std::move(e)});
  else if (e.type == Expr::Type::String) e = arm::call("string", {std::move(e)});
  return arm::asExpressionString(e, loc(body));
}

Value ValueEmitter::copyObject(const std::string* name, const Node& forNode, const Node* input, const Replacements& r,
                               std::optional<int64_t> batchSize) const {
  Object o;
  Loc l = loc(forNode);
  if (name) o.append("name", Value(*name).withLoc(l));
  if (forNode.kids.size() == 4)
    o.append("count", arm::asExpressionString(arm::call("length", {c_.convert(forNode.kids[2], r)}), loc(forNode.kids[2])));
  if (batchSize) {
    o.append("mode", Value("serial").withLoc(l));
    o.append("batchSize", Value(*batchSize).withLoc(l));
  }
  if (input) o.append("input", copyInput(*input, r));
  return Value(std::move(o)).withLoc(l);
}

std::optional<SymbolRef> ValueEmitter::keyVaultOf(const Node& call) const {
  if (call.kind != NodeKind::MethodCall || call.text != "getSecret" || call.kids.size() < 2) return std::nullopt;
  SymbolRef ref = c_.symbolRef(call.kids[0]);
  if (!ref.isResource()) return std::nullopt;
  return ref;
}

std::optional<Value> ValueEmitter::keyVaultReference(const Node& call) const {
  auto ref = keyVaultOf(call);
  if (!ref) return std::nullopt;
  Object kv;
  kv.append("id", arm::toValue(c_.resourceId(ref->index, c_.indexReplacements(*ref, {})), loc(call)));
  Object reference;
  reference.append("keyVault", Value(std::move(kv)));
  reference.append("secretName", emit(call.kids[1]));
  if (call.kids.size() > 2) reference.append("secretVersion", emit(call.kids[2]));
  return Value(std::move(reference));
}

std::optional<Expr> ValueEmitter::keyVaultReferenceExpr(const Node& call) const {
  auto ref = keyVaultOf(call);
  if (!ref) return std::nullopt;
  Expr kv = arm::call("createObject", {arm::str("id"), c_.resourceId(ref->index, c_.indexReplacements(*ref, {}))});
  std::vector<Expr> args{arm::str("keyVault"), std::move(kv), arm::str("secretName"), c_.convert(call.kids[1])};
  if (call.kids.size() > 2) {
    args.push_back(arm::str("secretVersion"));
    args.push_back(c_.convert(call.kids[2]));
  }
  return arm::call("createObject", std::move(args));
}

}  // namespace pf::bicep
