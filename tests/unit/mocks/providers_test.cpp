#include <catch2/catch.hpp>

#include "tests/unit/mocks/mocks_test_util.hpp"

using namespace pf;
using namespace pf::mocks;
using namespace pf::mocks::test;

TEST_CASE("providers: namespace and resource type", "[mocks]") {
  DeploymentContext ctx;
  auto ns = providerInfo("microsoft.storage", ctx);
  REQUIRE(ns);
  CHECK(str(*ns, "namespace") == "Microsoft.Storage");
  CHECK(str(*ns, "id") == "/subscriptions/00000000-0000-0000-0000-000000000000/providers/Microsoft.Storage");
  bool found = false;
  for (const Value& t : at(*ns, "resourceTypes").arr()) found = found || str(t, "resourceType") == "storageAccounts";
  CHECK(found);

  auto sa = providerTypeInfo("Microsoft.Storage", "STORAGEACCOUNTS");
  REQUIRE(sa);
  CHECK(str(*sa, "resourceType") == "storageAccounts");
  CHECK(str(*sa, "apiVersions[0]") >= "2023-01-01");  // newest first
  bool eastUs = false, gov = false;
  for (const Value& l : at(*sa, "locations").arr()) {
    eastUs = eastUs || l.str() == "East US";
    gov = gov || l.str() == "USGov Virginia";
  }
  CHECK(eastUs);
  CHECK_FALSE(gov);  // public-cloud regions only

  auto global = providerTypeInfo("Microsoft.Authorization", "roleAssignments");
  REQUIRE(global);
  CHECK(at(*global, "locations").arr().empty());

  CHECK_FALSE(providerInfo("Contoso.Widgets", ctx));
  CHECK_FALSE(providerTypeInfo("Microsoft.Storage", "widgets"));
}

namespace {
std::string zones(std::string_view ns, std::string_view type, std::string_view location, int64_t n = 1, int64_t offset = 0) {
  auto r = pickZones(ns, type, location, n, offset);
  return r ? toJson(*r) : "error: " + r.error().message;
}
}  // namespace

TEST_CASE("pickZones: logical zones of zonal regions and types", "[mocks]") {
  CHECK(zones("Microsoft.Compute", "virtualMachines", "eastus") == R"(["1"])");
  CHECK(zones("Microsoft.Compute", "virtualMachines", "East US", 3) == R"(["1","2","3"])");
  CHECK(zones("Microsoft.Compute", "virtualMachines", "westeurope", 2, 1) == R"(["2","3"])");
  CHECK(zones("Microsoft.Network", "azureFirewalls", "westus2", 3) == R"(["1","2","3"])");
  // No zones in the region, a non-zonal type: an empty array (the docs' own examples).
  CHECK(zones("Microsoft.Compute", "virtualMachines", "westus") == "[]");
  CHECK(zones("Microsoft.Cdn", "profiles", "westus2") == "[]");
  CHECK(zones("Microsoft.Network", "virtualNetworks", "eastus") == "[]");
  CHECK(zones("Microsoft.Storage", "storageAccounts", "eastus", 3) == R"(["1","2","3"])");
  CHECK(zones("Microsoft.Compute", "virtualMachines", "usgovvirginia") == R"(["1"])");
  // A region the data does not know is not guessed.
  CHECK(zones("Microsoft.Compute", "virtualMachines", "atlantis", 2) ==
        R"("[pickZones('Microsoft.Compute', 'virtualMachines', 'atlantis', 2, 0)]")");
  // A type the data does not know is taken as zonal.
  CHECK(zones("Contoso.Widgets", "widgets", "eastus") == R"(["1"])");
  // Asking for more than the region has is an error, as in Azure.
  CHECK(zones("Microsoft.Compute", "virtualMachines", "eastus", 2, 2).starts_with("error: offset (2) plus numberOfZones (2)"));
  CHECK(zones("Microsoft.Compute", "virtualMachines", "eastus", 0).starts_with("error: numberOfZones"));
  CHECK(zones("Microsoft.Compute", "virtualMachines", "eastus", 1, -1).starts_with("error: offset"));
}

TEST_CASE("zone mapping: logical and physical zones", "[mocks]") {
  CHECK(toPhysicalZone("eastus", "2") == "eastus-az2");
  CHECK(toPhysicalZone("West US 2", "1") == "westus2-az1");
  CHECK(toLogicalZone("eastus", "eastus-az3") == "3");
  CHECK(toLogicalZone("eastus", "EASTUS-AZ1") == "1");
  CHECK_FALSE(toPhysicalZone("eastus", "4"));
  CHECK_FALSE(toPhysicalZone("westus", "1"));  // no zones
  CHECK_FALSE(toLogicalZone("eastus", "westus2-az1"));
  CHECK_FALSE(toPhysicalZone("atlantis", "1"));
}
