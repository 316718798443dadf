// Array functions and the functions shared by arrays, strings and objects. Expected values
// come from the output tables of Microsoft's template-functions-array.md and
// template-functions-string.md examples (cited per test), then edge and error cases.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

namespace {
const char* kDocParams = R"({
  "intToConvert": 1, "stringToConvert": "efgh", "objectToConvert": {"a": "b", "c": "d"},
  "stringToTest": "OneTwoThree", "objectToTest": {"one": "a", "two": "b", "three": "c"},
  "arrayToTest": ["one", "two", "three"],
  "firstArray": ["1-1", "1-2", "1-3"], "secondArray": ["2-1", "2-2", "2-3"]
})";
}

TEST_CASE("array: doc example (array)", "[fn-array]") {
  CHECK(evalJson("array(parameters('intToConvert'))", kDocParams) == "[1]");
  CHECK(evalJson("array(parameters('stringToConvert'))", kDocParams) == R"(["efgh"])");
  CHECK(evalJson("array(parameters('objectToConvert'))", kDocParams) == R"([{"a":"b","c":"d"}])");
  CHECK(evalJson("array(createArray(1, 2))") == "[1,2]");
}

TEST_CASE("concat: doc examples (arrays and strings)", "[fn-array]") {
  CHECK(evalJson("concat(parameters('firstArray'), parameters('secondArray'))", kDocParams) ==
        R"(["1-1","1-2","1-3","2-1","2-2","2-3"])");
  CHECK(evalJson("concat('prefix', '-', 'abc')") == R"("prefix-abc")");
  CHECK(evalJson("concat(createArray('abc'), createArray('def'))") == R"(["abc","def"])");  // bicepparam oracle
}

TEST_CASE("concat: scalars in strings, nulls skipped, no mixing", "[fn-array]") {
  CHECK(evalJson("concat('a', 1, true(), null(), 'b')") == R"("a1Trueb")");
  CHECK(evalJson("concat(null(), createArray(1), null())") == "[1]");
  CHECK_THAT(evalJson("concat(createArray(1), 'x')"), Catch::Contains("concat: argument 2 must be an array"));
  CHECK_THAT(evalJson("concat('x', createArray(1))"), Catch::Contains("concat: argument 2 must be a string"));
  CHECK_THAT(evalJson("concat()"), Catch::Contains("EVAL001"));
}

TEST_CASE("contains: doc example", "[fn-array]") {
  CHECK(evalJson("contains(parameters('stringToTest'), 'e')", kDocParams) == "true");
  CHECK(evalJson("contains(parameters('stringToTest'), 'z')", kDocParams) == "false");
  CHECK(evalJson("contains(parameters('objectToTest'), 'one')", kDocParams) == "true");
  CHECK(evalJson("contains(parameters('objectToTest'), 'a')", kDocParams) == "false");
  CHECK(evalJson("contains(parameters('arrayToTest'), 'three')", kDocParams) == "true");
  CHECK(evalJson("contains(parameters('arrayToTest'), 'four')", kDocParams) == "false");
  CHECK(evalJson("contains('foo/bar', '/')") == "true");  // bicepparam oracle
}

TEST_CASE("contains: case rules per container", "[fn-array]") {
  CHECK(evalJson("contains('OneTwo', 'one')") == "false");                // strings: case-sensitive
  CHECK(evalJson("contains(createObject('One', 1), 'ONE')") == "true");   // keys: case-insensitive
  CHECK(evalJson("contains(createArray('One', 'Two'), 'two')") == "false");  // items: exact
  CHECK(evalJson("contains(createArray(1, 2), 2)") == "true");
  CHECK(evalJson("contains(createArray(createObject('a', 1)), createObject('A', 1))") == "true");
  CHECK(evalJson("contains('abc123', 12)") == "true");
  CHECK_THAT(evalJson("contains(1, 1)"), Catch::Contains("contains: argument 1 must be an array, object or string"));
}

TEST_CASE("createArray: doc example", "[fn-array]") {
  CHECK(evalJson("createArray('a', 'b', 'c')") == R"(["a","b","c"])");
  CHECK(evalJson("createArray(1, 2, 3)") == "[1,2,3]");
  CHECK(evalJson("createArray(parameters('objectToTest'))", kDocParams) == R"([{"one":"a","two":"b","three":"c"}])");
  CHECK(evalJson("createArray(parameters('arrayToTest'))", kDocParams) == R"([["one","two","three"]])");
  CHECK(evalJson("createArray()") == "[]");
}

TEST_CASE("empty: doc example and null", "[fn-array]") {
  CHECK(evalJson("empty(createArray())") == "true");
  CHECK(evalJson("empty(createObject())") == "true");
  CHECK(evalJson("empty('')") == "true");
  CHECK(evalJson("empty(null())") == "true");  // object docs: empty(null()) is True
  CHECK(evalJson("empty(' ')") == "false");
  CHECK(evalJson("empty(createArray(null()))") == "false");
  CHECK_THAT(evalJson("empty(0)"), Catch::Contains("empty: argument 1 must be an array, object or string"));
}

TEST_CASE("first and last: doc examples and empty values", "[fn-array]") {
  CHECK(evalJson("first(parameters('arrayToTest'))", kDocParams) == R"("one")");
  CHECK(evalJson("first('One Two Three')") == R"("O")");
  CHECK(evalJson("last(parameters('arrayToTest'))", kDocParams) == R"("three")");
  CHECK(evalJson("last('One Two Three')") == R"("e")");
  CHECK(evalJson("first(createArray(124, 25))") == "124");  // bicepparam oracle
  CHECK(evalJson("last(createArray(1, 2))") == "2");        // bicepparam oracle
  CHECK(evalJson("first(createArray())") == "null");
  CHECK(evalJson("last(createArray())") == "null");
  CHECK(evalJson("first('')") == R"("")");
  CHECK(evalJson("last('h\u00e9')") == "\"\u00e9\"");
  CHECK_THAT(evalJson("first(1)"), Catch::Contains("first: argument 1 must be an array or string"));
}

TEST_CASE("indexOf and lastIndexOf: array doc example", "[fn-array]") {
  const char* vars = R"({"names": ["one", "two", "three"], "numbers": [4, 5, 6],
                         "collection": [["one", "two", "three"], [4, 5, 6]], "duplicates": [1, 2, 3, 1]})";
  CHECK(evalJson("lastIndexOf(parameters('names'), 'two')", vars) == "1");
  CHECK(evalJson("indexOf(parameters('names'), 'one')", vars) == "0");
  CHECK(evalJson("lastIndexOf(parameters('names'), 'Three')", vars) == "-1");
  CHECK(evalJson("lastIndexOf(parameters('numbers'), 4)", vars) == "0");
  CHECK(evalJson("indexOf(parameters('numbers'), 6)", vars) == "2");
  CHECK(evalJson("lastIndexOf(parameters('numbers'), '5')", vars) == "-1");
  CHECK(evalJson("indexOf(parameters('collection'), parameters('numbers'))", vars) == "1");
  CHECK(evalJson("indexOf(parameters('duplicates'), 1)", vars) == "0");
  CHECK(evalJson("lastIndexOf(parameters('duplicates'), 1)", vars) == "3");
}

TEST_CASE("indexOf and lastIndexOf: string doc example (case-insensitive)", "[fn-array]") {
  CHECK(evalJson("indexOf('test', 't')") == "0");
  CHECK(evalJson("lastIndexOf('test', 't')") == "3");
  CHECK(evalJson("indexOf('abcdef', 'CD')") == "2");
  CHECK(evalJson("lastIndexOf('abcdef', 'AB')") == "0");
  CHECK(evalJson("indexOf('abcdef', 'z')") == "-1");
  CHECK(evalJson("indexOf('abc', 'b')") == "1");        // bicepparam oracle
  CHECK(evalJson("lastIndexOf('abcba', 'b')") == "3");  // bicepparam oracle
  CHECK(evalJson("indexOf('\u00e9t\u00e9', 't')") == "1");  // UTF-16 positions, not bytes
  CHECK_THAT(evalJson("indexOf('abc', 1)"), Catch::Contains("indexOf: argument 2 must be a string"));
}

TEST_CASE("length: doc example", "[fn-array]") {
  const char* p = R"({"objectToTest": {"propA": "one", "propB": "two", "propC": "three",
                      "propD": {"propD-1": "sub", "propD-2": "sub"}}})";
  CHECK(evalJson("length(createArray('one', 'two', 'three'))") == "3");
  CHECK(evalJson("length('One Two Three')") == "13");
  CHECK(evalJson("length(parameters('objectToTest'))", p) == "4");
  CHECK(evalJson("length('\u00e9\U0001F600')") == "3");  // UTF-16 code units: 1 + a surrogate pair
  CHECK_THAT(evalJson("length(null())"), Catch::Contains("length: argument 1 must be"));
}

TEST_CASE("skip and take: doc examples and clamping", "[fn-array]") {
  CHECK(evalJson("skip(parameters('arrayToTest'), 2)", kDocParams) == R"(["three"])");
  CHECK(evalJson("skip('one two three', 4)") == R"("two three")");
  CHECK(evalJson("take(parameters('arrayToTest'), 2)", kDocParams) == R"(["one","two"])");
  CHECK(evalJson("take('one two three', 2)") == R"("on")");
  CHECK(evalJson("skip(createArray(1, 2, 3), 1)") == "[2,3]");  // bicepparam oracle
  CHECK(evalJson("take(createArray(1, 2, 3), 2)") == "[1,2]");  // bicepparam oracle
  CHECK(evalJson("skip('abc', -5)") == R"("abc")");
  CHECK(evalJson("skip('abc', 10)") == R"("")");
  CHECK(evalJson("take(createArray(1, 2), -1)") == "[]");
  CHECK(evalJson("take(createArray(1, 2), 99)") == "[1,2]");
  CHECK_THAT(evalJson("take('abc', '1')"), Catch::Contains("take: argument 2 must be an integer"));
}

TEST_CASE("distinct and flatten", "[fn-array]") {
  CHECK(evalJson("distinct(createArray(1, 2, 1, 'a', 'A', 'a', createArray(1), createArray(1)))") ==
        R"([1,2,"a","A",[1]])");
  const char* p = R"({"arrayToTest": [["one", "two"], ["three"], ["four", "five"]]})";
  CHECK(evalJson("flatten(parameters('arrayToTest'))", p) == R"(["one","two","three","four","five"])");
  CHECK(evalJson("flatten(createArray(createArray('abc'), createArray('def')))") == R"(["abc","def"])");
  CHECK(evalJson("flatten(createArray(createArray(1, createArray(2))))") == "[1,[2]]");  // one level only
  CHECK_THAT(evalJson("flatten(createArray(createArray(1), 2))"), Catch::Contains("element 1 is an int (2)"));
}

TEST_CASE("indexFromEnd and tryIndexFromEnd: doc examples", "[fn-array]") {
  const char* p = R"({"items": ["apple", "banana", "orange", "grape"]})";
  CHECK(evalJson("indexFromEnd(parameters('items'), 2)", p) == R"("orange")");
  CHECK(evalJson("tryIndexFromEnd(parameters('items'), 2)", p) == R"("orange")");
  CHECK(evalJson("tryIndexFromEnd(parameters('items'), 5)", p) == "null");
  CHECK(evalJson("indexFromEnd(parameters('items'), 1)", p) == R"("grape")");
  CHECK_THAT(evalJson("indexFromEnd(parameters('items'), 5)", p), Catch::Contains("out of bounds"));
  CHECK_THAT(evalJson("indexFromEnd(parameters('items'), 0)", p), Catch::Contains("out of bounds"));
  CHECK(evalJson("tryIndexFromEnd(parameters('items'), 0)", p) == "null");
}

TEST_CASE("tryIndexFromEnd: property paths as Bicep emits them", "[fn-array]") {
  const char* p = R"({"z": {"array": [{"foo": [1, 2, 3]}, {"foo": [4, 5]}, {"bar": 1}]}})";
  // z.array[?^3].foo
  CHECK(evalJson("tryIndexFromEnd(parameters('z').array, 3, 'foo')", p) == "[1,2,3]");
  // z.array[?^3].foo[^2]
  CHECK(evalJson("tryIndexFromEnd(parameters('z').array, 3, 'foo', createObject('value', 2, 'fromEnd', true()))",
                 p) == "2");
  CHECK(evalJson("tryIndexFromEnd(parameters('z').array, 1, 'foo')", p) == "null");
  CHECK(evalJson("tryIndexFromEnd(parameters('z').array, 2, 'foo', 1)", p) == "5");
  CHECK(evalJson("tryIndexFromEnd(null(), 1)") == "null");
}

TEST_CASE("intersection: doc examples keep the first array's order", "[fn-array]") {
  const char* p = R"({"firstObject": {"one": "a", "two": "b", "three": "c"},
                      "secondObject": {"one": "a", "two": "z", "three": "c"},
                      "firstArray": ["one", "two", "three"], "secondArray": ["two", "three"]})";
  CHECK(evalJson("intersection(parameters('firstObject'), parameters('secondObject'))", p) ==
        R"({"one":"a","three":"c"})");
  CHECK(evalJson("intersection(parameters('firstArray'), parameters('secondArray'))", p) == R"(["two","three"])");
  CHECK(evalJson("intersection(createArray(1, 2, 3, 4), createArray(3, 2, 1), createArray(4, 1, 3, 2))") ==
        "[1,2,3]");
  CHECK(evalJson("intersection(createArray(3, 2, 1), createArray(4, 1, 3, 2), createArray(1, 2, 3, 4))") ==
        "[3,2,1]");
  CHECK(evalJson("intersection(createArray(1, 2, 3), createArray(2, 3, 4))") == "[2,3]");  // bicepparam oracle
  CHECK_THAT(evalJson("intersection(createArray(1), createObject())"),
             Catch::Contains("intersection: argument 2 must be an array"));
}

TEST_CASE("union: doc examples (arrays dedup, objects deep-merge, nested arrays replaced)", "[fn-array]") {
  const char* p = R"({"firstObject": {"one": "a", "two": "b", "three": "c1"},
                      "secondObject": {"three": "c2", "four": "d", "five": "e"},
                      "firstArray": ["one", "two", "three"], "secondArray": ["three", "four"]})";
  CHECK(evalJson("union(parameters('firstObject'), parameters('secondObject'))", p) ==
        R"({"one":"a","two":"b","three":"c2","four":"d","five":"e"})");
  CHECK(evalJson("union(parameters('firstArray'), parameters('secondArray'))", p) == R"(["one","two","three","four"])");
  const char* deep = R"({
    "firstObject": {"property": {"one": "a", "two": "b", "three": "c1"}, "nestedArray": [1, 2]},
    "secondObject": {"property": {"three": "c2", "four": "d", "five": "e"}, "nestedArray": [3, 4]},
    "firstArray": [["one", "two"], ["three"]], "secondArray": [["three"], ["four", "two"]]})";
  CHECK(evalJson("union(parameters('firstObject'), parameters('secondObject'))", deep) ==
        R"({"property":{"one":"a","two":"b","three":"c2","four":"d","five":"e"},"nestedArray":[3,4]})");
  CHECK(evalJson("union(parameters('firstArray'), parameters('secondArray'))", deep) ==
        R"([["one","two"],["three"],["four","two"]])");
  CHECK(evalJson("union(createObject('abc', 'def'), createObject('def', 'ghi'))") ==
        R"({"abc":"def","def":"ghi"})");  // bicepparam oracle
  CHECK(evalJson("union(createArray(1, 1, 2), createArray(2, 3))") == "[1,2,3]");
  // Keys that differ by case are two keys, as in Resource Manager's objects (PSRule case).
  CHECK(evalJson("union(createObject('A', 1), createObject('a', 2))") == R"({"A":1,"a":2})");
  CHECK(evalJson("union(createObject('A', 1), createObject('A', 2))") == R"({"A":2})");
  CHECK_THAT(evalJson("union(createObject(), createArray())"), Catch::Contains("union: argument 2 must be an object"));
  CHECK_THAT(evalJson("union('a', 'b')"), Catch::Contains("union: argument 1 must be an array or an object"));
}

TEST_CASE("range: doc example and limits", "[fn-array]") {
  CHECK(evalJson("range(5, 3)") == "[5,6,7]");
  CHECK(evalJson("range(0, 3)") == "[0,1,2]");  // bicepparam oracle
  CHECK(evalJson("range(-2, 0)") == "[]");
  CHECK(evalJson("length(range(1, 10000))") == "10000");
  CHECK_THAT(evalJson("range(1, 10001)"), Catch::Contains("range: argument 2 must be a count between 0 and 10000"));
  CHECK_THAT(evalJson("range(1, -1)"), Catch::Contains("between 0 and 10000"));
  CHECK(evalJson("last(range(2147483637, 10))") == "2147483646");
  CHECK_THAT(evalJson("range(2147483640, 10)"), Catch::Contains("no greater than 2147483647"));
}
