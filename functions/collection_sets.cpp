// union and intersection of arrays or of objects.
#include <optional>

#include "functions/detail/collections.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

// All arguments must be arrays, or all objects, like the first.
std::optional<Error> sameKind(const Call& c) {
  Kind k = c.args[0].kind();
  if (k != Kind::Array && k != Kind::Object) return c.argError(0, "an array or an object");
  for (size_t i = 1; i < c.args.size(); ++i)
    if (c.args[i].kind() != k) return c.argError(i, k == Kind::Array ? "an array (like argument 1)" : "an object (like argument 1)");
  return std::nullopt;
}

// Position of `x` in `a` by ARM equality: found, absent, or not decidable.
Tri member(const Array& a, const Value& x) {
  bool unknown = false;
  for (const Value& y : a) {
    Tri t = deepEquals(x, y);
    if (t == Tri::Yes) return Tri::Yes;
    unknown |= t == Tri::Unknown;
  }
  return unknown ? Tri::Unknown : Tri::No;
}

// Later values win; nested objects merge recursively, everything else (arrays included) is
// replaced. Where an Unknown meets an object the merged value is itself Unknown.
Value mergeObjects(const Value& base, const Value& over) {
  Value out = base;
  Object& o = out.objMut();
  for (const auto& [k, v] : over.obj()) {
    Value* cur = o.findExact(k);  // "A" and "a" stay two keys, as in Resource Manager's objects
    if (!cur) {
      o.append(k, v);
    } else if (cur->isObject() && v.isObject()) {
      *cur = mergeObjects(*cur, v);
    } else if ((v.isUnknown() && (cur->isObject() || cur->isUnknown())) || (cur->isUnknown() && v.isObject())) {
      *cur = Value::unknown("union(" + renderLiteral(*cur) + ", " + renderLiteral(v) + ")");
    } else {
      *cur = v;
    }
  }
  return out;
}

Result<Value> unionFn(Call& c) {
  PF_EXPECT(sameKind(c));
  if (c.args[0].isObject()) {
    Value out = Value::emptyObject();
    for (const Value& a : c.args) out = mergeObjects(out, a);
    return out;
  }
  Array out;
  for (const Value& a : c.args) {
    for (const Value& x : a.arr()) {
      Tri t = member(out, x);
      if (t == Tri::Unknown) return unknownCall(c);
      if (t == Tri::No) out.push_back(x);
    }
  }
  return Value(std::move(out));
}

// Arrays: the distinct items of the first array found in every other, in the first array's
// order. Objects: the properties of the first whose key and value every other has.
Result<Value> intersection(Call& c) {
  PF_EXPECT(sameKind(c));
  if (c.args[0].isObject()) {
    Object out;
    for (const auto& [k, v] : c.args[0].obj()) {
      bool everywhere = true;
      for (size_t i = 1; i < c.args.size() && everywhere; ++i) {
        const Value* w = c.args[i].obj().find(k);
        Tri t = w ? deepEquals(v, *w) : Tri::No;
        if (t == Tri::Unknown) return unknownCall(c);
        everywhere = t == Tri::Yes;
      }
      if (everywhere) out.append(k, v);
    }
    return Value(std::move(out));
  }
  Array out;
  for (const Value& x : c.args[0].arr()) {
    Tri seen = member(out, x);
    if (seen == Tri::Unknown) return unknownCall(c);
    if (seen == Tri::Yes) continue;
    bool everywhere = true;
    for (size_t i = 1; i < c.args.size() && everywhere; ++i) {
      Tri t = member(c.args[i].arr(), x);
      if (t == Tri::Unknown) return unknownCall(c);
      everywhere = t == Tri::Yes;
    }
    if (everywhere) out.push_back(x);
  }
  return Value(std::move(out));
}

}  // namespace

void registerSetFunctions(FunctionRegistry& r) {
  r.add({"union", "array", 2, -1, "union(arg1, arg2, ...)",
         "All items of the arrays without duplicates, or the objects merged (later values win, nested objects "
         "merged, arrays replaced).",
         unionFn});
  r.add({"intersection", "array", 2, -1, "intersection(arg1, arg2, ...)",
         "The items (or key/value pairs) common to all arrays (or objects), in the first one's order.",
         intersection});
}

}  // namespace pf
