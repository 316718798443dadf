// Effects: disabled, deny, audit, append and modify applied to the request, the if-not-exists
// effects against related resources, denyAction, manual, and the mode filter.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/unit/policy/policy_helpers.hpp"

using namespace pf::policy;
using pf::test::policy::evaluate;

namespace {

std::string rule(const std::string& effect, const std::string& details = "",
                 const std::string& cond = R"({"field": "type", "equals": "Microsoft.Test/resourceType"})") {
  return R"({"if": )" + cond + R"(, "then": {"effect": ")" + effect + "\"" +
         (details.empty() ? "" : ", \"details\": " + details) + "}}";
}

const std::string kRes = R"({"type": "Microsoft.Test/resourceType", "name": "r", "location": "westeurope",
  "tags": {"env": "dev"}, "properties": {"property": "old", "stringArray": ["a"], "objectArray": [{"property": "x"}, {}]}})";

std::string effectOf(const PolicyEvaluation& e) { return e.effect ? effectName(*e.effect) : "null"; }
std::string at(const PolicyEvaluation& e, const std::string& path) {
  pf::Value v = e.resource;
  size_t start = 0;
  while (start <= path.size()) {
    size_t dot = path.find('.', start);
    std::string key = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    const pf::Value* x = v.get(key);
    if (!x) return "<missing>";
    v = *x;
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return pf::toJson(v);
}

}  // namespace

TEST_CASE("policy effects: deny, audit, disabled and no match", "[policy][policy-effects]") {
  CHECK(effectOf(evaluate(rule("deny"), kRes)) == "deny");
  CHECK(effectOf(evaluate(rule("Audit"), kRes)) == "audit");
  CHECK(effectOf(evaluate(rule("disabled"), kRes)) == "null");
  CHECK(effectOf(evaluate(rule("deny", "", R"({"field": "type", "equals": "Other/type"})"), kRes)) == "null");
  // The effect from a parameter, as built-ins write it.
  std::string def = R"({"parameters": {"effect": {"type": "String", "defaultValue": "Audit", "allowedValues": ["Audit", "Deny", "Disabled"]}},
    "mode": "All", "policyRule": {"if": {"field": "type", "equals": "Microsoft.Test/resourceType"}, "then": {"effect": "[parameters('effect')]"}}})";
  CHECK(effectOf(evaluate(def, kRes)) == "audit");
  CHECK(effectOf(evaluate(def, kRes, R"({"effect": "Deny"})")) == "deny");
  CHECK(effectOf(evaluate(def, kRes, R"({"effect": {"value": "Disabled"}})")) == "null");
  // An evaluation failure is an implicit deny.
  auto failed = evaluate(rule("audit", "", R"({"value": "[substring(field('name'), 0, 5)]", "equals": "x"})"), kRes);
  CHECK(effectOf(failed) == "deny");
  REQUIRE(failed.error);
  CHECK(failed.error->code == "POL014");
  // An unknown condition: the effect may take place.
  auto unknown = evaluate(rule("deny", "", R"({"field": "Microsoft.Test/resourceType/property", "equals": "x"})"),
                          R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {"property": "[parameters('p')]"}})");
  CHECK(effectOf(unknown) == "deny");
  CHECK(unknown.inconclusive);
  CHECK(unknown.matched == Truth::Unknown);
}

TEST_CASE("policy effects: append adds fields and array members", "[policy][policy-effects]") {
  auto added = evaluate(rule("append", R"([{"field": "tags['owner']", "value": "me"},
      {"field": "Microsoft.Test/resourceType/stringArray[*]", "value": "b"}])"), kRes);
  CHECK(effectOf(added) == "append");
  CHECK(at(added, "tags.owner") == R"("me")");
  CHECK(at(added, "properties.stringArray") == R"(["a","b"])");
  CHECK(added.changes.size() == 2);
  CHECK(pf::toJson(added.details) == R"([{"field":"tags['owner']","value":"me"},{"field":"Microsoft.Test/resourceType/stringArray[*]","value":"b"}])");
  // The same value already there: nothing to do.
  auto same = evaluate(rule("append", R"([{"field": "tags['env']", "value": "dev"}])"), kRes);
  CHECK(effectOf(same) == "append");
  CHECK(same.changes.empty());
  // Overriding a different value acts as deny (effect-append).
  auto conflict = evaluate(rule("append", R"([{"field": "Microsoft.Test/resourceType/property", "value": "new"}])"), kRes);
  CHECK(effectOf(conflict) == "deny");
  REQUIRE(conflict.conflict);
  CHECK(conflict.conflict->find("append would override properties.property ('old') with 'new'") != std::string::npos);
  // [*].x sets x on every member.
  auto members = evaluate(rule("append", R"([{"field": "Microsoft.Test/resourceType/objectArray[*].property", "value": "x"}])"), kRes);
  CHECK(at(members, "properties.objectArray") == R"([{"property":"x"},{"property":"x"}])");
}

TEST_CASE("policy effects: modify operations", "[policy][policy-effects]") {
  auto tags = evaluate(rule("modify", R"({"roleDefinitionIds": ["/r"], "operations": [
      {"operation": "addOrReplace", "field": "tags['env']", "value": "prod"},
      {"operation": "add", "field": "tags['owner']", "value": "[resourceGroup().name]"},
      {"operation": "remove", "field": "tags['gone']"}]})"), kRes);
  CHECK(effectOf(tags) == "modify");
  CHECK(at(tags, "tags") == R"({"env":"prod","owner":"preflight-rg"})");
  REQUIRE(tags.changes.size() == 2);
  CHECK(tags.changes[0].path == "tags.env");
  CHECK(pf::toJson(tags.changes[0].before) == R"("dev")");
  CHECK(pf::toJson(tags.details) ==
        R"({"roleDefinitionIds":["/r"],"conflictEffect":"deny","operations":[{"operation":"addOrReplace","field":"tags['env']","value":"prod"},{"operation":"add","field":"tags['owner']","value":"preflight-rg"},{"operation":"remove","field":"tags['gone']"}]})");
  // add keeps an existing value; remove drops a tag.
  auto keep = evaluate(rule("modify", R"({"roleDefinitionIds": [], "operations": [
      {"operation": "add", "field": "tags['env']", "value": "prod"}, {"operation": "remove", "field": "tags['env']"}]})"), kRes);
  CHECK(at(keep, "tags") == "{}");
  // An alias: addOrReplace sets it; its condition can skip it.
  auto alias = evaluate(rule("modify", R"({"roleDefinitionIds": [], "conflictEffect": "audit", "operations": [
      {"operation": "addOrReplace", "field": "Microsoft.Test/resourceType/property", "value": "new",
       "condition": "[greaterOrEquals(requestContext().apiVersion, '2020-01-01')]"}]})"),
      R"({"type": "Microsoft.Test/resourceType", "name": "r", "apiVersion": "2021-01-01", "properties": {"property": "old"}})");
  CHECK(at(alias, "properties.property") == R"("new")");
  auto skipped = evaluate(rule("modify", R"({"roleDefinitionIds": [], "operations": [
      {"operation": "addOrReplace", "field": "Microsoft.Test/resourceType/property", "value": "new",
       "condition": "[greaterOrEquals(requestContext().apiVersion, '2020-01-01')]"}]})"),
      R"({"type": "Microsoft.Test/resourceType", "name": "r", "apiVersion": "2019-01-01", "properties": {"property": "old"}})");
  CHECK(at(skipped, "properties.property") == R"("old")");
  CHECK(skipped.changes.empty());
  // A parent property not in the request: Azure skips the operation.
  auto parent = evaluate(rule("modify", R"({"roleDefinitionIds": [], "operations": [
      {"operation": "addOrReplace", "field": "Microsoft.Test/resourceType/nested.flag", "value": true}]})"), kRes);
  CHECK(at(parent, "properties.nested") == "<missing>");
  REQUIRE_FALSE(parent.notes.empty());
  CHECK(parent.notes.back().find("properties.nested is not in the request") != std::string::npos);
  // remove is only for tags.
  auto remove = evaluate(rule("modify", R"({"roleDefinitionIds": [], "operations": [
      {"operation": "remove", "field": "Microsoft.Test/resourceType/property"}]})"), kRes);
  CHECK(at(remove, "properties.property") == R"("old")");
  // [*] with addOrReplace replaces every member.
  auto replace = evaluate(rule("modify", R"({"roleDefinitionIds": [], "operations": [
      {"operation": "addOrReplace", "field": "Microsoft.Test/resourceType/stringArray[*]", "value": "z"}]})"), kRes);
  CHECK(at(replace, "properties.stringArray") == R"(["z"])");
}

TEST_CASE("policy effects: modify conflicts and identity.type", "[policy][policy-effects]") {
  // The --aliases metadata says `number` is not modifiable: the conflict effect decides.
  // (POL010 rejects such a definition when it loads; an expression field gets past that check.)
  std::string field = R"("[concat('Microsoft.Test/resourceType/', 'number')]")";
  auto deny = evaluate(rule("modify", R"({"roleDefinitionIds": [], "operations": [{"operation": "addOrReplace", "field": )" +
                                          field + R"(, "value": 1}]})"), kRes);
  CHECK(effectOf(deny) == "deny");  // conflictEffect defaults to deny (effect-modify)
  auto audit = evaluate(rule("modify", R"({"roleDefinitionIds": [], "conflictEffect": "audit", "operations": [{"operation": "addOrReplace", "field": )" +
                                           field + R"(, "value": 1}]})"), kRes);
  CHECK(effectOf(audit) == "modify");
  CHECK(audit.changes.empty());
  // identity.type can only be modified on virtual machines and scale sets.
  std::string identity = rule("modify", R"({"roleDefinitionIds": [], "operations": [{"operation": "addOrReplace", "field": "identity.type", "value": "SystemAssigned"}]})",
                              R"({"field": "identity.type", "exists": false})");
  auto notVm = evaluate(identity, kRes);
  CHECK(effectOf(notVm) == "null");
  CHECK(notVm.applicable == Truth::False);
  auto vm = evaluate(identity, R"({"type": "Microsoft.Compute/virtualMachines", "name": "vm", "location": "westeurope", "properties": {}})");
  CHECK(effectOf(vm) == "modify");
  CHECK(at(vm, "identity.type") == R"("SystemAssigned")");
}

TEST_CASE("policy effects: auditIfNotExists and deployIfNotExists look for related resources", "[policy][policy-effects]") {
  std::string sql = R"({"type": "Microsoft.Sql/servers", "name": "srv", "location": "westeurope", "properties": {}})";
  std::string def = rule("auditIfNotExists", R"({"type": "Microsoft.Sql/servers/auditingSettings", "name": "default",
      "existenceCondition": {"field": "Microsoft.Sql/servers/auditingSettings/state", "equals": "Enabled"}})",
                         R"({"field": "type", "equals": "Microsoft.Sql/servers"})");
  auto none = evaluate(def, sql, "{}", "[]");
  CHECK(effectOf(none) == "auditifnotexists");
  CHECK(pf::toJson(none.details) == R"({"type":"Microsoft.Sql/servers/auditingSettings","name":"default"})");
  auto compliant = evaluate(def, sql, "{}", R"([{"type": "Microsoft.Sql/servers/auditingSettings", "name": "srv/default", "properties": {"state": "Enabled"}}])");
  CHECK(effectOf(compliant) == "null");
  auto disabled = evaluate(def, sql, "{}", R"([{"type": "Microsoft.Sql/servers/auditingSettings", "name": "srv/default", "properties": {"state": "Disabled"}}])");
  CHECK(effectOf(disabled) == "auditifnotexists");
  // Another server's settings do not count.
  auto other = evaluate(def, sql, "{}", R"([{"type": "Microsoft.Sql/servers/auditingSettings", "name": "other/default", "properties": {"state": "Enabled"}}])");
  CHECK(effectOf(other) == "auditifnotexists");
  // Unknown state: inconclusive.
  auto unknown = evaluate(def, sql, "{}", R"([{"type": "Microsoft.Sql/servers/auditingSettings", "name": "srv/default", "properties": {"state": "[parameters('s')]"}}])");
  CHECK(unknown.inconclusive);
  // Within a deployment the related resource may exist outside it: inconclusive.
  auto outside = evaluate(def, sql, "{}", "[]", false);
  CHECK(outside.inconclusive);
  CHECK(outside.notes.back().find("one may exist outside it") != std::string::npos);

  // existenceCondition: "field" reads the related resource, field() the evaluated one.
  std::string diag = rule("deployIfNotExists", R"({"type": "Microsoft.Insights/diagnosticSettings", "roleDefinitionIds": ["/r"],
      "existenceCondition": {"field": "Microsoft.Insights/diagnosticSettings/workspaceId", "equals": "[concat('/ws/', field('name'))]"},
      "deployment": {"properties": {"mode": "incremental", "template": {}, "parameters": {"name": {"value": "[field('name')]"}}}}})",
                          R"({"field": "type", "equals": "Microsoft.KeyVault/vaults"})");
  std::string kv = R"({"type": "Microsoft.KeyVault/vaults", "name": "kv", "id": "/subscriptions/s/resourceGroups/g/providers/Microsoft.KeyVault/vaults/kv", "location": "westeurope", "properties": {}})";
  auto dine = evaluate(diag, kv, "{}", R"([{"type": "Microsoft.Insights/diagnosticSettings", "name": "d",
      "id": "/subscriptions/s/resourceGroups/g/providers/Microsoft.KeyVault/vaults/kv/providers/Microsoft.Insights/diagnosticSettings/d",
      "properties": {"workspaceId": "/ws/kv"}}])");
  CHECK(effectOf(dine) == "null");
  auto wrongWs = evaluate(diag, kv, "{}", R"([{"type": "Microsoft.Insights/diagnosticSettings", "name": "d",
      "id": "/subscriptions/s/resourceGroups/g/providers/Microsoft.KeyVault/vaults/kv/providers/Microsoft.Insights/diagnosticSettings/d",
      "properties": {"workspaceId": "/ws/other"}}])");
  CHECK(effectOf(wrongWs) == "deployifnotexists");
  CHECK(pf::toJson(wrongWs.details) ==
        R"({"type":"Microsoft.Insights/diagnosticSettings","roleDefinitionIds":["/r"],"deployment":{"properties":{"mode":"incremental","parameters":{"name":{"value":"kv"}}}}})");
  // A diagnostic setting of another resource does not count.
  auto elsewhere = evaluate(diag, kv, "{}", R"([{"type": "Microsoft.Insights/diagnosticSettings", "name": "d",
      "id": "/subscriptions/s/resourceGroups/g/providers/Microsoft.KeyVault/vaults/other/providers/Microsoft.Insights/diagnosticSettings/d",
      "properties": {"workspaceId": "/ws/kv"}}])");
  CHECK(effectOf(elsewhere) == "deployifnotexists");
  // Not a child or extension: the same resource group.
  std::string rgWide = rule("auditIfNotExists", R"({"type": "Microsoft.Network/networkWatchers"})",
                            R"({"field": "type", "equals": "Microsoft.KeyVault/vaults"})");
  CHECK(effectOf(evaluate(rgWide, kv, "{}", R"([{"type": "Microsoft.Network/networkWatchers", "name": "nw", "id": "/subscriptions/s/resourceGroups/g/providers/Microsoft.Network/networkWatchers/nw"}])")) == "null");
  CHECK(effectOf(evaluate(rgWide, kv, "{}", R"([{"type": "Microsoft.Network/networkWatchers", "name": "nw", "id": "/subscriptions/s/resourceGroups/h/providers/Microsoft.Network/networkWatchers/nw"}])")) == "auditifnotexists");
}

TEST_CASE("policy effects: denyAction, auditAction and manual", "[policy][policy-effects]") {
  auto da = evaluate(rule("denyAction", R"({"actionNames": ["delete"], "cascadeBehaviors": {"resourceGroup": "deny"}})"), kRes);
  CHECK(effectOf(da) == "denyaction");
  CHECK(pf::toJson(da.details) == R"({"actionNames":["delete"],"cascadeBehaviors":{"resourceGroup":"deny"}})");
  CHECK(da.notes.back() == "denyAction applies to delete requests only");
  auto manual = evaluate(rule("manual"), kRes);
  CHECK(effectOf(manual) == "manual");
  CHECK(manual.inconclusive);
}

TEST_CASE("policy effects: mode Indexed evaluates types that carry tags and location", "[policy][policy-effects]") {
  std::string indexed = R"({"mode": "Indexed", "policyRule": {"if": {"field": "name", "like": "*"}, "then": {"effect": "deny"}}})";
  // Route tables carry tags and location; their routes do not (definition-structure-basics).
  CHECK(effectOf(evaluate(indexed, R"({"type": "Microsoft.Network/routeTables", "name": "rt", "apiVersion": "2023-09-01"})")) == "deny");
  auto route = evaluate(indexed, R"({"type": "Microsoft.Network/routeTables/routes", "name": "rt/r", "location": "westeurope", "apiVersion": "2023-09-01"})");
  CHECK(effectOf(route) == "null");
  CHECK(route.applicable == Truth::False);
  // By type, not by whether the JSON has a location: an API version the index lacks uses the newest.
  CHECK(effectOf(evaluate(indexed, R"({"type": "Microsoft.Storage/storageAccounts", "name": "s", "apiVersion": "1999-01-01"})")) == "deny");
  auto unknownType = evaluate(indexed, R"({"type": "Contoso.Widgets/gadgets", "name": "g"})");
  CHECK(unknownType.applicable == Truth::Unknown);
  CHECK(unknownType.inconclusive);
  std::string all = R"({"mode": "All", "policyRule": {"if": {"field": "name", "like": "*"}, "then": {"effect": "deny"}}})";
  CHECK(effectOf(evaluate(all, R"({"type": "Microsoft.Network/routeTables/routes", "name": "rt/r"})")) == "deny");
}
