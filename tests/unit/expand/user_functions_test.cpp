// User-defined functions as Bicep emits them, expanded (issue 18).
#include <catch2/catch.hpp>

#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;

TEST_CASE("functions: an imported function reads an imported variable", "[expand][functions]") {
  // Bicep inlines the variable as '_1.greeting' and the function body reads variables('_1.greeting').
  auto e = test::expandBicep(R"(
import { greet } from 'constants.bicep'
output msg string = greet('bob')
)",
                             {{"constants.bicep", R"(
@export()
var greeting = 'Hello {0}!'

@export()
func greet(name string) string => format(greeting, name)
)"}});
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("msg") == "\"Hello bob!\"");
}

TEST_CASE("functions: a function body reads its own parameters only", "[expand][functions]") {
  // ARM's documented rule; the compiler never emits a template parameter inside a function.
  auto e = test::expandText(R"({
    "languageVersion": "2.0",
    "parameters": {"p": {"type": "string", "defaultValue": "template"}},
    "variables": {"v": "variable"},
    "functions": [{"namespace": "ns", "members": {
      "f": {"parameters": [{"name": "x", "type": "string"}],
            "output": {"type": "string", "value": "[concat(parameters('x'), '-', variables('v'))]"}},
      "g": {"parameters": [], "output": {"type": "string", "value": "[parameters('p')]"}}}}],
    "resources": {},
    "outputs": {"ok": {"type": "string", "value": "[ns.f('arg')]"},
                "bad": {"type": "string", "value": "[ns.g()]"}}})");
  CHECK(e.output("ok") == "\"arg-variable\"");
  CHECK(e.hasDiagnostic("EVAL020"));
}
