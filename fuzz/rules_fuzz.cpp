// PSRule-style YAML rule files: load one text as `preflight analyze` loads a *.Rule.yaml, build
// the rule set, select every rule and run it against a few fixed resources (known, partly
// unknown, odd shapes), so that conditions, selectors and regular expressions are exercised.
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/json.hpp"
#include "rules/rule_engine.hpp"
#include "rules/rule_set.hpp"

namespace {

const std::vector<pf::Value>& targets() {
  static const std::vector<pf::Value> all = [] {
    const char* texts[] = {
        R"({"type": "Microsoft.Storage/storageAccounts", "name": "sa1", "apiVersion": "2023-01-01",
            "id": "/subscriptions/0/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/sa1",
            "location": "eastus", "tags": {"env": "dev", "Owner": ""},
            "sku": {"name": "Standard_LRS"}, "kind": "StorageV2",
            "properties": {"supportsHttpsTrafficOnly": true, "minimumTlsVersion": "TLS1_2", "count": 3,
                           "ratio": 0.5, "rules": [{"name": "r1", "ports": [80, 443]}, {"name": "r2"}],
                           "empty": [], "nothing": null},
            "_source": {"file": "main.bicep", "line": 3, "column": 1}})",
        R"({"type": "Microsoft.Network/virtualNetworks/subnets", "name": "vnet/default",
            "properties": {"addressPrefix": "10.0.0.0/24", "delegations": [{}]}})",
        R"({"type": "", "name": 5, "properties": [1, "a", null, {"x": {"y": {"z": []}}}]})",
    };
    std::vector<pf::Value> out;
    for (const char* t : texts) {
      pf::Diagnostics d;
      out.push_back(*pf::parseJson(t, 0, d));
    }
    // A resource whose properties are only known after deployment.
    pf::Value partial = out[0];
    partial.objMut().set("properties", pf::Value::unknown("reference('sa1').properties"));
    out.push_back(partial);
    return out;
  }();
  return all;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  pf::SourceFiles files;
  pf::Diagnostics diags;
  pf::rules::RuleSet set;
  {
    pf::rules::RuleSetBuilder builder(files, diags);
    builder.addText("/nonexistent-preflight-fuzz/fuzz.Rule.yaml", std::string(reinterpret_cast<const char*>(data), size));
    set = builder.build();
  }
  pf::rules::RuleSelection selection = pf::rules::selectRules(set, {}, diags);
  pf::rules::EvaluateOptions options;
  options.workingDirectory = "/nonexistent-preflight-fuzz";
  for (const pf::Value& t : targets()) (void)pf::rules::evaluate(selection, pf::rules::bindTarget(t), options);
  return 0;
}
