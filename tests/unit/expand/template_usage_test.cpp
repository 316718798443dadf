// templateUsage: which parameters and variables a template's expressions read.
#include <catch2/catch.hpp>

#include "engine/expr/parser.hpp"
#include "engine/template/template_usage.hpp"
#include "tests/helpers.hpp"

using namespace pf;

TEST_CASE("template usage: names are read from parameters() and variables() in any case", "[expand][usage]") {
  Value root = test::json(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "parameters": {"Location": {"type": "string"}, "unused": {"type": "string"}, "count": {"type": "int"}},
    "variables": {"Prefix": "[toLower(PARAMETERS('LOCATION'))]", "other": "x", "n": "[Parameters('count')]"},
    "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
                   "name": "[concat(variables('PREFIX'), parameters('location'))]", "location": "[parameters('Location')]",
                   "properties": {"parametersLike": "[parameter('unused')]", "vars": "[variable('other')]"}}]
  })J");
  Diagnostics diags;
  auto tpl = loadTemplate(root, diags);
  REQUIRE(tpl);
  ExpressionCache cache(&test::functions());
  for (const TemplateUsage& u : {templateUsage(*tpl), templateUsage(*tpl, cache)}) {
    CHECK(u.parameters == std::set<std::string, std::less<>>{"count", "location"});
    CHECK(u.variables == std::set<std::string, std::less<>>{"prefix"});
    CHECK(u.parameterUsed("LOCATION"));
    CHECK_FALSE(u.parameterUsed("unused"));
    CHECK_FALSE(u.variableUsed("other"));
    CHECK_FALSE(u.computedParameter);
  }
}

TEST_CASE("template usage: a name read many times and a long name are each kept once, lower-case", "[expand][usage]") {
  std::string longName = "aParameterWhoseNameIsLongerThanSixtyFourCharactersForTheLookupKeyX";
  Value root = test::json(R"J({
    "parameters": {")J" + longName + R"J(": {"type": "string"}, "a": {"type": "string"}},
    "outputs": {"o": {"type": "string", "value": "[concat(parameters('A'), parameters('a'), parameters(')J" +
                          toUpperAscii(longName) + R"J('))]"}}
  })J");
  Diagnostics diags;
  auto tpl = loadTemplate(root, diags);
  REQUIRE(tpl);
  TemplateUsage u = templateUsage(*tpl);
  CHECK(u.parameters == std::set<std::string, std::less<>>{"a", toLowerAscii(longName)});
  CHECK(u.parameterUsed(longName));
  CHECK(u.parameterUsed(toUpperAscii(longName)));
  CHECK_FALSE(u.parameterUsed(longName + "y"));
}

TEST_CASE("template usage: reads inside member access, indexes and argument-less calls are found", "[expand][usage]") {
  Value root = test::json(R"J({
    "parameters": {"o": {"type": "object"}, "n": {"type": "string"}},
    "variables": {"i": 0, "j": "[resourceGroup().location]",
                  "k": "[parameters('o').items[variables('i')][length(parameters('N'))].name]"}
  })J");
  Diagnostics diags;
  auto tpl = loadTemplate(root, diags);
  REQUIRE(tpl);
  TemplateUsage u = templateUsage(*tpl);
  CHECK(u.parameters == std::set<std::string, std::less<>>{"n", "o"});
  CHECK(u.variables == std::set<std::string, std::less<>>{"i"});
}
