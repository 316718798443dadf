// Utf16Columns: the same columns as utf16Column, from marks instead of a walk from the line's start.
#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "report/utf8.hpp"

using pf::report::utf16Column;
using pf::report::Utf16Columns;

namespace {

// Every column of `line`, and a few past its end, as utf16Column gives them.
void checkEveryColumn(const std::string& line) {
  Utf16Columns columns(line);
  for (uint32_t c = 0; c <= line.size() + 3; ++c) {
    INFO("column " << c << " of a line of " << line.size() << " bytes");
    REQUIRE(columns.column(line, c) == utf16Column(line, c));
  }
}

}  // namespace

TEST_CASE("utf16 columns: an index answers as the walk from the line's start", "[report]") {
  SECTION("ASCII, short and across many marks") {
    checkEveryColumn("");
    checkEveryColumn("abc");
    checkEveryColumn(std::string(1000, 'x'));
  }
  SECTION("characters of two, three and four bytes, and bytes that are not UTF-8") {
    // é (1 unit), € (1 unit), 😀 (2 units), a lone continuation byte and a cut-off lead byte.
    const std::string pieces[] = {"a", "\xC3\xA9", "\xE2\x82\xAC", "\xF0\x9F\x98\x80", "\x80", "\xF0\x9F", "\t"};
    std::mt19937 random(46);
    for (int round = 0; round < 40; ++round) {
      std::string line;
      const int length = static_cast<int>(random() % 600);
      for (int i = 0; i < length; ++i) line += pieces[random() % std::size(pieces)];
      checkEveryColumn(line);
    }
  }
  SECTION("an emoji on either side of a mark") {
    for (size_t at : {0, 62, 63, 64, 65, 127, 128}) {
      std::string line(200, 'x');
      line.replace(at, 1, "\xF0\x9F\x98\x80");
      checkEveryColumn(line);
      CHECK(Utf16Columns(line).column(line, static_cast<uint32_t>(at + 2)) == at + 3);  // past the emoji: one more
    }
  }
}
