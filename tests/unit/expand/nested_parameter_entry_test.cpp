// A nested deployment's parameter entry written as one expression (older Bicep releases emitted
// this for ternary module arguments): Resource Manager evaluates it to {"value": ...}.
#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"

using pf::test::expandText;

TEST_CASE("nested: a parameter entry that is one expression giving {value}", "[expand][nested]") {
  auto e = expandText(R"({
    "parameters": {"n": {"type": "string", "defaultValue": ""}},
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "parameters": {"p": "[if(not(empty(parameters('n'))), createObject('value', parameters('n')), createObject('value', 'fallback'))]"},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0",
           "parameters": {"p": {"type": "string"}},
           "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
                          "name": "[parameters('p')]", "properties": {}}]}}}
    ]})");
  INFO(e.diagnostics());
  CHECK(e.require("fallback").get("type")->str() == "Microsoft.Storage/storageAccounts");
  CHECK(e.diagnostics().find("EXP001") == std::string::npos);
}
