#include <catch2/catch.hpp>

#include <string>

#include "engine/core/byte_scan.hpp"

namespace {

// The same answer, one byte at a time.
size_t slowRunEnd(std::string_view s, size_t from, char quote, bool asciiOnly) {
  for (size_t i = from; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c == static_cast<unsigned char>(quote) || c == '\\' || c < 0x20 || (asciiOnly && c >= 0x80)) return i;
  }
  return s.size();
}

}  // namespace

TEST_CASE("plainRunEnd stops at the first byte a JSON string must escape, wherever it falls", "[core][bytes]") {
  // Every byte value at every offset across two eight-byte steps and a tail, from every start.
  for (int b = 0; b < 256; ++b) {
    for (size_t at = 0; at < 19; ++at) {
      std::string s(19, 'a');
      s[at] = static_cast<char>(b);
      for (size_t from : {size_t{0}, size_t{3}, at}) {
        for (bool ascii : {true, false}) {
          for (char quote : {'"', '\''}) {
            INFO("byte " << b << " at " << at << " from " << from << " ascii " << ascii << " quote " << quote);
            REQUIRE(pf::bytes::plainRunEnd(s, from, quote, ascii) == slowRunEnd(s, from, quote, ascii));
          }
        }
      }
    }
  }
}

TEST_CASE("plainRunEnd: a byte just below a stop byte does not end the run by borrow", "[core][bytes]") {
  // 0x21 after 0x1f: the borrow from the control byte must not hide or move the first stop.
  std::string s = "ab\x1f!\"\\cdefghijk";
  CHECK(pf::bytes::plainRunEnd(s, 0, '"', true) == 2);
  CHECK(pf::bytes::plainRunEnd(s, 3, '"', true) == 4);
  CHECK(pf::bytes::plainRunEnd(s, 5, '"', true) == 5);
  CHECK(pf::bytes::plainRunEnd("caf\xc3\xa9 latte", 0, '"', true) == 3);
  CHECK(pf::bytes::plainRunEnd("caf\xc3\xa9 latte", 0, '"', false) == 11);
  CHECK(pf::bytes::plainRunEnd("", 0, '"', true) == 0);
}

TEST_CASE("leadingSpaces8 counts the spaces that open eight bytes", "[core][bytes]") {
  CHECK(pf::bytes::leadingSpaces8("        ") == 8);
  CHECK(pf::bytes::leadingSpaces8("   x    ") == 3);
  CHECK(pf::bytes::leadingSpaces8("x       ") == 0);
  CHECK(pf::bytes::leadingSpaces8("       \t") == 7);
}

TEST_CASE("byte scan: allPlain finds a byte that needs an escape at any place in texts of any length", "[core][bytes]") {
  auto naive = [](std::string_view s, char quote, bool asciiOnly) {
    for (char ch : s) {
      auto c = static_cast<unsigned char>(ch);
      if (c == static_cast<unsigned char>(quote) || c == '\\' || c < 0x20 || (asciiOnly && c >= 0x80)) return false;
    }
    return true;
  };
  const std::string bad = std::string("\"\\\x01\x1f\xc3\x7f\xff\x80 '#$") + '\0';  // stops and near misses
  for (size_t n = 0; n <= 40; ++n) {
    std::string plain(n, 'a');
    for (size_t i = 0; i < n; ++i) plain[i] = static_cast<char>(' ' + (i * 7) % 90);
    for (bool asciiOnly : {true, false}) {
      CHECK(pf::bytes::allPlain(plain, '"', asciiOnly) == naive(plain, '"', asciiOnly));
      CHECK(pf::bytes::allPlain(plain, '"', asciiOnly, '#') ==
            (naive(plain, '"', asciiOnly) && plain.find('#') == std::string::npos));
      for (size_t at = 0; at < n; ++at) {
        for (char b : bad) {
          std::string s = plain;
          s[at] = b;
          INFO("length " << n << ", at " << at << ", byte " << int(static_cast<unsigned char>(b)));
          CHECK(pf::bytes::allPlain(s, '"', asciiOnly) == naive(s, '"', asciiOnly));
          CHECK(pf::bytes::allPlain(s, '\'', asciiOnly) == naive(s, '\'', asciiOnly));
          // One more byte that is not plain (the report's '#', for CI log commands).
          CHECK(pf::bytes::allPlain(s, '"', asciiOnly, '#') ==
                (naive(s, '"', asciiOnly) && s.find('#') == std::string::npos));
        }
      }
    }
  }
}
