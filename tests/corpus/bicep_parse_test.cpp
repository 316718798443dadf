// Every .bicep and .bicepparam file in the corpus parses without crashing; files that the
// official compiler accepts (quickstart samples, valid baselines) parse without errors.
#include <catch2/catch.hpp>
#include <iostream>

#include "engine/bicep/syntax/parser.hpp"
#include "engine/core/file.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;

namespace {

bool expectedValid(const std::filesystem::path& p) {
  std::string s = p.generic_string();
  if (s.find("/bicep-baselines/") == std::string::npos) return true;  // quickstart
  if (s.find("/Invalid") != std::string::npos || s.find("/_bicepparam/Invalid") != std::string::npos) return false;
  // Baseline folders without main.json are the invalid ones; module files under valid folders are valid.
  for (auto dir = p.parent_path(); dir.filename() != "bicep-baselines" && dir.has_parent_path(); dir = dir.parent_path()) {
    if (dir.parent_path().filename() == "bicep-baselines") return std::filesystem::exists(dir / "main.json");
  }
  return true;
}

}  // namespace

TEST_CASE("corpus: every Bicep file parses", "[corpus][bicep]") {
  PF_REQUIRE_CORPUS();
  auto files = test::corpusFiles(test::corpusRoot(), "*.bicep");
  auto params = test::corpusFiles(test::corpusRoot(), "*.bicepparam");
  // The corpus README's counts: 543 + 436 .bicep, 4 + 33 .bicepparam files.
  PF_REQUIRE_CORPUS_INPUTS(".bicep files", files.size(), 979);
  PF_REQUIRE_CORPUS_INPUTS(".bicepparam files", params.size(), 37);
  size_t total = 0, validFiles = 0, validWithErrors = 0;
  for (const auto& list : {files, params}) {
    for (const auto& f : list) {
      auto text = readFile(f.string());
      REQUIRE(text);
      Diagnostics d;
      bicep::SourceText src(1, *text);
      auto kind = f.extension() == ".bicepparam" ? bicep::FileKind::BicepParam : bicep::FileKind::Bicep;
      auto r = bicep::parse(src, kind, d);
      ++total;
      // Files that exist to exercise diagnostics are allowed to fail.
      std::string name = f.filename().string();
      if (!expectedValid(f) || name.find("diagnostics") != std::string::npos || name.find("invalid") != std::string::npos)
        continue;
      ++validFiles;
      if (d.hasErrors()) {
        ++validWithErrors;
        const auto& e = d.items()[0];
        std::cout << f.string() << ":" << e.loc.line << ":" << e.loc.col << ": " << e.code << " " << e.message << "\n";
      }
    }
  }
  std::cout << "corpus Bicep parse: " << total << " files, " << validFiles - validWithErrors << " of " << validFiles
            << " valid files parse without errors\n";
  // Measured with ./build/tests/preflight_tests "corpus: every Bicep file parses": "1016 files,
  // 621 of 621 valid files".
  PF_REQUIRE_CORPUS_INPUTS("files expected to parse without errors", validFiles, 621);
  CHECK(validWithErrors == 0);
}
