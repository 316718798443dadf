// Compile the .bicepparam baselines and compare with the official parameters.json; the
// invalid ones must produce errors.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <iostream>

#include "engine/bicep/compiler.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/corpus/bicep_compare.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;
namespace fs = std::filesystem;

TEST_CASE("corpus: bicepparam baselines compile to the official parameters", "[corpus][bicep]") {
  PF_REQUIRE_CORPUS();
  // The environment the official baselines were produced with (Bicep's test harness).
  setenv("stringEnvVariableName", "test", 1);
  setenv("intEnvVariableName", "100", 1);
  setenv("boolEnvironmentVariable", "true", 1);
  fs::path root = test::corpusRoot() / "bicep-baselines" / "_bicepparam";
  size_t valid = 0, matched = 0, invalid = 0, invalidWithErrors = 0;
  for (const auto& entry : fs::directory_iterator(root)) {
    fs::path dir = entry.path();
    fs::path file = dir / "parameters.bicepparam";
    if (!fs::exists(file)) continue;
    SourceFiles files;
    bicep::CompileOptions options;
    options.allowedEnvironment = {"stringEnvVariableName", "intEnvVariableName", "boolEnvironmentVariable"};
    auto r = bicep::compileParamsFile(file.string(), files, options);
    bool isInvalid = dir.filename().string().rfind("Invalid", 0) == 0;
    if (isInvalid) {
      ++invalid;
      if (r.diagnostics.hasErrors()) ++invalidWithErrors;
      continue;
    }
    ++valid;
    auto want = readFile((dir / "parameters.json").string());
    Diagnostics jd;
    auto wantValue = want ? parseJson(*want, 0, jd) : std::nullopt;
    std::string diff = !r.parameters ? "no output" : !wantValue ? "no baseline" : test::firstDifference(*r.parameters, *wantValue);
    if (diff.empty()) ++matched;
    else if (std::getenv("PREFLIGHT_VERBOSE")) std::cout << "  MISMATCH " << dir.filename().string() << ": " << diff << "\n";
  }
  std::cout << "bicepparam baselines: " << matched << "/" << valid << " match parameters.json; " << invalidWithErrors
            << "/" << invalid << " invalid ones produce errors\n";
  // Measured with ./build/tests/preflight_tests "corpus: bicepparam baselines*": "8/9 match
  // parameters.json; 7/7 invalid ones produce errors" (16 folders in the corpus).
  PF_REQUIRE_CORPUS_INPUTS("valid .bicepparam baselines", valid, 9);
  PF_REQUIRE_CORPUS_INPUTS("invalid .bicepparam baselines", invalid, 7);
  CHECK(matched >= 8);
  CHECK(invalidWithErrors == invalid);
}
