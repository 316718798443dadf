// Assignments: loading the documents, scopes and notScopes, resourceSelectors, initiatives with
// parameters, overrides, exemptions, enforcementMode and the order of effects over a deployment.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "policy/assignments/engine.hpp"
#include "policy/language/functions.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/policy/policy_helpers.hpp"

using namespace pf::policy;
using pf::test::TempDir;
using pf::test::policy::json;

namespace {

const char* kTlsDef = R"({"name": "tls", "type": "Microsoft.Authorization/policyDefinitions", "properties": {
  "displayName": "TLS", "mode": "Indexed",
  "parameters": {"effect": {"type": "String", "defaultValue": "Audit", "allowedValues": ["Audit", "Deny", "Disabled"]},
                 "version": {"type": "String", "defaultValue": "TLS1_2"}},
  "policyRule": {"if": {"allOf": [{"field": "type", "equals": "Microsoft.Storage/storageAccounts"},
    {"anyOf": [{"field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "notEquals": "[parameters('version')]"},
               {"field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "exists": false}]}]},
    "then": {"effect": "[parameters('effect')]"}}}})";

const char* kFixTls = R"({"name": "fix-tls", "type": "Microsoft.Authorization/policyDefinitions", "properties": {
  "displayName": "Set TLS", "mode": "Indexed",
  "policyRule": {"if": {"field": "type", "equals": "Microsoft.Storage/storageAccounts"},
    "then": {"effect": "modify", "details": {"roleDefinitionIds": ["/r"], "operations": [
      {"operation": "addOrReplace", "field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "value": "TLS1_2"}]}}}}})";

const char* kInitiative = R"({"name": "baseline", "properties": {"displayName": "Baseline",
  "parameters": {"tlsEffect": {"type": "String", "defaultValue": "Audit"}},
  "policyDefinitions": [
    {"policyDefinitionId": "/providers/Microsoft.Management/managementGroups/placeholder/providers/Microsoft.Authorization/policyDefinitions/tls",
     "policyDefinitionReferenceId": "StorageTls", "parameters": {"effect": {"value": "[parameters('tlsEffect')]"}}},
    {"policyDefinitionId": "/providers/Microsoft.Authorization/policyDefinitions/not-loaded", "policyDefinitionReferenceId": "Gone"}]}})";

std::string assignment(const std::string& name, const std::string& defId, const std::string& scope,
                       const std::string& extra = "") {
  return R"({"name": ")" + name + R"(", "type": "Microsoft.Authorization/policyAssignments", "properties": {
    "policyDefinitionId": ")" + defId + R"(", "scope": ")" + scope + "\"" + (extra.empty() ? "" : ", " + extra) + "}}";
}

const std::string kSub = "/subscriptions/00000000-0000-0000-0000-000000000000";

pf::Value storage(const std::string& name, const std::string& tls, const std::string& rg = "preflight-rg") {
  std::string props = tls.empty() ? "{}" : R"({"minimumTlsVersion": ")" + tls + "\"}";
  return json(R"({"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": ")" + name +
              R"(", "id": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/)" + rg +
              "/providers/Microsoft.Storage/storageAccounts/" + name + R"(", "location": "westeurope", "properties": )" +
              props + "}");
}

struct Setup {
  PolicySetup setup;
  pf::Diagnostics diags;
  explicit Setup(const std::vector<std::string>& docs, bool assignAll = false) {
    setup.functions = policyFunctions();
    setup.today = "2025-06-01";
    DefinitionOptions o{&setup.aliases, &setup.functions};
    for (const std::string& d : docs) setup.library.addDocument(json(d), "doc.json", true, o, diags);
    setup.policies = resolveAssignments(setup.library, setup.functions, assignAll,
                                        kSub + "/resourceGroups/preflight-rg", diags, setup.synthetic);
  }
  DeploymentPolicies run(const std::vector<pf::Value>& requests, pf::DeploymentContext ctx = {}) {
    pf::EvalSession session(setup.functions);
    return evaluateDeployment(setup, requests, ctx, session);
  }
  std::string errors() const {
    std::string s;
    for (const auto& d : diags.items())
      if (d.severity != pf::Severity::Info) s += d.code + ": " + d.message + "\n";
    return s;
  }
};

std::string effects(const DeploymentPolicies& d) {
  std::string s;
  for (const PolicyOutcome& o : d.outcomes)
    s += (s.empty() ? "" : " ") + o.policy->ruleId + "=" +
         (o.evaluation.effect ? effectName(*o.evaluation.effect) : "null") + (o.exemption ? "(exempt)" : "");
  return s;
}

}  // namespace

TEST_CASE("policy assignments: scopes and notScopes", "[policy][policy-assignments]") {
  ResourcePlace place = placeOf(kSub + "/resourceGroups/rg1/providers/Microsoft.Storage/storageAccounts/st",
                                "Microsoft.Storage/storageAccounts", pf::Value("westeurope"), [] {
                                  pf::DeploymentContext c;
                                  c.managementGroup = "corp";
                                  c.managementGroupAncestors = {"landingzones", "alz"};
                                  return c;
                                }());
  CHECK(scopeContains("/providers/Microsoft.Management/managementGroups/corp", place));
  CHECK(scopeContains("/providers/Microsoft.Management/managementGroups/ALZ", place));
  CHECK_FALSE(scopeContains("/providers/Microsoft.Management/managementGroups/platform", place));
  CHECK(scopeContains(kSub, place));
  CHECK(scopeContains(kSub + "/resourceGroups/RG1", place));
  CHECK_FALSE(scopeContains(kSub + "/resourceGroups/rg2", place));
  CHECK_FALSE(scopeContains("/subscriptions/11111111-1111-1111-1111-111111111111", place));
  CHECK(scopeContains(kSub + "/resourceGroups/rg1/providers/Microsoft.Storage/storageAccounts/st", place));
  CHECK_FALSE(scopeContains(kSub + "/resourceGroups/rg1/providers/Microsoft.Storage/storageAccounts/st2", place));
  CHECK_FALSE(validScope("not a scope"));
  CHECK(validScope("/providers/Microsoft.Management/managementGroups/x"));

  Setup s({kTlsDef, assignment("a1", "/providers/Microsoft.Authorization/policyDefinitions/tls", kSub,
                               R"("notScopes": [")" + kSub + R"(/resourceGroups/excluded"])")});
  REQUIRE(s.errors().empty());
  auto r = s.run({storage("inside", "TLS1_0"), storage("outside", "TLS1_0", "excluded")});
  CHECK(effects(r) == "Policy:a1=audit");
  CHECK(r.outcomes[0].resource == 0);
  // A management group assignment applies through the context's management groups.
  Setup mg({kTlsDef, assignment("a2", "/providers/Microsoft.Authorization/policyDefinitions/tls",
                                "/providers/Microsoft.Management/managementGroups/landingzones")});
  pf::DeploymentContext ctx;
  CHECK(mg.run({storage("st", "TLS1_0")}, ctx).outcomes.empty());
  ctx.managementGroup = "corp";
  ctx.managementGroupAncestors = {"landingzones"};
  CHECK(effects(mg.run({storage("st", "TLS1_0")}, ctx)) == "Policy:a2=audit");
}

TEST_CASE("policy assignments: resourceSelectors and overrides", "[policy][policy-assignments]") {
  Setup s({kTlsDef, assignment("sel", "/providers/Microsoft.Authorization/policyDefinitions/tls", kSub,
                               R"("resourceSelectors": [{"name": "eu", "selectors": [{"kind": "resourceLocation", "in": ["West Europe"]}]}],
                                  "overrides": [{"kind": "policyEffect", "value": "Deny", "selectors": [{"kind": "resourceLocation", "in": ["westeurope"]}]}])")});
  REQUIRE(s.errors().empty());
  CHECK(effects(s.run({storage("st", "TLS1_0")})) == "Policy:sel=deny");
  pf::Value us = storage("us", "TLS1_0");
  us.objMut().set("location", pf::Value("eastus"));
  CHECK(s.run({us}).outcomes.empty());
  pf::Value unknown = storage("u", "TLS1_0");
  unknown.objMut().set("location", pf::Value::unknown("parameters('location')"));
  auto r = s.run({unknown});
  REQUIRE(r.outcomes.size() == 1);
  CHECK(r.outcomes[0].selectorsUnknown);
  ResourcePlace p;
  p.type = "Microsoft.Storage/storageAccounts";
  CHECK(selectorMatches(Selector{"resourceType", false, {"microsoft.storage/storageaccounts"}}, p) == Truth::False);
  CHECK(selectorMatches(Selector{"policyDefinitionReferenceId", true, {"A"}}, p, "a") == Truth::True);
}

TEST_CASE("policy assignments: initiatives pass their parameters to members", "[policy][policy-assignments]") {
  Setup s({kTlsDef, kInitiative,
           assignment("init", "/providers/Microsoft.Authorization/policySetDefinitions/baseline", kSub,
                      R"("parameters": {"tlsEffect": {"value": "Deny"}},
                         "nonComplianceMessages": [{"message": "default"}, {"message": "TLS {enforcementMode} be 1.2", "policyDefinitionReferenceId": "StorageTls"}])")});
  // The member not loaded is reported and left out.
  CHECK(s.errors().find("POL041") != std::string::npos);
  REQUIRE(s.setup.policies.size() == 1);
  const AssignedPolicy& p = s.setup.policies[0];
  CHECK(p.ruleId == "Policy:init/StorageTls");
  CHECK(p.parameters.find("effect")->str() == "Deny");
  CHECK(p.message == "TLS must be 1.2");
  CHECK(p.info.setDefinitionId == "/providers/Microsoft.Authorization/policySetDefinitions/baseline");
  CHECK(p.info.definitionReferenceId == "StorageTls");
  CHECK(effects(s.run({storage("st", "TLS1_1")})) == "Policy:init/StorageTls=deny");
  // An assignment value the initiative does not declare.
  Setup bad({kTlsDef, kInitiative,
             assignment("bad", "/providers/Microsoft.Authorization/policySetDefinitions/baseline", kSub,
                        R"("parameters": {"nope": {"value": 1}})")});
  CHECK(bad.errors().find("POL008") != std::string::npos);
  CHECK(bad.setup.policies.empty());
  // An assignment of something not loaded.
  Setup missing({assignment("m", "/providers/Microsoft.Authorization/policyDefinitions/xyz", kSub)});
  CHECK(missing.errors().find("POL041: properties.policyDefinitionId: assignment 'm'") != std::string::npos);
  // A malformed scope.
  Setup scope({kTlsDef, assignment("s", "/providers/Microsoft.Authorization/policyDefinitions/tls", "somewhere")});
  CHECK(scope.errors().find("POL046") != std::string::npos);
}

TEST_CASE("policy assignments: modify runs before deny and audit", "[policy][policy-assignments]") {
  std::string deny = assignment("deny", "/providers/Microsoft.Authorization/policyDefinitions/tls", kSub,
                                R"("parameters": {"effect": {"value": "Deny"}})");
  std::string fix = assignment("fix", "/providers/Microsoft.Authorization/policyDefinitions/fix-tls", kSub);
  Setup s({kTlsDef, kFixTls, deny, fix});
  REQUIRE(s.errors().empty());
  auto r = s.run({storage("st", "TLS1_0")});
  // The modify sets TLS1_2, so the deny no longer matches.
  CHECK(effects(r) == "Policy:fix=modify Policy:deny=null");
  CHECK(r.requests[0].get("properties")->get("minimumTlsVersion")->str() == "TLS1_2");
  // Not enforced: the change is not made, and the deny still sees TLS1_0.
  Setup off({kTlsDef, kFixTls, deny,
             assignment("fix", "/providers/Microsoft.Authorization/policyDefinitions/fix-tls", kSub,
                        R"("enforcementMode": "DoNotEnforce")")});
  auto r2 = off.run({storage("st", "TLS1_0")});
  CHECK(effects(r2) == "Policy:fix=modify Policy:deny=deny");
  CHECK(r2.requests[0].get("properties")->get("minimumTlsVersion")->str() == "TLS1_0");
  CHECK_FALSE(off.setup.library.assignments()[1].enforced);
}

TEST_CASE("policy assignments: two modifies of one property conflict", "[policy][policy-assignments]") {
  std::string other = R"({"name": "set-11", "properties": {"mode": "Indexed", "policyRule": {"if": {"field": "type", "equals": "Microsoft.Storage/storageAccounts"},
    "then": {"effect": "modify", "details": {"roleDefinitionIds": [], "conflictEffect": "deny", "operations": [
      {"operation": "addOrReplace", "field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "value": "TLS1_1"}]}}}}})";
  Setup s({kFixTls, other, assignment("a", "/providers/Microsoft.Authorization/policyDefinitions/fix-tls", kSub),
           assignment("b", "/providers/Microsoft.Authorization/policyDefinitions/set-11", kSub)});
  REQUIRE(s.errors().empty());
  auto r = s.run({storage("st", "TLS1_0")});
  CHECK(effects(r) == "Policy:a=modify Policy:b=deny");
  REQUIRE(r.outcomes[1].conflicts.size() == 1);
  CHECK(r.outcomes[1].conflicts[0] == "conflicts with Policy:a on properties.minimumTlsVersion");
}

TEST_CASE("policy assignments: exemptions", "[policy][policy-assignments]") {
  std::string a = assignment("tls", "/providers/Microsoft.Authorization/policyDefinitions/tls", kSub,
                             R"("parameters": {"effect": {"value": "Deny"}})");
  auto exemption = [&](const std::string& scope, const std::string& extra) {
    return R"({"name": "ex", "type": "Microsoft.Authorization/policyExemptions", "id": ")" + scope +
           R"(/providers/Microsoft.Authorization/policyExemptions/ex", "properties": {"policyAssignmentId": ")" + kSub +
           R"(/providers/Microsoft.Authorization/policyAssignments/tls", "exemptionCategory": "Waiver")" +
           (extra.empty() ? "" : ", " + extra) + "}}";
  };
  Setup rg({kTlsDef, a, exemption(kSub + "/resourceGroups/preflight-rg", "")});
  REQUIRE(rg.errors().empty());
  CHECK(effects(rg.run({storage("st", "TLS1_0"), storage("other", "TLS1_0", "rg2")})) ==
        "Policy:tls=deny(exempt) Policy:tls=deny");
  // Expired: ignored, with a note.
  Setup expired({kTlsDef, a, exemption(kSub, R"("expiresOn": "2024-12-31T00:00:00Z")")});
  auto r = expired.run({storage("st", "TLS1_0")});
  CHECK(effects(r) == "Policy:tls=deny");
  REQUIRE(r.notes.items().size() == 1);
  CHECK(r.notes.items()[0].code == "POL044");
  // Covering other initiative members only: not this one.
  Setup members({kTlsDef, a, exemption(kSub, R"("policyDefinitionReferenceIds": ["Other"])")});
  CHECK(effects(members.run({storage("st", "TLS1_0")})) == "Policy:tls=deny");
  Setup noScope({R"({"name": "e", "properties": {"policyAssignmentId": "/x"}})"});
  CHECK(noScope.errors().find("POL043") != std::string::npos);
}

TEST_CASE("policy assignments: --policy-assign-all and the document shapes", "[policy][policy-assignments]") {
  Setup all({kTlsDef, kFixTls, assignment("fix", "/providers/Microsoft.Authorization/policyDefinitions/fix-tls", kSub)}, true);
  REQUIRE(all.setup.policies.size() == 2);
  CHECK(all.setup.policies[0].ruleId == "Policy:fix");
  CHECK(all.setup.policies[1].ruleId == "Policy:tls");  // assigned at the analysis scope
  CHECK(all.setup.policies[1].assignment->synthetic);
  // Arrays (az policy ... list) and {"value": [...]}.
  Setup list({std::string("[") + kTlsDef + "," + kFixTls + "]", std::string(R"({"value": [)") + kInitiative + "]}"});
  CHECK(list.setup.library.definitions().size() == 2);
  CHECK(list.setup.library.setDefinitions().size() == 1);
  // A document of no known kind, named explicitly.
  Setup unknown({R"({"hello": 1})"});
  CHECK(unknown.errors().find("POL002") != std::string::npos);
  // Duplicates keep the first.
  Setup dup({kTlsDef, kTlsDef});
  CHECK(dup.errors().find("POL045") != std::string::npos);
  CHECK(dup.setup.library.definitions().size() == 1);

  TempDir t;
  t.write("defs/a.json", kTlsDef);
  t.write("defs/nested/b.json", kFixTls);
  t.write("defs/notes.json", R"({"something": "else"})");  // in a folder: skipped quietly
  t.write("defs/.hidden/c.json", "not json");
  PolicyLibrary lib;
  pf::SourceFiles files;
  pf::Diagnostics d;
  pf::FunctionRegistry fns = policyFunctions();
  AliasCatalog aliases;
  DefinitionOptions o{&aliases, &fns};
  loadPolicyPaths({t.str() + "/defs", t.str() + "/missing"}, pf::FileAccessPolicy(), files, o, lib, d);
  CHECK(lib.definitions().size() == 2);
  REQUIRE(d.errorCount() == 1);
  CHECK(d.items().back().code == "POL047");
}
