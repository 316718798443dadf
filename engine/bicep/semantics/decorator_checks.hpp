#pragma once
// Checks every decorator the way Bicep does before anything is emitted: that its name exists
// (BCP057/BCP082, BCP107/BCP108 for sys./az.), is a decorator (BCP152, BCP141, BCP059/BCP265),
// may be attached to that kind of declaration (BCP125-129, BCP297, BCP269, BCP130), to that
// type (BCP124, BCP308), with that many arguments (BCP071), once (BCP166); @batchSize only on
// loops (BCP155) with a size of at least 1 (BCP154); @validate() with a lambda predicate and a
// constant message. Decorators with no declaration get BCP132/147-153/290/292.
#include "engine/bicep/features.hpp"
#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

void checkDecorators(const SemanticModel& m, const FeatureSet& features, Diagnostics& diags);

}  // namespace pf::bicep
