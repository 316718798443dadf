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
  return Object{{"id", "/subscriptions/" + subscriptionId + "/resourceGroups/" + resourceGroup},
                {"name", resourceGroup},
                {"type", "Microsoft.Resources/resourceGroups"},
                {"location", location},
                {"managedBy", Value()},
                {"tags", resourceGroupTags},
                {"properties", Object{{"provisioningState", "Succeeded"}}}};
}

Value DeploymentContext::tenant() const {
  return Object{{"id", "/tenants/" + tenantId},
                {"tenantId", tenantId},
                {"countryCode", "US"},
                {"displayName", "preflight tenant"}};
}

Value DeploymentContext::managementGroupObject() const {
  return Object{{"id", "/providers/Microsoft.Management/managementGroups/" + managementGroup},
                {"name", managementGroup},
                {"type", "Microsoft.Management/managementGroups"},
                {"properties",
                 Object{{"displayName", managementGroup},
                        {"tenantId", tenantId},
                        {"details", Object{{"parent", Object{{"id", "/providers/Microsoft.Management/managementGroups/" +
                                                                         tenantId}}}}}}}};
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
  Object props{{"templateLink", deploymentTemplateLink.isNull() ? Value() : deploymentTemplateLink},
               {"template", Object{{"contentVersion", "1.0.0.0"},
                                   {"metadata", templateMetadata.isNull() ? Value::emptyObject() : templateMetadata}}},
               {"parameters", Value::emptyObject()},
               {"mode", "Incremental"},
               {"provisioningState", "Accepted"}};
  if (deploymentTemplateLink.isNull()) props.erase("templateLink");
  Object d{{"name", deploymentName}, {"properties", Value(std::move(props))}};
  if (scope != TargetScope::ResourceGroup)
    d.set("location", deploymentLocation.empty() ? location : deploymentLocation);
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
    else if (iequals(key, "deploymentName")) setString(ctx.deploymentName, v, key, diags);
    else if (iequals(key, "deploymentLocation")) setString(ctx.deploymentLocation, v, key, diags);
    else if (iequals(key, "deployerObjectId")) setString(ctx.deployerObjectId, v, key, diags);
    else if (iequals(key, "deployerUserPrincipalName")) setString(ctx.deployerUpn, v, key, diags);
    else if (iequals(key, "tags") || iequals(key, "resourceGroupTags")) ctx.resourceGroupTags = v;
    else if (iequals(key, "AZURE_SUBSCRIPTION")) {
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
        else if (iequals(k, "tags")) ctx.resourceGroupTags = x;
        else if (!iequals(k, "properties") && !iequals(k, "managedBy") && !iequals(k, "subscriptionId"))
          diags.error("CFG001", "unknown key '" + k + "' in AZURE_RESOURCE_GROUP", x.loc());
      }
    } else if (iequals(key, "AZURE_TENANT")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "tenantId")) setString(ctx.tenantId, x, k, diags);
        else if (!iequals(k, "countryCode") && !iequals(k, "displayName"))
          diags.error("CFG001", "unknown key '" + k + "' in AZURE_TENANT", x.loc());
      }
    } else if (iequals(key, "AZURE_MANAGEMENT_GROUP")) {
      for (const auto& [k, x] : v.obj()) {
        if (iequals(k, "name")) setString(ctx.managementGroup, x, k, diags);
        else if (!iequals(k, "properties")) diags.error("CFG001", "unknown key '" + k + "' in AZURE_MANAGEMENT_GROUP", x.loc());
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
