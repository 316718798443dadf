#include <catch2/catch.hpp>

#include "engine/core/json.hpp"

using namespace pf;

namespace {
std::optional<Value> parse(std::string_view text, Diagnostics& d, JsonReadOptions o = {}) {
  return parseJson(text, 1, d, o);
}
}  // namespace

TEST_CASE("json: scalars and kinds", "[json]") {
  Diagnostics d;
  auto v = parse(R"({"i": 42, "n": -7, "f": 1.5, "e": 1e3, "s": "x", "b": true, "z": null, "big": 9223372036854775807})", d);
  REQUIRE(v);
  CHECK(v->get("i")->isInt());
  CHECK(v->get("i")->asInt() == 42);
  CHECK(v->get("n")->asInt() == -7);
  CHECK(v->get("f")->isFloat());
  CHECK(v->get("f")->asFloat() == 1.5);
  CHECK(v->get("e")->isFloat());
  CHECK(v->get("s")->str() == "x");
  CHECK(v->get("b")->asBool());
  CHECK(v->get("z")->isNull());
  CHECK(v->get("big")->asInt() == INT64_MAX);
}

TEST_CASE("json: integers beyond 64 bits become floats", "[json]") {
  Diagnostics d;
  auto v = parse("99999999999999999999", d);
  REQUIRE(v);
  CHECK(v->isFloat());
}

TEST_CASE("json: key order kept, lookup case-insensitive, original case kept", "[json]") {
  Diagnostics d;
  auto v = parse(R"({"Zeta": 1, "alpha": 2, "Mid": 3})", d);
  REQUIRE(v);
  const auto& e = v->obj().entries();
  REQUIRE(e.size() == 3);
  CHECK(e[0].first == "Zeta");
  CHECK(e[1].first == "alpha");
  CHECK(e[2].first == "Mid");
  CHECK(v->get("zeta")->asInt() == 1);
  CHECK(v->get("ALPHA")->asInt() == 2);
  CHECK(v->get("missing") == nullptr);
}

TEST_CASE("json: source positions of every node", "[json]") {
  Diagnostics d;
  auto v = parse("{\n  \"a\": [1,\n    {\"b\": \"x\"}],\n\t\"c\": true\n}", d);
  REQUIRE(v);
  CHECK(v->loc().line == 1);
  CHECK(v->loc().col == 1);
  CHECK(v->loc().file == 1);
  const Value* a = v->get("a");
  CHECK(a->loc().line == 2);
  CHECK(a->loc().col == 8);
  CHECK(a->at(0)->loc().col == 9);
  const Value* b = a->at(1)->get("b");
  CHECK(b->loc().line == 3);
  CHECK(b->loc().col == 11);
  CHECK(v->get("c")->loc().line == 4);
  CHECK(v->get("c")->loc().col == 7);
}

TEST_CASE("json: positions after one space, several, a tab, a line break or a comment", "[json]") {
  Diagnostics d;
  // One space after a colon or comma is stepped over where it stands; longer whitespace is read
  // as a run: the columns must agree either way.
  auto v = parse("{\"a\": 1, \"b\":  2,\"c\":\t3, \"d\" :4,  \"e\": /* x */ 5, \"f\":\n 6, \"g\": [ 7 , 8 ] }", d);
  REQUIRE(v);
  CHECK(v->get("a")->loc().col == 7);
  CHECK(v->get("b")->loc().col == 16);
  CHECK(v->get("c")->loc().col == 23);
  CHECK(v->get("d")->loc().col == 31);
  CHECK(v->get("e")->loc().col == 48);
  CHECK(v->get("f")->loc().line == 2);
  CHECK(v->get("f")->loc().col == 2);
  CHECK(v->get("g")->at(0)->loc().col == 12);
  CHECK(v->get("g")->at(1)->loc().col == 16);
  CHECK(d.items().empty());
}

TEST_CASE("json: columns count code points, not bytes", "[json]") {
  Diagnostics d;
  auto v = parse("{\"é\": \"ü\", \"k\": 1}", d);
  REQUIRE(v);
  CHECK(v->get("k")->loc().col == 17);
}

TEST_CASE("json: what ARM accepts beyond strict JSON", "[json]") {
  Diagnostics d;
  SECTION("comments") {
    auto v = parse("// top\n{ /* block */ \"a\": 1 // end\n}", d);
    REQUIRE(v);
    CHECK(v->get("a")->asInt() == 1);
  }
  SECTION("trailing commas") {
    auto v = parse(R"({"a": [1, 2,], "b": 2,})", d);
    REQUIRE(v);
    CHECK(v->get("a")->arr().size() == 2);
  }
  SECTION("raw newlines in strings") {
    auto v = parse("{\"s\": \"line1\nline2\"}", d);
    REQUIRE(v);
    CHECK(v->get("s")->str() == "line1\nline2");
  }
  SECTION("UTF-8 byte order mark") {
    auto v = parse("\xEF\xBB\xBF{\"a\": 1}", d);
    REQUIRE(v);
    CHECK(v->get("a")->loc().col == 7);
  }
  SECTION("single quotes and bare keys") {
    auto v = parse("{name: 'it\\'s', 'k': 1}", d);
    REQUIRE(v);
    CHECK(v->get("name")->str() == "it's");
    CHECK(v->get("k")->asInt() == 1);
  }
  CHECK_FALSE(d.hasErrors());
}

TEST_CASE("json: escapes", "[json]") {
  Diagnostics d;
  auto v = parse(R"(["a\"b\\c\/\n\t", "\u00e9\u4e2d", "\ud83d\ude00"])", d);
  REQUIRE(v);
  CHECK(v->at(0)->str() == "a\"b\\c/\n\t");
  CHECK(v->at(1)->str() == "\xC3\xA9\xE4\xB8\xAD");
  CHECK(v->at(2)->str() == "\xF0\x9F\x98\x80");
}

TEST_CASE("json: errors name the position", "[json]") {
  struct Case {
    const char* text;
    const char* code;
    uint32_t line, col;
    const char* fragment;
  };
  const Case cases[] = {
      {"{\"a\": }", "JSON001", 1, 7, "expected a value"},
      {"{\"a\" 1}", "JSON001", 1, 6, "expected ':'"},
      {"[1 2]", "JSON001", 1, 4, "expected ',' or ']'"},
      {"{\"a\": \"abc", "JSON002", 1, 7, "unterminated string"},
      {"", "JSON001", 1, 1, "empty"},
      {"{} x", "JSON005", 1, 4, "after the end"},
      {"{\"a\": tru}", "JSON001", 1, 7, "unexpected word 'tru'"},
      {"[\"\\q\"]", "JSON006", 1, 3, "invalid escape"},
      {"[-]", "JSON006", 1, 3, "digit"},
      {"/* open", "JSON002", 1, 1, "unterminated /*"},
      {"{\n\"a\": [1,\n", "JSON001", 2, 6, "end of file inside the array"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    Diagnostics d;
    auto v = parse(c.text, d);
    CHECK_FALSE(v);
    REQUIRE(d.items().size() == 1);
    CHECK(d.items()[0].code == c.code);
    CHECK(d.items()[0].loc.line == c.line);
    CHECK(d.items()[0].loc.col == c.col);
    CHECK_THAT(d.items()[0].message, Catch::Contains(c.fragment));
  }
}

TEST_CASE("json: duplicate keys warn and the later value wins", "[json]") {
  Diagnostics d;
  auto v = parse(R"({"a": 1, "a": 2})", d);
  REQUIRE(v);
  CHECK(v->obj().size() == 1);
  CHECK(v->get("a")->asInt() == 2);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].code == "JSON007");
  CHECK(d.items()[0].severity == Severity::Warning);
}

TEST_CASE("json: keys that differ only by case are two properties, looked up exactly first", "[json]") {
  // As Newtonsoft's JObject keeps them for Resource Manager (PSRule.Rules.Azure#794).
  Diagnostics d;
  auto v = parse(R"({"True": 1, "true": 2})", d);
  REQUIRE(v);
  CHECK(d.items().empty());
  CHECK(v->obj().size() == 2);
  CHECK(v->get("True")->asInt() == 1);
  CHECK(v->get("true")->asInt() == 2);
  CHECK(v->get("TRUE")->asInt() == 1);  // no exact match: the first ignoring case
}

TEST_CASE("json: deep nesting is a diagnostic, not a crash", "[json]") {
  std::string deep(10000, '[');
  deep += std::string(10000, ']');
  Diagnostics d;
  auto v = parse(deep, d);
  CHECK_FALSE(v);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].code == "JSON003");
}

TEST_CASE("json: oversized input is refused before parsing", "[json]") {
  JsonReadOptions o;
  o.maxBytes = 1024;
  Diagnostics d;
  std::string big = "[" + std::string(2000, ' ') + "]";
  auto v = parse(big, d, o);
  CHECK_FALSE(v);
  CHECK(d.items()[0].code == "JSON004");
}

TEST_CASE("json: large objects parse in linear time", "[json]") {
  std::string text = "{";
  for (int i = 0; i < 20000; ++i) text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":" + std::to_string(i);
  text += ",\"k5\": -1, \"K6\": -2}";
  Diagnostics d;
  auto v = parse(text, d);
  REQUIRE(v);
  CHECK(v->obj().size() == 20001);
  CHECK(v->get("k5")->asInt() == -1);
  CHECK(v->get("k6")->asInt() == 6);
  CHECK(v->get("K6")->asInt() == -2);
}

TEST_CASE("json: strict mode rejects comments and trailing commas", "[json]") {
  JsonReadOptions o;
  o.lenient = false;
  Diagnostics d1, d2;
  CHECK_FALSE(parse("{\"a\":1 // x\n}", d1, o));
  CHECK_FALSE(parse("{\"a\":1,}", d2, o));
}

TEST_CASE("json: strings and indentation read eight bytes at a time keep values and columns exact", "[json]") {
  // Every stop byte (quote, backslash, control character, non-ASCII) at every offset of a run,
  // and indentation of every length, around the 8-byte steps.
  const std::vector<std::pair<std::string, std::string>> stops = {
      {"\\\"", "\""}, {"\\\\", "\\"}, {"\\n", "\n"}, {"\xC3\xA9", "\xC3\xA9"}, {"'", "'"}};
  for (size_t before = 0; before < 20; ++before) {
    for (const auto& [written, read] : stops) {
      std::string text = "{\"k\": \"" + std::string(before, 'a') + written + "bcdefghijklmnop\", \"n\": 1}";
      INFO(text);
      Diagnostics d;
      auto v = parseJson(text, 1, d);
      REQUIRE(v);
      CHECK(v->get("k")->str() == std::string(before, 'a') + read + "bcdefghijklmnop");
      // Columns count code points: the escape is as written, é is one column.
      uint32_t width = written == "\xC3\xA9" ? 1 : static_cast<uint32_t>(written.size());
      CHECK(v->get("n")->loc().col == 8 + before + width + 15 + 8);
    }
  }
  for (size_t indent = 0; indent < 40; ++indent) {
    std::string text = "{\n" + std::string(indent, ' ') + "\"a\":" + std::string(indent, ' ') + "true}";
    Diagnostics d;
    auto v = parseJson(text, 1, d);
    REQUIRE(v);
    CHECK(v->get("a")->loc().line == 2);
    CHECK(v->get("a")->loc().col == 2 * indent + 5);
  }
  // A raw NUL byte past the first eight is still seen (and reported where it is).
  Diagnostics d;
  auto nul = parseJson(std::string("[\"") + std::string(11, 'x') + std::string(1, '\0') + "yz\"]", 1, d);
  REQUIRE(nul);
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].code == "JSON008");
  CHECK(d.items()[0].loc.col == 14);
}

TEST_CASE("json: nested objects and arrays keep their own members and items, duplicates found in each", "[json]") {
  // Members and items gather on the reader's stack: an inner object between an outer one's
  // members must neither take nor hide them, in small objects and in big (indexed) ones.
  std::string big = R"({"x": 0, "inner": {"x": 1, "y": [1, {"x": 2, "x": 3}, [4, 5]], "x": 6})";
  for (int i = 0; i < 40; ++i) big += ", \"k" + std::to_string(i) + "\": [" + std::to_string(i) + ", {\"k0\": -1}]";
  big += R"(, "k7": "again", "x": 7, "last": {}})";
  Diagnostics d;
  auto v = parse(big, d);
  REQUIRE(v);
  const Object& o = v->obj();
  REQUIRE(o.size() == 43);  // x, inner, k0..k39, last
  CHECK(o.entries()[0].first == "x");
  CHECK(v->get("x")->asInt() == 7);
  CHECK(o.entries()[1].first == "inner");
  const Value* inner = v->get("inner");
  REQUIRE(inner->obj().size() == 2);
  CHECK(inner->get("x")->asInt() == 6);
  const Array& y = inner->get("y")->arr();
  REQUIRE(y.size() == 3);
  CHECK(y[1].obj().size() == 1);
  CHECK(y[1].get("x")->asInt() == 3);
  CHECK(y[2].arr().size() == 2);
  CHECK(v->get("k7")->str() == "again");
  CHECK(v->get("k8")->arr()[1].get("k0")->asInt() == -1);
  CHECK(o.entries().back().first == "last");
  CHECK(v->get("last")->obj().empty());
  size_t duplicates = 0;
  for (const auto& item : d.items()) duplicates += item.code == "JSON007";
  CHECK(duplicates == 4);  // inner x, the innermost x, k7, x
}
