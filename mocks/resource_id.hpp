#pragma once
// Splitting a resource id into its type and names, enough for choosing mocks.
#include <string>
#include <string_view>
#include <vector>

namespace pf::mocks {

struct ResourceIdParts {
  std::string type;                // "Microsoft.Network/virtualNetworks/subnets"
  std::vector<std::string> names;  // {"vnet1", "default"}
};

// The type and names after the last "/providers/<namespace>/" of `id` (so an extension
// resource is seen as itself); resource group and subscription ids map to
// Microsoft.Resources/resourceGroups and Microsoft.Resources/subscriptions; the relative form
// "Microsoft.Storage/storageAccounts/name" is read as if it followed "/providers/".
// An id that has neither gives empty parts.
ResourceIdParts parseResourceId(std::string_view id);

}  // namespace pf::mocks
