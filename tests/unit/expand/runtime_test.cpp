#include <catch2/catch.hpp>

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
