#pragma once
// Internal: what expansion knows about extensions without their packages: the configuration
// Bicep's built-in Kubernetes extension requires, and how extensions identify a resource (the
// `identifiers` the extensibility host keys it by: Kubernetes metadata.name and namespace,
// Microsoft Graph's client-provided uniqueName). Other extensions' schemas are unknown here;
// their required configuration is not checked.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/value.hpp"

namespace pf {

// The configuration properties the extension requires, or nullopt when its schema is unknown.
std::optional<std::vector<std::string>> requiredExtensionConfig(std::string_view extensionName);

// The identifiers of an extensible resource of `type` with these properties; `config` is its
// extension's effective configuration ({<p>: {type, value}}), for defaults such as the
// Kubernetes namespace.
Value extensionIdentifiers(std::string_view extensionName, std::string_view type, const Value& properties,
                           const Object& config);

}  // namespace pf
