#pragma once
// One registration function per category file; builtinFunctions() (registry.cpp) calls them all.
#include "engine/expr/registry.hpp"

namespace pf {

void registerArrayFunctions(FunctionRegistry& r);
void registerComparisonFunctions(FunctionRegistry& r);
void registerDeploymentFunctions(FunctionRegistry& r);
void registerLogicalFunctions(FunctionRegistry& r);
void registerObjectFunctions(FunctionRegistry& r);
void registerStringFunctions(FunctionRegistry& r);

}  // namespace pf
