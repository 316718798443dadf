// preflight expand as users call it: the JSON it prints, the context from preflight.yaml and flags.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::test;

namespace {

const char* kTemplate = R"({
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {"prefix": {"type": "string"}},
  "resources": [{
    "type": "Microsoft.Network/virtualNetworks",
    "apiVersion": "2023-05-01",
    "name": "[concat(parameters('prefix'), '-vnet')]",
    "location": "[resourceGroup().location]"
  }],
  "outputs": {"sub": {"type": "string", "value": "[subscription().subscriptionId]"}}
})";

}  // namespace

TEST_CASE("cli: expand --config applies preflight.yaml's context and parameter defaults; flags win", "[cli][expand]") {
  TempDir dir;
  std::string tpl = dir.write("main.json", kTemplate);
  std::string cfg = dir.write("preflight.yaml", R"(context:
  subscriptionId: 11111111-1111-1111-1111-111111111111
  resourceGroup: {name: rg-app, location: westeurope}
parameters:
  prefix: app
)");
  std::string out, err;
  REQUIRE(runCli("expand '" + tpl + "' --config '" + cfg + "'", &out, &err) == 0);
  Diagnostics d;
  auto v = parseJson(out, 0, d);
  REQUIRE(v);
  const Value& r = v->get("resources")->arr()[0];
  CHECK(r.get("name")->str() == "app-vnet");
  CHECK(r.get("location")->str() == "westeurope");
  CHECK(v->get("outputs")->get("sub")->get("value")->str() == "11111111-1111-1111-1111-111111111111");
  CHECK_THAT(err, !Catch::Contains("EXP001"));

  REQUIRE(runCli("expand '" + tpl + "' --config '" + cfg + "' --location northeurope", &out, &err) == 0);
  auto w = parseJson(out, 0, d);
  REQUIRE(w);
  CHECK(w->get("resources")->arr()[0].get("location")->str() == "northeurope");
}

TEST_CASE("cli: expand --config with an unknown key is a usage error naming it", "[cli][expand]") {
  TempDir dir;
  std::string tpl = dir.write("main.json", kTemplate);
  std::string cfg = dir.write("preflight.yaml", "contxt: {}\n");
  std::string out, err;
  CHECK(runCli("expand '" + tpl + "' --config '" + cfg + "'", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("contxt"));
}
