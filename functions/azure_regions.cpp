#include "functions/azure_regions.hpp"

#include <array>

namespace pf {

namespace {

// Azure regions with their display names and number of availability zones (0: none). From
// Microsoft Learn "Azure regions with availability zone support" (MicrosoftDocs/azure-docs
// articles/reliability/availability-zones-region-support.md) and the region list of
// `az account list-locations`; the zone counts agree with PSRule for Azure's
// data/locations.json (2025). The canary region eastus2euap has 4 zones.
constexpr std::array<AzureRegion, 65> kRegions = {{
    {"australiacentral", "Australia Central", 0, "AzureCloud"},
    {"australiacentral2", "Australia Central 2", 0, "AzureCloud"},
    {"australiaeast", "Australia East", 3, "AzureCloud"},
    {"australiasoutheast", "Australia Southeast", 0, "AzureCloud"},
    {"brazilsouth", "Brazil South", 3, "AzureCloud"},
    {"brazilsoutheast", "Brazil Southeast", 0, "AzureCloud"},
    {"canadacentral", "Canada Central", 3, "AzureCloud"},
    {"canadaeast", "Canada East", 0, "AzureCloud"},
    {"centralindia", "Central India", 3, "AzureCloud"},
    {"centralus", "Central US", 3, "AzureCloud"},
    {"chilecentral", "Chile Central", 3, "AzureCloud"},
    {"eastasia", "East Asia", 3, "AzureCloud"},
    {"eastus", "East US", 3, "AzureCloud"},
    {"eastus2", "East US 2", 3, "AzureCloud"},
    {"eastus2euap", "East US 2 EUAP", 4, "AzureCloud"},
    {"francecentral", "France Central", 3, "AzureCloud"},
    {"francesouth", "France South", 0, "AzureCloud"},
    {"germanynorth", "Germany North", 0, "AzureCloud"},
    {"germanywestcentral", "Germany West Central", 3, "AzureCloud"},
    {"indonesiacentral", "Indonesia Central", 3, "AzureCloud"},
    {"israelcentral", "Israel Central", 3, "AzureCloud"},
    {"italynorth", "Italy North", 3, "AzureCloud"},
    {"japaneast", "Japan East", 3, "AzureCloud"},
    {"japanwest", "Japan West", 3, "AzureCloud"},
    {"jioindiacentral", "Jio India Central", 0, "AzureCloud"},
    {"jioindiawest", "Jio India West", 0, "AzureCloud"},
    {"koreacentral", "Korea Central", 3, "AzureCloud"},
    {"koreasouth", "Korea South", 0, "AzureCloud"},
    {"malaysiawest", "Malaysia West", 3, "AzureCloud"},
    {"mexicocentral", "Mexico Central", 3, "AzureCloud"},
    {"newzealandnorth", "New Zealand North", 3, "AzureCloud"},
    {"northcentralus", "North Central US", 0, "AzureCloud"},
    {"northeurope", "North Europe", 3, "AzureCloud"},
    {"norwayeast", "Norway East", 3, "AzureCloud"},
    {"norwaywest", "Norway West", 0, "AzureCloud"},
    {"polandcentral", "Poland Central", 3, "AzureCloud"},
    {"qatarcentral", "Qatar Central", 3, "AzureCloud"},
    {"southafricanorth", "South Africa North", 3, "AzureCloud"},
    {"southafricawest", "South Africa West", 0, "AzureCloud"},
    {"southcentralus", "South Central US", 3, "AzureCloud"},
    {"southeastasia", "Southeast Asia", 3, "AzureCloud"},
    {"southindia", "South India", 0, "AzureCloud"},
    {"spaincentral", "Spain Central", 3, "AzureCloud"},
    {"swedencentral", "Sweden Central", 3, "AzureCloud"},
    {"swedensouth", "Sweden South", 0, "AzureCloud"},
    {"switzerlandnorth", "Switzerland North", 3, "AzureCloud"},
    {"switzerlandwest", "Switzerland West", 0, "AzureCloud"},
    {"uaecentral", "UAE Central", 0, "AzureCloud"},
    {"uaenorth", "UAE North", 3, "AzureCloud"},
    {"uksouth", "UK South", 3, "AzureCloud"},
    {"ukwest", "UK West", 0, "AzureCloud"},
    {"westcentralus", "West Central US", 0, "AzureCloud"},
    {"westeurope", "West Europe", 3, "AzureCloud"},
    {"westindia", "West India", 0, "AzureCloud"},
    {"westus", "West US", 0, "AzureCloud"},
    {"westus2", "West US 2", 3, "AzureCloud"},
    {"westus3", "West US 3", 3, "AzureCloud"},
    {"usgovvirginia", "USGov Virginia", 3, "AzureUSGovernment"},
    {"usgovarizona", "USGov Arizona", 0, "AzureUSGovernment"},
    {"usgovtexas", "USGov Texas", 0, "AzureUSGovernment"},
    {"chinanorth3", "China North 3", 3, "AzureChinaCloud"},
    {"chinanorth2", "China North 2", 0, "AzureChinaCloud"},
    {"chinanorth", "China North", 0, "AzureChinaCloud"},
    {"chinaeast2", "China East 2", 0, "AzureChinaCloud"},
    {"chinaeast", "China East", 0, "AzureChinaCloud"},}};

}  // namespace

std::span<const AzureRegion> azureRegions() { return kRegions; }

const AzureRegion* findAzureRegion(std::string_view location) {
  std::string name = normalizeLocation(location);
  for (const AzureRegion& r : kRegions)
    if (r.name == name) return &r;
  return nullptr;
}

std::string normalizeLocation(std::string_view location) {
  std::string out;
  for (char c : location)
    if (c != ' ') out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
  return out;
}

}  // namespace pf
