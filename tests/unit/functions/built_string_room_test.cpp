// replace, format and join build results whose length multiplies their arguments' lengths. They
// stop with EVAL060 once the result passes what the expression's work budget could still pay
// for, instead of building it first: a template of 200 bytes made replace() build 2 GB (8.5 s),
// and the largest arguments would ask for terabytes.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"

using pf::test::evalJson;

TEST_CASE("replace, format, join: results past the work budget stop while they are built", "[fn-string]") {
  CHECK_THAT(evalJson("replace(padLeft('', 4000000, 'a'), 'a', padLeft('', 4000000, 'b'))"), Catch::Contains("EVAL060"));
  std::string many;
  for (int i = 0; i < 100000; ++i) many += "{0}";
  CHECK_THAT(evalJson("format('" + many + "', padLeft('', 4000000, 'a'))"), Catch::Contains("EVAL060"));
  CHECK_THAT(evalJson("format('{0,999999}{0,999999}', 'x')"), !Catch::Contains("EVAL060"));
  CHECK_THAT(evalJson("join(range(0, 10000), padLeft('', 4000000, 'a'))"), Catch::Contains("EVAL060"));
  // Results within the budget are built as before.
  CHECK(evalJson("length(replace(padLeft('', 1000000, 'a'), 'a', 'bc'))") == "2000000");
  CHECK(evalJson("length(join(range(0, 1000), padLeft('', 1000, 'a')))") == std::to_string(999 * 1000 + 10 + 90 * 2 + 900 * 3));
  CHECK(evalJson("length(format('{0}{0}{0}', padLeft('', 1000000, 'a')))") == "3000000");
}
