#pragma once
// The string functions are split by job over several files; registerStringFunctions()
// (string.cpp) calls each part.
#include "engine/expr/registry.hpp"

namespace pf {

void registerStringBasicFunctions(FunctionRegistry& r);     // string_basic.cpp
void registerStringHashFunctions(FunctionRegistry& r);      // string_hash.cpp
void registerStringFormatFunctions(FunctionRegistry& r);    // string_format.cpp
void registerStringUriFunctions(FunctionRegistry& r);       // string_uri.cpp
void registerStringEncodingFunctions(FunctionRegistry& r);  // string_encoding.cpp

}  // namespace pf
