#pragma once
// What the native compiler asks about each `extension` declaration: names defined by the
// bicepconfig.json of the declaring file (`extensions`), and registry packages read from the
// `bicep restore` cache (or a local package path). A package that is not there leaves the
// extension untyped (the compiler notes it, BCPPF09) rather than failing the compile.
#include "engine/bicep/compiler.hpp"
#include "engine/compile/bicep_compile.hpp"

namespace pf::compile {

// The resolver refers to `ctx`, which must outlive the compilations that use it.
bicep::ExtensionResolver extensionResolver(CompileContext& ctx);

}  // namespace pf::compile
