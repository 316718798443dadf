// Bicep's Registry baseline through compileBicep: its published modules (Publish/*.bicep, each
// with the reference it was published under) and template specs (TemplateSpecs/*.json) are put
// in a module cache laid out as `bicep restore` does, then main.bicep is compiled and compared
// with the official main.json / main.symbolicnames.json, ignoring the generator metadata.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "engine/bicep/compiler.hpp"
#include "engine/compile/bicep_compile.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/toolchain/module_reference.hpp"
#include "tests/corpus/bicep_compare.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

Value readJsonFile(const fs::path& p) {
  auto text = readFile(p.string());
  REQUIRE(text.ok());
  Diagnostics d;
  auto v = parseJson(*text, 0, d);
  REQUIRE(v);
  return *v;
}

void place(const std::string& path, const std::string& text) {
  fs::create_directories(fs::path(path).parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

// Fills `cacheRoot` from the baseline's Publish and TemplateSpecs folders (published Bicep
// compiled like the baseline: with symbolic names or without); returns how many.
size_t fillCache(const fs::path& baseline, const std::string& cacheRoot, bool symbolic) {
  size_t n = 0;
  auto cfg = toolchain::ConfigLoader::defaults();
  for (const char* folder : {"Publish", "TemplateSpecs"}) {
    for (const auto& e : fs::directory_iterator(baseline / folder)) {
      std::string name = e.path().filename().string();
      const std::string suffix = ".metadata.json";
      if (name.size() <= suffix.size() || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) continue;
      std::string stem = name.substr(0, name.size() - suffix.size());
      std::string target = readJsonFile(e.path()).get("target")->str();
      auto ref = toolchain::parseModuleReference(target, *cfg);
      INFO(target);
      REQUIRE(ref.ok());
      std::string text;
      if (std::string(folder) == "Publish") {
        SourceFiles files;
        bicep::CompileOptions co;
        co.forceSymbolicNames = symbolic;
        auto r = bicep::compileBicepFile((baseline / folder / (stem + ".bicep")).string(), files, co);
        REQUIRE(r.tmpl);
        text = toJson(*r.tmpl);
      } else {
        text = *readFile((baseline / folder / (stem + ".json")).string());
      }
      place(toolchain::moduleCachePath(*ref, cacheRoot), text);
      // Bicep's test harness also serves Publish/ under the alias its bicepconfig.json mocks
      // (moduleAliasesMock: br/mock-registry-mocked → Publish).
      if (std::string(folder) == "Publish" && ref->repository == "demo/plan") {
        auto mocked = toolchain::parseModuleReference("br:mock-registry-three.invalid/plan:" + ref->tag, *cfg);
        REQUIRE(mocked.ok());
        place(toolchain::moduleCachePath(*mocked, cacheRoot), text);
      }
      ++n;
    }
  }
  return n;
}

}  // namespace

TEST_CASE("corpus: the Registry baseline compiles through the module cache", "[corpus][toolchain]") {
  PF_REQUIRE_CORPUS();
  fs::path baseline = test::corpusRoot() / "bicep-baselines" / "Registry_LF";
  // A corpus without this baseline is a moved folder, not a reason to pass.
  INFO("looked for " << (baseline / "main.bicep").string());
  REQUIRE(fs::exists(baseline / "main.bicep"));
  for (bool symbolic : {false, true}) {
    test::TempDir t;
    // 9 published modules and template specs (*.metadata.json) in the corpus.
    PF_REQUIRE_CORPUS_INPUTS("Registry_LF modules", fillCache(baseline, (t.path() / "home" / ".bicep").string(), symbolic), 9);
    SourceFiles files;
    toolchain::ToolchainOptions o;
    o.policy = toolchain::BicepCliPolicy::Never;
    o.env.home = (t.path() / "home").string();
    compile::CompileContext ctx(files, o);
    ctx.forceSymbolicNames = symbolic;
    auto r = compile::compileBicep((baseline / "main.bicep").string(), ctx);
    std::string listing;
    for (const auto& d : r.diagnostics.items()) listing += formatDiagnostic(d, files, false) + "\n";
    INFO(listing);
    REQUIRE(r.tmpl);
    CHECK_FALSE(r.diagnostics.hasErrors());
    Value want = readJsonFile(baseline / (symbolic ? "main.symbolicnames.json" : "main.json"));
    auto [got, wanted] = test::withTypeCaseFolded(test::withoutGenerator(*r.tmpl), test::withoutGenerator(want));
    std::string diff = test::firstDifference(got, wanted);
    std::cout << "Registry baseline (" << (symbolic ? "main.symbolicnames.json" : "main.json")
              << "): " << (diff.empty() ? "matches" : "differs at " + diff.substr(0, 300)) << "\n";
    CHECK(diff.empty());
  }
}
