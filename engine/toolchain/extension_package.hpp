#pragma once
// Bicep extension packages (types.tgz, as `bicep restore` leaves them in the local registry
// cache next to a module's main.json: <cache root>/br/<registry>/<repository>/<tag>/types.tgz):
// the extension's name and version as templates name it, its resource types, the properties
// that identify a resource of each type, and the extension's configuration schema.
//
// Codes: TOOL035 the package has not been restored (its resources are untyped); TOOL036 the
// package cannot be read (not gzip/tar, no index.json, not JSON).
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/toolchain/module_reference.hpp"

namespace pf::toolchain {

struct ExtensionConfigProperty {
  std::string name;
  std::string type;  // string, int, bool, object, array, or "any"
  bool required = false;
  bool secure = false;
};

struct ExtensionPackage {
  std::string name;     // index.json settings.name ("MicrosoftGraph")
  std::string version;  // settings.version
  std::vector<std::string> resourceTypes;                        // "Type@version" keys of index.json
  std::map<std::string, std::vector<std::string>> identifiers;   // by resource type key: identifier properties
  std::vector<ExtensionConfigProperty> config;                   // settings.configurationType
};

// Reads a package from the bytes of its types.tgz. `what` names it in messages.
Result<ExtensionPackage> readExtensionPackage(std::string_view tgz, const std::string& what);

// Where `bicep restore` leaves the package of a `br:` extension reference.
std::string extensionCachePath(const ModuleReference& ref, const std::string& cacheRoot);

// Loads the package of a registry extension from the cache (TOOL035 when it is not there).
Result<ExtensionPackage> loadCachedExtension(const ModuleReference& ref, const std::string& cacheRoot);

}  // namespace pf::toolchain
