#pragma once
// What the native compiler asks about each module it meets: registry modules come from the
// `bicep restore` cache, and a local Bicep module is compiled as its own bicepconfig.json's
// bicep.version allows (natively, by an installed Bicep CLI, or not at all: TOOL020).
#include "engine/bicep/compiler.hpp"
#include "engine/compile/bicep_compile.hpp"

namespace pf::compile {

// The resolver refers to `ctx`, which must outlive the compilations that use it.
bicep::ModuleResolver moduleResolver(CompileContext& ctx);

// For a file the Bicep CLI compiles (it follows modules and reads load* targets itself), checked
// before the CLI runs, through nested local modules: TOOL020 at each declaration whose target's
// bicep.version no compiler satisfies, as the native path reports them; and every file the CLI
// would read checked against ctx.access(), an error at the reference when it is refused (IO010,
// IO011, IO002) or is computed so that it cannot be checked (IO012). Returns false when the CLI must
// not run because of such a refusal. `fileId` holds the file's text in ctx.files().
bool checkReferences(const std::string& path, uint32_t fileId, bool paramsFile, CompileContext& ctx, Diagnostics& diags);

}  // namespace pf::compile
