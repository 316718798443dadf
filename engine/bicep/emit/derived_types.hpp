#pragma once
// Resource-derived types: `resourceInput<'Type@version'>.properties.x` (and resourceOutput<...>)
// with property (.x), item ([*]), additional-property (.*) and index ([0]) accesses, written
// directly or on a type alias that is one. Bicep emits the JSON kind of the value at that path
// of the resource body, from its Azure type index, and names the path in metadata:
//   {"type": "object", "metadata": {"__bicep_resource_derived_type!": {"source": "T@v#properties/tags"}}}
#include <optional>
#include <string>

#include "engine/bicep/emit/context.hpp"

namespace pf::bicep {

struct DerivedType {
  // "Type@version#pointer": the type as the index spells it, then the JSON pointer into the
  // schema ("properties/x", "items", "additionalProperties", "prefixItems/0"), RFC 6901-escaped.
  std::string source;
  bool output = false;   // resourceOutput<...>
  std::string typeName;  // "string", "int", "bool", "object", "array"; empty: any (no "type")
};

// nullopt: `type` is not a resource-derived type expression (a bare alias name is not: it
// is emitted as a $ref). Problems (a malformed type reference, a path the index does not
// have) go to ctx.diags, reported where they are written (once, not at each use of an alias).
std::optional<DerivedType> resolveDerivedType(const Node& type, const EmitContext& ctx);

// A type schema imported from an ARM template (`import {t} from 'x.json'`, registry modules):
// Bicep reads a resource-derived type in it back as one and writes it again, so its keys come
// out as type, nullable, metadata (the template has type, metadata, nullable); the rest of the
// schema is copied as it stands.
Value withImportedDerivedTypeOrder(const Value& schema);

}  // namespace pf::bicep
