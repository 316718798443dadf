#pragma once
// What the native compiler asks about each module it meets: registry modules come from the
// `bicep restore` cache, and a local Bicep module is compiled as its own bicepconfig.json's
// bicep.version allows (natively, by an installed Bicep CLI, or not at all: TOOL020).
#include "engine/bicep/compiler.hpp"
#include "engine/compile/bicep_compile.hpp"

namespace pf::compile {

// The resolver refers to `ctx`, which must outlive the compilations that use it.
bicep::ModuleResolver moduleResolver(CompileContext& ctx);

// For a file the Bicep CLI compiles (it follows modules itself): TOOL020 at each declaration,
// through nested local modules, whose target's bicep.version no compiler satisfies, as the
// native path reports them. `fileId` holds the file's text in ctx.files().
void checkModulePins(const std::string& path, uint32_t fileId, bool paramsFile, CompileContext& ctx,
                     Diagnostics& diags);

}  // namespace pf::compile
