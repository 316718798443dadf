// The analyze pipeline end to end: where findings point, how parameter files merge, which
// inputs are accounted for, and rule sources.
#include <catch2/catch.hpp>

#include <set>

#include "engine/core/thread_crew.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

const std::string kStorage =
    storageAccount("[parameters('name')]", R"({"supportsHttpsTrafficOnly": false, "minimumTlsVersion": "TLS1_2"})");
const std::string kNameParam = R"({"name": {"type": "string", "minLength": 3}})";

}  // namespace

TEST_CASE("analyze: a failure points at the resource's declaration, once for every parameter file", "[analyze]") {
  TempDir dir;
  std::string tpl = armTemplate(kStorage, kNameParam);
  dir.write("infra/storage.json", tpl);
  dir.write("infra/storage.parameters.json", parameterFile(R"({"name": {"value": "stdev"}})"));
  dir.write("infra/storage.parameters.prod.json", parameterFile(R"({"name": {"value": "stprod"}})"));
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  REQUIRE_FALSE(a->result.inputError);
  auto f = a->problems("Azure.Storage.SecureTransfer");
  REQUIRE(f.size() == 1);
  CHECK(f[0].ruleId == "PF-0101");
  CHECK(f[0].location.file == "infra/storage.json");
  CHECK(f[0].location.line == lineOf(tpl, "\"type\": \"Microsoft.Storage/storageAccounts\"") - 1);
  CHECK(f[0].location.column == 5);
  CHECK(f[0].level == report::Level::Error);
  CHECK_THAT(f[0].message, Catch::Contains("properties.supportsHttpsTrafficOnly"));
  REQUIRE(f[0].parameterFiles.size() == 2);
  CHECK(f[0].parameterFiles[0].file == "infra/storage.parameters.json");
  CHECK(f[0].parameterFiles[1].file == "infra/storage.parameters.prod.json");
  REQUIRE(f[0].resources.size() == 2);
  CHECK(f[0].resources[0].name == "stdev");
  CHECK(f[0].resources[1].name == "stprod");
  CHECK(a->result.report.summary.filesAnalyzed == 3);  // the template and both parameter files
  // The minimum TLS rule passes on the same resource.
  auto tls = a->all("Azure.Storage.MinTLS");
  REQUIRE(tls.size() == 1);
  CHECK(tls[0].outcome == report::Outcome::Pass);
}

TEST_CASE("analyze: every file is analyzed or listed as skipped with a reason", "[analyze]") {
  TempDir dir;
  dir.write("a.json", armTemplate(kStorage, R"({"name": {"type": "string", "defaultValue": "sta"}})"));
  dir.write("package.json", R"({"name": "not-a-template"})");
  dir.write("orphan.parameters.json", parameterFile(R"({"x": {"value": 1}})"));
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  const auto& s = a->result.report.summary;
  CHECK(s.filesAnalyzed == 1);
  std::set<std::string> skipped;
  for (const auto& k : s.skipped) {
    CHECK_FALSE(k.reason.empty());
    skipped.insert(k.file);
  }
  CHECK(skipped == std::set<std::string>{"orphan.parameters.json", "package.json"});
}

TEST_CASE("analyze: rules from the repository's .ps-rule folder and from --rules run beside the pack", "[analyze]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage, R"({"name": {"type": "string", "defaultValue": "sta"}})"));
  dir.write(".ps-rule/Org.Rule.yaml", R"(---
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.Tagged
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: tags.costCenter
    exists: true
)");
  TempDir extra;
  std::string extraRules = extra.write("Extra.Rule.yaml", R"(---
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.Premium
spec:
  level: Warning
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: sku.name
    startsWith: Premium
)");
  auto a = analyzeFolder(dir.str(), {extraRules});
  INFO(a->diagnostics());
  REQUIRE_FALSE(a->result.inputError);
  auto tagged = a->problems("Org.Storage.Tagged");
  REQUIRE(tagged.size() == 1);
  CHECK_THAT(tagged[0].message, Catch::Contains("tags.costCenter"));
  auto premium = a->problems("Org.Storage.Premium");
  REQUIRE(premium.size() == 1);
  CHECK(premium[0].level == report::Level::Warning);
  CHECK(a->problems("Azure.Storage.SecureTransfer").size() == 1);
}

TEST_CASE("analyze: a broken rule document is a finding with its file and line; the other rules run", "[analyze]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage, R"({"name": {"type": "string", "defaultValue": "sta"}})"));
  dir.write(".ps-rule/Bad.Rule.yaml", "---\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n"
                                      "  name: Bad\nspec:\n  condition:\n    field: x\n    noSuchOperator: 1\n");
  auto a = analyzeFolder(dir.str());
  CHECK_FALSE(a->result.inputError);
  auto bad = a->problems("Azure.Preflight.Configuration");
  REQUIRE(bad.size() == 1);
  CHECK(bad[0].location.file == ".ps-rule/Bad.Rule.yaml");
  CHECK(bad[0].location.line > 0);
  CHECK(bad[0].level == report::Level::Error);
  CHECK(bad[0].resources.empty());
  CHECK(a->problems("Azure.Storage.SecureTransfer").size() == 1);
}

TEST_CASE("analyze: a repository rule whose filters nest paths from $ ends, with its answer", "[analyze]") {
  // Each `$` operand walked the whole list again for every item: 2,000^4 steps, a run that did
  // not end within a minute. A pull request can add such a rule under .ps-rule/.
  TempDir dir;
  std::string list = "[0";
  for (int i = 1; i < 2000; ++i) list += "," + std::to_string(i);
  list += "]";
  dir.write("main.json", armTemplate(storageAccount("stquad", R"({"list": )" + list + "}"), "{}"));
  dir.write(".ps-rule/Quadratic.Rule.yaml",
            "---\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: Org.Quadratic\nspec:\n"
            "  type: [Microsoft.Storage/storageAccounts]\n  condition:\n"
            "    field: 'properties.list[?@ == $.properties.list[?@ == $.properties.list[?@ == $.properties.list[*]]]]'\n"
            "    count: 1\n");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto results = a->all("Org.Quadratic");
  REQUIRE(results.size() == 1);
  CHECK(results[0].outcome == report::Outcome::Pass);
}

TEST_CASE("analyze: the configuration's rule filter and level overrides apply", "[analyze]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage, R"({"name": {"type": "string", "defaultValue": "sta"}})"));
  dir.write("preflight.yaml", "rules:\n  exclude: [Azure.Storage.Firewall]\n  levels:\n"
                              "    Azure.Storage.SecureTransfer: warning\n");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  CHECK(a->all("Azure.Storage.Firewall").empty());
  auto f = a->problems("PF-0101");
  REQUIRE(f.size() == 1);
  CHECK(f[0].level == report::Level::Warning);
}

TEST_CASE("analyze: deployment findings about parameters point at each parameter's declaration", "[analyze]") {
  TempDir dir;
  std::string tpl = armTemplate("[]", R"({
    "adminPassword": {"type": "string", "defaultValue": ""},
    "location": {"type": "string", "defaultValue": "eastus"},
    "storageKey": {"type": "string", "defaultValue": ""}
  })");
  dir.write("main.json", tpl);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Deployment.SecureParameter");
  REQUIRE(f.size() == 2);
  CHECK(f[0].location.line == lineOf(tpl, "\"adminPassword\""));
  CHECK_THAT(f[0].message, Catch::StartsWith("Parameter 'adminPassword'"));
  CHECK(f[1].location.line == lineOf(tpl, "\"storageKey\""));
  CHECK(f[0].messageKey != f[1].messageKey);
}

TEST_CASE("analyze: findings about unused variables point at each variable's declaration", "[analyze]") {
  TempDir dir;
  dir.write("main.json", R"({
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0",
  "variables": {
    "used": "a",
    "stale": "b"
  },
  "resources": [],
  "outputs": {"v": {"type": "string", "value": "[variables('used')]"}}
})");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Template.UseVariables");
  REQUIRE(f.size() == 1);
  CHECK(f[0].location.line == 6);
  CHECK(f[0].message == "Variable 'stale' is declared but no expression of the template reads it.");
}

TEST_CASE("analyze: template hygiene findings about parameters say what is wrong in words", "[analyze]") {
  TempDir dir;
  std::string tpl = armTemplate("[]", R"({
    "adminPassword": {"type": "securestring", "defaultValue": "Example-Passw0rd"},
    "unused": {"type": "string", "defaultValue": "x"}
  })");
  dir.write("main.json", tpl);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto secure = a->problems("Azure.Template.SecureParameterDefault");
  REQUIRE(secure.size() == 1);
  CHECK(secure[0].message == "Secure parameter 'adminPassword' has a default value written in the template.");
  CHECK(secure[0].location.line == lineOf(tpl, "\"adminPassword\""));
  auto unused = a->problems("Azure.Template.UseParameters");
  REQUIRE(unused.size() == 2);  // neither is read: the template has no expressions
  CHECK(unused[1].message == "Parameter 'unused' is declared but no expression of the template reads it.");
}

TEST_CASE("analyze: the result does not depend on the number of threads", "[analyze]") {
  auto run = [](unsigned jobs, ThreadCrew* crew) {
    SourceFiles files;
    auto r = analyze::analyze(samplesRequest(jobs, crew), files);
    std::string s;
    for (const auto& f : r.report.findings)
      s += f.ruleId + " " + f.location.file + ":" + std::to_string(f.location.line) + " " + f.message + "\n";
    return s;
  };
  std::string one = run(1, nullptr);
  CHECK_FALSE(one.empty());
  CHECK(run(4, nullptr) == one);
  // The command's way: threads lent by a crew kept from run to run.
  ThreadCrew crew;
  CHECK(run(4, &crew) == one);
  CHECK(run(2, &crew) == one);
  CHECK(crew.size() >= 1);
}

TEST_CASE("analyze: findings share their rule's texts and their file's path rather than copying them", "[analyze]") {
  TempDir dir;
  std::string two = R"([
    {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "sta", "location": "eastus",
     "sku": {"name": "Standard_LRS"}, "kind": "StorageV2", "properties": {"supportsHttpsTrafficOnly": false}},
    {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "stb", "location": "eastus",
     "sku": {"name": "Standard_LRS"}, "kind": "StorageV2", "properties": {"supportsHttpsTrafficOnly": false}}
  ])";
  dir.write("infra/storage.json", armTemplate(two));
  auto a = analyzeFolder(dir.str());
  REQUIRE_FALSE(a->result.inputError);
  std::vector<const report::Finding*> secure;
  for (const report::Finding& f : a->result.report.findings)
    if (f.ruleName == "Azure.Storage.SecureTransfer") secure.push_back(&f);
  REQUIRE(secure.size() == 2);
  CHECK(secure[0]->ruleName.sameCopy(secure[1]->ruleName));
  CHECK(secure[0]->recommendation.sameCopy(secure[1]->recommendation));
  CHECK(secure[0]->location.file.sameCopy(secure[1]->location.file));
  // Every rule on one resource names it with the same copy.
  for (const report::Finding& f : a->result.report.findings)
    if (!f.resources.empty() && f.resources[0].name == "sta" && f.location.file == "infra/storage.json")
      CHECK(f.resources[0].name.sameCopy(secure[0]->resources[0].name));
}

TEST_CASE("analyze: a parameter the template does not declare is reported with the template's name, not its path as given",
          "[analyze]") {
  TempDir dir;
  dir.write("infra/azuredeploy.json", armTemplate("[]"));
  dir.write("infra/azuredeploy.parameters.json", parameterFile(R"({"extra": {"value": 1}})"));
  auto a = analyzeFolder(dir.str());
  auto found = a->problems("Azure.Template.ParameterValue");
  REQUIRE(found.size() == 1);
  // The same text whether the folder was named absolute or relative on the command line.
  CHECK(found[0].message ==
        "EXP003: The template parameter 'extra' in the parameters file is not valid; it is not present in the template "
        "'azuredeploy.json'.");
  CHECK(found[0].messageKey == "EXP003:extra");
  CHECK(found[0].location.file == "infra/azuredeploy.parameters.json");
}
