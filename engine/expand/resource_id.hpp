#pragma once
// Building and taking apart resource ids.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"

namespace pf {

// `scopeId` is "" (tenant), "/subscriptions/x", "/subscriptions/x/resourceGroups/y",
// "/providers/Microsoft.Management/managementGroups/z", or any resource id (extension resources).
// `type` "Ns/t1/t2" and `name` "n1/n2" must have as many type segments as name segments.
// Types with a "/providers/" part (old-style extension types such as
// "Microsoft.Storage/storageAccounts/providers/locks") are handled too.
Result<std::string> buildResourceId(std::string_view scopeId, std::string_view type, std::string_view name);

// Split "a/b/c" on '/'.
std::vector<std::string_view> splitSegments(std::string_view s);

// The resource type of a resource id (".../providers/Ns/t1/n1/t2/n2" → "Ns/t1/t2"); "" if none.
std::string resourceTypeOfId(std::string_view id);
// The name of a resource id ("n1/n2"); "" if none.
std::string resourceNameOfId(std::string_view id);

}  // namespace pf
