#pragma once
// Compiling Bicep files with a compile::CompileContext in tests of what a run's compilations
// share (module_cache_test.cpp, import_cache_test.cpp).
#include <string>

#include "engine/compile/bicep_compile.hpp"
#include "engine/core/json.hpp"
#include "tests/temp_dir.hpp"

namespace pf::test {

// The native compiler only, with a home of its own under `t`.
inline toolchain::ToolchainOptions nativeOnly(const TempDir& t) {
  toolchain::ToolchainOptions o;
  o.policy = toolchain::BicepCliPolicy::Never;
  o.env.home = (t.path() / "home").string();
  return o;
}

struct CompiledFile {
  std::string tmpl;
  std::string diagnostics;
};

// `path` compiled with `ctx`: its template as compact JSON and its diagnostics, one a line.
inline CompiledFile compileWith(compile::CompileContext& ctx, const std::string& path) {
  compile::BicepCompilation r = compile::compileBicep(path, ctx);
  CompiledFile c;
  if (r.tmpl) c.tmpl = toJson(*r.tmpl);
  for (const auto& d : r.diagnostics.items()) c.diagnostics += formatDiagnostic(d, ctx.files(), false) + "\n";
  return c;
}

}  // namespace pf::test
