#pragma once
// How large and how deep a Value is, measured only up to limits. Values share their parts, so
// one built from a few references (x = [y, y], y = [z, z], ...) can stand for far more text
// than memory holds; limits on expanded templates are checked with this, never by writing.
#include <cstddef>
#include <cstdint>

#include "engine/core/value.hpp"

namespace pf {

struct ValueExtent {
  size_t bytes = 0;      // compact JSON length, approximately (escapes and digits estimated)
  bool tooLarge = false;  // more than maxBytes (the walk stopped there)
  bool tooDeep = false;   // nested more than maxDepth arrays/objects (the walk stopped there)
};

ValueExtent measureValue(const Value& v, size_t maxBytes, uint32_t maxDepth);

}  // namespace pf
