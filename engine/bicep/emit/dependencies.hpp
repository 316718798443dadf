#pragma once
// Implicit dependsOn: every resource or module a declaration refers to (directly, through
// variables, or through `existing` resources, which are not deployed), plus nested parents.
#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

// The dependsOn entries for a resource (kind Resource) or module (kind Module) declaration;
// empty when it depends on nothing.
Array dependsOnEntries(const Converter& c, SymbolRef::Kind kind, size_t index);

}  // namespace pf::bicep
