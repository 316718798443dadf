#pragma once
// Mocks: what Azure would add or answer at deployment time, for resources that exist only
// in a template. Driven by the data files in mocks/data (see mocks/README.md); every
// function takes the tables explicitly (builtinData() for the embedded ones).
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"
#include "mocks/mock_data.hpp"

namespace pf::mocks {

// Add the properties Azure adds when it creates `resource` (an expanded resource object
// with id, name, type, apiVersion, location, properties, identity, ...): ids of child
// collections, identity principal ids, endpoints, host names. Never overwrites a value
// that is present and not null. Values that exist only after deployment (for example a
// dynamic public IP address) are added as Unknowns that print as
// reference('<id>', '<apiVersion>', 'Full').<path>. Returns how many values were added.
size_t projectRuntimeProperties(Value& resource, const DeploymentContext& ctx, const MockData& data = builtinData());

struct ListRequest {
  std::string_view resourceId;  // the first argument of the list*() call
  std::string_view function;    // "listKeys", "listSecrets", ... (case-insensitive)
  std::string_view apiVersion;  // the second argument
  const Value* resource = nullptr;  // the expanded resource when it is in the deployment
  std::string_view type = {};       // the resource type when known; empty: taken from the id
};

// What list*() returns for the resource, with secret values "{{Secret}}" (flagged secret,
// as is the whole response); nullopt when the data has no response for that type and
// function (the caller then produces an Unknown).
std::optional<Value> listMock(const ListRequest& request, const DeploymentContext& ctx,
                              const MockData& data = builtinData());

// providers(namespace): {id, namespace, registrationState, resourceTypes: [...]}; nullopt
// for a namespace the data does not describe.
std::optional<Value> providerInfo(std::string_view ns, const DeploymentContext& ctx, const MockData& data = builtinData());
// providers(namespace, resourceType): {resourceType, locations, apiVersions}.
std::optional<Value> providerTypeInfo(std::string_view ns, std::string_view resourceType,
                                      const MockData& data = builtinData());

// pickZones(namespace, type, location, numberOfZones, offset): logical zones "1".."N"
// starting after `offset`, or [] when the region (or the type) has no zones; an Unknown
// printing as the call for a region the region table does not know. An error (message without the
// function name) when numberOfZones is not positive or offset + numberOfZones exceeds the
// region's zones.
Result<Value> pickZones(std::string_view ns, std::string_view resourceType, std::string_view location,
                        int64_t numberOfZones = 1, int64_t offset = 0, const MockData& data = builtinData());

// Logical ↔ physical zone names ("1" ↔ "eastus-az1") of a region of the region table
// (functions/azure_regions.hpp). Subscriptions map zones differently; without a real
// subscription the mapping is the identity. nullopt when the region has no such zone.
std::optional<std::string> toPhysicalZone(std::string_view location, std::string_view logicalZone);
std::optional<std::string> toLogicalZone(std::string_view location, std::string_view physicalZone);

}  // namespace pf::mocks
