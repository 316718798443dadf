#include "policy/language/resource.hpp"

#include "engine/expr/parser.hpp"

namespace pf::policy {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (;;) {
    size_t i = s.find(sep, start);
    out.push_back(s.substr(start, i == std::string_view::npos ? std::string_view::npos : i - start));
    if (i == std::string_view::npos) break;
    start = i + 1;
  }
  return out;
}

std::string scopeOf(const DeploymentContext& c) {
  switch (c.scope) {
    case TargetScope::ResourceGroup: return "/subscriptions/" + c.subscriptionId + "/resourceGroups/" + c.resourceGroup;
    case TargetScope::Subscription: return "/subscriptions/" + c.subscriptionId;
    case TargetScope::ManagementGroup: return "/providers/Microsoft.Management/managementGroups/" + c.managementGroup;
    case TargetScope::Tenant: return "";
  }
  return "";
}

}  // namespace

PolicyResource makeResource(const Value& body, const DeploymentContext& context, const std::string& apiVersion) {
  PolicyResource r;
  r.body = body;
  r.loc = body.loc();
  const Value* type = body.get("type");
  const Value* name = body.get("name");
  if (type && type->isString()) r.type = type->str();
  if (name && name->isString()) r.fullName = name->str();
  else if (name && name->isUnknown()) r.nameUnknown = true;
  // An extension declared in ARM's nested form ("Microsoft.Network/networkSecurityGroups/providers/
  // diagnosticSettings", named "nsg/Microsoft.Insights/default") is, for Azure, a resource of its
  // own type (Microsoft.Insights/diagnosticSettings) named by its last segments: read both from
  // the id's last provider part.
  const Value* idValue = body.get("id");
  std::string lowerType = toLowerAscii(r.type);
  if (lowerType.find("/providers/") != std::string::npos && idValue && idValue->isString()) {
    std::string lowerId = toLowerAscii(idValue->str());
    size_t at = lowerId.rfind("/providers/");
    if (at != std::string::npos) {
      std::vector<std::string_view> segs = split(std::string_view(idValue->str()).substr(at + 11), '/');
      if (segs.size() >= 3 && segs.size() % 2 == 1) {
        std::string t(segs[0]), n;
        for (size_t i = 1; i + 1 < segs.size(); i += 2) {
          t += "/" + std::string(segs[i]);
          n += (n.empty() ? "" : "/") + std::string(segs[i + 1]);
        }
        r.type = t;
        r.fullName = n;
      }
    }
  }
  size_t slash = r.fullName.rfind('/');
  r.name = slash == std::string::npos ? r.fullName : r.fullName.substr(slash + 1);
  if (!apiVersion.empty()) r.apiVersion = apiVersion;
  else if (const Value* v = body.get("apiVersion"); v && v->isString()) r.apiVersion = v->str();
  if (const Value* id = body.get("id"); id && id->isString()) {
    r.id = id->str();
  } else if (!r.type.empty() && !r.fullName.empty()) {
    std::vector<std::string_view> types = split(r.type, '/');
    std::vector<std::string_view> names = split(r.fullName, '/');
    std::string id = scopeOf(context) + "/providers/" + std::string(types[0]);
    for (size_t i = 1; i < types.size(); ++i) {
      id += "/" + std::string(types[i]);
      id += "/" + std::string(i - 1 < names.size() ? names[i - 1] : std::string_view());
    }
    r.id = id;
  }
  return r;
}

Value expressionsAsUnknown(const Value& v) {
  if (v.isString() && isExpression(v.str())) {
    std::string_view s = v.str();
    return Value::unknown(std::string(s.substr(1, s.size() - 2))).withLoc(v.loc());
  }
  if (v.isString() && v.str().rfind("[[", 0) == 0) return Value(std::string(unescapeLiteral(v.str()))).withLoc(v.loc());
  if (v.isArray()) {
    Value out = v;
    for (Value& x : out.arrMut()) x = expressionsAsUnknown(x);
    return out;
  }
  if (v.isObject()) {
    Value out = v;
    for (auto& [k, x] : out.objMut()) x = expressionsAsUnknown(x);
    return out;
  }
  return v;
}

}  // namespace pf::policy
