// The run's module cache (engine/bicep/module_cache.hpp through compile::CompileContext): a module
// that several files use is compiled once, and what a reuse gives is what compiling gives.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
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

// A leaf module: a parameter, a resource, an output, a file read at compile time, and an error
// when `broken` (a reference to nothing).
std::string storeModule(bool broken = false) {
  return std::string("param name string\n") +
         "var banner = loadTextContent('banner.txt')\n"
         "resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
         "  name: name\n"
         "  location: 'westeurope'\n"
         "  sku: { name: 'Standard_LRS' }\n"
         "  kind: 'StorageV2'\n"
         "  tags: { banner: banner }\n"
         "}\n" +
         (broken ? "output nothing string = missingSymbol\n" : "") + "output id string = sa.id\n";
}

std::string entry(const std::string& module, const std::string& name) {
  return "module store '" + module + "' = {\n  name: 'store'\n  params: {\n    name: '" + name + "'\n  }\n}\n"
         "output id string = store.outputs.id\n";
}

// Each entry compiled with a context of its own: nothing shared.
std::vector<Compiled> eachAlone(const TempDir& t, const std::vector<std::string>& entries) {
  std::vector<Compiled> out;
  for (const auto& e : entries) {
    SourceFiles files;
    CompileContext ctx(files, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
    out.push_back(compileWith(ctx, e));
    CHECK(ctx.moduleCache().stats().reused == 0);
  }
  return out;
}

}  // namespace

TEST_CASE("module cache: a module several files use is compiled once, with the same result", "[compile][module-cache]") {
  TempDir t;
  t.write("modules/banner.txt", "hello");
  t.write("modules/store.bicep", storeModule());
  t.write("modules/broken.bicep", storeModule(true));
  std::vector<std::string> entries;
  for (const char* app : {"a", "b", "c"}) entries.push_back(t.write(std::string(app) + "/main.bicep", entry("../modules/store.bicep", app)));
  for (const char* app : {"d", "e"}) entries.push_back(t.write(std::string(app) + "/main.bicep", entry("../modules/broken.bicep", app)));

  SourceFiles files;
  CompileContext ctx(files, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
  std::vector<Compiled> shared;
  for (const auto& e : entries) shared.push_back(compileWith(ctx, e));
  // store.bicep once for a, b, c; broken.bicep once for d, e.
  CHECK(ctx.moduleCache().stats().compiled == 2);
  CHECK(ctx.moduleCache().stats().reused == 3);

  std::vector<Compiled> alone = eachAlone(t, entries);
  REQUIRE(alone.size() == shared.size());
  for (size_t i = 0; i < shared.size(); ++i) {
    INFO(entries[i]);
    CHECK(shared[i].tmpl == alone[i].tmpl);
    CHECK(shared[i].diagnostics == alone[i].diagnostics);
  }
  CHECK(shared[0].tmpl.find("hello") != std::string::npos);
  CHECK(shared[1].tmpl.find("'b'") == std::string::npos);  // parameters stay the caller's
  CHECK(shared[1].tmpl.find("\"b\"") != std::string::npos);
  CHECK(shared[3].diagnostics.find("missingSymbol") != std::string::npos);
  CHECK(shared[4].diagnostics == alone[4].diagnostics);
}

TEST_CASE("module cache: a module whose compile-time file changed is compiled again", "[compile][module-cache]") {
  TempDir t;
  t.write("modules/banner.txt", "first");
  t.write("modules/store.bicep", storeModule());
  std::string a = t.write("a/main.bicep", entry("../modules/store.bicep", "a"));
  std::string b = t.write("b/main.bicep", entry("../modules/store.bicep", "b"));
  SourceFiles files;
  CompileContext ctx(files, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
  CHECK(compileWith(ctx, a).tmpl.find("first") != std::string::npos);
  t.write("modules/banner.txt", "second");
  CHECK(compileWith(ctx, b).tmpl.find("second") != std::string::npos);
  CHECK(ctx.moduleCache().stats().compiled == 2);
  CHECK(ctx.moduleCache().stats().reused == 0);
  // A module text that changed is another key.
  t.write("modules/store.bicep", storeModule() + "output extra string = 'x'\n");
  CHECK(compileWith(ctx, a).tmpl.find("extra") != std::string::npos);
  CHECK(ctx.moduleCache().stats().compiled == 3);
}

TEST_CASE("module cache: only modules without modules or imports of their own are kept", "[compile][module-cache]") {
  TempDir t;
  t.write("modules/banner.txt", "hello");
  t.write("modules/store.bicep", storeModule());
  t.write("modules/outer.bicep", "param name string\n" + entry("store.bicep", "inner") +
                                     "output name string = name\n");
  std::vector<std::string> entries{t.write("a/main.bicep", entry("../modules/outer.bicep", "a")),
                                   t.write("b/main.bicep", entry("../modules/outer.bicep", "b"))};
  SourceFiles files;
  CompileContext ctx(files, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
  std::vector<Compiled> shared;
  for (const auto& e : entries) shared.push_back(compileWith(ctx, e));
  // outer.bicep twice (it declares a module), store.bicep once and reused once.
  CHECK(ctx.moduleCache().stats().compiled == 3);
  CHECK(ctx.moduleCache().stats().reused == 1);
  std::vector<Compiled> alone = eachAlone(t, entries);
  for (size_t i = 0; i < shared.size(); ++i) {
    CHECK(shared[i].tmpl == alone[i].tmpl);
    CHECK(shared[i].diagnostics == alone[i].diagnostics);
  }
}

TEST_CASE("module cache: keys are exact, field by field", "[compile][module-cache]") {
  bicep::CompileOptions o;
  std::string k = bicep::ModuleCache::keyOf("/m/store.bicep", "param a string\n", o);
  CHECK(k == bicep::ModuleCache::keyOf("/m/store.bicep", "param a string\n", o));
  // A one-byte change anywhere, or text moved from one field to the next, is another key.
  CHECK(k != bicep::ModuleCache::keyOf("/m/store.bicep", "param b string\n", o));
  CHECK(k != bicep::ModuleCache::keyOf("/m/store.bicepp", "aram a string\n", o));
  CHECK(bicep::ModuleCache::keyOf("ab", "c", o) != bicep::ModuleCache::keyOf("a", "bc", o));
  // Options that change the output change the key.
  bicep::CompileOptions symbolic;
  symbolic.forceSymbolicNames = true;
  CHECK(k != bicep::ModuleCache::keyOf("/m/store.bicep", "param a string\n", symbolic));
  bicep::CompileOptions feature;
  feature.experimentalFeatures.insert("userDefinedConstraints");
  CHECK(k != bicep::ModuleCache::keyOf("/m/store.bicep", "param a string\n", feature));
}

TEST_CASE("module cache: a reuse counts what the module's load*() calls read, as compiling it would", "[compile][module-cache]") {
  // One compilation's load*() calls read at most 16 MB together (BCPPF11). Whether a module is
  // compiled in this compilation or reused from another, the entry file must end the same.
  TempDir t;
  std::string many, few;
  for (int i = 0; i < 10; ++i) t.write("data/t" + std::to_string(i) + ".txt", std::string(131072, static_cast<char>('a' + i)));
  for (int i = 0; i < 20; ++i) few += "var m" + std::to_string(i) + " = loadTextContent('data/t" + std::to_string(i % 10) + ".txt')\n";
  t.write("mod.bicep", few + "output n int = length(m0)\n");
  for (int i = 0; i < 115; ++i) many += "var v" + std::to_string(i) + " = loadTextContent('data/t" + std::to_string(i % 10) + ".txt')\n";
  std::string useModule = "module m 'mod.bicep' = {\n  name: 'm'\n}\n";
  std::string heavy = t.write("heavy.bicep", many + useModule);  // 14.4 MB, and the module's 2.5 MB
  std::string light = t.write("light.bicep", useModule);
  std::map<std::string, Compiled> alone;
  for (const auto& e : {heavy, light}) {
    SourceFiles own;
    CompileContext ctx(own, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
    alone[e] = compileWith(ctx, e);
  }
  CHECK(alone[heavy].diagnostics.find("BCPPF11") != std::string::npos);
  CHECK(alone[light].diagnostics.empty());
  for (const auto& order : {std::vector<std::string>{light, heavy}, std::vector<std::string>{heavy, light}}) {
    SourceFiles files;
    CompileContext ctx(files, nativeOnly(t), FileAccessPolicy::confinedTo({t.str()}));
    for (const auto& e : order) {
      INFO(e);
      Compiled c = compileWith(ctx, e);
      CHECK((c.tmpl == alone[e].tmpl));  // megabytes: compared, not printed
      CHECK(c.diagnostics == alone[e].diagnostics);
    }
  }
}
