#pragma once
// Values Resource Manager must know at the start of a deployment. A variable's for-body is
// evaluated before any resource is deployed, so it may read only what is known then: of a
// resource its id, name, type and apiVersion, of a module its name (BCP182).
#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

// Reports whole resource or module references, and reads of their other properties, in the
// for-bodies of variables. Index keys that are not literals are left alone (they may fold
// to a constant name), so every report is certain.
void checkVariableLoopBodies(const SemanticModel& m, Diagnostics& diags);

}  // namespace pf::bicep
