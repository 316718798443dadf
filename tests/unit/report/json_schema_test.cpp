// The draft-04 validator on small schemas: each keyword accepts what it should and rejects
// what it should, independent of SARIF.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/unit/report/json_schema.hpp"

using namespace pf;
using pf::test::JsonSchema;

namespace {
size_t errors(const char* schema, const char* instance) {
  return JsonSchema(test::json(schema)).validate(test::json(instance)).size();
}
}  // namespace

TEST_CASE("json schema: type, including integer vs number and type lists", "[report][schema]") {
  CHECK(errors(R"({"type":"integer"})", "3") == 0);
  CHECK(errors(R"({"type":"integer"})", "3.5") == 1);
  CHECK(errors(R"({"type":"number"})", "3") == 0);
  CHECK(errors(R"({"type":"string"})", "3") == 1);
  CHECK(errors(R"({"type":["array","null"]})", "null") == 0);
  CHECK(errors(R"({"type":["array","null"]})", "{}") == 1);
}

TEST_CASE("json schema: properties, required, additionalProperties, patternProperties", "[report][schema]") {
  const char* s = R"({"type":"object","properties":{"a":{"type":"string"}},"required":["a"],"additionalProperties":false})";
  CHECK(errors(s, R"({"a":"x"})") == 0);
  CHECK(errors(s, R"({})") == 1);
  CHECK(errors(s, R"({"a":1})") == 1);
  CHECK(errors(s, R"({"a":"x","b":1})") == 1);
  CHECK(errors(s, R"({"A":"x"})") == 2);  // case-sensitive: 'a' missing and 'A' not allowed
  CHECK(errors(R"({"additionalProperties":{"type":"string"}})", R"({"x":"1","y":2})") == 1);
  CHECK(errors(R"({"patternProperties":{"^x":{"type":"integer"}},"additionalProperties":false})", R"({"x1":1})") == 0);
  CHECK(errors(R"({"patternProperties":{"^x":{"type":"integer"}},"additionalProperties":false})", R"({"y":1})") == 1);
}

TEST_CASE("json schema: arrays", "[report][schema]") {
  CHECK(errors(R"({"items":{"type":"integer"}})", "[1,2,3]") == 0);
  CHECK(errors(R"({"items":{"type":"integer"}})", "[1,\"2\"]") == 1);
  CHECK(errors(R"({"minItems":1})", "[]") == 1);
  CHECK(errors(R"({"maxItems":1})", "[1,2]") == 1);
  CHECK(errors(R"({"uniqueItems":true})", R"([{"a":1,"b":2},{"b":2,"a":1}])") == 1);
  CHECK(errors(R"({"uniqueItems":true})", R"([{"a":1},{"A":1}])") == 0);
  CHECK(errors(R"({"uniqueItems":true})", "[1, 1.0]") == 1);
  CHECK(errors(R"({"items":[{"type":"string"}],"additionalItems":false})", R"(["a",1])") == 1);
}

TEST_CASE("json schema: enum, numbers, strings, formats", "[report][schema]") {
  CHECK(errors(R"({"enum":["a","b"]})", R"("b")") == 0);
  CHECK(errors(R"({"enum":["a","b"]})", R"("B")") == 1);
  CHECK(errors(R"({"minimum":1})", "1") == 0);
  CHECK(errors(R"({"minimum":1,"exclusiveMinimum":true})", "1") == 1);
  CHECK(errors(R"({"maximum":100.0})", "100.5") == 1);
  CHECK(errors(R"({"minLength":2})", R"("ü")") == 1);  // one code point, two bytes
  CHECK(errors(R"({"pattern":"^[a-z]+$"})", R"("abc")") == 0);
  CHECK(errors(R"({"pattern":"[0-9]"})", R"("a1b")") == 0);  // unanchored, as JSON Schema says
  CHECK(errors(R"({"pattern":"^[a-z]+$"})", R"("ab1")") == 1);
  CHECK(errors(R"({"format":"uri"})", R"("https://example.test/a?b=c")") == 0);
  CHECK(errors(R"({"format":"uri"})", R"("relative/path")") == 1);
  CHECK(errors(R"({"format":"uri-reference"})", R"("relative/path%20x")") == 0);
  CHECK(errors(R"({"format":"uri-reference"})", R"("bad%zz")") == 1);
  CHECK(errors(R"({"format":"date-time"})", R"("2025-01-01T00:00:00Z")") == 0);
  CHECK(errors(R"({"format":"date-time"})", R"("yesterday")") == 1);
}

TEST_CASE("json schema: $ref, allOf, anyOf, oneOf, not", "[report][schema]") {
  const char* s = R"({"definitions":{"pos":{"type":"integer","minimum":1},"a~b/c":{"type":"string"}},
                      "properties":{"n":{"$ref":"#/definitions/pos"},"s":{"$ref":"#/definitions/a~0b~1c"}}})";
  CHECK(errors(s, R"({"n":1,"s":"x"})") == 0);
  CHECK(errors(s, R"({"n":0})") == 1);
  CHECK(errors(s, R"({"s":1})") == 1);
  CHECK(errors(R"({"properties":{"x":{"$ref":"#/definitions/missing"}}})", R"({"x":1})") == 1);
  CHECK(errors(R"({"$ref":"#"})", "1") == 1);  // a cycle is reported, not followed forever
  CHECK(errors(R"({"allOf":[{"type":"integer"},{"minimum":5}]})", "3") == 1);
  CHECK(errors(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})", "3") == 0);
  CHECK(errors(R"({"anyOf":[{"type":"string"},{"type":"boolean"}]})", "3") == 1);
  CHECK(errors(R"({"oneOf":[{"type":"integer"},{"type":"number"}]})", "3") == 1);  // both match
  CHECK(errors(R"({"oneOf":[{"type":"integer"},{"type":"string"}]})", "3") == 0);
  CHECK(errors(R"({"not":{"type":"null"}})", "null") == 1);
}
