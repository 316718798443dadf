// Suppressions from preflight.yaml, template metadata and Bicep comments: the finding stays in
// the report, marked, and does not fail the run.
#include <catch2/catch.hpp>

#include <map>

#include "engine/analyze/suppressions.hpp"
#include "report/exit_code.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

std::string storage(const std::string& name, const std::string& extra = "") {
  return R"(
    {
      "type": "Microsoft.Storage/storageAccounts",
      "apiVersion": "2023-01-01",
      "name": ")" + name + R"(",
      "location": "eastus",
      "sku": {"name": "Standard_LRS"},
      "kind": "StorageV2",)" + extra + R"(
      "properties": {"supportsHttpsTrafficOnly": false}
    })";
}

// The findings by the name of their first resource.
std::map<std::string, const report::Finding*> byResourceName(const std::vector<report::Finding>& findings) {
  std::map<std::string, const report::Finding*> out;
  for (const auto& f : findings) out[f.resources[0].name] = &f;
  return out;
}

}  // namespace

TEST_CASE("suppressions: preflight.yaml by rule and resource glob, until it expires", "[analyze][suppress]") {
  TempDir dir;
  dir.write("main.json", armTemplate("[" + storage("stdev1") + "," + storage("stprod1") + "]"));
  dir.write("preflight.yaml", R"(suppressions:
  - rule: Azure.Storage.SecureT*
    resources: [stdev*]
    justification: dev only
  - rule: PF-0101
    resources: [stprod1]
    expires: 2026-01-31
)");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto all = a->all("PF-0101");
  auto byName = byResourceName(all);
  REQUIRE(byName.count("stdev1"));
  REQUIRE(byName.count("stprod1"));
  REQUIRE(byName["stdev1"]->suppressed());
  CHECK(byName["stdev1"]->suppression->kind == report::SuppressionKind::External);
  CHECK(byName["stdev1"]->suppression->justification == "dev only");
  CHECK_THAT(byName["stdev1"]->suppression->source, Catch::EndsWith("preflight.yaml:2"));
  // Expired on 2026-01-31; the run is dated 2026-06-01.
  CHECK_FALSE(byName["stprod1"]->suppressed());
  bool warned = false;
  for (const auto& d : a->result.diagnostics.items()) warned = warned || d.code == "CFG040";
  CHECK(warned);
}

TEST_CASE("suppressions: template metadata preflight.suppress on the resource", "[analyze][suppress]") {
  TempDir dir;
  dir.write("main.json",
            armTemplate("[" +
                        storage("sta", R"(
      "metadata": {"preflight": {"suppress": {"Azure.Storage.SecureTransfer": "legacy client"}}},)") +
                        "," + storage("stb", R"(
      "metadata": {"preflight": {"suppress": ["PF-0199"]}},)") +
                        "]"));
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto all = a->all("PF-0101");
  REQUIRE(all.size() == 2);
  for (const auto& f : all) {
    if (f.resources[0].name == "sta") {
      REQUIRE(f.suppressed());
      CHECK(f.suppression->kind == report::SuppressionKind::InSource);
      CHECK(f.suppression->justification == "legacy client");
    } else {
      CHECK_FALSE(f.suppressed());
    }
  }
  CHECK(report::exitCodeFor(a->result.report.findings, report::FailOn::Error) == 1);
}

TEST_CASE("suppressions: the preflight-disable-next-line comment", "[analyze][suppress]") {
  auto c = analyze::parseDisableComment("  // preflight-disable-next-line PF-0101, Azure.Storage.MinTLS -- legacy");
  REQUIRE(c);
  CHECK(c->rules == std::vector<std::string>{"PF-0101", "Azure.Storage.MinTLS"});
  CHECK(c->justification == "legacy");
  auto all = analyze::parseDisableComment("//preflight-disable-next-line");
  REQUIRE(all);
  CHECK(all->rules.empty());
  CHECK_FALSE(analyze::parseDisableComment("// preflight-disable-next-lines PF-0101"));
  CHECK_FALSE(analyze::parseDisableComment("var x = 1 // preflight-disable-next-line PF-0101"));
}

TEST_CASE("suppressions: a Bicep comment above the declaration suppresses that resource only", "[analyze][suppress][bicep]") {
  TempDir dir;
  std::string bicep = R"(param location string = 'eastus'

// preflight-disable-next-line Azure.Storage.SecureTransfer -- fronted by a gateway
@description('legacy account')
resource legacy 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stlegacy'
  location: location
  sku: { name: 'Standard_LRS' }
  kind: 'StorageV2'
  properties: { supportsHttpsTrafficOnly: false }
}

resource current 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stcurrent'
  location: location
  sku: { name: 'Standard_LRS' }
  kind: 'StorageV2'
  properties: { supportsHttpsTrafficOnly: false }
}
)";
  dir.write("main.bicep", bicep);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto all = a->all("PF-0101");
  REQUIRE(all.size() == 2);
  for (const auto& f : all) {
    CHECK(f.location.file == "main.bicep");
    if (f.resources[0].name == "stlegacy") {
      CHECK(f.location.line == lineOf(bicep, "resource legacy"));
      REQUIRE(f.suppressed());
      CHECK(f.suppression->justification == "fronted by a gateway");
      CHECK(f.suppression->source == "main.bicep:3");
    } else {
      CHECK(f.location.line == lineOf(bicep, "resource current"));
      CHECK_FALSE(f.suppressed());
    }
  }
}

TEST_CASE("suppressions: thousands in preflight.yaml pick the first that matches, in bounded time", "[analyze][suppress]") {
  // Each finding was matched against every suppression: 20,000 of them over 320,000 findings
  // ran for more than ten minutes. A rule's suppressions are now worked out once per rule,
  // literal names are looked up, and wildcards are tried within a budget (CFG043).
  TempDir dir;
  dir.write("main.json", armTemplate("[" + storage("stdev1") + "," + storage("stprod1") + "," + storage("stother") + "]"));
  std::string yaml = "suppressions:\n";
  for (int i = 0; i < 5000; ++i)
    yaml += "  - rule: Azure.Storage.SecureTransfer\n    resources: [st-" + std::to_string(i) + ", zz-" + std::to_string(i) + "]\n";
  yaml += "  - rule: PF-0101\n    resources: [STDEV1]\n    justification: first literal\n";  // names ignore case
  yaml += "  - rule: Azure.Storage.SecureTransfer\n    resources: [stdev1, stprod*]\n    justification: second\n";
  dir.write("preflight.yaml", yaml);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto all = a->all("PF-0101");
  auto byName = byResourceName(all);
  REQUIRE(byName.count("stdev1"));
  REQUIRE(byName.count("stprod1"));
  REQUIRE(byName.count("stother"));
  REQUIRE(byName["stdev1"]->suppressed());
  CHECK(byName["stdev1"]->suppression->justification == "first literal");
  REQUIRE(byName["stprod1"]->suppressed());
  CHECK(byName["stprod1"]->suppression->justification == "second");
  CHECK_FALSE(byName["stother"]->suppressed());
  for (const auto& d : a->result.diagnostics.items()) CHECK(d.code != "CFG043");

  // 5,000 wildcards that every finding must try: past the budget, a finding is reported as if
  // nothing matched, and the run says so.
  std::string wild = "suppressions:\n";
  for (int i = 0; i < 5000; ++i) wild += "  - rule: '*'\n    resources: ['*no-" + std::to_string(i) + "*']\n";
  wild += "  - rule: PF-0101\n    justification: never reached\n";
  dir.write("preflight.yaml", wild);
  auto b = analyzeFolder(dir.str());
  bool warned = false;
  for (const auto& d : b->result.diagnostics.items()) warned = warned || d.code == "CFG043";
  CHECK(warned);
  auto failures = b->all("PF-0101");
  REQUIRE(failures.size() == 3);
  CHECK_FALSE(failures[0].suppressed());
}
