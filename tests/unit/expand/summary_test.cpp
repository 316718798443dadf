// A deployment's summary (Expansion::deployments): where each declaration is, and what hygiene
// rules judge of it.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/expand_helpers.hpp"

using namespace pf;
using test::expandText;

TEST_CASE("summary: declarations name their place and the facts hygiene rules judge", "[expand][summary]") {
  auto e = expandText(R"J({
    "parameters": {
      "a": {"type": "string", "defaultValue": "x"},
      "b": {"type": "string", "defaultValue": ""},
      "c": {"type": "int", "defaultValue": "[length('ab')]"},
      "d": {"type": "object"},
      "e": {"type": "string", "defaultValue": "[parameters('a')]"}},
    "variables": {"v": "[parameters('c')]", "w": 1},
    "outputs": {"o": {"type": "string", "value": "[parameters('e')]"}}
  })J");
  INFO(e.diagnostics());
  REQUIRE(e.result.deployments.size() == 1);
  const Value* decls = e.result.deployments[0].get("declarations");
  REQUIRE(decls);
  auto facts = [&](const char* section, const char* name) {
    Value shown = *decls->get(section)->get(name);
    for (const char* k : {"file", "line", "column"}) {
      REQUIRE(shown.get(k));
      shown.objMut().erase(k);
    }
    return toJson(shown);
  };
  CHECK(facts("parameters", "a") == R"({"declaredType":"string","default":"literal","defaultHasText":true,"used":true})");
  CHECK(facts("parameters", "b") == R"({"declaredType":"string","default":"empty","used":false})");
  CHECK(facts("parameters", "c") == R"({"declaredType":"int","default":"expression","used":true})");
  CHECK(facts("parameters", "d") == R"({"declaredType":"object","default":"none","used":false})");
  CHECK(facts("parameters", "e") == R"({"declaredType":"string","default":"expression","used":true})");
  CHECK(facts("variables", "v") == R"({"used":false})");
  CHECK(facts("outputs", "o") == "{}");
  // Every declaration is in the one template file, on a line of its own.
  const std::string& file = decls->get("parameters")->get("a")->get("file")->str();
  CHECK_FALSE(file.empty());
  for (const char* section : {"parameters", "variables", "outputs"})
    for (const auto& [name, at] : decls->get(section)->obj()) CHECK(at.get("file")->str() == file);
  CHECK(decls->get("parameters")->get("b")->get("line")->asInt() == decls->get("parameters")->get("a")->get("line")->asInt() + 1);
}

TEST_CASE("summary: a text shared between declarations is changed in one place only", "[expand][summary]") {
  // Declarations repeat a file's path and a kind of default; changing one (as redaction does in
  // place) must leave the others as they were.
  auto e = expandText(R"J({"parameters": {"a": {"type": "string", "defaultValue": "x"}, "b": {"type": "string", "defaultValue": "y"}}})J");
  Value summary = e.result.deployments.at(0);
  Object& a = summary.objMut().find("declarations")->objMut().find("parameters")->objMut().find("a")->objMut();
  std::string file = a.find("file")->str();
  a.find("file")->strMut() = "changed";
  a.find("default")->strMut() = "changed";
  const Value* b = e.result.deployments.at(0).get("declarations")->get("parameters")->get("b");
  CHECK(b->get("file")->str() == file);
  CHECK(b->get("default")->str() == "literal");
  CHECK(summary.get("declarations")->get("parameters")->get("b")->get("file")->str() == file);
}

TEST_CASE("summary: the deployments of one nested template each say what it reads; another template says its own",
          "[expand][summary]") {
  auto e = expandText(R"J({
    "resources": [
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "[concat('reads', copyIndex())]",
       "copy": {"name": "loop", "count": 3},
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0", "parameters": {"p": {"type": "string", "defaultValue": "x"}},
           "variables": {"v": "[parameters('P')]"}, "resources": []}}},
      {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "ignores",
       "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
         "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
           "contentVersion": "1.0.0.0", "parameters": {"p": {"type": "string", "defaultValue": "x"}},
           "variables": {"v": "[variables('w')]", "w": "y"}, "resources": []}}}
    ]
  })J");
  INFO(e.diagnostics());
  REQUIRE(e.result.deployments.size() == 5);
  int reads = 0, ignores = 0;
  for (const Value& d : e.result.deployments) {
    const std::string& path = d.get("path")->str();
    if (path.find("/reads") == std::string::npos && path.find("/ignores") == std::string::npos) continue;
    const Value* decls = d.get("declarations");
    bool readsP = path.find("/reads") != std::string::npos;
    (readsP ? reads : ignores)++;
    CHECK(decls->get("parameters")->get("p")->get("used")->asBool() == readsP);
    const Value* w = decls->get("variables")->get("w");
    if (readsP) CHECK(w == nullptr);
    else CHECK(w->get("used")->asBool());
    CHECK(decls->get("variables")->get("v")->get("used")->asBool() == false);
  }
  CHECK(reads == 3);
  CHECK(ignores == 1);
}
