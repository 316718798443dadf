#include <catch2/catch.hpp>

#include "engine/core/trim.hpp"

using namespace pf;

TEST_CASE("trimAscii: both ends only, of the characters asked for", "[core]") {
  CHECK(trimAscii(" \t a b \r\n") == "a b");
  CHECK(trimAscii("\r\nline\r") == "line");
  CHECK(trimAscii(" \t\r\n").empty());
  CHECK(trimAscii("").empty());
  CHECK(trimAscii("x") == "x");
  // Blanks only: a line's CR stays, as YAML and Markdown readers want it.
  CHECK(trimAscii("\t text\r", kBlanks) == "text\r");
  CHECK(trimAscii("  ", kBlanks).empty());
  // A view into the text, not a copy.
  std::string_view s = "  abc  ";
  CHECK(trimAscii(s).data() == s.data() + 2);
}
