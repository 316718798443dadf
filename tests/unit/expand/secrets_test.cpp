// Secure values in expansion: never quoted in messages, hidden wherever they are shown, and
// remembered (Expansion::secrets) so that their text can be scrubbed from what is shown.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/expand/deployment_targets.hpp"
#include "tests/expand_helpers.hpp"
#include "tests/helpers.hpp"
#include "engine/template/template.hpp"

using pf::test::expandText;

namespace {

const char* kTemplate = R"({
  "parameters": {
    "pw": {"type": "securestring", "allowedValues": ["alpha-one", "beta-two"]},
    "name": {"type": "securestring"},
    "env": {"type": "string", "defaultValue": "dev"}
  },
  "resources": [
    {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "[concat('st', parameters('name'))]",
     "location": "eastus", "properties": {"note": "[concat('x-', parameters('pw'))]", "env": "[parameters('env')]"}},
    {"type": "Microsoft.Storage/storageAccounts/blobServices", "apiVersion": "2023-01-01",
     "name": "[concat('st', parameters('name'), '/default')]",
     "dependsOn": ["[resourceId('Microsoft.Storage/storageAccounts', concat('st', parameters('name')))]"]}
  ],
  "outputs": {
    "lit": {"type": "securestring", "value": "planted-output-literal"},
    "plain": {"type": "string", "value": "[parameters('env')]"}
  }
})";

const char* kParams = R"({"parameters": {"pw": {"value": "planted-password-value"}, "name": {"value": "plantedname"}}})";

}  // namespace

TEST_CASE("expand secrets: a secure value outside allowedValues is not quoted (EXP022)", "[expand]") {
  auto e = expandText(kTemplate, kParams);
  REQUIRE(e.hasDiagnostic("EXP022"));
  CHECK_THAT(e.diagnostics(), Catch::Contains("The value '{{Secret}}' is not part of the allowed value(s): 'alpha-one,beta-two'"));
  CHECK_THAT(e.diagnostics(), !Catch::Contains("planted-password-value"));
}

TEST_CASE("expand secrets: names and ids derived from a secure value are hidden, everywhere they are used", "[expand]") {
  auto e = expandText(kTemplate, kParams);
  INFO(e.diagnostics());
  REQUIRE(e.result.resources.size() == 2);
  std::string all;
  for (const auto& r : e.result.resources) all += pf::toJson(r);
  CHECK_THAT(all, !Catch::Contains("plantedname"));
  CHECK_THAT(all, !Catch::Contains("planted-password-value"));
  const pf::Value& st = e.result.resources[0];
  CHECK(st.get("name")->str() == "{{Secret}}");
  CHECK(st.get("id")->str() == "{{Secret}}");
  CHECK(st.get("properties")->get("note")->str() == "{{Secret}}");
  CHECK(st.get("properties")->get("env")->str() == "dev");
  const pf::Value* deps = e.result.resources[1].get("dependsOn");
  REQUIRE(deps);
  CHECK(pf::toJson(*deps) == R"(["{{Secret}}"])");
}

TEST_CASE("expand secrets: where secrets enter is remembered, and hideSecrets hides outputs and parameters", "[expand]") {
  auto e = expandText(kTemplate, kParams);
  CHECK(e.result.secrets.scrub("planted-password-value plantedname planted-output-literal dev") ==
        "{{Secret}} {{Secret}} {{Secret}} dev");
  // Before hiding, the deployment summary and outputs hold the values (rules see them redacted).
  CHECK_THAT(pf::toJson(e.result.outputs), Catch::Contains("planted-output-literal"));
  pf::SecretSet environment;
  environment.add("dev-from-env");
  pf::hideSecrets(e.result, environment);
  std::string shown = pf::toJson(pf::expansionToJson(e.result, *e.files));
  CHECK_THAT(shown, !Catch::Contains("planted"));
  CHECK(pf::toJson(*e.result.outputs.get("lit")->get("value")) == R"("{{Secret}}")");
  CHECK(pf::toJson(*e.result.outputs.get("plain")->get("value")) == R"("dev")");
  CHECK_THAT(pf::toJson(*e.result.deployments[0].get("parameters")), Catch::Contains(R"("pw":"{{Secret}}")"));
}

TEST_CASE("expand secrets: showSecrets keeps the values (expand --show-secrets)", "[expand]") {
  pf::ExpandOptions o;
  o.showSecrets = true;
  auto e = expandText(kTemplate, kParams, o);
  CHECK(e.result.resources[0].get("name")->str() == "stplantedname");
  CHECK(e.result.resources[0].get("properties")->get("note")->str() == "x-planted-password-value");
}

TEST_CASE("expand secrets: a function's error does not quote a secure argument", "[expand]") {
  // Through describeValue (argument errors) and through a function's own text (uri).
  for (const char* expr : {"[int(parameters('pw'))]", "[base64ToString(parameters('pw'))]",
                           "[dateTimeAdd(parameters('pw'), 'P1D')]", "[uri(parameters('pw'), 'x')]"}) {
    auto e = expandText(std::string(R"({
      "parameters": {"pw": {"type": "securestring"}},
      "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st",
        "properties": {"n": ")") + expr + R"("}}]})",
                        R"({"parameters": {"pw": {"value": "planted-not-a-number"}}})");
    INFO(expr);
    CHECK(e.result.diagnostics.hasErrors());
    CHECK_THAT(e.diagnostics(), Catch::Contains("{{Secret}}"));
    CHECK_THAT(e.diagnostics(), !Catch::Contains("planted-not-a-number"));
  }
}

TEST_CASE("expand secrets: a value read from the environment is hidden but not secure in ARM's sense", "[expand]") {
  pf::SourceFiles files;
  pf::Diagnostics diags;
  auto root = pf::parseJson(R"({"parameters": {"env": {"type": "string"}, "pw": {"type": "securestring"}},
      "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "[parameters('env')]",
        "properties": {"x": "[toUpper(parameters('env'))]"}}],
      "outputs": {"o": {"type": "string", "value": "[parameters('env')]"},
                  "p": {"type": "string", "value": "[parameters('pw')]"}}})",
                            0, diags);
  REQUIRE(root);
  auto tpl = pf::loadTemplate(*root, diags);
  REQUIRE(tpl);
  // What the .bicepparam compiler hands over: the value read from the environment, flagged.
  pf::ParameterFile params;
  pf::ParameterValue env;
  env.name = "env";
  env.value = pf::Value("planted-environment-value");
  env.value.addTaint(pf::Value::kFromEnvironment);
  params.values.push_back(env);
  pf::ParameterValue pw;
  pw.name = "pw";
  pw.value = pf::Value("planted-secure-value");
  params.values.push_back(pw);
  pf::ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = "t.json";
  req.parameters = &params;
  pf::ExpandServices services{pf::test::functions(), files, nullptr};
  pf::Expansion e = pf::expand(req, services);
  REQUIRE(e.resources.size() == 1);
  CHECK(e.resources[0].get("name")->str() == "{{Secret}}");
  CHECK(e.resources[0].get("properties")->get("x")->str() == "{{Secret}}");
  CHECK(e.secrets.scrub("planted-environment-value") == "{{Secret}}");
  // The deployment's hygiene: only the secure parameter counts as secure, and only the output
  // of the secure value holds a secret (outputting an environment value is not a finding).
  std::vector<pf::Value> targets = pf::ruleTargets(e);
  REQUIRE_FALSE(targets.empty());
  std::string hygiene = pf::toJson(*targets[0].get("preflight"));
  CHECK_THAT(hygiene, Catch::Contains(R"({"name":"env","type":"string","secure":false)"));
  CHECK_THAT(hygiene, Catch::Contains(R"({"name":"pw","type":"string","secure":true)"));
  CHECK_THAT(hygiene, Catch::Contains(R"("name":"o","type":"string","secure":false,"holdsSecret":false)"));
  CHECK_THAT(hygiene, Catch::Contains(R"("name":"p","type":"string","secure":false,"holdsSecret":true)"));
  CHECK_THAT(pf::toJson(targets[0]), !Catch::Contains("planted"));
}
