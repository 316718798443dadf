// subscription(), resourceGroup(), tenant(), managementGroup(): shapes as documented in
// template-functions-scope.md, and where each may be used.
#include <catch2/catch.hpp>

#include "tests/unit/functions/context_eval.hpp"

using namespace pf;
using test::evalAt;

TEST_CASE("subscription(): documented shape", "[fn-scope]") {
  CHECK(evalAt(TargetScope::ResourceGroup, "[subscription()]") ==
        R"({"id":"/subscriptions/11111111-2222-3333-4444-555555555555","subscriptionId":"11111111-2222-3333-4444-)"
        R"(555555555555","tenantId":"99999999-8888-7777-6666-555555555555","displayName":"preflight-subscription"})");
  CHECK(evalAt(TargetScope::Subscription, "[subscription().subscriptionId]") ==
        R"("11111111-2222-3333-4444-555555555555")");
}

TEST_CASE("resourceGroup(): documented shape; managedBy only for managed groups", "[fn-scope]") {
  CHECK(evalAt(TargetScope::ResourceGroup, "[resourceGroup()]") ==
        R"({"id":"/subscriptions/11111111-2222-3333-4444-555555555555/resourceGroups/examplegroup",)"
        R"("name":"examplegroup","type":"Microsoft.Resources/resourceGroups","location":"eastus","tags":{},)"
        R"("properties":{"provisioningState":"Succeeded"}})");
  DeploymentContext ctx = test::contextAt(TargetScope::ResourceGroup);
  ctx.resourceGroupManagedBy = "/subscriptions/s/resourceGroups/r/providers/Microsoft.Solutions/applications/app";
  ctx.resourceGroupTags = Value(Object{{"env", "prod"}});
  ctx.location = "southcentralus";
  SimpleScope scope(ctx);
  CHECK(test::evalIn(scope, "[resourceGroup().managedBy]") ==
        R"("/subscriptions/s/resourceGroups/r/providers/Microsoft.Solutions/applications/app")");
  CHECK(test::evalIn(scope, "[resourceGroup().tags.env]") == R"("prod")");
  CHECK(test::evalIn(scope, "[resourceGroup().location]") == R"("southcentralus")");
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[resourceGroup().managedBy]"), Catch::Contains("EVAL030"));
}

TEST_CASE("tenant(): documented shape at every scope", "[fn-scope]") {
  const char* expected = R"({"countryCode":"US","displayName":"preflight tenant","id":"/tenants/99999999-8888-7777-)"
                         R"(6666-555555555555","tenantId":"99999999-8888-7777-6666-555555555555"})";
  for (auto s : {TargetScope::ResourceGroup, TargetScope::Subscription, TargetScope::ManagementGroup, TargetScope::Tenant})
    CHECK(evalAt(s, "[tenant()]") == expected);
}

TEST_CASE("managementGroup(): documented shape", "[fn-scope]") {
  // template-functions-scope.md, "Management group example" (display name and tenant differ).
  DeploymentContext ctx = test::contextAt(TargetScope::ManagementGroup);
  ctx.managementGroupDisplayName = "Example MG 1";
  ctx.tenantId = "00000000-0000-0000-0000-000000000000";
  SimpleScope scope(ctx);
  CHECK(test::evalIn(scope, "[managementGroup()]") ==
        R"({"id":"/providers/Microsoft.Management/managementGroups/examplemg1","name":"examplemg1",)"
        R"("properties":{"details":{"parent":{"displayName":"Tenant Root Group","id":"/providers/Microsoft.)"
        R"(Management/managementGroups/00000000-0000-0000-0000-000000000000","name":"00000000-0000-0000-0000-)"
        R"(000000000000"},"updatedBy":"00000000-0000-0000-0000-000000000000","updatedTime":"2020-07-23T21:05:52.)"
        R"(661306Z","version":"1"},"displayName":"Example MG 1","tenantId":"00000000-0000-0000-0000-000000000000"},)"
        R"("type":"/providers/Microsoft.Management/managementGroups"})");
  CHECK(evalAt(TargetScope::ManagementGroup, "[managementGroup().properties.displayName]") == R"("examplemg1")");
}

TEST_CASE("scope functions are errors where the deployment's scope has no such object", "[fn-scope]") {
  CHECK_THAT(evalAt(TargetScope::Subscription, "[resourceGroup()]"),
             Catch::StartsWith("error EVAL051: The template function 'resourceGroup' is not available in a deployment "
                               "to a subscription"));
  CHECK_THAT(evalAt(TargetScope::ManagementGroup, "[resourceGroup().location]"), Catch::StartsWith("error EVAL051"));
  CHECK_THAT(evalAt(TargetScope::Tenant, "[resourceGroup()]"), Catch::StartsWith("error EVAL051"));
  CHECK_THAT(evalAt(TargetScope::ManagementGroup, "[subscription()]"),
             Catch::Contains("not available in a deployment to a management group") &&
                 Catch::Contains("a resource group or a subscription"));
  CHECK_THAT(evalAt(TargetScope::Tenant, "[subscription().id]"), Catch::StartsWith("error EVAL051"));
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[managementGroup()]"), Catch::StartsWith("error EVAL051"));
  CHECK_THAT(evalAt(TargetScope::Subscription, "[managementGroup()]"), Catch::StartsWith("error EVAL051"));
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[resourceGroup('x')]"), Catch::StartsWith("error EVAL001"));
  CHECK_THAT(evalAt(TargetScope::ResourceGroup, "[subscription('x')]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("context overrides reach the scope functions", "[fn-scope]") {
  DeploymentContext ctx;
  Diagnostics diags;
  applyContextOverrides(ctx,
                        test::json(R"({"AZURE_RESOURCE_GROUP": {"name": "rg1", "location": "westus2",
                                       "managedBy": "/x", "tags": {"a": "b"}},
                                       "AZURE_TENANT": {"countryCode": "NL", "displayName": "Contoso"},
                                       "AZURE_MANAGEMENT_GROUP": {"name": "mg1",
                                         "properties": {"displayName": "MG One"}}})"),
                        diags);
  CHECK_FALSE(diags.hasErrors());
  CHECK(ctx.resourceGroup == "rg1");
  CHECK(ctx.resourceGroupManagedBy == "/x");
  CHECK(ctx.tenantCountryCode == "NL");
  CHECK(ctx.tenantDisplayName == "Contoso");
  CHECK(ctx.managementGroupDisplayName == "MG One");
  SimpleScope scope(ctx);
  CHECK(test::evalIn(scope, "[resourceGroup().tags.a]") == R"("b")");
  CHECK(test::evalIn(scope, "[tenant().displayName]") == R"("Contoso")");
}
