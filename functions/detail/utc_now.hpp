#pragma once
// The time utcNow() reads, in templates and in policy rules alike: the system clock with
// --real-time; else the deployment context's fixed time (a --context file's utcNow) or, without
// one, the run's (EvalOptions::fixedNow), so that expansions are reproducible. Always UTC.
#include "engine/expr/call.hpp"
#include "functions/detail/dotnet_datetime.hpp"

namespace pf {

// An error when the fixed time is not an ISO 8601 date-time.
Result<dotnet::DateTime> utcNowTime(Call& c);

}  // namespace pf
