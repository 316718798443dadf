// deployment(), deployer(), environment(), parameters(), variables(), fail(),
// externalInputs(), extensions().
#include <catch2/catch.hpp>

#include "tests/unit/functions/context_eval.hpp"

using namespace pf;
using test::evalAt;

TEST_CASE("deployment(): resource group deployment of a local template", "[fn-deployment]") {
  // template-functions-deployment.md: name and properties {template, templateHash, parameters,
  // mode, provisioningState}; no location at resource group scope.
  CHECK(evalAt(TargetScope::ResourceGroup, "[deployment()]") ==
        R"({"name":"preflight-deployment","properties":{"template":{"contentVersion":"1.0.0.0"},)"
        R"("templateHash":"[deployment().properties.templateHash]","parameters":{},"mode":"Incremental",)"
        R"("provisioningState":"Accepted"}})");
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[deployment().location]"), Catch::Contains("EVAL030"));
  // The hash is not known before deployment, and stays unknown through functions.
  CHECK(evalAt(TargetScope::ResourceGroup, "[deployment().properties.templateHash]") ==
        R"("[deployment().properties.templateHash]")");
}

TEST_CASE("deployment(): other scopes have a location, linked templates a templateLink", "[fn-deployment]") {
  CHECK(evalAt(TargetScope::Subscription, "[deployment().location]") == R"("eastus")");
  DeploymentContext ctx = test::contextAt(TargetScope::Tenant);
  ctx.deploymentLocation = "westeurope";
  ctx.deploymentName = "deployment";
  ctx.deploymentTemplateLink = Value(Object{{"uri", "https://example.com/t/azuredeploy.json"}});
  ctx.deploymentTemplate = test::json(R"({"$schema": "s", "contentVersion": "1.0.0.0", "resources": []})");
  ctx.deploymentParameters = test::json(R"({"p": {"value": 1}})");
  SimpleScope scope(ctx);
  CHECK(test::evalIn(scope, "[deployment()]") ==
        R"({"name":"deployment","location":"westeurope","properties":{"templateLink":{"uri":)"
        R"("https://example.com/t/azuredeploy.json"},"template":{"$schema":"s","contentVersion":"1.0.0.0",)"
        R"("resources":[]},"templateHash":"[deployment().properties.templateHash]","parameters":{"p":{"value":1}},)"
        R"("mode":"Incremental","provisioningState":"Accepted"}})");
  CHECK(test::evalIn(scope, "[deployment().properties.templateLink.uri]") ==
        R"("https://example.com/t/azuredeploy.json")");
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[deployment(1)]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("deployment(): template metadata without a template", "[fn-deployment]") {
  DeploymentContext ctx;
  Value d = ctx.deployment(Value(Object{{"_generator", Object{{"name", "bicep"}}}}));
  CHECK(toJson(*d.get("properties")->get("template")) == R"({"contentVersion":"1.0.0.0","metadata":{"_generator":{"name":"bicep"}}})");
}

TEST_CASE("environment(): the documented AzureCloud object", "[fn-deployment]") {
  CHECK(evalAt(TargetScope::ResourceGroup, "[environment()]") ==
        R"({"name":"AzureCloud","gallery":"https://gallery.azure.com/","graph":"https://graph.windows.net/",)"
        R"("portal":"https://portal.azure.com","graphAudience":"https://graph.windows.net/",)"
        R"("activeDirectoryDataLake":"https://datalake.azure.net/","batch":"https://batch.core.windows.net/",)"
        R"("media":"https://rest.media.azure.net","sqlManagement":"https://management.core.windows.net:8443/",)"
        R"("vmImageAliasDoc":"https://raw.githubusercontent.com/Azure/azure-rest-api-specs/master/arm-compute/)"
        R"(quickstart-templates/aliases.json","resourceManager":"https://management.azure.com/",)"
        R"("authentication":{"loginEndpoint":"https://login.microsoftonline.com/","audiences":)"
        R"(["https://management.core.windows.net/","https://management.azure.com/"],"tenant":"common",)"
        R"("identityProvider":"AAD"},"suffixes":{"acrLoginServer":".azurecr.io",)"
        R"("azureDatalakeAnalyticsCatalogAndJob":"azuredatalakeanalytics.net",)"
        R"("azureDatalakeStoreFileSystem":"azuredatalakestore.net","azureFrontDoorEndpointSuffix":"azurefd.net",)"
        R"("keyvaultDns":".vault.azure.net","sqlServerHostname":".database.windows.net","storage":"core.windows.net"}})");
  CHECK(evalAt(TargetScope::Tenant, "[environment().suffixes.storage]") == R"("core.windows.net")");
}

TEST_CASE("deployer(): objectId, tenantId, userPrincipalName", "[fn-deployment]") {
  CHECK(evalAt(TargetScope::ResourceGroup, "[deployer()]") ==
        R"({"objectId":"00000000-0000-0000-0000-000000000000","tenantId":"99999999-8888-7777-6666-555555555555",)"
        R"("userPrincipalName":"preflight@contoso.com"})");
}

TEST_CASE("parameters() and variables(): values and missing names", "[fn-deployment]") {
  SimpleScope scope(test::contextAt(TargetScope::ResourceGroup));
  // template-functions-deployment.md examples.
  scope.parameters = test::json(R"({"stringParameter": "option 1", "intParameter": 1,
                                    "objectParameter": {"one": "a", "two": "b"}, "arrayParameter": [1, 2, 3],
                                    "crossParameter": "option 1"})").obj();
  scope.variables = test::json(R"({"var1": "myVariable", "var2": [1, 2, 3, 4], "var3": "myVariable",
                                   "var4": {"property1": "value1", "property2": "value2"}})").obj();
  CHECK(test::evalIn(scope, "[parameters('stringParameter')]") == R"("option 1")");
  CHECK(test::evalIn(scope, "[parameters('intParameter')]") == "1");
  CHECK(test::evalIn(scope, "[parameters('objectParameter')]") == R"({"one":"a","two":"b"})");
  CHECK(test::evalIn(scope, "[parameters('arrayParameter')]") == "[1,2,3]");
  CHECK(test::evalIn(scope, "[parameters('crossParameter')]") == R"("option 1")");
  CHECK(test::evalIn(scope, "[variables('var1')]") == R"("myVariable")");
  CHECK(test::evalIn(scope, "[variables('var2')]") == "[1,2,3,4]");
  CHECK(test::evalIn(scope, "[VARIABLES('VAR4')]") == R"({"property1":"value1","property2":"value2"})");
  CHECK_THAT(test::evalIn(scope, "[parameters('nope')]"), Catch::StartsWith("error EVAL020"));
  CHECK_THAT(test::evalIn(scope, "[variables('nope')]"), Catch::StartsWith("error EVAL021"));
  CHECK_THAT(test::evalIn(scope, "[parameters(1)]"), Catch::StartsWith("error EVAL002"));
  CHECK_THAT(test::evalIn(scope, "[variables()]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("fail(): an error carrying the message, only when evaluated", "[fn-deployment]") {
  CHECK(evalAt(TargetScope::ResourceGroup, "[fail('The name must start with st')]") ==
        "error EVAL050: fail(): The name must start with st");
  // Bicep guards it with the ternary operator: if() evaluates only the branch taken.
  CHECK(evalAt(TargetScope::ResourceGroup, "[if(equals(1, 1), 'ok', fail('never'))]") == R"("ok")");
  CHECK(evalAt(TargetScope::ResourceGroup, "[if(equals(1, 2), 'ok', fail('taken'))]") == "error EVAL050: fail(): taken");
  // A message that is not known yet still fails.
  CHECK(evalAt(TargetScope::ResourceGroup, "[fail(reference('x').message)]") ==
        "error EVAL050: fail(): [reference('x').message]");
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[fail(1)]"), Catch::StartsWith("error EVAL002: fail: argument 1"));
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[fail()]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("externalInputs() and extensions(): checked, answered by the scope", "[fn-deployment]") {
  CHECK(evalAt(TargetScope::ResourceGroup, "[externalInputs('sys.envVar_0')]") == R"("[externalInputs('sys.envVar_0')]")");
  CHECK(evalAt(TargetScope::ResourceGroup, "[extensions('k8s').config.namespace]") ==
        R"("[extensions('k8s').config.namespace]")");
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[externalInputs(1)]"), Catch::StartsWith("error EVAL002"));
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[extensions()]"), Catch::StartsWith("error EVAL001"));
}
