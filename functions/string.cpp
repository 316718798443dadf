// String functions. concat (strings and arrays) lives in collection.cpp with the other
// polymorphic functions; the string functions are split by job over string_*.cpp.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/string_categories.hpp"

namespace pf {

void registerStringFunctions(FunctionRegistry& r) {
  registerStringBasicFunctions(r);
  registerStringHashFunctions(r);
  registerStringFormatFunctions(r);
  registerStringUriFunctions(r);
  registerStringEncodingFunctions(r);
}

}  // namespace pf
