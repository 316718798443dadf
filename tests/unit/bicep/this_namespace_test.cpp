// The `this` namespace: this.exists() and this.existingResource() in a resource body compile to
// ARM's target() (expected strings from Azure/bicep's ThisNamespaceTests), only where Bicep has
// the namespace in scope.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

bool has(const pf::test::Compiled& c, const std::string& code, uint32_t line) {
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == code && d.loc.line == line) return true;
  return false;
}

}  // namespace

TEST_CASE("bicep this: exists() and existingResource() read the resource's state before the deployment",
          "[bicep][this]") {
  auto c = compile(R"(resource testResource 'Microsoft.Storage/storageAccounts@2021-04-01' = {
  name: 'testStorage'
  location: 'westus'
  sku: {
    name: 'Standard_LRS'
  }
  kind: 'StorageV2'
  properties: {
    allowBlobPublicAccess: this.exists()
    minimumTlsVersion: this.existingResource().?properties.minimumTlsVersion ?? 'TLS1_0'
    accessTier: this.exists() ? 'Hot' : 'Cool'
  }
  resource fileService 'fileServices' = {
    name: 'default'
    properties: {
      shareDeleteRetentionPolicy: this.existingResource().?properties.shareDeleteRetentionPolicy
    }
  }
}
resource secret 'Microsoft.KeyVault/vaults/secrets@2024-12-01-preview' = {
  name: 'vault/secret'
  properties: {
    value: this.existingResource().?tags.secretValue
  }
}
)");
  REQUIRE(c.firstError().empty());
  // The functions need symbolic names.
  CHECK(c.at("/languageVersion") == "\"2.0\"");
  CHECK(c.at("/resources/testResource/properties") ==
        R"({"allowBlobPublicAccess":"[not(empty(target('full')))]",)"
        R"("minimumTlsVersion":"[coalesce(tryGet(target('full'), 'properties', 'minimumTlsVersion'), 'TLS1_0')]",)"
        R"("accessTier":"[if(not(empty(target('full'))), 'Hot', 'Cool')]"})");
  CHECK(c.at("/resources/testResource::fileService/properties/shareDeleteRetentionPolicy") ==
        R"("[tryGet(target('full'), 'properties', 'shareDeleteRetentionPolicy')]")");
  CHECK(c.at("/resources/secret/properties/value") == R"("[tryGet(target('full'), 'tags', 'secretValue')]")");
}

TEST_CASE("bicep this: in loops, in a whole properties object, and on an extension's resource", "[bicep][this]") {
  auto c = compile(R"(extension kubernetes with {
  kubeConfig: 'x'
  namespace: 'default'
}
resource loop 'Microsoft.Storage/storageAccounts@2021-04-01' = [for i in range(0, 3): {
  name: 'testStorage-${i}'
  properties: {
    allowBlobPublicAccess: this.exists()
  }
}]
resource whole 'Microsoft.Storage/storageAccounts@2021-04-01' = {
  name: 'whole'
  properties: this.exists() ? {
    allowBlobPublicAccess: true
  } : {}
}
resource svc 'core/Service@v1' = {
  metadata: {
    name: 'front'
    labels: this.existingResource().?metadata.labels
    namespace: this.exists() ? 'a' : 'b'
  }
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/loop/properties/allowBlobPublicAccess") == R"("[not(empty(target('full')))]")");
  CHECK(c.at("/resources/whole/properties") ==
        R"("[if(not(empty(target('full'))), createObject('allowBlobPublicAccess', true()), createObject())]")");
  // An extension's resource has no 'full' form: its state is target().
  CHECK(c.at("/resources/svc/properties/metadata/labels") == R"("[tryGet(target(), 'metadata', 'labels')]")");
  // exists() asks for the whole resource whatever its kind.
  CHECK(c.at("/resources/svc/properties/metadata/namespace") == R"("[if(not(empty(target('full'))), 'a', 'b')]")");
}

TEST_CASE("bicep this: the namespace exists only in the body of a resource being deployed", "[bicep][this]") {
  auto c = compile(R"(resource a 'Microsoft.Storage/storageAccounts@2021-04-01' = {
  name: this.exists() ? 'x' : 'y'
  properties: {
    p1: this.exist()
    p2: this.exists(1)
    p3: this.whatever()
  }
}
resource b 'Microsoft.Storage/storageAccounts@2021-04-01' existing = {
  name: this.exists() ? 'x' : 'y'
}
resource c 'Microsoft.Storage/storageAccounts@2021-04-01' = if (this.exists()) {
  name: 'c'
}
module m 'mod.bicep' = {
  name: 'm'
  params: {
    storageExists: this.exists()
  }
}
output o bool = this.exists()
)",
                   {{"mod.bicep", "param storageExists bool\n"}});
  CHECK(has(c, "BCP120", 2));   // a name must be known before the deployment
  CHECK(has(c, "BCP108", 4));   // exist → exists
  CHECK(has(c, "BCP071", 5));
  CHECK(has(c, "BCP107", 6));
  CHECK(has(c, "BCP057", 10));  // existing resource
  CHECK(has(c, "BCP057", 12));  // the condition is outside the body
  CHECK(has(c, "BCP057", 18));  // module
  CHECK(has(c, "BCP057", 21));  // output
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == "BCP120")
      CHECK(d.message ==
            "This expression is being used in an assignment to the \"name\" property of the "
            "\"Microsoft.Storage/storageAccounts\" type, which requires a value that can be calculated at the start "
            "of the deployment.");
}

TEST_CASE("bicep this: a declared `this` and a loop variable named `this` keep their meaning", "[bicep][this]") {
  auto declared = compile(R"(var this = false
resource test 'Microsoft.Storage/storageAccounts@2021-04-01' = {
  name: 'test'
  properties: {
    allowBlobPublicAccess: this
  }
}
)");
  REQUIRE(declared.firstError().empty());
  CHECK(declared.at("/resources/0/properties/allowBlobPublicAccess") == R"("[variables('this')]")");
  auto loop = compile(R"(resource looped 'Microsoft.Storage/storageAccounts@2021-04-01' = [for this in range(0, 2): {
  name: 'testStorage${this}'
  properties: {
    allowBlobPublicAccess: this == 0
  }
}]
)");
  REQUIRE(loop.firstError().empty());
  CHECK(loop.at("/resources/0/name") == R"("[format('testStorage{0}', range(0, 2)[copyIndex()])]")");
}
