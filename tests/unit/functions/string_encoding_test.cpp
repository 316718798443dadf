// base64, base64ToString, base64ToJson, dataUri, dataUriToString, json.
#include <catch2/catch.hpp>

#include "functions/detail/base64.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/functions/string_test_support.hpp"

using namespace pf;
using test::evalJson;

TEST_CASE("base64 family: docs table", "[fn-string]") {
  CHECK(evalJson("base64('one, two, three')") == R"("b25lLCB0d28sIHRocmVl")");
  CHECK(evalJson("base64ToString(base64('one, two, three'))") == R"("one, two, three")");
  CHECK(evalJson("base64ToJson(base64('{''one'': ''a'', ''two'': ''b''}'))") == R"({"one":"a","two":"b"})");
  CHECK(evalJson("base64('{''one'': ''a'', ''two'': ''b''}')") == R"("eydvbmUnOiAnYScsICd0d28nOiAnYid9")");
}

TEST_CASE("base64 family: Bicep baseline (real engine)", "[fn-string]") {
  CHECK(evalJson("base64ToString(base64('abc'))") == R"("abc")");
  CHECK(evalJson("base64ToJson(base64('{\"hi\": \"there\"}')).hi") == R"("there")");
}

TEST_CASE("base64 family: padding, UTF-8 and errors", "[fn-string]") {
  CHECK(evalJson("base64('')") == R"("")");
  CHECK(evalJson("base64('a')") == R"("YQ==")");
  CHECK(evalJson("base64('ab')") == R"("YWI=")");
  CHECK(evalJson("base64('é')") == R"("w6k=")");
  CHECK(evalJson("base64ToString('w6k=')") == R"("é")");
  CHECK(evalJson("base64ToString('YW Jj\n')") == R"("abc")");  // white space is ignored
  CHECK(evalJson("base64ToString('/w==')") == "\"\xEF\xBF\xBD\"");  // not UTF-8: U+FFFD
  CHECK_THAT(evalJson("base64ToString('abc')"),
             Catch::Contains("base64ToString: argument 1 must be a valid base-64 string"));
  CHECK_THAT(evalJson("base64ToString('ab$=')"), Catch::Contains("not a valid Base-64 string"));
  CHECK_THAT(evalJson("base64ToJson(base64('{nope'))"),
             Catch::Contains("base64ToJson: the decoded value is not valid JSON"));
  CHECK_THAT(evalJson("base64(1)"), Catch::Contains("base64: argument 1 must be a string"));
  CHECK(base64Decode("YQ=") == std::nullopt);
  CHECK(base64Decode("Y===") == std::nullopt);
  CHECK(base64Encode(std::string("\0\xff", 2)) == "AP8=");
}

TEST_CASE("dataUri family: docs table and oracle", "[fn-string]") {
  CHECK(evalJson("dataUri('Hello')") == R"("data:text/plain;charset=utf8;base64,SGVsbG8=")");
  CHECK(evalJson("dataUriToString('data:;base64,SGVsbG8sIFdvcmxkIQ==')") == R"("Hello, World!")");
  CHECK(evalJson("dataUriToString(dataUri('abc'))") == R"("abc")");  // Bicep baseline
}

TEST_CASE("dataUri family: edges", "[fn-string]") {
  CHECK(evalJson("dataUriToString('data:text/plain;charset=utf8;base64,SGVsbG8=')") == R"("Hello")");
  CHECK(evalJson("dataUriToString('data:,SGVsbG8sIFdvcmxkIQ==')") == R"("SGVsbG8sIFdvcmxkIQ==")");
  CHECK(evalJson("dataUriToString('DATA:text/plain,Hello%20World')") == R"("Hello World")");
  CHECK(evalJson("dataUriToString(dataUri('é ü'))") == R"("é ü")");
  CHECK_THAT(evalJson("dataUriToString('SGVsbG8sIFdvcmxkIQ==')"),
             Catch::Contains("dataUriToString: argument 1 must be a data URI"));
  CHECK_THAT(evalJson("dataUriToString('data:;base64,@@@')"), Catch::Contains("valid base-64 data"));
}

TEST_CASE("dataUri: a value that is not a string is serialised as JSON first (issue 18)", "[fn-string]") {
  CHECK(evalJson("dataUri(100)") == R"("data:application/json;charset=utf8;base64,MTAw")");
  CHECK(evalJson("dataUri(true())") == R"("data:application/json;charset=utf8;base64,dHJ1ZQ==")");
  CHECK(evalJson("dataUri(createObject('a', 1))") == R"("data:application/json;charset=utf8;base64,eyJhIjoxfQ==")");
  CHECK(evalJson("dataUriToString(dataUri(createArray(1, 'x')))") == R"("[1,\"x\"]")");
  CHECK(evalJson("dataUri(null())") == R"("data:application/json;charset=utf8;base64,bnVsbA==")");
}

TEST_CASE("json: the docs' sample (object functions page)", "[fn-string]") {
  CHECK(evalJson("json('null')") == "null");
  CHECK(evalJson("json('{\"a\": \"b\"}')") == R"({"a":"b"})");
  CHECK(evalJson("json('\"test\"')") == R"("test")");
  CHECK(evalJson("json('true')") == "true");
  CHECK(evalJson("json('3')") == "3");
  CHECK(evalJson("json('[1,2,3 ]')") == "[1,2,3]");
  CHECK(evalJson("json(concat('{\"a\": \"', 'demo value', '\"}'))") == R"({"a":"demo value"})");
}

TEST_CASE("json: lenient like ARM's reader; errors", "[fn-string]") {
  CHECK(evalJson("json('{''a'': ''b''}')") == R"({"a":"b"})");  // single-quoted pseudo-JSON
  CHECK(evalJson("json('1.5')") == "1.5");
  CHECK(evalJson("json('.25')") == "0.25");  // Newtonsoft reads it; deployed quickstarts use it
  CHECK(evalJson("json('-.5')") == "-0.5");
  CHECK(evalJson("json('1.')") == "1.0");
  CHECK_THAT(evalJson("json('.')"), Catch::Contains("not valid JSON"));
  CHECK_THAT(evalJson("json('-')"), Catch::Contains("not valid JSON"));
  CHECK(evalJson("json(' [1] ')") == "[1]");
  CHECK(evalJson("json('{\"A\": 1}').a") == "1");  // case-insensitive member access
  CHECK_THAT(evalJson("json('{')"), Catch::Contains("EVAL010") && Catch::Contains("json: the argument is not valid JSON"));
  CHECK_THAT(evalJson("json('')"), Catch::Contains("json: the argument is not valid JSON"));
  CHECK_THAT(evalJson("json(1)"), Catch::Contains("json: argument 1 must be a string"));
}
