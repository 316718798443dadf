#include "policy/assignments/scope.hpp"

namespace pf::policy {

namespace {

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start < s.size()) {
    size_t i = s.find('/', start);
    if (i == std::string_view::npos) i = s.size();
    if (i > start) out.emplace_back(s.substr(start, i - start));
    start = i + 1;
  }
  return out;
}

std::string normalizeLocation(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != ' ') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

ResourcePlace placeOf(const std::string& id, const std::string& type, const Value& location, const DeploymentContext& ctx) {
  ResourcePlace p;
  p.id = id;
  p.type = type;
  p.subscriptionId = ctx.subscriptionId;
  if (ctx.scope == TargetScope::ResourceGroup) p.resourceGroup = ctx.resourceGroup;
  std::vector<std::string> s = split(id);
  if (s.size() >= 2 && iequals(s[0], "subscriptions")) {
    p.subscriptionId = s[1];
    p.resourceGroup = s.size() >= 4 && iequals(s[2], "resourceGroups") ? s[3] : std::string();
  }
  if (!ctx.managementGroup.empty()) p.managementGroups.push_back(ctx.managementGroup);
  for (const std::string& a : ctx.managementGroupAncestors) p.managementGroups.push_back(a);
  if (location.isString()) p.location = location.str();
  else if (location.isUnknown()) p.locationUnknown = true;
  return p;
}

bool validScope(const std::string& scope) {
  std::vector<std::string> s = split(scope);
  if (s.size() == 4 && iequals(s[0], "providers") && iequals(s[1], "Microsoft.Management") &&
      iequals(s[2], "managementGroups"))
    return true;
  return s.size() >= 2 && iequals(s[0], "subscriptions");
}

bool scopeContains(const std::string& scope, const ResourcePlace& place) {
  std::vector<std::string> s = split(scope);
  if (s.size() == 4 && iequals(s[0], "providers") && iequals(s[1], "Microsoft.Management") &&
      iequals(s[2], "managementGroups")) {
    for (const std::string& mg : place.managementGroups)
      if (iequals(mg, s[3])) return true;
    return false;
  }
  if (s.size() < 2 || !iequals(s[0], "subscriptions") || !iequals(s[1], place.subscriptionId)) return false;
  if (s.size() == 2) return true;
  if (s.size() >= 4 && iequals(s[2], "resourceGroups")) {
    if (!iequals(s[3], place.resourceGroup)) return false;
    if (s.size() == 4) return true;
  }
  // A resource (or a resource under a resource): the id itself or one below it.
  std::vector<std::string> r = split(place.id);
  if (r.size() < s.size()) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if (!iequals(r[i], s[i])) return false;
  return true;
}

Truth selectorMatches(const Selector& sel, const ResourcePlace& place, const std::string& referenceId) {
  bool hit = false;
  if (iequals(sel.kind, "resourceLocation")) {
    if (place.locationUnknown) return Truth::Unknown;
    for (const std::string& v : sel.values) hit = hit || normalizeLocation(v) == normalizeLocation(place.location);
  } else if (iequals(sel.kind, "resourceType")) {
    for (const std::string& v : sel.values) hit = hit || iequals(v, place.type);
  } else if (iequals(sel.kind, "resourceWithoutLocation")) {
    // Only subscriptionLevelResources is documented: resources outside any resource group.
    bool subscriptionLevel = place.resourceGroup.empty() && place.location.empty() && !place.locationUnknown;
    for (const std::string& v : sel.values) hit = hit || (iequals(v, "subscriptionLevelResources") && subscriptionLevel);
  } else if (iequals(sel.kind, "policyDefinitionReferenceId")) {
    for (const std::string& v : sel.values) hit = hit || iequals(v, referenceId);
  } else {
    return Truth::False;
  }
  return truthOf(hit == sel.in);
}

Truth selectorsMatch(const std::vector<ResourceSelector>& selectors, const ResourcePlace& place) {
  if (selectors.empty()) return Truth::True;
  Truth any = Truth::False;
  for (const ResourceSelector& rs : selectors) {
    Truth all = Truth::True;
    for (const Selector& s : rs.selectors) {
      Truth t = selectorMatches(s, place);
      if (t == Truth::False) {
        all = Truth::False;
        break;
      }
      if (t == Truth::Unknown) all = Truth::Unknown;
    }
    if (all == Truth::True) return Truth::True;
    if (all == Truth::Unknown) any = Truth::Unknown;
  }
  return any;
}

}  // namespace pf::policy
