#pragma once
// Alias paths ("properties.networkAcls.ipRules[*].value") and selecting values with them.
//
// A path without [*] selects one value, which may be missing. A path with [*] selects a
// collection: every member of the array (or of every nested array), as Microsoft documents for
// array aliases: `missingArray[*]` and `missingArray[*].x` select an empty collection,
// `objectArray[*].nestedArray[*]` every leaf. A member without the property is selected as
// missing. Inside a field count the counted array is bound to one member (see Binding).
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::policy {

struct PathSegment {
  std::string name;
  bool each = false;  // followed by [*]
  friend bool operator==(const PathSegment&, const PathSegment&) = default;
};

struct FieldPath {
  std::vector<PathSegment> segments;
  bool isCollection() const;  // contains [*]
  std::string text() const;   // "properties.a[*].b"
};

// "a.b[*].c" → {a} {b, each} {c}. Empty names are kept (an empty path selects the root).
FieldPath parsePath(std::string_view path);

// Whether `prefix` is a prefix of `path` (names ignoring case, [*] alike).
bool isPrefix(const FieldPath& prefix, const FieldPath& path);

// Whether a value is present, missing, or cannot be known (an unknown object or array on the
// way, or an open one without the member).
enum class Presence : unsigned char { Present, Missing, Unknown };

struct Item {
  Presence presence = Presence::Missing;
  Value value;  // when Present (may itself be an Unknown value); when Unknown, an Unknown value saying why
};

struct Selection {
  bool collection = false;
  std::vector<Item> items;  // a single value: exactly one item
};

// A counted array member: `prefix` (a path ending with [*]) stands for `member` alone.
struct Binding {
  FieldPath prefix;
  Value member;
};

// Selects `path` in `root`; the innermost binding whose prefix starts `path` (the longest)
// replaces the array it names by its member. A value that is unknown or secret (flagged, or the
// "{{Secret}}" placeholder) is an Unknown value.
Selection select(const Value& root, const FieldPath& path, const std::vector<const Binding*>& bindings = {});

// Every member a count over `path` (ending with [*]) enumerates: one binding chain per leaf
// member, the outer arrays first. `unknown` is set (and nothing returned) when an array on the
// way cannot be known.
std::vector<std::vector<Binding>> enumerate(const Value& root, const FieldPath& path,
                                            const std::vector<const Binding*>& bindings, bool& unknown,
                                            std::string& unknownWhy);

// A value as policy reads it: secrets and "{{Secret}}" become Unknown values.
Value policyValue(const Value& v);

}  // namespace pf::policy
