// Numeric functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

void registerNumericFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
