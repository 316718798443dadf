#pragma once
// Registration of the array-category functions that live in their own files
// (called from registerArrayFunctions).
#include "engine/expr/registry.hpp"

namespace pf {

void registerCollectionSearchFunctions(FunctionRegistry& r);  // collection.cpp
void registerCollectionAccessFunctions(FunctionRegistry& r);  // collection_access.cpp
void registerSetFunctions(FunctionRegistry& r);               // collection_sets.cpp

}  // namespace pf
