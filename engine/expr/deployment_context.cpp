#include "engine/expr/deployment_context.hpp"

namespace pf {

const char* targetScopeName(TargetScope s) {
  switch (s) {
    case TargetScope::ResourceGroup: return "resourceGroup";
    case TargetScope::Subscription: return "subscription";
    case TargetScope::ManagementGroup: return "managementGroup";
    case TargetScope::Tenant: return "tenant";
  }
  return "resourceGroup";
}

Value DeploymentContext::subscription() const {
  return Object{{"id", "/subscriptions/" + subscriptionId},
                {"subscriptionId", subscriptionId},
                {"tenantId", tenantId},
                {"displayName", subscriptionName}};
}

Value DeploymentContext::resourceGroupObject() const {
  Object o{{"id", "/subscriptions/" + subscriptionId + "/resourceGroups/" + resourceGroup},
           {"name", resourceGroup},
           {"type", "Microsoft.Resources/resourceGroups"},
           {"location", location}};
  // ARM returns managedBy only for resource groups managed by another service.
  if (!resourceGroupManagedBy.empty()) o.append("managedBy", resourceGroupManagedBy);
  o.append("tags", resourceGroupTags.isNull() ? Value::emptyObject() : resourceGroupTags);
  o.append("properties", Object{{"provisioningState", "Succeeded"}});
  return Value(std::move(o));
}

Value DeploymentContext::tenant() const {
  // Key order as in the documented output of tenant().
  return Object{{"countryCode", tenantCountryCode},
                {"displayName", tenantDisplayName},
                {"id", "/tenants/" + tenantId},
                {"tenantId", tenantId}};
}

Value DeploymentContext::managementGroupObject() const {
  // Shape and key order as in the documented output of managementGroup(); the parent of a
  // management group defaults to the tenant root group, whose name is the tenant id.
  const std::string mgPrefix = "/providers/Microsoft.Management/managementGroups/";
  Object parent{{"displayName", "Tenant Root Group"}, {"id", mgPrefix + tenantId}, {"name", tenantId}};
  Object details{{"parent", Value(std::move(parent))},
                 {"updatedBy", "00000000-0000-0000-0000-000000000000"},
                 {"updatedTime", "2020-07-23T21:05:52.661306Z"},
                 {"version", "1"}};
  Object props{{"details", Value(std::move(details))},
               {"displayName", managementGroupDisplayName.empty() ? managementGroup : managementGroupDisplayName},
               {"tenantId", tenantId}};
  return Object{{"id", mgPrefix + managementGroup},
                {"name", managementGroup},
                {"properties", Value(std::move(props))},
                {"type", "/providers/Microsoft.Management/managementGroups"}};
}

Value DeploymentContext::deployer() const {
  return Object{{"objectId", deployerObjectId}, {"tenantId", tenantId}, {"userPrincipalName", deployerUpn}};
}

Value DeploymentContext::environment() const {
  // Azure public cloud endpoints, as environment() returns them.
  return Object{
      {"name", environmentName},
      {"gallery", "https://gallery.azure.com/"},
      {"graph", "https://graph.windows.net/"},
      {"portal", "https://portal.azure.com"},
      {"graphAudience", "https://graph.windows.net/"},
      {"activeDirectoryDataLake", "https://datalake.azure.net/"},
      {"batch", "https://batch.core.windows.net/"},
      {"media", "https://rest.media.azure.net"},
      {"sqlManagement", "https://management.core.windows.net:8443/"},
      {"vmImageAliasDoc",
       "https://raw.githubusercontent.com/Azure/azure-rest-api-specs/master/arm-compute/quickstart-templates/aliases.json"},
      {"resourceManager", "https://management.azure.com/"},
      {"authentication", Object{{"loginEndpoint", "https://login.microsoftonline.com/"},
                                {"audiences", Array{"https://management.core.windows.net/", "https://management.azure.com/"}},
                                {"tenant", "common"},
                                {"identityProvider", "AAD"}}},
      {"suffixes", Object{{"acrLoginServer", ".azurecr.io"},
                          {"azureDatalakeAnalyticsCatalogAndJob", "azuredatalakeanalytics.net"},
                          {"azureDatalakeStoreFileSystem", "azuredatalakestore.net"},
                          {"azureFrontDoorEndpointSuffix", "azurefd.net"},
                          {"keyvaultDns", ".vault.azure.net"},
                          {"sqlServerHostname", ".database.windows.net"},
                          {"storage", "core.windows.net"}}}};
}

Value DeploymentContext::deployment(const Value& templateMetadata) const {
  Value tmpl = deploymentTemplate;
  if (tmpl.isNull()) {
    Object t{{"contentVersion", "1.0.0.0"}};
    if (!templateMetadata.isNull()) t.append("metadata", templateMetadata);
    tmpl = Value(std::move(t));
  }
  Object props;
  if (!deploymentTemplateLink.isNull()) props.append("templateLink", deploymentTemplateLink);
  props.append("template", std::move(tmpl));
  // ARM hashes the template with an undocumented algorithm: unknown before deployment.
  props.append("templateHash", Value::unknown("deployment().properties.templateHash"));
  props.append("parameters", deploymentParameters.isNull() ? Value::emptyObject() : deploymentParameters);
  props.append("mode", "Incremental");
  props.append("provisioningState", "Accepted");
  Object d{{"name", deploymentName}};
  // Only deployments to a subscription, management group or tenant have a location.
  if (scope != TargetScope::ResourceGroup) d.append("location", deploymentLocation.empty() ? location : deploymentLocation);
  d.append("properties", Value(std::move(props)));
  return Value(std::move(d));
}

std::string DeploymentContext::scopeId() const {
  switch (scope) {
    case TargetScope::ResourceGroup: return "/subscriptions/" + subscriptionId + "/resourceGroups/" + resourceGroup;
    case TargetScope::Subscription: return "/subscriptions/" + subscriptionId;
    case TargetScope::ManagementGroup: return "/providers/Microsoft.Management/managementGroups/" + managementGroup;
    case TargetScope::Tenant: return "";
  }
  return "";
}

}  // namespace pf

#include "engine/core/diagnostic.hpp"

namespace pf {

namespace {

bool setString(std::string& field, const Value& v, std::string_view key, Diagnostics& diags) {
  if (!v.isString()) {
    diags.error("CFG002", "context setting '" + std::string(key) + "' must be a string", v.loc());
    return false;
  }
  field = v.str();
  return true;
}

// Tags and the AZURE_* settings are objects; anything else is reported and ignored.
bool objectSetting(const Value& v, std::string_view key, Diagnostics& diags) {
  if (v.isObject()) return true;
  diags.error("CFG002", "context setting '" + std::string(key) + "' must be an object", v.loc());
  return false;
}

}  // namespace

void applyContextOverrides(DeploymentContext& ctx, const Value& o, Diagnostics& diags) {
  if (!o.isObject()) {
    diags.error("CFG002", "the deployment context must be an object", o.loc());
    return;
  }
  for (const auto& [key, v] : o.obj()) {
    if (iequals(key, "subscriptionId")) setString(ctx.subscriptionId, v, key, diags);
    else if (iequals(key, "subscriptionName")) setString(ctx.subscriptionName, v, key, diags);
    else if (iequals(key, "resourceGroup") || iequals(key, "resourceGroupName")) setString(ctx.resourceGroup, v, key, diags);
    else if (iequals(key, "location")) setString(ctx.location, v, key, diags);
    else if (iequals(key, "tenantId")) setString(ctx.tenantId, v, key, diags);
    else if (iequals(key, "managementGroup")) setString(ctx.managementGroup, v, key, diags);
    else if (iequals(key, "managementGroupDisplayName")) setString(ctx.managementGroupDisplayName, v, key, diags);
    else if (iequals(key, "resourceGroupManagedBy")) setString(ctx.resourceGroupManagedBy, v, key, diags);
    else if (iequals(key, "tenantDisplayName")) setString(ctx.tenantDisplayName, v, key, diags);
    else if (iequals(key, "deploymentName")) setString(ctx.deploymentName, v, key, diags);
    else if (iequals(key, "deploymentLocation")) setString(ctx.deploymentLocation, v, key, diags);
    else if (iequals(key, "deployerObjectId")) setString(ctx.deployerObjectId, v, key, diags);
    else if (iequals(key, "deployerUserPrincipalName")) setString(ctx.deployerUpn, v, key, diags);
    else if (iequals(key, "utcNow")) setString(ctx.utcNow, v, key, diags);
    else if (iequals(key, "managementGroupAncestors")) {
      if (!v.isArray()) {
        diags.error("CFG002", "'" + key + "' must be an array of management group names, nearest first", v.loc());
        continue;
      }
      ctx.managementGroupAncestors.clear();
      for (const Value& x : v.arr()) {
        if (x.isString()) ctx.managementGroupAncestors.push_back(x.str());
        else diags.error("CFG002", "'" + key + "' must hold strings", x.loc());
      }
    }
    else if (iequals(key, "policy")) {
      if (!objectSetting(v, key, diags)) continue;
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "assignmentId")) setString(ctx.policyAssignmentId, x, k, diags);
        else if (iequals(k, "definitionId")) setString(ctx.policyDefinitionId, x, k, diags);
        else if (iequals(k, "setDefinitionId")) setString(ctx.policySetDefinitionId, x, k, diags);
        else if (iequals(k, "definitionReferenceId")) setString(ctx.policyDefinitionReferenceId, x, k, diags);
        else diags.error("CFG001", "unknown key '" + k + "' in policy (expected assignmentId, definitionId, "
                                   "setDefinitionId, definitionReferenceId)", x.loc());
      }
    }
    else if (iequals(key, "tags") || iequals(key, "resourceGroupTags")) {
      if (objectSetting(v, key, diags)) ctx.resourceGroupTags = v;
    } else if (istartsWith(key, "AZURE_") && !objectSetting(v, key, diags)) {
      continue;
    } else if (iequals(key, "AZURE_SUBSCRIPTION")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "subscriptionId")) setString(ctx.subscriptionId, x, k, diags);
        else if (iequals(k, "displayName")) setString(ctx.subscriptionName, x, k, diags);
        else if (iequals(k, "tenantId")) setString(ctx.tenantId, x, k, diags);
        else if (!iequals(k, "state")) diags.error("CFG001", "unknown key '" + k + "' in AZURE_SUBSCRIPTION", x.loc());
      }
    } else if (iequals(key, "AZURE_RESOURCE_GROUP")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "name")) setString(ctx.resourceGroup, x, k, diags);
        else if (iequals(k, "location")) setString(ctx.location, x, k, diags);
        else if (iequals(k, "tags")) {
          if (objectSetting(x, k, diags)) ctx.resourceGroupTags = x;
        }
        else if (iequals(k, "managedBy")) {
          if (!x.isNull()) setString(ctx.resourceGroupManagedBy, x, k, diags);
        } else if (!iequals(k, "properties") && !iequals(k, "subscriptionId"))
          diags.error("CFG001", "unknown key '" + k + "' in AZURE_RESOURCE_GROUP", x.loc());
      }
    } else if (iequals(key, "AZURE_TENANT")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "tenantId")) setString(ctx.tenantId, x, k, diags);
        else if (iequals(k, "countryCode")) setString(ctx.tenantCountryCode, x, k, diags);
        else if (iequals(k, "displayName")) setString(ctx.tenantDisplayName, x, k, diags);
        else
          diags.error("CFG001", "unknown key '" + k + "' in AZURE_TENANT", x.loc());
      }
    } else if (iequals(key, "AZURE_MANAGEMENT_GROUP")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "name")) setString(ctx.managementGroup, x, k, diags);
        else if (iequals(k, "properties")) {
          if (const Value* dn = x.get("displayName")) setString(ctx.managementGroupDisplayName, *dn, "displayName", diags);
        } else diags.error("CFG001", "unknown key '" + k + "' in AZURE_MANAGEMENT_GROUP", x.loc());
      }
    } else if (iequals(key, "AZURE_DEPLOYMENT")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "name")) setString(ctx.deploymentName, x, k, diags);
        else if (iequals(k, "location")) setString(ctx.deploymentLocation, x, k, diags);
        else diags.error("CFG001", "unknown key '" + k + "' in AZURE_DEPLOYMENT", x.loc());
      }
    } else if (iequals(key, "AZURE_DEPLOYER")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "objectId")) setString(ctx.deployerObjectId, x, k, diags);
        else if (iequals(k, "userPrincipalName")) setString(ctx.deployerUpn, x, k, diags);
        else if (iequals(k, "tenantId")) setString(ctx.tenantId, x, k, diags);
        else diags.error("CFG001", "unknown key '" + k + "' in AZURE_DEPLOYER", x.loc());
      }
    } else {
      diags.error("CFG001", "unknown context setting '" + key +
                                "' (expected subscriptionId, resourceGroup, location, tenantId, managementGroup, "
                                "deploymentName, tags, or PSRule's AZURE_* names)",
                  v.loc());
    }
  }
}

}  // namespace pf
