// Array functions: array, createArray, distinct, flatten, indexFromEnd, tryIndexFromEnd, range
// (and, through detail/collections.hpp, the functions shared with strings and objects).
#include <limits>

#include "functions/categories.hpp"
#include "functions/detail/collections.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/path.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

Result<Value> array(Call& c) {
  if (c.args[0].isArray()) return c.args[0];
  return Value(Array{c.args[0]});
}

Result<Value> createArray(Call& c) { return Value(Array(c.args.begin(), c.args.end())); }

// Deduplicated, first occurrences kept in place.
Result<Value> distinct(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  Array out;
  for (const Value& x : c.args[0].arr()) {
    bool seen = false;
    for (const Value& y : out) {
      Tri t = deepEquals(x, y);
      if (t == Tri::Unknown) return unknownCall(c);
      if (t == Tri::Yes) {
        seen = true;
        break;
      }
    }
    if (!seen) out.push_back(x);
  }
  return Value(std::move(out));
}

// One level only: [[1], [2, [3]]] → [1, 2, [3]].
Result<Value> flatten(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  Array out;
  const Array& a = c.args[0].arr();
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].isUnknown()) return unknownCall(c);
    if (!a[i].isArray())
      return c.error("argument 1 must be an array of arrays, but element " + std::to_string(i) + " is " +
                     describeValue(a[i]));
    out.insert(out.end(), a[i].arr().begin(), a[i].arr().end());
  }
  return Value(std::move(out));
}

Result<Value> indexFromEnd(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(c.expectInt(1));
  const Array& a = c.args[0].arr();
  if (const Value* v = fromEnd(a, c.args[1].asInt())) return *v;
  return c.error("index " + std::to_string(c.args[1].asInt()) + " from the end is out of bounds (the array has " +
                 std::to_string(a.size()) + " items; the last item is index 1)");
}

// The safe form: out of range or a null array gives null; extra arguments are a property path.
Result<Value> tryIndexFromEnd(Call& c) {
  if (c.args[0].isNull()) return Value();
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(c.expectInt(1));
  const Value* v = fromEnd(c.args[0].arr(), c.args[1].asInt());
  if (!v) return Value();
  return walkPath(c, *v, 2);
}

// Limits from the docs: 0 <= count <= 10000 and startIndex + count <= 2147483647.
Result<Value> range(Call& c) {
  PF_EXPECT(c.expectInt(0));
  PF_EXPECT(c.expectInt(1));
  int64_t start = c.args[0].asInt();
  int64_t count = c.args[1].asInt();
  if (count < 0 || count > 10000)
    return c.argError(1, "a count between 0 and 10000");
  if (start > std::numeric_limits<int32_t>::max() - count)
    return c.error("the sum of startIndex and count must be no greater than 2147483647, but it is " +
                   std::to_string(start + count));
  Array out;
  out.reserve(static_cast<size_t>(count));
  for (int64_t i = 0; i < count; ++i) out.push_back(Value(static_cast<long long>(start + i)));
  return Value(std::move(out));
}

}  // namespace

void registerArrayFunctions(FunctionRegistry& r) {
  r.add({"array", "array", 1, 1, "array(convertToArray)",
         "The value itself if it is an array, else a one-element array holding it.", array});
  r.add({"createArray", "array", 0, -1, "createArray(arg1, arg2, ...)", "Creates an array from the arguments.",
         createArray, kSeesUnknown});
  r.add({"distinct", "array", 1, 1, "distinct(array)", "The array without duplicates, first occurrences kept.",
         distinct});
  r.add({"flatten", "array", 1, 1, "flatten(arrayToFlatten)",
         "Concatenates the sub-arrays of an array of arrays (one level).", flatten});
  r.add({"indexFromEnd", "array", 2, 2, "indexFromEnd(sourceArray, reverseIndex)",
         "The element reverseIndex from the end (1 is the last); an error when out of range.", indexFromEnd});
  r.add({"tryIndexFromEnd", "array", 2, -1, "tryIndexFromEnd(sourceArray, reverseIndex, propertyPath...)",
         "Like indexFromEnd, but null when out of range; further arguments read a property path safely.",
         tryIndexFromEnd});
  r.add({"range", "array", 2, 2, "range(startIndex, count)",
         "count consecutive integers from startIndex (count <= 10000, startIndex + count <= 2147483647).", range});
  registerCollectionSearchFunctions(r);
  registerCollectionAccessFunctions(r);
  registerSetFunctions(r);
}

}  // namespace pf
