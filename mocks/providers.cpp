// providers() and the availability-zone functions, from providers.json and the region table of
// functions/azure_regions.hpp.
#include "engine/expr/call.hpp"
#include "functions/azure_regions.hpp"
#include "mocks/mocks.hpp"

namespace pf::mocks {

namespace {

Value typeInfo(const ProviderType& t) {
  Array locations;
  if (t.allLocations) {
    for (const AzureRegion& r : azureRegions())
      if (r.cloud == "AzureCloud") locations.emplace_back(std::string(r.displayName));
  } else {
    for (const std::string& l : t.locations) locations.emplace_back(l);
  }
  Array versions(t.apiVersions.begin(), t.apiVersions.end());
  return Object{{"resourceType", t.resourceType}, {"locations", std::move(locations)}, {"apiVersions", std::move(versions)}};
}

}  // namespace

std::optional<Value> providerInfo(std::string_view ns, const DeploymentContext& ctx, const MockData& data) {
  const Provider* p = data.provider(ns);
  if (!p) return std::nullopt;
  Array types;
  for (const ProviderType& t : p->types) types.push_back(typeInfo(t));
  return Value(Object{{"id", "/subscriptions/" + ctx.subscriptionId + "/providers/" + p->ns},
                      {"namespace", p->ns},
                      {"registrationState", "Registered"},
                      {"resourceTypes", std::move(types)}});
}

std::optional<Value> providerTypeInfo(std::string_view ns, std::string_view resourceType, const MockData& data) {
  const Provider* p = data.provider(ns);
  const ProviderType* t = p ? p->find(resourceType) : nullptr;
  if (!t) return std::nullopt;
  return typeInfo(*t);
}

Result<Value> pickZones(std::string_view ns, std::string_view resourceType, std::string_view location,
                        int64_t numberOfZones, int64_t offset, const MockData& data) {
  if (numberOfZones < 1) return makeError("EVAL010", "numberOfZones must be a positive integer");
  if (offset < 0) return makeError("EVAL010", "offset must not be negative");
  const AzureRegion* region = findAzureRegion(location);
  const Provider* p = data.provider(ns);
  const ProviderType* t = p ? p->find(resourceType) : nullptr;
  if (!region) {
    // A region the data does not know (a new one, or a typo): not guessed.
    return Value::unknown("pickZones(" + renderLiteral(Value(std::string(ns))) + ", " +
                          renderLiteral(Value(std::string(resourceType))) + ", " +
                          renderLiteral(Value(std::string(location))) + ", " + std::to_string(numberOfZones) + ", " +
                          std::to_string(offset) + ")");
  }
  // A type the data does not describe is assumed to be zonal (most current types are).
  if (region->zones == 0 || (t && !t->zones)) return Value::emptyArray();
  if (offset + numberOfZones > region->zones)
    return makeError("EVAL010", "offset (" + std::to_string(offset) + ") plus numberOfZones (" +
                                    std::to_string(numberOfZones) + ") exceeds the " + std::to_string(region->zones) +
                                    " zones of region '" + std::string(region->name) + "'");
  Array zones;
  for (int64_t z = offset + 1; z <= offset + numberOfZones; ++z) zones.emplace_back(std::to_string(z));
  return Value(std::move(zones));
}

std::optional<std::string> toPhysicalZone(std::string_view location, std::string_view logicalZone) {
  const AzureRegion* region = findAzureRegion(location);
  if (!region) return std::nullopt;
  for (int z = 1; z <= region->zones; ++z)
    if (logicalZone == std::to_string(z)) return std::string(region->name) + "-az" + std::to_string(z);
  return std::nullopt;
}

std::optional<std::string> toLogicalZone(std::string_view location, std::string_view physicalZone) {
  const AzureRegion* region = findAzureRegion(location);
  if (!region) return std::nullopt;
  for (int z = 1; z <= region->zones; ++z)
    if (iequals(physicalZone, std::string(region->name) + "-az" + std::to_string(z))) return std::to_string(z);
  return std::nullopt;
}

}  // namespace pf::mocks
