// Object functions. Expected values come from the output tables of Microsoft's
// template-functions-object.md examples, then edge and error cases.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

TEST_CASE("createObject: doc example", "[fn-object]") {
  CHECK(evalJson("createObject('intProp', 1, 'stringProp', 'abc', 'boolProp', true(), 'arrayProp', "
                 "createArray('a', 'b', 'c'), 'objectProp', createObject('key1', 'value1'))") ==
        R"({"intProp":1,"stringProp":"abc","boolProp":true,"arrayProp":["a","b","c"],"objectProp":{"key1":"value1"}})");
  CHECK(evalJson("createObject('a', null())") == R"({"a":null})");
  CHECK_THAT(evalJson("createObject('a', 1, 'b')"), Catch::Contains("even number"));
}

TEST_CASE("items: doc example sorts by key", "[fn-object]") {
  const char* p = R"({"entities": {
    "item002": {"enabled": false, "displayName": "Example item 2", "number": 200},
    "item001": {"enabled": true, "displayName": "Example item 1", "number": 300}}})";
  CHECK(evalJson("items(parameters('entities'))", p) ==
        R"([{"key":"item001","value":{"enabled":true,"displayName":"Example item 1","number":300}},)"
        R"({"key":"item002","value":{"enabled":false,"displayName":"Example item 2","number":200}}])");
  CHECK(evalJson("items(parameters('entities'))[1].value.displayName", p) == R"("Example item 2")");
  // bicepparam oracle: items({foo: 'abc', bar: 123}) puts bar first
  CHECK(evalJson("items(createObject('foo', 'abc', 'bar', 123))") ==
        R"([{"key":"bar","value":123},{"key":"foo","value":"abc"}])");
  CHECK(evalJson("items(createObject())") == "[]");
  // 'A' and 'a' are two keys (as in Resource Manager); the culture order puts 'a' first.
  CHECK(evalJson("map(items(createObject('b', 1, 'A', 2, 'a', 3)), lambda('i', lambdaVariables('i').key))") ==
        R"(["a","A","b"])");
  CHECK_THAT(evalJson("items(createArray())"), Catch::Contains("items: argument 1 must be an object"));
}

TEST_CASE("null and objectKeys: doc examples", "[fn-object]") {
  CHECK(evalJson("empty(null())") == "true");
  CHECK(evalJson("null()") == "null");
  CHECK(evalJson("objectKeys(createObject('a', 1, 'b', 2))") == R"(["a","b"])");
  CHECK(evalJson("objectKeys(createObject('b', 1, 'a', 2, 'C', 3))") == R"(["a","b","C"])");
  CHECK_THAT(evalJson("null(1)"), Catch::Contains("EVAL001"));
}

TEST_CASE("shallowMerge: doc example", "[fn-object]") {
  const char* p = R"({
    "firstArray": [{"one": "a"}, {"two": "b"}, {"two": "c"}],
    "secondArray": [{"one": "a", "nested": {"a": 1, "nested": {"c": 3}}}, {"two": "b", "nested": {"b": 2}}]})";
  CHECK(evalJson("shallowMerge(parameters('firstArray'))", p) == R"({"one":"a","two":"c"})");
  CHECK(evalJson("shallowMerge(parameters('secondArray'))", p) == R"({"one":"a","nested":{"b":2},"two":"b"})");
  CHECK(evalJson("shallowMerge(createArray())") == "{}");
  CHECK_THAT(evalJson("shallowMerge(createArray(1))"), Catch::Contains("element 0 is an int (1)"));
}

TEST_CASE("tryGet: doc example and paths", "[fn-object]") {
  const char* p = R"({"users": {"name": "John Doe", "age": 30}, "colors": ["red", "green"]})";
  CHECK(evalJson("tryGet(parameters('users'), 'region')", p) == "null");
  CHECK(evalJson("tryGet(parameters('users'), 'name')", p) == R"("John Doe")");
  // The doc table prints "Red"; the array holds "red".
  CHECK(evalJson("tryGet(parameters('colors'), 0)", p) == R"("red")");
  CHECK(evalJson("tryGet(parameters('colors'), 2)", p) == "null");
  CHECK(evalJson("tryGet(parameters('colors'), -1)", p) == "null");
  CHECK(evalJson("tryGet(parameters('users'), 'NAME')", p) == R"("John Doe")");
  const char* nested = R"({"x": {"a": {"b": [{"c": 1}, {"c": 2}]}}})";
  CHECK(evalJson("tryGet(parameters('x'), 'a', 'b', 1, 'c')", nested) == "2");
  CHECK(evalJson("tryGet(parameters('x'), 'a', 'b', createObject('value', 1, 'fromEnd', true()), 'c')", nested) ==
        "2");
  CHECK(evalJson("tryGet(parameters('x'), 'a', 'nope', 'c')", nested) == "null");
  CHECK(evalJson("tryGet(null(), 'a')") == "null");
  CHECK_THAT(evalJson("tryGet(parameters('x'), true())", nested), Catch::Contains("tryGet: argument 2 must be"));
}

TEST_CASE("tryGet: a value without members gives null (issue 20 'tryGet on a string')", "[fn-object]") {
  // AVM metric-alert: `action.?actionGroupId ?? action` over an array of resource id strings.
  CHECK(evalJson("tryGet('s', 'a')") == "null");
  CHECK(evalJson("coalesce(tryGet('/subscriptions/x', 'actionGroupId'), '/subscriptions/x')") == R"("/subscriptions/x")");
  CHECK(evalJson("tryGet(3, 0)") == "null");
  CHECK(evalJson("tryGet(true(), 'a', 'b')") == "null");
  CHECK_THAT(evalJson("tryGet('s', true())"), Catch::Contains("tryGet: argument 2 must be"));
}
