// The built-in function library: every category registers its table here.
#include "functions/categories.hpp"

namespace pf {

FunctionRegistry builtinFunctions() {
  FunctionRegistry r;
  registerArrayFunctions(r);
  registerCidrFunctions(r);
  registerComparisonFunctions(r);
  registerDateFunctions(r);
  registerDeploymentFunctions(r);
  registerLambdaFunctions(r);
  registerLogicalFunctions(r);
  registerNumericFunctions(r);
  registerObjectFunctions(r);
  registerResourceFunctions(r);
  registerScopeFunctions(r);
  registerStringFunctions(r);
  return r;
}

}  // namespace pf
