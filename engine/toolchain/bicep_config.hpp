#pragma once
// bicepconfig.json: discovery (closest file walking up from a Bicep file), the `extends`
// chain, merging with Bicep's defaults, and the settings preflight honours.
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/value.hpp"
#include "engine/toolchain/version_constraint.hpp"

namespace pf::toolchain {

// moduleAliases.br.<name>: `br/<name>:<path>:<tag>` means `br:<registry>/<modulePath>/<path>:<tag>`.
struct RegistryAlias {
  std::string registry;
  std::string modulePath;  // may be empty
  Loc loc;
};

// moduleAliases.ts.<name>: `ts/<name>:<spec>:<version>` means `ts:<subscription>/<resourceGroup>/<spec>:<version>`.
struct TemplateSpecAlias {
  std::string subscription;
  std::string resourceGroup;
  Loc loc;
};

// extensions.<name>: what `extension <name>` refers to.
struct ExtensionSource {
  std::string reference;  // "br:<registry>/<repository>:<version>", "br/<alias>:...", or a local path
  Loc loc;
};

enum class RuleLevel { Off, Info, Warning, Error };
const char* ruleLevelName(RuleLevel l);

struct VersionPin {
  VersionConstraint constraint;
  std::string declaredIn;  // the bicepconfig.json (or file reached through `extends`) that sets it
  Loc loc;                 // of the version string in that file
};

struct BicepConfig {
  std::string path;                   // the closest bicepconfig.json; empty when only defaults apply
  std::vector<std::string> extended;  // files reached through `extends`, nearest first
  Value merged;                       // defaults, then bases, then the file itself

  std::map<std::string, bool> experimentalFeatures;  // as written (names compared case-insensitively)
  std::map<std::string, RegistryAlias> registryAliases;  // includes the default "public"
  std::map<std::string, TemplateSpecAlias> templateSpecAliases;
  std::map<std::string, ExtensionSource> extensions;  // by name as written (compared case-insensitively)
  bool analyzersEnabled = true;
  std::map<std::string, RuleLevel> ruleLevels;  // analyzers.core.rules.<rule>.level, lower-cased names
  std::optional<VersionPin> bicepVersion;       // bicep.version
  // True when the pin could not be read (an invalid bicep.version, or a configuration file that
  // is not JSON): the version requirement is unknown, which is not the same as "none".
  bool bicepVersionInvalid = false;
  std::string cacheRootDirectory;               // empty: ~/.bicep

  bool experimentalFeatureEnabled(std::string_view name) const;
  // The level configured for a linter rule, or nullopt when the configuration leaves it at its default.
  std::optional<RuleLevel> ruleLevel(std::string_view rule) const;
  const RegistryAlias* registryAlias(std::string_view name) const;
  const TemplateSpecAlias* templateSpecAlias(std::string_view name) const;
  const ExtensionSource* extension(std::string_view name) const;
  // Where `bicep restore` keeps modules for this configuration (cacheRootDirectory or ~/.bicep).
  std::string moduleCacheRoot(const std::string& home) const;
};

// Finds, reads, validates and caches configurations. One loader per run; files read are
// added to `files` so diagnostics can show their lines. Safe to share between threads.
class ConfigLoader {
 public:
  // bicepconfig.json files inside the analysis root, and every file reached from one through
  // `extends`, are read through `access`; a file found above the root by the upward search is
  // the machine's own (as Bicep finds it) and is read as it is, with the bases it extends.
  explicit ConfigLoader(SourceFiles& files, FileAccessPolicy access = {}) : files_(files), access_(std::move(access)) {}

  // The configuration that applies to `sourceFile` (a .bicep or .bicepparam path): the closest
  // bicepconfig.json in its folder or a parent folder, or the defaults when there is none.
  // Problems in configuration files are added to `diags` (once per file, however many
  // Bicep files share it); invalid settings are ignored so the rest still applies.
  std::shared_ptr<const BicepConfig> forFile(const std::string& sourceFile, Diagnostics& diags);

  // The closest bicepconfig.json for `sourceFile`, or empty.
  static std::string findConfigFile(const std::string& sourceFile);

  // The configuration read from one bicepconfig.json (merged with defaults).
  std::shared_ptr<const BicepConfig> load(const std::string& configPath, Diagnostics& diags);

  // The built-in defaults alone.
  static std::shared_ptr<const BicepConfig> defaults();

 private:
  SourceFiles& files_;
  FileAccessPolicy access_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const BicepConfig>> cache_;  // by config path
};

// Builds the configuration from a parsed bicepconfig.json value (for tests and for callers
// that already hold the text). `bases` are the values of files reached through `extends`,
// nearest first, with their paths.
BicepConfig buildConfig(const std::string& path, const Value& root,
                        const std::vector<std::pair<std::string, Value>>& bases, const SourceFiles& files,
                        Diagnostics& diags);

}  // namespace pf::toolchain
