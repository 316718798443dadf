#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/expand_helpers.hpp"

using namespace pf;

TEST_CASE("expand with mocks: runtime properties and list*() answers", "[expand][mocks]") {
  mocks::MockRuntimeModel runtime;
  auto e = test::expandText(R"({
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st", "location": "westeurope",
       "kind": "StorageV2", "properties": {}},
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "properties": {"blob": "[reference('st').primaryEndpoints.blob]",
                      "key": "[listKeys(resourceId('Microsoft.Storage/storageAccounts', 'st'), '2023-01-01').keys[0].value]"}}
    ]})",
                            "", {}, {}, &runtime);
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("app", "properties.blob") == "\"https://st.blob.core.windows.net/\"");
  CHECK(e.at("app", "properties.key") == "\"{{Secret}}\"");
  CHECK(e.at("st", "properties.primaryEndpoints.blob") == "\"https://st.blob.core.windows.net/\"");
}

// The deviceupdate-create-account-instance-iothub quickstart reads the sixth policy it declares.
TEST_CASE("expand with mocks: listKeys of an IoT hub in the deployment lists the policies it declares",
          "[expand][mocks][iothub]") {
  mocks::MockRuntimeModel runtime;
  auto e = test::expandText(R"({
    "variables": {"hubId": "[resourceId('Microsoft.Devices/IotHubs', 'hub1')]"},
    "resources": [
      {"type": "Microsoft.Devices/IotHubs", "apiVersion": "2021-03-31", "name": "hub1", "location": "westeurope",
       "sku": {"name": "S1", "capacity": 1},
       "properties": {"authorizationPolicies": [
         {"keyName": "iothubowner", "rights": "RegistryWrite, ServiceConnect, DeviceConnect"},
         {"keyName": "service", "rights": "ServiceConnect"},
         {"keyName": "device", "rights": "DeviceConnect"},
         {"keyName": "registryRead", "rights": "RegistryRead"},
         {"keyName": "registryReadWrite", "rights": "RegistryWrite"},
         {"keyName": "deviceupdateservice", "rights": "RegistryRead, ServiceConnect, DeviceConnect"}]}},
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "properties": {"policy": "[equals(listKeys(variables('hubId'), '2021-03-31').value[5].keyName, 'deviceupdateservice')]",
                      "count": "[length(listKeys(variables('hubId'), '2021-03-31').value)]",
                      "other": "[length(listKeys(resourceId('Microsoft.Devices/IotHubs', 'elsewhere'), '2021-03-31').value)]"}}
    ]})",
                            "", {}, {}, &runtime);
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("app", "properties.policy") == "true");
  CHECK(e.at("app", "properties.count") == "6");
  // A hub the deployment does not declare answers with Azure's five default policies.
  CHECK(e.at("app", "properties.other") == "5");
}

TEST_CASE("expand with mocks: providers() and pickZones() answer from the data", "[expand][mocks]") {
  mocks::MockRuntimeModel runtime;
  auto e = test::expandText(R"({"outputs": {
      "zones": {"type": "array", "value": "[pickZones('Microsoft.Compute', 'virtualMachines', 'eastus', 2)]"},
      "types": {"type": "int", "value": "[length(providers('Microsoft.Storage').resourceTypes)]"}}})",
                            "", {}, {}, &runtime);
  INFO(e.diagnostics());
  CHECK(e.output("zones") == R"(["1","2"])");
  CHECK(e.output("types") != "0");
  CHECK(e.output("types").find('[') == std::string::npos);  // known, not an unknown expression
}

// collectResources moves each instance's result and request out: both keep their own dependsOn and
// _source, the request without what the runtime model projected, and a change to one is not seen in
// the other.
TEST_CASE("expand with mocks: resources and requests after collection", "[expand][mocks]") {
  mocks::MockRuntimeModel runtime;
  auto e = test::expandText(R"({
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st", "location": "westeurope",
       "kind": "StorageV2", "properties": {"minimumTlsVersion": "TLS1_2"}},
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app", "location": "westeurope",
       "dependsOn": ["st"], "properties": {"httpsOnly": true}}
    ]})",
                            "", {}, {}, &runtime);
  INFO(e.diagnostics());
  REQUIRE_FALSE(e.result.diagnostics.hasErrors());
  auto& resources = e.result.resources;
  auto& requests = e.result.requests;
  REQUIRE(resources.size() == 2);
  REQUIRE(requests.size() == 2);
  for (size_t i = 0; i < 2; ++i) {
    CHECK(resources[i].get("id")->str() == requests[i].get("id")->str());
    CHECK(resources[i].get("_source") != nullptr);
    CHECK(requests[i].get("_source") != nullptr);
  }
  const std::string stId = resources[0].get("id")->str();
  REQUIRE(resources[1].get("dependsOn") != nullptr);
  REQUIRE(requests[1].get("dependsOn") != nullptr);
  CHECK(resources[1].get("dependsOn")->at(0)->str() == stId);
  CHECK(requests[1].get("dependsOn")->at(0)->str() == stId);
  // The runtime model adds what Azure returns to the resource, not to the request.
  CHECK(resources[0].get("properties")->get("primaryEndpoints") != nullptr);
  CHECK(requests[0].get("properties")->get("primaryEndpoints") == nullptr);
  CHECK(requests[0].get("properties")->get("minimumTlsVersion")->str() == "TLS1_2");
  // Values are copied on write: changing a resource leaves its request as it was.
  resources[1].objMut().set("changed", true);
  CHECK(requests[1].get("changed") == nullptr);
}

TEST_CASE("expand with mocks: without requests the resources are the same", "[expand][mocks]") {
  // analyze keeps no requests unless a policy is loaded, and diff never does (ExpandOptions::requests).
  mocks::MockRuntimeModel runtime;
  const char* tpl = R"({
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st", "location": "westeurope",
       "kind": "StorageV2", "properties": {"minimumTlsVersion": "TLS1_2"}},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"}, "template": {
         "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
         "contentVersion": "1.0.0.0",
         "resources": [{"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
                        "location": "westeurope", "properties": {"httpsOnly": true}}]}}}
    ]})";
  ExpandOptions with, without;
  without.requests = false;
  auto a = test::expandText(tpl, "", with, {}, &runtime);
  auto b = test::expandText(tpl, "", without, {}, &runtime);
  INFO(a.diagnostics() << b.diagnostics());
  REQUIRE_FALSE(b.result.diagnostics.hasErrors());
  CHECK(a.result.requests.size() == 3);
  CHECK(b.result.requests.empty());
  REQUIRE(a.result.resources.size() == b.result.resources.size());
  for (size_t i = 0; i < a.result.resources.size(); ++i) CHECK(toJson(a.result.resources[i]) == toJson(b.result.resources[i]));
  CHECK(b.result.resources[0].get("properties")->get("primaryEndpoints") != nullptr);  // still projected
}
