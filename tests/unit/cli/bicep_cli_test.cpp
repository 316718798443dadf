// `preflight build` / `build-params` honouring bicep.version and --bicep-cli, and `expand` on
// .bicep and .bicepparam files. A fake `bicep` (PREFLIGHT_BICEP_PATH) stands in for the CLI.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "preflight/version.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::TempDir;

namespace {

// Runs preflight with the fake CLI as PREFLIGHT_BICEP_PATH and no other Bicep CLI in reach.
int run(const TempDir& t, const std::string& args, std::string* out, std::string* err) {
  return pf::test::runCli(args, out, err,
                          "-u PREFLIGHT_BICEP_TIMEOUT PREFLIGHT_BICEP_PATH='" + t.str() + "/cli/bicep' PATH=/usr/bin:/bin HOME='" +
                              t.str() + "/home'");
}

void fakeBicep(const TempDir& t) {
  t.script("cli/bicep", R"SH(case "$1" in
  --version) echo "Bicep CLI version 0.30.3 (fake)" ;;
  build) cat <<'EOF'
{"resources": [{"type": "Fake.Cli/things", "apiVersion": "2020-01-01", "name": "from-the-cli"}]}
EOF
  ;;
  *) echo "unexpected: $*" >&2; exit 3 ;;
esac
)SH");
}

const char* kMain = R"(param location string = 'westeurope'
param sku string = 'Standard_LRS'
resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stpreflight'
  location: location
  sku: { name: sku }
  kind: 'StorageV2'
}
)";

// The first expanded resource of `expand` output.
pf::Value firstResource(const std::string& out) {
  pf::Value v = pf::test::json(out);
  REQUIRE(v.get("resources"));
  REQUIRE_FALSE(v.get("resources")->arr().empty());
  return v.get("resources")->arr()[0];
}

}  // namespace

TEST_CASE("bicep cli: build uses the Bicep CLI the pin needs, and says there is no source map", "[toolchain][cli]") {
  TempDir t;
  fakeBicep(t);
  t.write("app/bicepconfig.json", R"({"bicep": {"version": "0.30.3"}})");
  std::string main = t.write("app/main.bicep", kMain);
  std::string out, err;
  CHECK(run(t, "build " + main + " --stdout", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains("\"Fake.Cli/things\""));
  CHECK_THAT(err, Catch::Contains("info TOOL025") && Catch::Contains("0.30.3") && Catch::Contains("no source map"));

  // Without the CLI the pin cannot be met: TOOL020 on the file, nothing written.
  CHECK(run(t, "build " + main + " --stdout --bicep-cli never", &out, &err) == 1);
  CHECK(out.empty());
  CHECK_THAT(err, Catch::Contains(main + ": error TOOL020: Bicep version 0.30.3 is required by " + t.str() +
                                  "/app/bicepconfig.json but the available compilers are: native " +
                                  pf::kBicepVersion));
}

TEST_CASE("bicep cli: build stays native when the pin allows it; options are checked", "[toolchain][cli]") {
  TempDir t;
  fakeBicep(t);
  t.write("app/bicepconfig.json", std::string(R"({"bicep": {"version": ")") + pf::kBicepVersion + "\"}}");
  std::string main = t.write("app/main.bicep", kMain);
  std::string out, err;
  CHECK(run(t, "build " + main + " --stdout", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains("\"Microsoft.Storage/storageAccounts\""));
  CHECK(err.empty());
  CHECK(run(t, "build " + main + " --stdout --bicep-cli sometimes", &out, &err) == 2);
  CHECK(run(t, "build-params " + main + " --stdout", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("not a .bicepparam file"));
}

TEST_CASE("bicep cli: build-params writes the parameters file", "[toolchain][cli]") {
  TempDir t;
  t.write("app/main.bicep", kMain);
  std::string params = t.write("app/main.bicepparam", "using 'main.bicep'\nparam sku = 'Premium_LRS'\n");
  std::string out, err;
  CHECK(run(t, "build-params " + params + " --stdout", &out, &err) == 0);
  INFO(err);
  pf::Value v = pf::test::json(out);
  CHECK(v.get("parameters")->get("sku")->get("value")->str() == "Premium_LRS");
}

TEST_CASE("bicep cli: expand takes .bicep, .bicepparam, and .bicep with -p", "[toolchain][cli]") {
  TempDir t;
  std::string main = t.write("app/main.bicep", kMain);
  std::string bicepparam = t.write("app/main.bicepparam", "using 'main.bicep'\nparam sku = 'Premium_LRS'\n");
  std::string json = t.write("app/main.parameters.json",
                             R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
  "contentVersion": "1.0.0.0", "parameters": {"sku": {"value": "Standard_GRS"}, "location": {"value": "northeurope"}}})");
  std::string out, err;

  REQUIRE(run(t, "expand " + main, &out, &err) == 0);
  pf::Value r = firstResource(out);
  CHECK(r.get("type")->str() == "Microsoft.Storage/storageAccounts");
  CHECK(r.get("sku")->get("name")->str() == "Standard_LRS");
  CHECK(r.get("location")->str() == "westeurope");

  REQUIRE(run(t, "expand " + bicepparam, &out, &err) == 0);
  CHECK(firstResource(out).get("sku")->get("name")->str() == "Premium_LRS");

  REQUIRE(run(t, "expand " + main + " -p " + json, &out, &err) == 0);
  r = firstResource(out);
  CHECK(r.get("sku")->get("name")->str() == "Standard_GRS");
  CHECK(r.get("location")->str() == "northeurope");

  REQUIRE(run(t, "expand " + main + " -p " + bicepparam, &out, &err) == 0);
  CHECK(firstResource(out).get("sku")->get("name")->str() == "Premium_LRS");

  CHECK(run(t, "expand " + bicepparam + " -p " + json, &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("supplies its own parameters"));
}

TEST_CASE("bicep cli: expand on Bicep points resources at Bicep lines", "[toolchain][cli]") {
  TempDir t;
  std::string main = t.write("app/main.bicep", kMain);
  std::string out, err;
  REQUIRE(run(t, "expand " + main, &out, &err) == 0);
  pf::Value source = *firstResource(out).get("_source");
  CHECK(source.get("file")->str() == main);
  CHECK(source.get("line")->asInt() == 3);
}

TEST_CASE("bicep cli: expand reports Bicep errors with their positions", "[toolchain][cli]") {
  TempDir t;
  std::string main = t.write("app/main.bicep", "param a string\noutput o string = nope\n");
  std::string out, err;
  CHECK(run(t, "expand " + main, &out, &err) != 0);
  CHECK_THAT(err, Catch::Contains(main + ":2:19: error BCP057"));
}

TEST_CASE("bicep cli: --version names the Bicep release the native compiler matches", "[toolchain][cli]") {
  TempDir t;
  std::string out, err;
  CHECK(run(t, "--version", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains(std::string("Bicep ") + pf::kBicepVersion));
}

TEST_CASE("bicep cli: a construct the native compiler does not support is compiled by an installed CLI, and says so", "[toolchain][cli]") {
  TempDir t;
  fakeBicep(t);
  // A union of non-literal types stops the native compiler (BCPPF01).
  std::string main = t.write("app/main.bicep", std::string("type either = string | int\n") + kMain);
  std::string out, err;
  CHECK(run(t, "build " + main + " --stdout", &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains("\"Fake.Cli/things\""));
  CHECK_THAT(err, Catch::Contains("info TOOL034") && Catch::Contains("this union type") &&
                      Catch::Contains("main.bicep:1") && Catch::Contains("0.30.3"));

  // Without a CLI, the error names the construct, its line and the option.
  CHECK(run(t, "build " + main + " --stdout --bicep-cli never", &out, &err) == 1);
  CHECK_THAT(err, Catch::Contains(main + ":1:") && Catch::Contains("BCPPF01") && Catch::Contains("this union type") &&
                      Catch::Contains("--bicep-cli"));

  // analyze: the file is still analyzed (through the CLI), with the note on standard error.
  CHECK(run(t, "analyze " + t.str() + "/app --format json", &out, &err) != 2);
  CHECK_THAT(out, Catch::Contains("\"filesAnalyzed\": 1"));
  CHECK_THAT(err, Catch::Contains("TOOL034"));
}
