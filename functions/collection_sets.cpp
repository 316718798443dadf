// union and intersection of arrays or of objects.
#include <optional>
#include <unordered_map>
#include <vector>

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

// Items looked up by ARM equality: each compared only with the items of its equalityHash, and
// with those that have none (holding an Unknown); an item without one is compared with all.
// Comparisons outside a hash cost a unit of the work budget each, so that arrays of such items
// cannot make a union take minutes either.
class ArraySet {
 public:
  explicit ArraySet(Call& c) : c_(c) {}
  Array take() { return std::move(items_); }
  void add(const Value& x) { add(x, equalityHash(x)); }
  void add(const Value& x, std::optional<uint64_t> h) {
    if (h) byHash_[*h].push_back(items_.size());
    else unhashed_.push_back(items_.size());
    items_.push_back(x);
  }
  // Whether `x` (whose hash is `h`) is here: yes, no, or not decidable; or EVAL060.
  Result<Tri> has(const Value& x, std::optional<uint64_t> h) {
    bool unknown = false;
    auto compare = [&](size_t i) {
      Tri t = deepEquals(x, items_[i]);
      unknown |= t == Tri::Unknown;
      return t == Tri::Yes;
    };
    if (!h) {
      PF_EXPECT(c_.ctx.session.charge(items_.size(), c_.loc()));
      for (size_t i = 0; i < items_.size(); ++i)
        if (compare(i)) return Tri::Yes;
      return unknown ? Tri::Unknown : Tri::No;
    }
    if (auto it = byHash_.find(*h); it != byHash_.end())
      for (size_t i : it->second)
        if (compare(i)) return Tri::Yes;
    PF_EXPECT(c_.ctx.session.charge(unhashed_.size(), c_.loc()));
    for (size_t i : unhashed_)
      if (compare(i)) return Tri::Yes;
    return unknown ? Tri::Unknown : Tri::No;
  }

 private:
  Call& c_;
  Array items_;
  std::unordered_map<uint64_t, std::vector<size_t>> byHash_;
  std::vector<size_t> unhashed_;
};

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
  ArraySet out(c);
  for (const Value& a : c.args) {
    for (const Value& x : a.arr()) {
      std::optional<uint64_t> h = equalityHash(x);
      PF_TRY(t, out.has(x, h));
      if (t == Tri::Unknown) return unknownCall(c);
      if (t == Tri::No) out.add(x, h);
    }
  }
  return Value(out.take());
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
  std::vector<ArraySet> others;
  others.reserve(c.args.size() - 1);
  for (size_t i = 1; i < c.args.size(); ++i) {
    ArraySet& set = others.emplace_back(c);
    for (const Value& y : c.args[i].arr()) set.add(y);
  }
  ArraySet out(c);
  for (const Value& x : c.args[0].arr()) {
    std::optional<uint64_t> h = equalityHash(x);
    PF_TRY(seen, out.has(x, h));
    if (seen == Tri::Unknown) return unknownCall(c);
    if (seen == Tri::Yes) continue;
    bool everywhere = true;
    for (size_t i = 0; i < others.size() && everywhere; ++i) {
      PF_TRY(t, others[i].has(x, h));
      if (t == Tri::Unknown) return unknownCall(c);
      everywhere = t == Tri::Yes;
    }
    if (everywhere) out.add(x, h);
  }
  return Value(out.take());
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
