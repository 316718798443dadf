// roleDefinitions(roleName): the id of an Azure built-in role by its name (Bicep v0.42).
// A real deployment returns {id, roleDefinitionId}, e.g. for 'Contributor'
//   id               = /subscriptions/<sub-id>/providers/Microsoft.Authorization/roleDefinitions/b24988ac-...
//   roleDefinitionId = b24988ac-6180-42a0-ab88-20f7382dd24c
// (Azure/bicep issue 19507). Built-in role ids are the same in every tenant, so they come
// from a table (builtin_roles.cpp); other names (custom roles) are left to the Scope.
#include "functions/detail/builtin_roles.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/resource_parts.hpp"

namespace pf {
namespace {

Result<Value> roleDefinitions(Call& c) {
  PF_EXPECT(c.expectString(0));
  std::optional<std::string_view> guid = builtinRoleId(c.args[0].str());
  if (!guid) return Value::unknown(c.render());
  const DeploymentContext& ctx = c.scope().context();
  std::string id = ctx.hasSubscription() ? "/subscriptions/" + ctx.subscriptionId : std::string();
  id += "/providers/Microsoft.Authorization/roleDefinitions/";
  id += *guid;
  return Value(Object{{"id", std::move(id)}, {"roleDefinitionId", std::string(*guid)}});
}

}  // namespace

void registerRoleFunctions(FunctionRegistry& r) {
  r.add({"roleDefinitions", "resource", 1, 1, "roleDefinitions(roleName)",
         "Returns {id, roleDefinitionId} of an Azure built-in role given its name, e.g. 'Contributor'.",
         roleDefinitions});
}

}  // namespace pf
