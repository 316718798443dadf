// Scope functions: subscription, resourceGroup, tenant, managementGroup. Each returns the
// object of the deployment context, where the deployment's scope has one (template-functions-
// scope.md: resourceGroup() only in resource group deployments, subscription() in resource
// group and subscription deployments, managementGroup() only in management group deployments,
// tenant() everywhere).
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {
namespace {

const char* scopeDescription(TargetScope s) {
  switch (s) {
    case TargetScope::ResourceGroup: return "a resource group";
    case TargetScope::Subscription: return "a subscription";
    case TargetScope::ManagementGroup: return "a management group";
    case TargetScope::Tenant: return "the tenant";
  }
  return "a resource group";
}

Error notAvailable(const Call& c, std::string_view availableIn) {
  return makeError("EVAL051",
                   "The template function '" + c.spec.name + "' is not available in a deployment to " +
                       scopeDescription(c.scope().context().scope) + ": it can be used in deployments to " +
                       std::string(availableIn) + ".",
                   c.loc());
}

Result<Value> subscription(Call& c) {
  const DeploymentContext& ctx = c.scope().context();
  if (!ctx.hasSubscription()) return notAvailable(c, "a resource group or a subscription");
  return ctx.subscription();
}

Result<Value> resourceGroup(Call& c) {
  const DeploymentContext& ctx = c.scope().context();
  if (ctx.scope != TargetScope::ResourceGroup)
    return notAvailable(c, "a resource group (a nested deployment that targets a resource group can use it)");
  return ctx.resourceGroupObject();
}

Result<Value> tenant(Call& c) { return c.scope().context().tenant(); }

Result<Value> managementGroup(Call& c) {
  const DeploymentContext& ctx = c.scope().context();
  if (ctx.scope != TargetScope::ManagementGroup) return notAvailable(c, "a management group");
  return ctx.managementGroupObject();
}

}  // namespace

void registerScopeFunctions(FunctionRegistry& r) {
  r.add({"subscription", "scope", 0, 0, "subscription()",
         "Returns the current subscription: id, subscriptionId, tenantId, displayName.", subscription});
  r.add({"resourceGroup", "scope", 0, 0, "resourceGroup()",
         "Returns the current resource group: id, name, type, location, tags, properties.", resourceGroup});
  r.add({"tenant", "scope", 0, 0, "tenant()", "Returns the current tenant: countryCode, displayName, id, tenantId.",
         tenant});
  r.add({"managementGroup", "scope", 0, 0, "managementGroup()",
         "Returns the current management group: id, name, properties, type.", managementGroup});
}

}  // namespace pf
