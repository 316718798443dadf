#pragma once
// The resource category is split over several files; registerResourceFunctions()
// (resource.cpp) calls these.
#include "engine/expr/registry.hpp"

namespace pf {

void registerResourceIdFunctions(FunctionRegistry& r);     // resource_id.cpp
void registerResourceStateFunctions(FunctionRegistry& r);  // resource_state.cpp
void registerZoneFunctions(FunctionRegistry& r);           // resource_zones.cpp
void registerRoleFunctions(FunctionRegistry& r);           // resource_roles.cpp

}  // namespace pf
