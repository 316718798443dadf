#pragma once
// The Azure Policy alias catalogue: alias name → (resource type, path in the resource body).
//
// The built-in table is generated from the catalogue Get-AzPolicyAlias lists (see generate.py and
// data/aliases.bin), embedded compressed and inflated the first time a policy is evaluated. An
// AliasCatalog layers entries from `--aliases` files (the JSON `az provider list --expand
// resourceTypes/aliases` prints) over it: newer aliases, per-API-version paths and whether an
// alias is modifiable. Alias names and resource types compare ignoring case.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf::policy {

// Whether a modify effect may change the property an alias names. The embedded catalogue only
// knows "yes" (the alias is the field of a built-in modify operation) or nothing; an `--aliases`
// file says yes or no (defaultMetadata.attributes "Modifiable" or not).
enum class Modifiable : uint8_t { Unknown, Yes, No };

struct AliasPath {
  std::string path;
  std::vector<std::string> apiVersions;
};

struct AliasEntry {
  std::string name;          // as the catalogue spells it
  std::string resourceType;  // the type it belongs to, as the provider spells it
  std::string defaultPath;   // e.g. "properties.networkAcls.ipRules[*].value"
  std::vector<AliasPath> versioned;  // paths for particular API versions (from --aliases only)
  Modifiable modifiable = Modifiable::Unknown;

  // The path for a request of `apiVersion`: the versioned path that lists it (ignoring case),
  // else the default path.
  const std::string& pathFor(std::string_view apiVersion) const;
};

// A set of alias entries, looked up by name (and type).
class AliasTable {
 public:
  AliasTable() = default;
  AliasTable(AliasTable&&) = default;
  AliasTable& operator=(AliasTable&&) = default;

  // The catalogue compiled into the binary, inflated on first use (thread-safe, never freed).
  static const AliasTable& builtin();
  // Parses a blob in generate.py's format; problems go to `problems`.
  static AliasTable fromBlob(std::string_view blob, std::vector<std::string>& problems);

  // Adds `e`, or replaces the entry of the same name and type.
  void put(AliasEntry e);
  // Every entry of `name` (one per resource type that has it).
  std::vector<const AliasEntry*> find(std::string_view name) const;
  // The entry of `name` for `resourceType`; null when that type has no such alias.
  const AliasEntry* find(std::string_view name, std::string_view resourceType) const;
  bool contains(std::string_view name) const;
  size_t size() const { return entries_.size(); }

 private:
  std::vector<std::unique_ptr<AliasEntry>> entries_;
  std::unordered_map<std::string, std::vector<uint32_t>> byName_;  // lower-case name → entries
};

// The built-in table with `overlay` (from --aliases files) over it: an overlay entry replaces
// the built-in entry of the same name and type.
class AliasCatalog {
 public:
  explicit AliasCatalog(const AliasTable& base = AliasTable::builtin()) : base_(&base) {}
  void put(AliasEntry e) { overlay_.put(std::move(e)); }
  const AliasEntry* find(std::string_view name, std::string_view resourceType) const;
  std::vector<const AliasEntry*> find(std::string_view name) const;
  bool contains(std::string_view name) const { return overlay_.contains(name) || base_->contains(name); }
  size_t overlaySize() const { return overlay_.size(); }

 private:
  const AliasTable* base_;
  AliasTable overlay_;
};

// Reads the alias entries of `az provider list --expand resourceTypes/aliases` output (an array
// of providers, one provider, or {"value": [...]} as the REST API returns it) into `catalog`.
// Problems (POL030) name the JSON position; entries without a name or a path are skipped with
// a diagnostic. Returns the number of entries read.
size_t readProviderAliases(const Value& json, AliasCatalog& catalog, Diagnostics& diags);

}  // namespace pf::policy
