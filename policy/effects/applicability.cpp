// Which resources a definition's mode evaluates.
#include <algorithm>

#include "engine/azuretypes/type_index.hpp"
#include "policy/effects/evaluation.hpp"

namespace pf::policy {

namespace {

bool carriesTagsAndLocation(const azuretypes::TypeRef& body) {
  return body.property("tags").has_value() && body.property("location").has_value();
}

}  // namespace

Truth modeApplies(PolicyMode mode, const std::string& type, const std::string& apiVersion) {
  if (mode == PolicyMode::All) return Truth::True;
  if (mode == PolicyMode::ResourceProvider) return Truth::False;
  // Indexed: resource groups and subscriptions are outside it; other types by their schema.
  if (iequals(type, "Microsoft.Resources/resourceGroups") || iequals(type, "Microsoft.Resources/subscriptions") ||
      iequals(type, "Microsoft.Resources/subscriptions/resourceGroups"))
    return Truth::False;
  const azuretypes::TypeIndex& index = azuretypes::TypeIndex::builtin();
  if (!apiVersion.empty())
    if (auto body = index.body(type, apiVersion)) return truthOf(carriesTagsAndLocation(*body));
  std::vector<std::string> versions = index.apiVersions(type);
  // The newest version the index has (versions sort as text: yyyy-mm-dd[-preview]).
  std::sort(versions.begin(), versions.end());
  for (auto it = versions.rbegin(); it != versions.rend(); ++it)
    if (auto body = index.body(type, *it)) return truthOf(carriesTagsAndLocation(*body));
  return Truth::Unknown;
}

}  // namespace pf::policy
