// Lambda functions. Expected values come from the output tables of Microsoft's
// template-functions-lambda.md and bicep-functions-lambda.md examples (Bicep lambdas
// written as the ARM lambda() calls Bicep compiles them to), then errors.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

namespace {
const char* kDogs = R"({"dogs": [
  {"name": "Evie", "age": 5, "interests": ["Ball", "Frisbee"]},
  {"name": "Casper", "age": 3, "interests": ["Other dogs"]},
  {"name": "Indy", "age": 2, "interests": ["Butter"]},
  {"name": "Kira", "age": 8, "interests": ["Rubs"]}]})";
}

TEST_CASE("the issue's example", "[fn-lambda]") {
  CHECK(evalJson("[map(range(1,3), lambda('x', mul(lambdaVariables('x'), 2)))]") == "[2,4,6]");
  std::string out;
  CHECK(pf::test::runCli("eval \"[map(range(1,3), lambda('x', mul(lambdaVariables('x'), 2)))]\"", &out) == 0);
  CHECK(out == "[2,4,6]\n");
}

TEST_CASE("filter: doc examples", "[fn-lambda]") {
  CHECK(evalJson("filter(parameters('dogs'), lambda('dog', greaterOrEquals(lambdaVariables('dog').age, 5)))", kDogs) ==
        R"([{"name":"Evie","age":5,"interests":["Ball","Frisbee"]},{"name":"Kira","age":8,"interests":["Rubs"]}])");
  CHECK(evalJson("filter(range(0, 10), lambda('i', greater(lambdaVariables('i'), 5)))") == "[6,7,8,9]");
  CHECK(evalJson("filter(range(0, 10), lambda('i', equals(0, mod(lambdaVariables('i'), 2))))") == "[0,2,4,6,8]");
  // (val, i) => i < 2 && substring(val.name, 0, 1) == 'C', with take() standing in for substring()
  CHECK(evalJson("filter(parameters('dogs'), lambda('val', 'i', and(less(lambdaVariables('i'), 2), "
                 "equals(take(lambdaVariables('val').name, 1), 'C'))))",
                 kDogs) == R"([{"name":"Casper","age":3,"interests":["Other dogs"]}])");
  CHECK(evalJson("filter(createArray(1, 2), lambda('i', less(lambdaVariables('i'), 2)))") == "[1]");  // bicepparam
}

TEST_CASE("map: doc examples", "[fn-lambda]") {
  CHECK(evalJson("map(parameters('dogs'), lambda('dog', lambdaVariables('dog').name))", kDogs) ==
        R"(["Evie","Casper","Indy","Kira"])");
  CHECK(evalJson("map(parameters('dogs'), lambda('dog', concat('Hello ', lambdaVariables('dog').name, '!')))", kDogs) ==
        R"(["Hello Evie!","Hello Casper!","Hello Indy!","Hello Kira!"])");
  CHECK(evalJson("map(range(0, length(parameters('dogs'))), lambda('i', createObject('i', lambdaVariables('i'), "
                 "'dog', parameters('dogs')[lambdaVariables('i')].name, 'greeting', concat('Ahoy, ', "
                 "parameters('dogs')[lambdaVariables('i')].name, '!'))))",
                 kDogs) ==
        R"([{"i":0,"dog":"Evie","greeting":"Ahoy, Evie!"},{"i":1,"dog":"Casper","greeting":"Ahoy, Casper!"},)"
        R"({"i":2,"dog":"Indy","greeting":"Ahoy, Indy!"},{"i":3,"dog":"Kira","greeting":"Ahoy, Kira!"}])");
  CHECK(evalJson("map(parameters('dogs'), lambda('x', 'i', createObject('index', lambdaVariables('i'), 'val', "
                 "lambdaVariables('x').name)))",
                 kDogs) ==
        R"([{"index":0,"val":"Evie"},{"index":1,"val":"Casper"},{"index":2,"val":"Indy"},{"index":3,"val":"Kira"}])");
  CHECK(evalJson("map(range(0, 3), lambda('i', concat('Hi ', lambdaVariables('i'), '!')))") ==
        R"(["Hi 0!","Hi 1!","Hi 2!"])");  // bicepparam oracle
}

TEST_CASE("reduce: doc examples", "[fn-lambda]") {
  const char* ages = "map(parameters('dogs'), lambda('dog', lambdaVariables('dog').age))";
  CHECK(evalJson(std::string("reduce(") + ages +
                     ", 0, lambda('cur', 'next', add(lambdaVariables('cur'), lambdaVariables('next'))))",
                 kDogs) == "18");
  CHECK(evalJson(std::string("reduce(") + ages +
                     ", 1, lambda('cur', 'next', add(lambdaVariables('cur'), lambdaVariables('next'))))",
                 kDogs) == "19");
  CHECK(evalJson(std::string("reduce(") + ages +
                     ", 0, lambda('cur', 'next', 'i', if(equals(mod(lambdaVariables('i'), 2), 0), "
                     "add(lambdaVariables('cur'), lambdaVariables('next')), lambdaVariables('cur'))))",
                 kDogs) == "7");
  CHECK(evalJson("reduce(createArray(createObject('foo', 123), createObject('bar', 456), createObject('baz', 789)), "
                 "createObject(), lambda('cur', 'next', union(lambdaVariables('cur'), lambdaVariables('next'))))") ==
        R"({"foo":123,"bar":456,"baz":789})");
  CHECK(evalJson("reduce(createArray('a', 'b', 'c'), '', lambda('a', 'b', concat(lambdaVariables('a'), '-', "
                 "lambdaVariables('b'))))") == R"("-a-b-c")");  // bicepparam oracle
  CHECK(evalJson("reduce(createArray(), 'seed', lambda('a', 'b', 1))") == R"("seed")");
}

TEST_CASE("sort: doc examples", "[fn-lambda]") {
  CHECK(evalJson("sort(parameters('dogs'), lambda('a', 'b', less(lambdaVariables('a').age, lambdaVariables('b').age)))",
                 kDogs) ==
        R"([{"name":"Indy","age":2,"interests":["Butter"]},{"name":"Casper","age":3,"interests":["Other dogs"]},)"
        R"({"name":"Evie","age":5,"interests":["Ball","Frisbee"]},{"name":"Kira","age":8,"interests":["Rubs"]}])");
  CHECK(evalJson("sort(createArray('c', 'd', 'a'), lambda('a', 'b', less(lambdaVariables('a'), lambdaVariables('b'))))") ==
        R"(["a","c","d"])");  // bicepparam oracle
}

TEST_CASE("sort is stable and total on any input", "[fn-lambda]") {
  const char* p = R"({"a": [{"k": 2, "n": "x"}, {"k": 1, "n": "y"}, {"k": 2, "n": "z"}, {"k": 1, "n": "w"}]})";
  CHECK(evalJson("map(sort(parameters('a'), lambda('a', 'b', less(lambdaVariables('a').k, lambdaVariables('b').k))), "
                 "lambda('e', lambdaVariables('e').n))",
                 p) == R"(["y","w","x","z"])");
  CHECK(evalJson("sort(range(0, 20), lambda('a', 'b', greater(lambdaVariables('a'), lambdaVariables('b'))))") ==
        "[19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1,0]");
  CHECK(evalJson("length(sort(range(0, 9), lambda('a', 'b', true())))") == "9");
  CHECK(evalJson("sort(createArray(), lambda('a', 'b', true()))") == "[]");
}

TEST_CASE("toObject: doc examples", "[fn-lambda]") {
  const char* expected =
      R"({"Evie":{"name":"Evie","age":5,"interests":["Ball","Frisbee"]},"Casper":{"name":"Casper","age":3,"interests":["Other dogs"]},)"
      R"("Indy":{"name":"Indy","age":2,"interests":["Butter"]},"Kira":{"name":"Kira","age":8,"interests":["Rubs"]}})";
  CHECK(evalJson("toObject(parameters('dogs'), lambda('entry', lambdaVariables('entry').name))", kDogs) == expected);
  CHECK(evalJson("toObject(parameters('dogs'), lambda('entry', lambdaVariables('entry').name), lambda('entry', "
                 "lambdaVariables('entry')))",
                 kDogs) == expected);
  const char* nested = R"({"dogs": [
    {"name": "Evie", "properties": {"age": 5, "interests": ["Ball", "Frisbee"]}},
    {"name": "Casper", "properties": {"age": 3, "interests": ["Other dogs"]}},
    {"name": "Indy", "properties": {"age": 2, "interests": ["Butter"]}},
    {"name": "Kira", "properties": {"age": 8, "interests": ["Rubs"]}}]})";
  CHECK(evalJson("toObject(parameters('dogs'), lambda('entry', lambdaVariables('entry').name), lambda('entry', "
                 "lambdaVariables('entry').properties))",
                 nested) ==
        R"({"Evie":{"age":5,"interests":["Ball","Frisbee"]},"Casper":{"age":3,"interests":["Other dogs"]},)"
        R"("Indy":{"age":2,"interests":["Butter"]},"Kira":{"age":8,"interests":["Rubs"]}})");
  CHECK(evalJson("toObject(createArray('a', 'b', 'c'), lambda('x', lambdaVariables('x')), lambda('x', "
                 "concat('Hi ', lambdaVariables('x'), '!')))") ==
        R"({"a":"Hi a!","b":"Hi b!","c":"Hi c!"})");  // bicepparam oracle
  CHECK_THAT(evalJson("toObject(range(0, 2), lambda('x', lambdaVariables('x')))"),
             Catch::Contains("the key lambda must return a string, but it returned an int (0)"));
}

TEST_CASE("groupBy and mapValues: doc examples", "[fn-lambda]") {
  CHECK(evalJson("groupBy(createArray('foo', 'bar', 'baz'), lambda('x', take(lambdaVariables('x'), 1)))") ==
        R"({"f":["foo"],"b":["bar","baz"]})");
  CHECK(evalJson("groupBy(createArray('foo', 'bar', 'baz'), lambda('x', take(lambdaVariables('x'), 1)), lambda('x', "
                 "length(lambdaVariables('x'))))") == R"({"f":[3],"b":[3,3]})");
  CHECK(evalJson("mapValues(createObject('foo', 'foo', 'bar', 'bar'), lambda('val', concat(lambdaVariables('val'), "
                 "'!')))") == R"({"foo":"foo!","bar":"bar!"})");
}

TEST_CASE("lambdas nest and see enclosing lambda variables", "[fn-lambda]") {
  CHECK(evalJson("map(range(1, 2), lambda('x', map(range(10, 2), lambda('y', add(lambdaVariables('x'), "
                 "lambdaVariables('y'))))))") == "[[11,12],[12,13]]");
  CHECK(evalJson("map(range(1, 2), lambda('x', map(range(10, 1), lambda('x', lambdaVariables('x')))))") ==
        "[[10],[10]]");  // the innermost 'x' wins
  CHECK(evalJson("map(range(1, 1), lambda('Item', lambdaVariables('item')))") == "[1]");
}

TEST_CASE("lambda errors", "[fn-lambda]") {
  CHECK_THAT(evalJson("lambdaVariables('x')"), Catch::Contains("lambdaVariables: there is no lambda variable named 'x'"));
  CHECK_THAT(evalJson("map(range(0, 2), lambda('x', lambdaVariables('y')))"), Catch::Contains("named 'y'"));
  CHECK_THAT(evalJson("map(range(0, 2), lambda(concat('x'), 1))"),
             Catch::Contains("lambda: argument 1 must be a parameter name written as a string literal"));
  CHECK_THAT(evalJson("map(range(0, 2), lambda('x', 'x', 1))"), Catch::Contains("'x' is used twice"));
  CHECK_THAT(evalJson("map(range(0, 2), lambda('a', 'b', 'c', 1))"),
             Catch::Contains("map: argument 2 must be a lambda taking 1 or 2 parameters"));
  CHECK_THAT(evalJson("sort(range(0, 2), lambda('a', true()))"),
             Catch::Contains("sort: argument 2 must be a lambda taking 2 parameters"));
  CHECK_THAT(evalJson("filter(range(0, 2), lambda('a', 1))"), Catch::Contains("the lambda must return a bool"));
  CHECK_THAT(evalJson("map('abc', lambda('a', 1))"), Catch::Contains("map: argument 1 must be an array"));
  CHECK_THAT(evalJson("map(range(0, 2), 'x')"), Catch::Contains("map: argument 2 must be a lambda"));
  CHECK_THAT(evalJson("mapValues(createArray(), lambda('v', 1))"), Catch::Contains("mapValues: argument 1 must be an object"));
  CHECK_THAT(evalJson("lambda('x')"), Catch::Contains("EVAL001"));
}

TEST_CASE("a lambda is only valid as a direct argument of a lambda function", "[fn-lambda]") {
  CHECK_THAT(evalJson("lambda('x', 1)"), Catch::Contains("EVAL054"));
  CHECK_THAT(evalJson("createArray(lambda('x', 1))"), Catch::Contains("EVAL054"));
  CHECK_THAT(evalJson("concat('a', lambda('x', 1))"), Catch::Contains("EVAL054"));
  CHECK_THAT(evalJson("map(range(0, 1), if(true(), lambda('x', 1), lambda('x', 2)))"), Catch::Contains("EVAL054"));
  CHECK_THAT(evalJson("coalesce(lambda('x', 1))"), Catch::Contains("EVAL054"));
  CHECK_THAT(evalJson("map(range(0, 1), lambda('x', lambda('y', 1)))"), Catch::Contains("EVAL054"));
  CHECK_THAT(evalJson("lambda('x', 1).foo"), Catch::Contains("lambda"));
}
