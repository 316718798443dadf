// PSRule's options file is read when there is no preflight.yaml, and under it when both lie in a
// folder: where both set the same thing preflight.yaml wins.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/inputs/config.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::inputs;

namespace {

size_t count(const Diagnostics& diags, const std::string& code) {
  size_t n = 0;
  for (const auto& d : diags.items()) n += d.code == code;
  return n;
}

const char* kPsRule = R"(configuration:
  AZURE_RESOURCE_GROUP:
    name: rg-psrule
    location: australiaeast
  AZURE_PARAMETER_DEFAULTS:
    adminUser: psrule
    sku: Standard
  AZURE_BICEP_FILE_EXPANSION: false
  ORG_LIMIT: 5
input:
  pathIgnore: [out/]
rule:
  include: [Azure.Storage.*]
  exclude: [Azure.KeyVault.Logs]
suppression:
  Azure.Storage.Firewall: [stlegacy]
output:
  format: Sarif
  path: reports/ps-rule.sarif
execution:
  ruleSuppressed: Warn
)";

}  // namespace

TEST_CASE("config layers: PSRule's options file is found under its four names", "[inputs][config][psrule]") {
  pf::test::TempDir dir;
  CHECK(findConfigFiles(dir.str()).empty());
  dir.write("psrule.yml", "rule: {exclude: [A]}\n");
  CHECK(findConfigFiles(dir.str()).psrule == (dir.path() / "psrule.yml").generic_string());
  dir.write("ps-rule.yaml", "rule: {exclude: [B]}\n");
  ConfigFiles found = findConfigFiles(dir.str());
  CHECK(found.psrule == (dir.path() / "ps-rule.yaml").generic_string());
  CHECK(found.preflight.empty());
  SourceFiles files;
  Diagnostics diags;
  Config c = loadConfigFiles(found, files, diags);
  CHECK(diags.empty());
  REQUIRE(c.rules.exclude.size() == 1);
  CHECK(c.rules.exclude[0].pattern == "B");
  CHECK(c.path == found.psrule);
  CHECK(c.underlying.empty());
  CHECK(c.baseDir == dir.path().generic_string());
}

TEST_CASE("config layers: preflight.yaml is read over ps-rule.yaml and wins", "[inputs][config][psrule]") {
  pf::test::TempDir dir;
  dir.write("ps-rule.yaml", kPsRule);
  dir.write("preflight.yaml", R"(context:
  resourceGroup: {name: rg-preflight}
parameters:
  sku: Premium
configuration:
  ORG_LIMIT: 9
input:
  exclude: [legacy/]
rules:
  include: [Azure.KeyVault.*]
output:
  format: [json]
execution:
  ruleSuppressed: Warn
)");
  ConfigFiles found = findConfigFiles(dir.str());
  SourceFiles files;
  Diagnostics diags;
  Config c = loadConfigFiles(found, files, diags);
  CHECK_FALSE(diags.hasErrors());
  CHECK(c.path == found.preflight);
  CHECK(c.underlying == found.psrule);
  // The context merges: preflight.yaml's name, ps-rule.yaml's location.
  DeploymentContext ctx = c.deploymentContext();
  CHECK(ctx.resourceGroup == "rg-preflight");
  CHECK(ctx.location == "australiaeast");
  CHECK(toJson(Value(c.parameterDefaults)) == R"({"adminUser":"psrule","sku":"Premium"})");
  CHECK(c.ruleConfiguration.find("ORG_LIMIT")->asInt() == 9);
  CHECK_FALSE(c.bicep.files);  // set by ps-rule.yaml only
  // A rule filter preflight.yaml sets replaces ps-rule.yaml's; one it does not set stays.
  REQUIRE(c.rules.include.size() == 1);
  CHECK(c.rules.include[0].pattern == "Azure.KeyVault.*");
  REQUIRE(c.rules.exclude.size() == 1);
  CHECK(c.rules.exclude[0].pattern == "Azure.KeyVault.Logs");
  // Exclusions and suppressions add up.
  REQUIRE(c.input.exclude.size() == 2);
  CHECK(c.input.exclude[0].pattern == "out/");
  CHECK(c.input.exclude[1].pattern == "legacy/");
  REQUIRE(c.suppressions.size() == 1);
  CHECK(files.path(c.suppressions[0].loc.file) == found.psrule);
  // The output formats preflight.yaml names replace PSRule's.
  REQUIRE(c.output.targets.size() == 1);
  CHECK(c.output.targets[0].format == "json");
  // `execution` is in both files: said once.
  CHECK(count(diags, "CFG005") == 1);
}

TEST_CASE("config layers: a preflight.yaml alone is read as before", "[inputs][config][psrule]") {
  pf::test::TempDir dir;
  dir.write("preflight.yaml", "rules:\n  include: [Azure.Storage.*]\n");
  ConfigFiles found = findConfigFiles(dir.str());
  CHECK(found.psrule.empty());
  SourceFiles files;
  Diagnostics diags;
  Config c = loadConfigFiles(found, files, diags);
  CHECK(diags.empty());
  CHECK(c.rules.include.size() == 1);
  CHECK(c.underlying.empty());
}
