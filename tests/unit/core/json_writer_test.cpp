#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"

using namespace pf;

TEST_CASE("json writer: compact output round-trips", "[json]") {
  const char* text = R"({"b":1,"a":[true,null,"x\"y"],"f":1.5,"o":{}})";
  CHECK(toJson(test::json(text)) == text);
}

TEST_CASE("json writer: doubles as .NET prints them", "[json]") {
  CHECK(formatDouble(2.0) == "2.0");
  CHECK(formatDouble(1.5) == "1.5");
  CHECK(formatDouble(0.1) == "0.1");
  CHECK(formatDouble(1e21) == "1.0E+21");
}

TEST_CASE("json writer: indentation", "[json]") {
  JsonWriteOptions o;
  o.indent = 2;
  CHECK(toJson(test::json(R"({"a":[1,2],"b":{}})"), o) == "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {}\n}");
}

TEST_CASE("json writer: control characters are escaped", "[json]") {
  CHECK(toJson(Value(std::string("a\x01\n"))) == "\"a\\u0001\\n\"");
  // Runs of plain bytes are copied whole; the escapes between them, first and last still apply.
  CHECK(toJson(Value(std::string("\"lead, mid\\dle\ttail\x1f"))) == "\"\\\"lead, mid\\\\dle\\ttail\\u001f\"");
  CHECK(toJson(Value(std::string("caf\xC3\xA9 \x7F"))) == "\"caf\xC3\xA9 \x7F\"");
}

TEST_CASE("json writer: unknowns print as the expression that produces them", "[json]") {
  CHECK(toJson(Value::unknown("reference('x').a")) == "\"[reference('x').a]\"");
}
