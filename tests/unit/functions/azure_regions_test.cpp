// The region table shared by pickZones() and the mocks.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "functions/azure_regions.hpp"

using namespace pf;

TEST_CASE("regions: unique names, names from display names, sane zone counts", "[fn-resource]") {
  std::set<std::string> names;
  size_t zonal = 0;
  for (const AzureRegion& r : azureRegions()) {
    INFO(r.name);
    CHECK(names.insert(std::string(r.name)).second);
    CHECK(normalizeLocation(r.displayName) == r.name);  // how Azure derives the name
    CHECK(r.zones >= 0);
    CHECK(r.zones <= 4);
    CHECK((r.cloud == "AzureCloud" || r.cloud == "AzureUSGovernment" || r.cloud == "AzureChinaCloud"));
    zonal += r.zones > 0;
  }
  CHECK(zonal >= 30);
  REQUIRE(findAzureRegion("South Central US"));
  CHECK(findAzureRegion("South Central US")->zones == 3);
  REQUIRE(findAzureRegion("WESTUS"));
  CHECK(findAzureRegion("WESTUS")->zones == 0);
  CHECK_FALSE(findAzureRegion("atlantis"));
  CHECK(normalizeLocation("West US 2") == "westus2");
}
