// Long chains of values expand on any main stack (the work runs on a thread with a stack of its
// own), and chains through nested deployments stop at a limit instead of the stack.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::test;

namespace {

// A template whose resources r0 ... r<n-1> each read the next one's `tag` through reference();
// the last reads `lastTag` (an expression or a literal). Output x is r0's tag.
std::string referenceChain(int n, const std::string& lastTag, const std::string& extraResource = "") {
  std::string res;
  for (int i = 0; i < n; ++i) {
    std::string tag = i + 1 < n ? "[reference('r" + std::to_string(i + 1) + "').tag]" : lastTag;
    res += std::string(i ? "," : "") + R"({"type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", )" +
           R"("name": "r)" + std::to_string(i) + R"(", "location": "eastus", "properties": {"tag": ")" + tag + "\"}}";
  }
  if (!extraResource.empty()) res += "," + extraResource;
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0", "resources": [)" +
         res + R"(], "outputs": {"x": {"type": "string", "value": "[reference('r0').tag]"}}})";
}

std::string linkedDeployment(const std::string& file) {
  return R"({"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "d", "properties": {
    "mode": "Incremental", "expressionEvaluationOptions": {"scope": "inner"}, "templateLink": {"relativePath": ")" +
         file + "\"}}}";
}

Value expandJson(const std::string& out) {
  Diagnostics d;
  auto v = parseJson(out, 0, d);
  REQUIRE(v);
  return *v;
}

}  // namespace

TEST_CASE("depth: an 800-long reference() chain expands on a 4 MB stack, and with two workers", "[expand][depth]") {
  TempDir dir;
  std::string tpl = dir.write("a/main.json", referenceChain(800, "end"));
  dir.write("a/copy.json", referenceChain(800, "end"));
  std::string out, err;
  REQUIRE(runCli("expand '" + tpl + "'", &out, &err, stackLimit("4096")) == 0);
  CHECK(expandJson(out).get("outputs")->get("x")->get("value")->str() == "end");
  // Worker threads: glibc gives them 2 MB when the main stack is unlimited.
  for (const char* limit : {"unlimited", "4096"}) {
    INFO("ulimit -s " << limit);
    int rc = runCli("analyze '" + dir.str() + "/a' --jobs 2", &out, &err, stackLimit(limit));
    CHECK((rc == 0 || rc == 1));
    CHECK(out.find("2 files analyzed") != std::string::npos);
  }
}

TEST_CASE("depth: values waiting on each other through nested deployments stop at 2,048 (EXP079, left unknown)",
          "[expand][depth]") {
  // Three deployments of 800 resources (799 in a chain, then the deployment of the next), each
  // chain ending in the next deployment's output.
  TempDir dir;
  std::string tpl = dir.write("L0.json", referenceChain(799, "[reference('d').outputs.x.value]", linkedDeployment("L1.json")));
  dir.write("L1.json", referenceChain(799, "[reference('d').outputs.x.value]", linkedDeployment("L2.json")));
  dir.write("L2.json", referenceChain(799, "end"));
  std::string out, err;
  REQUIRE(runCli("expand '" + tpl + "'", &out, &err, stackLimit("4096")) == 0);
  Value v = expandJson(out);
  int limits = 0;
  for (const auto& d : v.get("diagnostics")->arr())
    if (d.get("code")->str() == "EXP079") {
      ++limits;
      CHECK(d.get("severity")->str() == "warning");
      CHECK(d.get("file")->str().find("L2.json") != std::string::npos);
    }
  CHECK(limits == 1);
  // What lies past the limit is unknown, not an error; the chain is expanded again from the
  // top of L2 once the deep evaluation is over, so every resource is there.
  CHECK(v.get("outputs")->get("x")->get("value")->str().find("[reference(") == 0);
  CHECK(v.get("resources")->arr().size() == 3 * 799 + 2);
}
