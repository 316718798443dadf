// Array functions: createArray, ...
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {
namespace {

Result<Value> createArray(Call& c) { return Value(Array(c.args.begin(), c.args.end())); }

}  // namespace

void registerArrayFunctions(FunctionRegistry& r) {
  r.add({"createArray", "array", 0, -1, "createArray(arg1, arg2, ...)", "Creates an array from the arguments.",
         createArray, kSeesUnknown});
}

}  // namespace pf
