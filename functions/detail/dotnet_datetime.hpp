#pragma once
// .NET DateTime semantics for the date functions: 100 ns ticks since 0001-01-01, ISO 8601
// parsing, XmlConvert durations and .NET date format strings (invariant culture).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"

namespace pf::dotnet {

constexpr int64_t kTicksPerSecond = 10'000'000;
constexpr int64_t kTicksPerDay = 86'400 * kTicksPerSecond;
constexpr int64_t kMaxTicks = 3'155'378'975'999'999'999;  // 9999-12-31T23:59:59.9999999
constexpr int64_t kUnixEpochTicks = 621'355'968'000'000'000;

struct DateTime {
  int64_t ticks = 0;
  bool utc = false;  // DateTimeKind.Utc (prints "Z" for K); otherwise Unspecified
};

// ISO 8601 date-times as ARM accepts them: "2020-04-07 14:53:14Z", "2023-03-31T01:00:38Z",
// "2020-04-07T14:53:14.1234567+02:00", "2020-04-07", utcNow()'s "20190305T175318Z" and
// the invariant "MM/dd/yyyy HH:mm:ss". A zone offset converts to UTC.
std::optional<DateTime> parseDateTime(std::string_view s);

// XmlConvert.ToTimeSpan: "[-]P[nY][nM][nD][T[nH][nM][n[.f]S]]"; a year is 365 days and a
// month 30 days (as the ARM docs state). nullopt when malformed or out of range.
std::optional<int64_t> parseDuration(std::string_view s);

// DateTime.ToString(format, InvariantCulture): standard ("d", "o", "u", ...) and custom
// ("yyyy-MM-dd", "M d", ...) formats. An empty format is "G".
Result<std::string> formatDateTime(const DateTime& dt, std::string_view format);

// How Newtonsoft.Json writes a DateTime: "yyyy-MM-ddTHH:mm:ss[.FFFFFFF]" plus "Z" for UTC.
std::string isoDateTime(const DateTime& dt);

std::optional<DateTime> fromUnixSeconds(int64_t seconds);
int64_t toUnixSeconds(const DateTime& dt);  // a DateTime without zone counts as UTC

// The current UTC time from the system clock.
DateTime nowUtc();

}  // namespace pf::dotnet
