// `preflight explain CODE`: the diagnostics catalogue on the command line.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "help/diagnostic_catalog.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using test::runCli;

TEST_CASE("explain: a code's severity, phase, meaning and fix", "[help][cli][explain]") {
  std::string out, err;
  REQUIRE(runCli("explain EXP040", &out, &err) == 0);
  CHECK(out.find("EXP040 (error) - Template expansion [engine/expand]\n"
                 "A resource depends on a resource the template does not define.\n\nHow to fix it:\n") == 0);
  std::string lower;
  REQUIRE(runCli("explain tool032", &lower, &err) == 0);
  CHECK(lower.find("TOOL032 (error)") == 0);
  CHECK(lower.find("bicep restore") != std::string::npos);

  REQUIRE(runCli("explain BCP081", &out, &err) == 0);
  CHECK(out.find("BCP081 (warning)") == 0);
  CHECK(out.find("bicep-core-diagnostics") != std::string::npos);

  REQUIRE(runCli("explain CFG041 --format json", &out, &err) == 0);
  Diagnostics d;
  auto v = parseJson(out, 0, d);
  REQUIRE(v);
  CHECK(v->get("code")->str() == "CFG041");
  CHECK(v->get("severity")->str() == "warning");
  CHECK(v->get("phase")->str() == "Configuration");
}

TEST_CASE("explain --list: every code of the catalogue", "[help][cli][explain]") {
  std::string out, err;
  REQUIRE(runCli("explain --list", &out, &err) == 0);
  size_t lines = 0;
  for (char c : out) lines += c == '\n';
  size_t codes = help::allDiagnosticCodes().size();
  CHECK(lines == codes + 1);
  CHECK(out.find(std::to_string(codes) + " codes;") != std::string::npos);
  REQUIRE(runCli("explain --list --format json", &out, &err) == 0);
  Diagnostics d;
  auto v = parseJson(out, 0, d);
  REQUIRE(v);
  CHECK(v->get("diagnostics")->arr().size() == codes);
}

TEST_CASE("explain: a built-in rule's id or name shows the rule", "[help][cli][explain]") {
  std::string out, err;
  REQUIRE(runCli("explain PF-0050", &out, &err) == 0);
  CHECK(out.find("PF-0050 Azure.Template.Valid\n") == 0);
}

TEST_CASE("explain: an unknown code is CLI031, with close codes and Bicep's documentation for BCP codes", "[help][cli][explain]") {
  std::string out, err;
  CHECK(runCli("explain EXP04", &out, &err) == 1);
  CHECK(err.find("error CLI031: 'EXP04' is not a code preflight reports; did you mean EXP040, EXP041 or EXP042?") !=
        std::string::npos);
  CHECK(runCli("explain BCP999", &out, &err) == 1);
  CHECK(err.find("https://learn.microsoft.com/azure/azure-resource-manager/bicep/bicep-core-diagnostics") != std::string::npos);
  CHECK(runCli("explain", &out, &err) == 2);
}
