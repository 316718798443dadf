// Inputs found by fuzz/expr_fuzz that crashed, hung or exhausted memory, evaluated the way the
// harness does (see fuzz/README.md). Each must now end with a value or an error.
#include <catch2/catch.hpp>

#include "engine/expr/evaluator.hpp"
#include "engine/expr/scope.hpp"
#include "tests/helpers.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("fuzz: a lambda that builds an array per item is refused by the work budget", "[fuzz-regression][eval]") {
  // 10,000 arrays of 10,000 items: about 5 GB before the budget existed.
  std::string r = evalJson("map(range(0, 10000), lambda('i', range(0, 10000)))");
  CHECK_THAT(r, Catch::StartsWith("error EVAL060") && Catch::Contains("too much work"));
  // Strings count too: 10,000 items of 160,000 characters. Under the sanitizers this also timed
  // out (fuzz/run_sanitized.sh): padLeft built the ~64 MB the budget allows through UTF-16, one
  // character at a time; it now repeats the encoded padding character.
  CHECK_THAT(evalJson("length(map(range(0, 10000), lambda('i', padLeft('', 160000, 'x'))))"),
             Catch::StartsWith("error EVAL060"));
}

TEST_CASE("fuzz: the longest padding made of a character of several bytes", "[fuzz-regression][eval]") {
  // Characters of two and three bytes each: appended one at a time this took 11 s for 16M of
  // them under the sanitizers (fuzz/run_sanitized.sh, expr_fuzz's slow unit). The longest
  // padding is now 4,194,304 characters (the largest value a deployment may hold).
  CHECK(evalJson("length(padLeft('x', 4194304, '\u00b0'))") == "4194304");
  CHECK(evalJson("last(padLeft('ab', 4194304, '\u20ac'))") == R"("b")");
  CHECK(evalJson("substring(padLeft('ab', 4194304, '\u20ac'), 4194299)") == "\"\u20ac\u20ac\u20acab\"");
  CHECK(evalJson("first(padLeft('ab', 4194304, '\u20ac'))") == "\"\u20ac\"");
}

TEST_CASE("fuzz: the work budget leaves room for large ordinary expressions", "[fuzz-regression][eval]") {
  // A million values, and 10,000 lambda calls that each walk 100 items.
  CHECK(evalJson("length(flatten(map(range(0, 1000), lambda('i', range(0, 1000)))))") == "1000000");
  CHECK(evalJson("reduce(range(0, 10000), 0, lambda('acc', 'x', add(lambdaVariables('acc'), length(range(0, 100)))))") ==
        "1000000");
}

TEST_CASE("fuzz: the work budget is per outermost expression", "[fuzz-regression][eval]") {
  SimpleScope scope;
  EvalSession session(test::functions());
  EvalContext ctx(session, scope);
  // Each uses more than half of the budget: 200 strings of 200,000 characters.
  const char* text = "length(map(range(0, 200), lambda('i', padLeft('', 200000, 'x'))))";
  for (int i = 0; i < 3; ++i) {
    auto r = evaluateExpression(text, Loc{}, ctx);
    REQUIRE(r);
    CHECK(r->asInt() == 200);
  }
}

TEST_CASE("fuzz: functions cannot nest values deeper than 512 levels", "[fuzz-regression][eval]") {
  // A million levels of arrays: the JSON writer (and the destructor) overflowed the stack.
  CHECK_THAT(evalJson("reduce(range(0, 1000), createArray(), lambda('a', 'x', reduce(range(0, 1000), "
                      "lambdaVariables('a'), lambda('b', 'y', createArray(lambdaVariables('b'))))))"),
             Catch::StartsWith("error EVAL061") && Catch::Contains("512 levels"));
  CHECK_THAT(evalJson("reduce(range(0, 600), createObject(), lambda('a', 'x', createObject('k', lambdaVariables('a'))))"),
             Catch::StartsWith("error EVAL061"));
  // 500 levels are fine.
  std::string ok = evalJson("reduce(range(0, 499), createArray(), lambda('a', 'x', createArray(lambdaVariables('a'))))");
  CHECK(ok.substr(0, 4) == "[[[[");
  CHECK(ok.size() == 1000);
}

TEST_CASE("fuzz: values that share their parts cannot stand for billions of items", "[fuzz-regression][eval]") {
  // Each step doubles what the value stands for while storing only two references: 2^40 items
  // after 40 steps, which the nesting check (and string(), equals(), the writer) would walk.
  CHECK_THAT(evalJson("length(reduce(range(0, 40), createArray(1), lambda('a', 'x', "
                      "createArray(lambdaVariables('a'), lambdaVariables('a')))))"),
             Catch::StartsWith("error EVAL060"));
  // Twelve steps (4,096 items) are fine: the text is 6 * 2^12 - 3 characters.
  CHECK(evalJson("length(string(reduce(range(0, 12), createArray(1), lambda('a', 'x', "
                 "createArray(lambdaVariables('a'), lambdaVariables('a'))))))") == "24573");
}

TEST_CASE("fuzz: long chains of property accesses are nesting too", "[fuzz-regression][parser]") {
  // 50,000 '.a' (within ARM's 24,576-character expressions, 12,000 fit): rendering the tree for
  // messages and Unknown values recursed once per access.
  std::string members = "parameters('o')";
  std::string indexes = "createArray(1)";
  for (int i = 0; i < 50000; ++i) {
    members += ".a";
    indexes += "[0]";
  }
  CHECK_THAT(evalJson(members, R"({"o": {}})"), Catch::StartsWith("error EXPR007"));
  CHECK_THAT(evalJson(indexes), Catch::StartsWith("error EXPR007"));
  // 150 accesses are fine.
  std::string ok = "createArray(1)";
  for (int i = 0; i < 150; ++i) ok = "createArray(" + ok + ")";
  for (int i = 0; i < 150; ++i) ok += "[0]";
  CHECK(evalJson(ok) == "[1]");
}
