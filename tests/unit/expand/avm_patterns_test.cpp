// Patterns from Azure Verified Modules that Resource Manager deploys, from Bicep source to the
// expanded resources (issue 20: #11 and "also seen").
#include <catch2/catch.hpp>

#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;

TEST_CASE("AVM: cidrSubnet over a bare address (dev-ops-infrastructure/pool, import-image-to-acr)", "[expand][avm]") {
  auto e = test::expandBicep(R"(
var addressPrefix = '192.168.1.0'
var ipRange = '10.0.0.0'
resource vnet 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'vnet'
  properties: {
    addressSpace: { addressPrefixes: [cidrSubnet(ipRange, 16, 0)] }
    subnets: [
      { name: 'a', properties: { addressPrefix: cidrSubnet(ipRange, 24, 1) } }
      { name: 'b', properties: { addressPrefix: cidrSubnet(addressPrefix, 24, 0) } }
    ]
  }
}
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("vnet", "properties.addressSpace") == R"({"addressPrefixes":["10.0.0.0/16"]})");
  const Value* subnets = e.require("vnet").get("properties")->get("subnets");
  REQUIRE(subnets);
  CHECK(subnets->arr()[0].get("properties")->get("addressPrefix")->str() == "10.0.1.0/24");
  CHECK(subnets->arr()[1].get("properties")->get("addressPrefix")->str() == "192.168.1.0/24");
}

TEST_CASE("AVM: safe access on a string item falls back (insights/metric-alert)", "[expand][avm]") {
  auto e = test::expandBicep(R"(
param actions array = ['/subscriptions/s/resourceGroups/rg/providers/microsoft.insights/actionGroups/ag']
var actionGroups = [for action in actions: {
  actionGroupId: action.?actionGroupId ?? action
}]
resource alert 'Microsoft.Insights/metricAlerts@2018-03-01' = {
  name: 'alert'
  location: 'global'
  properties: {
    actions: actionGroups
  }
}
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("alert", "properties.actions") ==
        R"([{"actionGroupId":"/subscriptions/s/resourceGroups/rg/providers/microsoft.insights/actionGroups/ag"}])");
}

TEST_CASE("AVM: a discriminated union of imported types maps each member by its own discriminator (web/site configs)",
          "[expand][avm]") {
  const std::map<std::string, std::string> files = {{"slot.bicep", R"(@export()
type webType = { name: 'web', properties: { alwaysOn: bool? } }
@export()
type logsType = { name: 'logs', properties: object }
)"},
                                                    {"more.bicep", R"(@export()
type metaType = { name: 'metadata', properties: object }
)"}};
  const char* main = R"(import { webType, logsType } from 'slot.bicep'
import * as more from 'more.bicep'
@discriminator('name')
type configType = webType | logsType | more.metaType | localType
type localType = { name: 'local', value: int }
param configs configType[] = [
  { name: 'web', properties: { alwaysOn: true } }
  { name: 'logs', properties: {} }
  { name: 'metadata', properties: { a: 1 } }
  { name: 'local', value: 2 }
]
resource sa 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: 'sa'
  location: 'westeurope'
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  tags: { count: string(length(configs)) }
}
)";
  auto c = test::compile(main, files);
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/configType/discriminator/mapping/web/$ref") == "\"#/definitions/webType\"");
  CHECK(c.at("/definitions/configType/discriminator/mapping/logs/$ref") == "\"#/definitions/logsType\"");
  CHECK(c.at("/definitions/configType/discriminator/mapping/metadata/$ref") == "\"#/definitions/_1.metaType\"");
  CHECK(c.at("/definitions/configType/discriminator/mapping/local/$ref") == "\"#/definitions/localType\"");
  auto e = test::expandBicep(main, files);
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("sa", "tags") == R"({"count":"4"})");
}

TEST_CASE("AVM: two modules of one name under exclusive conditions compile, and the one deployed is expanded (issue 20 #9)",
          "[expand][avm]") {
  const std::map<std::string, std::string> files = {{"m.bicep", R"(param n string
resource sa 'Microsoft.Storage/storageAccounts@2023-05-01' = {
  name: n
  location: 'westeurope'
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
}
output o string = n
)"}};
  auto source = [](const char* useA) {
    return std::string("param useA bool = ") + useA + R"(
module a 'm.bicep' = if (useA) {
  name: 'dep'
  params: { n: 'froma' }
}
module b 'm.bicep' = if (!useA) {
  name: 'dep'
  params: { n: 'fromb' }
}
output o string = useA ? a.outputs.o : b.outputs.o
)";
  };
  for (const char* useA : {"true", "false"}) {
    auto e = test::expandBicep(source(useA), files);
    INFO(e.diagnostics());
    CHECK_FALSE(e.result.diagnostics.hasErrors());
    bool a = std::string(useA) == "true";
    CHECK(e.resource(a ? "froma" : "fromb"));
    CHECK_FALSE(e.resource(a ? "fromb" : "froma"));
    CHECK(e.output("o") == (a ? "\"froma\"" : "\"fromb\""));
  }
  // Modules that always deploy still may not share a name (literal `true` counts as always).
  auto c = test::compile(R"(module a 'm.bicep' = {
  name: 'dep'
  params: { n: 'a' }
}
module b 'm.bicep' = if (true) {
  name: 'dep'
  params: { n: 'b' }
}
)", files);
  CHECK(c.firstError().find("BCP122") != std::string::npos);
}
