#include "engine/expand/resource_id.hpp"

#include "engine/core/value.hpp"

namespace pf {

std::string withEmptyResourceGroup(std::string_view id, std::string_view resourceGroup) {
  std::string lower = toLowerAscii(id);
  const std::string_view marker = "/resourcegroups/";
  size_t at = lower.find(marker);
  if (at == std::string::npos) return std::string(id);
  size_t rest = at + marker.size();
  std::string_view tail = std::string_view(id).substr(rest);
  if (!tail.empty() && tail[0] == '/') {  // "resourceGroups//providers/..."
    tail.remove_prefix(1);
  } else if (istartsWith(tail, "providers/")) {
    // "resourceGroups/providers/Ns.x/...": the segment after "providers" is a namespace.
    std::string_view ns = tail.substr(10);
    ns = ns.substr(0, ns.find('/'));
    if (ns.find('.') == std::string_view::npos) return std::string(id);
  } else {
    return std::string(id);
  }
  if (resourceGroup.empty()) return std::string(id.substr(0, at)) + "/" + std::string(tail);
  return std::string(id.substr(0, rest)) + std::string(resourceGroup) + "/" + std::string(tail);
}

Result<std::string> buildResourceId(std::string_view scopeId, std::string_view type, std::string_view name) {
  // Old-style extension type: "Ns/t/providers/Ns2/t2" with name "n/Ns2/n2"... is written
  // by templates as type "Ns/t/providers/x" and name "n/Ns2/x-name"; treat the part before
  // "/providers/" as the parent resource under the scope.
  // The first "/providers/" in any case, found without a lower-case copy of the type.
  constexpr std::string_view kProviders = "/providers/";
  size_t prov = std::string_view::npos;
  for (size_t p = type.find('/'); p != std::string_view::npos; p = type.find('/', p + 1))
    if (iequals(type.substr(p, kProviders.size()), kProviders)) {
      prov = p;
      break;
    }
  if (prov != std::string_view::npos) {
    std::string_view parentType = type.substr(0, prov);
    std::string_view extType = type.substr(prov + kProviders.size());
    auto parentTypeSegs = splitSegments(parentType);
    auto nameSegs = splitSegments(name);
    size_t parentNames = parentTypeSegs.size() - 1;
    if (nameSegs.size() < parentNames + 1)
      return makeError("EXP011", "the name '" + std::string(name) + "' has too few segments for the type '" +
                                     std::string(type) + "'");
    std::string parentName;
    for (size_t i = 0; i < parentNames; ++i) parentName += (i ? "/" : "") + std::string(nameSegs[i]);
    PF_TRY(parentId, buildResourceId(scopeId, parentType, parentName));
    // The remaining name segments are "<extension namespace>/<name>..." or just "<name>".
    std::string rest;
    for (size_t i = parentNames; i < nameSegs.size(); ++i) rest += (i > parentNames ? "/" : "") + std::string(nameSegs[i]);
    auto extSegs = splitSegments(extType);
    // extType may be "locks" (namespace in the name: "Microsoft.Authorization/lockName")
    // or "Microsoft.Authorization/locks".
    if (extSegs.size() == 1) {
      auto restSegs = splitSegments(rest);
      if (restSegs.size() >= 2)
        return parentId + "/providers/" + std::string(restSegs[0]) + "/" + std::string(extType) + "/" +
               rest.substr(restSegs[0].size() + 1);
      return parentId + "/providers/" + std::string(extType) + "/" + rest;
    }
    return buildResourceId(parentId, extType, rest);
  }
  auto typeSegs = splitSegments(type);
  auto nameSegs = splitSegments(name);
  if (typeSegs.size() < 2 || typeSegs[0].empty())
    return makeError("EXP010", "the resource type '" + std::string(type) +
                                   "' is not valid: expected '<namespace>/<type>', e.g. 'Microsoft.Storage/storageAccounts'");
  if (typeSegs.size() - 1 != nameSegs.size())
    return makeError("EXP011", "the resource name '" + std::string(name) + "' has " + std::to_string(nameSegs.size()) +
                                   " segment(s) but the type '" + std::string(type) + "' needs " +
                                   std::to_string(typeSegs.size() - 1) +
                                   " (one per type segment after the namespace, separated by '/')");
  ResourceType parsed{std::string(type), std::string(typeSegs[0]), {typeSegs.begin() + 1, typeSegs.end()}};
  return buildResourceId(scopeId, parsed, {nameSegs.begin(), nameSegs.end()});
}

}  // namespace pf
