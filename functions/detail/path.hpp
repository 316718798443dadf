#pragma once
// The property paths of tryGet and tryIndexFromEnd (Bicep emits `x.?a.b[^2]` as
// tryGet(x, 'a', 'b', createObject('value', 2, 'fromEnd', true()))).
#include "engine/expr/call.hpp"

namespace pf {

// Walk `start` along the arguments c.args[from..]: a string reads an object property
// (case-insensitive), an int an array element, {value: n, fromEnd: true} the n-th element
// from the end. Anything missing along the way gives null. A segment that is not one of
// these forms is an argument error; an Unknown on the way makes the result Unknown.
Result<Value> walkPath(const Call& c, Value start, size_t from);

// Element `n` counted from the end (1 = last), or null when out of range.
const Value* fromEnd(const Array& a, int64_t n);

}  // namespace pf
