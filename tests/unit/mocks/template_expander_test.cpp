// expandTemplate: placeholders filled from the subject; what cannot be filled becomes an unknown
// named by where it sits in the template.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "mocks/template_expander.hpp"
#include "tests/helpers.hpp"

using namespace pf;

TEST_CASE("mock templates: a placeholder that cannot be filled is an unknown named by its path", "[mocks]") {
  mocks::Subject s;
  s.id = "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Web/sites/app";
  s.idUnknown = false;
  s.names = {"app"};
  Value tmpl = test::json(R"J({"host": "{name}.example", "list": [1, {"odd key": "{prop:missing}"}],
      "plain": "no placeholders", "kept": "{{Secret}}"})J");
  mocks::Expansion ex = mocks::expandTemplate(tmpl, s, "reference('x').");
  CHECK(ex.missing);
  CHECK_FALSE(ex.unknown);
  CHECK(ex.value.get("host")->str() == "app.example");
  CHECK(ex.value.get("plain")->str() == "no placeholders");
  CHECK_FALSE(ex.value.get("plain")->loc().known());  // a plain value, as the filled ones are
  CHECK(ex.value.get("kept")->str() == "{{Secret}}");
  const Value* odd = ex.value.get("list")->at(1)->get("odd key");
  REQUIRE(odd);
  REQUIRE(odd->isUnknown());
  CHECK(odd->unknownData().expr == "reference('x').list[1]['odd key']");
  // The template itself is left as it was.
  CHECK(tmpl.get("host")->str() == "{name}.example");
}
