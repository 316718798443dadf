#pragma once
// MockData: the parsed, immutable tables behind the mocks (runtime-property projections,
// list*() responses, provider facts, cloud suffixes; regions are functions/azure_regions.hpp).
// Built once from the data files in mocks/data (embedded in the binary) and shared
// read-only; see mocks/README.md for the file formats.
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf::mocks {

// One data file: its name (e.g. "list.json") and its JSON text.
struct DataFile {
  std::string_view name;
  std::string_view text;
};

// A step of a projection path: a member name, every element of an array (`[*]`), or
// every member of an object (`*`).
struct PathStep {
  enum class Kind { Member, EachItem, EachMember };
  Kind kind = Kind::Member;
  std::string name;  // for Member
};

// A test on the resource (or on the array item being visited, for paths "item.<...>").
struct Condition {
  enum class Op { Exists, Equals, Contains };
  std::string path;
  Op op = Op::Exists;
  std::vector<std::string> values;  // Equals/Contains: any of these (case-insensitive)
  bool negate = false;              // Exists:false, or "not": true
};

// Add `value` (a template) at `path` unless the resource already has a non-null value there.
struct Projection {
  std::string path;  // as written in the data file, for messages
  std::vector<PathStep> steps;
  Value value;           // template; strings may hold placeholders (README.md)
  bool unknown = false;  // the value exists after deployment but cannot be known before it
  std::vector<Condition> when;
};

// The response of a list*() call on a resource type.
// A list of the response made from an array the template declares on the resource: one `item`
// (a template whose {item...} placeholders read the declared element) per element of `from`,
// placed at `at` in the response.
struct ListEach {
  std::string at;    // member path in the response ("value")
  std::string from;  // path in the declared resource ("properties.authorizationPolicies")
  Value item;
};

struct ListMock {
  std::vector<std::string> functions;  // names this response answers to (case-insensitive)
  std::string name;                    // optional: only for resources with this (last) name
  std::string minApiVersion;           // optional: only from this API version on
  // optional: only for a resource the deployment declares with an array at `each.from`
  std::optional<ListEach> each;
  Value value;                         // template; "{{Secret}}" marks secret values
};

struct ProviderType {
  std::string resourceType;  // e.g. "storageAccounts"
  std::vector<std::string> apiVersions;  // newest first, as Azure lists them
  std::vector<std::string> locations;    // display names; empty with allLocations
  bool allLocations = false;             // offered in every public region
  bool global = false;                   // a global (location-less) type
  bool zones = true;                     // can be placed in availability zones
};

struct Provider {
  std::string ns;  // canonical spelling, e.g. "Microsoft.Storage"
  std::vector<ProviderType> types;
  const ProviderType* find(std::string_view resourceType) const;
};

class MockData {
 public:
  // Parse and check the data files. Problems are reported in `diags` (codes MOCK0xx, the
  // message names the file and the entry) and the faulty entries are left out.
  static MockData load(std::span<const DataFile> files, Diagnostics& diags);

  // Projections of a resource type (case-insensitive), and those for every type ("*").
  const std::vector<Projection>& projections(std::string_view type) const;
  const std::vector<Projection>& projectionsForAnyType() const { return anyType_; }
  const std::vector<ListMock>& listMocks(std::string_view type) const;
  const Provider* provider(std::string_view ns) const;
  const std::map<std::string, Provider>& providers() const { return providers_; }
  // Host-name suffixes of a cloud (environment().name), e.g. storage → "core.windows.net".
  const Object* suffixes(std::string_view environment) const;

  const std::map<std::string, std::vector<Projection>>& allProjections() const { return projections_; }
  const std::map<std::string, std::vector<ListMock>>& allListMocks() const { return lists_; }

 private:
  // Keys are lower-case.
  std::map<std::string, std::vector<Projection>> projections_;
  std::vector<Projection> anyType_;
  std::map<std::string, std::vector<ListMock>> lists_;
  std::map<std::string, Provider> providers_;
  std::map<std::string, Object> environments_;

  friend class DataLoader;
};

// The data files compiled into the binary (generated from mocks/data/*.json at build time).
std::span<const DataFile> embeddedDataFiles();

// The built-in tables, parsed once on first use; `diagnostics` lists any problem in the
// embedded files (the unit tests require it to be empty).
struct BuiltinMockData {
  MockData data;
  Diagnostics diagnostics;
};
const BuiltinMockData& builtinMockData();
inline const MockData& builtinData() { return builtinMockData().data; }

}  // namespace pf::mocks
