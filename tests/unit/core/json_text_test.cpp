// Text Resource Manager rejects inside JSON strings: raw NUL bytes and malformed UTF-8 are errors
// at the offending byte, and parsing goes on (the value keeps U+FFFD for a malformed byte).
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"

using namespace pf;

namespace {

std::vector<std::tuple<std::string, uint32_t, uint32_t>> problems(const Diagnostics& d) {
  std::vector<std::tuple<std::string, uint32_t, uint32_t>> out;
  for (const auto& x : d.items()) out.emplace_back(x.code, x.loc.line, x.loc.col);
  return out;
}

}  // namespace

TEST_CASE("json: a raw NUL byte in a string is JSON008 at its line and column", "[json][silent]") {
  Diagnostics d;
  auto v = parseJson(std::string("{\n  \"a\": \"x\0y\",\n  \"b\": 1\n}", 26), 1, d);
  REQUIRE(v);
  CHECK(v->get("a")->str() == std::string("x\0y", 3));
  CHECK(v->get("b")->asInt() == 1);
  using P = std::tuple<std::string, uint32_t, uint32_t>;
  CHECK(problems(d) == std::vector<P>{{"JSON008", 2, 10}});
  CHECK(d.hasErrors());
}

TEST_CASE("json: malformed UTF-8 in strings and keys is JSON009 at the byte; the value holds U+FFFD", "[json][silent]") {
  Diagnostics d;
  // A stray continuation byte, a truncated sequence, an overlong form and a surrogate.
  std::string text = "{\"\xC3\xA9t\xC3\xA9\": \"ok \xE2\x82\xAC\",\n"
                     " \"a\": \"x\x80y\", \"b\": \"\xE2\x82\", \"c\": \"\xC0\xAF\",\n"
                     " \"k\xFF\": \"\xED\xA0\x80\"}";
  auto v = parseJson(text, 1, d);
  REQUIRE(v);
  CHECK(v->get("\xC3\xA9t\xC3\xA9")->str() == "ok \xE2\x82\xAC");  // well-formed text is kept as is
  CHECK(v->get("a")->str() == "x\xEF\xBF\xBDy");
  CHECK(v->get("b")->str() == "\xEF\xBF\xBD\xEF\xBF\xBD");
  CHECK(v->get("c")->str() == "\xEF\xBF\xBD\xEF\xBF\xBD");
  CHECK(v->get("k\xEF\xBF\xBD"));
  using P = std::tuple<std::string, uint32_t, uint32_t>;
  // One per string, at its first bad byte; columns count code points.
  CHECK(problems(d) == std::vector<P>{{"JSON009", 2, 9}, {"JSON009", 2, 20}, {"JSON009", 2, 31}, {"JSON009", 3, 4},
                                      {"JSON009", 3, 9}});
  CHECK(d.items()[0].message == "invalid UTF-8 in string (byte 0x80); Resource Manager rejects it");
  // What it reads back as is well formed, so that it writes out as valid JSON.
  Diagnostics again;
  JsonReadOptions strict;
  strict.lenient = false;
  CHECK(parseJson(toJson(*v), 1, again, strict));
  CHECK(again.items().empty());
}

TEST_CASE("json: many bad strings: the first 20 one by one, then one count", "[json][silent]") {
  std::string text = "[";
  for (int i = 0; i < 50; ++i) text += std::string(i ? "," : "") + "\n\"\xFF\"";
  text += "]";
  Diagnostics d;
  REQUIRE(parseJson(text, 1, d));
  REQUIRE(d.items().size() == 21);
  CHECK(d.items()[19].loc.line == 21);
  CHECK(d.items()[20].message.find("30 more strings, from here on,") == 0);
  CHECK(d.items()[20].loc.line == 22);
}

TEST_CASE("json: text with newlines, tabs and any well-formed UTF-8 has no diagnostic", "[json][silent]") {
  Diagnostics d;
  REQUIRE(parseJson("{\"a\": \"line\nnext\ttab \xF0\x9F\x98\x80 \xE4\xB8\xAD\"}", 1, d));
  CHECK(d.items().empty());
}
