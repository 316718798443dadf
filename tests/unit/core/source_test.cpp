// The table of loaded source files (engine/core/source.hpp): ids, line lookup, and reads that
// need no lock while other threads add files.
#include <catch2/catch.hpp>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/source.hpp"
#include "engine/core/source_paths.hpp"

using namespace pf;

TEST_CASE("source files: lines by number, endings and edges", "[core][source]") {
  SourceFiles files;
  uint32_t id = files.add("a.json", "first\r\nsecond\n\nlast");
  CHECK(files.path(id) == "a.json");
  CHECK(files.lineText(id, 1) == "first");  // the \r of a CRLF ending is not part of the line
  CHECK(files.lineText(id, 2) == "second");
  CHECK(files.lineText(id, 3) == "");
  CHECK(files.lineText(id, 4) == "last");
  CHECK(files.lineText(id, 5).empty());
  CHECK(files.lineText(id, 0).empty());
  uint32_t trailing = files.add("b.json", "x\n");
  CHECK(files.lineText(trailing, 1) == "x");
  CHECK(files.lineText(trailing, 2) == "");
  CHECK(files.lineText(trailing, 3).empty());
  uint32_t empty = files.add("c.json", "");
  CHECK(files.lineText(empty, 1) == "");
}

TEST_CASE("source files: an unknown id reads as no file", "[core][source]") {
  SourceFiles files;
  CHECK(files.size() == 1);
  CHECK(files.path(0).empty());
  CHECK(files.path(7).empty());
  CHECK(files.text(7).empty());
  CHECK(files.lineText(7, 1).empty());
}

TEST_CASE("source files: ids stay valid across many blocks", "[core][source]") {
  SourceFiles files;
  std::vector<const std::string*> texts;
  for (int i = 1; i <= 5000; ++i) {
    uint32_t id = files.add("f" + std::to_string(i), "line " + std::to_string(i) + "\nend");
    REQUIRE(id == static_cast<uint32_t>(i));
    texts.push_back(&files.text(id));
  }
  // References handed out earlier still point at the same text (nothing moved).
  for (int i = 1; i <= 5000; ++i) {
    CHECK(texts[i - 1] == &files.text(i));
    CHECK(files.lineText(i, 1) == "line " + std::to_string(i));
  }
  CHECK(files.size() == 5001);
}

TEST_CASE("source files: readers and adders on several threads", "[core][source]") {
  SourceFiles files;
  auto worker = [&files](int t, std::vector<uint32_t>& ids) {
    for (int i = 0; i < 2000; ++i) {
      uint32_t id = files.add("t" + std::to_string(t) + "/" + std::to_string(i), std::to_string(i) + "\n" + std::to_string(t));
      ids.push_back(id);
      // Read back what this thread added, and something added earlier by anyone.
      if (files.lineText(id, 2) != std::to_string(t)) throw std::runtime_error("wrong text");
      (void)files.path(id / 2);
    }
  };
  std::vector<std::vector<uint32_t>> ids(4);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) threads.emplace_back(worker, t, std::ref(ids[t]));
  for (auto& th : threads) th.join();
  CHECK(files.size() == 8001);
  for (int t = 0; t < 4; ++t)
    for (size_t i = 0; i < ids[t].size(); ++i) CHECK(files.path(ids[t][i]) == "t" + std::to_string(t) + "/" + std::to_string(i));
}

TEST_CASE("source files: lines are indexed once, on first use, by whichever thread asks", "[core][source]") {
  SourceFiles files;
  std::vector<uint32_t> ids;
  for (int f = 0; f < 50; ++f) {
    std::string text;
    for (int l = 1; l <= 200; ++l) text += "file " + std::to_string(f) + " line " + std::to_string(l) + (l % 3 ? "\n" : "\r\n");
    ids.push_back(files.add("f" + std::to_string(f), std::move(text)));
  }
  // Several threads ask for lines of the same files at once; each file is indexed by one of them.
  std::atomic<int> wrong{0};
  auto reader = [&](int t) {
    for (int round = 0; round < 4; ++round)
      for (size_t f = 0; f < ids.size(); ++f) {
        uint32_t line = static_cast<uint32_t>(1 + (f * 7 + static_cast<size_t>(t) * 13 + static_cast<size_t>(round)) % 200);
        if (files.lineText(ids[f], line) != "file " + std::to_string(f) + " line " + std::to_string(line)) ++wrong;
        if (!files.lineText(ids[f], 201).empty()) ++wrong;
      }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) threads.emplace_back(reader, t);
  for (auto& th : threads) th.join();
  CHECK(wrong == 0);
}

TEST_CASE("source path index: finds files added before and after its first lookup", "[core][source]") {
  SourceFiles files;
  SourcePathIndex ids(files);
  CHECK(ids.find("a.bicep") == 0);
  uint32_t a = files.add("a.bicep", "x");
  CHECK(ids.find("a.bicep") == a);  // added after the index was first asked
  uint32_t b = files.add("b.bicep", "y");
  uint32_t a2 = files.add("a.bicep", "x again");
  CHECK(ids.find("b.bicep") == b);
  CHECK(ids.find("a.bicep") == a2);  // the latest reading of a path
  CHECK(ids.find("") == 0);          // file 0 ("no file") is never a match
  CHECK(ids.find("c.bicep") == 0);
}
