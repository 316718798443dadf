// A resource property whose value is null is absent, as Resource Manager treats it (PSRule for
// Azure's expansion cases, issue 20).
#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"
#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;
using test::expandText;

TEST_CASE("null properties: null and json('null') are absent, at any depth, from a variable too", "[expand][nulls]") {
  auto e = expandText(R"({
    "variables": {"opts": {"keep": "x", "drop": null, "inner": {"drop": "[json('null')]", "keep": 0}}},
    "resources": [{"type": "Microsoft.Compute/virtualMachines", "apiVersion": "2023-03-01", "name": "vm",
      "zones": "[json('null')]",
      "tags": {"a": null, "b": "1"},
      "properties": {"osProfile": {"linuxConfiguration": "[null()]", "adminUsername": "u"},
                     "opts": "[variables('opts')]",
                     "list": [null, {"x": null, "y": 1}]}}],
    "outputs": {"kept": {"type": "object", "value": "[variables('opts')]"}}})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("vm", "zones") == "<missing>");
  CHECK(e.at("vm", "tags") == R"({"b":"1"})");
  CHECK(e.at("vm", "properties.osProfile") == R"({"adminUsername":"u"})");
  CHECK(e.at("vm", "properties.opts") == R"({"keep":"x","inner":{"keep":0}})");
  // Array items keep their places; objects inside them are cleaned.
  CHECK(e.at("vm", "properties.list") == R"([null,{"y":1}])");
  // Variables and outputs are values, not resources: their nulls stay.
  CHECK(e.output("kept") == R"({"keep":"x","drop":null,"inner":{"drop":null,"keep":0}})");
}

TEST_CASE("null properties: reading a property that was null sees it absent (AVM azure-firewall)", "[expand][nulls]") {
  // contains(fw.properties, 'ipConfigurations') was true for a null member, and [0] of it failed
  // with "cannot index null".
  auto e = test::expandBicep(R"(
param ipConfigurations array?
resource fw 'Microsoft.Network/azureFirewalls@2024-05-01' = {
  name: 'fw'
  properties: {
    ipConfigurations: ipConfigurations
    sku: { name: 'AZFW_Hub' }
  }
}
output privateIp string = contains(fw.properties, 'ipConfigurations') ? fw.properties.ipConfigurations[0].properties.privateIPAddress : ''
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("privateIp") == "\"\"");
  CHECK(e.at("fw", "properties") == R"({"sku":{"name":"AZFW_Hub"}})");
}
