#pragma once
// Where extension configurations may be read and how modules pass them (extensibility with
// the moduleExtensionConfigs feature), as Bicep checks before emitting: an extension (`k8s.config`,
// `k8s` itself) is read only inside a module's extensionConfigs (BCP418); each alias there given an object literal or an
// inheritance expression (`k8s.config`, or a condition choosing between two, BCP431); no spread
// in extensionConfigs or in an alias's object (BCP401), which the emitted form cannot carry.
#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

void checkExtensionConfigs(const SemanticModel& m, Diagnostics& diags);

}  // namespace pf::bicep
