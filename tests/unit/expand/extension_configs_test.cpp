// Extension configs as the deployments API takes them, from Bicep source through `expand`:
// {type, value} literals, {type: directive, evaluation: [ArmApiCall, JSONPath]} for list*() and
// resource properties, Key Vault references kept as references, secure values as placeholders;
// every deployment lists its extensions, extensible resources name theirs.
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::test;

namespace {

const char* kBicepConfig = R"({"experimentalFeaturesEnabled": {"moduleExtensionConfigs": true}})";

const char* kModule = R"(extension kubernetes as k8s

resource settings 'core/ConfigMap@v1' = {
  metadata: { name: 'settings', namespace: 'web' }
  data: { LEVEL: 'info' }
}
)";

const char* kMain = R"(@secure()
param kubeConfigText string

resource aks 'Microsoft.ContainerService/managedClusters@2024-02-01' existing = {
  name: 'aks1'
}

resource kv 'Microsoft.KeyVault/vaults@2023-07-01' existing = {
  name: 'kv1'
}

module literal 'app.bicep' = {
  name: 'literal'
  extensionConfigs: {
    k8s: {
      kubeConfig: 'cfg'
      namespace: 'web'
    }
  }
}

module calls 'app.bicep' = {
  name: 'calls'
  extensionConfigs: {
    k8s: {
      kubeConfig: aks.listClusterAdminCredential().kubeconfigs[0].value
      namespace: aks.properties.nodeResourceGroup
    }
  }
}

module vault 'app.bicep' = {
  name: 'vault'
  extensionConfigs: {
    k8s: {
      kubeConfig: kv.getSecret('kubeconfig')
      namespace: 'web'
    }
  }
}

module secured 'app.bicep' = {
  name: 'secured'
  extensionConfigs: {
    k8s: {
      kubeConfig: kubeConfigText
      namespace: 'web'
    }
  }
}
)";

const char* kSecret = "kc-very-secret-material-42";

struct Run {
  TempDir dir;
  std::string out, err;
  Value expansion;
};

std::unique_ptr<Run> expandMain() {
  auto r = std::make_unique<Run>();
  r->dir.write("bicepconfig.json", kBicepConfig);
  r->dir.write("app.bicep", kModule);
  r->dir.write("main.bicep", kMain);
  r->dir.write("main.parameters.json", std::string(R"({"parameters": {"kubeConfigText": {"value": ")") + kSecret + "\"}}}");
  int code = runCli("expand '" + r->dir.str() + "/main.bicep' -p '" + r->dir.str() + "/main.parameters.json'", &r->out, &r->err);
  INFO(r->err);
  REQUIRE(code == 0);
  r->expansion = json(r->out);
  return r;
}

const Value& deployment(const Value& expansion, const std::string& name) {
  for (const Value& d : expansion.get("deployments")->arr())
    if (d.get("name")->str() == name) return d;
  FAIL("no deployment " << name);
  throw;
}

// The config of `alias` in the deployment's extension list, as compact JSON.
std::string config(const Value& dep, const std::string& alias) {
  for (const Value& e : dep.get("extensions")->arr())
    if (e.get("alias")->str() == alias) return toJson(*e.get("config"));
  return "<missing>";
}

}  // namespace

TEST_CASE("extension configs: literals are {type, value}", "[expand][extensible]") {
  auto r = expandMain();
  CHECK(config(deployment(r->expansion, "literal"), "k8s") ==
        R"({"kubeConfig":{"type":"string","value":"cfg"},"namespace":{"type":"string","value":"web"}})");
}

TEST_CASE("extension configs: list*() and resource properties are directives of an ArmApiCall and a JSONPath",
          "[expand][extensible]") {
  auto r = expandMain();
  std::string aks = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/"
                    "Microsoft.ContainerService/managedClusters/aks1";
  CHECK(config(deployment(r->expansion, "calls"), "k8s") ==
        R"({"kubeConfig":{"type":"directive","evaluation":[)"
        R"({"type":"ArmApiCall","resourceId":")" + aks + R"(","method":"POST","apiVersion":"2024-02-01","apiAction":"/listClusterAdminCredential"},)"
        R"({"type":"JSONPath","path":"kubeconfigs[0].value"}]},)"
        R"("namespace":{"type":"directive","evaluation":[)"
        R"({"type":"ArmApiCall","resourceId":")" + aks + R"(","method":"GET","apiVersion":"2024-02-01"},)"
        R"({"type":"JSONPath","path":"properties.nodeResourceGroup"}]}})");
}

TEST_CASE("extension configs: a Key Vault secret stays a reference and a secure value a placeholder",
          "[expand][extensible]") {
  auto r = expandMain();
  CHECK(config(deployment(r->expansion, "vault"), "k8s") ==
        R"({"kubeConfig":{"type":"keyVaultReference","keyVaultReference":{"keyVault":{"id":)"
        R"("/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/Microsoft.KeyVault/vaults/kv1"},)"
        R"("secretName":"kubeconfig"}},"namespace":{"type":"string","value":"web"}})");
  CHECK(config(deployment(r->expansion, "secured"), "k8s") ==
        R"({"kubeConfig":{"type":"securestring","value":"{{Secret}}"},"namespace":{"type":"string","value":"web"}})");
  CHECK(r->out.find(kSecret) == std::string::npos);
  CHECK(r->err.find(kSecret) == std::string::npos);
}

TEST_CASE("extension configs: each deployment lists its extensions as the deployments API returns them",
          "[expand][extensible]") {
  auto r = expandMain();
  const Value& dep = deployment(r->expansion, "literal");
  const Value& list = *dep.get("extensions");
  REQUIRE(list.arr().size() == 1);
  const Value& k8s = list.arr()[0];
  CHECK(k8s.get("name")->str() == "Kubernetes");
  CHECK(k8s.get("alias")->str() == "k8s");
  CHECK(k8s.get("version")->str() == "1.0.0");
  CHECK(k8s.get("deploymentId")->str() ==
        "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/"
        "Microsoft.Resources/deployments/literal");
  // The root deploys no extension.
  CHECK(deployment(r->expansion, "preflight-deployment").get("extensions") == nullptr);
}

TEST_CASE("extension configs: extensible resources carry their extension and identifiers", "[expand][extensible]") {
  auto r = expandMain();
  size_t seen = 0;
  for (const Value& res : r->expansion.get("resources")->arr()) {
    if (res.get("type")->str() != "core/ConfigMap") continue;
    ++seen;
    CHECK(toJson(*res.get("extension")) == R"({"alias":"k8s","name":"Kubernetes","version":"1.0.0"})");
    const Value* ids = res.get("identifiers");
    REQUIRE(ids);
    CHECK_THAT(toJson(*ids), Catch::Contains("\"name\":\"settings\"") && Catch::Contains("\"namespace\":\"web\""));
  }
  CHECK(seen == 4);
}

TEST_CASE("extension configs: a .bicepparam extensionConfig configures the root, and k8s.config passes it down",
          "[expand][extensible]") {
  TempDir dir;
  dir.write("bicepconfig.json", kBicepConfig);
  dir.write("app.bicep", kModule);
  dir.write("main.bicep", R"(extension kubernetes as k8s

module child 'app.bicep' = {
  name: 'child'
  extensionConfigs: {
    k8s: k8s.config
  }
}
)");
  dir.write("main.bicepparam", "using 'main.bicep'\n\nextensionConfig k8s with {\n  kubeConfig: 'from-params'\n  namespace: 'web'\n}\n");
  std::string out, err;
  REQUIRE(runCli("expand '" + dir.str() + "/main.bicepparam'", &out, &err) == 0);
  Value x = json(out);
  std::string expected = R"({"kubeConfig":{"type":"string","value":"from-params"},"namespace":{"type":"string","value":"web"}})";
  CHECK(config(deployment(x, "preflight-deployment"), "k8s") == expected);
  CHECK(config(deployment(x, "child"), "k8s") == expected);
}

TEST_CASE("extension configs: a config for an alias the module does not declare is EXP081 at the alias",
          "[expand][extensible]") {
  TempDir dir;
  dir.write("bicepconfig.json", kBicepConfig);
  dir.write("app.bicep", kModule);
  std::string main = R"(module child 'app.bicep' = {
  name: 'child'
  extensionConfigs: {
    k8s: {
      kubeConfig: 'cfg'
      namespace: 'web'
    }
    kubernets: {
      namespace: 'typo'
    }
  }
}
)";
  dir.write("main.bicep", main);
  std::string out, err;
  REQUIRE(runCli("expand '" + dir.str() + "/main.bicep'", &out, &err) == 0);
  CHECK_THAT(err, Catch::Contains("main.bicep:8:5: warning EXP081") && Catch::Contains("'kubernets'"));
  // The declared alias is still configured.
  CHECK(config(deployment(json(out), "child"), "k8s") ==
        R"({"kubeConfig":{"type":"string","value":"cfg"},"namespace":{"type":"string","value":"web"}})");
}
