#pragma once
// Bicep's `this` namespace (GA in Bicep 0.44): inside the body of a resource the deployment
// creates or updates (not an `existing` one), this.exists() and this.existingResource() read that
// resource's state as it was before the deployment. They are deploy-time values: Bicep compiles
// them to ARM's target() function.
#include <string>
#include <string_view>
#include <vector>

#include "engine/bicep/semantics/model.hpp"
#include "engine/core/diagnostic.hpp"

namespace pf::bicep {

inline constexpr std::string_view kThisNamespace = "this";

// The names of the namespace's functions.
const std::vector<std::string>& thisFunctionNames();

// Whether `n` is a call on the `this` namespace (this.exists(), this.existingResource(), ...).
bool isThisCall(const SemanticModel& m, const Node& n);

// A call on `this`: the function must exist (BCP107/BCP108) and takes no argument (BCP071).
void checkThisCall(const SemanticModel& m, const Node& call, Diagnostics& diags);

// this.*() in a resource's `name`, which Resource Manager needs before anything is deployed
// (BCP120, as Bicep reports it).
void checkThisInResourceNames(const SemanticModel& m, Diagnostics& diags);

}  // namespace pf::bicep
