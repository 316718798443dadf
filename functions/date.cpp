// Date functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

void registerDateFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
