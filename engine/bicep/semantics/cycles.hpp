#pragma once
// Declarations that refer to themselves, directly (BCP079) or through others (BCP080).
// Emission of such declarations would never end, so the compiler reports them first.
#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

// Reports cycles; returns true when there are none.
bool checkCycles(const SemanticModel& m, Diagnostics& diags);

}  // namespace pf::bicep
