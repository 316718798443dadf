// Every JSON file in the corpus must load: ARM accepts lenient JSON, so must we.
#include <catch2/catch.hpp>
#include <iostream>
#include <map>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/inputs/detail/file_facts.hpp"
#include "tests/corpus/avm.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/json_facts_compare.hpp"

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

// Discovery reads each JSON file's facts with a shallow read; over every JSON file of the corpus
// and of ../shared/avm, they must be the facts a full parse gives.
TEST_CASE("corpus: discovery's shallow read finds the facts a full parse finds", "[corpus]") {
  PF_REQUIRE_CORPUS();
  auto files = test::corpusFiles(test::corpusRoot(), "*.json");
  PF_REQUIRE_CORPUS_INPUTS("JSON files", files.size(), 3787);
  if (!test::avmRoot().empty()) {
    auto avm = test::corpusFiles(test::avmRoot(), "*.json");
    files.insert(files.end(), avm.begin(), avm.end());
  }
  size_t differ = 0;
  for (const auto& f : files) {
    auto text = readFile(f.string());
    REQUIRE(text);
    std::string name = f.filename().string();
    Diagnostics d;
    auto root = parseJson(*text, 0, d);
    std::string full = test::describeFacts(inputs::detail::jsonFacts(*text, root, d, name));
    std::string shallow = test::describeFacts(inputs::detail::jsonFacts(*text, name));
    if (full != shallow) {
      ++differ;
      UNSCOPED_INFO(f.string() << ":\nfull parse:\n" << full << "shallow read:\n" << shallow);
    }
  }
  std::cout << "corpus JSON facts: " << files.size() - differ << " of " << files.size()
            << " files give the same facts from a shallow read as from a full parse\n";
  CHECK(differ == 0);
}
