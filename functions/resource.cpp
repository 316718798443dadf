// Resource functions: ids (resource_id.cpp), deployment state (resource_state.cpp),
// availability zones (resource_zones.cpp) and role definitions (resource_roles.cpp).
#include "functions/categories.hpp"
#include "functions/detail/resource_parts.hpp"

namespace pf {

void registerResourceFunctions(FunctionRegistry& r) {
  registerResourceIdFunctions(r);
  registerResourceStateFunctions(r);
  registerZoneFunctions(r);
  registerRoleFunctions(r);
}

}  // namespace pf
