#include "engine/bicep/emit/extension_configs.hpp"

namespace pf::bicep {

using namespace arm;

namespace {

const Node* unparen(const Node* n) {
  while (n && n->kind == NodeKind::Paren && !n->kids.empty()) n = &n->kids[0];
  return n;
}

class ConfigEmitter {
 public:
  explicit ConfigEmitter(const ValueEmitter& v) : values_(v), conv_(v.converter()), m_(conv_.ctx().m) {}

  Value configs(const Node& configs) {
    Object out;
    if (configs.kind != NodeKind::Object) return values_.emit(configs);
    for (const Node& p : configs.kids) {
      if (p.kind != NodeKind::Property || p.kids.empty() || p.interpolatedKey) continue;
      const Node* v = unparen(&p.kids.back());
      Value entry = v->kind == NodeKind::Object ? properties(*v) : asExpressionString(conv_.convert(*v), m_.loc(*v));
      out.append(p.text, std::move(entry).withLoc(m_.loc(p)));
    }
    return Value(std::move(out)).withLoc(m_.loc(configs));
  }

 private:
  Value properties(const Node& obj) {
    Object out;
    for (const Node& q : obj.kids) {
      if (q.kind != NodeKind::Property || q.kids.empty() || q.interpolatedKey) continue;
      const Node& raw = q.kids.back();
      const Node* w = unparen(&raw);
      Loc l = m_.loc(raw);
      if (w->kind == NodeKind::For && w->kids.size() == 4) {
        std::string name = "value";
        Object entry;
        entry.append("copy", Value(Array{values_.copyObject(&name, *w, &w->kids[3], {})}));
        out.append(q.text, Value(std::move(entry)).withLoc(l));
      } else if (auto kv = values_.keyVaultReference(*w)) {
        Object entry;
        entry.append("keyVaultReference", std::move(*kv));
        out.append(q.text, Value(std::move(entry)).withLoc(l));
      } else if (w->kind == NodeKind::Ternary || isExtensionConfigAccess(m_, *w)) {
        out.append(q.text, toValue(entryExpr(*w), l));
      } else {
        Object entry;
        entry.append("value", values_.emit(raw));
        out.append(q.text, Value(std::move(entry)).withLoc(l));
      }
    }
    return Value(std::move(out)).withLoc(m_.loc(obj));
  }

  // The entry as one expression, conditions pushed down to the entries they choose between.
  Expr entryExpr(const Node& v) {
    const Node* n = unparen(&v);
    if (n->kind == NodeKind::Ternary && n->kids.size() == 3)
      return call("if", {conv_.convert(n->kids[0]), entryExpr(n->kids[1]), entryExpr(n->kids[2])});
    if (isExtensionConfigAccess(m_, *n)) return conv_.convert(*n);
    if (auto kv = values_.keyVaultReferenceExpr(*n))
      return call("createObject", {str("keyVaultReference"), std::move(*kv)});
    return call("createObject", {str("value"), conv_.convert(*n)});
  }

  const ValueEmitter& values_;
  const Converter& conv_;
  const SemanticModel& m_;
};

}  // namespace

bool isExtensionConfigAccess(const SemanticModel& m, const Node& n) {
  const Node* x = unparen(&n);
  while (x && (x->kind == NodeKind::Member || x->kind == NodeKind::Index) && !x->kids.empty()) {
    const Node* base = unparen(&x->kids[0]);
    if (x->kind == NodeKind::Member && x->text == "config" && base->kind == NodeKind::Ident) {
      const Binding* b = m.bindingOf(*base);
      const ExtensionInfo* e = b && b->kind == BindKind::Namespace ? m.extensionInfo(b->name) : nullptr;
      return e && !e->az;
    }
    x = base;
  }
  return false;
}

Value moduleExtensionConfigs(const ValueEmitter& values, const Node& configs) { return ConfigEmitter(values).configs(configs); }

}  // namespace pf::bicep
