// Cidr functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

void registerCidrFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
