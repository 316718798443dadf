// uniqueString, guid, newGuid. Vectors from arm-and-bicep.md A.4/A.5 (real Azure outputs).
#include <catch2/catch.hpp>
#include <regex>

#include "tests/helpers.hpp"
#include "tests/unit/functions/string_test_support.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("uniqueString: real Azure outputs", "[fn-string]") {
  CHECK(evalJson("uniqueString('aaa')") == R"("zavj67f3en4hc")");
  CHECK(evalJson("uniqueString('bbb')") == R"("w5eragfxe33cy")");
  CHECK(evalJson("uniqueString('zzz')") == R"("cryksdzzzawae")");
  CHECK(evalJson("uniqueString('xxx', 'yyy', 'zzz')") == R"("lghi7k5js7itq")");
  CHECK(evalJson("uniqueString('asd', 'asdf', 'asdf')") == R"("iizpqit7ih3cc")");
  // 71 bytes: 8 full blocks and a 7-byte tail.
  CHECK(evalJson("uniqueString('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/myRg')") ==
        R"("js26ofeqkqeve")");
}

TEST_CASE("uniqueString: arguments are joined with '-'", "[fn-string]") {
  CHECK(evalJson("uniqueString('xxx-yyy-zzz')") == R"("lghi7k5js7itq")");
  CHECK(evalJson("uniqueString('asd-asdf', 'asdf')") == R"("iizpqit7ih3cc")");
  // Scalars are converted to strings first.
  CHECK(evalJson("uniqueString(12)") == evalJson("uniqueString('12')"));
  CHECK(evalJson("uniqueString(json('true'))") == evalJson("uniqueString('True')"));
  std::string empty = evalJson("uniqueString('')");
  CHECK(empty.size() == 15);  // 13 characters and the quotes
  CHECK_THAT(evalJson("uniqueString(createArray('a'))"),
             Catch::Contains("uniqueString: argument 1 must be a string, but it is an array"));
  CHECK_THAT(evalJson("uniqueString('a', createObject())"), Catch::Contains("argument 2 must be a string"));
  CHECK_THAT(evalJson("uniqueString()"), Catch::Contains("EVAL001") && Catch::Contains("uniqueString"));
}

TEST_CASE("uniqueString: every length of tail and the base32 alphabet", "[fn-string]") {
  std::regex shape("\"[a-z2-7]{12}[acegikmoqsuwy246]\"");  // the 13th character has 4 real bits
  std::string s;
  for (int n = 0; n < 20; ++n) {
    std::string r = evalJson("uniqueString('" + s + "')");
    CHECK(std::regex_match(r, shape));
    s += static_cast<char>('a' + n);
  }
}

TEST_CASE("uniqueString: the CLI prints the hash", "[fn-string]") {
  std::string out;
  CHECK(test::runCli("eval \"[uniqueString('aaa')]\"", &out) == 0);
  CHECK(out == "\"zavj67f3en4hc\"\n");
}

TEST_CASE("guid: UUID v5 in ARM's namespace", "[fn-string]") {
  CHECK(evalJson("guid('asdf')") == R"("228d27cc-6fdb-5934-b7ac-1efccebade04")");  // real engine
  CHECK(evalJson("guid('abc')") == R"("a9b46cc2-65a6-5559-9f14-7091827ab32f")");
  CHECK(evalJson("guid('a', 'b', 'c')") == R"("a98fa280-e03f-5afa-8d8e-92d0a9c201e8")");
  CHECK(evalJson("guid('a-b-c')") == evalJson("guid('a', 'b', 'c')"));
  // Order matters (docs note).
  CHECK(evalJson("guid('hello', 'world')") != evalJson("guid('world', 'hello')"));
  std::regex v5("\"[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\"");
  CHECK(std::regex_match(evalJson("guid('')"), v5));
  CHECK(std::regex_match(evalJson("guid('/subscriptions/x', 'deployment')"), v5));
  CHECK_THAT(evalJson("guid(createArray())"), Catch::Contains("guid: argument 1 must be a string"));
  CHECK_THAT(evalJson("guid()"), Catch::Contains("EVAL001"));
}

TEST_CASE("newGuid: a deterministic seeded sequence", "[fn-string]") {
  std::regex v4("\"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\"");
  test::EvalSetup setup;
  std::string first = test::evalWith(setup, "newGuid()");
  CHECK(std::regex_match(first, v4));
  // Same seed, same sequence; the second call of a session differs from the first.
  CHECK(test::evalWith(setup, "newGuid()") == first);
  std::string second = test::evalWith(setup, {"newGuid()", "newGuid()"});
  CHECK(std::regex_match(second, v4));
  CHECK(second != first);
  setup.options.guidSeed = 42;
  CHECK(test::evalWith(setup, "newGuid()") != first);
  CHECK_THAT(evalJson("newGuid('a')"), Catch::Contains("EVAL001"));
}

TEST_CASE("newGuid: real-time GUIDs are random", "[fn-string]") {
  test::EvalSetup setup;
  setup.options.realTime = true;
  std::regex v4("\"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\"");
  std::string a = test::evalWith(setup, "newGuid()");
  std::string b = test::evalWith(setup, "newGuid()");
  CHECK(std::regex_match(a, v4));
  CHECK(a != b);
}

TEST_CASE("newGuid: only in a parameter defaultValue", "[fn-string]") {
  test::EvalSetup setup;
  setup.parameterDefault = false;
  CHECK_THAT(test::evalWith(setup, "newGuid()"),
             Catch::Contains("EVAL010") &&
                 Catch::Contains("The template function 'newGuid' is not expected at this location"));
  CHECK_THAT(test::evalWith(setup, "uniqueString(newGuid())"), Catch::Contains("not expected at this location"));
}
