#pragma once
// The deployment context functions such as subscription() and resourceGroup() read.
// Immutable during evaluation; nested deployments derive a new one.
#include <string>
#include <vector>

#include "engine/core/value.hpp"

namespace pf {

enum class TargetScope { ResourceGroup, Subscription, ManagementGroup, Tenant };
const char* targetScopeName(TargetScope s);

struct DeploymentContext {
  TargetScope scope = TargetScope::ResourceGroup;
  std::string tenantId = "00000000-0000-0000-0000-000000000000";
  std::string tenantDisplayName = "preflight tenant";
  std::string tenantCountryCode = "US";
  std::string subscriptionId = "00000000-0000-0000-0000-000000000000";
  std::string subscriptionName = "preflight-subscription";
  std::string resourceGroup = "preflight-rg";
  std::string location = "eastus";         // resource group location
  Value resourceGroupTags = Value::emptyObject();
  std::string resourceGroupManagedBy;       // empty: not a managed resource group (managedBy omitted)
  std::string managementGroup = "preflight-mg";
  std::string managementGroupDisplayName;   // empty: the management group name
  // The management groups above managementGroup, nearest first (where policy assignments apply).
  std::vector<std::string> managementGroupAncestors;
  std::string deploymentName = "preflight-deployment";
  std::string deploymentLocation;           // empty: resource group location
  std::string deployerObjectId = "00000000-0000-0000-0000-000000000000";
  std::string deployerUpn = "preflight@contoso.com";
  std::string environmentName = "AzureCloud";
  Value deploymentTemplateLink;             // the templateLink object when deployed from a link
  Value deploymentTemplate;                 // the template being deployed (deployment().properties.template)
  Value deploymentParameters;               // the parameters as passed ({name: {value}}), null: none
  // What Azure Policy's policy() returns when a policy is evaluated on its own (policy eval).
  std::string policyAssignmentId, policyDefinitionId, policySetDefinitionId, policyDefinitionReferenceId;
  std::string utcNow;                       // a fixed utcNow() for this context; empty: the run's

  // A subscription exists for resource group and subscription deployments only.
  bool hasSubscription() const { return scope == TargetScope::ResourceGroup || scope == TargetScope::Subscription; }

  // The objects the context functions return (shapes as documented for ARM templates).
  Value subscription() const;
  Value resourceGroupObject() const;
  Value tenant() const;
  Value managementGroupObject() const;
  Value deployer() const;
  Value environment() const;
  // deployment(): name, location (not for resource group deployments) and properties
  // {templateLink (when linked), template, templateHash (unknown before deployment),
  // parameters, mode, provisioningState}. `templateMetadata` is used only when
  // `deploymentTemplate` is not set.
  Value deployment(const Value& templateMetadata = {}) const;
  // "/subscriptions/<id>/resourceGroups/<rg>" and similar for the current scope.
  std::string scopeId() const;
};

}  // namespace pf

namespace pf {
class Diagnostics;
// Apply overrides from a JSON/YAML object. Accepts flat keys (subscriptionId, resourceGroup,
// location, tenantId, managementGroup, deploymentName, ...) and PSRule's option names
// (AZURE_SUBSCRIPTION, AZURE_RESOURCE_GROUP, AZURE_TENANT, AZURE_MANAGEMENT_GROUP,
// AZURE_DEPLOYMENT, AZURE_DEPLOYER), `managementGroupAncestors` (names, nearest first), `utcNow`
// (a fixed time) and `policy` ({assignmentId,
// definitionId, setDefinitionId, definitionReferenceId}, what policy() returns). Unknown keys are
// errors (CFG001) naming the key.
void applyContextOverrides(DeploymentContext& ctx, const Value& overrides, Diagnostics& diags);
}  // namespace pf
