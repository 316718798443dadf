// Selecting rules as PSRule does in an analysis: a label-based baseline named in ps-rule.yaml,
// baseline groups, local rules beside the built-in module's filters, include.module; and a
// broken rule document still fails the run whatever the selection.
#include <catch2/catch.hpp>

#include "engine/core/file.hpp"

#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;

namespace {

const std::string kLabelled = R"(---
# Synopsis: Storage accounts carry a cost centre.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.CostCenter
  labels:
    Org.Controls/id: [FIN-1]
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: tags.costCenter
    exists: true
---
# Synopsis: Storage accounts carry an owner.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.Owner
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: tags.owner
    exists: true
---
# Synopsis: The finance controls.
apiVersion: github.com/microsoft/PSRule/v1
kind: Baseline
metadata:
  name: Org.Finance
spec:
  rule:
    labels:
      Org.Controls/id: '*'
)";

std::unique_ptr<Analysis> setUp(const ScratchRepo& repo, const std::string& psrule) {
  repo.write("main.json", armTemplate(storageAccount("stdata", R"({"supportsHttpsTrafficOnly": false})")));
  repo.rules(kLabelled);
  repo.psrule(psrule);
  return analyzeFolder(repo.str());
}

}  // namespace

TEST_CASE("psrule selection: a label baseline runs only its rules; a broken document still fails the run",
          "[analyze][psrule]") {
  ScratchRepo repo;
  repo.rules("---\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n"
             "  name: Org.Broken\nspec:\n  condition:\n    field: name\n    match: '(?<=a)b'\n",
             "Broken.Rule.yaml");
  auto a = setUp(repo, "baseline:\n  group:\n    latest: Org.Finance\nrule:\n  baseline: '@latest'\n");
  INFO(a->diagnostics());
  CHECK(a->problems("Org.Storage.CostCenter").size() == 1);
  CHECK(a->all("Org.Storage.Owner").empty());            // no label: a named baseline leaves it out
  CHECK(a->all("Azure.Storage.SecureTransfer").empty());  // the built-in rules have no such label
  auto broken = a->problems("Azure.Preflight.Configuration");
  REQUIRE(broken.size() == 1);
  CHECK(broken[0].location.file == ".ps-rule/Broken.Rule.yaml");
  CHECK(broken[0].location.line == 9);
  CHECK(broken[0].level == report::Level::Error);
  bool listed = false;
  for (const auto& r : a->result.report.rules) listed |= r.name == "Azure.Preflight.Configuration";
  CHECK(listed);  // the report describes the rule it judged with
}

TEST_CASE("psrule selection: an undefined baseline or baseline group is a finding at its line", "[analyze][psrule]") {
  ScratchRepo repo;
  SECTION("a group") {
    auto a = setUp(repo, "rule:\n  baseline: '@latest'\n");
    auto problems = a->problems("Azure.Preflight.Configuration");
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0].message, Catch::Contains("CFG004") && Catch::Contains("'latest'"));
    CHECK(problems[0].location.file == "ps-rule.yaml");
    CHECK(problems[0].location.line == 2);
  }
  SECTION("a baseline") {
    auto a = setUp(repo, "rule:\n  baseline: Org.Nope\n");
    auto problems = a->problems("Azure.Preflight.Configuration");
    REQUIRE(problems.size() == 1);
    CHECK_THAT(problems[0].message, Catch::Contains("RULE040") && Catch::Contains("Org.Finance"));
    CHECK(problems[0].location.file == "ps-rule.yaml");
    CHECK(problems[0].location.line == 2);
  }
}

TEST_CASE("psrule selection: filters narrow the built-in module; local rules run beside them", "[analyze][psrule]") {
  ScratchRepo repo;
  SECTION("PSRule's default") {
    auto a = setUp(repo, "rule:\n  include: [Azure.Storage.Firewall]\n");
    INFO(a->diagnostics());
    CHECK(a->problems("Azure.Storage.Firewall").size() == 1);
    CHECK(a->all("Azure.Storage.SecureTransfer").empty());
    CHECK(a->problems("Org.Storage.Owner").size() == 1);
    CHECK(a->problems("Org.Storage.CostCenter").size() == 1);
  }
  SECTION("rule.includeLocal: false") {
    auto a = setUp(repo, "rule:\n  include: [Azure.Storage.Firewall]\n  includeLocal: false\n");
    CHECK(a->problems("Azure.Storage.Firewall").size() == 1);
    CHECK(a->all("Org.Storage.Owner").empty());
  }
}

TEST_CASE("psrule selection: include.module loads a rule module of the repository with its ModuleConfig",
          "[analyze][psrule]") {
  ScratchRepo repo;
  repo.write("modules/Org.Rules/Org.Rules.psd1", "@{ ModuleVersion = '1.2.0'; PrivateData = @{ PSData = @{ Tags = @('PSRule-rules') } } }\n");
  repo.write("modules/Org.Rules/rules/Config.Rule.yaml", R"(---
# Synopsis: Defaults of Org.Rules.
apiVersion: github.com/microsoft/PSRule/v1
kind: ModuleConfig
metadata:
  name: Org.Rules
spec:
  configuration:
    ORG_LOCATION: eastus
  rule:
    baseline: Org.Rules.Default
)");
  repo.write("modules/Org.Rules/rules/Storage.Rule.yaml", R"(---
# Synopsis: Storage accounts are in the organisation's region.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Rules.Location
  tags: {release: GA}
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: location
    equals:
      $:
        configuration: ORG_LOCATION
---
# Synopsis: Not released yet.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Rules.Preview
  tags: {release: preview}
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: tags.preview
    exists: true
---
# Synopsis: The released rules.
apiVersion: github.com/microsoft/PSRule/v1
kind: Baseline
metadata:
  name: Org.Rules.Default
spec:
  rule:
    tag: {release: GA}
)");
  const std::string include = "include:\n  module: [PSRule.Rules.Azure, Org.Rules, PSRule.Rules.CAF]\n";
  // The module's default (eastus) holds for the template's storage account.
  {
    ScratchRepo plain;
    for (const char* f : {"modules/Org.Rules/Org.Rules.psd1", "modules/Org.Rules/rules/Config.Rule.yaml",
                          "modules/Org.Rules/rules/Storage.Rule.yaml"})
      plain.write(f, *readFile((repo.path() / f).string()));
    auto a = setUp(plain, include);
    INFO(a->diagnostics());
    CHECK(a->all("Org.Rules.Location").size() == 1);
    CHECK(a->problems("Org.Rules.Location").empty());
  }
  auto a = setUp(repo, include + "configuration:\n  ORG_LOCATION: westeurope\n");
  std::string notes = a->diagnostics();
  INFO(notes);
  // The module's default baseline leaves its preview rule out.
  CHECK(a->all("Org.Rules.Preview").empty());
  // ps-rule.yaml's configuration wins over the module's default.
  CHECK(a->problems("Org.Rules.Location").size() == 1);
  // The built-in pack is PSRule.Rules.Azure; PSRule.Rules.CAF is nowhere in the repository.
  CHECK_THAT(notes, Catch::Contains("CFG005") && Catch::Contains("include.module PSRule.Rules.CAF"));
  CHECK_THAT(notes, !Catch::Contains("include.module PSRule.Rules.Azure") && !Catch::Contains("include.module Org.Rules"));
  CHECK(a->problems("Azure.Preflight.Configuration").empty());  // warnings, not failures
  CHECK(a->problems("Org.Storage.Owner").size() == 1);          // local rules still run
}
