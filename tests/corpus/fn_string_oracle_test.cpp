// The string and date functions against real ARM engine outputs: Azure/bicep's
// baselines_bicepparam/Expressions/parameters.json holds what Azure.Deployments.Expression
// computed for each entry of parameters.bicepparam; here each entry is written as the
// ARM expression Bicep compiles it to.
#include <catch2/catch.hpp>
#include <utility>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/helpers.hpp"

using namespace pf;

TEST_CASE("bicepparam Expressions oracle: string and date functions", "[corpus][fn-string]") {
  PF_REQUIRE_CORPUS();
  auto path = test::corpusRoot() / "bicep-baselines" / "_bicepparam" / "Expressions" / "parameters.json";
  auto text = readFile(path.string());
  REQUIRE(text);
  Value params = test::json(*text);
  const Value* expected = params.get("parameters");
  REQUIRE(expected);
  expected = expected->get("myObject");
  REQUIRE(expected);
  expected = expected->get("value");
  REQUIRE(expected);

  const std::pair<const char*, const char*> cases[] = {
      {"base64ToString", "base64ToString(base64('abc'))"},
      {"base64ToJson", "base64ToJson(base64('{\"hi\": \"there\"}')).hi"},
      {"dataUriToString", "dataUriToString(dataUri('abc'))"},
      {"dateTimeAdd", "dateTimeAdd(dateTimeFromEpoch(1680224438), 'P1D')"},
      {"dateTimeToEpoch", "dateTimeToEpoch(dateTimeFromEpoch(1680224438))"},
      {"endsWith", "endsWith('foo', 'o')"},
      {"format", "format('->{0}<-', 123)"},
      {"guid", "guid('asdf')"},
      {"join", "join(createArray('abc', 'def', 'ghi'), '/')"},
      {"padLeft", "padLeft(13, 5)"},
      {"replace", "replace('abc', 'b', '/')"},
      {"split", "split('a/b/c', '/')"},
      {"startsWith", "startsWith('abc', 'a')"},
      {"string", "string('asdf')"},
      {"substring", "substring('asdfasf', 3)"},
      {"toLower", "toLower('AiKInIniIN')"},
      {"toUpper", "toUpper('AiKInIniIN')"},
      {"trim", "trim('  adf asdf  ')"},
      {"uniqueString", "uniqueString('asd', 'asdf', 'asdf')"},
      {"uri", "uri('https://github.com', 'Azure/bicep')"},
      {"uriComponent", "uriComponent('UB*8h 0+=_)9h9n')"},
      {"uriComponentToString", "uriComponentToString('%20%25%20')"},
  };
  for (const auto& [key, expr] : cases) {
    INFO(key << ": " << expr);
    const Value* want = expected->get(key);
    REQUIRE(want);
    auto got = test::eval(expr);
    REQUIRE(got);
    CHECK(toJson(*got) == toJson(*want));
  }
}
