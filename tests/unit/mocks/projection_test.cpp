#include <catch2/catch.hpp>

#include "tests/unit/mocks/mocks_test_util.hpp"

using namespace pf;
using namespace pf::mocks;
using namespace pf::mocks::test;

TEST_CASE("projection: virtual network subnets get ids, user ids are kept", "[mocks]") {
  DeploymentContext ctx;
  Value vnet = resource("Microsoft.Network/virtualNetworks", "vnet1", R"({"properties": {"subnets": [
      {"name": "default", "properties": {"addressPrefix": "10.0.0.0/24"}},
      {"name": "app", "id": "/custom/id"},
      {"properties": {}}]}})");
  projectRuntimeProperties(vnet, ctx);
  CHECK(str(vnet, "properties.subnets[0].id") == kRg() + "/providers/Microsoft.Network/virtualNetworks/vnet1/subnets/default");
  CHECK(str(vnet, "properties.subnets[0].properties.addressPrefix") == "10.0.0.0/24");
  CHECK(str(vnet, "properties.subnets[1].id") == "/custom/id");
  CHECK(at(vnet, "properties.subnets[2].id").isNull());  // no name: nothing to build an id from
}

TEST_CASE("projection: child collections of network resources", "[mocks]") {
  DeploymentContext ctx;
  Value nsg = resource("Microsoft.Network/networkSecurityGroups", "nsg", R"({"properties": {"securityRules": [{"name": "allow-https"}]}})");
  projectRuntimeProperties(nsg, ctx);
  CHECK(str(nsg, "properties.securityRules[0].id") == nsg.get("id")->str() + "/securityRules/allow-https");
  // The six rules every NSG has, last of all a deny of all outbound traffic.
  REQUIRE(at(nsg, "properties.defaultSecurityRules").arr().size() == 6);
  CHECK(str(nsg, "properties.defaultSecurityRules[5].properties.access") == "Deny");
  CHECK(str(nsg, "properties.defaultSecurityRules[5].id") == nsg.get("id")->str() + "/defaultSecurityRules/DenyAllOutBound");

  Value lb = resource("Microsoft.Network/loadBalancers", "lb", R"({"properties": {
      "frontendIPConfigurations": [{"name": "fe"}], "backendAddressPools": [{"name": "be"}],
      "probes": [{"name": "p"}], "loadBalancingRules": [{"name": "r"}]}})");
  projectRuntimeProperties(lb, ctx);
  const std::string lbId = lb.get("id")->str();
  CHECK(str(lb, "properties.frontendIPConfigurations[0].id") == lbId + "/frontendIPConfigurations/fe");
  CHECK(str(lb, "properties.backendAddressPools[0].id") == lbId + "/backendAddressPools/be");
  CHECK(str(lb, "properties.probes[0].id") == lbId + "/probes/p");
  CHECK(str(lb, "properties.loadBalancingRules[0].id") == lbId + "/loadBalancingRules/r");

  Value agw = resource("Microsoft.Network/applicationGateways", "agw", R"({"properties": {
      "httpListeners": [{"name": "l1"}], "backendHttpSettingsCollection": [{"name": "s1"}]}})");
  projectRuntimeProperties(agw, ctx);
  CHECK(str(agw, "properties.httpListeners[0].id") == agw.get("id")->str() + "/httpListeners/l1");
  CHECK(str(agw, "properties.backendHttpSettingsCollection[0].id") ==
        agw.get("id")->str() + "/backendHttpSettingsCollection/s1");

  Value rt = resource("Microsoft.Network/routeTables", "rt", R"({"properties": {"routes": [{"name": "to-fw"}]}})");
  projectRuntimeProperties(rt, ctx);
  CHECK(str(rt, "properties.routes[0].id") == rt.get("id")->str() + "/routes/to-fw");
}

TEST_CASE("projection: storage endpoints follow the account kind and the cloud", "[mocks]") {
  DeploymentContext ctx;
  Value sa = resource("Microsoft.Storage/storageAccounts", "stdata", R"({"kind": "StorageV2", "location": "East US 2"})");
  projectRuntimeProperties(sa, ctx);
  CHECK(str(sa, "properties.primaryEndpoints.blob") == "https://stdata.blob.core.windows.net/");
  CHECK(str(sa, "properties.primaryEndpoints.file") == "https://stdata.file.core.windows.net/");
  CHECK(str(sa, "properties.primaryEndpoints.queue") == "https://stdata.queue.core.windows.net/");
  CHECK(str(sa, "properties.primaryEndpoints.table") == "https://stdata.table.core.windows.net/");
  CHECK(str(sa, "properties.primaryEndpoints.dfs") == "https://stdata.dfs.core.windows.net/");
  CHECK(str(sa, "properties.primaryLocation") == "eastus2");
  CHECK(str(sa, "properties.provisioningState") == "Succeeded");
  // The static-website host carries a zone number Azure picks: not knowable beforehand.
  Value web = at(sa, "properties.primaryEndpoints.web");
  REQUIRE(web.isUnknown());
  CHECK(web.unknownData().expr == "reference('" + sa.get("id")->str() +
                                      "', '2023-01-01', 'Full').properties.primaryEndpoints.web");

  Value files = resource("Microsoft.Storage/storageAccounts", "stfiles", R"({"kind": "FileStorage"})");
  projectRuntimeProperties(files, ctx);
  CHECK(at(files, "properties.primaryEndpoints.blob").isNull());
  CHECK(at(files, "properties.primaryEndpoints.queue").isNull());
  CHECK(str(files, "properties.primaryEndpoints.file") == "https://stfiles.file.core.windows.net/");

  DeploymentContext gov;
  gov.environmentName = "AzureUSGovernment";
  Value govSa = resource("Microsoft.Storage/storageAccounts", "stgov", R"({"kind": "StorageV2"})");
  projectRuntimeProperties(govSa, gov);
  CHECK(str(govSa, "properties.primaryEndpoints.blob") == "https://stgov.blob.core.usgovcloudapi.net/");

  // A cloud without suffixes: endpoints are left out rather than guessed.
  DeploymentContext other;
  other.environmentName = "SomePrivateCloud";
  Value otherSa = resource("Microsoft.Storage/storageAccounts", "stx", R"({"kind": "StorageV2"})");
  projectRuntimeProperties(otherSa, other);
  CHECK(at(otherSa, "properties.primaryEndpoints.blob").isNull());
  CHECK(str(otherSa, "properties.primaryLocation") == "eastus");
}

TEST_CASE("projection: add if not exists, never overwrite", "[mocks]") {
  DeploymentContext ctx;
  Value sa = resource("Microsoft.Storage/storageAccounts", "st1", R"({"kind": "StorageV2", "properties": {
      "primaryEndpoints": {"blob": "https://custom/", "file": null}, "provisioningState": "Creating"}})");
  size_t added = projectRuntimeProperties(sa, ctx);
  CHECK(str(sa, "properties.primaryEndpoints.blob") == "https://custom/");
  CHECK(str(sa, "properties.primaryEndpoints.file") == "https://st1.file.core.windows.net/");  // null counts as absent
  CHECK(str(sa, "properties.provisioningState") == "Creating");
  CHECK(added > 0);
  // Projecting again adds nothing and changes nothing.
  Value again = sa;
  CHECK(projectRuntimeProperties(again, ctx) == 0);
  CHECK(again == sa);

  // A value of another shape where an object is expected is the user's: left alone.
  Value odd = resource("Microsoft.Storage/storageAccounts", "st2", R"({"properties": {"primaryEndpoints": "text"}})");
  projectRuntimeProperties(odd, ctx);
  CHECK(str(odd, "properties.primaryEndpoints") == "text");
}

TEST_CASE("projection: the caller's copies are not changed", "[mocks]") {
  DeploymentContext ctx;
  Value original = resource("Microsoft.ContainerRegistry/registries", "Acr1");
  Value copy = original;
  projectRuntimeProperties(copy, ctx);
  CHECK(at(original, "properties.loginServer").isNull());
  CHECK(str(copy, "properties.loginServer") == "acr1.azurecr.io");
}

TEST_CASE("projection: managed identities", "[mocks]") {
  DeploymentContext ctx;
  ctx.tenantId = "11111111-2222-3333-4444-555555555555";
  Value site = resource("Microsoft.Web/sites", "app1", R"({"identity": {"type": "SystemAssigned, UserAssigned",
      "userAssignedIdentities": {
        "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/Microsoft.ManagedIdentity/userAssignedIdentities/ID1": {}}}})");
  projectRuntimeProperties(site, ctx);
  CHECK(isGuid(at(site, "identity.principalId")));
  CHECK(str(site, "identity.tenantId") == ctx.tenantId);
  const Value& uai = site.get("identity")->get("userAssignedIdentities")->obj().begin()->second;
  CHECK(isGuid(*uai.get("principalId")));
  CHECK(isGuid(*uai.get("clientId")));
  CHECK(uai.get("principalId")->str() != uai.get("clientId")->str());

  // The identity resource itself projects the same ids (ids compare case-insensitively),
  // so role assignments built from either agree.
  Value id1 = resource("Microsoft.ManagedIdentity/userAssignedIdentities", "id1");
  projectRuntimeProperties(id1, ctx);
  CHECK(str(id1, "properties.principalId") == uai.get("principalId")->str());
  CHECK(str(id1, "properties.clientId") == uai.get("clientId")->str());
  CHECK(str(id1, "properties.tenantId") == ctx.tenantId);
  // Independent vector: Python's uuid.uuid5(UUID('6f1c3a52-9d0e-4b7a-8c31-2e5f0d9a7b64'),
  // '<lower-case id>\nprincipalId').
  CHECK(str(id1, "properties.principalId") == "c93b4847-7607-5cc0-9b4c-069655ff8ec5");

  Value userOnly = resource("Microsoft.Web/sites", "app2", R"({"identity": {"type": "UserAssigned"}})");
  projectRuntimeProperties(userOnly, ctx);
  CHECK(at(userOnly, "identity.principalId").isNull());

  Value none = resource("Microsoft.Web/sites", "app3");
  projectRuntimeProperties(none, ctx);
  CHECK(none.get("identity") == nullptr);  // no identity object is invented
}

TEST_CASE("projection: placeholder GUIDs are deterministic and differ per resource", "[mocks]") {
  DeploymentContext ctx;
  Value a1 = resource("Microsoft.OperationalInsights/workspaces", "law-a");
  Value a2 = resource("Microsoft.OperationalInsights/workspaces", "law-a");
  Value b = resource("Microsoft.OperationalInsights/workspaces", "law-b");
  projectRuntimeProperties(a1, ctx);
  projectRuntimeProperties(a2, ctx);
  projectRuntimeProperties(b, ctx);
  CHECK(isGuid(at(a1, "properties.customerId")));
  CHECK(str(a1, "properties.customerId") == str(a2, "properties.customerId"));
  CHECK(str(a1, "properties.customerId") != str(b, "properties.customerId"));
  // A different subscription is a different resource.
  DeploymentContext other;
  other.subscriptionId = "99999999-0000-0000-0000-000000000000";
  Value c = resource("Microsoft.OperationalInsights/workspaces", "law-a");
  c.objMut().set("id", Value("/subscriptions/99999999-0000-0000-0000-000000000000/resourceGroups/preflight-rg/"
                             "providers/Microsoft.OperationalInsights/workspaces/law-a"));
  projectRuntimeProperties(c, other);
  CHECK(str(a1, "properties.customerId") != str(c, "properties.customerId"));
}

TEST_CASE("projection: key vault and secrets", "[mocks]") {
  DeploymentContext ctx;
  Value kv = resource("Microsoft.KeyVault/vaults", "kv-app", R"({"properties": {"tenantId": "t", "enableRbacAuthorization": true}})");
  projectRuntimeProperties(kv, ctx);
  CHECK(str(kv, "properties.vaultUri") == "https://kv-app.vault.azure.net/");
  CHECK(str(kv, "properties.tenantId") == "t");
  CHECK(at(kv, "properties.accessPolicies").isArray());

  Value secret = resource("Microsoft.KeyVault/vaults/secrets", "kv-app/db-password");
  projectRuntimeProperties(secret, ctx);
  CHECK(str(secret, "properties.secretUri") == "https://kv-app.vault.azure.net/secrets/db-password");
  std::string versioned = str(secret, "properties.secretUriWithVersion");
  REQUIRE(versioned.size() == std::string("https://kv-app.vault.azure.net/secrets/db-password/").size() + 32);
  CHECK(versioned.starts_with("https://kv-app.vault.azure.net/secrets/db-password/"));
}

TEST_CASE("projection: host names of common services", "[mocks]") {
  DeploymentContext ctx;
  auto project = [&](const std::string& type, const std::string& name, const std::string& extra = "{}") {
    Value r = resource(type, name, extra);
    projectRuntimeProperties(r, ctx);
    return r;
  };
  CHECK(str(project("Microsoft.ContainerRegistry/registries", "MyAcr"), "properties.loginServer") == "myacr.azurecr.io");
  CHECK(str(project("Microsoft.DocumentDB/databaseAccounts", "cosmos1"), "properties.documentEndpoint") ==
        "https://cosmos1.documents.azure.com:443/");
  CHECK(str(project("Microsoft.ServiceBus/namespaces", "sb1"), "properties.serviceBusEndpoint") ==
        "https://sb1.servicebus.windows.net:443/");
  CHECK(str(project("Microsoft.EventHub/namespaces", "eh1"), "properties.serviceBusEndpoint") ==
        "https://eh1.servicebus.windows.net:443/");
  CHECK(str(project("Microsoft.Relay/namespaces", "relay1"), "properties.serviceBusEndpoint") ==
        "https://relay1.servicebus.windows.net:443/");
  CHECK(str(project("Microsoft.Web/sites", "MyApp"), "properties.defaultHostName") == "myapp.azurewebsites.net");
  CHECK(str(project("Microsoft.Web/sites/slots", "myapp/staging"), "properties.defaultHostName") ==
        "myapp-staging.azurewebsites.net");
  CHECK(str(project("Microsoft.Sql/servers", "SqlSrv"), "properties.fullyQualifiedDomainName") ==
        "sqlsrv.database.windows.net");
  CHECK(str(project("Microsoft.DBforPostgreSQL/flexibleServers", "pg1"), "properties.fullyQualifiedDomainName") ==
        "pg1.postgres.database.azure.com");
  CHECK(str(project("Microsoft.DBforMySQL/flexibleServers", "my1"), "properties.fullyQualifiedDomainName") ==
        "my1.mysql.database.azure.com");
  CHECK(str(project("Microsoft.AppConfiguration/configurationStores", "cfg1"), "properties.endpoint") ==
        "https://cfg1.azconfig.io");
  Value redis = project("Microsoft.Cache/redis", "cache1");
  CHECK(str(redis, "properties.hostName") == "cache1.redis.cache.windows.net");
  CHECK(at(redis, "properties.sslPort") == Value(6380));
  CHECK(str(project("Microsoft.Devices/IotHubs", "hub1"), "properties.hostName") == "hub1.azure-devices.net");
  CHECK(str(project("Microsoft.ApiManagement/service", "apim1"), "properties.gatewayUrl") == "https://apim1.azure-api.net");
  CHECK(str(project("Microsoft.Batch/batchAccounts", "batch1"), "properties.accountEndpoint") ==
        "batch1.eastus.batch.azure.com");
}

TEST_CASE("projection: cognitive services endpoints", "[mocks]") {
  DeploymentContext ctx;
  Value openai = resource("Microsoft.CognitiveServices/accounts", "oai", R"({"kind": "OpenAI", "properties": {"customSubDomainName": "Contoso-OAI"}})");
  projectRuntimeProperties(openai, ctx);
  CHECK(str(openai, "properties.endpoint") == "https://contoso-oai.openai.azure.com/");

  Value cs = resource("Microsoft.CognitiveServices/accounts", "cs", R"({"kind": "CognitiveServices", "properties": {"customSubDomainName": "contoso-cs"}})");
  projectRuntimeProperties(cs, ctx);
  CHECK(str(cs, "properties.endpoint") == "https://contoso-cs.cognitiveservices.azure.com/");

  Value regional = resource("Microsoft.CognitiveServices/accounts", "tr", R"({"kind": "TextTranslation", "location": "West Europe"})");
  projectRuntimeProperties(regional, ctx);
  CHECK(str(regional, "properties.endpoint") == "https://westeurope.api.cognitive.microsoft.com/");
}

TEST_CASE("projection: public IP addresses", "[mocks]") {
  DeploymentContext ctx;
  Value pip = resource("Microsoft.Network/publicIPAddresses", "pip1", R"({"properties": {"dnsSettings": {"domainNameLabel": "MyVm"}}})");
  projectRuntimeProperties(pip, ctx);
  CHECK(str(pip, "properties.dnsSettings.fqdn") == "myvm.eastus.cloudapp.azure.com");
  Value ip = at(pip, "properties.ipAddress");
  REQUIRE(ip.isUnknown());
  CHECK(ip.unknownData().expr == "reference('" + pip.get("id")->str() + "', '2023-01-01', 'Full').properties.ipAddress");

  Value plain = resource("Microsoft.Network/publicIPAddresses", "pip2");
  projectRuntimeProperties(plain, ctx);
  CHECK(at(plain, "properties.dnsSettings").isNull());  // no label: no fqdn and no empty dnsSettings

  Value fixed = resource("Microsoft.Network/publicIPAddresses", "pip3", R"({"properties": {"ipAddress": "20.1.2.3"}})");
  projectRuntimeProperties(fixed, ctx);
  CHECK(str(fixed, "properties.ipAddress") == "20.1.2.3");
}

TEST_CASE("projection: private endpoint network interface", "[mocks]") {
  DeploymentContext ctx;
  Value pe = resource("Microsoft.Network/privateEndpoints", "pe1", R"({"properties": {
      "privateLinkServiceConnections": [{"name": "conn"}]}})");
  projectRuntimeProperties(pe, ctx);
  std::string nic = str(pe, "properties.networkInterfaces[0].id");
  CHECK(nic.starts_with(kRg() + "/providers/Microsoft.Network/networkInterfaces/pe1.nic."));
  CHECK(isGuid(Value(nic.substr(nic.rfind(".nic.") + 5))));
  CHECK(str(pe, "properties.privateLinkServiceConnections[0].id") == pe.get("id")->str() + "/privateLinkServiceConnections/conn");

  Value custom = resource("Microsoft.Network/privateEndpoints", "pe2", R"({"properties": {"customNetworkInterfaceName": "pe2-nic"}})");
  projectRuntimeProperties(custom, ctx);
  CHECK(str(custom, "properties.networkInterfaces[0].id") == kRg() + "/providers/Microsoft.Network/networkInterfaces/pe2-nic");
}

TEST_CASE("projection: AKS fqdn and kubelet identity", "[mocks]") {
  DeploymentContext ctx;
  Value aks = resource("Microsoft.ContainerService/managedClusters", "aks1", R"({"properties": {"dnsPrefix": "Aks1Dns"}})");
  projectRuntimeProperties(aks, ctx);
  std::string fqdn = str(aks, "properties.fqdn");
  CHECK(fqdn.starts_with("aks1dns-"));
  CHECK(fqdn.ends_with(".hcp.eastus.azmk8s.io"));
  CHECK(str(aks, "properties.nodeResourceGroup") == "MC_preflight-rg_aks1_eastus");
  CHECK(str(aks, "properties.identityProfile.kubeletidentity.resourceId") ==
        "/subscriptions/00000000-0000-0000-0000-000000000000/resourcegroups/MC_preflight-rg_aks1_eastus/providers/"
        "Microsoft.ManagedIdentity/userAssignedIdentities/aks1-agentpool");
  CHECK(isGuid(at(aks, "properties.identityProfile.kubeletidentity.objectId")));
}

TEST_CASE("projection: a container app's fqdn sits in its environment's domain", "[mocks]") {
  DeploymentContext ctx;
  Value env = resource("Microsoft.App/managedEnvironments", "env1");
  projectRuntimeProperties(env, ctx);
  std::string domain = str(env, "properties.defaultDomain");
  CHECK(domain.ends_with(".eastus.azurecontainerapps.io"));

  Value app = resource("Microsoft.App/containerApps", "Web", R"({"properties": {"configuration": {"ingress": {"external": true}}}})");
  app.objMut().find("properties")->objMut().set("managedEnvironmentId", *env.get("id"));
  projectRuntimeProperties(app, ctx);
  CHECK(str(app, "properties.configuration.ingress.fqdn") == "web." + domain);

  Value internal = resource("Microsoft.App/containerApps", "api", R"({"properties": {"configuration": {"ingress": {"external": false}}}})");
  internal.objMut().find("properties")->objMut().set("managedEnvironmentId", *env.get("id"));
  projectRuntimeProperties(internal, ctx);
  CHECK(str(internal, "properties.configuration.ingress.fqdn") == "api.internal." + domain);

  Value noIngress = resource("Microsoft.App/containerApps", "job");
  noIngress.objMut().set("properties", Value(Object{{"managedEnvironmentId", *env.get("id")}}));
  projectRuntimeProperties(noIngress, ctx);
  CHECK(at(noIngress, "properties.configuration").isNull());
}

TEST_CASE("projection: application insights connection string", "[mocks]") {
  DeploymentContext ctx;
  Value ai = resource("Microsoft.Insights/components", "ai1", R"({"kind": "web"})");
  projectRuntimeProperties(ai, ctx);
  std::string key = str(ai, "properties.InstrumentationKey");
  CHECK(isGuid(Value(key)));
  CHECK(str(ai, "properties.ConnectionString").starts_with("InstrumentationKey=" + key + ";IngestionEndpoint=https://eastus-0."));
}

TEST_CASE("projection: unknown inputs give unknown values", "[mocks]") {
  DeploymentContext ctx;
  // A name only known at deployment: the login server is unknown and says where it comes from.
  Value acr = resource("Microsoft.ContainerRegistry/registries", "x");
  acr.objMut().set("name", Value::unknown("parameters('acrName')"));
  projectRuntimeProperties(acr, ctx);
  Value login = at(acr, "properties.loginServer");
  REQUIRE(login.isUnknown());
  CHECK(login.unknownData().expr.ends_with("'Full').properties.loginServer"));

  // An identity type that is not known: whether there is a principal is not known either.
  Value site = resource("Microsoft.Web/sites", "app");
  site.objMut().set("identity", Value(Object{{"type", Value::unknown("parameters('identityType')")}}));
  projectRuntimeProperties(site, ctx);
  CHECK(at(site, "identity.principalId").isUnknown());

  // An unknown properties object is not descended into.
  Value kv = resource("Microsoft.KeyVault/vaults", "kv");
  kv.objMut().set("properties", Value::unknown("parameters('props')"));
  projectRuntimeProperties(kv, ctx);
  CHECK(kv.get("properties")->isUnknown());
}

TEST_CASE("projection: odd inputs do not crash", "[mocks]") {
  DeploymentContext ctx;
  Value notObject = Value("text");
  CHECK(projectRuntimeProperties(notObject, ctx) == 0);
  Value noType = pf::test::json(R"({"name": "x"})");
  CHECK(projectRuntimeProperties(noType, ctx) == 0);
  Value unknownType = resource("Contoso.Widgets/widgets", "w1");
  CHECK(projectRuntimeProperties(unknownType, ctx) == 0);
  // Every type in the data, with bare, odd and unknown-laden resources.
  for (const auto& [type, entries] : builtinData().allProjections()) {
    INFO(type);
    for (const char* extra : {"{}", R"({"properties": []})", R"({"properties": {"subnets": [1, null, "x"]}, "kind": 5})",
                              R"({"identity": {"type": ["SystemAssigned"], "userAssignedIdentities": {"a": null, "b": 3}}})"}) {
      Value bare = pf::test::json(R"({"type": ")" + type + "\"}");
      Value merged = pf::test::json(extra);
      for (const auto& [k, v] : merged.obj()) bare.objMut().set(k, v);
      projectRuntimeProperties(bare, ctx);
      Value full = resource("Microsoft.Storage/storageAccounts", "n", extra);
      full.objMut().set("type", Value(type));
      full.objMut().set("location", Value::unknown("parameters('location')"));
      projectRuntimeProperties(full, ctx);
    }
  }
  SUCCEED();
}

TEST_CASE("projection: outputs of deployment scripts and generated tokens are unknown", "[mocks]") {
  DeploymentContext ctx;
  Value script = resource("Microsoft.Resources/deploymentScripts", "script1", R"({"kind": "AzureCLI"})");
  projectRuntimeProperties(script, ctx);
  CHECK(at(script, "properties.outputs").isUnknown());

  Value pool = resource("Microsoft.DesktopVirtualization/hostPools", "hp", R"({"properties": {"registrationInfo": {"registrationTokenOperation": "Update"}}})");
  projectRuntimeProperties(pool, ctx);
  CHECK(at(pool, "properties.registrationInfo.token").isUnknown());
  Value noToken = resource("Microsoft.DesktopVirtualization/hostPools", "hp2");
  projectRuntimeProperties(noToken, ctx);
  CHECK(at(noToken, "properties.registrationInfo").isNull());
}
