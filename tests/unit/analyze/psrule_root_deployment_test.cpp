// A rule written for PSRule for Azure to skip the root deployment (rootDeployment: true) skips it
// here too, and still judges nested deployments.
#include <catch2/catch.hpp>

#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;

TEST_CASE("psrule targets: the root deployment target says rootDeployment: true", "[analyze][psrule]") {
  ScratchRepo repo;
  repo.write("main.json", armTemplate(R"([
    {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "inner",
     "properties": {"mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"},
       "template": {"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
         "contentVersion": "1.0.0.0", "resources": []}}}
  ])"));
  repo.rules(R"(---
# Synopsis: Nested deployments are named for what they deploy.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Deployment.Named
spec:
  type: [Microsoft.Resources/deployments]
  where:
    field: rootDeployment
    notEquals: true
  condition:
    name: '.'
    startsWith: deploy-
)");
  auto a = analyzeFolder(repo.str());
  INFO(a->diagnostics());
  auto named = a->problems("Org.Deployment.Named");
  REQUIRE(named.size() == 1);  // the nested one; the root (preflight-deployment) is skipped
  REQUIRE(named[0].resources.size() == 1);
  CHECK(named[0].resources[0].name == "inner");
}
