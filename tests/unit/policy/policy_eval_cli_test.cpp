// `preflight policy eval`: the documented options, output shape and exit codes.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::TempDir;

namespace {

const char* kTls = R"({
  "properties": {
    "displayName": "Storage accounts should have the specified minimum TLS version",
    "mode": "Indexed",
    "parameters": {
      "effect": {"type": "String", "allowedValues": ["Audit", "Deny", "Disabled"], "defaultValue": "Audit"},
      "minimumTlsVersion": {"type": "String", "allowedValues": ["TLS1_0", "TLS1_1", "TLS1_2"], "defaultValue": "TLS1_2"}
    },
    "policyRule": {
      "if": {"allOf": [
        {"field": "type", "equals": "Microsoft.Storage/storageAccounts"},
        {"anyOf": [
          {"field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "notEquals": "[parameters('minimumTlsVersion')]"},
          {"field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "exists": "false"}]}]},
      "then": {"effect": "[parameters('effect')]"}
    }
  },
  "id": "/providers/Microsoft.Authorization/policyDefinitions/fe83a0eb-a853-422d-aac2-1bffd182c5d0",
  "name": "fe83a0eb-a853-422d-aac2-1bffd182c5d0"
})";

const char* kStorage = R"({"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st1",
  "location": "westeurope", "kind": "StorageV2", "sku": {"name": "Standard_LRS"},
  "properties": {"minimumTlsVersion": "TLS1_0"}})";

int run(const std::string& args, std::string* out, std::string* err) { return pf::test::runCli("policy eval " + args, out, err); }

}  // namespace

TEST_CASE("policy eval: JSON output", "[policy][policy-cli]") {
  TempDir t;
  std::string def = t.write("tls.json", kTls), res = t.write("st.json", kStorage);
  std::string out, err;
  REQUIRE(run("--definition " + def + " --resource " + res + " --format json", &out, &err) == 0);
  pf::Value v = pf::test::json(out);
  CHECK(v.get("effect")->str() == "audit");
  CHECK(v.get("details")->isNull());
  CHECK(v.get("resource")->get("name")->str() == "st1");
  CHECK(v.get("matched")->asBool());
  // Deny through --parameters (parameter-file shape).
  std::string params = t.write("p.json", R"({"effect": {"value": "Deny"}})");
  REQUIRE(run("--definition " + def + " --resource " + res + " --parameters " + params + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->str() == "deny");
  // A compliant resource: effect null, exit 0.
  std::string ok = t.write("ok.json", R"({"type": "Microsoft.Storage/storageAccounts", "name": "st2", "properties": {"minimumTlsVersion": "TLS1_2"}})");
  REQUIRE(run("--definition " + def + " --resource " + ok + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->isNull());
  // A value known only at deployment: inconclusive.
  std::string unknown = t.write("u.json", R"({"type": "Microsoft.Storage/storageAccounts", "name": "st3", "properties": {"minimumTlsVersion": "[parameters('tls')]"}})");
  REQUIRE(run("--definition " + def + " --resource " + unknown + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("inconclusive")->asBool());
}

TEST_CASE("policy eval: modify shows details and the changed resource", "[policy][policy-cli]") {
  TempDir t;
  std::string def = t.write("m.json", R"({"policyRule": {"if": {"field": "Microsoft.Storage/storageAccounts/publicNetworkAccess", "notEquals": "Disabled"},
    "then": {"effect": "modify", "details": {"roleDefinitionIds": ["/providers/microsoft.authorization/roleDefinitions/17d1049b-9a84-46fb-8f53-869881c3d3ab"],
    "conflictEffect": "audit", "operations": [{"operation": "addOrReplace", "field": "Microsoft.Storage/storageAccounts/publicNetworkAccess", "value": "Disabled"}]}}},
    "mode": "All"})");
  std::string res = t.write("st.json", kStorage);
  std::string out, err;
  REQUIRE(run("--definition " + def + " --resource " + res + " --format json", &out, &err) == 0);
  pf::Value v = pf::test::json(out);
  CHECK(v.get("effect")->str() == "modify");
  CHECK(pf::toJson(*v.get("details")->get("operations")) ==
        R"([{"operation":"addOrReplace","field":"Microsoft.Storage/storageAccounts/publicNetworkAccess","value":"Disabled"}])");
  CHECK(v.get("details")->get("roleDefinitionIds")->arr().size() == 1);
  CHECK(v.get("resource")->get("properties")->get("publicNetworkAccess")->str() == "Disabled");
  // Text output.
  REQUIRE(run("--definition " + def + " --resource " + res, &out, &err) == 0);
  CHECK(out.find("Microsoft.Storage/storageAccounts/st1: modify") == 0);
  CHECK(out.find("addOrReplace properties.publicNetworkAccess: (absent) -> \"Disabled\"") != std::string::npos);
}

TEST_CASE("policy eval: definitions Azure would reject exit 2 with file, path and reason", "[policy][policy-cli]") {
  TempDir t;
  std::string res = t.write("st.json", kStorage);
  std::string out, err;
  std::string alias = t.write("a.json", R"({"if": {"allOf": [
    {"field": "Microsoft.Storage/storageAccounts/notAnAlias", "equals": "x"}]}, "then": {"effect": "deny"}})");
  CHECK(run("--definition " + alias + " --resource " + res, &out, &err) == 2);
  CHECK(err.find(alias + ":2:") != std::string::npos);
  CHECK(err.find("POL004") != std::string::npos);
  CHECK(err.find("if.allOf[0].field: the alias 'Microsoft.Storage/storageAccounts/notAnAlias'") != std::string::npos);
  std::string fn = t.write("f.json", R"({"if": {"value": "[dateTimeAdd(utcNow(), 'P1D')]", "less": "x"}, "then": {"effect": "deny"}})");
  CHECK(run("--definition " + fn + " --resource " + res, &out, &err) == 2);
  CHECK(err.find("POL006") != std::string::npos);
  std::string path = t.write("p.json", R"({"if": {"field": "properties.minimumTlsVersion", "equals": "x"}, "then": {"effect": "deny"}})");
  CHECK(run("--definition " + path + " --resource " + res, &out, &err) == 2);
  CHECK(err.find("POL005") != std::string::npos);
  // A parameter value outside allowedValues.
  std::string def = t.write("tls.json", kTls);
  std::string params = t.write("params.json", R"({"effect": "Block"})");
  CHECK(run("--definition " + def + " --resource " + res + " --parameters " + params, &out, &err) == 2);
  CHECK(err.find("POL008") != std::string::npos);
  // Not JSON, not a resource, not there.
  std::string broken = t.write("b.json", "{\"if\": ");
  CHECK(run("--definition " + broken + " --resource " + res, &out, &err) == 2);
  std::string notRes = t.write("n.json", "[1]");
  CHECK(run("--definition " + def + " --resource " + notRes, &out, &err) == 2);
  CHECK(err.find("POL016") != std::string::npos);
  CHECK(run("--definition " + def + " --resource " + t.str() + "/missing.json", &out, &err) == 2);
  CHECK(err.find("POL001") != std::string::npos);
  // An alias whose modifiability is unknown is a note, and the evaluation goes on.
  std::string note = t.write("note.json", R"({"if": {"field": "type", "equals": "Microsoft.Storage/storageAccounts"}, "then": {"effect": "modify",
     "details": {"roleDefinitionIds": [], "operations": [{"operation": "addOrReplace", "field": "Microsoft.Storage/storageAccounts/minimumTlsVersion", "value": "TLS1_2"}]}}})");
  CHECK(run("--definition " + note + " --resource " + res + " --format json", &out, &err) == 0);
  CHECK(err.find("POL011") != std::string::npos);
  CHECK(pf::test::json(out).get("resource")->get("properties")->get("minimumTlsVersion")->str() == "TLS1_2");
}

TEST_CASE("policy eval: --related, --api-version, --aliases and --context", "[policy][policy-cli]") {
  TempDir t;
  std::string out, err;
  std::string ine = t.write("ine.json", R"({"mode": "Indexed", "policyRule": {"if": {"field": "type", "equals": "Microsoft.Sql/servers"},
    "then": {"effect": "auditIfNotExists", "details": {"type": "Microsoft.Sql/servers/auditingSettings", "name": "default",
      "existenceCondition": {"field": "Microsoft.Sql/servers/auditingSettings/state", "equals": "Enabled"}}}}})");
  std::string sql = t.write("sql.json", R"({"type": "Microsoft.Sql/servers", "name": "srv", "location": "westeurope", "apiVersion": "2023-05-01-preview"})");
  std::string related = t.write("rel.json", R"([{"type": "Microsoft.Sql/servers/auditingSettings", "name": "srv/default", "properties": {"state": "Enabled"}}])");
  REQUIRE(run("--definition " + ine + " --resource " + sql + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->str() == "auditifnotexists");
  CHECK(pf::test::json(out).get("details")->get("type")->str() == "Microsoft.Sql/servers/auditingSettings");
  REQUIRE(run("--definition " + ine + " --resource " + sql + " --related " + related + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->isNull());

  std::string api = t.write("api.json", R"({"if": {"value": "[requestContext().apiVersion]", "less": "2019-04-01"}, "then": {"effect": "deny"}})");
  std::string st = t.write("st.json", kStorage);
  REQUIRE(run("--definition " + api + " --resource " + st + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->isNull());
  REQUIRE(run("--definition " + api + " --resource " + st + " --api-version 2018-11-01 --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->str() == "deny");

  std::string newer = t.write("newer.json", R"({"if": {"field": "Microsoft.Storage/storageAccounts/shinyNewThing", "equals": true}, "then": {"effect": "audit"}})");
  CHECK(run("--definition " + newer + " --resource " + st, &out, &err) == 2);
  std::string aliases = t.write("aliases.json", R"([{"namespace": "Microsoft.Storage", "resourceTypes": [{"resourceType": "storageAccounts",
    "aliases": [{"name": "Microsoft.Storage/storageAccounts/shinyNewThing", "defaultPath": "properties.shiny",
      "paths": [{"path": "properties.oldShiny", "apiVersions": ["2020-01-01"]}]}]}]}])");
  std::string shiny = t.write("shiny.json", R"({"type": "Microsoft.Storage/storageAccounts", "name": "s", "properties": {"shiny": true, "oldShiny": false}})");
  REQUIRE(run("--definition " + newer + " --resource " + shiny + " --aliases " + aliases + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->str() == "audit");
  REQUIRE(run("--definition " + newer + " --resource " + shiny + " --aliases " + aliases + " --api-version 2020-01-01 --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->isNull());

  std::string ctxDef = t.write("ctx.json", R"({"if": {"allOf": [
    {"value": "[policy().assignmentId]", "equals": "/subscriptions/s/providers/Microsoft.Authorization/policyAssignments/a1"},
    {"value": "[resourceGroup().tags.costCenter]", "equals": "42"},
    {"value": "[utcNow()]", "like": "2030-06-01T*"}]}, "then": {"effect": "audit"}})");
  std::string ctx = t.write("context.json", R"({"subscriptionId": "s", "resourceGroup": "rg1", "tags": {"costCenter": "42"},
    "utcNow": "2030-06-01T12:00:00Z", "policy": {"assignmentId": "/subscriptions/s/providers/Microsoft.Authorization/policyAssignments/a1"}})");
  REQUIRE(run("--definition " + ctxDef + " --resource " + st + " --context " + ctx + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->str() == "audit");
  REQUIRE(run("--definition " + ctxDef + " --resource " + st + " --format json", &out, &err) == 0);
  CHECK(pf::test::json(out).get("effect")->isNull());
}
