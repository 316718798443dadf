// Resource decorators that are directives to Resource Manager: Bicep 0.46 writes
// @onlyIfNotExists and @retryOn into the resource's "@options" (expected shapes from Azure/bicep's
// OnlyIfNotExistsDecoratorTests and RetryOnDecoratorTests); @waitUntil and @nullIfNotFound are
// said (BCPPF08), never dropped silently.
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

TEST_CASE("bicep options: @waitUntil and @nullIfNotFound are said at their line, not written", "[bicep][options]") {
  auto c = compile(R"(@waitUntil(x => x.properties.provisioningState == 'Succeeded', 'PT20S')
resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'st1'
  location: 'eastus'
  sku: { name: 'Standard_LRS' }
  kind: 'StorageV2'
}
@nullIfNotFound()
resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv1'
}
@nullIfNotFound()
resource wrong 'Microsoft.KeyVault/vaults@2023-07-01' = {
  name: 'kv2'
  location: 'eastus'
}
output uri string = kv.properties.vaultUri
)");
  REQUIRE(c.firstError().empty());
  CHECK(has(c, "BCPPF08", 1));
  CHECK(has(c, "BCPPF08", 8));
  CHECK(has(c, "BCPPF08", 12));
  CHECK(messageOf(c, "BCPPF08").find("@waitUntil()") == 0);
  CHECK(c.at("/resources/sa/@options") == "<missing>");
  CHECK(c.at("/resources/kv") ==
        R"({"existing":true,"type":"Microsoft.KeyVault/vaults","apiVersion":"2023-07-01","name":"kv1"})");
  bool toldExistingOnly = false;
  for (const auto& d : c.result.diagnostics.items())
    toldExistingOnly = toldExistingOnly || (d.loc.line == 12 && d.message.find("`existing` resources only") != std::string::npos);
  CHECK(toldExistingOnly);
}
