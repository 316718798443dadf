// Object keys as Resource Manager treats them (PSRule for Azure's expansion cases, issue 20):
// property names that are expressions are evaluated, and keys that differ only by case are two
// keys, looked up by exact spelling first (PSRule.Rules.Azure#794 observed this of ARM).
#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"
#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;
using test::expandText;

TEST_CASE("object keys: an expression used as a property name is evaluated", "[expand][object-keys]") {
  auto e = test::expandBicep(R"(
param identityId string = '/subscriptions/s/resourceGroups/rg/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id1'
resource site 'Microsoft.Web/sites@2022-09-01' = {
  name: 'app'
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: {
      '${identityId}': {}
    }
  }
  tags: {
    'hidden-link:${identityId}': 'Resource'
  }
}
)");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("app", "identity.userAssignedIdentities") ==
        R"({"/subscriptions/s/resourceGroups/rg/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id1":{}})");
  CHECK(e.at("app", "tags") ==
        R"({"hidden-link:/subscriptions/s/resourceGroups/rg/providers/Microsoft.ManagedIdentity/userAssignedIdentities/id1":"Resource"})");
}

TEST_CASE("object keys: 'True' and 'true' are two keys; lookups try the exact spelling first", "[expand][object-keys]") {
  // The template of PSRule.Rules.Azure#794, with ARM's results.
  auto e = expandText(R"({
    "variables": {"lookup": {"True": {"value": "True"}, "true": {"value": "true"}, "false": {"value": "false"}},
                  "made": "[createObject('True', 1, 'true', 2)]"},
    "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st",
      "properties": {"value1": "[variables('lookup')[string(empty(''))].value]",
                     "value2": "[variables('lookup')[tolower(string(empty('')))].value]",
                     "value3": "[variables('lookup')[string(not(empty('')))].value]",
                     "made": "[variables('made')]",
                     "madeUpper": "[variables('made').TRUE]"}}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK_FALSE(e.hasDiagnostic("JSON007"));
  CHECK(e.at("st", "properties.value1") == "\"True\"");
  CHECK(e.at("st", "properties.value2") == "\"true\"");
  CHECK(e.at("st", "properties.value3") == "\"false\"");  // 'False' is not there: 'false' is
  CHECK(e.at("st", "properties.made") == R"({"True":1,"true":2})");
  CHECK(e.at("st", "properties.madeUpper") == "1");
}

TEST_CASE("object keys: spreads keep keys that differ by case (from Bicep)", "[expand][object-keys]") {
  auto e = test::expandBicep(R"(
var a = {A: 1, b: 1}
var b = {a: 2, b: 2}
output o object = {...a, ...b}
)");
  INFO(e.diagnostics());
  CHECK(e.output("o") == R"({"A":1,"b":2,"a":2})");
}

TEST_CASE("object keys: a template section naming one thing twice keeps the later, with a warning", "[expand][object-keys]") {
  // Names of parameters, variables and outputs ignore case in Resource Manager.
  auto e = expandText(R"({
    "variables": {"v": 1, "V": 2},
    "resources": [],
    "outputs": {"o": {"type": "int", "value": "[variables('v')]"}}})");
  CHECK(e.loadDiags.items().size() == 1);
  CHECK(e.loadDiags.items()[0].code == "TPL009");
  CHECK(e.output("o") == "2");
}
