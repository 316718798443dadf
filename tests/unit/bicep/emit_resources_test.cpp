// Resource, module and dependency emission.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

TEST_CASE("bicep emit: resource shape and property access", "[bicep]") {
  auto c = compile(R"(param location string
resource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {
  name: 'st${uniqueString(resourceGroup().id)}'
  location: location
  kind: 'StorageV2'
}
output id string = sa.id
output name string = sa.name
output blob string = sa.properties.primaryEndpoints.blob
output loc string = sa.location
output type string = sa.type
output keys string = sa.listKeys().keys[0].value
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/type") == "\"Microsoft.Storage/storageAccounts\"");
  CHECK(c.at("/resources/0/apiVersion") == "\"2022-09-01\"");
  CHECK(c.at("/resources/0/name") == "\"[format('st{0}', uniqueString(resourceGroup().id))]\"");
  CHECK(c.at("/resources/0/location") == "\"[parameters('location')]\"");
  CHECK(c.at("/outputs/id/value") ==
        "\"[resourceId('Microsoft.Storage/storageAccounts', format('st{0}', uniqueString(resourceGroup().id)))]\"");
  CHECK(c.at("/outputs/name/value") == "\"[format('st{0}', uniqueString(resourceGroup().id))]\"");
  CHECK(c.at("/outputs/blob/value") ==
        "\"[reference(resourceId('Microsoft.Storage/storageAccounts', format('st{0}', uniqueString(resourceGroup().id))), "
        "'2022-09-01').primaryEndpoints.blob]\"");
  CHECK(c.at("/outputs/loc/value") ==
        "\"[reference(resourceId('Microsoft.Storage/storageAccounts', format('st{0}', uniqueString(resourceGroup().id))), "
        "'2022-09-01', 'full').location]\"");
  CHECK(c.at("/outputs/type/value") == "\"Microsoft.Storage/storageAccounts\"");
  CHECK(c.at("/outputs/keys/value") ==
        "\"[listKeys(resourceId('Microsoft.Storage/storageAccounts', format('st{0}', uniqueString(resourceGroup().id))), "
        "'2022-09-01').keys[0].value]\"");
}

TEST_CASE("bicep emit: nested resources and implicit dependsOn", "[bicep]") {
  auto c = compile(R"(resource parent 'My.Rp/parentType@2020-12-01' = {
  name: 'p'
  resource child 'childType' = {
    name: 'c'
    properties: {
      size: parent.properties.size
    }
  }
}
resource other 'My.Rp/otherType@2020-12-01' = if (true) {
  name: 'o'
  properties: {
    childId: parent::child.id
  }
}
)");
  REQUIRE(c.firstError().empty());
  // Nested resources come first; the child's name and type are qualified by the parent's.
  CHECK(c.at("/resources/0/type") == "\"My.Rp/parentType/childType\"");
  CHECK(c.at("/resources/0/name") == "\"[format('{0}/{1}', 'p', 'c')]\"");
  CHECK(c.at("/resources/0/dependsOn") == "[\"[resourceId('My.Rp/parentType', 'p')]\"]");
  CHECK(c.at("/resources/2/condition") == "\"[true()]\"");
  CHECK(c.at("/resources/2/properties/childId") == "\"[resourceId('My.Rp/parentType/childType', 'p', 'c')]\"");
  CHECK(c.at("/resources/2/dependsOn") == "[\"[resourceId('My.Rp/parentType/childType', 'p', 'c')]\"]");
}

TEST_CASE("bicep emit: existing resources are not deployed but are referenced", "[bicep]") {
  auto c = compile(R"(resource kv 'Microsoft.KeyVault/vaults@2023-02-01' existing = {
  name: 'vault'
  scope: resourceGroup('other-rg')
}
output id string = kv.id
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources") == "[]");
  CHECK(c.at("/outputs/id/value") ==
        "\"[extensionResourceId(format('/subscriptions/{0}/resourceGroups/{1}', subscription().subscriptionId, "
        "'other-rg'), 'Microsoft.KeyVault/vaults', 'vault')]\"");
}

TEST_CASE("bicep emit: resource loops, indexed references and batch size", "[bicep]") {
  auto c = compile(R"(param names array
@batchSize(2)
resource sas 'Microsoft.Storage/storageAccounts@2022-09-01' = [for (n, i) in names: {
  name: '${n}${i}'
}]
resource lock 'Microsoft.Authorization/locks@2020-05-01' = {
  name: 'lock'
  scope: sas[1]
  properties: {
    level: 'CanNotDelete'
  }
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/copy") ==
        "{\"name\":\"sas\",\"count\":\"[length(parameters('names'))]\",\"mode\":\"serial\",\"batchSize\":2}");
  CHECK(c.at("/resources/0/name") ==
        "\"[format('{0}{1}', parameters('names')[copyIndex()], copyIndex())]\"");
  CHECK(c.at("/resources/1/scope") ==
        "\"[resourceId('Microsoft.Storage/storageAccounts', format('{0}{1}', parameters('names')[1], 1))]\"");
  CHECK(c.at("/resources/1/dependsOn") ==
        "[\"[resourceId('Microsoft.Storage/storageAccounts', format('{0}{1}', parameters('names')[1], 1))]\"]");
}

TEST_CASE("bicep emit: modules are nested deployments with inner scope", "[bicep]") {
  auto c = compile(R"(module m 'mod.bicep' = {
  name: 'deployM'
  params: {
    prefix: 'x'
  }
}
output v string = m.outputs.value
)",
                   {{"mod.bicep", "param prefix string\noutput value string = '${prefix}-1'\n"}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/type") == "\"Microsoft.Resources/deployments\"");
  CHECK(c.at("/resources/0/apiVersion") == "\"2025-04-01\"");
  CHECK(c.at("/resources/0/name") == "\"deployM\"");
  CHECK(c.at("/resources/0/properties/expressionEvaluationOptions") == "{\"scope\":\"inner\"}");
  CHECK(c.at("/resources/0/properties/mode") == "\"Incremental\"");
  CHECK(c.at("/resources/0/properties/parameters") == "{\"prefix\":{\"value\":\"x\"}}");
  CHECK(c.at("/resources/0/properties/template/outputs/value/value") == "\"[format('{0}-1', parameters('prefix'))]\"");
  CHECK(c.at("/outputs/v/value") ==
        "\"[reference(resourceId('Microsoft.Resources/deployments', 'deployM'), '2025-04-01').outputs.value.value]\"");
}

TEST_CASE("bicep emit: a module without a name gets a generated one (and symbolic names)", "[bicep]") {
  auto c = compile("module m 'mod.bicep' = {}\n", {{"mod.bicep", "output o int = 1\n"}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/languageVersion") == "\"2.0\"");
  CHECK(c.at("/resources/m/name") == "\"[format('m-{0}', uniqueString('m', deployment().name))]\"");
}

TEST_CASE("bicep emit: module errors surface at the declaration", "[bicep]") {
  auto c = compile("module m 'mod.bicep' = {\n  name: 'm'\n}\n", {{"mod.bicep", "output o int = nope\n"}});
  bool atModule = false, inModule = false;
  for (const auto& d : c.result.diagnostics.items()) {
    if (d.code == "BCP104" && d.loc.line == 1) atModule = true;
    if (d.code == "BCP057" && c.files->path(d.loc.file) == "/virtual/mod.bicep") inModule = true;
  }
  CHECK(atModule);
  CHECK(inModule);
}

TEST_CASE("bicep emit: registry modules need the toolchain", "[bicep]") {
  auto c = compile("module m 'br/public:avm/res/storage/storage-account:0.9.0' = {\n  name: 'm'\n}\n");
  CHECK(c.firstError().rfind("BCP190", 0) == 0);
  CHECK_THAT(c.firstError(), Catch::Contains("br/public:avm/res/storage/storage-account:0.9.0"));
}

TEST_CASE("bicep emit: cycles are errors, not hangs", "[bicep]") {
  auto c = compile("var a = b\nvar b = a\nvar c = c\n");
  bool cycle = false, self = false;
  for (const auto& d : c.result.diagnostics.items()) {
    cycle = cycle || d.code == "BCP080";
    self = self || d.code == "BCP079";
  }
  CHECK(cycle);
  CHECK(self);
}

TEST_CASE("bicep emit: parent given as a nested resource through ::", "[bicep]") {
  auto c = compile(R"(resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'st'
  resource blob 'blobServices' = {
    name: 'default'
  }
}
resource container 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-01-01' = {
  parent: sa::blob
  name: 'logs'
}
)");
  REQUIRE(c.firstError().empty());
  // The nested blob service is emitted first, then the storage account, then the container.
  CHECK(c.at("/resources/2/name") == "\"[format('{0}/{1}/{2}', 'st', 'default', 'logs')]\"");
  CHECK(c.at("/resources/2/dependsOn/0") ==
        "\"[resourceId('Microsoft.Storage/storageAccounts/blobServices', 'st', 'default')]\"");
}

TEST_CASE("bicep emit: variables holding runtime values are inlined, deploy-time ones are not", "[bicep]") {
  auto c = compile(R"(resource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {
  name: 'sa'
  resource fs 'fileServices' = {
    name: 'default'
  }
}
var key = 'id'
var constantOnly = [sa.id, sa['name'], sa::fs.id]
var runtimeAfterConstant = [sa.id, sa.properties.primaryEndpoints]
var runtimeByIndex = [sa.name, sa[key]]
output a array = constantOnly
output b array = runtimeAfterConstant
output c array = runtimeByIndex
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/variables/constantOnly") != "<missing>");
  CHECK(c.at("/variables/runtimeAfterConstant") == "<missing>");
  // A constant access earlier in the value does not hide a runtime one after it.
  CHECK(c.at("/variables/runtimeByIndex") == "<missing>");
  CHECK(c.at("/outputs/b/value").find("reference(") != std::string::npos);
}

TEST_CASE("bicep emit: a property key that reads as an expression is escaped", "[bicep]") {
  auto c = compile(R"(resource r 'My.Rp/mockResource@2020-01-01' = {
  name: 'test'
  properties: {
    '[resourceGroup().location]': '[resourceGroup().location]'
  }
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/properties") == R"({"[[resourceGroup().location]":"[[resourceGroup().location]"})");
}

TEST_CASE("bicep emit: with symbolic names, list*() on an existing resource is no dependency", "[bicep]") {
  auto c = compile(R"(resource sa 'Microsoft.Storage/storageAccounts@2021-04-01' existing = {
  name: 'sa'
}
resource site 'Microsoft.Web/sites@2022-09-01' = {
  name: 'site'
  properties: {
    key: sa.listKeys().keys[0].value
  }
}
resource other 'Microsoft.Web/sites@2022-09-01' = {
  name: 'other'
  properties: {
    blob: sa.properties.primaryEndpoints.blob
  }
}
)",
                   {}, true);
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/site/dependsOn") == "<missing>");
  // Reading its properties needs the GET of the existing resource: that stays a dependency.
  CHECK(c.at("/resources/other/dependsOn") == R"(["sa"])");
}

TEST_CASE("bicep emit: the built-in Kubernetes extension goes to imports; its resources name it", "[bicep]") {
  auto c = compile(R"(@secure()
param kubeConfig string
extension kubernetes with {
  kubeConfig: kubeConfig
  namespace: 'default'
}
resource svc 'core/Service@v1' = {
  metadata: {
    name: 'front'
  }
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/languageVersion") == "\"2.0\"");
  CHECK(c.at("/imports/kubernetes") ==
        R"({"provider":"Kubernetes","version":"1.0.0","config":{"kubeConfig":"[parameters('kubeConfig')]","namespace":"default"}})");
  CHECK(c.at("/resources/svc/import") == "\"kubernetes\"");
  CHECK(c.at("/resources/svc/type") == "\"core/Service@v1\"");
  CHECK(c.at("/resources/svc/apiVersion") == "<missing>");
  CHECK(c.at("/resources/svc/properties/metadata/name") == "\"front\"");
}
