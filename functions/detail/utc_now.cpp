#include "functions/detail/utc_now.hpp"

namespace pf {

Result<dotnet::DateTime> utcNowTime(Call& c) {
  const EvalOptions& o = c.ctx.session.options;
  if (o.realTime) return dotnet::nowUtc();
  // The context's fixed time wins over the run's.
  const std::string& text = c.scope().context().utcNow.empty() ? o.fixedNow : c.scope().context().utcNow;
  std::optional<dotnet::DateTime> fixed = dotnet::parseDateTime(text);
  if (!fixed) return c.error("the configured fixed time '" + text + "' is not an ISO 8601 date-time");
  fixed->utc = true;
  return *fixed;
}

}  // namespace pf
