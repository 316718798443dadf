#pragma once
// Resource ids as ARM builds and reads them: shared by the resourceId family of template
// functions, the expansion engine (ids of the resources a template declares) and the mocks
// (which resource a list*() call or a runtime property is about).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pf {

// "a/b/c" split on '/'; empty segments are kept ("a//b" has three).
std::vector<std::string_view> splitSegments(std::string_view s);

// A resource type as ARM reads it: trailing '/' trimmed, then "<namespace>/<type1>/<type2>...".
struct ResourceType {
  std::string text;                // the type without trailing '/'
  std::string ns;                  // resource provider namespace, e.g. "Microsoft.Network"
  std::vector<std::string> types;  // type segments, e.g. {"virtualNetworks", "subnets"}
};

// Split a type; nullopt when it has no namespace and type segment ("Microsoft.Storage").
std::optional<ResourceType> parseResourceType(std::string_view type);

// The id of a resource of `type` with one name per type segment under `scopeId`
// ("" for the tenant, "/subscriptions/<id>", "/subscriptions/<id>/resourceGroups/<rg>",
// "/providers/Microsoft.Management/managementGroups/<mg>" or any resource id for extension
// resources): "<scope>/providers/<ns>/<type1>/<name1>/<type2>/<name2>...". Resource groups and
// subscriptions (Microsoft.Resources) keep their short form: "/subscriptions/<id>/resourceGroups/<rg>".
// `names` must have exactly one entry per type segment.
std::string buildResourceId(std::string_view scopeId, const ResourceType& type, const std::vector<std::string>& names);

// The type and names of a resource id.
struct ResourceIdParts {
  std::string type;                // "Microsoft.Network/virtualNetworks/subnets"
  std::vector<std::string> names;  // {"vnet1", "default"}
};

// The type and names after the last "/providers/<namespace>/" of `id` (so an extension
// resource is seen as itself); resource group and subscription ids map to
// Microsoft.Resources/resourceGroups and Microsoft.Resources/subscriptions; the relative form
// "Microsoft.Storage/storageAccounts/name" (which list*() accepts) is read as if it followed
// "/providers/". Empty segments are skipped. An id that has neither gives empty parts.
ResourceIdParts parseResourceId(std::string_view id);

}  // namespace pf
