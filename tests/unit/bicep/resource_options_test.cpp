// Resource decorators that are directives to Resource Manager: Bicep 0.46 writes @onlyIfNotExists,
// @retryOn, @waitUntil (experimental) and @nullIfNotFound into the resource's "@options" (expected
// shapes from Azure/bicep's OnlyIfNotExists/RetryOn/WaitUntilDecoratorTests and
// NullableExistingResourceTests); one that cannot apply is said (BCPPF08), never dropped silently.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

bool has(const pf::test::Compiled& c, const std::string& code, uint32_t line) {
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == code && d.loc.line == line) return true;
  return false;
}

std::string messageOf(const pf::test::Compiled& c, const std::string& code) {
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == code) return d.message;
  return "<none>";
}

}  // namespace

TEST_CASE("bicep options: @onlyIfNotExists() is an empty @options entry before the type, with symbolic names",
          "[bicep][options]") {
  auto c = compile(R"(@onlyIfNotExists()
resource sqlServer 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'sql-server-name'
  location: 'polandcentral'
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/languageVersion") == "\"2.0\"");
  CHECK(c.at("/resources/sqlServer") ==
        R"({"@options":{"onlyIfNotExists":[]},"type":"Microsoft.Sql/servers","apiVersion":"2021-11-01",)"
        R"("name":"sql-server-name","location":"polandcentral"})");
  for (const auto& d : c.result.diagnostics.items()) CHECK(d.code != "BCPPF08");
}

TEST_CASE("bicep options: @retryOn keeps its arguments in order, next to @onlyIfNotExists in source order",
          "[bicep][options]") {
  auto c = compile(R"(@onlyIfNotExists()
@retryOn(['ResourceNotFound', 'ServerError'], 1)
resource sqlServer 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'sql-server-name'
  location: 'polandcentral'
}
@sys.retryOn(['Conflict'])
resource other 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'other'
  location: 'polandcentral'
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/sqlServer/@options") ==
        R"({"onlyIfNotExists":[],"retryOn":[["ResourceNotFound","ServerError"],1]})");
  // Without a retry count the entry holds the one argument given.
  CHECK(c.at("/resources/other/@options") == R"({"retryOn":[["Conflict"]]})");
}

TEST_CASE("bicep options: on a resource loop @options follows the copy and the condition", "[bicep][options]") {
  auto c = compile(R"(param deploy bool
@retryOn(['ResourceNotFound', 'ServerError'], 1)
@onlyIfNotExists()
resource sqlServer 'Microsoft.Sql/servers@2021-11-01' = [for i in range(1, 2): if (deploy) {
  name: 'sql-server-name${i}'
  location: 'polandcentral'
}]
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/sqlServer") ==
        R"({"copy":{"name":"sqlServer","count":"[length(range(1, 2))]"},"condition":"[parameters('deploy')]",)"
        R"("@options":{"retryOn":[["ResourceNotFound","ServerError"],1],"onlyIfNotExists":[]},)"
        R"("type":"Microsoft.Sql/servers","apiVersion":"2021-11-01",)"
        R"("name":"[format('sql-server-name{0}', range(1, 2)[copyIndex()])]","location":"polandcentral"})");
}

TEST_CASE("bicep options: an extension's resource writes @options after naming its extension", "[bicep][options]") {
  auto c = compile(R"(extension kubernetes with {
  kubeConfig: 'x'
  namespace: 'default'
}
@onlyIfNotExists()
resource svc 'core/Service@v1' = {
  metadata: {
    name: 'front'
  }
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/svc").find(R"("@options":{"onlyIfNotExists":[]},"type":"core/Service@v1")") !=
        std::string::npos);
}

TEST_CASE("bicep options: misused @retryOn and @onlyIfNotExists get Bicep's diagnostics", "[bicep][options]") {
  SECTION("error codes that are not strings") {
    auto c = compile(R"(@retryOn(['ResourceNotFound', 1010])
resource a 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'a'
  location: 'polandcentral'
}
)");
    CHECK(messageOf(c, "BCP033") ==
          "Expected a value of type \"string\" but the provided value is of type \"'ResourceNotFound' | 1010\".");
  }
  SECTION("a retry count below 1, also on a loop") {
    auto c = compile(R"(@retryOn(['ResourceNotFound'], 0)
resource a 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'a'
  location: 'polandcentral'
}
@retryOn(['ResourceNotFound'], -5)
resource b 'Microsoft.Sql/servers@2021-11-01' = [for i in range(1, 2): {
  name: 'b${i}'
  location: 'polandcentral'
}]
)");
    CHECK(has(c, "BCP328", 1));
    CHECK(has(c, "BCP328", 6));
    CHECK(messageOf(c, "BCP328") ==
          "The provided value (which will always be less than or equal to 0) is too small to assign to a target for "
          "which the minimum allowable value is 1.");
  }
  SECTION("a retry count that is not an integer") {
    auto c = compile(R"(@retryOn(['ResourceNotFound'], 'randomString')
resource a 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'a'
  location: 'polandcentral'
}
)");
    CHECK(messageOf(c, "BCP070") == "Argument of type \"'randomString'\" is not assignable to parameter of type \"int\".");
  }
  SECTION("@onlyIfNotExists takes no argument and decorates resources only") {
    auto c = compile(R"(@onlyIfNotExists(1)
resource a 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'a'
  location: 'polandcentral'
}
@onlyIfNotExists()
module m 'mod.bicep' = {
  name: 'm'
}
@retryOn(['ResourceNotFound'])
)",
                     {{"mod.bicep", "\n"}});
    CHECK(messageOf(c, "BCP071") == "Expected 0 arguments, but got 1.");
    CHECK(messageOf(c, "BCP128") == "Function \"onlyIfNotExists\" cannot be used as a module decorator.");
    CHECK(has(c, "BCP149", 10));
  }
}

namespace {

pf::test::Compiled compileWith(const std::string& text, const std::string& feature) {
  if (feature.empty()) return compile(text);
  return compile(text, {}, false, {feature});
}

const char* kSqlWaiting = R"(@waitUntil(x => x.ProvisionStatus == 'Succeeded' && x.routingState == 'Provisioned', 'PT20S')
resource sqlServer 'Microsoft.Sql/servers@2021-11-01' = {
  name: 'sql-server-name'
  location: 'polandcentral'
}
)";

}  // namespace

// Expected shapes: Azure/bicep WaitUntilDecoratorTests (all under WaitAndRetryEnabled).
TEST_CASE("bicep options: @waitUntil needs the experimental waitAndRetry feature, as in Bicep 0.46",
          "[bicep][options]") {
  auto off = compileWith(kSqlWaiting, "");
  REQUIRE(off.firstError().find("BCP057") == 0);
  CHECK(has(off, "BCP057", 1));

  auto on = compileWith(kSqlWaiting, "waitAndRetry");
  REQUIRE(on.firstError().empty());
  CHECK(on.at("/languageVersion") == "\"2.1-experimental\"");
  CHECK(on.at("/resources/sqlServer/@options") ==
        R"({"waitUntil":["[lambda('x', and(equals(lambdaVariables('x').ProvisionStatus, 'Succeeded'), )"
        R"(equals(lambdaVariables('x').routingState, 'Provisioned')))]","PT20S"]})");
  for (const auto& d : on.result.diagnostics.items()) CHECK(d.code != "BCPPF08");
}

TEST_CASE("bicep options: @waitUntil on a loop, and its misuse, as Bicep says it", "[bicep][options]") {
  auto loop = compileWith(R"(@waitUntil(x => x.ProvisionStatus == 'Succeeded', 'PT20S')
resource sqlServer 'Microsoft.Sql/servers@2021-11-01' = [for i in range(0, 2): {
  name: 'sql-server-name_${i}'
  location: 'polandcentral'
}]
)",
                          "waitAndRetry");
  REQUIRE(loop.firstError().empty());
  CHECK(loop.at("/resources/sqlServer/@options/waitUntil") ==
        R"(["[lambda('x', equals(lambdaVariables('x').ProvisionStatus, 'Succeeded'))]","PT20S"])");

  auto sql = [](const std::string& decorator) {
    return decorator + "\nresource sqlServer 'Microsoft.Sql/servers@2021-11-01' = {\n  name: 'a'\n  location: 'b'\n}\n";
  };
  SECTION("the predicate first") {
    auto c = compileWith(sql("@waitUntil('PT20S', x => x.ProvisionStatus == 'Succeeded')"), "waitAndRetry");
    REQUIRE(c.result.diagnostics.errorCount() == 1);
    CHECK(messageOf(c, "BCP070") == "Argument of type \"'PT20S'\" is not assignable to parameter of type \"object => bool\".");
  }
  SECTION("the wait as a string") {
    auto c = compileWith(sql("@waitUntil( x => x.ProvisionStatus == 'Succeeded', 1)"), "waitAndRetry");
    REQUIRE(c.result.diagnostics.errorCount() == 1);
    CHECK(messageOf(c, "BCP070") == "Argument of type \"1\" is not assignable to parameter of type \"string\".");
  }
  SECTION("both arguments") {
    auto c = compileWith(sql("@waitUntil(x => x.ProvisionStatus == 'Succeeded')"), "waitAndRetry");
    CHECK(messageOf(c, "BCP071") == "Expected 2 arguments, but got 1.");
  }
  SECTION("not on a module") {
    auto c = compile(
        "@waitUntil(x => x.ProvisionStatus == 'Succeeded', 'PT20S')\n"
        "module myModule 'mod.bicep' = {\n  name: 'moduleb'\n  params: {\n    inputa: 'foo'\n  }\n}\n",
        {{"mod.bicep", "param inputa string\n"}}, false, {"waitAndRetry"});
    CHECK(messageOf(c, "BCP128") == "Function \"waitUntil\" cannot be used as a module decorator.");
  }
}

// @nullIfNotFound() (GA in Bicep 0.44): the decorator becomes an empty "@options" entry on the
// existing resource, and reads of the resource compile as reads of a nullable value. Expected
// expressions: Azure/bicep NullableExistingResourceTests (the same compilation for `existing?`,
// whose option is "nullableExisting"); the option's name follows Bicep's mechanical rule
// (REP 0013: @name(args) → "@options": {"name": [args]}).
TEST_CASE("bicep options: @nullIfNotFound() marks the existing resource and reads it as nullable",
          "[bicep][options]") {
  auto c = compile(R"(@nullIfNotFound()
resource storageAccount 'Microsoft.Storage/storageAccounts@2021-04-01' existing = {
  name: 'testStorage'
}

resource newStorage 'Microsoft.Storage/storageAccounts@2021-04-01' = {
  name: 'newStorageAccount'
  location: resourceGroup().location
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  properties: {
    accessTier: storageAccount.?properties.accessTier
  }
}

output exists bool = storageAccount != null
output safeSkuName string? = storageAccount.?sku.name
output locationWithDefault string = storageAccount.?location ?? 'westus'
output resourceId string = storageAccount.id
output keys object = storageAccount != null ? storageAccount!.listKeys() : {}
)");
  REQUIRE(c.firstError().empty());
  for (const auto& d : c.result.diagnostics.items()) CHECK(d.code != "BCPPF08");
  CHECK(c.at("/languageVersion") == "\"2.0\"");
  CHECK(c.at("/resources/storageAccount") ==
        R"({"existing":true,"@options":{"nullIfNotFound":[]},"type":"Microsoft.Storage/storageAccounts",)"
        R"("apiVersion":"2021-04-01","name":"testStorage"})");
  CHECK(c.at("/resources/newStorage/dependsOn") == R"(["storageAccount"])");
  CHECK(c.at("/resources/newStorage/properties/accessTier") ==
        R"("[tryGet(reference('storageAccount', '2021-04-01', 'full'), 'properties', 'accessTier')]")");
  CHECK(c.at("/outputs/exists/value") == R"("[not(equals(reference('storageAccount', '2021-04-01', 'full'), null()))]")");
  CHECK(c.at("/outputs/safeSkuName/value") ==
        R"("[tryGet(reference('storageAccount', '2021-04-01', 'full'), 'sku', 'name')]")");
  CHECK(c.at("/outputs/locationWithDefault/value") ==
        R"("[coalesce(tryGet(reference('storageAccount', '2021-04-01', 'full'), 'location'), 'westus')]")");
  CHECK(c.at("/outputs/resourceId/value") == R"("[resourceId('Microsoft.Storage/storageAccounts', 'testStorage')]")");
  CHECK(c.at("/outputs/keys/value") ==
        R"("[if(not(equals(reference('storageAccount', '2021-04-01', 'full'), null())), )"
        R"(listKeys('storageAccount', '2021-04-01'), createObject())]")");
}

TEST_CASE("bicep options: @nullIfNotFound() on a resource the deployment creates is said at its line, not written",
          "[bicep][options]") {
  auto c = compile(R"(@nullIfNotFound()
resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = [for n in ['a', 'b']: {
  name: n
}]
@nullIfNotFound()
resource wrong 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'kv2'
  location: 'eastus'
  properties: {
    tenantId: subscription().tenantId
    sku: { family: 'A', name: 'standard' }
  }
}
output first string? = kv[0].?properties.vaultUri
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/kv/@options") == R"({"nullIfNotFound":[]})");
  CHECK(c.at("/resources/kv/copy/name") == R"("kv")");
  CHECK(c.at("/resources/wrong/@options") == "<missing>");
  CHECK(has(c, "BCPPF08", 5));
  CHECK(messageOf(c, "BCPPF08") ==
        "@nullIfNotFound() is not written into the template: it applies to `existing` resources only, and this one is "
        "created by the deployment");
}
