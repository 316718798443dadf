#pragma once
// Bicep writes the results of some compile-time load functions as variables named `$fxv#N`
// and refers to them with variables('$fxv#N') (its FunctionVariableGenerator): the functions
// with object results (loadJsonContent, loadYamlContent, loadDirectoryFileInfo) wherever they
// are used, loadTextContent and loadFileAsBase64 except as the whole value of a variable. N
// counts the calls in source order. Parameter defaults keep the value itself (a parameter cannot
// read a variable), and .bicepparam files have no variables section.
#include "engine/bicep/emit/context.hpp"

namespace pf::bicep {

// Numbers the calls of `ctx.m` that become function variables (fills ctx.functionVariables).
void assignFunctionVariables(EmitContext& ctx);

}  // namespace pf::bicep
