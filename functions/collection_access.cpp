// Functions that read the shape of strings, arrays and objects: empty, first, last, length,
// skip, take. String positions count UTF-16 code units like .NET.
#include <algorithm>

#include "engine/core/utf8.hpp"
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/utf16.hpp"

namespace pf {
namespace {

Result<Value> empty(Call& c) {
  const Value& v = c.args[0];
  switch (v.kind()) {
    case Kind::Null: return Value(true);
    case Kind::String: return Value(v.str().empty());
    case Kind::Array: return Value(v.arr().empty());
    case Kind::Object: return Value(v.obj().empty());
    default: return c.argError(0, "an array, object or string");
  }
}

Result<Value> length(Call& c) {
  const Value& v = c.args[0];
  switch (v.kind()) {
    case Kind::String: return Value(static_cast<long long>(utf8::utf16Length(v.str())));
    case Kind::Array: return Value(static_cast<long long>(v.arr().size()));
    case Kind::Object: return Value(static_cast<long long>(v.obj().size()));
    default: return c.argError(0, "an array, object or string");
  }
}

// first/last: an empty array gives null; a string gives its first/last character.
Result<Value> edge(Call& c, bool last) {
  const Value& v = c.args[0];
  if (v.isArray()) {
    const Array& a = v.arr();
    if (a.empty()) return Value();
    return last ? a.back() : a.front();
  }
  if (v.isString()) {
    size_t n = utf8::utf16Length(v.str());
    if (n == 0) return Value(std::string());
    return Value(utf16::slice(v.str(), last ? n - 1 : 0, 1));
  }
  return c.argError(0, "an array or string");
}

Result<Value> first(Call& c) { return edge(c, false); }
Result<Value> last(Call& c) { return edge(c, true); }

// skip/take clamp the count: at most the whole value, at least nothing.
Result<Value> slice(Call& c, bool skip) {
  const Value& v = c.args[0];
  PF_EXPECT(c.expectInt(1));
  int64_t n = c.args[1].asInt();
  if (v.isArray()) {
    const Array& a = v.arr();
    size_t k = static_cast<size_t>(std::clamp<int64_t>(n, 0, static_cast<int64_t>(a.size())));
    return skip ? Value(Array(a.begin() + static_cast<ptrdiff_t>(k), a.end()))
                : Value(Array(a.begin(), a.begin() + static_cast<ptrdiff_t>(k)));
  }
  if (v.isString()) {
    size_t len = utf8::utf16Length(v.str());
    size_t k = static_cast<size_t>(std::clamp<int64_t>(n, 0, static_cast<int64_t>(len)));
    return Value(skip ? utf16::slice(v.str(), k) : utf16::slice(v.str(), 0, k));
  }
  return c.argError(0, "an array or string");
}

Result<Value> skip(Call& c) { return slice(c, true); }
Result<Value> take(Call& c) { return slice(c, false); }

}  // namespace

void registerCollectionAccessFunctions(FunctionRegistry& r) {
  r.add({"empty", "array", 1, 1, "empty(itemToTest)", "Whether an array, object or string is empty (or null).", empty,
         kNoTaint});
  r.add({"first", "array", 1, 1, "first(arg1)",
         "First element of an array (null if empty) or first character of a string.", first});
  r.add({"last", "array", 1, 1, "last(arg1)", "Last element of an array (null if empty) or last character of a string.",
         last});
  r.add({"length", "array", 1, 1, "length(arg1)",
         "Number of elements of an array, characters of a string or top-level properties of an object.", length,
         kNoTaint});
  r.add({"skip", "array", 2, 2, "skip(originalValue, numberToSkip)",
         "The array or string without its first numberToSkip elements or characters (clamped).", skip});
  r.add({"take", "array", 2, 2, "take(originalValue, numberToTake)",
         "The first numberToTake elements or characters of an array or string (clamped).", take});
}

}  // namespace pf
