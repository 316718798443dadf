#include "engine/bicep/emit/declarations.hpp"

#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

const Node* decoratorArgument(const Decl& d, const char* name, size_t i) {
  const Node* dec = findDecorator(d.decorators, name);
  if (!dec) return nullptr;
  auto args = callArgs(*dec);
  return i < args.size() ? args[i] : nullptr;
}

namespace {

// `@discriminator('kind')` on a union of object types: a mapping from each member's value
// of that property to the member's schema.
Object discriminatedUnion(const TypeEmitter& types, const SemanticModel& m, const Node& union_, const std::string& prop,
                          int depth = 0) {
  Object mapping;
  for (const Node& member : union_.kids) {
    const Node* target = &member;
    while (target->kind == NodeKind::Paren && !target->kids.empty()) target = &target->kids[0];
    if (target->kind == NodeKind::Ident)
      for (const Decl* t : m.types)
        if (t->name == target->text && t->hasType) target = &t->type;
    if (target->kind == NodeKind::UnionType) {
      // A nested discriminated union contributes its members (a type referring to itself stops).
      if (depth > 16) continue;
      Object inner = discriminatedUnion(types, m, *target, prop, depth + 1);
      if (const Value* map = inner.find("discriminator") ? inner.find("discriminator")->get("mapping") : nullptr)
        for (const auto& [k, v] : map->obj()) mapping.set(k, v);
      continue;
    }
    std::string key;
    if (target->kind == NodeKind::ObjectType)
      for (const Node& p : target->kids)
        if (p.kind == NodeKind::TypeProperty && p.text == prop && !p.kids.empty() && p.kids[0].isPlainString())
          key = p.kids[0].segments[0];
    mapping.set(key, Value(types.schema(member)));
  }
  Object disc;
  disc.append("propertyName", Value(prop));
  disc.append("mapping", Value(std::move(mapping)));
  Object s;
  s.append("type", Value("object"));
  s.append("discriminator", Value(std::move(disc)));
  return s;
}

}  // namespace

Object typeDefinition(const TypeEmitter& types, const Decl& d, bool exportable) {
  Object s;
  const Node* disc = decoratorArgument(d, "discriminator");
  const Node* t = &d.type;
  while (t->kind == NodeKind::Paren && !t->kids.empty()) t = &t->kids[0];
  if (disc && disc->isPlainString() && t->kind == NodeKind::UnionType)
    s = discriminatedUnion(types, types.model(), *t, disc->segments[0]);
  else
    s = types.schema(d.type);
  return types.withModifiers(std::move(s), d.decorators, exportable);
}

Object functionMember(const ValueEmitter& vals, const TypeEmitter& types, const Decl& d, bool exportable) {
  Object f;
  Array params;
  for (const Node& p : d.params) {
    Object ps = p.kids.empty() ? Object() : types.schema(p.kids[0]);
    ps.append("name", Value(p.text));
    params.push_back(Value(std::move(ps)));
  }
  f.append("parameters", Value(std::move(params)));
  Object out = d.hasType ? types.schema(d.type) : Object();
  if (d.hasValue) out.append("value", vals.emit(d.value));
  f.append("output", Value(std::move(out)));
  Object md;
  if (const Node* desc = decoratorArgument(d, "description")) md.append("description", vals.emit(*desc));
  if (exportable && findDecorator(d.decorators, "export")) md.append("__bicep_export!", Value(true));
  if (!md.empty()) f.append("metadata", Value(std::move(md)));
  return f;
}

}  // namespace pf::bicep
