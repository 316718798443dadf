// Arity and category of the string and date functions (arm-and-bicep.md A.2; -1: any number).
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/unit/functions/registry_check.hpp"

using namespace pf;

TEST_CASE("registry: string and date functions with arity and category", "[fn-string][fn-date]") {
  const std::vector<test::ExpectedFunction> expected = {
      {"base64", 1, 1, "string"},          {"base64ToJson", 1, 1, "string"},   {"base64ToString", 1, 1, "string"},
      {"buildUri", 1, 1, "string"},        {"dataUri", 1, 1, "string"},        {"dataUriToString", 1, 1, "string"},
      {"endsWith", 2, 2, "string"},        {"format", 1, -1, "string"},        {"guid", 1, -1, "string"},
      {"join", 2, 2, "string"},            {"json", 1, 1, "string"},           {"like", 2, 2, "string"},
      {"newGuid", 0, 0, "string"},         {"padLeft", 2, 3, "string"},        {"parseUri", 1, 1, "string"},
      {"replace", 3, 3, "string"},         {"split", 2, 2, "string"},          {"startsWith", 2, 2, "string"},
      {"string", 1, 1, "string"},          {"substring", 1, 3, "string"},      {"toLower", 1, 1, "string"},
      {"toUpper", 1, 1, "string"},         {"trim", 1, 1, "string"},           {"uniqueString", 1, -1, "string"},
      {"uri", 2, 2, "string"},             {"uriComponent", 1, 1, "string"},   {"uriComponentToString", 1, 1, "string"},
      {"dateTimeAdd", 2, 3, "date"},       {"dateTimeFromEpoch", 1, 1, "date"}, {"dateTimeToEpoch", 1, 1, "date"},
      {"utcNow", 0, 1, "date"}};
  for (const auto& e : expected) {
    const FunctionSpec* f = test::checkRegistered(e);
    INFO(f->name);
    CHECK(f->signature.rfind(f->name + "(", 0) == 0);
    CHECK((f->flags & kLazy) == 0);
  }
  // Names are case-insensitive.
  CHECK(test::functions().find("UNIQUESTRING") == test::functions().find("uniqueString"));
}

TEST_CASE("registry: --list-functions shows the string and date functions", "[fn-string][fn-date]") {
  std::string out;
  REQUIRE(test::runCli("eval --list-functions", &out) == 0);
  CHECK_THAT(out, Catch::Contains("uniqueString\t1..n\tstring\tuniqueString(baseString, ...)"));
  CHECK_THAT(out, Catch::Contains("dateTimeAdd\t2..3\tdate\t"));
  CHECK_THAT(out, Catch::Contains("utcNow\t0..1\tdate\t"));
}
