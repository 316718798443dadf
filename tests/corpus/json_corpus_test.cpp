// Every JSON file in the corpus must load: ARM accepts lenient JSON, so must we.
#include <catch2/catch.hpp>
#include <iostream>
#include <map>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;

TEST_CASE("corpus: every JSON file parses", "[corpus]") {
  PF_REQUIRE_CORPUS();
  auto files = test::corpusFiles(test::corpusRoot(), "*.json");
  // The corpus README's counts: 3210 quickstart and 574 baseline .json files, 3 in psrule-bench.
  PF_REQUIRE_CORPUS_INPUTS("JSON files", files.size(), 3787);
  size_t failed = 0;
  std::map<std::string, size_t> byCode;
  for (const auto& f : files) {
    auto text = readFile(f.string());
    REQUIRE(text);
    Diagnostics d;
    if (!parseJson(*text, 0, d)) {
      ++failed;
      byCode[d.items().back().code]++;
      UNSCOPED_INFO(f.string() << ": " << d.items().back().message << " at " << d.items().back().loc.line << ":"
                               << d.items().back().loc.col);
    }
  }
  std::cout << "corpus JSON: " << files.size() - failed << " of " << files.size() << " files parse\n";
  CHECK(failed == 0);
}
