// Comparison functions. Expected values come from the output tables of Microsoft's
// template-functions-comparison.md and Bicep's operators-comparison.md examples.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

TEST_CASE("coalesce: doc example", "[fn-comparison]") {
  const char* p = R"({"objectToTest": {"null1": null, "null2": null, "string": "default", "int": 1,
                      "object": {"first": "default"}, "array": [1]}})";
  CHECK(evalJson("coalesce(parameters('objectToTest').null1, parameters('objectToTest').null2, "
                 "parameters('objectToTest').string)", p) == R"("default")");
  CHECK(evalJson("coalesce(parameters('objectToTest').null1, parameters('objectToTest').null2, "
                 "parameters('objectToTest').int)", p) == "1");
  CHECK(evalJson("coalesce(parameters('objectToTest').null1, parameters('objectToTest').null2, "
                 "parameters('objectToTest').object)", p) == R"({"first":"default"})");
  CHECK(evalJson("coalesce(parameters('objectToTest').null1, parameters('objectToTest').null2, "
                 "parameters('objectToTest').array)", p) == "[1]");
  CHECK(evalJson("empty(coalesce(parameters('objectToTest').null1, parameters('objectToTest').null2))", p) == "true");
}

TEST_CASE("coalesce is lazy; empty values are not null", "[fn-comparison]") {
  CHECK(evalJson("coalesce(null(), 'a', parameters('missing'))") == R"("a")");
  CHECK(evalJson("coalesce('', 'a')") == R"("")");
  CHECK(evalJson("coalesce(createArray(), 'a')") == "[]");
  CHECK(evalJson("coalesce(null())") == "null");
  CHECK_THAT(evalJson("coalesce(null(), parameters('missing'))"), Catch::Contains("'missing' is not found"));
}

TEST_CASE("equals: doc examples", "[fn-comparison]") {
  CHECK(evalJson("equals(1, 1)") == "true");
  CHECK(evalJson("equals('a', 'a')") == "true");
  CHECK(evalJson("equals(createArray('a', 'b'), createArray('a', 'b'))") == "true");
  CHECK(evalJson("equals(createObject('a', 'b'), createObject('a', 'b'))") == "true");
  CHECK(evalJson("not(equals(1, 2))") == "true");
  CHECK(evalJson("equals(createArray(3, 2, 1), createArray(1, 2, 3))") == "false");  // order matters
  CHECK(evalJson("equals(createObject('p2', 'v2', 'p1', 'v1'), createObject('p1', 'v1', 'p2', 'v2'))") == "true");
  CHECK(evalJson("equals('demo', 'DEMO')") == "false");
  CHECK(evalJson("equals(1, '1')") == "false");
  CHECK(evalJson("equals(null(), null())") == "true");
}

TEST_CASE("greater, greaterOrEquals, less, lessOrEquals: doc examples", "[fn-comparison]") {
  CHECK(evalJson("greater(1, 2)") == "false");
  CHECK(evalJson("greater('A', 'a')") == "true");
  CHECK(evalJson("greaterOrEquals(1, 2)") == "false");
  CHECK(evalJson("greaterOrEquals('A', 'a')") == "true");
  CHECK(evalJson("less(1, 2)") == "true");
  CHECK(evalJson("less('A', 'a')") == "false");
  CHECK(evalJson("lessOrEquals(1, 2)") == "true");
  CHECK(evalJson("lessOrEquals('A', 'a')") == "false");
  // Bicep operator docs (the operators compile to these functions)
  CHECK(evalJson("greaterOrEquals(10, 5)") == "true");
  CHECK(evalJson("greaterOrEquals('A', 'A')") == "true");
  CHECK(evalJson("greater('bend', 'band')") == "true");
  CHECK(evalJson("lessOrEquals('demo', 'demo')") == "true");
  CHECK(evalJson("less('demo', 'Demo')") == "true");  // "lowercase letters are less than uppercase letters"
  // bicepparam oracle (myArray)
  CHECK(evalJson("less(1, 2)") == "true");
  CHECK(evalJson("greater(1, 2)") == "false");
  CHECK(evalJson("greaterOrEquals(1, 2)") == "false");
  CHECK(evalJson("lessOrEquals(1, 2)") == "true");
}

TEST_CASE("string order is alphabetical before case", "[fn-comparison]") {
  CHECK(evalJson("less('a', 'B')") == "true");  // ordinal order would say 'B' < 'a'
  CHECK(evalJson("less('B', 'c')") == "true");
  CHECK(evalJson("less('ab', 'abc')") == "true");
  CHECK(evalJson("less('a-1', 'a1')") == "true");
  CHECK(evalJson("less('9', 'a')") == "true");
}

TEST_CASE("comparisons of numbers and mismatched types", "[fn-comparison]") {
  CHECK(evalJson("greater(parameters('f'), 2)", R"({"f": 2.5})") == "true");
  CHECK(evalJson("lessOrEquals(2, parameters('f'))", R"({"f": 2.0})") == "true");
  CHECK(evalJson("less(-9223372036854775807, 9223372036854775807)") == "true");
  CHECK_THAT(evalJson("greater(1, 'a')"), Catch::Contains("greater: argument 2 must be a number"));
  CHECK_THAT(evalJson("less('a', 1)"), Catch::Contains("less: argument 2 must be a string"));
  CHECK_THAT(evalJson("less(true(), false())"), Catch::Contains("less: argument 1 must be an int or a string"));
}
