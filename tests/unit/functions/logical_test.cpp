// Logical functions. Expected values come from the output tables of Microsoft's
// template-functions-logical.md examples, then laziness and error cases.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

TEST_CASE("and, or, not: doc example", "[fn-logical]") {
  CHECK(evalJson("and(bool('true'), bool('false'))") == "false");
  CHECK(evalJson("or(bool('true'), bool('false'))") == "true");
  CHECK(evalJson("not(bool('true'))") == "false");
  CHECK(evalJson("not(equals(1, 2))") == "true");
}

TEST_CASE("bool: doc example and case-insensitive strings", "[fn-logical]") {
  CHECK(evalJson("bool('true')") == "true");
  CHECK(evalJson("bool('false')") == "false");
  CHECK(evalJson("bool(1)") == "true");
  CHECK(evalJson("bool(0)") == "false");
  CHECK(evalJson("bool(true())") == "true");  // bicepparam oracle: bool(true)
  CHECK(evalJson("bool('TRUE')") == "true");
  CHECK(evalJson("bool('False')") == "false");
  CHECK(evalJson("bool(-3)") == "true");
  CHECK_THAT(evalJson("bool('yes')"), Catch::Contains("bool: argument 1 must be 'true' or 'false'"));
  CHECK_THAT(evalJson("bool(createArray())"), Catch::Contains("bool: argument 1 must be a string or an int"));
}

TEST_CASE("if: doc example", "[fn-logical]") {
  CHECK(evalJson("if(equals('a', 'a'), 'yes', 'no')") == R"("yes")");
  CHECK(evalJson("if(equals('a', 'b'), 'yes', 'no')") == R"("no")");
  CHECK(evalJson("if(equals('a', 'a'), createObject('test', 'value1'), null())") == R"({"test":"value1"})");
  CHECK(evalJson("if(true(), 'a', 'b')") == R"("a")");  // bicepparam oracle (myArray[0])
}

TEST_CASE("true and false", "[fn-logical]") {
  CHECK(evalJson("true()") == "true");
  CHECK(evalJson("false()") == "false");
  CHECK(evalJson("not(true())") == "false");  // bicepparam oracle (!true)
  CHECK_THAT(evalJson("true(1)"), Catch::Contains("EVAL001"));
}

TEST_CASE("and/or short-circuit and take 2..n bools", "[fn-logical]") {
  CHECK(evalJson("and(false(), parameters('missing'))") == "false");
  CHECK(evalJson("or(true(), parameters('missing'))") == "true");
  CHECK(evalJson("and(true(), true(), true(), false())") == "false");
  CHECK(evalJson("and(true(), true(), true())") == "true");
  CHECK(evalJson("or(false(), false(), true())") == "true");
  CHECK(evalJson("or(false(), false())") == "false");
  CHECK_THAT(evalJson("and(true(), parameters('missing'))"), Catch::Contains("'missing' is not found"));
  CHECK_THAT(evalJson("and(true(), 1)"), Catch::Contains("and: argument 2 must be a bool"));
  CHECK_THAT(evalJson("or('true', true())"), Catch::Contains("or: argument 1 must be a bool"));
  CHECK_THAT(evalJson("and(true())"), Catch::Contains("EVAL001"));
  CHECK_THAT(evalJson("not(1)"), Catch::Contains("not: argument 1 must be a bool"));
}
