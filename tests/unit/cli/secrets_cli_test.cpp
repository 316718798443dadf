// A fork's pull request tries every way to get a CI secret or a secure value into preflight's
// output: the runner's environment through readEnvironmentVariable (in .bicep and .bicepparam
// files, with allowEnv: set by the fork itself), secure parameters quoted by constraint errors,
// secure outputs, Key Vault references, secrets copied into resource names and properties that
// rules quote. No byte of them may reach any report format, `expand`, `build-params` or standard
// error, while the findings are still reported.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <vector>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::TempDir;

namespace {

// The planted secrets: environment variables set for the run, and secure values in the files.
const char* kToken = "ghp_forkPlantedToken0123456789";
const char* kOther = "planted-other-variable-value";
const std::vector<std::string> kPlanted = {kToken,
                                           kOther,
                                           "forkPlantedToken",  // a part of the token
                                           "GHP_FORKPLANTEDTOKEN",  // derived (toUpper)
                                           "planted-secure-parameter",
                                           "planted-secure-output-literal",
                                           "planted-bcp033-value",
                                           "planted-arm-allowed-violation",
                                           "planted-arm-name-too-long",
                                           "planted-arm-output-literal",
                                           "planted-kv-secret-name"};

std::string environment() { return std::string("PF_FORK_TOKEN=") + kToken + " PF_FORK_OTHER=" + kOther; }

std::string read(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// The first planted secret found in `text`, or "".
std::string leak(const std::string& text) {
  for (const auto& s : kPlanted)
    if (text.find(s) != std::string::npos) return s;
  return {};
}

void forkRepository(const TempDir& t) {
  t.write(".git/HEAD", "ref: refs/heads/main\n");  // the analyzed repository
  // The fork tries to allow the other variable in the repository's own configuration: ignored.
  t.write("preflight.yaml", "allowEnv: [PF_FORK_OTHER]\n");
  // Rules of the fork's own that quote properties and the name in their reasons.
  std::string rules;
  for (const char* field : {"properties.note", "properties.upper", "name", "tags.dup"})
    rules += std::string("---\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: Fork.Quote.") +
             (std::string(field).substr(std::string(field).find('.') + 1)) + "\nspec:\n  type: [Microsoft.Storage/storageAccounts]\n"
             "  condition:\n    field: " + field + "\n    equals: nothing\n";
  t.write(".ps-rule/Fork.Rule.yaml", rules);
  t.write("app/main.bicep", R"(@secure()
param adminPassword string
param envName string
param other string
resource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'st${envName}'
  location: 'eastus'
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  // The secure value's bytes written again where no flag follows them.
  tags: { dup: 'copy-of-planted-secure-parameter' }
  properties: {
    allowBlobPublicAccess: true
    note: 'x-${adminPassword}-${envName}-${other}'
    upper: toUpper(envName)
  }
}
@secure()
output secretOut string = 'planted-secure-output-literal'
output envOut string = envName
)");
  t.write("app/main.bicepparam", R"(using 'main.bicep'
param adminPassword = 'planted-secure-parameter'
param envName = readEnvironmentVariable('PF_FORK_TOKEN')
param other = readEnvironmentVariable('PF_FORK_OTHER')
)");
  t.write("bad/main.bicep", "@secure()\n@allowed(['alpha-value', 'beta-value'])\nparam pw string\n");
  t.write("bad/main.bicepparam", "using 'main.bicep'\nparam pw = 'planted-bcp033-value'\n");
  t.write("leak/main.bicep", R"(var t = readEnvironmentVariable('PF_FORK_TOKEN', '')
resource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'st${t}'
  location: 'eastus'
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
}
)");
  t.write("arm/azuredeploy.json", R"({
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "pw": {"type": "securestring", "allowedValues": ["alpha-value", "beta-value"]},
    "kv": {"type": "securestring"},
    "name": {"type": "securestring", "maxLength": 5}
  },
  "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
    "name": "[concat('st', parameters('name'))]", "location": "eastus", "kind": "StorageV2",
    "sku": {"name": "Standard_LRS"},
    "properties": {"allowBlobPublicAccess": true, "note": "[concat('x', parameters('pw'), parameters('kv'))]"}}],
  "outputs": {"o": {"type": "securestring", "value": "planted-arm-output-literal"}}
})");
  t.write("arm/azuredeploy.parameters.json", R"({
  "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0",
  "parameters": {
    "pw": {"value": "planted-arm-allowed-violation"},
    "kv": {"reference": {"keyVault": {"id": "/subscriptions/0/resourceGroups/rg/providers/Microsoft.KeyVault/vaults/kv"},
           "secretName": "planted-kv-secret-name"}},
    "name": {"value": "planted-arm-name-too-long"}
  }
})");
}

}  // namespace

TEST_CASE("secrets cli: a fork's repository gets no secret into any report format, with its findings", "[cli]") {
  TempDir t;
  forkRepository(t);
  std::string out, err;
  std::string formats;
  for (const char* f : {"json", "sarif", "junit", "markdown"}) formats += std::string(" --format ") + f + " --output " + t.str() + "/report." + f;
  // The pipeline allows one variable; the fork's files try to get its value into the reports.
  int rc = pf::test::runCli("analyze " + t.str() + " --allow-env PF_FORK_TOKEN --format text" + formats, &out, &err,
                            environment());
  INFO(out + err);
  CHECK(rc == 1);
  CHECK(leak(out) == "");
  CHECK(leak(err) == "");
  for (const char* f : {"json", "sarif", "junit", "markdown"}) {
    std::string text = read(t.str() + "/report." + f);
    INFO(f);
    CHECK_FALSE(text.empty());
    CHECK(leak(text) == "");
  }
  // The findings are there: the pack's and the fork's rules, and every template problem.
  std::string json = read(t.str() + "/report.json");
  for (const char* expected : {"Azure.Storage.BlobPublicAccess", "Fork.Quote.note", "Fork.Quote.upper", "Fork.Quote.name",
                               "Fork.Quote.dup", "BCP057", "BCP033", "EXP022", "EXP024",
                               "app/main.bicep", "arm/azuredeploy.json", "leak/main.bicep", "bad/main.bicepparam"})
    CHECK_THAT(json, Catch::Contains(expected));
  CHECK_THAT(json, Catch::Contains("{{Secret}}"));
  // The variable the fork tried to allow is not read: a warning and a note say so.
  CHECK_THAT(err, Catch::Contains("warning CFG042: allowEnv is ignored in a configuration file inside the analyzed "
                                  "repository") && Catch::Contains("'PF_FORK_OTHER'"));
  CHECK_THAT(err, Catch::Contains("BCPPF05") && Catch::Contains("Environment variable \"PF_FORK_OTHER\" is not read"));
  // Outputting a value read from the environment is not outputting a secret.
  CHECK_THAT(json, !Catch::Contains("Output 'envOut'"));
}

TEST_CASE("secrets cli: expand and build-params print no secret unless --show-secrets", "[cli]") {
  TempDir t;
  forkRepository(t);
  std::string cfg = " --config " + t.str() + "/preflight.yaml";
  std::string allow = " --allow-env PF_FORK_TOKEN";
  struct Run {
    std::string args;
    int rc;
  };
  const Run runs[] = {
      {"expand " + t.str() + "/app/main.bicepparam" + allow + cfg, 0},
      {"expand " + t.str() + "/app/main.bicepparam --allow-env PF_FORK_OTHER" + allow, 0},
      {"expand " + t.str() + "/arm/azuredeploy.json -p " + t.str() + "/arm/azuredeploy.parameters.json", 1},
      {"expand " + t.str() + "/bad/main.bicepparam", 1},
      {"expand " + t.str() + "/leak/main.bicep", 1},
      {"build-params " + t.str() + "/app/main.bicepparam --stdout --allow-env PF_FORK_TOKEN --allow-env PF_FORK_OTHER", 0},
      {"build-params " + t.str() + "/bad/main.bicepparam --stdout", 1},
  };
  for (const Run& r : runs) {
    std::string out, err;
    int rc = pf::test::runCli(r.args, &out, &err, environment());
    INFO(r.args + "\n" + out + err);
    CHECK(rc == r.rc);
    CHECK(leak(out) == "");
    CHECK(leak(err) == "");
  }
  std::string out, err;
  CHECK(pf::test::runCli("build-params " + t.str() + "/app/main.bicepparam --stdout --allow-env PF_FORK_TOKEN", &out, &err,
                         environment()) == 0);
  CHECK_THAT(err, Catch::Contains("secure values are written as {{Secret}} (--show-secrets writes them)"));
  CHECK_THAT(out, Catch::Contains(R"("expression": "[externalInputs('sys_envVar_0')]")"));  // PF_FORK_OTHER

  // On a developer's machine --show-secrets prints them.
  CHECK(pf::test::runCli("expand " + t.str() + "/app/main.bicepparam --show-secrets" + allow, &out, &err, environment()) == 0);
  CHECK_THAT(out, Catch::Contains("planted-secure-output-literal") && Catch::Contains(kToken) &&
                      Catch::Contains("planted-secure-parameter"));
  CHECK(pf::test::runCli("build-params " + t.str() + "/app/main.bicepparam --stdout --show-secrets --allow-env PF_FORK_TOKEN",
                         &out, &err, environment()) == 0);
  CHECK_THAT(out, Catch::Contains(kToken) && Catch::Contains("planted-secure-parameter"));
}

TEST_CASE("secrets cli: a .bicepparam compiled by the Bicep CLI gets no secret into the reports", "[cli]") {
  TempDir t;
  // A stand-in for the Bicep CLI a pin asks for: it reads the variables, as `bicep build-params`
  // does for readEnvironmentVariable(), puts them in a resource name and prints them on stderr.
  t.script("cli/bicep", R"SH(case "$1" in
  --version) echo "Bicep CLI version 0.30.3 (fake)" ;;
  build-params)
    echo "reading [$PF_FORK_TOKEN] [$PF_FORK_OTHER]" >&2
    cat <<EOF
{"parametersJson": "{\"parameters\": {\"name\": {\"value\": \"st$PF_FORK_TOKEN$PF_FORK_OTHER\"}}}",
 "templateJson": "{\"\$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#\", \"contentVersion\": \"1.0.0.0\", \"parameters\": {\"name\": {\"type\": \"string\"}}, \"resources\": [{\"type\": \"Microsoft.Storage/storageAccounts\", \"apiVersion\": \"2023-01-01\", \"name\": \"[parameters('name')]\", \"location\": \"eastus\", \"kind\": \"StorageV2\", \"sku\": {\"name\": \"Standard_LRS\"}, \"properties\": {\"allowBlobPublicAccess\": true}}]}"}
EOF
    ;;
  *) exit 3 ;;
esac
)SH");
  t.write("repo/bicepconfig.json", R"({"bicep": {"version": "0.30.3"}})");
  t.write("repo/main.bicep", "param name string\n");
  t.write("repo/main.bicepparam", "using 'main.bicep'\nparam name = 'st${readEnvironmentVariable('PF_FORK_TOKEN')}'\n");
  std::string out, err;
  std::string env = environment() + " PREFLIGHT_BICEP_PATH='" + t.str() + "/cli/bicep' PATH=/usr/bin:/bin";
  int rc = pf::test::runCli("analyze " + t.str() + "/repo --allow-env PF_FORK_TOKEN --format json", &out, &err, env);
  INFO(out + err);
  CHECK(rc == 1);
  CHECK_THAT(out, Catch::Contains("Azure.Storage.BlobPublicAccess") && Catch::Contains("st{{Secret}}"));
  CHECK(leak(out) == "");
  CHECK(leak(err) == "");
  // The variable that is not allowed never reached the CLI.
  CHECK(pf::test::runCli("expand " + t.str() + "/repo/main.bicepparam --allow-env PF_FORK_TOKEN --show-secrets", &out, &err,
                         env) == 0);
  CHECK_THAT(out, Catch::Contains(std::string("st") + kToken + "\""));
  CHECK_THAT(out + err, !Catch::Contains(kOther));
}

TEST_CASE("secrets cli: allowEnv: counts in a configuration file outside the repository only", "[cli]") {
  TempDir t;
  forkRepository(t);
  TempDir pipeline;
  std::string cfg = pipeline.write("preflight.yaml", "allowEnv: [PF_FORK_TOKEN]\n");
  std::string out, err;
  CHECK(pf::test::runCli("expand " + t.str() + "/app/main.bicepparam --show-secrets --config " + cfg, &out, &err,
                         environment()) == 0);
  CHECK_THAT(out, Catch::Contains(kToken));  // read: the pipeline's own file allows it
  CHECK_THAT(err, !Catch::Contains("CFG042"));
  CHECK(pf::test::runCli("expand " + t.str() + "/app/main.bicepparam --show-secrets --config " + t.str() +
                             "/preflight.yaml",
                         &out, &err, environment()) == 0);
  CHECK_THAT(out, !Catch::Contains(kToken) && !Catch::Contains(kOther));  // the repository's own file allows nothing
  CHECK_THAT(err, Catch::Contains("CFG042"));
}

TEST_CASE("secrets cli: --allow-env takes variable names", "[cli]") {
  TempDir t;
  std::string p = t.write("main.bicepparam", "using none\nparam a = 'x'\n");
  std::string out, err;
  CHECK(pf::test::runCli("build-params " + p + " --stdout --allow-env A=B", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("--allow-env takes the name of an environment variable, not 'A=B'"));
  // In preflight.yaml, a problem of the configuration is a finding (Azure.Preflight.Configuration)
  // and the run goes on.
  t.write("preflight.yaml", "allowEnv: ['', 'X=1', GOOD]\n");
  CHECK(pf::test::runCli("analyze " + t.str(), &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("CFG004") && Catch::Contains("allowEnv takes environment variable names, not 'X=1'"));
}
