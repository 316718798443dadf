// The deployment-stack checks of Bicep extensions (Azure.Extension.*, PF-1801..1806), from
// Bicep source to finding: each reported at the Bicep line of the value, extension declaration
// or resource, and each suppressible like any other rule.
#include <catch2/catch.hpp>

#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

// Bicep 0.46 compiles module extensionConfigs behind this feature.
const char* kBicepConfig = R"({"experimentalFeaturesEnabled": {"moduleExtensionConfigs": true}})";

const char* kKubernetesModule = R"(extension kubernetes as k8s

resource settings 'core/ConfigMap@v1' = {
  metadata: { name: 'settings' }
  data: { LEVEL: 'info' }
}
)";

// A resource group deployment of `modules/app.bicep` (kKubernetesModule unless given) by `main`.
std::unique_ptr<Analysis> analyzeStack(TempDir& dir, const std::string& main, const std::string& module = kKubernetesModule) {
  dir.write("bicepconfig.json", kBicepConfig);
  dir.write("main.bicep", main);
  dir.write("modules/app.bicep", module);
  return analyzeFolder(dir.str());
}

// The module declaration around an extensionConfigs body for k8s.
std::string moduleWith(const std::string& k8sConfig, const std::string& before = "") {
  return before +
         "resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {\n"
         "  name: 'aks1'\n"
         "}\n"
         "\n"
         "module app 'modules/app.bicep' = {\n"
         "  name: 'app'\n"
         "  extensionConfigs: {\n"
         "    k8s: " + k8sConfig + "\n"
         "  }\n"
         "}\n";
}

uint32_t line(const std::string& text, const std::string& marker) {
  uint32_t l = lineOf(text, marker);
  REQUIRE(l != 0);
  return l;
}

}  // namespace

TEST_CASE("extension rules: a config value a stack cannot evaluate again is an error at its Bicep line",
          "[analyze][extensible]") {
  struct Case {
    const char* value;
    const char* reason;
    std::string before;
  };
  for (const Case& c : {Case{"ns", "uses the deployment parameter 'ns'", "param ns string = 'web'\n"},
                        Case{"toLower('Web')", "calls the template function 'toLower()'", ""},
                        Case{"flag ? 'a' : 'b'", "is chosen by a condition", "param flag bool = true\n"},
                        Case{"names.pick('web')", "calls the user-defined function", "import * as names from 'names.bicep'\n"},
                        Case{"length(aks.name) > 3 ? 'x' : 'y'", "is chosen by a condition", ""}}) {
    INFO(c.value);
    TempDir dir;
    dir.write("names.bicep", "@export()\nfunc pick(n string) string => '${n}-ns'\n");
    std::string main = moduleWith(std::string("{\n      kubeConfig: 'cfg'\n      namespace: ") + c.value + "\n    }", c.before);
    auto a = analyzeStack(dir, main);
    INFO(a->diagnostics());
    auto found = a->problems("Azure.Extension.ConfigExpression");
    REQUIRE(found.size() == 1);
    CHECK(found[0].ruleId == "PF-1801");
    CHECK(found[0].level == report::Level::Error);
    CHECK(found[0].location.file == "main.bicep");
    CHECK(found[0].location.line == line(main, "namespace: "));
    CHECK(found[0].location.column == 18);  // the value, after "      namespace: "
    CHECK_THAT(found[0].message, Catch::Contains("'k8s.namespace'") && Catch::Contains(c.reason));
    CHECK(a->problems("Azure.Extension.RequiredConfig").empty());
  }
}

TEST_CASE("extension rules: constants, resource ids, list*() calls, resource properties and inheritance are allowed",
          "[analyze][extensible]") {
  for (const char* config : {"{\n      kubeConfig: 'cfg'\n      namespace: 'web'\n    }",
                             "{\n      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value\n      namespace: aks.id\n    }",
                             "{\n      kubeConfig: aks.listClusterUserCredential().kubeconfigs[0].value\n      namespace: aks.properties.nodeResourceGroup\n    }",
                             "{\n      kubeConfig: 'cfg'\n      namespace: constantNs\n    }"}) {
    INFO(config);
    TempDir dir;
    std::string main = moduleWith(config, "var constantNs = 'web'\n");
    auto a = analyzeStack(dir, main);
    INFO(a->diagnostics());
    CHECK(a->problems("Azure.Extension.ConfigExpression").empty());
    CHECK(a->problems("Azure.Extension.ConfigKeyVault").empty());
    CHECK(a->problems("Azure.Extension.RequiredConfig").empty());
    CHECK_FALSE(a->all("Azure.Extension.ConfigExpression").empty());  // the rule ran and passed
  }
}

TEST_CASE("extension rules: a Key Vault secret in an extension config is a warning at the value", "[analyze][extensible]") {
  TempDir dir;
  std::string main = moduleWith("{\n      kubeConfig: kv.getSecret('kubeconfig')\n      namespace: 'web'\n    }",
                                "resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {\n  name: 'kv1'\n}\n");
  auto a = analyzeStack(dir, main);
  INFO(a->diagnostics());
  auto found = a->problems("Azure.Extension.ConfigKeyVault");
  REQUIRE(found.size() == 1);
  CHECK(found[0].ruleId == "PF-1802");
  CHECK(found[0].level == report::Level::Warning);
  CHECK(found[0].location.line == line(main, "kv.getSecret"));
  CHECK_THAT(found[0].message, Catch::Contains("'k8s.kubeConfig'"));
  // Bicep accepts it, and a stack can fetch it again: not a forbidden form.
  CHECK(a->problems("Azure.Extension.ConfigExpression").empty());
}

TEST_CASE("extension rules: required config supplied by nothing is an error at the extension declaration",
          "[analyze][extensible]") {
  TempDir dir;
  std::string main = moduleWith("{\n      namespace: 'web'\n    }");
  auto a = analyzeStack(dir, main);
  INFO(a->diagnostics());
  auto found = a->problems("Azure.Extension.RequiredConfig");
  REQUIRE(found.size() == 1);
  CHECK(found[0].ruleId == "PF-1803");
  CHECK(found[0].level == report::Level::Error);
  CHECK(found[0].location.file == "modules/app.bicep");
  CHECK(found[0].location.line == 1);
  CHECK_THAT(found[0].message, Catch::Contains("'kubeConfig'") && !Catch::Contains("'namespace'"));
}

TEST_CASE("extension rules: required config from the parent's own extension or a .bicepparam file is supplied",
          "[analyze][extensible]") {
  SECTION("inherited from the parent's extension, configured by the .bicepparam file") {
    TempDir dir;
    std::string main = "extension kubernetes as k8s\n\n" + moduleWith("k8s.config");
    dir.write("main.bicepparam", "using 'main.bicep'\n\nextensionConfig k8s with {\n  kubeConfig: 'cfg'\n  namespace: 'web'\n}\n");
    auto a = analyzeStack(dir, main);
    INFO(a->diagnostics());
    CHECK(a->problems("Azure.Extension.RequiredConfig").empty());
    CHECK(a->problems("Azure.Extension.ConfigExpression").empty());
  }
  SECTION("without the .bicepparam file, the root's own extension lacks it") {
    TempDir dir;
    std::string main = "extension kubernetes as k8s\n\n" + moduleWith("k8s.config");
    auto a = analyzeStack(dir, main);
    INFO(a->diagnostics());
    auto found = a->problems("Azure.Extension.RequiredConfig");
    REQUIRE_FALSE(found.empty());
    CHECK(found[0].location.file == "main.bicep");
    CHECK(found[0].location.line == 1);
  }
}

TEST_CASE("extension rules: inline config in a module deployed with extensionConfigs is a warning", "[analyze][extensible]") {
  std::string module = "extension kubernetes with {\n  namespace: 'batch'\n} as k8s\n\n"
                       "resource settings 'core/ConfigMap@v1' = {\n  metadata: { name: 'settings' }\n}\n";
  SECTION("deployed with extensionConfigs: the stack does not read the module's own config") {
    TempDir dir;
    auto a = analyzeStack(dir, moduleWith("{\n      kubeConfig: 'cfg'\n    }"), module);
    INFO(a->diagnostics());
    auto found = a->problems("Azure.Extension.InlineConfig");
    REQUIRE(found.size() == 1);
    CHECK(found[0].ruleId == "PF-1804");
    CHECK(found[0].level == report::Level::Warning);
    CHECK(found[0].location.file == "modules/app.bicep");
    CHECK(found[0].location.line == 1);
    CHECK_THAT(found[0].message, Catch::Contains("'namespace'"));
  }
  SECTION("the root template's own inline config is not a module's") {
    TempDir dir;
    dir.write("main.bicep", std::string("extension kubernetes with {\n  namespace: 'batch'\n  kubeConfig: 'cfg'\n} as k8s\n\n") +
                                "resource settings 'core/ConfigMap@v1' = {\n  metadata: { name: 'settings' }\n}\n");
    auto a = analyzeFolder(dir.str());
    INFO(a->diagnostics());
    CHECK(a->problems("Azure.Extension.InlineConfig").empty());
    CHECK(a->problems("Azure.Extension.RequiredConfig").empty());
  }
}

TEST_CASE("extension rules: an extensible resource's request over 4 MB is an error, over 3 MB a warning",
          "[analyze][extensible]") {
  // Built by expressions, as the template itself stays small; the kubeconfig (0.4 MB) is part
  // of what the extensibility host receives with each resource.
  std::string chunk(1000, 'x');
  std::string main = "extension kubernetes with {\n"
                     "  namespace: 'default'\n"
                     "  kubeConfig: join(map(range(0, 400), i => chunk), '')\n"
                     "} as k8s\n\n"
                     "var chunk = '" + chunk + "'\n\n"
                     "resource over 'core/ConfigMap@v1' = {\n"
                     "  metadata: { name: 'over' }\n"
                     "  data: { payload: join(map(range(0, 3850), i => chunk), '') }\n"
                     "}\n\n"
                     "resource near 'core/ConfigMap@v1' = {\n"
                     "  metadata: { name: 'near' }\n"
                     "  data: { payload: join(map(range(0, 3000), i => chunk), '') }\n"
                     "}\n\n"
                     "resource small 'core/ConfigMap@v1' = {\n"
                     "  metadata: { name: 'small' }\n"
                     "  data: { payload: chunk }\n"
                     "}\n";
  TempDir dir;
  dir.write("main.bicep", main);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto over = a->problems("Azure.Extension.RequestSize");
  REQUIRE(over.size() == 1);
  CHECK(over[0].ruleId == "PF-1805");
  CHECK(over[0].level == report::Level::Error);
  CHECK(over[0].location.line == line(main, "resource over"));
  CHECK_THAT(over[0].message, Catch::Contains("'over'"));
  auto near = a->problems("Azure.Extension.RequestSizeNear");
  REQUIRE(near.size() == 1);  // not 'over' again, not 'small'
  CHECK(near[0].ruleId == "PF-1806");
  CHECK(near[0].level == report::Level::Warning);
  CHECK(near[0].location.line == line(main, "resource near"));
}

TEST_CASE("extension rules: findings are suppressed by a Bicep comment or preflight.yaml", "[analyze][extensible][suppress]") {
  SECTION("preflight-disable-next-line above the line the finding names (the value)") {
    TempDir dir;
    std::string main = moduleWith(
        "{\n      kubeConfig: 'cfg'\n"
        "      // preflight-disable-next-line Azure.Extension.ConfigExpression -- the stack is redeployed, never deleted\n"
        "      namespace: ns\n    }",
        "param ns string = 'web'\n");
    auto a = analyzeStack(dir, main);
    INFO(a->diagnostics());
    auto found = a->problems("Azure.Extension.ConfigExpression");
    REQUIRE(found.size() == 1);
    REQUIRE(found[0].suppressed());
    CHECK(found[0].suppression->justification == "the stack is redeployed, never deleted");
  }
  SECTION("a preflight.yaml suppression by rule id") {
    TempDir dir;
    dir.write("preflight.yaml", "suppressions:\n  - rule: PF-1803\n    justification: the kubeconfig comes from the pipeline\n");
    auto a = analyzeStack(dir, moduleWith("{\n      namespace: 'web'\n    }"));
    INFO(a->diagnostics());
    auto found = a->problems("Azure.Extension.RequiredConfig");
    REQUIRE(found.size() == 1);
    CHECK(found[0].suppressed());
  }
}
