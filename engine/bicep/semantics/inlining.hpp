#pragma once
// Which variables must be inlined: ARM evaluates `variables` before any resource exists,
// so a variable whose value needs runtime state (reference(), list*(), module outputs,
// resource properties other than id/name/type/apiVersion) is written at each use instead.
#include "engine/bicep/semantics/model.hpp"

namespace pf::bicep {

void computeInlining(SemanticModel& m);

// Functions whose results are only known during deployment.
bool requiresInlining(std::string_view functionName);

}  // namespace pf::bicep
