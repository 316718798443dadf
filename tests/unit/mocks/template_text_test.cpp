// The data files' value templates as text: placeholders among plain runs, kept "{{...}}",
// malformed braces, and the member paths that name an unknown value.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "mocks/template_expander.hpp"

using namespace pf;
using namespace pf::mocks;

TEST_CASE("mock templates: placeholders between runs of plain text", "[mocks]") {
  Subject s;
  s.id = "/subscriptions/x/resourceGroups/rg/providers/Microsoft.Web/sites/app1";
  s.type = "Microsoft.Web/sites";
  s.names = {"app1"};
  Value tmpl(Object{{"host", "{name}.azurewebsites.net"},
                    {"both", "https://{name|upper}/{type}/end"},
                    {"kept", "Key={{Secret}};Name={name}"},
                    {"plain", "no placeholder at all"}});
  Expansion x = expandTemplate(tmpl, s, "p:");
  CHECK_FALSE(x.missing);
  CHECK_FALSE(x.unknown);
  CHECK(x.value.get("host")->str() == "app1.azurewebsites.net");
  CHECK(x.value.get("both")->str() == "https://APP1/Microsoft.Web/sites/end");
  CHECK(x.value.get("kept")->str() == "Key={{Secret}};Name=app1");
  CHECK(x.value.get("plain")->str() == "no placeholder at all");
}

TEST_CASE("mock templates: a stray brace is malformed wherever it stands", "[mocks]") {
  CHECK(checkTemplate(Value("text } more")).has_value());
  CHECK(checkTemplate(Value("text { more")).has_value());
  CHECK(checkTemplate(Value("{{ never closed")).has_value());
  CHECK_FALSE(checkTemplate(Value("a {name} b {{x}} c")).has_value());
}

TEST_CASE("mock templates: member paths and the path of an unknown value", "[mocks]") {
  CHECK(appendMemberPath("", "properties") == "properties");
  CHECK(appendMemberPath("properties", "hostName") == "properties.hostName");
  CHECK(appendMemberPath("properties", "a-b") == "properties['a-b']");
  CHECK(appendMemberPath("", "it's") == "['it''s']");
  // A value that cannot be resolved is unknown under its path in the template.
  Subject s;
  Value tmpl(Object{{"properties", Object{{"odd-key", "{prop:missing}"}}}});
  Expansion x = expandTemplate(tmpl, s, "p:");
  CHECK(x.missing);
  REQUIRE(x.value.get("properties")->get("odd-key")->isUnknown());
  CHECK(x.value.get("properties")->get("odd-key")->unknownData().expr == "p:properties['odd-key']");
}
