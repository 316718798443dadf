#include "policy/language/functions.hpp"

#include "functions/detail/common.hpp"
#include "functions/detail/dotnet_datetime.hpp"
#include "functions/detail/ip.hpp"
#include "functions/detail/utc_now.hpp"
#include "policy/diagnostics.hpp"
#include "policy/language/policy_scope.hpp"

namespace pf::policy {

namespace {

// Documented as unavailable in policy rules (definition-structure-policy-rule, "Policy functions").
constexpr std::string_view kForbidden[] = {
    "copyIndex", "dateTimeAdd", "dateTimeFromEpoch", "dateTimeToEpoch", "deployment", "environment",
    "extensionResourceId", "lambda", "listAccountSas", "listKeys", "listSecrets", "list", "managementGroup",
    "newGuid", "pickZones", "providers", "reference", "resourceId", "subscriptionResourceId",
    "tenantResourceId", "tenant", "variables",
    // They need lambda(), which policies cannot call; listed so the error names them.
    "filter", "map", "reduce", "sort", "toObject", "groupBy", "mapValues", "lambdaVariables",
};

PolicyHooks* hooksOf(Call& c) {
  auto* scope = dynamic_cast<PolicyScope*>(&c.scope());
  return scope ? scope->hooks() : nullptr;
}

Error outsidePolicy(Call& c) {
  return makeError(std::string(diag::kForbiddenFunction), c.name() + "() is only available in policy rules", c.loc());
}

Result<Value> forbidden(Call& c) {
  return makeError(std::string(diag::kForbiddenFunction),
                   c.name() + "() is not available in policy rules (Azure Policy rejects the definition)", c.loc());
}

Result<Value> field(Call& c) {
  PF_EXPECT(c.expectString(0));
  PolicyHooks* h = hooksOf(c);
  if (!h) return outsidePolicy(c);
  return h->field(c.args[0].str(), c.loc());
}

Result<Value> current(Call& c) {
  PolicyHooks* h = hooksOf(c);
  if (!h) return outsidePolicy(c);
  if (c.args.empty()) return h->current(nullptr, c.loc());
  PF_EXPECT(c.expectString(0));
  return h->current(&c.args[0].str(), c.loc());
}

Result<Value> requestContext(Call& c) {
  PolicyHooks* h = hooksOf(c);
  if (!h) return outsidePolicy(c);
  return h->requestContext();
}

Result<Value> policyFunction(Call& c) {
  PolicyHooks* h = hooksOf(c);
  if (!h) return outsidePolicy(c);
  return h->policyInfo();
}

constexpr const char* kPolicyDateFormat = "yyyy'-'MM'-'dd'T'HH':'mm':'ss'.'fffffff'Z'";

Result<Value> formatted(Call& c, const dotnet::DateTime& dt, size_t formatArg) {
  std::string_view format = kPolicyDateFormat;
  if (formatArg < c.args.size()) {
    PF_EXPECT(c.expectString(formatArg));
    format = c.args[formatArg].str();
  }
  Result<std::string> r = dotnet::formatDateTime(dt, format);
  if (!r) return c.argError(formatArg, "a .NET date format string");
  return Value(std::move(r).value());
}

// utcNow() in a policy rule: anywhere in the rule, default format yyyy-MM-ddTHH:mm:ss.fffffffZ;
// the fixed time of the run unless --real-time.
Result<Value> utcNow(Call& c) {
  PF_TRY(now, utcNowTime(c));
  return formatted(c, now, 0);
}

Result<Value> addDays(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectInt(1));
  std::optional<dotnet::DateTime> dt = dotnet::parseDateTime(c.args[0].str());
  if (!dt) return c.argError(0, "an ISO 8601 date-time such as '2024-01-31T00:00:00.0000000Z'");
  __int128 ticks = static_cast<__int128>(dt->ticks) + static_cast<__int128>(c.args[1].asInt()) * dotnet::kTicksPerDay;
  if (ticks < 0 || ticks > dotnet::kMaxTicks) return c.error("the result is outside the range of dates");
  dotnet::DateTime out{static_cast<int64_t>(ticks), true};
  return formatted(c, out, 99);
}

Result<Value> ipRangeContainsFn(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(c.expectString(1));
  Result<bool> r = ipRangeContains(c.args[0].str(), c.args[1].str());
  if (!r) return makeError(std::string(diag::kEvaluation), "ipRangeContains: " + r.error().message, c.loc());
  return Value(*r);
}

// resourceGroup() as policies see it: managedBy is null for a group nobody manages (ARM's
// template function leaves the member out, and built-ins read it: resourcegroup().managedBy).
Result<Value> resourceGroup(Call& c) {
  const DeploymentContext& ctx = c.scope().context();
  // Outside a resource group Microsoft documents no answer: not known, rather than a failure
  // (which Azure would turn into deny).
  if (ctx.scope != TargetScope::ResourceGroup) return Value::unknown("resourceGroup() of a resource outside any resource group");
  Value rg = ctx.resourceGroupObject();
  if (rg.isObject() && !rg.obj().find("managedBy")) rg.objMut().append("managedBy", Value());
  return rg;
}

struct Range {
  bool v6 = false;
  ip::u128 lo = 0, hi = 0;
};

std::optional<Range> parseRange(std::string_view s) {
  if (s.empty()) return std::nullopt;
  if (size_t dash = s.find('-'); dash != std::string_view::npos) {
    auto a = ip::parseAddress(s.substr(0, dash));
    auto b = ip::parseAddress(s.substr(dash + 1));
    if (!a || !b || a->v6 != b->v6 || a->bits > b->bits) return std::nullopt;
    return Range{a->v6, a->bits, b->bits};
  }
  if (s.find('/') != std::string_view::npos) {
    auto cidr = ip::parseCidr(s);
    if (!cidr) return std::nullopt;
    ip::u128 m = ip::mask(cidr->prefix, cidr->address.v6);
    ip::u128 full = ip::mask(cidr->address.width(), cidr->address.v6);
    ip::u128 lo = cidr->address.bits & m;
    return Range{cidr->address.v6, lo, lo | (~m & full)};
  }
  auto a = ip::parseAddress(s);
  if (!a) return std::nullopt;
  return Range{a->v6, a->bits, a->bits};
}

}  // namespace

Result<bool> ipRangeContains(std::string_view range, std::string_view target) {
  auto r = parseRange(range);
  if (!r) return makeError(std::string(diag::kEvaluation), "'" + std::string(range) + "' is not an IP address or range");
  auto t = parseRange(target);
  if (!t) return makeError(std::string(diag::kEvaluation), "'" + std::string(target) + "' is not an IP address or range");
  if (r->v6 != t->v6)
    return makeError(std::string(diag::kEvaluation), "'" + std::string(range) + "' and '" + std::string(target) +
                                                         "' are of different IP families");
  return t->lo >= r->lo && t->hi <= r->hi;
}

FunctionRegistry policyFunctions() {
  FunctionRegistry r = builtinFunctions();
  for (std::string_view name : kForbidden) {
    const FunctionSpec* old = r.find(name);
    if (!old || !iequals(old->name, name)) continue;
    FunctionSpec spec = *old;
    spec.category = std::string(kForbiddenCategory);
    spec.impl = forbidden;
    spec.flags = (spec.flags & kPrefix) | kLazy;
    spec.minArgs = 0;
    spec.maxArgs = -1;
    r.add(std::move(spec));
  }
  r.add({"field", "policy", 1, 1, "field(fieldName)", "The value of a field (alias) of the evaluated resource.", field});
  r.add({"current", "policy", 0, 1, "current([indexName])", "The member a count expression is at.", current});
  r.add({"requestContext", "policy", 0, 0, "requestContext()",
         "The request: apiVersion, and identity (not known offline).", requestContext});
  r.add({"policy", "policy", 0, 0, "policy()",
         "The assignment and definition being evaluated: assignmentId, definitionId, setDefinitionId, "
         "definitionReferenceId.",
         policyFunction});
  r.add({"ipRangeContains", "policy", 2, 2, "ipRangeContains(range, targetRange)",
         "Whether an IP range (address, CIDR or start-end) contains another.", ipRangeContainsFn});
  r.add({"addDays", "policy", 2, 2, "addDays(dateTime, numberOfDaysToAdd)", "Adds days to a date-time.", addDays});
  r.add({"utcNow", "date", 0, 1, "utcNow([format])",
         "The current UTC time (default format yyyy-MM-ddTHH:mm:ss.fffffffZ), anywhere in a policy rule.", utcNow});
  r.add({"resourceGroup", "scope", 0, 0, "resourceGroup()", "The evaluated resource's resource group.", resourceGroup});
  return r;
}

}  // namespace pf::policy
