// Resource-derived types (resourceInput<'T@v'>.x, resourceOutput<...>): Bicep source → the JSON
// the official compiler writes (checked against the AVM main.json files), and through expansion.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

const char* kNsg = "Microsoft.Network/networkSecurityGroups@2024-05-01";

std::string derived(const std::string& source, bool output = false) {
  return R"({"__bicep_resource_derived_type!":{"source":")" + source + "\"" + (output ? R"(,"output":true)" : "") + "}}";
}

// The diagnostics of a compile as "line:column code" (warnings included).
std::vector<std::string> diagnostics(const pf::test::Compiled& c) {
  std::vector<std::string> out;
  for (const auto& d : c.result.diagnostics.items())
    out.push_back(std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + " " + d.code);
  return out;
}

}  // namespace

TEST_CASE("bicep derived types: a nullable parameter with a description, as AVM modules write tags", "[bicep][azuretypes]") {
  auto c = compile(std::string("@description('Optional. Tags of the resource.')\nparam tags resourceInput<'") + kNsg +
                   "'>.tags?\n");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/languageVersion") == R"("2.0")");
  // Key for key what the official compiler wrote in avm/ptn/app/paas-ase-cosmosdb-tier4/main.json.
  CHECK(c.at("/parameters/tags") == std::string(R"({"type":"object","metadata":{"__bicep_resource_derived_type!":{"source":")") +
                                        kNsg + R"(#properties/tags"},"description":"Optional. Tags of the resource."},"nullable":true})");
  CHECK(diagnostics(c).empty());
}

TEST_CASE("bicep derived types: the kind at a path, with items, additional properties and indexes", "[bicep][azuretypes]") {
  auto c = compile(std::string("var t = '") + "x" + "'\n" +
                   "param rules resourceInput<'" + kNsg + "'>.properties.securityRules\n"
                   "param rule resourceInput<'" + kNsg + "'>.properties.securityRules[*]\n"
                   "param access resourceInput<'" + kNsg + "'>.properties.securityRules[*].properties.access\n"
                   "param priority resourceInput<'" + kNsg + "'>.properties.securityRules[*].properties.priority\n"
                   "param tag resourceInput<'" + kNsg + "'>.tags.*\n"
                   "param first resourceInput<'" + kNsg + "'>.properties.securityRules[0]\n"
                   "param flag resourceInput<'Microsoft.Web/serverfarms@2024-11-01'>.properties.reserved\n"
                   "param meta resourceInput<'Microsoft.Logic/integrationAccounts/agreements@2019-05-01'>.properties.metadata\n");
  REQUIRE(c.firstError().empty());
  std::string base = std::string(kNsg) + "#properties/properties/properties/securityRules";
  CHECK(c.at("/parameters/rules") == R"({"type":"array","metadata":)" + derived(base) + "}");
  CHECK(c.at("/parameters/rule") == R"({"type":"object","metadata":)" + derived(base + "/items") + "}");
  CHECK(c.at("/parameters/access") ==
        R"({"type":"string","metadata":)" + derived(base + "/items/properties/properties/properties/access") + "}");
  CHECK(c.at("/parameters/priority/type") == R"("int")");
  CHECK(c.at("/parameters/tag") == R"({"type":"string","metadata":)" + derived(std::string(kNsg) + "#properties/tags/additionalProperties") + "}");
  CHECK(c.at("/parameters/first/metadata") == derived(base + "/prefixItems/0"));
  CHECK(c.at("/parameters/flag/type") == R"("bool")");
  // An untyped (any) property: Bicep writes no "type" (avm/res/logic/integration-account/agreement).
  CHECK(c.at("/parameters/meta") ==
        R"({"metadata":)" + derived("Microsoft.Logic/integrationAccounts/agreements@2019-05-01#properties/properties/properties/metadata") + "}");
}

TEST_CASE("bicep derived types: outputs, type declarations, type properties and arrays of them", "[bicep][azuretypes]") {
  auto c = compile(std::string(R"(resource pe 'Microsoft.Network/privateEndpoints@2024-01-01' existing = {
  name: 'pe'
}
type peType = {
  @description('Optional. Tags.')
  tags: resourceInput<'Microsoft.Network/privateEndpoints@2024-07-01'>.tags?
  configs: resourceInput<'Microsoft.Network/privateEndpoints@2024-07-01'>.properties.customDnsConfigs
}
type name = resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>.name
@secure()
param settings resourceInput<'Microsoft.KubernetesConfiguration/fluxConfigurations@2025-04-01'>.properties.configurationProtectedSettings?
param flux resourceInput<'Microsoft.KubernetesConfiguration/fluxConfigurations@2025-04-01'>.properties[]?
output dns resourceOutput<'Microsoft.Network/privateEndpoints@2024-01-01'>.properties.customDnsConfigs = pe.properties.customDnsConfigs
)"));
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/peType/properties/tags") ==
        R"({"type":"object","metadata":{"__bicep_resource_derived_type!":{"source":"Microsoft.Network/privateEndpoints@2024-07-01#properties/tags"},"description":"Optional. Tags."},"nullable":true})");
  CHECK(c.at("/definitions/peType/properties/configs/type") == R"("array")");
  CHECK(c.at("/definitions/name") ==
        R"({"type":"string","metadata":)" + derived("Microsoft.Storage/storageAccounts@2023-01-01#properties/name") + "}");
  CHECK(c.at("/parameters/settings/type") == R"("secureObject")");
  CHECK(c.at("/parameters/flux") ==
        R"({"type":"array","items":{"type":"object","metadata":)" +
            derived("Microsoft.KubernetesConfiguration/fluxConfigurations@2025-04-01#properties/properties") + R"(},"nullable":true})");
  CHECK(c.at("/outputs/dns") ==
        R"({"type":"array","metadata":)" +
            derived("Microsoft.Network/privateEndpoints@2024-01-01#properties/properties/properties/customDnsConfigs", true) +
            R"(,"value":"[reference('pe').customDnsConfigs]"})");
}

TEST_CASE("bicep derived types: the type reference is spelled as the index spells it", "[bicep][azuretypes]") {
  auto c = compile(R"(param a resourceInput<'microsoft.documentdb/DATABASEACCOUNTS@2024-11-15'>.tags
param b sys.resourceInput<'az:Microsoft.Storage/storageAccounts@2022-09-01'>.name
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/parameters/a/metadata") == derived("Microsoft.DocumentDB/databaseAccounts@2024-11-15#properties/tags"));
  CHECK(c.at("/parameters/b/metadata") == derived("Microsoft.Storage/storageAccounts@2022-09-01#properties/name"));
}

TEST_CASE("bicep derived types: Bicep's own body properties complete the index's", "[bicep][azuretypes]") {
  auto c = compile(R"(param poolTags resourceInput<'Microsoft.ContainerService/managedClusters/agentPools@2025-10-01'>.tags?
param skuName resourceInput<'Microsoft.ContainerService/managedClusters/agentPools@2025-10-01'>.sku.name
param extension resourceInput<'Microsoft.Web/sites/extensions@2025-03-01'>.properties
param packageUri resourceInput<'Microsoft.Web/sites/extensions@2025-03-01'>.properties.packageUri
param unknownTags resourceInput<'Contoso.Widgets/gadgets@2024-01-01'>.tags
param unknownProperty resourceInput<'Contoso.Widgets/gadgets@2024-01-01'>.properties.anything
)");
  REQUIRE(c.firstError().empty());
  // The index has no tags (nor sku) on agent pools; Bicep adds them to every body.
  CHECK(c.at("/parameters/poolTags/type") == R"("object")");
  CHECK(c.at("/parameters/skuName/type") == R"("string")");
  // A child type whose index body is discriminated by name gets Bicep's generic body.
  CHECK(c.at("/parameters/extension/type") == R"("object")");
  // ... whose properties are Bicep's `object`: any member, untyped (the MSDeploy variant has a string here).
  CHECK(c.at("/parameters/packageUri/type") == "<missing>");
  // A type the index does not know: the generic body, and BCP081 (a warning, as in Bicep).
  CHECK(c.at("/parameters/unknownTags") == R"({"type":"object","metadata":)" + derived("Contoso.Widgets/gadgets@2024-01-01#properties/tags") + "}");
  CHECK(c.at("/parameters/unknownProperty") ==
        R"({"metadata":)" + derived("Contoso.Widgets/gadgets@2024-01-01#properties/properties/properties/anything") + "}");
  CHECK(diagnostics(c) == std::vector<std::string>{"5:33 BCP081", "6:37 BCP081"});
}

TEST_CASE("bicep derived types: accesses on a type alias of one are derived types too", "[bicep][azuretypes]") {
  auto c = compile(std::string("type props = resourceInput<'") + kNsg + R"('>.properties
type rules = props.securityRules
param access props.securityRules[*].properties.access
param whole props
param list rules
)");
  REQUIRE(c.firstError().empty());
  std::string base = std::string(kNsg) + "#properties/properties/properties/securityRules";
  CHECK(c.at("/parameters/access") ==
        R"({"type":"string","metadata":)" + derived(base + "/items/properties/properties/properties/access") + "}");
  CHECK(c.at("/definitions/rules") == R"({"type":"array","metadata":)" + derived(base) + "}");
  // The alias itself is a reference, as for any type alias.
  CHECK(c.at("/parameters/whole") == R"({"$ref":"#/definitions/props"})");
  CHECK(c.at("/parameters/list") == R"({"$ref":"#/definitions/rules"})");
  CHECK(diagnostics(c).empty());
}

TEST_CASE("bicep derived types: malformed ones are errors with Bicep's codes", "[bicep][azuretypes]") {
  auto c = compile(R"(type a = resourceInput
type b = resourceInput<'Microsoft.Storage/storageAccounts'>
type c = resourceInput<'Microsoft.Storage/storageAccounts@hello'>
type d = resourceInput<'other:Microsoft.Storage/storageAccounts@2022-09-01'>
type e = resourceInput<123>
type f = resourceInput<'Microsoft.${'Storage'}/storageAccounts@2022-09-01'>.name
type g = resourceInput<'Microsoft.Storage/storageAccounts@2022-09-01'>
type h = resourceInput<'Microsoft.Storage/storageAccounts@2022-09-01', 'x'>.name
@sealed()
type i = resourceInput<'Microsoft.Storage/storageAccounts@2022-09-01'>.properties
)");
  CHECK(diagnostics(c) == std::vector<std::string>{"9:1 BCP386", "1:10 BCP384", "2:24 BCP029", "3:24 BCP029", "4:24 BCP208",
                                                   "5:24 BCP070", "6:24 BCP032", "7:10 BCP394", "8:10 BCP071"});
  for (const auto& d : c.result.diagnostics.items()) CHECK(d.severity == pf::Severity::Error);
}

TEST_CASE("bicep derived types: a path the index does not have is a warning, and the type is left open", "[bicep][azuretypes]") {
  auto c = compile(R"(type a = resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>.nom
type b = resourceInput<'Microsoft.KeyVault/vaults@2022-07-01'>.properties.accessPolicies[*].tenatId
type c = resourceInput<'Microsoft.KeyVault/vaults@2022-07-01'>.properties[*].accessPolicies
type d = resourceInput<'Microsoft.Web/customApis@2016-06-01'>.properties.*.connectionParameters
type e = resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>.name.length
)");
  REQUIRE(c.firstError().empty());
  CHECK(diagnostics(c) == std::vector<std::string>{"1:72 BCP053", "2:93 BCP083", "3:74 BCP390", "4:73 BCP389", "5:77 BCP053"});
  const auto& items = c.result.diagnostics.items();
  REQUIRE(items.size() == 5);
  CHECK_THAT(items[0].message, Catch::Contains("\"resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>\" does not contain property \"nom\"") &&
                                   Catch::Contains("Available properties include \"apiVersion\", \"asserts\""));
  CHECK_THAT(items[1].message, Catch::Contains("Did you mean \"tenantId\"?"));
  for (const char* t : {"a", "b", "c", "d", "e"}) {
    CHECK(c.at(std::string("/definitions/") + t + "/type") == "<missing>");
    CHECK(c.at(std::string("/definitions/") + t + "/metadata") != "<missing>");
  }
}

TEST_CASE("bicep derived types: expansion checks parameter values against the derived kind", "[bicep][azuretypes][expand]") {
  pf::test::TempDir dir;
  std::string main = dir.write("main.bicep", R"(param tags resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>.tags?
param skuName resourceInput<'Microsoft.Storage/storageAccounts@2023-01-01'>.sku.name = 'Standard_LRS'
resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stpreflight'
  location: 'westeurope'
  kind: 'StorageV2'
  sku: { name: skuName }
  tags: tags
}
)");
  std::string good = dir.write("good.json", R"({"parameters": {"tags": {"value": {"env": "test"}}}})");
  std::string bad = dir.write("bad.json", R"({"parameters": {"skuName": {"value": 3}}})");
  std::string out, err;
  REQUIRE(pf::test::runCli("expand '" + main + "' -p '" + good + "'", &out, &err) == 0);
  pf::Diagnostics d;
  auto v = pf::parseJson(out, 0, d);
  REQUIRE(v);
  const pf::Value* resources = v->get("resources");
  REQUIRE(resources);
  REQUIRE(resources->isArray());
  REQUIRE(resources->arr().size() == 1);
  const pf::Value& sa = resources->arr()[0];
  REQUIRE(sa.get("tags"));
  CHECK(pf::toJson(*sa.get("tags")) == R"({"env":"test"})");
  REQUIRE(sa.get("sku"));
  CHECK(pf::toJson(*sa.get("sku")) == R"({"name":"Standard_LRS"})");
  // An int where the storage account's sku.name (a string) is expected: ARM's error, at the value.
  out.clear();
  err.clear();
  CHECK(pf::test::runCli("expand '" + main + "' -p '" + bad + "'", &out, &err) == 1);
  CHECK_THAT(err, Catch::Contains("bad.json:1:28: error EXP020") && Catch::Contains("'skuName'") &&
                      Catch::Contains("Expected a value of type 'String'"));
}

TEST_CASE("bicep derived types: imported from an ARM template, they come out as Bicep rewrites them", "[bicep][azuretypes]") {
  // A type the registry's compiled main.json holds (avm/res/container-service/managed-cluster):
  // Bicep writes type, nullable, metadata for the resource-derived property; the rest as it stands.
  const char* json = R"({
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "languageVersion": "2.0",
  "contentVersion": "1.0.0.0",
  "definitions": {
    "poolType": {
      "type": "object",
      "properties": {
        "linuxOSConfig": {
          "type": "object",
          "metadata": {
            "__bicep_resource_derived_type!": {"source": "Microsoft.ContainerService/managedClusters/agentPools@2025-05-02-preview#properties/properties/properties/linuxOSConfig"},
            "description": "Optional. The Linux OS configuration."
          },
          "nullable": true
        },
        "name": {"type": "string", "metadata": {"description": "Required. The name."}, "nullable": true}
      },
      "metadata": {"__bicep_export!": true}
    }
  },
  "resources": {}
})";
  auto c = compile("import { poolType } from 'types.json'\nparam pools poolType[]\n", {{"types.json", json}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/poolType/properties/linuxOSConfig") ==
        R"({"type":"object","nullable":true,"metadata":{"__bicep_resource_derived_type!":{"source":"Microsoft.ContainerService/managedClusters/agentPools@2025-05-02-preview#properties/properties/properties/linuxOSConfig"},"description":"Optional. The Linux OS configuration."}})");
  CHECK(c.at("/definitions/poolType/properties/name") == R"({"type":"string","metadata":{"description":"Required. The name."},"nullable":true})");
}

TEST_CASE("bicep derived types: @metadata merges into the derived type's metadata", "[bicep][azuretypes]") {
  // As avm/res/app/job writes its tags parameter; Bicep merges decorator metadata deeply.
  auto c = compile(R"(@metadata({
  example: 'tags'
})
@description('Optional. Tags of the resource.')
param tags resourceInput<'Microsoft.App/jobs@2026-01-01'>.tags?
@export()
@metadata({ note: 'x' })
type exported = { name: string }
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/parameters/tags") ==
        R"({"type":"object","metadata":{"__bicep_resource_derived_type!":{"source":"Microsoft.App/jobs@2026-01-01#properties/tags"},"example":"tags","description":"Optional. Tags of the resource."},"nullable":true})");
  CHECK(c.at("/definitions/exported/metadata") == R"({"__bicep_export!":true,"note":"x"})");
}
