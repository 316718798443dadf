// A resource's "@options" (Bicep's @onlyIfNotExists, @retryOn, @waitUntil, @nullIfNotFound) and
// target() (Bicep's this.exists() / this.existingResource()): what a pre-flight expansion makes
// of them (engine/expand/resource_options.hpp).
#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"
#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;
using test::expandBicep;
using test::expandText;

namespace {

size_t count(const test::Expanded& e, std::string_view code) {
  size_t n = 0;
  for (const auto& d : e.result.diagnostics.items()) n += d.code == code;
  return n;
}

}  // namespace

TEST_CASE("options: a resource with @options is expanded and checked as declared, without them",
          "[expand][options]") {
  auto e = expandText(R"({"languageVersion": "2.0",
    "resources": {
      "sql": {"@options": {"onlyIfNotExists": [], "retryOn": [["ResourceNotFound", "ServerError"], 1],
                           "waitUntil": ["[lambda('x', equals(lambdaVariables('x').state, 'Ready'))]", "PT20S"]},
              "type": "Microsoft.Sql/servers", "apiVersion": "2021-11-01", "name": "sql1", "location": "westeurope",
              "properties": {"minimalTlsVersion": "1.2"}},
      "reader": {"type": "Microsoft.Resources/tags", "apiVersion": "2022-09-01", "name": "default",
                 "properties": {"tags": {"keys": "[join(objectKeys(reference('sql', '2021-11-01', 'full')), ',')]"}}}
    }})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  // The options are directives to Resource Manager: not a property, not in reference('full').
  CHECK(e.at("sql1", "@options") == "<missing>");
  CHECK(e.at("sql1", "properties.minimalTlsVersion") == "\"1.2\"");
  CHECK(e.at("sql1", "_source.options") == R"(["onlyIfNotExists","retryOn","waitUntil"])");
  CHECK(e.at("default", "properties.tags.keys").find("@options") == std::string::npos);
}

TEST_CASE("options: Bicep's @onlyIfNotExists and @retryOn compile and expand end to end", "[expand][options]") {
  auto e = expandBicep(R"(@onlyIfNotExists()
@retryOn(['ResourceNotFound'], 3)
resource secret 'Microsoft.KeyVault/vaults/secrets@2023-07-01' = [for i in range(0, 2): {
  name: 'kv/s${i}'
  properties: {
    value: 'initial'
  }
}]
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  REQUIRE(e.ofType("Microsoft.KeyVault/vaults/secrets").size() == 2);
  CHECK(e.at("kv/s1", "_source.options") == R"(["onlyIfNotExists","retryOn"])");
}

TEST_CASE("options: malformed, unknown or pointless options are reported once per declaration",
          "[expand][options]") {
  auto e = expandText(R"({"languageVersion": "2.0",
    "resources": {
      "a": {"@options": [], "type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "a"},
      "b": {"copy": {"name": "b", "count": 3},
            "@options": {"retryOn": [["Conflict"], 0], "patch": []},
            "type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "[format('b{0}', copyIndex())]"},
      "c": {"@options": {"nullIfNotFound": [], "onlyIfNotExists": ["x"]},
            "type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "c"}
    }})");
  INFO(e.diagnostics());
  CHECK(count(e, "EXP085") == 3);  // "@options" not an object, a retry count of 0, onlyIfNotExists with an argument
  CHECK(count(e, "EXP086") == 2);  // 'patch' unknown, nullIfNotFound on a resource being created
  // Still expanded, all of them.
  CHECK(e.resource("a"));
  CHECK(e.resource("b2"));
  CHECK(e.resource("c"));
  CHECK(e.at("b0", "_source.options") == "<missing>");
}

TEST_CASE("options: an existing resource that may be absent reads as null, a plain existing one stays unknown",
          "[expand][options]") {
  // Bicep writes the option as an @options entry (the later `existing?` form as nullableExisting).
  auto e = expandText(R"({"languageVersion": "2.0",
    "resources": {
      "kv": {"existing": true, "@options": {"nullIfNotFound": []},
             "type": "Microsoft.KeyVault/vaults", "apiVersion": "2023-07-01", "name": "kv1"},
      "kvs": {"existing": true, "copy": {"name": "kvs", "count": 2}, "@options": {"nullableExisting": []},
              "type": "Microsoft.KeyVault/vaults", "apiVersion": "2023-07-01", "name": "[format('kv{0}', copyIndex())]"},
      "plain": {"existing": true, "type": "Microsoft.KeyVault/vaults", "apiVersion": "2023-07-01", "name": "kvp"},
      "user": {"type": "Microsoft.Web/sites", "apiVersion": "2023-01-01", "name": "app",
               "properties": {
                 "kvExists": "[not(equals(reference('kv', '2023-07-01', 'full'), null()))]",
                 "vaultUri": "[coalesce(tryGet(reference('kv', '2023-07-01', 'full'), 'properties', 'vaultUri'), 'none')]",
                 "fromLoop": "[references('kvs', 'full')]",
                 "plainUri": "[reference('plain').vaultUri]"}}
    }})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("app", "properties.kvExists") == "false");
  CHECK(e.at("app", "properties.vaultUri") == "\"none\"");
  CHECK(e.at("app", "properties.fromLoop") == "[null,null]");
  CHECK(e.at("app", "properties.plainUri") == R"("[reference('plain').vaultUri]")");
  // Said once per declaration, however often it is read.
  CHECK(count(e, "EXP087") == 2);
  // Existing resources are not deployed.
  CHECK(e.resource("kv1") == nullptr);
}

TEST_CASE("options: Bicep's @nullIfNotFound() compiles and expands to the not-found path end to end",
          "[expand][options]") {
  auto e = expandBicep(R"(@nullIfNotFound()
resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv1'
}
resource app 'Microsoft.Web/sites@2023-01-01' = {
  name: 'app'
  location: 'westeurope'
  properties: {
    httpsOnly: kv == null
    siteConfig: {
      appSettings: [
        { name: 'VAULT', value: kv.?properties.vaultUri ?? 'none' }
      ]
    }
  }
}
output kvId string = kv.id
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("app", "properties.httpsOnly") == "true");
  CHECK(e.at("app", "properties.siteConfig.appSettings") == R"([{"name":"VAULT","value":"none"}])");
  CHECK(count(e, "EXP087") == 1);
  CHECK(e.resource("kv1") == nullptr);
}

TEST_CASE("options: this.exists() and this.existingResource() take the first deployment's path",
          "[expand][options][this]") {
  auto e = expandBicep(R"(resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = [for i in range(0, 2): {
  name: 'st${i}'
  location: 'westeurope'
  sku: {
    name: this.exists() ? 'Standard_GRS' : 'Standard_LRS'
  }
  kind: 'StorageV2'
  properties: {
    allowBlobPublicAccess: this.existingResource().?properties.allowBlobPublicAccess ?? false
    minimumTlsVersion: this.exists() ? this.existingResource()!.properties.minimumTlsVersion : 'TLS1_2'
  }
}]
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("st1", "sku.name") == "\"Standard_LRS\"");
  CHECK(e.at("st1", "properties.allowBlobPublicAccess") == "false");
  CHECK(e.at("st1", "properties.minimumTlsVersion") == "\"TLS1_2\"");
  CHECK(count(e, "EXP088") == 1);
}

TEST_CASE("options: target() reads the resource being evaluated, so it has no meaning elsewhere", "[expand][options]") {
  auto e = expandText(R"({"languageVersion": "2.0", "resources": {},
    "outputs": {"o": {"type": "bool", "value": "[empty(target('full'))]"}}})");
  CHECK(e.result.diagnostics.hasErrors());
  bool said = false;
  for (const auto& d : e.result.diagnostics.items())
    said = said || d.message.find("target() reads the resource whose properties are being evaluated") != std::string::npos;
  CHECK(said);
}
