// The README's demo: `preflight analyze samples/infra` finds what the sample was written to show,
// on the right files and lines, and applies the sample's preflight.yaml.
#include <catch2/catch.hpp>

#include "engine/core/file.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

std::string samples() { return std::string(PREFLIGHT_SOURCE_DIR) + "/samples/infra"; }

uint32_t lineIn(const std::string& rel, const std::string& marker) {
  auto text = readFile(samples() + "/" + rel);
  REQUIRE(text);
  return lineOf(*text, marker);
}

}  // namespace

TEST_CASE("samples: analyze samples/infra finds the sample's problems at their lines", "[analyze][samples]") {
  auto a = analyzeFolder(samples());
  INFO(a->diagnostics());
  REQUIRE_FALSE(a->result.inputError);
  // Only the cluster's bicepconfig.json, which is read as configuration, not analyzed.
  REQUIRE(a->result.report.summary.skipped.size() == 1);
  CHECK(a->result.report.summary.skipped[0].file == "cluster/bicepconfig.json");

  // Production SSH from the Internet; the dev rule is suppressed in preflight.yaml until 2027-03-31.
  auto nsg = a->all("Azure.NSG.OpenManagementPorts");
  size_t open = 0, suppressed = 0;
  for (const auto& f : nsg) {
    if (!f.isProblem()) continue;
    CHECK(f.location.file == "network/hub.json");
    CHECK(f.location.line == lineIn("network/hub.json", "Microsoft.Network/networkSecurityGroups") - 1);
    (f.suppressed() ? suppressed : open)++;
  }
  CHECK(open == 1);
  CHECK(suppressed == 1);

  // 'production' is not an allowed environment: at the parameter file's line.
  auto value = a->problems("Azure.Template.ParameterValue");
  REQUIRE(value.size() == 1);
  CHECK(value[0].location.file == "network/hub.parameters.prod.json");
  CHECK(value[0].location.line == lineIn("network/hub.parameters.prod.json", "\"production\""));

  // Bicep: the site serves HTTP outside prod, at the Bicep declaration, through the .bicepparam.
  auto https = a->problems("Azure.AppService.HttpsOnly");
  REQUIRE(https.size() == 1);
  CHECK(https[0].location.file == "app/main.bicep");
  CHECK(https[0].location.line == lineIn("app/main.bicep", "resource site"));
  REQUIRE(https[0].parameterFiles.size() == 1);
  CHECK(https[0].parameterFiles[0].file == "app/main.bicepparam");

  // Inside the module, at the module's line; the level comes from preflight.yaml.
  auto softDelete = a->problems("Azure.Storage.BlobSoftDelete");
  REQUIRE(softDelete.size() == 1);
  CHECK(softDelete[0].location.file == "app/modules/storage.bicep");
  CHECK(softDelete[0].location.line == lineIn("app/modules/storage.bicep", "resource blobs"));
  CHECK(softDelete[0].level == report::Level::Note);
}

TEST_CASE("samples: the stack-style cluster modules show each extension config check at its Bicep line",
          "[analyze][samples][extensible]") {
  auto a = analyzeFolder(samples());
  INFO(a->diagnostics());
  struct Expected {
    const char* rule;
    const char* file;
    const char* marker;
    uint32_t column;
    report::Level level;
  };
  // The parameter and the Key Vault secret at the value, the inline config and the missing
  // kubeconfig at the module's extension declaration.
  for (const Expected& e : {Expected{"Azure.Extension.ConfigExpression", "cluster/main.bicep", "namespace: webNamespace", 18,
                                     report::Level::Error},
                            Expected{"Azure.Extension.ConfigKeyVault", "cluster/main.bicep", "vault.getSecret(", 19,
                                     report::Level::Warning},
                            Expected{"Azure.Extension.InlineConfig", "cluster/modules/jobs.bicep", "extension kubernetes", 11,
                                     report::Level::Warning},
                            Expected{"Azure.Extension.RequiredConfig", "cluster/modules/monitoring.bicep",
                                     "extension kubernetes", 11, report::Level::Error}}) {
    INFO(e.rule);
    auto found = a->problems(e.rule);
    REQUIRE(found.size() == 1);
    CHECK(found[0].location.file == e.file);
    CHECK(found[0].location.line == lineIn(e.file, e.marker));
    CHECK(found[0].location.column == e.column);
    CHECK(found[0].level == e.level);
  }
  // The frontend module's list*() call and constant are what a stack can evaluate again.
  for (const auto& f : a->problems("Azure.Extension.ConfigExpression"))
    for (const auto& r : f.resources) CHECK(r.name != "frontend");
}

TEST_CASE("samples: the README command exits 1 and prints a summary", "[analyze][samples][cli]") {
  std::string out, err;
  CHECK(runCli("analyze '" + samples() + "' --color never", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("network/hub.json"));
  CHECK_THAT(out, Catch::Contains("suppressed"));
}
