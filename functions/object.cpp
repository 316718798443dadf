// Object functions: createObject, items, null, objectKeys, shallowMerge, tryGet.
#include <algorithm>

#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/path.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

Result<Value> createObject(Call& c) {
  if (c.args.size() % 2 != 0)
    return c.error("expects an even number of arguments (key, value pairs), but got " + std::to_string(c.args.size()));
  Object o;
  for (size_t i = 0; i < c.args.size(); i += 2) {
    if (c.args[i].isUnknown()) return unknownCall(c);  // the shape depends on the key
    if (!c.args[i].isString()) return c.argError(i, "a string (a property name)");
    o.setExact(c.args[i].str(), c.args[i + 1]);
  }
  return Value(std::move(o));
}

// Entries in key order (ARM sorts them; see keyLess for the collation).
std::vector<const Object::Entry*> sortedEntries(const Object& o) {
  std::vector<const Object::Entry*> out;
  for (const auto& e : o) out.push_back(&e);
  std::stable_sort(out.begin(), out.end(), [](auto* a, auto* b) { return keyLess(a->first, b->first); });
  return out;
}

Result<Value> items(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Object));
  Array out;
  for (const auto* e : sortedEntries(c.args[0].obj())) {
    Object item;
    item.append("key", Value(e->first));
    item.append("value", e->second);
    out.push_back(Value(std::move(item)));
  }
  return Value(std::move(out));
}

Result<Value> objectKeys(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Object));
  Array out;
  for (const auto* e : sortedEntries(c.args[0].obj())) out.push_back(Value(e->first));
  return Value(std::move(out));
}

Result<Value> null(Call&) { return Value(); }

// Top-level merge of an array of objects: later properties replace earlier ones whole.
Result<Value> shallowMerge(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  Object out;
  const Array& a = c.args[0].arr();
  for (size_t i = 0; i < a.size(); ++i) {
    if (a[i].isUnknown()) return unknownCall(c);
    if (a[i].isNull()) continue;
    if (!a[i].isObject())
      return c.error("argument 1 must be an array of objects, but element " + std::to_string(i) + " is " +
                     describeValue(a[i]));
    for (const auto& [k, v] : a[i].obj()) out.setExact(k, v);
  }
  return Value(std::move(out));
}

// tryGet(value, key, ...): a missing property, an index out of range or a null on the way
// gives null instead of an error, and so does a first argument with no members at all: AVM's
// metric-alert module deploys `action.?actionGroupId ?? action` over an array of id strings.
Result<Value> tryGet(Call& c) {
  const Value& v = c.args[0];
  if (!v.isArray() && !v.isObject()) {
    for (size_t i = 1; i < c.args.size(); ++i)
      if (!c.args[i].isString() && !c.args[i].isInt() && !c.args[i].isObject() && !c.args[i].containsUnknown())
        return c.argError(i, "a property name, an array index or createObject('value', n, 'fromEnd', true())");
    return Value();
  }
  return walkPath(c, v, 1);
}

}  // namespace

void registerObjectFunctions(FunctionRegistry& r) {
  r.add({"createObject", "object", 0, -1, "createObject(key1, value1, key2, value2, ...)",
         "Creates an object from keys and values.", createObject, kSeesUnknown});
  r.add({"items", "object", 1, 1, "items(object)",
         "The properties of an object as an array of {key, value} objects, sorted by key.", items});
  r.add({"objectKeys", "object", 1, 1, "objectKeys(object)", "The keys of an object, sorted.", objectKeys});
  r.add({"null", "object", 0, 0, "null()", "Returns null.", null});
  r.add({"shallowMerge", "object", 1, 1, "shallowMerge(inputArray)",
         "Merges an array of objects at the top level only; later properties win.", shallowMerge});
  r.add({"tryGet", "object", 2, -1, "tryGet(itemToTest, keyOrIndex, ...)",
         "The value at a key, index or path of keys and indexes, or null when any step is missing.", tryGet});
}

}  // namespace pf
