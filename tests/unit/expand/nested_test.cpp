#include <catch2/catch.hpp>

#include "engine/expand/deployment.hpp"
#include "engine/template/template_file.hpp"
#include "tests/expand_helpers.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;
using test::expandText;
using test::TempDir;

TEST_CASE("nested: inner scope gets its parameters by value and outputs flow back", "[expand][nested]") {
  auto e = expandText(R"({
    "variables": {"v": "parent"},
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "parameters": {"p": {"value": "[concat(variables('v'), '-value')]"}},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0",
           "parameters": {"p": {"type": "string"}},
           "variables": {"v": "child"},
           "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
                          "name": "[concat('st', variables('v'))]", "properties": {"fromParent": "[parameters('p')]"}}],
           "outputs": {"out": {"type": "string", "value": "[concat(parameters('p'), '!')]"}}}}},
      {"type": "Microsoft.Web/sites", "apiVersion": "2022-09-01", "name": "app",
       "properties": {"x": "[reference(resourceId('Microsoft.Resources/deployments', 'inner')).outputs.out.value]"}}
    ]})");
  INFO(e.diagnostics());
  CHECK(e.at("stchild", "properties.fromParent") == "\"parent-value\"");
  CHECK(e.at("app", "properties.x") == "\"parent-value!\"");
  REQUIRE(e.result.deployments.size() == 2);
  CHECK(e.result.deployments.at(1).get("path")->str() == "preflight-deployment/inner");
  CHECK(e.require("stchild").get("_source")->get("deployment")->str() == "preflight-deployment/inner");
}

TEST_CASE("nested: outer scope evaluates with the parent's parameters and variables", "[expand][nested]") {
  auto e = expandText(R"({
    "parameters": {"p": {"type": "string", "defaultValue": "fromParent"}},
    "resources": [{"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "outer",
       "properties": {"mode": "Incremental",
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0",
           "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
                          "name": "st", "properties": {"p": "[parameters('p')]"}}]}}}]})");
  INFO(e.diagnostics());
  CHECK(e.at("st", "properties.p") == "\"fromParent\"");
}

TEST_CASE("nested: cross-resource-group deployments set the inner context", "[expand][nested]") {
  auto e = expandText(R"({
    "resources": [{"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "other",
       "resourceGroup": "rg2", "subscriptionId": "11111111-1111-1111-1111-111111111111",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
                          "name": "st", "properties": {"rg": "[resourceGroup().name]"}}]}}}]})");
  INFO(e.diagnostics());
  CHECK(e.require("st").get("id")->str() ==
        "/subscriptions/11111111-1111-1111-1111-111111111111/resourceGroups/rg2/providers/Microsoft.Storage/storageAccounts/st");
  CHECK(e.at("st", "properties.rg") == "\"rg2\"");
  CHECK(e.require("other").get("id")->str() ==
        "/subscriptions/11111111-1111-1111-1111-111111111111/resourceGroups/rg2/providers/Microsoft.Resources/deployments/other");
}

namespace {

test::Expanded expandFile(const std::string& path, ExpandOptions opts = {}) {
  test::Expanded e;
  auto tpl = readTemplateFile(path, *e.files, e.loadDiags);
  REQUIRE(tpl);
  e.tpl = std::make_unique<Template>(std::move(*tpl));
  ExpandRequest req;
  req.tpl = e.tpl.get();
  req.templatePath = path;
  ExpandServices services{test::functions(), *e.files, nullptr};
  e.result = expand(req, services, opts);
  return e;
}

const char* kLinked = R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "parameters": {"n": {"type": "string"}},
  "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "[parameters('n')]"}],
  "outputs": {"echo": {"type": "string", "value": "[parameters('n')]"}}})";

}  // namespace

TEST_CASE("nested: linked templates by relativePath and by the _artifactsLocation convention", "[expand][nested]") {
  TempDir dir;
  dir.write("nested/linked.json", kLinked);
  dir.write("main.json", R"({
    "parameters": {"_artifactsLocation": {"type": "string", "defaultValue": "[deployment().properties.templateLink.uri]"},
                   "_artifactsLocationSasToken": {"type": "securestring", "defaultValue": ""}},
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "byPath",
       "properties": {"mode": "Incremental", "templateLink": {"relativePath": "nested/linked.json"},
                      "parameters": {"n": {"value": "stpath"}}}},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "byUri",
       "properties": {"mode": "Incremental",
                      "templateLink": {"uri": "[uri(parameters('_artifactsLocation'), concat('nested/linked.json', parameters('_artifactsLocationSasToken')))]"},
                      "parameters": {"n": {"value": "sturi"}}}}
    ],
    "outputs": {"o": {"type": "string", "value": "[reference('byUri').outputs.echo.value]"}}})");
  auto e = expandFile((dir.path() / "main.json").string());
  INFO(e.diagnostics());
  CHECK(e.resource("stpath"));
  CHECK(e.resource("sturi"));
  CHECK(e.output("o") == "\"sturi\"");
  CHECK_FALSE(e.result.diagnostics.hasErrors());
}

TEST_CASE("nested: linked templates outside the analyzed folder are refused", "[expand][nested]") {
  TempDir dir;
  dir.write("linked.json", kLinked);
  dir.write("sub/main.json", R"({"resources": [{"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01",
      "name": "up", "properties": {"mode": "Incremental", "templateLink": {"relativePath": "../linked.json"},
      "parameters": {"n": {"value": "x"}}}}]})");
  auto e = expandFile((dir.path() / "sub/main.json").string());
  CHECK(e.hasDiagnostic("EXP075"));
  ExpandOptions opts;
  opts.rootDir = dir.str();
  auto ok = expandFile((dir.path() / "sub/main.json").string(), opts);
  INFO(ok.diagnostics());
  CHECK(ok.resource("x"));
}

TEST_CASE("nested: unresolvable links leave outputs unknown with an info diagnostic", "[expand][nested]") {
  auto e = expandText(R"({"resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "remote",
       "properties": {"mode": "Incremental", "templateLink": {"uri": "https://example.com/t.json"}}}],
    "outputs": {"o": {"type": "string", "value": "[reference('remote').outputs.x.value]"}}})");
  CHECK(e.hasDiagnostic("EXP073"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("o") == "\"[reference('/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/Microsoft.Resources/deployments/remote').outputs.x.value]\"");
}

TEST_CASE("nested: in languageVersion 2.0 an inline template without expressionEvaluationOptions has its own scope", "[expand][nested]") {
  auto x = test::expandText(R"({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "languageVersion": "2.0",
    "contentVersion": "1.0.0.0",
    "parameters": {"names": {"type": "array", "defaultValue": ["a", "b"]}},
    "resources": {
      "inner": {
        "type": "Microsoft.Resources/deployments",
        "apiVersion": "2022-09-01",
        "name": "inner",
        "properties": {
          "mode": "Incremental",
          "parameters": {"names1": {"value": "[parameters('names')]"}},
          "template": {
            "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
            "contentVersion": "1.0.0.0",
            "parameters": {"names1": {"type": "array"}},
            "resources": [{
              "copy": {"name": "ips", "count": "[length(parameters('names1'))]"},
              "type": "Microsoft.Network/publicIPAddresses",
              "apiVersion": "2023-05-01",
              "name": "[parameters('names1')[copyIndex()]]",
              "location": "eastus"
            }]
          }
        }
      }
    }
  })");
  INFO(x.diagnostics());
  CHECK_FALSE(x.result.diagnostics.hasErrors());
  CHECK(x.resource("a"));
  CHECK(x.resource("b"));
}

TEST_CASE("nested: an empty inline template (a module that could not be compiled) is not expanded", "[expand][nested]") {
  auto x = test::expandText(R"({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {
        "type": "Microsoft.Resources/deployments",
        "apiVersion": "2022-09-01",
        "name": "registryModule",
        "properties": {
          "mode": "Incremental",
          "expressionEvaluationOptions": {"scope": "inner"},
          "parameters": {"name": {"value": "x"}},
          "template": {}
        }
      }
    ],
    "outputs": {"o": {"type": "string", "value": "[reference('registryModule').outputs.id.value]"}}
  })");
  INFO(x.diagnostics());
  CHECK_FALSE(x.result.diagnostics.hasErrors());
  CHECK(x.hasDiagnostic("EXP077"));
  CHECK_FALSE(x.hasDiagnostic("EXP003"));
}

TEST_CASE("nested: a template given as an expression is evaluated to the template it names (issue 20 #10)",
          "[expand][nested]") {
  // As in AVM's role-assignment modules: a JSON module loaded at compile time into a variable,
  // its expressions escaped "[[...]", deployed with "Outer" and the parameters it declares.
  auto e = expandText(R"({
    "parameters": {"principal": {"type": "string", "defaultValue": "p-1"}},
    "variables": {"$fxv#0": {
      "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
      "contentVersion": "1.0.0.0",
      "parameters": {"name": {"type": "string"}, "principalId": {"type": "string"}},
      "resources": [{"type": "Microsoft.Authorization/roleAssignments", "apiVersion": "2022-04-01",
                     "name": "[[parameters('name')]", "properties": {"principalId": "[[parameters('principalId')]"}}],
      "outputs": {"id": {"type": "string", "value": "[[resourceId('Microsoft.Authorization/roleAssignments', parameters('name'))]"}}}},
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2023-07-01", "name": "ra",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "Outer"},
         "template": "[variables('$fxv#0')]",
         "parameters": {"name": {"value": "[guid('x')]"}, "principalId": {"value": "[parameters('principal')]"}}}}],
    "outputs": {"id": {"type": "string", "value": "[reference('ra').outputs.id.value]"}}})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  auto ras = e.ofType("Microsoft.Authorization/roleAssignments");
  REQUIRE(ras.size() == 1);
  CHECK(ras[0]->get("name")->str() == "51c0fe04-91fa-5688-abb4-481ca7437854");  // uuid5 of 'x'
  CHECK(ras[0]->get("properties")->get("principalId")->str() == "p-1");
  CHECK_THAT(e.output("id"), Catch::Contains("roleAssignments/51c0fe04"));
}

TEST_CASE("nested: a template expression that is not known leaves the deployment unexpanded, with a note",
          "[expand][nested]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2023-07-01", "name": "d",
       "properties": {"mode": "Incremental", "template": "[reference('elsewhere').template]"}}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.hasDiagnostic("EXP077"));
  CHECK_THAT(e.at("d", "properties.outputs"), Catch::Contains("reference("));
}

TEST_CASE("nested: a nested deployment reading a resource of its parent that waits for it is not a cycle",
          "[expand][nested]") {
  // AVM sub-vending: the tags resource merges the tags a nested deployment read from the same
  // resource before (Microsoft.Resources/tags 'default'); that read sees the state before.
  auto e = expandText(R"({
    "$schema": "https://schema.management.azure.com/schemas/2018-05-01/subscriptionDeploymentTemplate.json#",
    "resources": [
      {"type": "Microsoft.Resources/tags", "apiVersion": "2025-04-01", "name": "default",
       "properties": {"tags": "[union(coalesce(reference(subscriptionResourceId('Microsoft.Resources/deployments', 'read'), '2022-09-01').outputs.existing.value, createObject()), createObject('env', 'dev'))]"},
       "dependsOn": ["[subscriptionResourceId('Microsoft.Resources/deployments', 'read')]"]},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "read", "location": "eastus",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2018-05-01/subscriptionDeploymentTemplate.json#",
           "resources": [],
           "outputs": {"existing": {"type": "object",
             "value": "[coalesce(tryGet(reference(subscriptionResourceId('Microsoft.Resources/tags', 'default'), '2025-04-01'), 'tags'), createObject())]"}}}}}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.hasDiagnostic("EXP041"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  // What the tags were before is not known, so neither is the merge.
  CHECK_THAT(e.at("default", "properties.tags"), Catch::Contains("reference("));
}

TEST_CASE("nested: a parameter value built by a copy loop (PSRule case; Bicep `for` in module params)",
          "[expand][nested]") {
  auto e = expandText(R"({
    "variables": {"names": ["a", "b"]},
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "m",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "parameters": {"items": {"copy": [{"name": "value", "count": "[length(variables('names'))]",
                                            "input": "[format('x-{0}', variables('names')[copyIndex('value')])]"}]}},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "parameters": {"items": {"type": "array"}},
           "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st",
                          "properties": {"items": "[parameters('items')]"}}]}}}]})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK_FALSE(e.hasDiagnostic("EXP001"));
  CHECK(e.at("st", "properties.items") == R"(["x-a","x-b"])");
}

TEST_CASE("nested: a `for` expression in module params reaches the module (from Bicep)", "[expand][nested]") {
  auto e = test::expandBicep(R"(
var names = ['a', 'b']
module m 'mod.bicep' = {
  name: 'm'
  params: {
    items: [for n in names: 'x-${n}']
  }
}
)",
                             {{"mod.bicep", "param items array\nresource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
                                            "  name: 'st'\n  properties: { items: items }\n}\n"}});
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("st", "properties.items") == R"(["x-a","x-b"])");
}

TEST_CASE("nested: the deployment resource lists its evaluated parameters as the template spells them", "[expand][nested]") {
  auto e = expandText(R"({
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "parameters": {"PREFIX": {"value": "[toUpper('ab')]"}},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0",
           "parameters": {"preFix": {"type": "string"}, "count": {"type": "int", "defaultValue": 2}},
           "resources": []}}}
    ]})");
  INFO(e.diagnostics());
  // In the order of their lower-case names, as the deployment's summary lists them.
  CHECK(e.at("inner", "properties.parameters") == R"({"count":{"value":2},"preFix":{"value":"AB"}})");
  REQUIRE(e.result.deployments.size() == 2);
  const Value* summarized = e.result.deployments.at(1).get("parameters");
  REQUIRE(summarized);
  CHECK(summarized->obj().size() == 2);
  CHECK(summarized->obj().entries().at(1).first == "preFix");
  CHECK(summarized->get("prefix")->str() == "AB");
}

TEST_CASE("nested: the root's templateLink.uri is its path under the analyzed folder, however the paths are spelled",
          "[expand][nested]") {
  TempDir dir;
  std::string tpl = R"({"resources": [], "outputs": {"u": {"type": "string", "value": "[deployment().properties.templateLink.uri]"}}})";
  dir.write("a/b/main.json", tpl);
  const std::string base = dir.str();
  struct Case {
    std::string root, path, uri;
  };
  std::vector<Case> cases = {
      {base, base + "/a/b/main.json", "a/b/main.json"},           // by text
      {base + "/a", base + "/a/b/main.json", "b/main.json"},      // by text
      {base + "/", base + "/a/b/main.json", "a/b/main.json"},     // a trailing slash
      {base, base + "/a/./b/main.json", "a/b/main.json"},         // a "." element
      {base, base + "/a/b/../b/main.json", "a/b/main.json"},      // a ".." element
      {base + "/a/..", base + "/a/b/main.json", "a/b/main.json"}, // the root spelled otherwise
      {base + "/x", base + "/a/b/main.json", "main.json"},        // not under the root
      {"", base + "/a/b/main.json", "main.json"},                 // no root: beside the template
  };
  for (const auto& c : cases) {
    INFO(c.root << " | " << c.path);
    ExpandOptions opts;
    opts.rootDir = c.root;
    auto e = expandFile(c.path, opts);
    CHECK(e.output("u") == "\"" + std::string(kLocalArtifactsPrefix) + c.uri + "\"");
  }
}
