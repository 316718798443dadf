#pragma once
// Assembles the ARM template of one Bicep file: $schema, languageVersion, metadata,
// definitions, functions, parameters, variables, resources, outputs.
#include "engine/bicep/emit/context.hpp"

namespace pf::bicep {

// Whether Bicep would emit this file with symbolic names (languageVersion 2.0).
bool needsSymbolicNames(const SemanticModel& m, const std::function<const CompiledModule*(const ModuleInfo&)>& modules);

Value emitTemplate(EmitContext& ctx);

}  // namespace pf::bicep
