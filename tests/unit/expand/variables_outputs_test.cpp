#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"

using namespace pf;
using test::expandText;

TEST_CASE("variables: evaluated lazily in dependency order", "[expand][vars]") {
  auto e = expandText(R"({"variables": {"b": "[concat(variables('a'), 'b')]", "a": "[concat('a', 'x')]"},
                          "outputs": {"o": {"type": "string", "value": "[variables('b')]"}}})");
  CHECK(e.output("o") == "\"axb\"");
}

TEST_CASE("variables: read in any case, long names too", "[expand][vars]") {
  auto e = expandText(R"({"variables": {"Base": "b",
                                        "aVariableWhoseNameIsLongerThanSixtyFourCharactersForTheLookupKeyX": "[concat(variables('BASE'), 'x')]"},
                          "outputs": {"o": {"type": "string",
                            "value": "[concat(variables('base'), variables('AVARIABLEWHOSENAMEISLONGERTHANSIXTYFOURCHARACTERSFORTHELOOKUPKEYX'))]"}}})");
  INFO(e.diagnostics());
  CHECK(e.output("o") == "\"bbx\"");
}

TEST_CASE("variables: a cycle is a diagnostic naming it", "[expand][vars]") {
  auto e = expandText(R"({"variables": {"a": "[variables('b')]", "b": "[variables('c')]", "c": "[variables('a')]"}})");
  REQUIRE(e.hasDiagnostic("EXP007"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("'a' -> 'b' -> 'c' -> 'a'"));
}

TEST_CASE("variables: variable copy loops and property copies inside variables", "[expand][vars]") {
  auto e = expandText(R"({"variables": {
      "copy": [{"name": "names", "count": 3, "input": "[concat('n', copyIndex('names'))]"}],
      "obj": {"copy": [{"name": "items", "count": 2, "input": {"i": "[copyIndex('items')]"}}]}},
    "outputs": {"o": {"type": "array", "value": "[variables('names')]"},
                "p": {"type": "object", "value": "[variables('obj')]"}}})");
  INFO(e.diagnostics());
  CHECK(e.output("o") == R"(["n0","n1","n2"])");
  CHECK(e.output("p") == R"({"items":[{"i":0},{"i":1}]})");
}

TEST_CASE("outputs: condition, copy and type checks", "[expand][outputs]") {
  auto e = expandText(R"({"outputs": {
      "skip": {"type": "string", "condition": "[equals(1, 2)]", "value": "x"},
      "list": {"type": "array", "copy": {"count": 3, "input": "[copyIndex()]"}},
      "wrong": {"type": "int", "value": "text"}}})");
  CHECK(e.output("skip") == "<missing>");
  CHECK(e.output("list") == "[0,1,2]");
  CHECK(e.hasDiagnostic("EXP020"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("the template output 'wrong'"));
}

TEST_CASE("expand: more than 512 variables is EXP065 (Resource Manager's limit); a copy loop counts once",
          "[expand][limits][silent]") {
  auto variables = [](int n, bool loop) {
    std::string v;
    for (int i = 0; i < n; ++i) v += (i ? ", " : "") + std::string("\"v") + std::to_string(i) + "\": " + std::to_string(i);
    if (loop) v += R"(, "copy": [{"name": "looped", "count": 3, "input": "[copyIndex('looped')]"}])";
    return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
      "contentVersion": "1.0.0.0", "variables": {)" + v + R"(}, "resources": []})";
  };
  auto over = pf::test::expandText(variables(513, false));
  CHECK(over.hasDiagnostic("EXP065"));
  auto at = pf::test::expandText(variables(511, true));
  CHECK_FALSE(at.hasDiagnostic("EXP065"));
  auto loopOver = pf::test::expandText(variables(512, true));
  CHECK(loopOver.hasDiagnostic("EXP065"));
}

TEST_CASE("outputs: a value that breaks its declaration is reported naming the output, once per violation",
          "[expand][outputs]") {
  auto e = expandText(R"({"outputs": {"o": {"type": "string", "minLength": 5, "allowedValues": ["abcdef"], "value": "abc"}}})");
  std::string d = e.diagnostics();
  INFO(d);
  size_t first = d.find("The provided value for the template output 'o' is not valid.");
  REQUIRE(first != std::string::npos);
  CHECK(d.find("The provided value for the template output 'o' is not valid.", first + 1) != std::string::npos);
}
