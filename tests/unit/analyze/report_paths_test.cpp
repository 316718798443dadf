// ReportPaths: report paths and locations, remembered from one call to the next.
#include <catch2/catch.hpp>

#include "engine/analyze/findings.hpp"
#include "report/utf8.hpp"

using pf::SourceFiles;
using pf::analyze::ReportPaths;
using pf::report::utf16Column;

TEST_CASE("report paths: repeated and alternating paths give the same answers", "[analyze]") {
  SourceFiles files;
  files.add("/src/repo/main.json", "{\n  \"a\": \"\xF0\x9F\x98\x80x\"\n}\n");  // an emoji: two UTF-16 units
  files.add("/src/repo/other.json", "{\n  \"b\": 1\n}\n");
  ReportPaths paths("/src/repo", files);
  for (int round = 0; round < 3; ++round) {
    CHECK(paths.shared("/src/repo/main.json") == "main.json");
    CHECK(paths.shared("/src/repo/sub/p.json") == "sub/p.json");
    CHECK(paths.shared("") == "");
    auto loc = paths.location("/src/repo/main.json", 2, 10);
    CHECK(loc.file == "main.json");
    CHECK(loc.column == 11);  // code point 10 follows the emoji
    CHECK(paths.location("/src/repo/main.json", 0, 0).column == 0);
    auto other = paths.location("/src/repo/other.json", 2, 4);
    CHECK(other.file == "other.json");
    CHECK(other.column == 4);
    CHECK(paths.location("/src/repo/missing.json", 2, 4).column == 4);
  }
}

TEST_CASE("report paths: a file added again under a path is the one a location reads", "[analyze]") {
  SourceFiles files;
  files.add("/src/repo/main.json", "{\n  \"a\": \"plain\"\n}\n");
  ReportPaths paths("/src/repo", files);
  CHECK(paths.location("/src/repo/main.json", 2, 10).column == 10);
  files.add("/src/repo/main.json", "{\n  \"a\": \"\xF0\x9F\x98\x80x\"\n}\n");
  CHECK(paths.location("/src/repo/main.json", 2, 10).column == 11);
}

TEST_CASE("report paths: columns on long lines (minified templates) are UTF-16 columns", "[analyze]") {
  // Two lines past the length that is indexed, an emoji every 100 characters, and a short line.
  std::string longLine;
  for (int i = 0; i < 50; ++i) longLine += std::string(99, 'a') + "\xF0\x9F\x98\x80";
  std::string other = "\xC3\xA9" + longLine;
  SourceFiles files;
  files.add("/src/repo/min.json", longLine + "\n" + other + "\nshort\n");
  ReportPaths paths("/src/repo", files);
  // Alternating lines, as findings of resources on either line would.
  for (uint32_t column : {1u, 99u, 100u, 101u, 2500u, 5000u, 5001u, 5003u, 9000u}) {
    INFO("column " << column);
    CHECK(paths.location("/src/repo/min.json", 1, column).column == utf16Column(longLine, column));
    CHECK(paths.location("/src/repo/min.json", 2, column).column == utf16Column(other, column));
    CHECK(paths.location("/src/repo/min.json", 3, column).column == column);
  }
  CHECK(paths.location("/src/repo/min.json", 1, 101).column == 102);  // past the first emoji
}
