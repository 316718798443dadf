// Comparison functions: equals, ...
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {
namespace {

Result<Value> equals(Call& c) { return Value(c.args[0].equals(c.args[1])); }

}  // namespace

void registerComparisonFunctions(FunctionRegistry& r) {
  r.add({"equals", "comparison", 2, 2, "equals(arg1, arg2)",
         "True when the values are equal (strings case-sensitively, arrays and objects deeply).", equals, kNoTaint});
}

}  // namespace pf
