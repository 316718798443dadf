#pragma once
// What a `field` names: one of the fields every resource has (name, fullName, kind, type,
// location, id, identity.*, tags and tags['x']) or a property alias.
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"
#include "policy/aliases/alias_table.hpp"
#include "policy/language/field_path.hpp"

namespace pf::policy {

struct PolicyResource;

struct FieldRef {
  enum class Kind : unsigned char { Name, FullName, ResourceKind, Type, Location, Id, Tags, Tag, Identity, Alias };
  Kind kind = Kind::Alias;
  std::string text;  // as written (after evaluating an expression)
  std::string tag;   // Tag: the tag name
  FieldPath path;    // Identity: the path from the resource root (identity.type, ...)
  // Alias: the name; whether it names a collection ([*] in the name).
  bool collection = false;
};

// Reads a field name (after evaluating it when it was an expression). Non-alias fields compare
// ignoring case. Tag forms: tags['x'], tags['''x'''] (apostrophes doubled), tags.x, tags[x].
FieldRef parseField(std::string_view text);

// Whether `text` is a property path written where an alias belongs ("properties.x", "sku.name").
bool looksLikePropertyPath(std::string_view text);

// Resolves an alias for the resource being evaluated: its path for the resource's type and
// API version; nullopt when the type has no such alias (then the field selects nothing: a
// missing value, or an empty collection for [*] aliases).
std::optional<FieldPath> aliasPath(const AliasCatalog& aliases, const FieldRef& field, std::string_view resourceType,
                                   std::string_view apiVersion);

}  // namespace pf::policy
