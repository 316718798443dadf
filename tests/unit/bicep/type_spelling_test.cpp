// Resource types are written with the spelling of Bicep's Azure type index, per API version.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

TEST_CASE("bicep types: resource types take the type index's spelling", "[bicep][azuretypes]") {
  auto c = compile(R"(resource db 'Microsoft.DocumentDb/databaseAccounts@2024-11-15' = {
  name: 'db'
  location: 'westeurope'
  properties: {
    databaseAccountOfferType: 'Standard'
    locations: []
  }
}
resource ip 'microsoft.network/publicIpAddresses@2024-05-01' = {
  name: 'ip'
  location: 'westeurope'
}
output dbId string = db.id
output ipAddress string = ip.properties.ipAddress
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/type") == R"("Microsoft.DocumentDB/databaseAccounts")");
  CHECK(c.at("/resources/1/type") == R"("Microsoft.Network/publicIPAddresses")");
  // Every expression the compiler writes for the resource uses the same spelling.
  CHECK(c.at("/outputs/dbId/value") == R"("[resourceId('Microsoft.DocumentDB/databaseAccounts', 'db')]")");
  CHECK(c.at("/outputs/ipAddress/value") ==
        R"("[reference(resourceId('Microsoft.Network/publicIPAddresses', 'ip'), '2024-05-01').ipAddress]")");
}

TEST_CASE("bicep types: spellings follow the API version; unknown ones keep the source's", "[bicep][azuretypes]") {
  auto c = compile(R"(targetScope = 'subscription'
resource old 'Microsoft.Authorization/policyAssignments@2016-04-01' = {
  name: 'old'
}
resource current 'Microsoft.Authorization/policyassignments@2024-04-01' = {
  name: 'current'
}
resource future 'microsoft.authorization/POLICYASSIGNMENTS@2099-01-01' = {
  name: 'future'
}
resource unknown 'Contoso.Widgets/gadgets@2024-01-01' = {
  name: 'gadget'
}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/type") == R"("Microsoft.Authorization/policyassignments")");
  CHECK(c.at("/resources/1/type") == R"("Microsoft.Authorization/policyAssignments")");
  CHECK(c.at("/resources/2/type") == R"("microsoft.authorization/POLICYASSIGNMENTS")");
  CHECK(c.at("/resources/3/type") == R"("Contoso.Widgets/gadgets")");
}

TEST_CASE("bicep types: child resources are spelled as a whole, nested or with parent", "[bicep][azuretypes]") {
  auto c = compile(R"(resource vnet 'Microsoft.Network/virtualNetworks@2024-05-01' = {
  name: 'vnet'
  location: 'westeurope'
  resource sub 'SUBNETS' = {
    name: 'a'
  }
}
resource other 'microsoft.network/VirtualNetworks/subnets@2024-05-01' = {
  parent: vnet
  name: 'b'
}
output subnetId string = vnet::sub.id
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/resources/0/type") == R"("Microsoft.Network/virtualNetworks/subnets")");
  CHECK(c.at("/resources/2/type") == R"("Microsoft.Network/virtualNetworks/subnets")");
  CHECK(c.at("/outputs/subnetId/value") ==
        R"("[resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'a')]")");
}
