// Lambda functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

void registerLambdaFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
