// Values the compiler copies where they are used (variables that read runtime values, and every
// value in a .bicepparam file) are converted against a budget per file: values that each use the
// one before twice would otherwise double at every step and never finish.
#include <catch2/catch.hpp>

#include <string>

#include "engine/bicep/compiler.hpp"
#include "engine/bicep/emit/context.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

// `var v0 = <first>` then `var v<i> = <step(i - 1)>` for i < n.
std::string chain(const std::string& first, std::string (*step)(int), int n) {
  std::string s = "var v0 = " + first + "\n";
  for (int i = 1; i < n; ++i) s += "var v" + std::to_string(i) + " = " + step(i - 1) + "\n";
  return s;
}
std::string pair(int prev) { return "[v" + std::to_string(prev) + ", v" + std::to_string(prev) + "]"; }
std::string twice(int prev) { return "'${v" + std::to_string(prev) + "}${v" + std::to_string(prev) + "}'"; }

int count(const Diagnostics& d, const std::string& code) {
  int n = 0;
  for (const auto& x : d.items()) n += x.code == code;
  return n;
}
const Diagnostic* find(const Diagnostics& d, const std::string& code) {
  for (const auto& x : d.items())
    if (x.code == code) return &x;
  return nullptr;
}

const char kRuntime[] = "resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' existing = { name: 'x' }\n";

pf::bicep::ParamsResult buildParams(const std::string& params, const std::string& mainBicep) {
  pf::bicep::CompileOptions o;
  o.files.read = [mainBicep](const std::string& p) -> pf::Result<std::string> {
    if (p == "/v/main.bicep") return mainBicep;
    return pf::makeError("IO001", "no such file " + p);
  };
  pf::SourceFiles sf;
  return pf::bicep::compileParamsText("/v/params.bicepparam", params, sf, o);
}

}  // namespace

TEST_CASE("inline budget: runtime variables that double 40 times are BCPPF10, once, at the first value left out",
          "[bicep][inline-budget]") {
  SECTION("arrays (written as JSON values)") {
    auto c = compile(kRuntime + chain("sa.properties.primaryEndpoints.blob", pair, 40) + "output o array = v39\n");
    CHECK(count(c.result.diagnostics, "BCPPF10") == 1);
    const Diagnostic* d = find(c.result.diagnostics, "BCPPF10");
    REQUIRE(d);
    // Line L declares v<L-2>, whose value uses v<L-3>: the first use the budget refuses.
    REQUIRE(d->loc.line >= 3u);
    REQUIRE(d->loc.line <= 41u);
    CHECK_THAT(d->message, Catch::Contains("\"v" + std::to_string(d->loc.line - 3) + "\""));
    std::string limit = std::to_string(pf::bicep::EmitContext::InlineBudget::kLimit);
    CHECK_THAT(d->message, Catch::Contains(limit + " expression nodes") && Catch::Contains("4 MB"));
  }
  SECTION("strings (written as expressions)") {
    auto c = compile(kRuntime + chain("sa.properties.primaryEndpoints.blob", twice, 40) + "output o string = v39\n");
    CHECK(count(c.result.diagnostics, "BCPPF10") == 1);
  }
}

TEST_CASE("inline budget: a chain well within the budget is inlined whole", "[bicep][inline-budget]") {
  // v10 copies v0 1,024 times.
  auto c = compile(kRuntime + chain("sa.properties.primaryEndpoints.blob", pair, 11) + "output o array = v10\n");
  CHECK(count(c.result.diagnostics, "BCPPF10") == 0);
  CHECK(c.firstError().empty());
  std::string out = c.at("/outputs/o/value");
  size_t copies = 0;
  for (size_t at = out.find("primaryEndpoints"); at != std::string::npos; at = out.find("primaryEndpoints", at + 1))
    ++copies;
  CHECK(copies == 1024);
}

TEST_CASE("inline budget: .bicepparam values that double 40 times are BCPPF10, not a compile without end",
          "[bicep][inline-budget]") {
  SECTION("arrays") {
    auto r = buildParams("using 'main.bicep'\n" + chain("'abcdefgh'", pair, 40) + "param p = v39\n", "param p array\n");
    CHECK(count(r.diagnostics, "BCPPF10") == 1);
  }
  SECTION("strings") {
    auto r = buildParams("using 'main.bicep'\n" + chain("'abcdefgh'", twice, 40) + "param p = v39\n", "param p string\n");
    CHECK(count(r.diagnostics, "BCPPF10") == 1);
  }
  SECTION("within the budget the value is whole") {
    auto r = buildParams("using 'main.bicep'\n" + chain("'ab'", twice, 8) + "param p = v7\n", "param p string\n");
    CHECK(count(r.diagnostics, "BCPPF10") == 0);
    REQUIRE(r.parameters);
    std::string expected;
    for (int i = 0; i < 128; ++i) expected += "ab";  // v7 copies v0 2^7 times
    CHECK(toJson(*r.parameters->get("parameters")) == "{\"p\":{\"value\":\"" + expected + "\"}}");
  }
}

TEST_CASE("inline budget: analyze reports BCPPF10 as a limit, and ends", "[bicep][inline-budget]") {
  TempDir dir;
  dir.write("main.bicep", "param p array\noutput n int = length(p)\n");
  dir.write("main.bicepparam", "using 'main.bicep'\n" + chain("'abcdefgh'", pair, 40) + "param p = v39\n");
  std::string out, err;
  CHECK(runCli("analyze '" + dir.path().string() + "' -f json", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("BCPPF10") && Catch::Contains("Azure.Template.Limits"));
}
