#pragma once
// Registry module references (`br:`, `br/<alias>:`, `ts:`, `ts/<alias>:`) and the local module
// cache that `bicep restore` fills:
//   <cache root>/br/<registry>/<repository>/<tag>/main.json   (registry lower-cased, ':' -> '$';
//        repository '/' -> '$'; tag + '$' + a hex mask of its upper-case letters, or the digest
//        with ':' -> '#')
//   <cache root>/ts/<subscription>/<resource group>/<template spec>/<version>/main.json (lower-cased;
//        holds the template spec version resource, the template under properties.mainTemplate)
// The cache root is bicepconfig's cacheRootDirectory, else ~/.bicep.
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/diagnostic.hpp"
#include "engine/core/result.hpp"
#include "engine/core/value.hpp"
#include "engine/toolchain/bicep_config.hpp"

namespace pf::toolchain {

enum class ModuleScheme { Registry, TemplateSpec };

struct ModuleReference {
  ModuleScheme scheme = ModuleScheme::Registry;
  std::string text;   // as written
  std::string alias;  // "" when none
  // br:
  std::string registry;
  std::string repository;
  std::string tag;     // either tag or digest
  std::string digest;
  // ts:
  std::string subscription;
  std::string resourceGroup;
  std::string templateSpec;
  std::string version;

  // Without aliases: "br:mcr.microsoft.com/bicep/avm/res/x:1.0.0", "ts:<sub>/<rg>/<name>:<version>".
  std::string fullyQualified() const;
};

// True for paths that name a registry module rather than a local file.
bool isExternalModuleReference(std::string_view path);

// Parses a reference, expanding aliases from `config` (br/public is built in). Errors: TOOL030
// (malformed, naming the bad part), TOOL031 (alias not defined).
Result<ModuleReference> parseModuleReference(std::string_view text, const BicepConfig& config);

// The cache folder name of an OCI tag: the tag, '$', then the upper-case mask in hex.
std::string encodeTag(std::string_view tag);

// Where `bicep restore` puts the module's main.json under `cacheRoot`.
std::string moduleCachePath(const ModuleReference& ref, const std::string& cacheRoot);
// A path inside the cache as messages show it: "<Bicep cache>/br/...", so reports (public CI
// logs) never carry the runner's home folder.
std::string shownCachePath(const std::string& path, const std::string& cacheRoot);

// Loads the module's ARM template from the cache. When the module has not been restored the
// error (TOOL032) says so and names the cache path and `bicep restore`; the caller reports it at
// the module declaration and expands the module with unknown outputs. A cached file that is
// not valid JSON adds the JSON diagnostics to `diags` and returns TOOL033.
Result<Value> loadCachedModule(const ModuleReference& ref, const std::string& cacheRoot, SourceFiles& files,
                               Diagnostics& diags);

// Parse, then load from the cache of `config` (cacheRootDirectory, else <home>/.bicep): the one
// call the Bicep compiler needs for a `module x 'br/...'` declaration.
Result<Value> loadRegistryModule(std::string_view reference, const BicepConfig& config, const std::string& home,
                                 SourceFiles& files, Diagnostics& diags);

}  // namespace pf::toolchain
