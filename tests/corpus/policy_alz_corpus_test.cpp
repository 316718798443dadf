// The Azure Landing Zones library's 80 policy assignments evaluated over every quickstart sample,
// with the samples deployed into a subscription of the "corp" landing zone: each ALZ assignment
// is placed on the management groups whose archetypes list it (architecture alz: alz → landingzones
// → corp, platform, sandbox, ...), so the root, landing_zones and corp assignments apply and the
// others do not. Prints, per assignment (and management group), what it denies, would deny if
// enforced (DoNotEnforce), audits, changes (modify/append), would deploy (deployIfNotExists),
// finds not knowable offline, and fails to evaluate; the counts are compared with
// tests/corpus/expected/policy_alz_quickstart.tsv (regenerate with
// PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests "[policy-alz]"). Findings checked by hand
// are pinned below.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>

#include "engine/analyze/analyze.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "report/dedup.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/golden.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/tsv_table.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

Value readJson(const fs::path& p) {
  auto text = readFile(p.string());
  REQUIRE(text);
  return test::json(*text);
}

// Writes every ALZ assignment once per management group whose archetypes list it, its scope (and
// id) moved from the library's "placeholder" to that management group. Returns how many.
size_t placeAssignments(const fs::path& alz, const test::TempDir& out, std::set<std::string>& names) {
  Value arch = readJson(alz / "architecture_definitions" / "alz.alz_architecture_definition.json");
  std::map<std::string, Value> archetypes;
  for (const auto& e : fs::directory_iterator(alz / "archetype_definitions")) {
    Value a = readJson(e.path());
    archetypes[a.get("name")->str()] = a;
  }
  std::map<std::string, std::string> assignmentText;
  for (const auto& e : fs::directory_iterator(alz / "policy_assignments")) {
    Value a = readJson(e.path());
    assignmentText[a.get("name")->str()] = *readFile(e.path().string());
  }
  size_t n = 0;
  for (const Value& mg : arch.get("management_groups")->arr()) {
    std::string id = mg.get("id")->str();
    for (const Value& at : mg.get("archetypes")->arr()) {
      for (const Value& name : archetypes[at.str()].get("policy_assignments")->arr()) {
        std::string text = assignmentText.at(name.str());
        const std::string from = "/providers/Microsoft.Management/managementGroups/placeholder";
        const std::string to = "/providers/Microsoft.Management/managementGroups/" + id;
        for (size_t p; (p = text.find(from + "/providers/Microsoft.Authorization/policyAssignments")) != std::string::npos;)
          text.replace(p, from.size(), to);
        Value v = test::json(text);
        v.objMut().find("properties")->objMut().set("scope", Value(to));
        out.write(id + "/" + name.str() + ".json", toJson(v));
        names.insert(name.str());
        ++n;
      }
    }
  }
  return n;
}

std::string category(const report::Finding& f) {
  const std::string& m = f.message;
  if (f.outcome == report::Outcome::Inconclusive) return "inconclusive";
  if (m.find("evaluating it failed") != std::string::npos) return "error";
  if (m.rfind("RequestDisallowedByPolicy", 0) == 0) return "deny";
  if (m.find("if the assignment were enforced") != std::string::npos) return "deny-not-enforced";
  if (m.find("is non-compliant with policy") != std::string::npos) return "audit";
  if (m.find("would deploy") != std::string::npos) return "deploy";
  if (m.find("' changes '") != std::string::npos || m.find("would change") != std::string::npos) return "modify";
  if (m.find("applies to deleting") != std::string::npos) return "denyAction";
  return "other";
}

const std::vector<std::string> kColumns = {"deny", "deny-not-enforced", "audit", "modify", "deploy",
                                           "denyAction", "inconclusive", "error", "other"};

}  // namespace

TEST_CASE("corpus: the ALZ library's assignments over the quickstart samples in a corp landing zone",
          "[corpus][policy-alz]") {
  PF_REQUIRE_CORPUS();
  fs::path reference = test::corpusRoot().parent_path() / "reference" / "azure-policy";
  REQUIRE(fs::exists(reference / "alz"));
  test::TempDir dir;
  std::set<std::string> names;
  size_t placed = placeAssignments(reference / "alz", dir, names);
  CHECK(names.size() == 80);  // every assignment of the library is placed somewhere

  SourceFiles files;
  analyze::AnalyzeRequest req;
  req.paths = {(test::corpusRoot() / "quickstart").string()};
  req.repositoryRules = false;
  req.builtinRules = false;
  req.today = "2026-06-01";
  req.context.subscriptionId = "11111111-2222-3333-4444-555555555555";
  req.context.resourceGroup = "rg-app";
  req.context.location = "westeurope";
  req.context.managementGroup = "corp";
  req.context.managementGroupAncestors = {"landingzones", "alz"};
  req.policyPaths = {(reference / "builtin").string(), (reference / "alz" / "policy_definitions").string(),
                     (reference / "alz" / "policy_set_definitions").string(), dir.str()};
  auto start = std::chrono::steady_clock::now();
  analyze::AnalyzeResult r = analyze::analyze(req, files);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK_FALSE(r.inputError);
  size_t missing = 0;
  for (const Diagnostic& d : r.diagnostics.items()) {
    // The samples' own problems (unrestored registry modules, ...) are not this test's concern.
    if (d.code == "POL041") ++missing;
    else if (d.severity == Severity::Error && d.code.rfind("POL", 0) == 0) FAIL_CHECK(d.code << ": " << d.message);
  }

  std::vector<report::Finding> findings = report::deduplicate(std::move(r.report.findings));
  // assignment → category → count (an assignment placed on several management groups counts once per
  // placement that reaches the corp landing zone).
  std::map<std::string, std::map<std::string, size_t>> table;
  for (const std::string& n : names) table[n];  // every assignment gets a row
  size_t total = 0;
  for (const auto& f : findings) {
    // Problems of the policy documents are findings of the configuration rule: here only the
    // definitions the reference copy leaves out (data-plane modes), POL041 warnings.
    if (f.ruleId.rfind("Policy:", 0) != 0) {
      if (f.message.rfind("POL041", 0) == 0) ++missing;
      else FAIL_CHECK(f.ruleId << ": " << f.message);
      continue;
    }
    std::string assignment = f.ruleId.substr(7, f.ruleId.find('/') == std::string::npos ? std::string::npos
                                                                                        : f.ruleId.find('/') - 7);
    table[assignment][category(f)]++;
    ++total;
  }
  std::cout << "ALZ over quickstart (corp landing zone): " << placed << " assignment placements of " << names.size()
            << " assignments, " << r.report.rules.size() << " assigned definitions, " << missing
            << " definitions not in the reference copy (POL041), " << total << " policy findings in " << std::fixed
            << std::setprecision(1) << seconds << " s\n";
  test::TsvTable counted{{"assignment"}, {}};
  counted.columns.insert(counted.columns.end(), kColumns.begin(), kColumns.end());
  std::cout << std::left << std::setw(34) << "assignment";
  for (const auto& c : kColumns) std::cout << std::right << std::setw(c.size() + 2) << c;
  std::cout << "\n";
  for (const auto& [assignment, counts] : table) {
    std::vector<std::string>& row = counted.rows.emplace_back(std::vector<std::string>{assignment});
    std::cout << std::left << std::setw(34) << assignment;
    for (const auto& c : kColumns) {
      auto it = counts.find(c);
      size_t n = it == counts.end() ? 0 : it->second;
      row.push_back(std::to_string(n));
      std::cout << std::right << std::setw(c.size() + 2) << n;
    }
    std::cout << "\n";
  }
  std::string tsv = test::tsvText(
      "ALZ assignments over ../shared/corpus/quickstart in a corp landing zone (tests/corpus/policy_alz_corpus_test.cpp).\n"
      "Regenerate: PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests \"[policy-alz]\"",
      counted);

  // Checked by hand (see the report in the commit log): the NSG of blob-storage-private-endpoint
  // allows SSH (22) from '*'; its NIC has a public IP; its storage account carries no
  // minimumTlsVersion (the TLS built-in denies a request without it) and no allowBlobPublicAccess
  // false; its VM sets no encryptionAtHost (a guardrail assigned with DoNotEnforce).
  auto has = [&](const std::string& rule, const std::string& file, uint32_t line, const std::string& cat) {
    for (const auto& f : findings)
      if (f.ruleId == rule && f.location.file == file && f.location.line == line && category(f) == cat) return true;
    return false;
  };
  const std::string blob = "quickstarts/microsoft.storage/blob-storage-private-endpoint/azuredeploy.json";
  CHECK(has("Policy:Deny-MgmtPorts-Internet", blob, 301, "deny"));
  CHECK(has("Policy:Deny-Public-IP-On-NIC", blob, 353, "deny"));
  CHECK(has("Policy:Enforce-TLS-SSL-Q225/Deny-Storage-Tls", blob, 269, "deny"));
  CHECK(has("Policy:Deny-Public-Endpoints/Deny-Storage-Public-Access", blob, 269, "deny"));
  CHECK(has("Policy:Enforce-GR-Compute0/Deny-VmAndVmss-Encryption-Host", blob, 379, "deny-not-enforced"));
  CHECK(has("Policy:Enable-DDoS-VNET", blob, 324, "modify"));
  // Platform-only assignments do not reach a corp landing zone.
  CHECK(table["Deny-Public-IP"].empty());

  std::string mismatch = test::compareWithGolden("tests/corpus/expected/policy_alz_quickstart.tsv", tsv, "[policy-alz]");
  if (!mismatch.empty()) FAIL_CHECK("ALZ policy findings over the quickstart corpus changed (- golden, + this run):\n" << mismatch);
}
