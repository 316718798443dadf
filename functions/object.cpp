// Object functions: createObject, ...
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {
namespace {

Result<Value> createObject(Call& c) {
  if (c.args.size() % 2 != 0) return c.error("expects an even number of arguments (key, value pairs), but got " +
                                             std::to_string(c.args.size()));
  Object o;
  for (size_t i = 0; i < c.args.size(); i += 2) {
    if (!c.args[i].isString()) return c.argError(i, "a string (a property name)");
    o.set(c.args[i].str(), c.args[i + 1]);
  }
  return Value(std::move(o));
}

}  // namespace

void registerObjectFunctions(FunctionRegistry& r) {
  r.add({"createObject", "object", 0, -1, "createObject(key1, value1, key2, value2, ...)",
         "Creates an object from keys and values.", createObject, kSeesUnknown});
}

}  // namespace pf
