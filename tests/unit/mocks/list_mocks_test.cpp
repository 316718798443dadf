#include <catch2/catch.hpp>

#include "tests/unit/mocks/mocks_test_util.hpp"

using namespace pf;
using namespace pf::mocks;
using namespace pf::mocks::test;

namespace {
std::optional<Value> list(const std::string& id, const std::string& fn, const std::string& api = "2023-01-01",
                          const Value* resource = nullptr) {
  DeploymentContext ctx;
  return listMock({id, fn, api, resource}, ctx);
}
std::string storageId() { return kRg() + "/providers/Microsoft.Storage/storageAccounts/st1"; }
}  // namespace

TEST_CASE("list: storage listKeys has Azure's shape with secret values", "[mocks]") {
  auto keys = list(storageId(), "listKeys");
  REQUIRE(keys);
  REQUIRE(at(*keys, "keys").arr().size() == 2);
  CHECK(str(*keys, "keys[0].keyName") == "key1");
  CHECK(str(*keys, "keys[1].keyName") == "key2");
  CHECK(str(*keys, "keys[0].permissions") == "FULL");
  Value value = at(*keys, "keys[0].value");
  CHECK(value.str() == "{{Secret}}");
  CHECK(value.secret());
  CHECK_FALSE(at(*keys, "keys[0].keyName").secret());
  CHECK(keys->secret());

  auto sas = list(storageId(), "listAccountSas");
  REQUIRE(sas);
  CHECK(at(*sas, "accountSasToken").secret());
}

TEST_CASE("list: the response shape follows the API version", "[mocks]") {
  auto old = list(storageId(), "listKeys", "2015-06-15");
  REQUIRE(old);
  CHECK(at(*old, "key1").secret());
  CHECK(at(*old, "keys").isNull());
  auto preview = list(storageId(), "listKeys", "2016-01-01-preview");
  REQUIRE(preview);
  CHECK(at(*preview, "keys").isArray());
}

TEST_CASE("list: a relative id (type/name) is understood", "[mocks]") {
  auto keys = list("Microsoft.Storage/storageAccounts/st1", "listKeys");
  REQUIRE(keys);
  CHECK(at(*keys, "keys").isArray());
  auto rule = list("Microsoft.ServiceBus/namespaces/sb1/authorizationRules/RootManageSharedAccessKey", "listKeys");
  REQUIRE(rule);
  CHECK(str(*rule, "keyName") == "RootManageSharedAccessKey");
}

TEST_CASE("list: names and types match case-insensitively", "[mocks]") {
  CHECK(list(kRg() + "/providers/microsoft.storage/STORAGEACCOUNTS/st1", "LISTKEYS"));
  CHECK(list(storageId(), "listkeys"));
}

TEST_CASE("list: unknown types, functions and ids give nullopt", "[mocks]") {
  CHECK_FALSE(list(storageId(), "listWidgets"));
  CHECK_FALSE(list(kRg() + "/providers/Contoso.Widgets/widgets/w1", "listKeys"));
  CHECK_FALSE(list("not an id", "listKeys"));
  CHECK_FALSE(list("", "listKeys"));
  CHECK_FALSE(list(kRg(), "listKeys"));  // a resource group has no keys
}

TEST_CASE("list: messaging authorization rules build connection strings", "[mocks]") {
  auto sb = list(kRg() + "/providers/Microsoft.ServiceBus/namespaces/sb1/authorizationRules/RootManageSharedAccessKey", "listKeys");
  REQUIRE(sb);
  Value cs = at(*sb, "primaryConnectionString");
  CHECK(cs.str() == "Endpoint=sb://sb1.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;"
                    "SharedAccessKey={{Secret}}");
  CHECK(cs.secret());
  CHECK(str(*sb, "keyName") == "RootManageSharedAccessKey");
  CHECK_FALSE(at(*sb, "keyName").secret());

  auto eh = list(kRg() + "/providers/Microsoft.EventHub/namespaces/ns1/eventhubs/hub1/authorizationRules/send", "listKeys");
  REQUIRE(eh);
  CHECK(str(*eh, "primaryConnectionString") ==
        "Endpoint=sb://ns1.servicebus.windows.net/;SharedAccessKeyName=send;SharedAccessKey={{Secret}};EntityPath=hub1");
  CHECK(str(*eh, "keyName") == "send");
}

TEST_CASE("list: credentials and keys of other services", "[mocks]") {
  auto acr = list(kRg() + "/providers/Microsoft.ContainerRegistry/registries/acr1", "listCredentials");
  REQUIRE(acr);
  CHECK(str(*acr, "username") == "acr1");
  CHECK(str(*acr, "passwords[1].name") == "password2");
  CHECK(at(*acr, "passwords[0].value").secret());

  auto cosmos = list(kRg() + "/providers/Microsoft.DocumentDB/databaseAccounts/db1", "listConnectionStrings");
  REQUIRE(cosmos);
  CHECK(str(*cosmos, "connectionStrings[0].connectionString").starts_with("AccountEndpoint=https://db1.documents.azure.com:443/;"));
  CHECK(at(*cosmos, "connectionStrings[0].connectionString").secret());
  auto cosmosKeys = list(kRg() + "/providers/Microsoft.DocumentDB/databaseAccounts/db1", "listKeys");
  REQUIRE(cosmosKeys);
  CHECK(at(*cosmosKeys, "primaryMasterKey").secret());

  auto search = list(kRg() + "/providers/Microsoft.Search/searchServices/s1", "listQueryKeys");
  REQUIRE(search);
  CHECK(at(*search, "value[0].key").secret());
  CHECK(list(kRg() + "/providers/Microsoft.Search/searchServices/s1", "listAdminKeys"));

  auto law = list(kRg() + "/providers/Microsoft.OperationalInsights/workspaces/law", "listKeys", "2015-11-01-preview");
  REQUIRE(law);
  CHECK(at(*law, "primarySharedKey").secret());

  auto aks = list(kRg() + "/providers/Microsoft.ContainerService/managedClusters/aks", "listClusterAdminCredential");
  REQUIRE(aks);
  CHECK(str(*aks, "kubeconfigs[0].name") == "clusterAdmin");

  auto host = list(kRg() + "/providers/Microsoft.Web/sites/func1/host/default", "listKeys");
  REQUIRE(host);
  CHECK(at(*host, "functionKeys.default").secret());
  CHECK(at(*host, "masterKey").secret());

  auto ir = list(kRg() + "/providers/Microsoft.DataFactory/factories/adf/integrationRuntimes/shir", "listAuthKeys");
  REQUIRE(ir);
  CHECK(at(*ir, "authKey1").secret());
}

TEST_CASE("list: entries restricted to a resource name", "[mocks]") {
  auto creds = list(kRg() + "/providers/Microsoft.Web/sites/app1/config/publishingcredentials", "list");
  REQUIRE(creds);
  CHECK(str(*creds, "properties.publishingUserName") == "$app1");
  CHECK(at(*creds, "properties.publishingPassword").secret());
  CHECK_FALSE(list(kRg() + "/providers/Microsoft.Web/sites/app1/config/appsettings", "list"));
  auto slot = list(kRg() + "/providers/Microsoft.Web/sites/app1/slots/staging/config/publishingcredentials", "list");
  REQUIRE(slot);
  CHECK(str(*slot, "properties.publishingUserName") == "$app1__staging");

  auto owner = list(kRg() + "/providers/Microsoft.Devices/IotHubs/hub/IotHubKeys/iothubowner", "listKeys");
  REQUIRE(owner);
  CHECK(str(*owner, "rights") == "RegistryWrite, ServiceConnect, DeviceConnect");
  auto custom = list(kRg() + "/providers/Microsoft.Devices/IotHubs/hub/IotHubKeys/mypolicy", "listKeys");
  REQUIRE(custom);
  CHECK(str(*custom, "keyName") == "mypolicy");
}

TEST_CASE("list: a logic app trigger's callback URL points at its workflow", "[mocks]") {
  DeploymentContext ctx;
  Value wf = resource("Microsoft.Logic/workflows", "wf1");
  projectRuntimeProperties(wf, ctx);
  std::string endpoint = str(wf, "properties.accessEndpoint");  // .../workflows/<id>
  auto cb = listMock({wf.get("id")->str() + "/triggers/manual", "listCallbackUrl", "2019-05-01", nullptr}, ctx);
  REQUIRE(cb);
  CHECK(str(*cb, "value").starts_with(endpoint + "/triggers/manual/paths/invoke?"));
  CHECK(at(*cb, "value").secret());
  CHECK(str(*cb, "method") == "POST");
}

TEST_CASE("list: values that cannot be made print as the call", "[mocks]") {
  const std::string id = kRg() + "/providers/Microsoft.MachineLearningServices/workspaces/ml";
  auto keys = list(id, "listKeys", "2023-04-01");
  REQUIRE(keys);
  Value storage = at(*keys, "userStorageResourceId");
  REQUIRE(storage.isUnknown());
  CHECK(storage.unknownData().expr == "listKeys('" + id + "', '2023-04-01').userStorageResourceId");

  // With the workspace from the deployment, its properties fill the response.
  Value ws = resource("Microsoft.MachineLearningServices/workspaces", "ml", R"({"properties": {"storageAccount": "/x/st"}})");
  auto withResource = list(id, "listKeys", "2023-04-01", &ws);
  REQUIRE(withResource);
  CHECK(str(*withResource, "userStorageResourceId") == "/x/st");
}

TEST_CASE("list: an IoT hub's listKeys answers with the policies its template declares", "[mocks][iothub]") {
  const std::string id = kRg() + "/providers/Microsoft.Devices/IotHubs/hub1";
  Value declared = resource("Microsoft.Devices/IotHubs", "hub1", R"({"properties": {"authorizationPolicies": [
      {"keyName": "iothubowner", "rights": "RegistryWrite, ServiceConnect, DeviceConnect"},
      {"keyName": "deviceupdateservice", "rights": "RegistryRead, ServiceConnect, DeviceConnect"}]}})");
  auto keys = list(id, "listKeys", "2021-03-31", &declared);
  REQUIRE(keys);
  REQUIRE(at(*keys, "value").arr().size() == 2);
  CHECK(str(*keys, "value[1].keyName") == "deviceupdateservice");
  CHECK(str(*keys, "value[1].rights") == "RegistryRead, ServiceConnect, DeviceConnect");
  CHECK(at(*keys, "value[1].primaryKey").secret());
  CHECK(at(*keys, "value[1].secondaryKey").secret());
  CHECK(keys->secret());

  // Without declared policies (or without the resource) Azure creates its five default ones.
  Value bare = resource("Microsoft.Devices/IotHubs", "hub1", R"({"properties": {}})");
  for (const Value* r : std::initializer_list<const Value*>{&bare, nullptr}) {
    auto defaults = list(id, "listKeys", "2021-03-31", r);
    REQUIRE(defaults);
    REQUIRE(at(*defaults, "value").arr().size() == 5);
    CHECK(str(*defaults, "value[0].keyName") == "iothubowner");
  }
}
