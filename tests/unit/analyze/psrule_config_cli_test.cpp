// `preflight analyze ./infra` run from the root of a repository that uses PSRule for Azure reads its
// ps-rule.yaml: rule filters, suppressions and options apply; an option without effect is a
// warning on standard error, said once, which does not fail the run.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;

TEST_CASE("psrule config: ps-rule.yaml at the repository root configures the run", "[analyze][psrule]") {
  ScratchRepo repo;
  repo.write("infra/main.json", armTemplate(storageAccount("stlegacy", R"({"supportsHttpsTrafficOnly": false})")));
  repo.psrule(R"(# PSRule for Azure options
configuration:
  AZURE_RESOURCE_GROUP:
    location: australiaeast
rule:
  exclude:
  - Azure.Storage.Firewall
suppression:
  Azure.Storage.SecureTransfer:
  - stlegacy
execution:
  ruleSuppressed: Warn
logging:
  limitDebug: []
)");
  std::string out, err;
  int code = runCli("analyze ./infra --format json --show-suppressed", &out, &err, repo.fromRoot());
  INFO(out << err);
  CHECK(code == 0);  // the only failure is suppressed; the options without effect do not fail it
  Value report = json(out);
  bool firewall = false, secure = false;
  for (const Value& f : report.get("findings")->arr()) {
    const std::string& rule = f.get("ruleName")->str();
    firewall |= rule == "Azure.Storage.Firewall";
    if (rule == "Azure.Storage.SecureTransfer") {
      secure = true;
      REQUIRE(f.get("suppression"));
      CHECK(f.get("suppression")->get("source")->str() == "ps-rule.yaml:9");
    }
  }
  CHECK_FALSE(firewall);
  CHECK(secure);
  CHECK(occurrences(err, "CFG005") == 2);
  CHECK_THAT(err, Catch::Contains("warning") && Catch::Contains("'execution'") && Catch::Contains("'logging'"));
}

TEST_CASE("psrule config: preflight.yaml beside ps-rule.yaml wins", "[analyze][psrule]") {
  ScratchRepo repo;
  repo.write("main.json", armTemplate(storageAccount("stdata", R"({"supportsHttpsTrafficOnly": false})")));
  repo.write("out/main.json", armTemplate(storageAccount("stout", R"({"supportsHttpsTrafficOnly": false})")));
  repo.psrule("input:\n  pathIgnore: [out/]\nrule:\n  exclude: [Azure.Storage.SecureTransfer]\n");
  repo.write("preflight.yaml", "rules:\n  exclude: [Azure.Storage.Firewall]\n");
  auto a = analyzeFolder(repo.str());
  INFO(a->diagnostics());
  CHECK(a->problems("Azure.Storage.Firewall").empty());  // preflight.yaml's exclusion replaces PSRule's
  auto secure = a->problems("Azure.Storage.SecureTransfer");
  REQUIRE(secure.size() == 1);
  CHECK(secure[0].location.file == "main.json");  // ps-rule.yaml's pathIgnore still applies
}
