#pragma once
// Bicep type expressions → ARM type schemas ({type, allowedValues, properties, items,
// prefixItems, nullable, $ref...}) and the decorators that modify them.
#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

struct DerivedType;

class TypeEmitter {
 public:
  explicit TypeEmitter(const ValueEmitter& v) : v_(v) {}

  Object schema(const Node& type) const;
  // The schema of a type written with decorators: `@discriminator('p')` on a union (perhaps in
  // parentheses, nullable `?` or non-null `!`) gives a discriminated object schema.
  Object decoratedSchema(const Node& type, const std::vector<Node>& decorators) const;
  // Apply @secure, @sealed, @export, @metadata, @minLength.., @description to a schema.
  Object withModifiers(Object schema, const std::vector<Node>& decorators, bool exportable) const;
  // The literal values a type admits, when it only admits literals (unions of literals, ...).
  std::optional<std::vector<Value>> literalValues(const Node& type, int depth = 0) const;
  const SemanticModel& model() const { return v_.converter().ctx().m; }

 private:
  const Node* typeAlias(const std::string& name) const;
  const Value* importedDefinition(const Node& type) const;
  Object discriminatedUnion(const Node& union_, const std::string& prop, int depth) const;
  Object refSchema(const Node& type) const;
  Object derivedSchema(const DerivedType& d, Loc l) const;
  std::optional<std::string> refPath(const Node& type) const;
  const Converter& c() const { return v_.converter(); }
  const ValueEmitter& v_;
};

}  // namespace pf::bicep
