#pragma once
// The functions of policy rules: ARM's template functions (functions/) without those Azure
// Policy does not allow, plus the policy-only ones: field(), current(), requestContext(),
// policy(), ipRangeContains(), addDays(), and utcNow() usable anywhere.
#include <string_view>

#include "engine/expr/registry.hpp"

namespace pf::policy {

// Category of the functions policies may not call; each fails with POL006 if evaluated.
inline constexpr std::string_view kForbiddenCategory = "not in policies";

// Built once per run and shared read-only (like builtinFunctions()).
FunctionRegistry policyFunctions();

// Whether an IP range (a single address, CIDR or start-end; IPv4 or IPv6) contains another.
// An error when either is empty or malformed or the families differ (an evaluation failure).
Result<bool> ipRangeContains(std::string_view range, std::string_view target);

}  // namespace pf::policy
