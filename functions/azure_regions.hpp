#pragma once
// Azure regions and their availability zones: the one table behind pickZones() and the
// mocks (their zone answers and the location lists of providers()).
#include <span>
#include <string>
#include <string_view>

namespace pf {

struct AzureRegion {
  std::string_view name;         // "eastus"
  std::string_view displayName;  // "East US"
  int zones;                     // availability zones (0: the region has none)
  std::string_view cloud;        // "AzureCloud", "AzureUSGovernment" or "AzureChinaCloud"
};

std::span<const AzureRegion> azureRegions();

// The region `location` names (a name or a display name, any case); nullptr when unknown.
const AzureRegion* findAzureRegion(std::string_view location);

// "East US" → "eastus": how Azure normalises a location name.
std::string normalizeLocation(std::string_view location);

}  // namespace pf
