// A rule document preflight cannot load (a .NET look-around RE2 cannot run, an unknown kind) is
// an error finding of its own at its file and line, counted as a failure; every other rule still
// runs and every report is written, whatever selects the rules (here: no built-in rules at all).
#include <catch2/catch.hpp>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;

TEST_CASE("psrule resilience: unloadable documents are failures; the rest runs and reports", "[analyze][psrule]") {
  ScratchRepo repo;
  // Passes the loadable rule: only the unloadable documents can fail the run.
  repo.write("main.json", armTemplate(R"([{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
    "name": "stdata", "location": "eastus", "tags": {"owner": "platform"}, "kind": "StorageV2",
    "sku": {"name": "Standard_LRS"}, "properties": {}}])"));
  repo.rules(R"(---
# Synopsis: Storage account names start with st.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.Prefix
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    name: '.'
    match: '^(?!st)'
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
apiVersion: github.com/microsoft/PSRule/v1
kind: Rules
metadata:
  name: Org.Typo
spec: {}
)");
  std::string sarifPath = (repo.path() / "out/preflight.sarif").string();
  std::string out, err;
  int code = runCli("analyze " + repo.str() + " --no-builtin-rules --sarif-all --format text --format sarif --output " +
                        sarifPath,
                    &out, &err);
  INFO(out << err);
  CHECK(code == 1);  // the unloadable documents fail it
  auto text = readFile(sarifPath);
  REQUIRE(text);
  Value sarif = json(*text);
  const Value& run = sarif.get("runs")->arr()[0];
  std::vector<std::pair<std::string, int64_t>> broken;
  bool owner = false;
  for (const Value& r : run.get("results")->arr()) {
    std::string rule = r.get("ruleId")->str();
    if (rule == "PF-0055") {
      const Value& loc = *r.get("locations")->arr()[0].get("physicalLocation");
      broken.emplace_back(loc.get("artifactLocation")->get("uri")->str(), loc.get("region")->get("startLine")->asInt());
      CHECK(r.get("level")->str() == "error");
    }
    owner |= rule == "Org.Storage.Owner" && r.get("kind")->str() == "pass";
  }
  CHECK(owner);
  // The look-around (line 11) and the unknown kind (line 25), each at its line.
  CHECK(broken == std::vector<std::pair<std::string, int64_t>>{{".ps-rule/Org.Rule.yaml", 11},
                                                                {".ps-rule/Org.Rule.yaml", 25}});
  bool described = false;
  for (const Value& r : run.get("tool")->get("driver")->get("rules")->arr()) described |= r.get("id")->str() == "PF-0055";
  CHECK(described);
}
