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
  CHECK(a->result.report.summary.skipped.empty());

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

TEST_CASE("samples: the README command exits 1 and prints a summary", "[analyze][samples][cli]") {
  std::string out, err;
  CHECK(runCli("analyze '" + samples() + "' --color never", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("network/hub.json"));
  CHECK_THAT(out, Catch::Contains("suppressed"));
}
