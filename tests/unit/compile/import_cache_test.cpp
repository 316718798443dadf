// The run's import cache (engine/bicep/import_cache.hpp through compile::CompileContext): a Bicep
// file that several files import from is loaded once, and every compilation gives what it gives
// compiled alone, diagnostics of the imported file included, however often it is compiled.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/bicep/compiler.hpp"
#include "engine/compile/bicep_compile.hpp"
#include "engine/core/json.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/compile/compile_context_helpers.hpp"

using namespace pf;
using namespace pf::compile;
using pf::test::TempDir;
using Compiled = pf::test::CompiledFile;
using pf::test::compileWith;
using pf::test::nativeOnly;

namespace {

// A shared file of types, a function and variables (one read at compile time), which imports
// from another; and a file whose exported variable refers to nothing.
void writeShared(TempDir& t) {
  t.write("shared/base.bicep", "@export()\nvar prefix = 'app'\n");
  t.write("shared/banner.txt", "hello");
  t.write("shared/types.bicep",
          "import { prefix } from 'base.bicep'\n"
          "@export()\ntype size = 'S' | 'M'\n"
          "@export()\nfunc named(n string) string => '${prefix}-${n}'\n"
          "@export()\nvar banner = loadTextContent('banner.txt')\n");
  t.write("shared/broken.bicep", "@export()\nvar bad = missingSymbol\n");
}

std::string entry(const std::string& app, bool broken) {
  return std::string("import { size, named, banner } from '../shared/types.bicep'\n") +
         (broken ? "import { bad } from '../shared/broken.bicep'\noutput b string = bad\n" : "") +
         "param s size = 'S'\n"
         "output name string = named('" + app + "')\n"
         "output text string = banner\n"
         "output chosen string = s\n";
}

}  // namespace

TEST_CASE("import cache: a file several files import from is loaded once, with the same result", "[compile][import-cache]") {
  TempDir t;
  writeShared(t);
  std::vector<std::string> entries;
  for (const char* app : {"a", "b", "c"}) entries.push_back(t.write(std::string(app) + "/main.bicep", entry(app, false)));
  for (const char* app : {"d", "e"}) entries.push_back(t.write(std::string(app) + "/main.bicep", entry(app, true)));

  SourceFiles files;
  CompileContext ctx(files, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
  std::vector<Compiled> shared;
  for (const auto& e : entries) shared.push_back(compileWith(ctx, e));
  // Each compiled twice more: the shared units' diagnostics must not pile up.
  for (const auto& e : entries) {
    INFO(e);
    Compiled again = compileWith(ctx, e);
    CHECK(again.tmpl == shared[&e - &entries[0]].tmpl);
    CHECK(again.diagnostics == shared[&e - &entries[0]].diagnostics);
  }
  // types.bicep, base.bicep and broken.bicep, each loaded once; every later import reused them.
  CHECK(ctx.importCache().stats().loaded == 3);
  CHECK(ctx.importCache().stats().reused == 2 * 5 * 2 + 2 * 2 - 3);

  for (size_t i = 0; i < entries.size(); ++i) {
    INFO(entries[i]);
    SourceFiles own;
    CompileContext alone(own, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
    Compiled c = compileWith(alone, entries[i]);
    CHECK(shared[i].tmpl == c.tmpl);
    CHECK(shared[i].diagnostics == c.diagnostics);
  }
  CHECK(shared[0].tmpl.find("hello") != std::string::npos);
  CHECK(shared[1].tmpl.find("'b'") != std::string::npos);
  CHECK(shared[0].diagnostics.empty());
  // The imported file's error, reported once per compilation that imports it, at its own line.
  CHECK(shared[3].diagnostics.find("broken.bicep:2:") != std::string::npos);
  CHECK(shared[3].diagnostics.find("missingSymbol") != std::string::npos);
  CHECK(shared[3].diagnostics.find("missingSymbol") == shared[3].diagnostics.rfind("missingSymbol"));
}
