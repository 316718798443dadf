// startsWith, endsWith, toLower, toUpper, trim, padLeft, replace, split, join, substring,
// string, like. Doc rows come from template-functions-string.md output tables.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/unit/functions/string_test_support.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("startsWith/endsWith: docs table, case-insensitive", "[fn-string]") {
  CHECK(evalJson("startsWith('abcdef', 'ab')") == "true");    // startsTrue
  CHECK(evalJson("startsWith('abcdef', 'A')") == "true");     // startsCapTrue
  CHECK(evalJson("startsWith('abcdef', 'e')") == "false");    // startsFalse
  CHECK(evalJson("endsWith('abcdef', 'ef')") == "true");      // endsTrue
  CHECK(evalJson("endsWith('abcdef', 'F')") == "true");       // endsCapTrue
  CHECK(evalJson("endsWith('abcdef', 'e')") == "false");      // endsFalse
  // Bicep baseline (real engine): endsWith('foo', 'o'), startsWith('abc', 'a').
  CHECK(evalJson("endsWith('foo', 'o')") == "true");
  CHECK(evalJson("startsWith('abc', 'a')") == "true");
}

TEST_CASE("startsWith/endsWith: edges", "[fn-string]") {
  CHECK(evalJson("startsWith('abc', '')") == "true");
  CHECK(evalJson("endsWith('abc', '')") == "true");
  CHECK(evalJson("startsWith('ab', 'abc')") == "false");
  CHECK(evalJson("endsWith('', 'a')") == "false");
  CHECK(evalJson("startsWith('ÄBC', 'äb')") == "true");  // invariant case folding beyond ASCII
  CHECK_THAT(evalJson("startsWith(1, 'a')"),
             Catch::Contains("EVAL002") && Catch::Contains("startsWith: argument 1 must be a string") &&
                 Catch::Contains("an int (1)"));
  CHECK_THAT(evalJson("endsWith('a')"), Catch::Contains("EVAL001") && Catch::Contains("endsWith"));
}

TEST_CASE("toLower/toUpper/trim: docs tables", "[fn-string]") {
  CHECK(evalJson("toLower('One Two Three')") == R"("one two three")");
  CHECK(evalJson("toUpper('One Two Three')") == R"("ONE TWO THREE")");
  CHECK(evalJson("trim('    one two three   ')") == R"("one two three")");
  // Bicep baseline (real engine).
  CHECK(evalJson("toLower('AiKInIniIN')") == R"("aikininiin")");
  CHECK(evalJson("toUpper('AiKInIniIN')") == R"("AIKININIIN")");
  CHECK(evalJson("trim('  adf asdf  ')") == R"("adf asdf")");
}

TEST_CASE("toLower/toUpper/trim: Unicode and errors", "[fn-string]") {
  CHECK(evalJson("toUpper('straße ÿ é')") == R"("STRAßE Ÿ É")");  // simple mapping: ß stays
  CHECK(evalJson("toLower('ÀÉÎ ΣΑ Д')") == R"("àéî σα д")");
  CHECK(evalJson("trim('\t a b \u00a0')") == R"("a b")");
  CHECK(evalJson("trim('')") == R"("")");
  CHECK_THAT(evalJson("toLower(createArray())"), Catch::Contains("toLower: argument 1 must be a string"));
  CHECK_THAT(evalJson("trim(json('null'))"), Catch::Contains("trim: argument 1 must be a string, but it is null"));
}

TEST_CASE("padLeft: docs, oracle and edges", "[fn-string]") {
  CHECK(evalJson("padLeft('123', 10, '0')") == R"("0000000123")");  // docs
  CHECK(evalJson("padLeft(13, 5)") == R"("   13")");                 // Bicep baseline (real engine)
  CHECK(evalJson("padLeft('abcdef', 3, '0')") == R"("abcdef")");     // never truncates
  CHECK(evalJson("padLeft('ab', 2)") == R"("ab")");
  CHECK(evalJson("padLeft(-5, 4, '0')") == R"("00-5")");             // .NET PadLeft of "-5"
  CHECK(evalJson("padLeft('é', 3, '·')") == R"("··é")");             // lengths count characters
  CHECK(evalJson("padLeft('x', 4, '€')") == R"("€€€x")");            // a three-byte padding character
  CHECK(evalJson("length(padLeft('', 4194304, 'x'))") == "4194304");  // the longest allowed: 4 MB, as a value
  CHECK_THAT(evalJson("padLeft('', 4194305, 'x')"), Catch::Contains("argument 2 must be a total length of at most 4194304"));
  CHECK_THAT(evalJson("padLeft('a', 3, 'xy')"), Catch::Contains("padLeft: argument 3 must be a single character"));
  CHECK_THAT(evalJson("padLeft('a', 3, '')"), Catch::Contains("argument 3 must be a single character"));
  CHECK_THAT(evalJson("padLeft('a', -1)"), Catch::Contains("argument 2 must be a total length of zero or more"));
  CHECK_THAT(evalJson("padLeft(createObject(), 3)"), Catch::Contains("argument 1 must be a string or an integer"));
  CHECK_THAT(evalJson("padLeft('a')"), Catch::Contains("EVAL001"));
}

TEST_CASE("replace: docs table and edges", "[fn-string]") {
  CHECK(evalJson("replace('123-123-1234', '-', '')") == R"("1231231234")");
  CHECK(evalJson("replace('123-123-1234', '1234', 'xxxx')") == R"("123-123-xxxx")");
  CHECK(evalJson("replace('abc', 'b', '/')") == R"("a/c")");  // Bicep baseline
  CHECK(evalJson("replace('aaa', 'aa', 'b')") == R"("ba")");  // left to right, no overlap
  CHECK(evalJson("replace('Abc', 'a', 'x')") == R"("Abc")");  // case-sensitive
  CHECK(evalJson("replace('abc', 'z', 'y')") == R"("abc")");
  CHECK(evalJson("replace('abc', '', 'x')") == "\"abc\"");  // see arm_leniency_test.cpp
}

TEST_CASE("split: docs table and oracle", "[fn-string]") {
  CHECK(evalJson("split('one,two,three', ',')") == R"(["one","two","three"])");
  CHECK(evalJson("split('one;two,three', createArray(',', ';'))") == R"(["one","two","three"])");
  CHECK(evalJson("split('a/b/c', '/')") == R"(["a","b","c"])");  // Bicep baseline
}

TEST_CASE("split: .NET String.Split semantics", "[fn-string]") {
  CHECK(evalJson("split('a,,b,', ',')") == R"(["a","","b",""])");
  CHECK(evalJson("split('', ',')") == R"([""])");
  CHECK(evalJson("split('abc', 'x')") == R"(["abc"])");
  CHECK(evalJson("split('a--b-c', '--')") == R"(["a","b-c"])");
  // The first separator in array order that matches at a position wins.
  CHECK(evalJson("split('a--b', createArray('-', '--'))") == R"(["a","","b"])");
  CHECK(evalJson("split('a--b', createArray('--', '-'))") == R"(["a","b"])");
  // No non-empty separator: .NET splits on white space.
  CHECK(evalJson("split('a b', '')") == R"(["a","b"])");
  CHECK(evalJson("split('A,b', 'a')") == R"(["A,b"])");  // case-sensitive
  CHECK_THAT(evalJson("split('a', 1)"), Catch::Contains("split: argument 2 must be a string or an array of strings"));
  CHECK_THAT(evalJson("split('a', createArray(1))"), Catch::Contains("item 0 is an int (1)"));
  CHECK_THAT(evalJson("split(1, ',')"), Catch::Contains("split: argument 1 must be a string"));
}

TEST_CASE("join: docs table and edges", "[fn-string]") {
  CHECK(evalJson("join(createArray('one', 'two', 'three'), ',')") == R"("one,two,three")");
  CHECK(evalJson("join(createArray('one', 'two', 'three'), ';')") == R"("one;two;three")");
  CHECK(evalJson("join(createArray('abc', 'def', 'ghi'), '/')") == R"("abc/def/ghi")");  // Bicep baseline
  CHECK(evalJson("join(createArray(), ',')") == R"("")");
  CHECK(evalJson("join(createArray('a'), ', ')") == R"("a")");
  CHECK(evalJson("join(createArray(1, json('true'), 'x'), '-')") == R"("1-True-x")");
  CHECK_THAT(evalJson("join(createArray('a', createObject()), ',')"),
             Catch::Contains("join: argument 1 must be an array of strings (item 1 is an object)"));
  CHECK_THAT(evalJson("join('abc', ',')"), Catch::Contains("join: argument 1 must be an array"));
  CHECK_THAT(evalJson("join(createArray('a'), 1)"), Catch::Contains("join: argument 2 must be a string"));
}

TEST_CASE("substring: docs, oracle, bounds errors", "[fn-string]") {
  CHECK(evalJson("substring('one two three', 4, 3)") == R"("two")");  // docs
  CHECK(evalJson("substring('asdfasf', 3)") == R"("fasf")");          // Bicep baseline
  CHECK(evalJson("substring('abc')") == R"("abc")");
  CHECK(evalJson("substring('abc', 3)") == R"("")");
  CHECK(evalJson("substring('abc', 1, 0)") == R"("")");
  CHECK(evalJson("substring('héllo', 1, 3)") == R"("éll")");  // indexes count characters
  // The docs' own error example.
  CHECK_THAT(evalJson("substring('1234567890', 0, 11)"),
             Catch::Contains("EVAL010") &&
                 Catch::Contains("The index and length parameters must refer to a location within the string. The "
                                 "index parameter: '0', the length parameter: '11', the length of the string "
                                 "parameter: '10'."));
  CHECK_THAT(evalJson("substring('abc', 4)"),
             Catch::Contains("The index parameter: '4', the length of the string parameter: '3'."));
  CHECK_THAT(evalJson("substring('abc', -1)"), Catch::Contains("The index parameter: '-1'"));
  CHECK_THAT(evalJson("substring('abc', 1, -1)"), Catch::Contains("the length parameter: '-1'"));
  CHECK_THAT(evalJson("substring('abc', 'a')"), Catch::Contains("substring: argument 2 must be an integer"));
  CHECK_THAT(evalJson("substring('abc', 0, 1, 2)"), Catch::Contains("EVAL001"));
}

TEST_CASE("string: docs table", "[fn-string]") {
  CHECK(evalJson("string(parameters('o'))", R"({"o":{"valueA":10,"valueB":"Example Text"}})") ==
        R"("{\"valueA\":10,\"valueB\":\"Example Text\"}")");
  CHECK(evalJson("string(createArray('a', 'b', 'c'))") == R"("[\"a\",\"b\",\"c\"]")");
  CHECK(evalJson("string(5)") == R"("5")");
  CHECK(evalJson("string('asdf')") == R"("asdf")");  // Bicep baseline
}

TEST_CASE("string: scalars as .NET prints them", "[fn-string]") {
  CHECK(evalJson("string(json('true'))") == R"("True")");
  CHECK(evalJson("string(json('false'))") == R"("False")");
  CHECK(evalJson("string(json('null'))") == R"("")");
  CHECK(evalJson("string(json('1.5'))") == R"("1.5")");
  CHECK(evalJson("string(-7)") == R"("-7")");
  // Nested values keep JSON spelling: true, null, 1.0.
  CHECK(evalJson("string(createArray(json('true'), json('null'), json('1.0')))") == R"("[true,null,1.0]")");
  CHECK(evalJson("string(createObject())") == R"("{}")");
}

TEST_CASE("string/join/split: unknown content makes the result unknown", "[fn-string]") {
  auto setup = test::withUnknownParameter();
  CHECK(test::evalWith(setup, "string(createArray(1, parameters('u')))") ==
        R"("[string(createArray(1, reference('x').y))]")");
  CHECK(test::evalWith(setup, "join(createArray('a', parameters('u')), ',')") ==
        R"("[join(createArray('a', reference('x').y), ',')]")");
  CHECK(test::evalWith(setup, "split('a,b', createArray(parameters('u')))") ==
        R"("[split('a,b', createArray(reference('x').y))]")");
  CHECK(test::evalWith(setup, "toUpper(parameters('u'))") == R"("[toUpper(reference('x').y)]")");
}

TEST_CASE("like: '*' wildcard, case-insensitive", "[fn-string]") {
  CHECK(evalJson("like('OneTwoThree', '*Two*')") == "true");
  CHECK(evalJson("like('OneTwoThree', 'Two*')") == "false");
  CHECK(evalJson("like('OneTwoThree', 'one*')") == "true");
  CHECK(evalJson("like('OneTwoThree', '*THREE')") == "true");
  CHECK(evalJson("like('OneTwoThree', 'OneTwoThree')") == "true");
  CHECK(evalJson("like('OneTwoThree', 'OneTwo')") == "false");
  // An end-anchored segment whose text also occurs earlier (Azure/bicep#19885).
  CHECK(evalJson("like('abcbc', '*bc')") == "true");
  CHECK(evalJson("like('abcabd', 'a*d')") == "true");
  CHECK(evalJson("like('abcabc', 'a*b*c')") == "true");
  CHECK(evalJson("like('', '*')") == "true");
  CHECK(evalJson("like('', '')") == "true");
  CHECK(evalJson("like('a', '')") == "false");
  CHECK(evalJson("like('ab', '?b')") == "false");  // only '*' is a wildcard
  CHECK(evalJson("like('?b', '?b')") == "true");
  CHECK_THAT(evalJson("like('a', 1)"), Catch::Contains("like: argument 2 must be a string"));
}
