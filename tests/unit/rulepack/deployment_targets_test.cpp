// ruleTargets: the root deployment target and the `preflight` member of deployment targets.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/expand/deployment_targets.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/expand_helpers.hpp"
#include "tests/helpers.hpp"

using namespace pf;

namespace {

const Value* findTarget(const std::vector<Value>& targets, std::string_view type, std::string_view name) {
  for (const Value& t : targets)
    if (iequals(t.get("type")->str(), type) && t.get("name")->str() == name) return &t;
  return nullptr;
}

std::string entry(const Value& target, std::string_view list, std::string_view name) {
  const Value* items = target.get("preflight") ? target.get("preflight")->get(list) : nullptr;
  if (!items) return "<no list>";
  // Where the entry is declared (file, line, column) is checked on its own below.
  for (const Value& e : items->arr())
    if (e.get("name")->str() == name) {
      Value shown = e;
      for (const char* k : {"file", "line", "column"}) shown.objMut().erase(k);
      return toJson(shown);
    }
  return "<missing>";
}

}  // namespace

TEST_CASE("ruleTargets: a root deployment target first, then the resources", "[rulepack]") {
  static const mocks::MockRuntimeModel runtime;
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "parameters": {
      "adminPassword": {"type": "securestring", "defaultValue": "P@ss"},
      "adminUsername": {"type": "string", "defaultValue": "ops"},
      "count": {"type": "int", "defaultValue": 2}
    },
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "sa1", "location": "eastus",
       "sku": {"name": "Standard_LRS"}, "kind": "StorageV2", "properties": {}}
    ],
    "outputs": {
      "user": {"type": "string", "value": "[parameters('adminUsername')]"},
      "password": {"type": "string", "value": "[parameters('adminPassword')]"},
      "key": {"type": "object", "value": "[listKeys(resourceId('Microsoft.Storage/storageAccounts', 'sa1'), '2023-01-01')]"},
      "secured": {"type": "securestring", "value": "[parameters('adminPassword')]"}
    }
  })J", "", {}, {}, &runtime);
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  REQUIRE(targets.size() == x.result.resources.size() + 1);
  const Value& root = targets[0];
  CHECK(root.get("type")->str() == "Microsoft.Resources/deployments");
  CHECK(root.get("name")->str() == "preflight-deployment");
  CHECK(toJson(*root.get("rootDeployment")) == "true");  // as PSRule for Azure marks it
  CHECK(toJson(*root.get("_source")->get("line")) == "1");
  CHECK(entry(root, "parameters", "adminPassword") ==
        R"({"name":"adminPassword","type":"string","secure":true,"declaredType":"securestring","default":"literal","defaultHasText":true,"used":true})");
  CHECK(entry(root, "parameters", "adminUsername") ==
        R"({"name":"adminUsername","type":"string","secure":false,"declaredType":"string","default":"literal","defaultHasText":true,"used":true})");
  CHECK(entry(root, "parameters", "count") ==
        R"({"name":"count","type":"int","secure":false,"declaredType":"int","default":"literal","defaultHasText":true,"used":false})");
  CHECK(entry(root, "outputs", "user") == R"({"name":"user","type":"string","secure":false,"holdsSecret":false})");
  CHECK(entry(root, "outputs", "password") == R"({"name":"password","type":"string","secure":false,"holdsSecret":true})");
  CHECK(entry(root, "outputs", "key") == R"({"name":"key","type":"object","secure":false,"holdsSecret":true})");
  CHECK(entry(root, "outputs", "secured") == R"({"name":"secured","type":"securestring","secure":true,"holdsSecret":true})");
  // Each entry says where it is declared.
  for (const Value& e : root.get("preflight")->get("parameters")->arr()) {
    CHECK(e.get("line")->asInt() > 1);
    CHECK(e.get("column")->asInt() > 0);
    CHECK_FALSE(e.get("file")->str().empty());
  }
  // The values the target shows are redacted.
  CHECK(toJson(*root.get("properties")->get("parameters")->get("adminPassword")) == R"({"value":"{{Secret}}"})");
  CHECK(toJson(*root.get("properties")->get("outputs")->get("password")->get("value")) == R"("{{Secret}}")");
  const Value* sa1 = findTarget(targets, "Microsoft.Storage/storageAccounts", "sa1");
  REQUIRE(sa1 != nullptr);
  // "location": "eastus" is written as a region name.
  CHECK(toJson(*sa1->get("_source")->get("literalLocation")) == "true");
}

TEST_CASE("ruleTargets: nested deployment resources get their deployment's parameters and outputs", "[rulepack]") {
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner1",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "parameters": {"token": {"value": "abc"}},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0", "parameters": {"token": {"type": "string"}}, "resources": [],
           "outputs": {"echo": {"type": "string", "value": "[parameters('token')]"}}}}}
    ]
  })J");
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  const Value* nested = findTarget(targets, "Microsoft.Resources/deployments", "inner1");
  REQUIRE(nested != nullptr);
  REQUIRE(nested->get("preflight") != nullptr);
  CHECK(nested->get("preflight")->get("deployment")->str() == "preflight-deployment/inner1");
  CHECK(toJson(*nested->get("rootDeployment")) == "false");
  CHECK(entry(*nested, "parameters", "token") ==
        R"({"name":"token","type":"string","secure":false,"declaredType":"string","default":"none","used":true})");
  CHECK(entry(*nested, "outputs", "echo") == R"({"name":"echo","type":"string","secure":false,"holdsSecret":false})");
  // The root has neither parameters, variables nor outputs.
  CHECK(toJson(*targets[0].get("preflight")) ==
        R"({"deployment":"preflight-deployment","parameters":[],"variables":[],"outputs":[]})");
}

TEST_CASE("ruleTargets: secrets inside a reference() result are not counted (Azure does not return them)", "[rulepack]") {
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "parameters": {"pw": {"type": "securestring", "defaultValue": "P@ss"}},
    "resources": [
      {"type": "Microsoft.Sql/servers", "apiVersion": "2023-05-01-preview", "name": "sql1", "location": "eastus",
       "properties": {"administratorLogin": "ops", "administratorLoginPassword": "[parameters('pw')]"}}
    ],
    "outputs": {
      "server": {"type": "object", "value": "[reference(resourceId('Microsoft.Sql/servers', 'sql1'), '2023-05-01-preview')]"},
      "viaReference": {"type": "string", "value": "[reference(resourceId('Microsoft.Sql/servers', 'sql1'), '2023-05-01-preview').administratorLoginPassword]"},
      "direct": {"type": "object", "value": {"login": "ops", "password": "[parameters('pw')]"}}
    }
  })J");
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  const Value& root = targets[0];
  CHECK(entry(root, "outputs", "server") == R"({"name":"server","type":"object","secure":false,"holdsSecret":false})");
  CHECK(entry(root, "outputs", "viaReference") == R"({"name":"viaReference","type":"string","secure":false,"holdsSecret":false})");
  CHECK(entry(root, "outputs", "direct") == R"({"name":"direct","type":"object","secure":false,"holdsSecret":true})");
}

TEST_CASE("ruleTargets: which parameters and variables the template reads, and what their defaults are", "[rulepack]") {
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "parameters": {
      "location": {"type": "string", "defaultValue": "[resourceGroup().location]"},
      "prefix": {"type": "string", "defaultValue": ""},
      "unusedTags": {"type": "object", "defaultValue": {}},
      "adminPassword": {"type": "secureString", "defaultValue": "Example-Passw0rd"},
      "fromDefault": {"type": "string", "defaultValue": "[parameters('prefix')]"},
      "innerOnly": {"type": "string", "defaultValue": "x"},
      "flags": {"type": "secureObject", "defaultValue": {"enabled": false}}
    },
    "variables": {
      "name": "[concat(parameters('fromDefault'), 'st')]",
      "unused": "abc",
      "copy": [{"name": "disks", "count": 2, "input": "[copyIndex('disks')]"}, {"name": "unusedLoop", "count": 1, "input": 1}]
    },
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "[variables('name')]",
       "location": "[parameters('location')]", "sku": {"name": "Standard_LRS"}, "kind": "StorageV2",
       "properties": {"sizes": "[variables('disks')]"}},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner1",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "parameters": {"secret": {"value": "[parameters('adminPassword')]"}},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0", "parameters": {"secret": {"type": "securestring"}, "innerOnly": {"type": "string", "defaultValue": "y"}},
           "resources": [], "outputs": {"len": {"type": "int", "value": "[length(parameters('innerOnly'))]"}}}}}
    ]
  })J");
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  const Value& root = targets[0];
  CHECK(entry(root, "parameters", "location").find(R"("default":"expression","used":true)") != std::string::npos);
  CHECK(entry(root, "parameters", "prefix").find(R"("default":"empty","used":true)") != std::string::npos);
  CHECK(entry(root, "parameters", "unusedTags").find(R"("default":"empty","used":false)") != std::string::npos);
  CHECK(entry(root, "parameters", "adminPassword").find(R"("declaredType":"secureString","default":"literal","defaultHasText":true,"used":true)") !=
        std::string::npos);
  CHECK(entry(root, "parameters", "fromDefault").find(R"("used":true)") != std::string::npos);
  CHECK(entry(root, "parameters", "flags").find(R"("default":"literal","defaultHasText":false)") != std::string::npos);
  // A nested template with inner scope reads its own parameter of the same name, not the root's.
  CHECK(entry(root, "parameters", "innerOnly").find(R"("used":false)") != std::string::npos);
  CHECK(entry(root, "variables", "name") == R"({"name":"name","used":true})");
  CHECK(entry(root, "variables", "unused") == R"({"name":"unused","used":false})");
  CHECK(entry(root, "variables", "disks") == R"({"name":"disks","used":true})");
  CHECK(entry(root, "variables", "unusedLoop") == R"({"name":"unusedLoop","used":false})");
  for (const Value& e : root.get("preflight")->get("variables")->arr()) CHECK(e.get("line")->asInt() > 1);
  // A location from a parameter is not a literal one.
  for (const Value& t : targets)
    if (iequals(t.get("type")->str(), "Microsoft.Storage/storageAccounts")) CHECK(t.get("_source")->get("literalLocation") == nullptr);
  const Value* nested = findTarget(targets, "Microsoft.Resources/deployments", "inner1");
  REQUIRE(nested != nullptr);
  CHECK(entry(*nested, "parameters", "secret").find(R"("default":"none","used":false)") != std::string::npos);
  CHECK(entry(*nested, "parameters", "innerOnly").find(R"("used":true)") != std::string::npos);
}

TEST_CASE("ruleTargets: a template that reads parameters by a computed name uses them all", "[rulepack]") {
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "parameters": {"which": {"type": "string", "defaultValue": "a"}, "a": {"type": "string", "defaultValue": "x"}},
    "resources": [],
    "outputs": {"v": {"type": "string", "value": "[parameters(parameters('which'))]"}}
  })J");
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  CHECK(entry(targets[0], "parameters", "a").find(R"("used":true)") != std::string::npos);
}

TEST_CASE("ruleTargets: resources carry what the type index says of their API version", "[rulepack]") {
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2019-09-01", "name": "old", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}},
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2026-02-01", "name": "newest", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}},
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2024-04-01-preview", "name": "preview", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}},
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2099-01-01", "name": "unlisted", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}},
      {"type": "Contoso.Widgets/gadgets", "apiVersion": "2024-01-01", "name": "unknowntype", "location": "eastus"}
    ]
  })J");
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  auto facts = [&](std::string_view name) {
    const Value* t = findTarget(targets, name == "unknowntype" ? "Contoso.Widgets/gadgets" : "Microsoft.KeyVault/vaults", name);
    REQUIRE(t != nullptr);
    const Value* p = t->get("preflight");
    return p ? toJson(*p->get("apiVersion")) : std::string("<none>");
  };
  // 2019-09-01 to 2026-02-01 (the newest version without a suffix) is 2345 days.
  CHECK(facts("old") ==
        R"({"known":true,"preview":false,"newest":"2026-03-01-preview","newestStable":"2026-02-01","daysBehind":2345,"newerStable":true})");
  CHECK(facts("newest") ==
        R"({"known":true,"preview":false,"newest":"2026-03-01-preview","newestStable":"2026-02-01","daysBehind":0,"newerStable":false})");
  CHECK(facts("preview") ==
        R"({"known":true,"preview":true,"newest":"2026-03-01-preview","newestStable":"2026-02-01","daysBehind":671,"newerStable":true})");
  CHECK(facts("unlisted").find(R"("known":false)") != std::string::npos);
  CHECK(facts("unknowntype") == "<none>");
}

TEST_CASE("ruleTargets: resources list the names of their tags", "[rulepack]") {
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "Contoso.Widgets/gadgets", "apiVersion": "2024-01-01", "name": "tagged", "location": "eastus",
       "tags": {"costCenter": "42", "env": "[resourceGroup().location]"}},
      {"type": "Contoso.Widgets/gadgets", "apiVersion": "2024-01-01", "name": "untagged", "location": "eastus"}
    ]
  })J");
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  auto targets = ruleTargets(x.result);
  const Value* tagged = findTarget(targets, "Contoso.Widgets/gadgets", "tagged");
  REQUIRE(tagged != nullptr);
  CHECK(toJson(*tagged->get("preflight")) == R"({"tagNames":["costCenter","env"]})");
  CHECK(findTarget(targets, "Contoso.Widgets/gadgets", "untagged")->get("preflight") == nullptr);
}

TEST_CASE("ruleTargets: API version facts kept across expansions are the facts of each one", "[rulepack]") {
  auto first = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2019-09-01", "name": "kv", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}}
    ]
  })J");
  auto second = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "microsoft.keyvault/VAULTS", "apiVersion": "2019-09-01", "name": "kv", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}},
      {"type": "Microsoft.KeyVault/vaults", "apiVersion": "2026-02-01", "name": "kv2", "location": "eastus",
       "properties": {"tenantId": "[subscription().tenantId]", "sku": {"family": "A", "name": "standard"}}}
    ]
  })J");
  ApiVersionFacts kept;
  for (const test::Expanded* x : {&first, &second}) {
    auto alone = ruleTargets(x->result);
    auto withKept = ruleTargets(x->result, kept);
    REQUIRE(alone.size() == withKept.size());
    for (size_t i = 0; i < alone.size(); ++i) CHECK(toJson(alone[i]) == toJson(withKept[i]));
  }
  // The type is matched without case: both spellings have the same facts.
  Value lower = test::json(R"({"type": "microsoft.keyvault/VAULTS", "apiVersion": "2019-09-01"})");
  Value mixed = test::json(R"({"type": "Microsoft.KeyVault/vaults", "apiVersion": "2019-09-01"})");
  CHECK(&kept.of(lower) == &kept.of(mixed));
  CHECK(kept.of(lower).get("known")->asBool());
  CHECK(kept.of(test::json(R"({"type": "Microsoft.KeyVault/vaults"})")).isNull());
}

TEST_CASE("ruleTargets: taking the expansion gives the same targets as reading it", "[rulepack]") {
  static const mocks::MockRuntimeModel runtime;
  auto x = test::expandText(R"J({
    "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "contentVersion": "1.0.0.0",
    "resources": [
      {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st", "location": "westeurope",
       "kind": "StorageV2", "tags": {"env": "dev", "owner": "me"}, "properties": {}},
      {"type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "vnet", "location": "westeurope",
       "properties": {"addressSpace": {"addressPrefixes": ["10.0.0.0/16"]}}},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
                      "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
                                   "contentVersion": "1.0.0.0", "parameters": {"p": {"type": "string", "defaultValue": "x"}},
                                   "resources": []}}}
    ]})J",
                            "", {}, {}, &runtime);
  INFO(x.diagnostics());
  REQUIRE_FALSE(x.result.diagnostics.hasErrors());
  ApiVersionFacts readFacts, takenFacts;
  std::vector<Value> read = ruleTargets(x.result, readFacts);
  Expansion copy = x.result;
  std::vector<Value> taken = ruleTargets(std::move(copy), takenFacts);
  REQUIRE(read.size() == taken.size());
  REQUIRE(read.size() == 4);  // the root deployment, then three resources
  for (size_t i = 0; i < read.size(); ++i) CHECK(toJson(read[i]) == toJson(taken[i]));
  // The facts were added to the targets, not to the expansion that was read.
  CHECK(x.result.resources[0].get("preflight") == nullptr);
  CHECK(read[1].get("preflight")->get("tagNames") != nullptr);
  CHECK(findTarget(taken, "Microsoft.Resources/deployments", "inner")->get("preflight")->get("parameters") != nullptr);
}
