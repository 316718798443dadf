#pragma once
// One registration function per category file; builtinFunctions() (registry.cpp) calls them all.
#include "engine/expr/registry.hpp"

namespace pf {

void registerArrayFunctions(FunctionRegistry& r);
void registerCidrFunctions(FunctionRegistry& r);
void registerComparisonFunctions(FunctionRegistry& r);
void registerDateFunctions(FunctionRegistry& r);
void registerDeploymentFunctions(FunctionRegistry& r);
void registerLambdaFunctions(FunctionRegistry& r);
void registerLogicalFunctions(FunctionRegistry& r);
void registerNumericFunctions(FunctionRegistry& r);
void registerObjectFunctions(FunctionRegistry& r);
void registerResourceFunctions(FunctionRegistry& r);
void registerScopeFunctions(FunctionRegistry& r);
void registerStringFunctions(FunctionRegistry& r);

}  // namespace pf
