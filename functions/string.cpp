// String functions.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {

// concat (strings and arrays) lives in collection.cpp with the other polymorphic functions.
void registerStringFunctions(FunctionRegistry& r) { (void)r; }

}  // namespace pf
