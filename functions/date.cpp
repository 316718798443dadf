// Date functions: dateTimeAdd(), dateTimeFromEpoch(), dateTimeToEpoch(), utcNow().
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/dotnet_datetime.hpp"
#include "functions/detail/placement.hpp"
#include "functions/detail/utc_now.hpp"

namespace pf {
namespace {

constexpr const char* kDateTimeExpected =
    "an ISO 8601 date-time such as '2023-03-31T01:00:38Z' or '2020-04-07 14:53:14Z'";

Result<dotnet::DateTime> dateArgument(Call& c, size_t i) {
  PF_EXPECT(c.expectString(i));
  std::optional<dotnet::DateTime> dt = dotnet::parseDateTime(c.args[i].str());
  if (!dt) return c.argError(i, kDateTimeExpected);
  return *dt;
}

Result<Value> formatted(Call& c, const dotnet::DateTime& dt, size_t formatArg, std::string_view defaultFormat) {
  if (formatArg < c.args.size()) {
    PF_EXPECT(c.expectString(formatArg));
    Result<std::string> r = dotnet::formatDateTime(dt, c.args[formatArg].str());
    if (!r) return c.argError(formatArg, "a .NET date format string ('" + c.args[formatArg].str() + "' is not valid)");
    return Value(std::move(r).value());
  }
  if (defaultFormat.empty()) return Value(dotnet::isoDateTime(dt));
  Result<std::string> r = dotnet::formatDateTime(dt, defaultFormat);
  return Value(r ? std::move(r).value() : std::string());
}

// The result is the DateTime ARM computes, written as Newtonsoft writes a DateTime
// ("2023-04-01T01:00:38Z": no fractional part when it is zero) unless a format is given.
// Years are 365 days and months 30 days (XmlConvert durations, as documented).
Result<Value> dateTimeAdd(Call& c) {
  PF_TRY(base, dateArgument(c, 0));
  PF_EXPECT(c.expectString(1));
  std::optional<int64_t> duration = dotnet::parseDuration(c.args[1].str());
  if (!duration)
    return c.argError(1, "an ISO 8601 duration such as 'P1D', 'PT1H30M' or '-P9D' (weeks are not supported)");
  __int128 ticks = static_cast<__int128>(base.ticks) + *duration;
  if (ticks < 0 || ticks > dotnet::kMaxTicks)
    return c.error("the result is outside the range of dates (0001-01-01 to 9999-12-31)");
  dotnet::DateTime result{static_cast<int64_t>(ticks), base.utc};
  return formatted(c, result, 2, "");
}

Result<Value> dateTimeFromEpoch(Call& c) {
  PF_EXPECT(c.expectInt(0));
  std::optional<dotnet::DateTime> dt = dotnet::fromUnixSeconds(c.args[0].asInt());
  if (!dt) return c.argError(0, "a number of seconds between -62135596800 and 253402300799");
  return Value(dotnet::isoDateTime(*dt));
}

Result<Value> dateTimeToEpoch(Call& c) {
  PF_TRY(dt, dateArgument(c, 0));
  return Value(static_cast<long long>(dotnet::toUnixSeconds(dt)));
}

// Only legal in a parameter's defaultValue; the time is utcNowTime()'s (fixed unless --real-time).
Result<Value> utcNow(Call& c) {
  PF_EXPECT(requireParameterDefault(c));
  PF_TRY(now, utcNowTime(c));
  return formatted(c, now, 0, "yyyyMMddTHHmmssZ");
}

}  // namespace

void registerDateFunctions(FunctionRegistry& r) {
  r.add({"dateTimeAdd", "date", 2, 3, "dateTimeAdd(base, duration, [format])",
         "Adds an ISO 8601 duration to a date-time.", dateTimeAdd});
  r.add({"dateTimeFromEpoch", "date", 1, 1, "dateTimeFromEpoch(epochTime)",
         "The ISO 8601 date-time of a Unix time in seconds.", dateTimeFromEpoch});
  r.add({"dateTimeToEpoch", "date", 1, 1, "dateTimeToEpoch(dateTime)",
         "The Unix time in seconds of an ISO 8601 date-time.", dateTimeToEpoch});
  r.add({"utcNow", "date", 0, 1, "utcNow([format])",
         "The current UTC time (default format yyyyMMddTHHmmssZ); parameter defaultValue only; fixed unless "
         "--real-time.", utcNow});
}

}  // namespace pf
