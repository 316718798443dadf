#pragma once
// `extension` declarations → the template's `imports` section, and how extension
// (non-Azure) resources name the extension they belong to.
#include <string>

#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

// The key an extension is known by in `imports` and a resource's "import": its alias, or
// the extension's name without a version ("kubernetes" for 'kubernetes@1.0.0').
std::string extensionKey(const Decl& d);

// {key: {provider, version, config?}} for the extensions whose provider this compiler knows
// without a registry (the built-in Kubernetes one); empty when there are none.
Object extensionImports(const SemanticModel& m, const ValueEmitter& values);

}  // namespace pf::bicep
