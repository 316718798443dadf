// Scope functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

void registerScopeFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
