// The built-in function library: every category registers its table here.
#include "functions/categories.hpp"

namespace pf {

FunctionRegistry builtinFunctions() {
  FunctionRegistry r;
  registerArrayFunctions(r);
  registerComparisonFunctions(r);
  registerDeploymentFunctions(r);
  registerLogicalFunctions(r);
  registerObjectFunctions(r);
  registerStringFunctions(r);
  return r;
}

}  // namespace pf
