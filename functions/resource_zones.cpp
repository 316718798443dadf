// Availability zone functions: pickZones, toLogicalZone(s), toPhysicalZone(s).
//
// pickZones answers where the answer is documented: regions from the region table
// (functions/azure_regions.hpp, shared with the mocks), types from the small lists below; for
// regions or types these do not know, the Scope answers (by default an Unknown printing as the
// call; the mocks answer from their provider data).
// The mapping between logical and physical zones differs per subscription, so
// toLogicalZone(s)/toPhysicalZone(s) always ask the Scope.
#include <algorithm>
#include <array>

#include "functions/azure_regions.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/resource_parts.hpp"

namespace pf {
namespace {

// Zonal resource types (pickZones "only supports zonal resources"): the docs name virtual
// machines and public IP addresses, and use storage accounts to detect zone support; the
// others carry a `zones` property in their resource schema.
constexpr std::array kZonalTypes = {
    "Microsoft.Compute/virtualMachines", "Microsoft.Compute/virtualMachineScaleSets", "Microsoft.Compute/disks",
    "Microsoft.Network/publicIPAddresses", "Microsoft.Network/publicIPPrefixes",     "Microsoft.Network/natGateways",
    "Microsoft.Storage/storageAccounts"};

// Types documented to give []: the docs' example pickZones('Microsoft.Cdn', 'profiles', 'westus2').
constexpr std::array kNonZonalTypes = {"Microsoft.Cdn/profiles"};

// numberOfZones may be 1, 2 or 3.
constexpr int64_t kMaxNumberOfZones = 3;

template <size_t N>
bool inTable(const std::array<const char*, N>& table, std::string_view s) {
  return std::any_of(table.begin(), table.end(), [&](const char* e) { return iequals(e, s); });
}

// pickZones(providerNamespace, resourceType, location, [numberOfZones], [offset])
Result<Value> pickZones(Call& c) {
  for (size_t i = 0; i < 3; ++i) PF_EXPECT(c.expectString(i));
  int64_t count = 1, offset = 0;
  if (c.args.size() > 3) {
    PF_EXPECT(c.expectInt(3));
    count = c.args[3].asInt();
    if (count < 1 || count > kMaxNumberOfZones) return c.argError(3, "an integer from 1 to 3 (the number of zones)");
  }
  if (c.args.size() > 4) {
    PF_EXPECT(c.expectInt(4));
    offset = c.args[4].asInt();
    if (offset < 0) return c.argError(4, "a non-negative integer (the offset from the first zone)");
  }
  std::string type = c.args[0].str() + "/" + c.args[1].str();
  const AzureRegion* region = findAzureRegion(c.args[2].str());
  if (inTable(kNonZonalTypes, type) || (region && region->zones == 0)) return Value::emptyArray();
  if (!inTable(kZonalTypes, type) || !region) return c.scope().zones(c);
  if (offset + count > region->zones)
    return makeError("EVAL053",
                     "pickZones: the offset (" + std::to_string(offset) + ") plus the number of zones (" +
                         std::to_string(count) + ") exceeds the " + std::to_string(region->zones) +
                         " zones that '" + type + "' supports in '" + c.args[2].str() + "'",
                     c.loc());
  Array zones;
  for (int64_t z = offset + 1; z <= offset + count; ++z) zones.emplace_back(std::to_string(z));
  return Value(std::move(zones));
}

// toLogicalZone(subscriptionId, location, physicalZone) / toPhysicalZone(subscriptionId, location, logicalZone)
Result<Value> zoneMapping(Call& c) {
  for (size_t i = 0; i < 3; ++i) PF_EXPECT(c.expectString(i));
  return c.scope().zones(c);
}

// The plural forms take an array of zone names; an empty array maps to an empty array.
Result<Value> zoneMappings(Call& c) {
  for (size_t i = 0; i < 2; ++i) PF_EXPECT(c.expectString(i));
  PF_EXPECT(c.expect(2, Kind::Array));
  const Array& zones = c.args[2].arr();
  for (const Value& z : zones)
    if (!z.isString()) return c.argError(2, "an array of zone names (strings)");
  if (zones.empty()) return Value::emptyArray();
  return c.scope().zones(c);
}

}  // namespace

void registerZoneFunctions(FunctionRegistry& r) {
  r.add({"pickZones", "resource", 3, 5, "pickZones(providerNamespace, resourceType, location, [numberOfZones], [offset])",
         "Returns availability zones (e.g. [\"1\"]) of a zonal resource type in a region, or [] without zone support.",
         pickZones});
  r.add({"toLogicalZone", "resource", 3, 3, "toLogicalZone(subscriptionId, location, physicalZone)",
         "Maps a physical availability zone (e.g. 'westus2-az1') to the subscription's logical zone.", zoneMapping});
  r.add({"toLogicalZones", "resource", 3, 3, "toLogicalZones(subscriptionId, location, physicalZones)",
         "Maps physical availability zones to the subscription's logical zones.", zoneMappings});
  r.add({"toPhysicalZone", "resource", 3, 3, "toPhysicalZone(subscriptionId, location, logicalZone)",
         "Maps a logical availability zone (e.g. '1') to its physical zone for the subscription.", zoneMapping});
  r.add({"toPhysicalZones", "resource", 3, 3, "toPhysicalZones(subscriptionId, location, logicalZones)",
         "Maps logical availability zones to their physical zones for the subscription.", zoneMappings});
}

}  // namespace pf
