#pragma once
// Where a resource sits (resource id, subscription, resource group, management groups) and
// whether an assignment or exemption scope contains it.
#include <string>
#include <vector>

#include "engine/expr/deployment_context.hpp"
#include "policy/assignments/library.hpp"
#include "policy/language/truth.hpp"

namespace pf::policy {

struct ResourcePlace {
  std::string id;
  std::string subscriptionId;
  std::string resourceGroup;                  // empty: not in a resource group
  std::vector<std::string> managementGroups;  // the subscription's management group, then its ancestors
  std::string type;
  std::string location;                       // empty: none
  bool locationUnknown = false;
};

// The place of a resource with id `id` under the analysis context: subscription and group from
// the id (a nested deployment may target another group), management groups from the context.
ResourcePlace placeOf(const std::string& id, const std::string& type, const Value& location, const DeploymentContext& ctx);

// Whether `scope` (a management group, subscription, resource group or resource id) contains the
// resource. False for a malformed scope.
bool scopeContains(const std::string& scope, const ResourcePlace& place);
// Whether `scope` is well formed.
bool validScope(const std::string& scope);

// Whether the resource satisfies any of the selectors (all selectors of one); true when there are
// none. Unknown when its location decides and is not known.
Truth selectorsMatch(const std::vector<ResourceSelector>& selectors, const ResourcePlace& place);

// One selector (resourceLocation, resourceType, resourceWithoutLocation, or
// policyDefinitionReferenceId against `referenceId`).
Truth selectorMatches(const Selector& s, const ResourcePlace& place, const std::string& referenceId = "");

}  // namespace pf::policy
