// Which declaration reference(), resourceId() targets and dependsOn name (issues 18 and 20).
#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"
#include "engine/expand/resource_id.hpp"
#include "tests/unit/expand/bicep_expand.hpp"

using namespace pf;
using test::expandText;

TEST_CASE("references: two declarations of one name under exclusive conditions resolve to the deployed one",
          "[expand][references]") {
  // The quickstart pattern: one VM for SSH keys, one for passwords, both named 'vm'.
  const char* tpl = R"({
    "parameters": {"auth": {"type": "string", "defaultValue": "password"}},
    "resources": [
      {"condition": "[equals(parameters('auth'), 'ssh')]", "type": "Microsoft.Compute/virtualMachines",
       "apiVersion": "2023-03-01", "name": "vm", "properties": {"osProfile": {"adminUsername": "ssh-user"}}},
      {"condition": "[equals(parameters('auth'), 'password')]", "type": "Microsoft.Compute/virtualMachines",
       "apiVersion": "2023-03-01", "name": "vm", "properties": {"osProfile": {"adminUsername": "pw-user"}}},
      {"type": "Microsoft.Network/publicIPAddresses", "apiVersion": "2023-04-01", "name": "ip",
       "dependsOn": ["[resourceId('Microsoft.Compute/virtualMachines', 'vm')]"],
       "properties": {"byName": "[reference('vm').osProfile.adminUsername]",
                      "byId": "[reference(resourceId('Microsoft.Compute/virtualMachines', 'vm'), '2023-03-01').osProfile.adminUsername]"}}
    ]})";
  auto pw = expandText(tpl);
  INFO(pw.diagnostics());
  CHECK_FALSE(pw.result.diagnostics.hasErrors());
  CHECK(pw.at("ip", "properties.byName") == "\"pw-user\"");
  CHECK(pw.at("ip", "properties.byId") == "\"pw-user\"");
  auto ssh = expandText(tpl, R"({"parameters": {"auth": {"value": "ssh"}}})");
  INFO(ssh.diagnostics());
  CHECK_FALSE(ssh.result.diagnostics.hasErrors());
  CHECK(ssh.at("ip", "properties.byName") == "\"ssh-user\"");
  CHECK(ssh.at("ip", "properties.byId") == "\"ssh-user\"");
  // Neither deployed: reading it is still Resource Manager's error.
  auto none = expandText(tpl, R"({"parameters": {"auth": {"value": "neither"}}})");
  CHECK(none.hasDiagnostic("EVAL010"));
}

TEST_CASE("references: languageVersion 2.0 names one element of a symbolic copy loop 'sym[i]'", "[expand][references]") {
  // What the official compiler emits for `dependsOn: [nic[i]]` and `nic[i].properties`.
  auto e = expandText(R"({
    "languageVersion": "2.0",
    "resources": {
      "nic": {"copy": {"name": "nic", "count": 2}, "type": "Microsoft.Network/networkInterfaces", "apiVersion": "2023-04-01",
              "name": "[format('nic{0}', copyIndex())]", "properties": {"n": "[copyIndex()]"}},
      "vm": {"copy": {"name": "vm", "count": 2}, "type": "Microsoft.Compute/virtualMachines", "apiVersion": "2023-03-01",
             "name": "[format('vm{0}', copyIndex())]",
             "dependsOn": ["[format('nic[{0}]', copyIndex())]"],
             "properties": {"nicN": "[reference(format('nic[{0}]', copyIndex())).n]",
                            "other": "[reference(format('nic[{0}]', sub(1, copyIndex())), '2023-04-01', 'full').name]"}}
    }})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.hasDiagnostic("EXP040"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("vm0", "properties.nicN") == "0");
  CHECK(e.at("vm1", "properties.nicN") == "1");
  CHECK(e.at("vm0", "properties.other") == "\"nic1\"");
  // dependsOn becomes the element's id, not the whole loop; then the implicit dependency of
  // reference() on the other element.
  const std::string nics = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/"
                           "Microsoft.Network/networkInterfaces/nic";
  CHECK(e.at("vm1", "dependsOn") == "[\"" + nics + "1\",\"" + nics + "0\"]");
  // An element that does not exist is still not defined.
  auto out = expandText(R"({
    "languageVersion": "2.0",
    "resources": {
      "nic": {"copy": {"name": "nic", "count": 1}, "type": "Microsoft.Network/networkInterfaces", "apiVersion": "2023-04-01",
              "name": "[format('nic{0}', copyIndex())]"},
      "vm": {"type": "Microsoft.Compute/virtualMachines", "apiVersion": "2023-03-01", "name": "vm", "dependsOn": ["nic[3]"]}
    }})");
  CHECK(out.hasDiagnostic("EXP040"));
}

TEST_CASE("references: dependsOn and reference() on one element of an existing copy loop", "[expand][references]") {
  auto e = test::expandBicep(R"(
param names array = ['a', 'b']
resource vnets 'Microsoft.Network/virtualNetworks@2023-04-01' existing = [for n in names: {
  name: n
}]
resource pip 'Microsoft.Network/publicIPAddresses@2023-04-01' = [for (n, i) in names: {
  name: 'pip-${n}'
  dependsOn: [vnets[i]]
  properties: {
    vnetId: vnets[i].id
  }
}]
)",
                                {}, true);
  // languageVersion 2.0 emits the existing loop and dependsOn "[format('vnets[{0}]', copyIndex())]".
  REQUIRE(test::compile("param names array = ['a']\nresource v 'Microsoft.Network/virtualNetworks@2023-04-01' existing = "
                        "[for n in names: {name: n}]\nresource p 'Microsoft.Network/publicIPAddresses@2023-04-01' = "
                        "[for (n, i) in names: {name: n, dependsOn: [v[i]]}]",
                        {}, true)
            .at("/resources/p/dependsOn") == "[\"[format('v[{0}]', copyIndex())]\"]");
  INFO(e.diagnostics());
  CHECK_FALSE(e.hasDiagnostic("EXP040"));
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.at("pip-b", "properties.vnetId") ==
        "\"/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/"
        "Microsoft.Network/virtualNetworks/b\"");
}

TEST_CASE("references: an extension resource is read with the extension's version ('v1.0', 'beta')", "[expand][references]") {
  // Bicep compiles `app.displayName` on a Microsoft Graph resource to reference('app', 'v1.0', 'full').
  auto e = expandText(R"({
    "languageVersion": "2.0",
    "extensions": {"microsoftGraphV1": {"name": "MicrosoftGraph", "version": "1.0.0"}},
    "resources": {
      "app": {"extension": "microsoftGraphV1", "type": "Microsoft.Graph/applications@v1.0",
              "uniqueName": "myapp", "displayName": "My app"},
      "sp": {"extension": "microsoftGraphV1", "type": "Microsoft.Graph/servicePrincipals@v1.0",
             "appId": "[reference('app', 'v1.0', 'full').appId]", "dependsOn": ["app"]},
      "st": {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st",
             "properties": {"bad": "[reference('sp', 'beta', 'full').appId]"}}
    },
    "outputs": {"name": {"type": "string", "value": "[reference('app', 'v1.0', 'full').displayName]"}}})");
  INFO(e.diagnostics());
  CHECK_FALSE(e.result.diagnostics.hasErrors());
  CHECK(e.output("name") == "\"My app\"");
  // An ARM resource still needs an API version date.
  auto arm = expandText(R"({
    "languageVersion": "2.0",
    "resources": {
      "a": {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "a"},
      "b": {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "b",
            "properties": {"x": "[reference('a', 'v1.0').x]"}}}})");
  CHECK(arm.hasDiagnostic("EVAL002"));
}

TEST_CASE("references: an id with an empty resource group names the current group", "[expand][references]") {
  const std::string sub = "/subscriptions/s";
  CHECK(withEmptyResourceGroup(sub + "/resourceGroups//providers/Microsoft.Resources/deployments/m", "rg") ==
        sub + "/resourceGroups/rg/providers/Microsoft.Resources/deployments/m");
  // extensionResourceId trims the scope's trailing '/'.
  CHECK(withEmptyResourceGroup(sub + "/resourceGroups/providers/Microsoft.Resources/deployments/m", "rg") ==
        sub + "/resourceGroups/rg/providers/Microsoft.Resources/deployments/m");
  // At subscription scope the module went to the subscription.
  CHECK(withEmptyResourceGroup(sub + "/resourceGroups//providers/Microsoft.Resources/deployments/m", "") ==
        sub + "/providers/Microsoft.Resources/deployments/m");
  // A group that is there, even one named 'providers', stays.
  CHECK(withEmptyResourceGroup(sub + "/resourceGroups/x/providers/A.B/c/d", "rg") == sub + "/resourceGroups/x/providers/A.B/c/d");
  CHECK(withEmptyResourceGroup(sub + "/resourceGroups/providers/providers/A.B/c/d", "rg") ==
        sub + "/resourceGroups/providers/providers/A.B/c/d");
}
