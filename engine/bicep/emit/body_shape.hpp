#pragma once
// The type of a resource body as Bicep sees it, for resource-derived types: the Azure type
// index's schema, plus what Bicep adds to every Azure resource body that lacks it (location,
// tags, sku, identity, ... — AzResourceTypeProvider's "known top-level properties"). A type
// the index does not know at that API version gets Bicep's generic body: id, name, type,
// apiVersion and those same properties.
#include <optional>
#include <string>
#include <vector>

#include "engine/azuretypes/type_index.hpp"

namespace pf::bicep {

namespace detail {
struct Synthetic;
}

class BodyShape {
 public:
  using Kind = azuretypes::Kind;

  // The body of a type the index knows.
  static BodyShape body(azuretypes::TypeRef ref);
  // The body Bicep generates for a type the index does not know; also used for a child type
  // (three or more segments) whose index body is discriminated by its name, which Bicep
  // replaces by the generic body when the type is not declared under its parent.
  static BodyShape generic();

  Kind kind() const;
  // A property by name (ignoring case). An object with additional properties gives their type
  // for any other name; Bicep's plain `object` gives `any`. nullopt: no such property.
  std::optional<BodyShape> property(const std::string& name) const;
  std::optional<BodyShape> additionalProperties() const;  // nullopt: none declared
  std::optional<BodyShape> items() const;                 // nullopt: not a typed array
  // The property names that exist here, sorted ignoring case (for "did you mean").
  std::vector<std::string> propertyNames() const;

 private:
  BodyShape() = default;
  std::optional<azuretypes::TypeRef> ref_;
  const detail::Synthetic* synthetic_ = nullptr;
  bool body_ = false;  // the top level of a body: Bicep's own properties complete the index's
};

}  // namespace pf::bicep
