#include "mocks/resource_id.hpp"

#include "engine/core/value.hpp"

namespace pf::mocks {

ResourceIdParts parseResourceId(std::string_view id) {
  std::vector<std::string_view> segs;
  size_t i = 0;
  while (i < id.size()) {
    size_t slash = id.find('/', i);
    if (slash == std::string_view::npos) slash = id.size();
    if (slash > i) segs.push_back(id.substr(i, slash - i));
    i = slash + 1;
  }
  ResourceIdParts out;
  size_t providers = segs.size();
  for (size_t k = 0; k < segs.size(); ++k)
    if (iequals(segs[k], "providers")) providers = k;
  // "Microsoft.Storage/storageAccounts/name": the relative form list*() also accepts.
  if (providers == segs.size() && !id.starts_with("/") && !segs.empty() && segs[0].find('.') != std::string_view::npos) {
    segs.insert(segs.begin(), "providers");
    providers = 0;
  }
  if (providers + 1 < segs.size()) {
    out.type = std::string(segs[providers + 1]);
    for (size_t k = providers + 2; k < segs.size(); k += 2) {
      out.type += "/" + std::string(segs[k]);
      if (k + 1 < segs.size()) out.names.emplace_back(segs[k + 1]);
    }
    if (out.type.find('/') == std::string::npos) out = {};  // a bare namespace is not a resource
    return out;
  }
  if (segs.size() == 4 && iequals(segs[0], "subscriptions") && iequals(segs[2], "resourceGroups"))
    return {"Microsoft.Resources/resourceGroups", {std::string(segs[3])}};
  if (segs.size() == 2 && iequals(segs[0], "subscriptions"))
    return {"Microsoft.Resources/subscriptions", {std::string(segs[1])}};
  return out;
}

}  // namespace pf::mocks
