// Numeric functions. Expected values come from the output tables of Microsoft's
// template-functions-numeric.md examples, then overflow, conversion and error cases.
#include <catch2/catch.hpp>

#include "engine/expr/call.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("add, sub, mul, div, mod: doc examples", "[fn-numeric]") {
  CHECK(evalJson("add(5, 3)") == "8");
  CHECK(evalJson("sub(7, 3)") == "4");
  CHECK(evalJson("mul(5, 3)") == "15");
  CHECK(evalJson("div(8, 3)") == "2");
  CHECK(evalJson("mod(7, 3)") == "1");
}

TEST_CASE("div truncates toward zero and mod keeps the dividend's sign", "[fn-numeric]") {
  CHECK(evalJson("div(-7, 2)") == "-3");
  CHECK(evalJson("div(7, -2)") == "-3");
  CHECK(evalJson("mod(-7, 3)") == "-1");
  CHECK(evalJson("mod(7, -3)") == "1");
  CHECK(evalJson("mod(-9223372036854775807, -1)") == "0");
  CHECK_THAT(evalJson("div(1, 0)"), Catch::Contains("div: attempted to divide by zero"));
  CHECK_THAT(evalJson("mod(1, 0)"), Catch::Contains("mod: attempted to divide by zero"));
}

TEST_CASE("64-bit overflow is an error naming the function", "[fn-numeric]") {
  CHECK(evalJson("add(9223372036854775806, 1)") == "9223372036854775807");
  CHECK_THAT(evalJson("add(9223372036854775807, 1)"), Catch::Contains("add: the result of") && Catch::Contains("64-bit"));
  CHECK_THAT(evalJson("sub(sub(0, 9223372036854775807), 2)"), Catch::Contains("sub: the result"));
  CHECK_THAT(evalJson("mul(4611686018427387904, 2)"), Catch::Contains("mul: the result"));
  CHECK_THAT(evalJson("div(sub(sub(0, 9223372036854775807), 1), -1)"), Catch::Contains("div: the result"));
}

TEST_CASE("arithmetic takes integers only", "[fn-numeric]") {
  CHECK_THAT(evalJson("add('1', 2)"), Catch::Contains("add: argument 1 must be an integer, but it is a string ('1')"));
  CHECK_THAT(evalJson("mul(2, parameters('f'))", R"({"f": 1.5})"),
             Catch::Contains("mul: argument 2 must be an integer, but it is a float (1.5)"));
  CHECK_THAT(evalJson("sub(1)"), Catch::Contains("EVAL001"));
}

TEST_CASE("int: doc example and conversions", "[fn-numeric]") {
  CHECK(evalJson("int('4')") == "4");
  CHECK(evalJson("int(123)") == "123");  // bicepparam oracle
  CHECK(evalJson("int(' -42 ')") == "-42");
  CHECK(evalJson("int('+7')") == "7");
  CHECK(evalJson("int('-9223372036854775808')") == "-9223372036854775808");
  CHECK_THAT(evalJson("int('9223372036854775808')"), Catch::Contains("64-bit"));
  CHECK_THAT(evalJson("int('4.5')"), Catch::Contains("int: argument 1 must be a string holding an integer"));
  CHECK_THAT(evalJson("int('')"), Catch::Contains("holding an integer"));
  CHECK_THAT(evalJson("int(true())"), Catch::Contains("int: argument 1 must be a string or an int"));
}

TEST_CASE("int of a float rounds half to even like Convert.ToInt64", "[fn-numeric]") {
  CHECK(evalJson("int(parameters('f'))", R"({"f": 2.5})") == "2");
  CHECK(evalJson("int(parameters('f'))", R"({"f": 3.5})") == "4");
  CHECK(evalJson("int(parameters('f'))", R"({"f": -1.7})") == "-2");
}

TEST_CASE("float: doc example", "[fn-numeric]") {
  CHECK(evalJson("float('3.0')") == "3.0");
  CHECK(evalJson("float(3)") == "3.0");
  CHECK(evalJson("float('-1.25e2')") == "-125.0");
  CHECK_THAT(evalJson("float('abc')"), Catch::Contains("float: argument 1 must be a string holding a number"));
  CHECK_THAT(evalJson("float('1,5')"), Catch::Contains("holding a number"));
}

TEST_CASE("max and min: doc examples, arrays or arguments", "[fn-numeric]") {
  const char* p = R"({"arrayToTest": [0, 3, 2, 5, 4]})";
  CHECK(evalJson("max(parameters('arrayToTest'))", p) == "5");
  CHECK(evalJson("max(0,3,2,5,4)") == "5");
  CHECK(evalJson("min(parameters('arrayToTest'))", p) == "0");
  CHECK(evalJson("min(0,3,2,5,4)") == "0");
  CHECK(evalJson("max(1, 2, 3)") == "3");  // bicepparam oracle
  CHECK(evalJson("min(1, 2, 3)") == "1");  // bicepparam oracle
  CHECK(evalJson("max(parameters('a'))", R"({"a": [1, 2.5, 2]})") == "2.5");
  CHECK(evalJson("min(parameters('a'))", R"({"a": [1, -2.5, 2]})") == "-2.5");
  CHECK(evalJson("max(7)") == "7");
  CHECK_THAT(evalJson("max(createArray())"), Catch::Contains("max: argument 1 must be a non-empty array"));
  CHECK_THAT(evalJson("min(1, 'a')"), Catch::Contains("min: argument 2 must be a number"));
  CHECK_THAT(evalJson("max(createArray(1, 'a'))"), Catch::Contains("element 1 is a string"));
}

TEST_CASE("copyIndex asks the scope for the loop index", "[fn-numeric]") {
  SimpleScope scope;
  scope.copyLoops = {{"outer", 2}, {"inner", 5}};
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  auto run = [&](std::string_view e) {
    auto r = evaluateExpression(e, Loc{}, ctx);
    return r ? toJson(*r) : "error " + r.error().message;
  };
  CHECK(run("copyIndex()") == "5");
  CHECK(run("copyIndex(1)") == "6");
  CHECK(run("copyIndex('outer')") == "2");
  CHECK(run("copyIndex('OUTER', 10)") == "12");
  CHECK_THAT(run("copyIndex('nope')"), Catch::Contains("no copy loop named 'nope'"));
  CHECK_THAT(run("copyIndex(true())"), Catch::Contains("copyIndex: argument 1 must be a loop name"));
  CHECK_THAT(run("copyIndex(1, 'outer')"), Catch::Contains("copyIndex: argument 1 must be a string"));
  CHECK_THAT(evalJson("copyIndex()"), Catch::Contains("only allowed inside a copy loop"));
}
