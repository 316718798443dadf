#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <unistd.h>

#include "report/baseline.hpp"
#include "report/json_writer.hpp"
#include "report/sarif_writer.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

TEST_CASE("baseline: findings of an earlier JSON report are filtered, new ones kept", "[report][baseline]") {
  Report earlier;
  earlier.findings = {storageFailure("st1", 12), keyVaultWarning()};
  auto baseline = readBaseline(jsonReport(earlier));
  REQUIRE(baseline.ok());
  CHECK(baseline->fingerprints.size() == 2);

  // The template was edited: everything moved down 20 lines, one reason changed, one new problem.
  Finding moved = storageFailure("st1", 32);
  moved.message = "reworded";
  Finding kv = keyVaultWarning();
  kv.location.line += 20;
  Finding fresh = storageFailure("st-new", 70);
  std::vector<Finding> now = {moved, kv, fresh, paramNote()};
  size_t removed = applyBaseline(now, *baseline);
  CHECK(removed == 2);
  REQUIRE(now.size() == 2);
  CHECK(now[0].resources[0].name == "st-new");
  CHECK(now[1].ruleId == "PF-TEMPLATE-003");
}

TEST_CASE("baseline: only problems count; passes are never filtered", "[report][baseline]") {
  Report earlier;
  earlier.findings = {withOutcome(storageFailure(), Outcome::Pass), withOutcome(keyVaultWarning(), Outcome::Error)};
  auto baseline = readBaseline(jsonReport(earlier));
  REQUIRE(baseline.ok());
  CHECK(baseline->fingerprints.size() == 1);  // the rule error, not the pass
  std::vector<Finding> now = {storageFailure(), keyVaultWarning(), withOutcome(keyVaultWarning(), Outcome::Pass)};
  CHECK(applyBaseline(now, *baseline) == 1);
  REQUIRE(now.size() == 2);
  CHECK(now[0].ruleId == "PF-STORAGE-001");  // failed now, passed before: new
  CHECK(now[1].outcome == Outcome::Pass);
}

TEST_CASE("baseline: a SARIF log from preflight works too", "[report][baseline]") {
  Report earlier = sampleReport();
  auto baseline = readBaseline(sarifReport(earlier));
  REQUIRE(baseline.ok());
  CHECK(baseline->fingerprints.size() == 3);  // the three problems SARIF carries by default
  std::vector<Finding> now = earlier.findings;
  CHECK(applyBaseline(now, *baseline) == 3);
}

TEST_CASE("baseline: fingerprints missing from a hand-written report are computed", "[report][baseline]") {
  auto baseline = readBaseline(R"({"format":"preflight-report","formatVersion":1,"findings":[
    {"ruleId":"PF-STORAGE-001","outcome":"fail","location":{"file":"infra/main.json","line":3},
     "resources":[{"type":"Microsoft.Storage/storageAccounts","name":"st1"}]}]})");
  REQUIRE(baseline.ok());
  std::vector<Finding> now = {storageFailure("st1", 99)};
  CHECK(applyBaseline(now, *baseline) == 1);
}

TEST_CASE("baseline: unreadable baselines are errors naming the file", "[report][baseline]") {
  CHECK(readBaseline("not json").error().code == "RPT001");
  CHECK(readBaseline(R"({"hello":1})").error().code == "RPT002");
  CHECK(readBaseline(R"({"version":"2.1.0","runs":5})").error().code == "RPT003");
  auto missing = loadBaseline("/nonexistent/preflight-baseline.json");
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().code.rfind("IO", 0) == 0);

  std::string path = "/tmp/preflight-baseline-test-" + std::to_string(::getpid()) + ".json";
  {
    std::ofstream(path) << "{\"format\":\"other\"}";
  }
  auto wrong = loadBaseline(path);
  std::remove(path.c_str());
  REQUIRE_FALSE(wrong.ok());
  CHECK(wrong.error().message.rfind(path + ": ", 0) == 0);
}
