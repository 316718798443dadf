#pragma once
// The id of a resource a template declares. The pure id pieces (splitting, building,
// reading ids) live in functions/resource_id.hpp, shared with resourceId() and the mocks.
#include <string>
#include <string_view>

#include "engine/core/result.hpp"
#include "functions/resource_id.hpp"

namespace pf {

// `scopeId` is "" (tenant), "/subscriptions/x", "/subscriptions/x/resourceGroups/y",
// "/providers/Microsoft.Management/managementGroups/z", or any resource id (extension resources).
// `type` "Ns/t1/t2" and `name` "n1/n2" must have as many type segments as name segments
// (EXP010 for a type without namespace, EXP011 for a count that differs).
// Types with a "/providers/" part (old-style extension types such as
// "Microsoft.Storage/storageAccounts/providers/locks") are handled too.
Result<std::string> buildResourceId(std::string_view scopeId, std::string_view type, std::string_view name);

// An id whose resource-group segment is empty, as Bicep builds it for `resourceGroup('')`
// ("/subscriptions/s/resourceGroups//providers/..." or, with the scope's trailing '/' trimmed,
// "/subscriptions/s/resourceGroups/providers/Ns.x/..."), names a resource of `resourceGroup`:
// Resource Manager deploys such a module into the current group and finds it again (AVM's
// private endpoint modules rely on it). Without a `resourceGroup` (a subscription deployment)
// the segment goes: the module went to the subscription. Any other id is returned as it is.
std::string withEmptyResourceGroup(std::string_view id, std::string_view resourceGroup);

}  // namespace pf
