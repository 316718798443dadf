#include "engine/bicep/emit/declarations.hpp"

#include "engine/bicep/semantics/binder.hpp"

namespace pf::bicep {

const Node* decoratorArgument(const Decl& d, const char* name, size_t i) {
  const Node* dec = findDecorator(d.decorators, name);
  if (!dec) return nullptr;
  auto args = callArgs(*dec);
  return i < args.size() ? args[i] : nullptr;
}

Object typeDefinition(const TypeEmitter& types, const Decl& d, bool exportable) {
  return types.withModifiers(types.decoratedSchema(d.type, d.decorators), d.decorators, exportable);
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
