#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/expand_helpers.hpp"

using namespace pf;
using test::expandText;

namespace {
const char* kRg = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg";
}

TEST_CASE("expand: a resource gets id, full name, type and evaluated properties", "[expand]") {
  auto e = expandText(R"({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "parameters": {"name": {"type": "string", "defaultValue": "st1"}},
    "resources": [{
      "type": "Microsoft.Storage/storageAccounts",
      "apiVersion": "2023-01-01",
      "name": "[parameters('name')]",
      "location": "[resourceGroup().location]",
      "kind": "StorageV2",
      "properties": {"supportsHttpsTrafficOnly": true, "tag": "[concat('a', 'b')]"}
    }]
  })");
  INFO(e.diagnostics());
  REQUIRE(e.result.resources.size() == 1);
  const Value& r = e.result.resources[0];
  CHECK(r.get("id")->str() == std::string(kRg) + "/providers/Microsoft.Storage/storageAccounts/st1");
  CHECK(r.get("location")->str() == "eastus");
  CHECK(e.at("st1", "properties.tag") == "\"ab\"");
  CHECK(r.get("apiVersion")->str() == "2023-01-01");
  // _source points at the declaration
  const Value* src = r.get("_source");
  REQUIRE(src);
  CHECK(src->get("file")->str() == "template.json");
  CHECK(src->get("line")->asInt() == 5);
  CHECK_FALSE(e.result.diagnostics.hasErrors());
}

TEST_CASE("expand: condition false resources are not emitted", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01", "name": "a", "condition": "[equals(1, 2)]"},
      {"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01", "name": "b", "condition": true}
    ]})");
  INFO(e.diagnostics());
  CHECK(e.result.resources.size() == 1);
  CHECK(e.resource("b"));
}

TEST_CASE("expand: copy loops with copyIndex and offsets", "[expand]") {
  auto e = expandText(R"({
    "resources": [{
      "type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01",
      "name": "[concat('ip', copyIndex(1))]",
      "copy": {"name": "ips", "count": 3, "mode": "serial", "batchSize": 1},
      "properties": {"index": "[copyIndex()]", "named": "[copyIndex('ips', 10)]"}
    }]})");
  INFO(e.diagnostics());
  REQUIRE(e.result.resources.size() == 3);
  CHECK(e.at("ip1", "properties.index") == "0");
  CHECK(e.at("ip3", "properties.named") == "12");
  CHECK(e.require("ip2").get("_source")->get("copyIndex")->asInt() == 1);
}

TEST_CASE("expand: copy count limits are diagnostics", "[expand]") {
  auto e = expandText(R"({"resources": [{"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01",
      "name": "[concat('ip', copyIndex())]", "copy": {"name": "l", "count": 801}}]})");
  CHECK(e.hasDiagnostic("EXP061"));
  CHECK(e.result.resources.empty());
}

TEST_CASE("expand: property copy loops", "[expand]") {
  auto e = expandText(R"({
    "resources": [{
      "type": "Microsoft.Compute/virtualMachines", "apiVersion": "2023-03-01", "name": "vm",
      "properties": {"storageProfile": {"copy": [{"name": "dataDisks", "count": 2,
        "input": {"lun": "[copyIndex('dataDisks')]", "name": "[concat('d', copyIndex('dataDisks'))]"}}]}}
    }]})");
  INFO(e.diagnostics());
  CHECK(e.at("vm", "properties.storageProfile.dataDisks") == R"([{"lun":0,"name":"d0"},{"lun":1,"name":"d1"}])");
}

TEST_CASE("expand: nested child resources get full names and types and sit under their parent", "[expand]") {
  auto e = expandText(R"({
    "resources": [{
      "type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "vnet",
      "properties": {},
      "resources": [{"type": "subnets", "apiVersion": "2023-04-01", "name": "sn1", "properties": {"addressPrefix": "10.0.0.0/24"}}]
    }]})");
  INFO(e.diagnostics());
  const Value* sn = e.resource("vnet/sn1");
  REQUIRE(sn);
  CHECK(sn->get("type")->str() == "Microsoft.Network/virtualNetworks/subnets");
  CHECK(sn->get("id")->str() == std::string(kRg) + "/providers/Microsoft.Network/virtualNetworks/vnet/subnets/sn1");
  // Implicit dependency on the parent
  REQUIRE(sn->get("dependsOn"));
  CHECK(sn->get("dependsOn")->arr()[0].str() == e.require("vnet").get("id")->str());
  const Value* nested = e.require("vnet").get("resources");
  REQUIRE(nested);
  CHECK(nested->arr().size() == 1);
}

TEST_CASE("expand: extension resources sit under the resource they apply to", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2023-07-01", "name": "kv1", "properties": {}},
      {"type": "Microsoft.Insights/diagnosticSettings", "apiVersion": "2021-05-01-preview", "name": "diag",
       "scope": "Microsoft.KeyVault/vaults/kv1", "properties": {}},
      {"type": "Microsoft.KeyVault/vaults/providers/diagnosticSettings", "apiVersion": "2021-05-01-preview",
       "name": "kv1/Microsoft.Insights/legacy", "properties": {}},
      {"type": "Microsoft.Authorization/locks", "apiVersion": "2020-05-01", "name": "rglock", "properties": {"level": "CanNotDelete"}}
    ]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  const Value* nested = e.require("kv1").get("resources");
  REQUIRE(nested);
  std::vector<std::string> types;
  for (const Value& r : nested->arr()) types.push_back(r.get("type")->str());
  CHECK(types == std::vector<std::string>{"Microsoft.Insights/diagnosticSettings",
                                          "Microsoft.KeyVault/vaults/providers/diagnosticSettings"});
  // A lock on the resource group belongs to no resource.
  CHECK(e.require("rglock").get("id")->str() == std::string(kRg) + "/providers/Microsoft.Authorization/locks/rglock");
}

TEST_CASE("expand: a name with the wrong number of segments is an error naming both", "[expand]") {
  auto e = expandText(R"({"resources": [{"type": "Microsoft.Network/virtualNetworks/subnets", "apiVersion": "2023-04-01",
      "name": "justone"}]})");
  CHECK(e.hasDiagnostic("EXP011"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("'justone'") && Catch::Contains("Microsoft.Network/virtualNetworks/subnets"));
}

TEST_CASE("expand: dependsOn by id, name, type/name and copy name; order is topological", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "dependsOn": ["[resourceId('Microsoft.Web/serverfarms', 'plan')]", "ips", "Microsoft.Storage/storageAccounts/st"]},
      {"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01", "name": "[concat('ip', copyIndex())]",
       "copy": {"name": "ips", "count": 2}},
      {"type": "Microsoft.Web/serverfarms", "apiVersion": "2022-09-01", "name": "plan", "dependsOn": ["st"]},
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st"}
    ]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  std::vector<std::string> order;
  for (const Value& r : e.result.resources) order.push_back(r.get("name")->str());
  auto pos = [&](const std::string& n) { return std::find(order.begin(), order.end(), n) - order.begin(); };
  CHECK(pos("st") < pos("plan"));
  CHECK(pos("plan") < pos("app"));
  CHECK(pos("ip0") < pos("app"));
  CHECK(pos("ip1") < pos("app"));
  CHECK(e.require("app").get("dependsOn")->arr().size() == 4);
}

TEST_CASE("expand: dependsOn on something that is not there is an error", "[expand]") {
  auto e = expandText(R"({"resources": [{"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "dependsOn": ["nothere"]}]})");
  CHECK(e.hasDiagnostic("EXP040"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("'nothere'"));
}

TEST_CASE("expand: a dependency cycle names every resource in the loop", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "a", "dependsOn": ["b"]},
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "b", "dependsOn": ["c"]},
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "c", "dependsOn": ["a"]}
    ]})");
  REQUIRE(e.hasDiagnostic("EXP041"));
  std::string d = e.diagnostics();
  CHECK_THAT(d, Catch::Contains("'a'") && Catch::Contains("'b'") && Catch::Contains("'c'"));
}

TEST_CASE("expand: reference() returns the referenced resource's expanded properties and adds a dependency", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "properties": {"planSku": "[reference('plan').sku]",
                      "planLocation": "[reference(resourceId('Microsoft.Web/serverfarms', 'plan'), '2022-09-01', 'full').location]",
                      "outside": "[reference('/subscriptions/x/resourceGroups/y/providers/Microsoft.Storage/storageAccounts/z').primaryEndpoints.blob]"}},
      {"type": "Microsoft.Web/serverfarms", "apiVersion": "2022-09-01", "name": "plan", "location": "westeurope",
       "properties": {"sku": "[concat('P', '1v3')]"}}
    ]})");
  INFO(e.diagnostics());
  CHECK(e.at("app", "properties.planSku") == "\"P1v3\"");
  CHECK(e.at("app", "properties.planLocation") == "\"westeurope\"");
  CHECK(e.at("app", "properties.outside") ==
        "\"[reference('/subscriptions/x/resourceGroups/y/providers/Microsoft.Storage/storageAccounts/z').primaryEndpoints.blob]\"");
  CHECK(e.result.resources[0].get("name")->str() == "plan");
  CHECK(e.require("app").get("dependsOn")->arr().size() == 1);
}

TEST_CASE("expand: extension resources with scope", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st"},
      {"type": "Microsoft.Authorization/locks", "apiVersion": "2020-05-01", "name": "lock",
       "scope": "[concat('Microsoft.Storage/storageAccounts/', 'st')]", "properties": {"level": "CanNotDelete"}}
    ]})");
  INFO(e.diagnostics());
  CHECK(e.require("lock").get("id")->str() ==
        std::string(kRg) + "/providers/Microsoft.Storage/storageAccounts/st/providers/Microsoft.Authorization/locks/lock");
}

TEST_CASE("expand: secure parameters flow into properties as {{Secret}}", "[expand]") {
  auto e = expandText(R"({
    "parameters": {"pw": {"type": "securestring"}},
    "resources": [{"type": "Microsoft.Sql/servers", "apiVersion": "2022-05-01-preview", "name": "sql",
      "properties": {"administratorLoginPassword": "[parameters('pw')]", "login": "admin"}}]})",
                      R"({"parameters": {"pw": {"value": "hunter2"}}})");
  INFO(e.diagnostics());
  CHECK(e.at("sql", "properties.administratorLoginPassword") == "\"{{Secret}}\"");
  CHECK(e.at("sql", "properties.login") == "\"admin\"");
}

TEST_CASE("expand: subscription-scope templates create resource groups with subscription ids", "[expand]") {
  auto e = expandText(R"({
    "$schema": "https://schema.management.azure.com/schemas/2018-05-01/subscriptionDeploymentTemplate.json#",
    "resources": [{"type": "Microsoft.Resources/resourceGroups", "apiVersion": "2022-09-01", "name": "rg1", "location": "westus"}]})");
  INFO(e.diagnostics());
  CHECK(e.require("rg1").get("id")->str() == "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg1");
}

TEST_CASE("expand: symbolic-name resources (languageVersion 2.0)", "[expand]") {
  auto e = expandText(R"({
    "languageVersion": "2.0",
    "resources": {
      "sa": {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st", "properties": {"x": 1}},
      "old": {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "existing1", "existing": true},
      "ips": {"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01", "name": "[concat('ip', copyIndex())]",
              "copy": {"name": "ips", "count": 2}, "properties": {"n": "[copyIndex()]"}},
      "user": {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app", "dependsOn": ["sa"],
               "properties": {"x": "[reference('sa').x]", "id": "[resourceInfo('sa').id]",
                              "all": "[length(references('ips'))]", "existingProp": "[reference('old').foo]"}}
    }})");
  INFO(e.diagnostics());
  CHECK(e.result.resources.size() == 4);
  CHECK_FALSE(e.resource("existing1"));
  CHECK(e.at("app", "properties.x") == "1");
  CHECK(e.at("app", "properties.all") == "2");
  CHECK(e.at("app", "properties.existingProp") == "\"[reference('old').foo]\"");
  CHECK(e.require("st").get("_source")->get("symbol")->str() == "sa");
}

TEST_CASE("expand: properties Azure adds at deployment are unknown, not errors", "[expand]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01", "name": "ip",
       "properties": {"dnsSettings": {"domainNameLabel": "x"}}},
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "properties": {"ip": "[reference('ip').ipAddress]", "fqdn": "[reference('ip').dnsSettings.fqdn]",
                      "label": "[reference('ip').dnsSettings.domainNameLabel]"}}
    ]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("app", "properties.ip") == "\"[reference('ip').ipAddress]\"");
  CHECK(e.at("app", "properties.fqdn") == "\"[reference('ip').dnsSettings.fqdn]\"");
  CHECK(e.at("app", "properties.label") == "\"x\"");
}

TEST_CASE("expand: a resource reading itself sees its state before the deployment", "[expand]") {
  auto e = expandText(R"({"resources": [{"type": "Microsoft.Network/virtualNetworks/subnets", "apiVersion": "2023-04-01",
      "name": "vnet/sn", "properties": {"addressPrefix": "[reference(resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'sn'), '2023-04-01').addressPrefix]"}}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK_THAT(e.at("vnet/sn", "properties.addressPrefix"), Catch::StartsWith("\"[reference("));
}

TEST_CASE("expand: names not known before deployment keep their expression in the id", "[expand]") {
  auto e = expandText(R"({"resources": [
      {"type": "Microsoft.Authorization/roleAssignments", "apiVersion": "2022-04-01",
       "name": "[guid(reference('/subscriptions/x/resourceGroups/y/providers/Microsoft.Web/sites/z', '2022-09-01', 'full').identity.principalId)]"}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  REQUIRE(e.result.resources.size() == 1);
  CHECK_THAT(e.result.resources[0].get("id")->str(), Catch::Contains("/providers/Microsoft.Authorization/roleAssignments/[guid("));
}

TEST_CASE("expand: dependsOn in the interleaved Namespace/type/name/type/name form", "[expand]") {
  auto e = expandText(R"({"resources": [
      {"type": "Microsoft.Compute/virtualMachines/extensions", "apiVersion": "2023-03-01", "name": "vm1/ext"},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "after",
       "dependsOn": ["Microsoft.Compute/virtualMachines/vm1/extensions/ext"],
       "properties": {"mode": "Incremental", "template": {"resources": []}}}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
}

TEST_CASE("expand: a template larger than 4 MB is ARM's limit error, not a crash", "[expand][limits]") {
  // A 4.5 MB variable: the file parses (preflight reads up to 64 MB) but ARM would refuse it.
  std::string big(4'500'000, 'x');
  std::string tpl = R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0", "variables": {"blob": ")" + big + R"("}, "resources": []})";
  auto x = test::expandText(tpl);
  CHECK(x.hasDiagnostic("EXP055"));
  auto small = test::expandText(R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0", "variables": {"blob": "x"}, "resources": []})");
  CHECK_FALSE(small.hasDiagnostic("EXP055"));
}

TEST_CASE("expand: resources of Bicep extensions need no name and are identified by symbol", "[expand][extensible]") {
  auto x = test::expandText(R"({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "languageVersion": "2.0",
    "contentVersion": "1.0.0.0",
    "extensions": {"graph": {"name": "MicrosoftGraph", "version": "1.0.0"}},
    "resources": {
      "app": {
        "extension": "graph",
        "type": "Microsoft.Graph/applications@v1.0",
        "properties": {"uniqueName": "billing-app", "displayName": "Billing"}
      },
      "sp": {
        "extension": "graph",
        "type": "Microsoft.Graph/servicePrincipals@v1.0",
        "properties": {"appId": "[reference('app').uniqueName]"},
        "dependsOn": ["app"]
      }
    }
  })");
  INFO(x.diagnostics());
  CHECK_FALSE(x.result.diagnostics.hasErrors());
  const Value& app = x.require("app");
  CHECK(app.get("type")->str() == "Microsoft.Graph/applications");
  CHECK(app.get("apiVersion")->str() == "v1.0");
  CHECK(x.at("sp", "properties.appId") == "\"billing-app\"");
}
