// resourceId, subscriptionResourceId, tenantResourceId, managementGroupResourceId,
// extensionResourceId. Expected ids come from the examples and return-value formats in
// template-functions-resource.md and from error texts ARM gave in public issues.
#include <catch2/catch.hpp>

#include "engine/expand/resource_id.hpp"
#include "functions/resource_id.hpp"
#include "tests/unit/functions/context_eval.hpp"

using namespace pf;
using test::evalAt;

namespace {

const std::string kSub = "/subscriptions/11111111-2222-3333-4444-555555555555";
const std::string kRg = kSub + "/resourceGroups/examplegroup";

std::string str(const std::string& s) { return "\"" + s + "\""; }
std::string rg(std::string_view expr) { return evalAt(TargetScope::ResourceGroup, expr); }

}  // namespace

TEST_CASE("resourceId: the documented example outputs", "[fn-resource]") {
  // resourceid.json: current subscription, resource group 'examplegroup'.
  CHECK(rg("[resourceId('Microsoft.Storage/storageAccounts','examplestorage')]") ==
        str(kRg + "/providers/Microsoft.Storage/storageAccounts/examplestorage"));
  CHECK(rg("[resourceId('otherResourceGroup', 'Microsoft.Storage/storageAccounts','examplestorage')]") ==
        str(kSub + "/resourceGroups/otherResourceGroup/providers/Microsoft.Storage/storageAccounts/examplestorage"));
  CHECK(rg("[resourceId('11111111-1111-1111-1111-111111111111', 'otherResourceGroup', "
           "'Microsoft.Storage/storageAccounts','examplestorage')]") ==
        str("/subscriptions/11111111-1111-1111-1111-111111111111/resourceGroups/otherResourceGroup/providers/"
            "Microsoft.Storage/storageAccounts/examplestorage"));
  CHECK(rg("[resourceId('Microsoft.SQL/servers/databases', 'serverName', 'databaseName')]") ==
        str(kRg + "/providers/Microsoft.SQL/servers/serverName/databases/databaseName"));
}

TEST_CASE("resourceId: remarks examples, one name per type segment", "[fn-resource]") {
  CHECK(rg("[resourceId('Microsoft.ServiceBus/namespaces', 'namespace1')]") ==
        str(kRg + "/providers/Microsoft.ServiceBus/namespaces/namespace1"));
  CHECK(rg("[resourceId('Microsoft.ServiceBus/namespaces/queues/authorizationRules', 'namespace1', 'queue1', "
           "'auth1')]") ==
        str(kRg + "/providers/Microsoft.ServiceBus/namespaces/namespace1/queues/queue1/authorizationRules/auth1"));
  CHECK(rg("[resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet', 'sn')]") ==
        str(kRg + "/providers/Microsoft.Network/virtualNetworks/vnet/subnets/sn"));
  // scope-functions.md: another resource group's subnet.
  CHECK(rg("[resourceId('netrg', 'Microsoft.Network/virtualNetworks/subnets', 'vnet', 'subnet1')]") ==
        str(kSub + "/resourceGroups/netrg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/subnet1"));
}

TEST_CASE("resourceId: the format follows the deployment's scope", "[fn-resource]") {
  const char* e = "[resourceId('Microsoft.Authorization/policyDefinitions', 'p1')]";
  CHECK(evalAt(TargetScope::Subscription, e) == str(kSub + "/providers/Microsoft.Authorization/policyDefinitions/p1"));
  CHECK(evalAt(TargetScope::ManagementGroup, e) == str("/providers/Microsoft.Authorization/policyDefinitions/p1"));
  CHECK(evalAt(TargetScope::Tenant, e) == str("/providers/Microsoft.Authorization/policyDefinitions/p1"));
  // A resource group given at subscription scope is in the current subscription.
  CHECK(evalAt(TargetScope::Subscription, "[resourceId('rg2', 'Microsoft.Storage/storageAccounts', 'sa')]") ==
        str(kSub + "/resourceGroups/rg2/providers/Microsoft.Storage/storageAccounts/sa"));
  // With both leading arguments the id is the same at every scope.
  CHECK(evalAt(TargetScope::Tenant, "[resourceId('s1', 'rg2', 'Microsoft.Storage/storageAccounts', 'sa')]") ==
        str("/subscriptions/s1/resourceGroups/rg2/providers/Microsoft.Storage/storageAccounts/sa"));
  // Without a current subscription a lone resource group name cannot be placed.
  CHECK_THAT(evalAt(TargetScope::ManagementGroup, "[resourceId('rg2', 'Microsoft.Storage/storageAccounts', 'sa')]"),
             Catch::StartsWith("error EVAL052") && Catch::Contains("no current subscription"));
}

TEST_CASE("resourceId: the leading arguments are told apart by position before the type", "[fn-resource]") {
  // One leading argument is always the resource group, two are subscription and group.
  CHECK(rg("[resourceId('rg', 'Microsoft.X/y', 'n')]") == str(kSub + "/resourceGroups/rg/providers/Microsoft.X/y/n"));
  CHECK(rg("[resourceId('sub', 'rg', 'Microsoft.X/y', 'n')]") ==
        str("/subscriptions/sub/resourceGroups/rg/providers/Microsoft.X/y/n"));
  CHECK_THAT(rg("[resourceId('a', 'b', 'c', 'Microsoft.X/y', 'n')]"),
             Catch::StartsWith("error EVAL052") && Catch::Contains("argument 4") &&
                 Catch::Contains("only the subscription id and the resource group name may precede it"));
}

TEST_CASE("resourceId: a trailing slash on the type is ignored, a leading one is a segment", "[fn-resource]") {
  CHECK(rg("[resourceId('rg', 'Microsoft.Network/virtualNetworks/subnets/', 'vnet', 'sn')]") ==
        str(kSub + "/resourceGroups/rg/providers/Microsoft.Network/virtualNetworks/vnet/subnets/sn"));
  // ARM: "the type '/Microsoft.Network/virtualNetworks/subnets' requires '3' resource name argument(s)".
  CHECK_THAT(rg("[resourceId('rg', '/Microsoft.Network/virtualNetworks/subnets/', 'vnet', 'sn')]"),
             Catch::Contains("the type '/Microsoft.Network/virtualNetworks/subnets' requires '3' resource name "
                             "argument(s), but 2 were given"));
}

TEST_CASE("resourceId: ARM's argument errors", "[fn-resource]") {
  // Names cannot carry '/' (azure-quickstart-templates issue 1965, azure-docs issue 37451).
  CHECK_THAT(rg("[resourceId('test-group','Microsoft.Network/virtualNetworks','test-vnet','subnets/default')]"),
             Catch::StartsWith("error EVAL052: resourceId: the function requires exactly one multi-segmented argument") &&
                 Catch::Contains("arguments 'test-group,Microsoft.Network/virtualNetworks,test-vnet,subnets/default'"));
  CHECK_THAT(rg("[resourceId('Microsoft.ServiceBus/namespaces/queues/authorizationRules','ns/q/r')]"),
             Catch::Contains("exactly one multi-segmented argument"));
  CHECK_THAT(rg("[resourceId('Microsoft.Network/virtualNetworks/subnets', 'vnet/sn')]"),
             Catch::Contains("exactly one multi-segmented argument"));
  // No type at all.
  CHECK_THAT(rg("[resourceId('rg', 'name')]"), Catch::Contains("exactly one multi-segmented argument"));
  // Segment count (azure-quickstart-templates issue 5803).
  CHECK_THAT(rg("[resourceId('Microsoft.Compute/virtualMachines/extensions', 'vm1')]"),
             Catch::Contains("the type 'Microsoft.Compute/virtualMachines/extensions' requires '2' resource name "
                             "argument(s), but 1 was given"));
  CHECK_THAT(rg("[resourceId('Microsoft.Storage/storageAccounts', 'a', 'b')]"),
             Catch::Contains("requires '1' resource name argument(s), but 2 were given"));
  CHECK_THAT(rg("[resourceId('rg', 'Microsoft.Storage/storageAccounts')]"),
             Catch::Contains("requires '1' resource name argument(s), but 0 were given"));
  // Arguments are strings (integers are taken as their text; see arm_leniency_test.cpp).
  CHECK_THAT(rg("[resourceId('Microsoft.Storage/storageAccounts', true())]"),
             Catch::StartsWith("error EVAL002: resourceId: argument 2 must be a string") && Catch::Contains("a bool (true)"));
  CHECK_THAT(rg("[resourceId('Microsoft.Storage/storageAccounts')]"), Catch::StartsWith("error EVAL001"));
}

TEST_CASE("resourceId: an unknown argument makes the id unknown, printed as the call", "[fn-resource]") {
  SimpleScope scope(test::contextAt(TargetScope::ResourceGroup));
  scope.parameters.set("n", Value::unknown("reference('x').name"));
  CHECK(test::evalIn(scope, "[resourceId('Microsoft.Storage/storageAccounts', parameters('n'))]") ==
        "\"[resourceId('Microsoft.Storage/storageAccounts', reference('x').name)]\"");
}

TEST_CASE("subscriptionResourceId: documented examples and forms", "[fn-resource]") {
  // subscriptionresourceid.json: built-in role ids.
  CHECK(rg("[subscriptionResourceId('Microsoft.Authorization/roleDefinitions', "
           "'8e3af657-a8ff-443c-a75c-2fe8c4bcb635')]") ==
        str(kSub + "/providers/Microsoft.Authorization/roleDefinitions/8e3af657-a8ff-443c-a75c-2fe8c4bcb635"));
  CHECK(rg("[subscriptionResourceId('22222222-0000-0000-0000-000000000000', 'Microsoft.X/y/z', 'a', 'b')]") ==
        str("/subscriptions/22222222-0000-0000-0000-000000000000/providers/Microsoft.X/y/a/z/b"));
  CHECK_THAT(rg("[subscriptionResourceId('s', 'rg', 'Microsoft.X/y', 'n')]"),
             Catch::Contains("argument 3, but only the subscription id may precede it"));
  CHECK_THAT(evalAt(TargetScope::ManagementGroup, "[subscriptionResourceId('Microsoft.X/y', 'n')]"),
             Catch::StartsWith("error EVAL052") && Catch::Contains("no current subscription"));
  CHECK(evalAt(TargetScope::Tenant, "[subscriptionResourceId('s9', 'Microsoft.X/y', 'n')]") ==
        str("/subscriptions/s9/providers/Microsoft.X/y/n"));
}

TEST_CASE("resource ids of subscriptions and resource groups keep their short form", "[fn-resource]") {
  // tenantresourceid.json uses this as a policy assignment scope.
  CHECK(rg("[subscriptionResourceId('Microsoft.Resources/resourceGroups', resourceGroup().name)]") == str(kRg));
  CHECK(evalAt(TargetScope::Subscription, "[resourceId('Microsoft.Resources/resourceGroups', 'rg9')]") ==
        str(kSub + "/resourceGroups/rg9"));
  CHECK(evalAt(TargetScope::Tenant, "[tenantResourceId('Microsoft.Resources/subscriptions', 's1')]") ==
        str("/subscriptions/s1"));
  CHECK(evalAt(TargetScope::Tenant, "[tenantResourceId('Microsoft.Resources/subscriptions/resourceGroups', 's1', 'r')]") ==
        str("/subscriptions/s1/resourceGroups/r"));
  // Other Microsoft.Resources types are ordinary.
  CHECK(rg("[resourceId('Microsoft.Resources/deployments', 'd1')]") ==
        str(kRg + "/providers/Microsoft.Resources/deployments/d1"));
}

TEST_CASE("tenantResourceId: documented examples", "[fn-resource]") {
  CHECK(rg("[tenantResourceId('Microsoft.Authorization/policyDefinitions', '0a914e76-4921-4c19-b460-a2d36003525a')]") ==
        str("/providers/Microsoft.Authorization/policyDefinitions/0a914e76-4921-4c19-b460-a2d36003525a"));
  CHECK(evalAt(TargetScope::ManagementGroup, "[tenantResourceId('Microsoft.Management/managementGroups', 'mg2')]") ==
        str("/providers/Microsoft.Management/managementGroups/mg2"));
  CHECK_THAT(rg("[tenantResourceId('x', 'Microsoft.X/y', 'n')]"), Catch::Contains("it must be the first argument"));
}

TEST_CASE("managementGroupResourceId: current or named management group", "[fn-resource]") {
  CHECK(evalAt(TargetScope::ManagementGroup,
               "[managementGroupResourceId('Microsoft.Authorization/policyDefinitions', 'LocationRestriction')]") ==
        str("/providers/Microsoft.Management/managementGroups/examplemg1/providers/Microsoft.Authorization/"
            "policyDefinitions/LocationRestriction"));
  CHECK(rg("[managementGroupResourceId('mg7', 'Microsoft.Authorization/policySetDefinitions', 'set')]") ==
        str("/providers/Microsoft.Management/managementGroups/mg7/providers/Microsoft.Authorization/"
            "policySetDefinitions/set"));
  CHECK_THAT(rg("[managementGroupResourceId('Microsoft.Authorization/policyDefinitions', 'p')]"),
             Catch::StartsWith("error EVAL052") && Catch::Contains("no current management group"));
}

TEST_CASE("extensionResourceId: documented formats", "[fn-resource]") {
  // extensionresourceid.json: a resource group lock.
  CHECK(rg("[extensionResourceId(resourceGroup().Id , 'Microsoft.Authorization/locks', 'lock1')]") ==
        str(kRg + "/providers/Microsoft.Authorization/locks/lock1"));
  // Applied to a resource, a subscription, a management group and the tenant.
  CHECK(rg("[extensionResourceId(resourceId('Microsoft.Storage/storageAccounts', 'sa'), "
           "'Microsoft.Insights/diagnosticSettings', 'diag')]") ==
        str(kRg + "/providers/Microsoft.Storage/storageAccounts/sa/providers/Microsoft.Insights/diagnosticSettings/diag"));
  CHECK(rg("[extensionResourceId(subscription().id, 'Microsoft.Authorization/roleAssignments', 'ra')]") ==
        str(kSub + "/providers/Microsoft.Authorization/roleAssignments/ra"));
  CHECK(evalAt(TargetScope::ManagementGroup,
               "[extensionResourceId(managementGroup().id, 'Microsoft.Authorization/policyDefinitions', 'p')]") ==
        str("/providers/Microsoft.Management/managementGroups/examplemg1/providers/Microsoft.Authorization/"
            "policyDefinitions/p"));
  CHECK(rg("[extensionResourceId('/', 'Microsoft.Authorization/roleAssignments', 'ra')]") ==
        str("/providers/Microsoft.Authorization/roleAssignments/ra"));
  CHECK(rg("[extensionResourceId('/subscriptions/s/', 'Microsoft.X/y/z', 'a', 'b')]") ==
        str("/subscriptions/s/providers/Microsoft.X/y/a/z/b"));
}

TEST_CASE("extensionResourceId: ARM's argument errors", "[fn-resource]") {
  // Azure/bicep issue 8510: a full id given as the name.
  CHECK_THAT(rg("[extensionResourceId('/providers/Microsoft.Management/managementGroups/ESD', "
                "'Microsoft.Authorization/roleDefinitions', '/subscriptions/x/providers/Microsoft.Authorization/"
                "roleDefinitions/y')]"),
             Catch::StartsWith("error EVAL052: extensionResourceId: the function requires exactly two multi-segmented "
                               "arguments"));
  CHECK_THAT(rg("[extensionResourceId('sa', 'Microsoft.X/y', 'n')]"), Catch::Contains("exactly two multi-segmented"));
  CHECK_THAT(rg("[extensionResourceId('/subscriptions/s', 'Microsoft.X/y/z', 'n')]"),
             Catch::Contains("requires '2' resource name argument(s), but 1 was given"));
  CHECK_THAT(rg("[extensionResourceId('/subscriptions/s', 'Microsoft.X/y')]"), Catch::StartsWith("error EVAL001"));
  CHECK_THAT(rg("[extensionResourceId('/subscriptions/s', 'Microsoft.X/y', createArray())]"),
             Catch::StartsWith("error EVAL002") && Catch::Contains("argument 3"));
}

TEST_CASE("buildResourceId and parseResourceType for the expansion engine", "[fn-resource]") {
  auto t = parseResourceType("Microsoft.Network/virtualNetworks/subnets/");
  REQUIRE(t);
  CHECK(t->ns == "Microsoft.Network");
  CHECK(t->types == std::vector<std::string>{"virtualNetworks", "subnets"});
  CHECK(t->text == "Microsoft.Network/virtualNetworks/subnets");
  CHECK(buildResourceId("/subscriptions/s/resourceGroups/r", *t, {"v", "s1"}) ==
        "/subscriptions/s/resourceGroups/r/providers/Microsoft.Network/virtualNetworks/v/subnets/s1");
  CHECK(buildResourceId("", *t, {"v", "s1"}) == "/providers/Microsoft.Network/virtualNetworks/v/subnets/s1");
  CHECK_FALSE(parseResourceType("Microsoft.Storage"));
  CHECK_FALSE(parseResourceType("Microsoft.Storage/"));
}

TEST_CASE("splitSegments: every piece between slashes, empty ones too", "[functions][resourceId]") {
  using V = std::vector<std::string_view>;
  CHECK(splitSegments("") == V{""});
  CHECK(splitSegments("Microsoft.Storage") == V{"Microsoft.Storage"});
  CHECK(splitSegments("Microsoft.Network/virtualNetworks/subnets") == V{"Microsoft.Network", "virtualNetworks", "subnets"});
  CHECK(splitSegments("/subscriptions/s/") == V{"", "subscriptions", "s", ""});
  CHECK(splitSegments("a//b") == V{"a", "", "b"});
  CHECK(splitSegments("/") == V{"", ""});
}

TEST_CASE("buildResourceId: an old-style extension type, its \"/providers/\" in any case", "[functions][resourceId]") {
  const std::string rg = "/subscriptions/s/resourceGroups/r";
  for (std::string_view type : {"Microsoft.Storage/storageAccounts/providers/locks",
                                "Microsoft.Storage/storageAccounts/Providers/locks",
                                "Microsoft.Storage/storageAccounts/PROVIDERS/locks"}) {
    auto id = buildResourceId(rg, type, "st/Microsoft.Authorization/lk");
    REQUIRE(id);
    CHECK(*id == rg + "/providers/Microsoft.Storage/storageAccounts/st/providers/Microsoft.Authorization/locks/lk");
  }
  // Not a "/providers/" part: a type segment that only starts so.
  auto plain = buildResourceId(rg, "Ns.A/providersx/c", "a/b");
  REQUIRE(plain);
  CHECK(*plain == rg + "/providers/Ns.A/providersx/a/c/b");
}
