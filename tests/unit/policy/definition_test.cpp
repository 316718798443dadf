// Reading definitions in every accepted shape, and the POL diagnostics for definitions Azure
// would refuse to save.
#include <catch2/catch.hpp>

#include "policy/diagnostics.hpp"
#include "tests/unit/policy/policy_helpers.hpp"

using pf::test::policy::json;
using pf::test::policy::load;

namespace {

const std::string kRule = R"({"if": {"field": "type", "equals": "Microsoft.Storage/storageAccounts"}, "then": {"effect": "[parameters('effect')]"}})";
const std::string kParams = R"({"effect": {"type": "String", "allowedValues": ["Audit", "Deny", "Disabled"], "defaultValue": "Audit"}})";

}  // namespace

TEST_CASE("policy definitions: the shapes az, the ALZ library and authors use", "[policy][policy-definitions]") {
  auto full = load(R"({"properties": {"displayName": "D", "mode": "Indexed", "parameters": )" + kParams +
                   R"(, "policyRule": )" + kRule + R"(}, "id": "/providers/Microsoft.Authorization/policyDefinitions/abc", "name": "abc"})");
  REQUIRE(full.definition);
  CHECK(full.definition->name == "abc");
  CHECK(full.definition->displayName == "D");
  CHECK(full.definition->mode == pf::policy::PolicyMode::Indexed);
  auto props = load(R"({"displayName": "D", "mode": "All", "parameters": )" + kParams + R"(, "policyRule": )" + kRule + "}");
  REQUIRE(props.definition);
  CHECK(props.definition->mode == pf::policy::PolicyMode::All);
  auto arm = load(R"({"type": "Microsoft.Authorization/policyDefinitions", "apiVersion": "2021-06-01", "name": "Deny-X",
                      "properties": {"mode": "indexed", "parameters": )" + kParams + R"(, "policyRule": )" + kRule + "}}");
  REQUIRE(arm.definition);
  CHECK(arm.definition->name == "Deny-X");
  CHECK(arm.definition->mode == pf::policy::PolicyMode::Indexed);  // modes ignore case
  auto bare = load(kRule);
  REQUIRE(bare.definition);
  CHECK(bare.definition->bareRule);
  // No mode: null from the CLI, which behaves as indexed.
  auto noMode = load(R"({"parameters": )" + kParams + R"(, "policyRule": )" + kRule + "}");
  REQUIRE(noMode.definition);
  CHECK(noMode.definition->mode == pf::policy::PolicyMode::Indexed);
}

TEST_CASE("policy definitions: malformed conditions are POL003", "[policy][policy-definitions]") {
  auto twoOps = load(R"({"if": {"field": "type", "equals": "a", "notEquals": "b"}, "then": {"effect": "deny"}})");
  CHECK_FALSE(twoOps.definition);
  CHECK(twoOps.errors().find("POL003: if: a condition has exactly one operator, not both 'equals' and 'notEquals'") !=
        std::string::npos);
  auto noOp = load(R"({"if": {"field": "type"}, "then": {"effect": "deny"}})");
  CHECK(noOp.hasCode("POL003"));
  auto unknownKey = load(R"({"if": {"field": "type", "equal": "a"}, "then": {"effect": "deny"}})");
  CHECK(unknownKey.errors().find("if.equal: unknown key 'equal'") != std::string::npos);
  auto notArray = load(R"({"if": {"allOf": {"field": "type", "equals": "a"}}, "then": {"effect": "deny"}})");
  CHECK(notArray.errors().find("if.allOf: 'allOf' takes an array") != std::string::npos);
  auto nested = load(R"({"if": {"allOf": [{"field": "type", "equals": "a"}, {"field": "name", "like": "x", "value": "y"}]}, "then": {"effect": "deny"}})");
  CHECK(nested.errors().find("if.allOf[1]:") != std::string::npos);
  auto inNotArray = load(R"({"if": {"field": "type", "in": "a"}, "then": {"effect": "deny"}})");
  CHECK(inNotArray.hasCode("POL003"));
  auto existsObject = load(R"({"if": {"field": "type", "exists": {}}, "then": {"effect": "deny"}})");
  CHECK(existsObject.hasCode("POL003"));
}

TEST_CASE("policy definitions: fields must be aliases (POL004, POL005)", "[policy][policy-definitions]") {
  auto unknown = load(R"({"if": {"field": "Microsoft.Storage/storageAccounts/noSuchThing", "equals": "a"}, "then": {"effect": "deny"}})");
  CHECK_FALSE(unknown.definition);
  CHECK(unknown.errors().find("POL004: if.field: the alias 'Microsoft.Storage/storageAccounts/noSuchThing' is not in "
                              "the alias catalogue") != std::string::npos);
  auto path = load(R"({"if": {"field": "properties.minimumTlsVersion", "equals": "a"}, "then": {"effect": "deny"}})");
  CHECK(path.hasCode("POL005"));
  auto inFunction = load(R"({"if": {"value": "[field('properties.x')]", "equals": "a"}, "then": {"effect": "deny"}})");
  CHECK(inFunction.hasCode("POL005"));
  auto inCount = load(R"({"if": {"count": {"field": "Microsoft.Storage/storageAccounts/networkAcls.ipRules"}, "equals": 0}, "then": {"effect": "deny"}})");
  CHECK(inCount.hasCode("POL012"));  // count.field must be a [*] alias
  auto ok = load(R"({"if": {"allOf": [{"field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "equals": "TLS1_0"},
                     {"field": "tags['env']", "exists": true}, {"field": "identity.type", "contains": "SystemAssigned"}]},
                     "then": {"effect": "deny"}})");
  CHECK(ok.definition);
  // A field built by an expression cannot call field() or current().
  auto accessor = load(R"({"if": {"field": "[concat('tags[', field('name'), ']')]", "exists": true}, "then": {"effect": "deny"}})");
  CHECK(accessor.hasCode("POL003"));
  auto tagExpr = load(R"({"if": {"field": "[concat('tags[', parameters('tagName'), ']')]", "exists": false}, "then": {"effect": "deny"}})");
  CHECK(tagExpr.definition);  // a bare rule accepts any parameter
}

TEST_CASE("policy definitions: parameters (POL008)", "[policy][policy-definitions]") {
  auto undeclared = load(R"({"parameters": {}, "policyRule": {"if": {"value": "[parameters('x')]", "equals": 1}, "then": {"effect": "deny"}}})");
  CHECK(undeclared.errors().find("POL008: policyRule.if.value: the parameter 'x' is used but not declared") != std::string::npos);
  auto badType = load(R"({"parameters": {"x": {"type": "Text"}}, "policyRule": {"if": {"value": "[parameters('x')]", "equals": 1}, "then": {"effect": "deny"}}})");
  CHECK(badType.hasCode("POL008"));
  auto badDefault = load(R"({"parameters": {"x": {"type": "Integer", "defaultValue": "one"}}, "policyRule": {"if": {"value": "[parameters('x')]", "equals": 1}, "then": {"effect": "deny"}}})");
  CHECK(badDefault.hasCode("POL008"));

  auto good = load(R"({"parameters": )" + kParams + R"(, "policyRule": )" + kRule + "}");
  REQUIRE(good.definition);
  pf::Diagnostics d;
  auto defaults = pf::policy::resolveParameters(*good.definition, json("{}"), "assignment", d);
  REQUIRE(defaults);
  CHECK(defaults->find("effect")->str() == "Audit");
  auto fileShape = pf::policy::resolveParameters(*good.definition, json(R"({"effect": {"value": "deny"}})"), "p", d);
  REQUIRE(fileShape);
  CHECK(fileShape->find("effect")->str() == "deny");
  CHECK(d.empty());
  auto notAllowed = pf::policy::resolveParameters(*good.definition, json(R"({"effect": "Modify"})"), "p", d);
  CHECK_FALSE(notAllowed);
  CHECK(d.items().back().message.find("p.effect: the value 'Modify' is not among the allowed values") == 0);
  auto wrongType = pf::policy::resolveParameters(*good.definition, json(R"({"effect": 3})"), "p", d);
  CHECK_FALSE(wrongType);
  auto extra = pf::policy::resolveParameters(*good.definition, json(R"({"nope": 3})"), "p", d);
  CHECK_FALSE(extra);
  auto required = load(R"({"parameters": {"x": {"type": "String"}}, "policyRule": {"if": {"value": "[parameters('x')]", "equals": 1}, "then": {"effect": "deny"}}})");
  REQUIRE(required.definition);
  pf::Diagnostics d2;
  CHECK_FALSE(pf::policy::resolveParameters(*required.definition, json("{}"), "p", d2));
  CHECK(d2.items().front().message.find("has no value and no defaultValue") != std::string::npos);
}

TEST_CASE("policy definitions: effects and details (POL009, POL015)", "[policy][policy-definitions]") {
  auto unknownEffect = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "block"}})");
  CHECK(unknownEffect.errors().find("POL009: then.effect: unknown effect 'block'") != std::string::npos);
  auto noDetails = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "modify"}})");
  CHECK(noDetails.hasCode("POL015"));
  auto appendObject = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "append", "details": {"field": "tags", "value": 1}}})");
  CHECK(appendObject.hasCode("POL015"));
  auto ineNoType = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "auditIfNotExists", "details": {"name": "x"}}})");
  CHECK(ineNoType.hasCode("POL015"));
  auto badScope = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "auditIfNotExists", "details": {"type": "a/b", "existenceScope": "Tenant"}}})");
  CHECK(badScope.hasCode("POL015"));
  auto denyAction = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "denyAction", "details": {}}})");
  CHECK(denyAction.hasCode("POL015"));
  auto ec = load(R"({"if": {"field": "type", "equals": "a"}, "then": {"effect": "auditIfNotExists", "details": {"type": "a/b",
                    "existenceCondition": {"field": "Microsoft.Nope/x/y", "equals": 1}}}})");
  CHECK(ec.errors().find("then.details.existenceCondition.field") != std::string::npos);
}

TEST_CASE("policy definitions: modify must target modifiable aliases (POL010, POL011)", "[policy][policy-definitions]") {
  auto modify = [](const std::string& field) {
    return load(R"({"if": {"field": "type", "equals": "Microsoft.Test/resourceType"}, "then": {"effect": "modify",
      "details": {"roleDefinitionIds": ["/r"], "operations": [{"operation": "addOrReplace", "field": ")" + field +
                R"(", "value": 1}]}}})");
  };
  auto no = modify("Microsoft.Test/resourceType/number");
  CHECK_FALSE(no.definition);
  CHECK(no.errors().find("POL010: then.details.operations[0].field: the alias 'Microsoft.Test/resourceType/number' is not "
                         "modifiable") != std::string::npos);
  auto unknown = modify("Microsoft.Test/resourceType/flag");
  CHECK(unknown.definition);  // applied, with a note
  CHECK(unknown.hasCode("POL011"));
  CHECK(pf::policy::diag::lookup("POL011")->severity == pf::Severity::Info);
  auto yes = modify("Microsoft.Test/resourceType/property");
  CHECK(yes.definition);
  CHECK_FALSE(yes.hasCode("POL011"));
  CHECK(modify("tags['env']").definition);
  CHECK_FALSE(modify("name").definition);
  CHECK_FALSE(modify("identity.principalId").definition);
  // The embedded catalogue knows the aliases built-in modify definitions use.
  auto storage = load(R"({"if": {"field": "type", "equals": "Microsoft.Storage/storageAccounts"}, "then": {"effect": "modify",
      "details": {"roleDefinitionIds": ["/r"], "operations": [{"operation": "addOrReplace",
      "field": "Microsoft.Storage/storageAccounts/publicNetworkAccess", "value": "Disabled"}]}}})");
  CHECK(storage.definition);
  CHECK_FALSE(storage.hasCode("POL011"));
}

TEST_CASE("policy definitions: counts and current() (POL012)", "[policy][policy-definitions]") {
  auto outside = load(R"({"if": {"value": "[current()]", "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(outside.hasCode("POL012"));
  auto badName = load(R"({"if": {"count": {"value": [1], "name": "a-b"}, "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(badName.hasCode("POL012"));
  auto both = load(R"({"if": {"count": {"value": [1], "field": "Microsoft.Test/resourceType/stringArray[*]"}, "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(both.hasCode("POL012"));
  auto wrongName = load(R"({"if": {"count": {"value": [1], "name": "a", "where": {"value": "[current('b')]", "equals": 1}}, "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(wrongName.hasCode("POL012"));
  auto nestedNoName = load(R"({"if": {"count": {"value": [1], "name": "a", "where": {"count": {"value": [2]}, "equals": 1}}, "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(nestedNoName.hasCode("POL012"));
  auto nestedBareCurrent = load(R"({"if": {"count": {"value": [1], "name": "a", "where": {"count": {"value": [2], "name": "b",
      "where": {"value": "[current()]", "equals": 1}}, "equals": 1}}, "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(nestedBareCurrent.hasCode("POL012"));
  auto notArray = load(R"({"if": {"count": {"value": 3}, "equals": 1}, "then": {"effect": "deny"}})");
  CHECK(notArray.hasCode("POL012"));
}

TEST_CASE("policy definitions: modes (POL013, POL018) and limits (POL017)", "[policy][policy-definitions]") {
  auto rp = load(R"({"mode": "Microsoft.KeyVault.Data", "policyRule": {"if": {"field": "type", "equals": "a"}, "then": {"effect": "audit"}}})");
  REQUIRE(rp.definition);
  CHECK(rp.definition->mode == pf::policy::PolicyMode::ResourceProvider);
  CHECK(rp.hasCode("POL013"));
  auto bad = load(R"({"mode": "Everything", "policyRule": {"if": {"field": "type", "equals": "a"}, "then": {"effect": "audit"}}})");
  CHECK(bad.hasCode("POL018"));
  std::string many = R"({"if": {"allOf": [)";
  for (int i = 0; i < 11; ++i) many += std::string(i ? "," : "") + R"({"count": {"value": [1]}, "equals": 1})";
  many += R"(]}, "then": {"effect": "audit"}})";
  CHECK(load(many).hasCode("POL017"));
}

TEST_CASE("policy definitions: every diagnostic has a catalogue entry", "[policy][policy-definitions]") {
  for (const auto& c : pf::policy::diag::catalogue()) {
    CHECK(c.code.substr(0, 3) == "POL");
    CHECK_FALSE(c.meaning.empty());
    CHECK_FALSE(c.fix.empty());
  }
  CHECK(pf::policy::diag::lookup("POL004"));
  CHECK_FALSE(pf::policy::diag::lookup("POL999"));
}
