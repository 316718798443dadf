// Resource id functions: resourceId, subscriptionResourceId, tenantResourceId,
// managementGroupResourceId, extensionResourceId.
//
// ARM tells the arguments apart by the '/' in them: exactly one argument (two for
// extensionResourceId: the base id and the type) may contain '/', and it is the resource type;
// the arguments before it are the optional subscription id / resource group name / management
// group name, the ones after it the names, one per type segment. A trailing '/' on the type is
// ignored. The error texts follow the ones ARM gives ("function requires exactly one
// multi-segmented argument ...", "the type '...' requires 'N' resource name argument(s)").
#include "functions/resource_id.hpp"

#include <algorithm>

#include "functions/detail/common.hpp"
#include "functions/detail/resource_parts.hpp"

namespace pf {

std::vector<std::string_view> splitSegments(std::string_view s) {
  std::vector<std::string_view> out;
  out.reserve(static_cast<size_t>(std::count(s.begin(), s.end(), '/')) + 1);  // one allocation, not one per doubling
  for (;;) {
    size_t slash = s.find('/');
    out.push_back(s.substr(0, slash));
    if (slash == std::string_view::npos) return out;
    s.remove_prefix(slash + 1);
  }
}

std::optional<ResourceType> parseResourceType(std::string_view type) {
  while (!type.empty() && type.back() == '/') type.remove_suffix(1);
  if (type.find('/') == std::string_view::npos) return std::nullopt;
  ResourceType t;
  t.text = std::string(type);
  auto segs = splitSegments(type);
  t.ns = std::string(segs[0]);
  t.types.assign(segs.begin() + 1, segs.end());
  return t;
}

std::string buildResourceId(std::string_view scopeId, const ResourceType& type, const std::vector<std::string>& names) {
  // Subscriptions and resource groups are addressed without "/providers/Microsoft.Resources".
  if (iequals(type.ns, "Microsoft.Resources")) {
    bool subscriptionScope = istartsWith(scopeId, "/subscriptions/") &&
                             scopeId.find('/', std::string_view("/subscriptions/").size()) == std::string_view::npos;
    if (type.types.size() == 1 && iequals(type.types[0], "resourceGroups") && subscriptionScope)
      return std::string(scopeId) + "/resourceGroups/" + names[0];
    if (scopeId.empty() && !type.types.empty() && iequals(type.types[0], "subscriptions")) {
      if (type.types.size() == 1) return "/subscriptions/" + names[0];
      if (type.types.size() == 2 && iequals(type.types[1], "resourceGroups"))
        return "/subscriptions/" + names[0] + "/resourceGroups/" + names[1];
    }
  }
  constexpr std::string_view kProviders = "/providers/";
  size_t size = scopeId.size() + kProviders.size() + type.ns.size();
  for (size_t i = 0; i < type.types.size(); ++i) size += 2 + type.types[i].size() + (i < names.size() ? names[i].size() : 0);
  std::string id;
  id.reserve(size);  // one allocation for the whole id
  id += scopeId;
  id += kProviders;
  id += type.ns;
  for (size_t i = 0; i < type.types.size(); ++i) {
    id += '/';
    id += type.types[i];
    id += '/';
    id += i < names.size() ? names[i] : std::string();
  }
  return id;
}

ResourceIdParts parseResourceId(std::string_view id) {
  std::vector<std::string_view> segs;
  for (std::string_view seg : splitSegments(id))
    if (!seg.empty()) segs.push_back(seg);
  ResourceIdParts out;
  size_t providers = segs.size();
  for (size_t k = 0; k < segs.size(); ++k)
    if (iequals(segs[k], "providers")) providers = k;
  if (providers == segs.size() && !id.starts_with("/") && !segs.empty() && segs[0].find('.') != std::string_view::npos) {
    segs.insert(segs.begin(), "providers");  // the relative form
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

namespace {

bool multiSegmented(const Value& v) { return v.str().find('/') != std::string::npos; }

std::string joinedArgs(const Call& c) {
  std::string s;
  for (size_t i = 0; i < c.args.size(); ++i) {
    if (i) s += ',';
    s += c.args[i].str();
  }
  return s;
}

Error idError(const Call& c, const std::string& message) {
  return makeError("EVAL052", c.spec.name + ": " + message, c.loc());
}

// The arguments of an id function, told apart.
struct IdArgs {
  std::vector<std::string> leading;  // subscription id / resource group name / management group name
  ResourceType type;
  std::vector<std::string> names;
};

// `typeIndex`: the position of the resource type (the multi-segmented argument after any leading ones).
Result<IdArgs> typeAndNames(const Call& c, size_t typeIndex) {
  IdArgs a;
  for (size_t i = 0; i < typeIndex; ++i) a.leading.push_back(c.args[i].str());
  auto type = parseResourceType(c.args[typeIndex].str());
  if (!type)
    return idError(c, "'" + c.args[typeIndex].str() +
                          "' is not a resource type: give the type including its resource provider namespace, "
                          "e.g. 'Microsoft.Storage/storageAccounts'");
  a.type = std::move(*type);
  for (size_t i = typeIndex + 1; i < c.args.size(); ++i) a.names.push_back(c.args[i].str());
  if (a.names.size() != a.type.types.size())
    return idError(c, "the type '" + a.type.text + "' requires '" + std::to_string(a.type.types.size()) +
                          "' resource name argument(s), but " + std::to_string(a.names.size()) +
                          (a.names.size() == 1 ? " was" : " were") + " given (one name per type segment after the "
                                                                       "namespace; a name cannot contain '/')");
  return a;
}

// Resource Manager accepts integer names (resourceId('Microsoft.Compute/hostGroups', 'g', copyIndex(2))
// deploys) by taking their text; convert them before the string checks.
void stringifyIntegers(Call& c) {
  for (Value& a : c.args)
    if (a.isInt()) a = Value(std::to_string(a.asInt()));
}

// Every argument must be a string; exactly one contains '/' and at most `maxLeading` precede it.
Result<IdArgs> splitIdArgs(const Call& c, size_t maxLeading, std::string_view leadingNames) {
  for (size_t i = 0; i < c.args.size(); ++i)
    if (!c.args[i].isString()) return c.argError(i, "a string (all arguments of " + c.spec.name + " are strings)");
  size_t count = 0, typeIndex = 0;
  for (size_t i = 0; i < c.args.size(); ++i)
    if (multiSegmented(c.args[i]) && count++ == 0) typeIndex = i;
  if (count != 1)
    return idError(c, "the function requires exactly one multi-segmented argument, which must be the resource type "
                      "including its resource provider namespace (names cannot contain '/'); current function "
                      "arguments '" + joinedArgs(c) + "'");
  if (typeIndex > maxLeading) {
    std::string msg = "the resource type '" + c.args[typeIndex].str() + "' is argument " + std::to_string(typeIndex + 1);
    if (maxLeading == 0) msg += ", but it must be the first argument";
    else msg += ", but only " + std::string(leadingNames) + " may precede it";
    return idError(c, msg);
  }
  return typeAndNames(c, typeIndex);
}

std::string subscriptionScope(const std::string& sub) { return "/subscriptions/" + sub; }

Result<Value> resourceId(Call& c) {
  stringifyIntegers(c);
  PF_TRY(a, splitIdArgs(c, 2, "the subscription id and the resource group name"));
  const DeploymentContext& ctx = c.scope().context();
  std::string scope;
  if (a.leading.size() == 2) {
    scope = subscriptionScope(a.leading[0]) + "/resourceGroups/" + a.leading[1];
  } else if (a.leading.size() == 1) {
    if (!ctx.hasSubscription())
      return idError(c, "the resource group '" + a.leading[0] +
                            "' is given without a subscription id, and a deployment to " +
                            (ctx.scope == TargetScope::Tenant ? "the tenant" : "a management group") +
                            " has no current subscription; give the subscription id as the first argument");
    scope = subscriptionScope(ctx.subscriptionId) + "/resourceGroups/" + a.leading[0];
  } else {
    // The format depends on the deployment's scope (template-functions-resource.md, resourceId).
    switch (ctx.scope) {
      case TargetScope::ResourceGroup:
        scope = subscriptionScope(ctx.subscriptionId) + "/resourceGroups/" + ctx.resourceGroup;
        break;
      case TargetScope::Subscription: scope = subscriptionScope(ctx.subscriptionId); break;
      case TargetScope::ManagementGroup:
      case TargetScope::Tenant: break;
    }
  }
  return Value(buildResourceId(scope, a.type, a.names));
}

Result<Value> subscriptionResourceId(Call& c) {
  stringifyIntegers(c);
  PF_TRY(a, splitIdArgs(c, 1, "the subscription id"));
  const DeploymentContext& ctx = c.scope().context();
  std::string sub;
  if (!a.leading.empty()) sub = a.leading[0];
  else if (ctx.hasSubscription()) sub = ctx.subscriptionId;
  else
    return idError(c, std::string("a deployment to ") +
                          (ctx.scope == TargetScope::Tenant ? "the tenant" : "a management group") +
                          " has no current subscription; give the subscription id as the first argument");
  return Value(buildResourceId(subscriptionScope(sub), a.type, a.names));
}

Result<Value> tenantResourceId(Call& c) {
  stringifyIntegers(c);
  PF_TRY(a, splitIdArgs(c, 0, ""));
  return Value(buildResourceId("", a.type, a.names));
}

Result<Value> managementGroupResourceId(Call& c) {
  stringifyIntegers(c);
  PF_TRY(a, splitIdArgs(c, 1, "the management group name"));
  const DeploymentContext& ctx = c.scope().context();
  std::string mg;
  if (!a.leading.empty()) mg = a.leading[0];
  else if (ctx.scope == TargetScope::ManagementGroup) mg = ctx.managementGroup;
  else
    return idError(c, std::string("a deployment to ") +
                          (ctx.scope == TargetScope::ResourceGroup  ? "a resource group"
                           : ctx.scope == TargetScope::Subscription ? "a subscription"
                                                                    : "the tenant") +
                          " has no current management group; give the management group name as the first argument");
  return Value(buildResourceId("/providers/Microsoft.Management/managementGroups/" + mg, a.type, a.names));
}

// extensionResourceId(baseResourceId, resourceType, name1, ...): the extension resource's
// id under the id of the resource (or scope) it extends.
Result<Value> extensionResourceId(Call& c) {
  stringifyIntegers(c);
  for (size_t i = 0; i < c.args.size(); ++i)
    if (!c.args[i].isString()) return c.argError(i, "a string (all arguments of extensionResourceId are strings)");
  bool ok = multiSegmented(c.args[0]) && multiSegmented(c.args[1]);
  for (size_t i = 2; ok && i < c.args.size(); ++i) ok = !multiSegmented(c.args[i]);
  if (!ok)
    return idError(c, "the function requires exactly two multi-segmented arguments: the first must be the parent "
                      "resource id and the second the resource type including its resource provider namespace "
                      "(names cannot contain '/'); current function arguments '" + joinedArgs(c) + "'");
  PF_TRY(a, typeAndNames(c, 1));
  std::string_view base = a.leading[0];
  while (!base.empty() && base.back() == '/') base.remove_suffix(1);
  return Value(buildResourceId(base, a.type, a.names));
}

}  // namespace

void registerResourceIdFunctions(FunctionRegistry& r) {
  r.add({"resourceId", "resource", 2, -1,
         "resourceId([subscriptionId], [resourceGroupName], resourceType, resourceName1, [resourceName2], ...)",
         "Returns the id of a resource in a resource group (or at the deployment's scope).", resourceId});
  r.add({"subscriptionResourceId", "resource", 2, -1,
         "subscriptionResourceId([subscriptionId], resourceType, resourceName1, [resourceName2], ...)",
         "Returns the id of a resource deployed at subscription level.", subscriptionResourceId});
  r.add({"tenantResourceId", "resource", 2, -1, "tenantResourceId(resourceType, resourceName1, [resourceName2], ...)",
         "Returns the id of a resource deployed at tenant level.", tenantResourceId});
  r.add({"managementGroupResourceId", "resource", 2, -1,
         "managementGroupResourceId([managementGroupName], resourceType, resourceName1, [resourceName2], ...)",
         "Returns the id of a resource deployed at management group level.", managementGroupResourceId});
  r.add({"extensionResourceId", "resource", 3, -1,
         "extensionResourceId(baseResourceId, resourceType, resourceName1, [resourceName2], ...)",
         "Returns the id of an extension resource applied to the resource or scope baseResourceId.",
         extensionResourceId});
}

}  // namespace pf
