// Bicep emission points that decide what expands (PSRule for Azure's cases, issue 20), from
// source to the expanded resources and outputs.
#include <catch2/catch.hpp>

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

TEST_CASE("Bicep: a module scoped to resourceGroup('') deploys into the current group and is found again",
          "[expand][bicep-cases]") {
  // AVM's private endpoint modules: scope: resourceGroup(pe.?resourceGroupName ?? ''), deployed
  // in its CI with no group given, and their outputs read back (PSRule case: the id read
  // /resourceGroups//).
  const char* modRg = "output id string = resourceGroup().id\n";
  auto e = test::expandBicep(R"(
param pes array = [{}]
module m 'mod.bicep' = [for (pe, i) in pes: {
  name: 'm${i}'
  scope: resourceGroup(pe.?resourceGroupName ?? '')
}]
output ids array = [for (pe, i) in pes: m[i].outputs.id]
)",
                             {{"mod.bicep", modRg}});
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  const std::string rg = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg";
  REQUIRE(e.result.resources.size() == 1);
  CHECK(e.result.resources[0].get("id")->str() == rg + "/providers/Microsoft.Resources/deployments/m0");
  CHECK(e.output("ids") == "[\"" + rg + "\"]");
}
