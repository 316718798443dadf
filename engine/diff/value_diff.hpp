#pragma once
// The property-level difference of two values, as a reviewer reads it: object keys are matched
// ignoring case and order (Resource Manager ignores both); arrays are compared item by item at
// the same index, so an item inserted at the front shows as every later item changed; a value
// that is unknown before deployment on either side is Change::Unknown, not a modification.
#include <string>
#include <string_view>
#include <vector>

#include "engine/diff/diff_model.hpp"

namespace pf::diff {

// Appends to `out` what differs between `before` and `after` (either may be null: absent) under
// `path` ("" for the root). Equal values (Value::equals; an Unknown equals an Unknown of the same
// expression) append nothing.
void diffValues(const Value* before, const Value* after, const std::string& path, std::vector<PropertyChange>& out);

// "parent.key", or "parent['key']" when the key is not a plain identifier (dots, spaces,
// quotes), so that a path names one member whatever the key holds.
std::string memberPath(const std::string& parent, std::string_view key);
// "parent[3]".
std::string indexPath(const std::string& parent, size_t index);

}  // namespace pf::diff
