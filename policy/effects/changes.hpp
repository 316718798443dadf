#pragma once
// Internal to policy/effects: applying one append or modify operation to a request body.
#include <string>
#include <string_view>
#include <vector>

#include "policy/effects/evaluation.hpp"
#include "policy/language/fields.hpp"

namespace pf::policy::detail {

enum class ApplyStatus : unsigned char {
  Applied,    // the body changed
  Unchanged,  // the value was already there (or add found one)
  Skipped,    // Azure skips it (a parent property not in the request, remove on a non-tag, ...)
  Conflict,   // append would override a different value: Azure denies the request
  Unknown,    // something on the way is not known before deployment
};

struct ApplyResult {
  ApplyStatus status = ApplyStatus::Applied;
  std::string note;
  std::vector<Change> changes;
};

// `operation` is append, add, addOrReplace or remove. `path` is where the field lives in the
// body (resolved from the alias for the resource's type and API version); `fieldText` names it
// in notes.
ApplyResult applyOperation(Value& body, const FieldRef& field, const FieldPath& path, std::string_view operation,
                           const Value& value);

// The body path of a non-alias field that append/modify may change (tags, tags['x'], identity.*);
// nullopt for the others (name, type, location, kind, id).
std::optional<FieldPath> builtinFieldPath(const FieldRef& field);

}  // namespace pf::policy::detail
