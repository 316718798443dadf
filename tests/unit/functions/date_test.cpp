// dateTimeAdd, dateTimeFromEpoch, dateTimeToEpoch, utcNow (template-functions-date.md).
#include <catch2/catch.hpp>
#include <regex>

#include "functions/detail/dotnet_datetime.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/functions/string_test_support.hpp"

using namespace pf;
using test::evalJson;

namespace {
test::EvalSetup at(const char* now) {
  test::EvalSetup s;
  s.options.fixedNow = now;
  return s;
}
}  // namespace

// The docs print these outputs as PowerShell shows a DateTime ("4/7/2023 2:53:14 PM");
// the engine's value is the ISO string (compare the Bicep baseline below).
TEST_CASE("dateTimeAdd: docs example with base 2020-04-07 14:53:14Z", "[fn-date]") {
  CHECK(evalJson("dateTimeAdd('2020-04-07 14:53:14Z', 'P3Y')") == R"("2023-04-07T14:53:14Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07 14:53:14Z', '-P9D')") == R"("2020-03-29T14:53:14Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07 14:53:14Z', 'PT1H')") == R"("2020-04-07T15:53:14Z")");
  // The same through a parameter default of utcNow('u').
  auto setup = at("2020-04-07T14:53:14Z");
  CHECK(test::evalWith(setup, "utcNow('u')") == R"("2020-04-07 14:53:14Z")");
  CHECK(test::evalWith(setup, "dateTimeAdd(utcNow('u'), 'P3Y')") == R"("2023-04-07T14:53:14Z")");
}

TEST_CASE("dateTimeAdd: a year is 365 days and a month 30 (docs remarks)", "[fn-date]") {
  CHECK(evalJson("dateTimeAdd('2023-01-01 00:00:00Z', 'P1Y')") == R"("2024-01-01T00:00:00Z")");
  CHECK(evalJson("dateTimeAdd('2024-01-01 00:00:00Z', 'P1Y')") == R"("2024-12-31T00:00:00Z")");
  CHECK(evalJson("dateTimeAdd('2023-02-01 00:00:00Z', 'P1M')") == R"("2023-03-03T00:00:00Z")");
  CHECK(evalJson("dateTimeAdd('2024-02-01 00:00:00Z', 'P1M')") == R"("2024-03-02T00:00:00Z")");
}

TEST_CASE("date functions: Bicep baseline (real engine)", "[fn-date]") {
  CHECK(evalJson("dateTimeAdd(dateTimeFromEpoch(1680224438), 'P1D')") == R"("2023-04-01T01:00:38Z")");
  CHECK(evalJson("dateTimeToEpoch(dateTimeFromEpoch(1680224438))") == "1680224438");
}

TEST_CASE("epoch functions: docs table", "[fn-date]") {
  CHECK(evalJson("dateTimeFromEpoch(1683040573)") == R"("2023-05-02T15:16:13Z")");
  CHECK(evalJson("dateTimeToEpoch('2023-05-02T15:16:13Z')") == "1683040573");
  // The docs' parameter default: dateTimeToEpoch(dateTimeAdd(utcNow(), 'P1Y')).
  CHECK(test::evalWith(at("2025-01-01T00:00:00Z"), "dateTimeToEpoch(dateTimeAdd(utcNow(), 'P1Y'))") == "1767225600");
}

TEST_CASE("dateTimeAdd: durations", "[fn-date]") {
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14Z', 'P1DT2H3M4S')") == R"("2020-04-08T16:56:18Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14Z', 'PT1.5S')") == R"("2020-04-07T14:53:15.5Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14Z', '-PT1M')") == R"("2020-04-07T14:52:14Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14Z', 'PT90M')") == R"("2020-04-07T16:23:14Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14Z', 'P0D')") == R"("2020-04-07T14:53:14Z")");
  for (const char* bad : {"P1W", "1D", "P", "PT", "P1H", "P1.5D", "PT1S1M", "p1d", "P-1D"}) {
    INFO(bad);
    CHECK_THAT(evalJson(std::string("dateTimeAdd('2020-04-07T14:53:14Z', '") + bad + "')"),
               Catch::Contains("dateTimeAdd: argument 2 must be an ISO 8601 duration"));
  }
}

TEST_CASE("dateTimeAdd: base formats, zones and output", "[fn-date]") {
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14+02:00', 'PT0S')") == R"("2020-04-07T12:53:14Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14-0130', 'PT0S')") == R"("2020-04-07T16:23:14Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14', 'PT1H')") == R"("2020-04-07T15:53:14")");
  CHECK(evalJson("dateTimeAdd('2020-04-07', 'P1D')") == R"("2020-04-08T00:00:00")");
  CHECK(evalJson("dateTimeAdd('20190305T175318Z', 'PT1S')") == R"("2019-03-05T17:53:19Z")");
  CHECK(evalJson("dateTimeAdd('03/05/2019 17:53:18', 'P1D')") == R"("2019-03-06T17:53:18")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14.1234567Z', 'PT0S')") == R"("2020-04-07T14:53:14.1234567Z")");
  CHECK(evalJson("dateTimeAdd('2020-04-07T14:53:14.120Z', 'PT0S')") == R"("2020-04-07T14:53:14.12Z")");
  CHECK(evalJson("dateTimeAdd('2020-02-28T00:00:00Z', 'P1D', 'yyyy-MM-dd')") == R"("2020-02-29")");
  CHECK(evalJson("dateTimeAdd('2020-04-07 14:53:14Z', 'PT30M', 'u')") == R"("2020-04-07 15:23:14Z")");
  CHECK_THAT(evalJson("dateTimeAdd('9999-12-31T00:00:00Z', 'P1D')"), Catch::Contains("outside the range"));
  CHECK_THAT(evalJson("dateTimeAdd('0001-01-01T00:00:00Z', '-PT1S')"), Catch::Contains("outside the range"));
  CHECK_THAT(evalJson("dateTimeAdd('yesterday', 'P1D')"),
             Catch::Contains("dateTimeAdd: argument 1 must be an ISO 8601 date-time"));
  CHECK_THAT(evalJson("dateTimeAdd('2020-02-30', 'P1D')"), Catch::Contains("argument 1 must be an ISO 8601"));
  CHECK_THAT(evalJson("dateTimeAdd('2020-04-07T25:00:00Z', 'P1D')"), Catch::Contains("argument 1"));
  CHECK_THAT(evalJson("dateTimeAdd('2020-04-07', 'P1D', 'q')"),
             Catch::Contains("dateTimeAdd: argument 3 must be a .NET date format string"));
  CHECK_THAT(evalJson("dateTimeAdd('2020-04-07')"), Catch::Contains("EVAL001"));
}

TEST_CASE("epoch functions: edges", "[fn-date]") {
  CHECK(evalJson("dateTimeFromEpoch(0)") == R"("1970-01-01T00:00:00Z")");
  CHECK(evalJson("dateTimeFromEpoch(-1)") == R"("1969-12-31T23:59:59Z")");
  CHECK(evalJson("dateTimeToEpoch('1970-01-01T00:00:01.9Z')") == "1");
  CHECK(evalJson("dateTimeToEpoch('1969-12-31T23:59:59.5Z')") == "-1");
  CHECK(evalJson("dateTimeToEpoch('20190305T175318Z')") == "1551808398");
  CHECK(evalJson("dateTimeToEpoch('2019-03-05T19:53:18+02:00')") == "1551808398");
  CHECK_THAT(evalJson("dateTimeFromEpoch('1')"), Catch::Contains("dateTimeFromEpoch: argument 1 must be an integer"));
  CHECK_THAT(evalJson("dateTimeFromEpoch(9223372036854775807)"), Catch::Contains("argument 1 must be a number of seconds"));
  CHECK_THAT(evalJson("dateTimeToEpoch(5)"), Catch::Contains("dateTimeToEpoch: argument 1 must be a string"));
}

TEST_CASE("utcNow: docs formats at a fixed instant", "[fn-date]") {
  auto s = at("2019-03-05T17:53:18Z");
  CHECK(test::evalWith(s, "utcNow()") == R"("20190305T175318Z")");
  CHECK(test::evalWith(s, "utcNow('d')") == R"("03/05/2019")");
  CHECK(test::evalWith(s, "utcNow('M d')") == R"("3 5")");
}

TEST_CASE("utcNow: .NET standard and custom formats (invariant culture)", "[fn-date]") {
  auto s = at("2019-03-05T17:53:18Z");
  auto fmt = [&](const std::string& f) { return test::evalWith(s, "utcNow('" + f + "')"); };
  CHECK(fmt("u") == R"("2019-03-05 17:53:18Z")");
  CHECK(fmt("D") == R"("Tuesday, 05 March 2019")");
  CHECK(fmt("f") == R"("Tuesday, 05 March 2019 17:53")");
  CHECK(fmt("F") == R"("Tuesday, 05 March 2019 17:53:18")");
  CHECK(fmt("g") == R"("03/05/2019 17:53")");
  CHECK(fmt("G") == R"("03/05/2019 17:53:18")");
  CHECK(fmt("M") == R"("March 05")");
  CHECK(fmt("o") == R"("2019-03-05T17:53:18.0000000Z")");
  CHECK(fmt("r") == R"("Tue, 05 Mar 2019 17:53:18 GMT")");
  CHECK(fmt("s") == R"("2019-03-05T17:53:18")");
  CHECK(fmt("t") == R"("17:53")");
  CHECK(fmt("T") == R"("17:53:18")");
  CHECK(fmt("U") == R"("Tuesday, 05 March 2019 17:53:18")");
  CHECK(fmt("y") == R"("2019 March")");
  CHECK(fmt("yyyy-MM-dd") == R"("2019-03-05")");
  CHECK(fmt("hh:mm tt") == R"("05:53 PM")");
  CHECK(fmt("h t") == R"("5 P")");
  CHECK(fmt("MMM ddd yy") == R"("Mar Tue 19")");
  CHECK(fmt("''Year'' yyyy") == R"("Year 2019")");
  CHECK(fmt("HH\\hmm") == R"("17h53")");
  CHECK(fmt("%K") == R"("Z")");
  CHECK(fmt("%d") == R"("5")");
  CHECK(fmt("ss.FFF") == R"("18")");
  CHECK(fmt("ss.fff") == R"("18.000")");
  CHECK(fmt("zzz") == R"("+00:00")");
  CHECK_THAT(fmt("q"), Catch::Contains("utcNow: argument 1 must be a .NET date format string"));
  CHECK_THAT(fmt("K"), Catch::Contains("argument 1 must be a .NET date format string"));
  CHECK_THAT(fmt("ffffffff"), Catch::Contains("argument 1 must be a .NET date format string"));
}

TEST_CASE("utcNow: formats used by deployed quickstart templates", "[fn-date]") {
  auto s = at("2019-03-05T17:53:18Z");
  CHECK(test::evalWith(s, "utcNow('yyyyMMddHHmmss')") == R"("20190305175318")");
  CHECK(test::evalWith(s, "utcNow('yyyy-MM-ddTHH:mm:ssZ')") == R"("2019-03-05T17:53:18Z")");
  CHECK(test::evalWith(s, "utcNow('MMddHHmmss')") == R"("0305175318")");
  // recovery-services-backup-file-share-hourly: digits and braces are literals in a date format.
  CHECK(test::evalWith(s, "format('{0}08:00:00.000Z', substring(utcNow('2020-01-01T{0}:00Z'), 0, 11))") ==
        R"("2020-01-01T08:00:00.000Z")");
}

TEST_CASE("utcNow: deterministic by default, real with realTime", "[fn-date]") {
  CHECK(evalJson("utcNow()") == R"("20250101T000000Z")");  // EvalOptions::fixedNow default
  test::EvalSetup real;
  real.options.realTime = true;
  std::string now = test::evalWith(real, "utcNow()");
  CHECK(std::regex_match(now, std::regex("\"20[2-9][0-9][01][0-9][0-3][0-9]T[0-2][0-9][0-5][0-9][0-5][0-9]Z\"")));
  CHECK(now != R"("20250101T000000Z")");
  auto broken = at("not a date");
  CHECK_THAT(test::evalWith(broken, "utcNow()"), Catch::Contains("fixed time 'not a date'"));
}

TEST_CASE("utcNow: only in a parameter defaultValue", "[fn-date]") {
  test::EvalSetup s;
  s.parameterDefault = false;
  CHECK_THAT(test::evalWith(s, "utcNow()"),
             Catch::Contains("EVAL010") && Catch::Contains("utcNow: The template function 'utcNow' is not expected at "
                                                           "this location"));
  CHECK_THAT(test::evalWith(s, "dateTimeAdd(utcNow(), 'P1D')"), Catch::Contains("not expected at this location"));
  CHECK(test::evalWith(s, "dateTimeAdd('2020-01-01', 'P1D')") == R"("2020-01-02T00:00:00")");
  CHECK_THAT(evalJson("utcNow('u', 'x')"), Catch::Contains("EVAL001"));
}

TEST_CASE("dotnet date helpers: durations in ticks", "[fn-date]") {
  CHECK(dotnet::parseDuration("P1D") == dotnet::kTicksPerDay);
  CHECK(dotnet::parseDuration("-PT0.0000001S") == -1);
  CHECK(dotnet::parseDuration("P1Y2M") == (365 + 60) * dotnet::kTicksPerDay);
  CHECK(dotnet::parseDuration("P99999999999999999999D") == std::nullopt);
}
