// What the built-in pack says about a failure: each reason once (issue 18).
#include <catch2/catch.hpp>

#include "tests/expand_helpers.hpp"
#include "tests/unit/rulepack/rulepack_helpers.hpp"

using namespace pf;

TEST_CASE("rule pack: Azure.Storage.SecureTransfer gives 'Is set to false' once", "[rulepack]") {
  // Both alternatives of the rule read properties.supportsHttpsTrafficOnly and fail on it.
  auto e = test::expandText(R"({
    "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "st",
                   "location": "eastus", "kind": "StorageV2", "sku": {"name": "Standard_LRS"},
                   "properties": {"supportsHttpsTrafficOnly": false}}]})");
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.include = {"Azure.Storage.SecureTransfer"};
  auto results = test::evaluatePack(e.result, f);
  REQUIRE(results.size() == 1);
  CHECK(results[0].outcome == rules::Outcome::Fail);
  REQUIRE(results[0].reasons.size() == 1);
  CHECK(results[0].reasons[0].text() == "Path properties.supportsHttpsTrafficOnly: Is set to 'false'.");
}

TEST_CASE("rule pack: LinuxPasswordAuth knows a password VM without linuxConfiguration by its image", "[rulepack]") {
  // Resource Manager drops linuxConfiguration: null, so the image decides.
  auto vm = [](const std::string& name, const std::string& publisher) {
    return R"({"type": "Microsoft.Compute/virtualMachines", "apiVersion": "2023-09-01", "name": ")" + name +
           R"(", "location": "eastus", "properties": {"osProfile": {"computerName": "vm", "adminUsername": "azureops",
           "adminPassword": "not-a-secret", "linuxConfiguration": null},
           "storageProfile": {"imageReference": {"publisher": ")" + publisher + R"(", "offer": "o", "sku": "s"}}}})";
  };
  auto e = test::expandText("{\"resources\": [" + vm("ubuntu", "Canonical") + "," + vm("sql", "MicrosoftSQLServer") + "," +
                            vm("placeholder", "imagepublisher") + "]}");
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.include = {"Azure.VM.LinuxPasswordAuth"};
  auto results = test::evaluatePack(e.result, f);
  REQUIRE(results.size() == 1);  // only the Canonical VM is a Linux VM
  CHECK(results[0].target.get("name")->str() == "ubuntu");
  CHECK(results[0].outcome == rules::Outcome::Fail);
}
