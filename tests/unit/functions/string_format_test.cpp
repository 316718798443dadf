// format(): .NET composite formatting, en-US.
#include <catch2/catch.hpp>

#include "functions/detail/dotnet_number.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/functions/string_test_support.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("format: docs and oracle", "[fn-string]") {
  CHECK(evalJson("format('{0}, {1}. Formatted number: {2:N0}', 'Hello', 'User', 8175133)") ==
        R"("Hello, User. Formatted number: 8,175,133")");
  CHECK(evalJson("format('->{0}<-', 123)") == R"("->123<-")");  // Bicep baseline (real engine)
}

TEST_CASE("format: escapes, alignment, reuse of arguments", "[fn-string]") {
  CHECK(evalJson("format('{{{0}}}', 'x')") == R"("{x}")");
  CHECK(evalJson("format('a}}b{{c')") == R"("a}b{c")");
  CHECK(evalJson("format('[{0,5}]', 'ab')") == R"("[   ab]")");
  CHECK(evalJson("format('[{0,-5}]', 'ab')") == R"("[ab   ]")");
  CHECK(evalJson("format('[{0,5:N1}]', 2)") == R"("[  2.0]")");
  CHECK(evalJson("format('[{0,2}]', 'abcd')") == R"("[abcd]")");
  CHECK(evalJson("format('[{0 , -4 }]', 7)") == R"("[7   ]")");  // spaces around the comma are allowed
  CHECK(evalJson("format('{1}{0}{1}', 'a', 'b')") == R"("bab")");
  CHECK(evalJson("format('no items')") == R"("no items")");
  CHECK(evalJson("format('{0}', 'unused', 'extra')") == R"("unused")");
}

TEST_CASE("format: standard numeric format strings", "[fn-string]") {
  CHECK(evalJson("format('{0:N2}', json('1234.5'))") == R"("1,234.50")");
  CHECK(evalJson("format('{0:N}', 1234)") == R"("1,234.00")");
  CHECK(evalJson("format('{0:N0}', -1234567)") == R"("-1,234,567")");
  CHECK(evalJson("format('{0:D5}', 42)") == R"("00042")");
  CHECK(evalJson("format('{0:D}', -42)") == R"("-42")");
  CHECK(evalJson("format('{0:d3}', -7)") == R"("-007")");
  CHECK(evalJson("format('{0:X}', 255)") == R"("FF")");
  CHECK(evalJson("format('{0:x4}', 255)") == R"("00ff")");
  CHECK(evalJson("format('{0:X}', -1)") == R"("FFFFFFFFFFFFFFFF")");
  CHECK(evalJson("format('{0:P}', json('0.125'))") == R"("12.50%")");
  CHECK(evalJson("format('{0:P0}', json('0.5'))") == R"("50%")");
  CHECK(evalJson("format('{0:P1}', -1)") == R"("-100.0%")");
  CHECK(evalJson("format('{0:C}', 1234)") == R"("$1,234.00")");
  CHECK(evalJson("format('{0:E}', 1234)") == R"("1.234000E+003")");
  CHECK(evalJson("format('{0:e2}', 1234)") == R"("1.23e+003")");
  CHECK(evalJson("format('{0:E1}', json('0.000123'))") == R"("1.2E-004")");
  CHECK(evalJson("format('{0:F}', 3)") == R"("3.00")");
  CHECK(evalJson("format('{0:F1}', json('2.25'))") == R"("2.3")");  // exact midpoint: away from zero
  CHECK(evalJson("format('{0:F2}', json('2.675'))") == R"("2.67")");  // 2.675 is 2.67499999... as a double
  CHECK(evalJson("format('{0:F0}', json('-0.4'))") == R"("-0")");
  CHECK(evalJson("format('{0:G}', 12345)") == R"("12345")");
  CHECK(evalJson("format('{0:G3}', 12345)") == R"("1.23E+04")");
  CHECK(evalJson("format('{0:G}', json('1.5'))") == R"("1.5")");
  CHECK(evalJson("format('{0:R}', json('0.1'))") == R"("0.1")");
}

TEST_CASE("format: default formatting of each kind", "[fn-string]") {
  CHECK(evalJson("format('{0}', json('1.0'))") == R"("1")");
  CHECK(evalJson("format('{0}', json('0.1'))") == R"("0.1")");
  CHECK(evalJson("format('{0}', json('1e20'))") == R"("1E+20")");
  CHECK(evalJson("format('{0}', json('1e15'))") == R"("1E+15")");
  CHECK(evalJson("format('{0}', json('123456789012345'))") == R"("123456789012345")");
  CHECK(evalJson("format('{0}', json('0.0001'))") == R"("0.0001")");
  CHECK(evalJson("format('{0}', json('0.00001'))") == R"("1E-05")");
  CHECK(evalJson("format('{0}', -9223372036854775807)") == R"("-9223372036854775807")");
  CHECK(evalJson("format('{0}|{1}|{2}', json('true'), json('false'), json('null'))") == R"("True|False|")");
  CHECK(evalJson("format('{0:N2}', 'text')") == R"("text")");  // strings ignore the format string
  // Arrays and objects: compact JSON, as string() prints them (not verified against Azure).
  CHECK(evalJson("format('{0}', createArray(1, 'b'))") == R"("[1,\"b\"]")");
}

TEST_CASE("format: custom numeric format strings", "[fn-string]") {
  CHECK(evalJson("format('{0:#,##0.00}', json('1234.5'))") == R"("1,234.50")");
  CHECK(evalJson("format('{0:0000}', 42)") == R"("0042")");
  CHECK(evalJson("format('{0:0.##}', json('3.14159'))") == R"("3.14")");
  CHECK(evalJson("format('{0:0.##}', 3)") == R"("3")");
  CHECK(evalJson("format('{0:0%}', json('0.25'))") == R"("25%")");
  CHECK(evalJson("format('{0:#,#}', 1234567)") == R"("1,234,567")");
  CHECK(evalJson("format('{0:#,##0;(#,##0)}', -1234)") == R"x("(1,234)")x");
  CHECK(evalJson("format('{0:0;neg;zero}', 0)") == R"("zero")");
  CHECK(evalJson("format('{0:00-00}', 1234)") == R"("12-34")");
  CHECK(evalJson("format('{0:#,##0,K}', 1234567)") == R"("1,235K")");  // a trailing comma scales by 1000
  CHECK(evalJson("format('{0:''#''0}', 5)") == R"("#5")");
  CHECK_THAT(evalJson("format('{0:0.0E+0}', 5)"), Catch::Contains("not supported"));
}

TEST_CASE("format: malformed format strings are errors", "[fn-string]") {
  CHECK_THAT(evalJson("format('{0', 1)"), Catch::Contains("format: Input string was not in a correct format"));
  CHECK_THAT(evalJson("format('a}b')"), Catch::Contains("Input string was not in a correct format"));
  CHECK_THAT(evalJson("format('{a}', 1)"), Catch::Contains("does not start with an index"));
  CHECK_THAT(evalJson("format('{ 0}', 1)"), Catch::Contains("does not start with an index"));
  CHECK_THAT(evalJson("format('{0:N0', 1)"), Catch::Contains("is not closed"));
  CHECK_THAT(evalJson("format('{0,x}', 1)"), Catch::Contains("alignment"));
  CHECK_THAT(evalJson("format('{1}', 'a')"),
             Catch::Contains("Index (zero based) must be greater than or equal to zero and less than the size of the "
                             "argument list") &&
                 Catch::Contains("1 value was given"));
  CHECK_THAT(evalJson("format('{0:D}', json('1.5'))"), Catch::Contains("Format specifier was invalid"));
  CHECK_THAT(evalJson("format('{0:Q}', 1)"), Catch::Contains("Format specifier was invalid"));
  CHECK_THAT(evalJson("format(1)"), Catch::Contains("format: argument 1 must be a string"));
  CHECK_THAT(evalJson("format()"), Catch::Contains("EVAL001"));
}

TEST_CASE("format: unknown arguments make the result unknown", "[fn-string]") {
  auto setup = test::withUnknownParameter();
  CHECK(test::evalWith(setup, "format('{0}-{1}', 'a', parameters('u'))") ==
        R"("[format('{0}-{1}', 'a', reference('x').y)]")");
  CHECK(test::evalWith(setup, "format('{0}', createArray(parameters('u')))") ==
        R"("[format('{0}', createArray(reference('x').y))]")");
}

TEST_CASE("dotnet number helpers: double.ToString()", "[fn-string]") {
  CHECK(dotnet::doubleToString(0.0) == "0");
  CHECK(dotnet::doubleToString(-0.0) == "-0");
  CHECK(dotnet::doubleToString(1.0 / 3) == "0.3333333333333333");
  CHECK(dotnet::doubleToString(123456789012345678.0) == "1.2345678901234568E+17");
  CHECK(dotnet::doubleToString(1.5e-7) == "1.5E-07");
  CHECK(dotnet::doubleToString(5e-324) == "5E-324");
}
