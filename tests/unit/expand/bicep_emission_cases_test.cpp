// Bicep emission points that decide what expands (PSRule for Azure's cases, issue 20), from
// source to the expanded resources and outputs.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;

namespace {
const char* kMod = "param idx int\noutput x string = 'v${idx}'\n";
}

TEST_CASE("Bicep: module outputs read in a lambda over a module collection take .value", "[expand][bicep-cases]") {
  const std::string main = R"(
module mods 'mod.bicep' = [for i in range(0, 2): {
  name: 'm${i}'
  params: { idx: i }
}]
output xs string[] = map(mods, m => m.outputs.x)
output firsts array = map(filter(mods, m => m.outputs.x != 'v1'), m => m.outputs.x)
output joined string = reduce(mods, '', (acc, m) => concat(acc, m.outputs.x))
)";
  // As the official compiler emits it (Bicep's DirectResourceCollectionAccess tests).
  auto c = test::compile(main, {{"mod.bicep", kMod}});
  REQUIRE(c.result.ok());
  CHECK(c.at("/outputs/xs/value") == R"("[map(references('mods'), lambda('m', lambdaVariables('m').outputs.x.value))]")");
  auto e = test::expandBicep(main, {{"mod.bicep", kMod}});
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("xs") == R"(["v0","v1"])");
  CHECK(e.output("firsts") == R"(["v0"])");
  CHECK(e.output("joined") == R"("v0v1")");
}

TEST_CASE("Bicep: a module scoped to resourceGroup('') is an error at the scope, not an id with /resourceGroups//",
          "[expand][bicep-cases]") {
  auto e = test::expandBicep("module m 'mod.bicep' = {\n  name: 'm'\n  scope: resourceGroup('')\n  params: { idx: 1 }\n}\n",
                             {{"mod.bicep", kMod}});
  REQUIRE(e.hasDiagnostic("EXP079"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("'m' names an empty resource group"));
  // The module is still expanded where it would go without the property, so its resources are checked.
  REQUIRE(e.result.resources.size() == 1);
  CHECK(e.result.resources[0].get("id")->str() ==
        "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/"
        "Microsoft.Resources/deployments/m");
  // Reported at the Bicep line of the scope.
  test::TempDir dir;
  dir.write("mod.bicep", kMod);
  std::string main = dir.write("main.bicep", "module m 'mod.bicep' = {\n  name: 'm'\n  scope: resourceGroup('')\n  params: { idx: 1 }\n}\n");
  std::string out, err;
  CHECK(test::runCli("expand '" + main + "'", &out, &err) == 1);
  CHECK_THAT(err, Catch::Contains("main.bicep:3:10: error EXP079"));
}
