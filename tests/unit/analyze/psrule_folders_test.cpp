// A PSRule for Azure repository keeps its rules in `.ps-rule/` at the repository root, and PSRule
// loads them from the folder it runs in: `preflight analyze ./infra` run from the root finds them
// too, each folder once, and a `.ps-rule` link leading out of the repository is not followed.
#include <catch2/catch.hpp>
#include <filesystem>

#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;
namespace fs = std::filesystem;

namespace {

const std::string kRule = R"(---
# Synopsis: Storage accounts carry a cost centre.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.Tagged
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: tags.costCenter
    exists: true
)";

std::unique_ptr<Analysis> analyzeWith(const std::string& path, const std::string& workingDirectory) {
  auto a = std::make_unique<Analysis>();
  analyze::AnalyzeRequest req;
  req.paths = {path};
  req.workingDirectory = workingDirectory;
  req.context = req.config.deploymentContext();
  req.today = "2026-06-01";
  a->result = analyze::analyze(req, a->files);
  return a;
}

void writeInfra(const ScratchRepo& repo) { repo.write("infra/main.json", armTemplate(storageAccount("stdata", "{}"))); }

}  // namespace

TEST_CASE("psrule folders: .ps-rule at the repository root applies to an analyzed subfolder", "[analyze][psrule]") {
  ScratchRepo repo;
  writeInfra(repo);
  repo.rules(kRule);
  auto a = analyzeWith((repo.path() / "infra").string(), "");
  INFO(a->diagnostics());
  auto tagged = a->problems("Org.Storage.Tagged");
  REQUIRE(tagged.size() == 1);
  CHECK(tagged[0].location.file == "main.json");
  CHECK(a->problems("Azure.Preflight.Configuration").empty());
}

TEST_CASE("psrule folders: the working directory's .ps-rule is loaded, each folder once", "[analyze][psrule]") {
  ScratchRepo repo;
  writeInfra(repo);
  SECTION("the caller's own folder, outside the repository") {
    TempDir caller;
    caller.write(".ps-rule/Org.Rule.yaml", kRule);
    auto a = analyzeWith((repo.path() / "infra").string(), caller.str());
    INFO(a->diagnostics());
    CHECK(a->problems("Org.Storage.Tagged").size() == 1);
  }
  SECTION("the repository root is the working directory and the analyzed folder") {
    repo.rules(kRule);
    auto a = analyzeWith(repo.str(), repo.str());
    INFO(a->diagnostics());
    CHECK(a->problems("Org.Storage.Tagged").size() == 1);
    // Loaded twice, the rule would be defined twice (RULE009).
    CHECK(a->problems("Azure.Preflight.Configuration").empty());
  }
}

TEST_CASE("psrule folders: a .ps-rule link leading out of the repository is refused", "[analyze][psrule]") {
  TempDir outside;
  outside.write("rules/Leak.Rule.yaml", kRule);
  ScratchRepo repo;
  writeInfra(repo);
  fs::create_directory_symlink(outside.path() / "rules", repo.path() / ".ps-rule");
  auto a = analyzeWith((repo.path() / "infra").string(), "");
  INFO(a->diagnostics());
  CHECK(a->all("Org.Storage.Tagged").empty());
  auto refused = a->problems("Azure.Preflight.Configuration");
  REQUIRE(refused.size() == 1);
  CHECK_THAT(refused[0].message, Catch::Contains("IO010"));
  CHECK_THAT(refused[0].message, !Catch::Contains(outside.str()));
}
