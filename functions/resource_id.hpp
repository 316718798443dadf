#pragma once
// Resource ids as ARM builds them: shared by the resourceId family of template functions
// and by the expansion engine (ids of the resources a template declares).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pf {

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

}  // namespace pf
