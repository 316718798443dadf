#pragma once
// `extension` declarations → the template's extensions section, and how extensible (non-Azure)
// resources and modules name extensions. With extensibility v2 (the moduleExtensionConfigs
// feature) Bicep writes `extensions: {<key>: {name, version, config: {<p>: {defaultValue}}}}`;
// otherwise the legacy `imports: {<key>: {provider, version, config}}`.
#include <string>

#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

// "extensions" or "imports", and the section's value; a null Value when there is nothing to emit.
std::pair<const char*, Value> extensionsSection(const EmitContext& ctx, const ValueEmitter& values);

// The key a resource of extension `alias` names in "extension" (v2) or "import" (legacy).
std::string extensionKeyOf(const SemanticModel& m, const std::string& alias);

// The key of the `extension az` declaration, when the file has one: Azure resources name it.
const ExtensionInfo* declaredAz(const SemanticModel& m);

}  // namespace pf::bicep
