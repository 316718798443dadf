// Resource functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

void registerResourceFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
