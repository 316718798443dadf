#include <catch2/catch.hpp>

#include <string>

#include "engine/core/json.hpp"
#include "engine/inputs/config.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::inputs;

namespace {

struct Loaded {
  SourceFiles files;
  Diagnostics diags;
  Config config;
};

// Parses `text` as /repo/preflight.yaml.
std::unique_ptr<Loaded> load(const std::string& text) {
  auto l = std::make_unique<Loaded>();
  uint32_t id = l->files.add("/repo/preflight.yaml", text);
  l->config = parseConfig(l->files.text(id), id, "/repo/preflight.yaml", l->diags);
  return l;
}

std::string codes(const Diagnostics& diags, Severity atLeast = Severity::Warning) {
  std::string out;
  for (const auto& d : diags.items())
    if (static_cast<int>(d.severity) <= static_cast<int>(atLeast)) out += (out.empty() ? "" : " ") + d.code;
  return out;
}

const Diagnostic* find(const Diagnostics& diags, const std::string& code) {
  for (const auto& d : diags.items())
    if (d.code == code) return &d;
  return nullptr;
}

}  // namespace

TEST_CASE("config: an empty file gives every default", "[inputs][config]") {
  auto l = load("# nothing set\n");
  CHECK(l->diags.empty());
  const Config& c = l->config;
  CHECK(c.baseDir == "/repo");
  CHECK(c.input.gitignore);
  CHECK(c.input.parameterFiles);
  CHECK_FALSE(c.input.analyzeLinkedTemplates);
  CHECK(c.output.failOn == "error");
  CHECK_FALSE(c.output.sarifAll);
  CHECK(c.output.targets.empty());
  CHECK(c.bicep.cli == "auto");
  CHECK_FALSE(c.bicep.timeoutSeconds);
  CHECK(c.bicep.files);
  CHECK(c.suppressions.empty());
  DeploymentContext ctx = c.deploymentContext();
  CHECK(ctx.resourceGroup == DeploymentContext{}.resourceGroup);
}

TEST_CASE("config: preflight's own sections", "[inputs][config]") {
  auto l = load(R"(context:
  subscriptionId: 11111111-1111-1111-1111-111111111111
  resourceGroup:
    name: rg-web
    location: westeurope
    tags: {env: prod}
  tenantId: 22222222-2222-2222-2222-222222222222
  managementGroup: {name: mg-root, displayName: Root}
  deployment: {name: ci-run}
  deployer: {objectId: 33333333-3333-3333-3333-333333333333}
parameters:
  adminPassword: not-a-secret
  instanceCount: 3
input:
  include: [infra/]
  exclude:
    - '**/legacy/**'
    - '!legacy/keep.json'
  gitignore: false
rules:
  include: [Azure.Storage.*]
  exclude: Azure.VM.UseHybridUseBenefit
  tags: {release: GA, pillar: [Security, Reliability]}
  paths: [.ps-rule/, /opt/rules]
  baseline: Azure.Default
  levels:
    Azure.Storage.SoftDelete: warning
suppressions:
  - rule: Azure.Storage.Firewall
    resources: [stdev*, stlogs]
    justification: dev accounts
    expires: 2030-01-31
  - rule: [Azure.KeyVault.Logs, Azure.KeyVault.PurgeProtect]
output:
  format:
    - text
    - {format: sarif, path: reports/preflight.sarif}
  failOn: warning
  sarifAll: true
bicep:
  cli: never
  timeout: 90
  files: false
linkedTemplates:
  artifactsLocation:
    https://example.com/templates/: shared/templates
  standalone: true
)");
  INFO(codes(l->diags, Severity::Info));
  CHECK(l->diags.empty());
  const Config& c = l->config;
  DeploymentContext ctx = c.deploymentContext();
  CHECK(ctx.subscriptionId == "11111111-1111-1111-1111-111111111111");
  CHECK(ctx.resourceGroup == "rg-web");
  CHECK(ctx.location == "westeurope");
  CHECK(toJson(ctx.resourceGroupTags) == R"({"env":"prod"})");
  CHECK(ctx.tenantId == "22222222-2222-2222-2222-222222222222");
  CHECK(ctx.managementGroup == "mg-root");
  CHECK(ctx.managementGroupDisplayName == "Root");
  CHECK(ctx.deploymentName == "ci-run");
  CHECK(ctx.deployerObjectId == "33333333-3333-3333-3333-333333333333");
  CHECK(toJson(Value(c.parameterDefaults)) == R"({"adminPassword":"not-a-secret","instanceCount":3})");
  REQUIRE(c.input.include.size() == 1);
  CHECK(c.input.include[0].pattern == "infra/");
  REQUIRE(c.input.exclude.size() == 2);
  CHECK(c.input.exclude[1].pattern == "!legacy/keep.json");
  CHECK(c.input.exclude[1].loc.line == 18);
  CHECK_FALSE(c.input.gitignore);
  CHECK(c.rules.include[0].pattern == "Azure.Storage.*");
  CHECK(c.rules.exclude[0].pattern == "Azure.VM.UseHybridUseBenefit");
  CHECK(toJson(Value(c.rules.tags)) == R"({"release":"GA","pillar":["Security","Reliability"]})");
  CHECK(c.rules.paths == std::vector<std::string>{"/repo/.ps-rule/", "/opt/rules"});
  CHECK(c.rules.baseline == "Azure.Default");
  REQUIRE(c.rules.levels.size() == 1);
  CHECK(c.rules.levels[0].level == RuleLevel::Warning);
  REQUIRE(c.suppressions.size() == 3);
  CHECK(c.suppressions[0].rule == "Azure.Storage.Firewall");
  CHECK(c.suppressions[0].resources == std::vector<std::string>{"stdev*", "stlogs"});
  CHECK(c.suppressions[0].justification == "dev accounts");
  CHECK(c.suppressions[0].expires == "2030-01-31");
  CHECK_FALSE(c.suppressions[0].expiredOn("2030-01-31"));
  CHECK(c.suppressions[0].expiredOn("2030-02-01"));
  CHECK(c.suppressions[1].rule == "Azure.KeyVault.Logs");
  CHECK(c.suppressions[2].rule == "Azure.KeyVault.PurgeProtect");
  CHECK(c.suppressions[2].resources.empty());
  CHECK_FALSE(c.suppressions[2].expiredOn("2999-12-31"));
  REQUIRE(c.output.targets.size() == 2);
  CHECK(c.output.targets[0].format == "text");
  CHECK(c.output.targets[0].path.empty());
  CHECK(c.output.targets[1].format == "sarif");
  CHECK(c.output.targets[1].path == "/repo/reports/preflight.sarif");
  CHECK(c.output.failOn == "warning");
  CHECK(c.output.sarifAll);
  CHECK(c.bicep.cli == "never");
  CHECK(c.bicep.timeoutSeconds == 90);
  CHECK_FALSE(c.bicep.files);
  REQUIRE(c.artifacts.size() == 1);
  CHECK(c.artifacts[0].url == "https://example.com/templates/");
  CHECK(c.artifacts[0].dir == "/repo/shared/templates");
  CHECK(c.input.analyzeLinkedTemplates);
}

TEST_CASE("config: a ps-rule.yaml moves over", "[inputs][config]") {
  auto l = load(R"(# PSRule for Azure options
configuration:
  AZURE_PARAMETER_FILE_EXPANSION: true
  AZURE_BICEP_FILE_EXPANSION: true
  AZURE_BICEP_FILE_EXPANSION_TIMEOUT: 15
  AZURE_BICEP_PARAMS_FILE_EXPANSION: false
  AZURE_PARAMETER_FILE_METADATA_LINK: true
  AZURE_BICEP_CHECK_TOOL: true
  AZURE_BICEP_MINIMUM_VERSION: '0.4.451'
  AZURE_PARAMETER_DEFAULTS:
    adminPassword: $CREDENTIAL_PLACEHOLDER$
  AZURE_RESOURCE_GROUP:
    location: australiasoutheast
  AZURE_SUBSCRIPTION:
    subscriptionId: 44444444-4444-4444-4444-444444444444
    displayName: My test subscription
  AZURE_DEPLOYMENT:
    name: deploy-web-application
  AZURE_AKS_CLUSTER_MINIMUM_VERSION: 1.29.0
  AZURE_RESOURCE_ALLOWED_LOCATIONS: [australiaeast, australiasoutheast]
input:
  pathIgnore:
    - 'out/'
    - 'modules/**/*.bicep'
  ignoreRepositoryCommon: true
rule:
  include: [Azure.AKS.Version]
  exclude:
    - Azure.VM.UseHybridUseBenefit
    - Azure.VM.Standalone
  tag: {release: GA}
  includeLocal: true
override:
  level:
    Azure.AKS.Version: Error
include:
  module: [PSRule.Rules.Azure]
  path: [rules/]
suppression:
  Azure.Storage.SoftDelete:
    - storagedeveus6jo36t
    - storagedeveus1df278
  Azure.KeyVault.Logs:
    targetName: [kv-dev]
output:
  format: Sarif
  path: reports/ps-rule-results.sarif
  sarifProblemsOnly: false
  culture: [en-US]
execution:
  ruleSuppressed: Warn
binding:
  targetName: [ResourceName]
requires:
  PSRule.Rules.Azure: '>=1.30.0'
)");
  CHECK(codes(l->diags, Severity::Error) == "");
  const Config& c = l->config;
  CHECK(c.input.parameterFiles);
  CHECK(c.bicep.files);
  CHECK(c.bicep.timeoutSeconds == 15);
  CHECK_FALSE(c.bicep.paramsFiles);
  CHECK(toJson(Value(c.parameterDefaults)) == R"({"adminPassword":"$CREDENTIAL_PLACEHOLDER$"})");
  DeploymentContext ctx = c.deploymentContext();
  CHECK(ctx.location == "australiasoutheast");
  CHECK(ctx.resourceGroup == DeploymentContext{}.resourceGroup);  // not set: preflight's default
  CHECK(ctx.subscriptionId == "44444444-4444-4444-4444-444444444444");
  CHECK(ctx.subscriptionName == "My test subscription");
  CHECK(ctx.deploymentName == "deploy-web-application");
  // Every configuration value stays available to rules.
  REQUIRE(c.ruleConfiguration.find("AZURE_AKS_CLUSTER_MINIMUM_VERSION"));
  CHECK(c.ruleConfiguration.find("AZURE_AKS_CLUSTER_MINIMUM_VERSION")->str() == "1.29.0");
  CHECK(c.ruleConfiguration.find("AZURE_RESOURCE_ALLOWED_LOCATIONS")->arr().size() == 2);
  CHECK(c.ruleConfiguration.find("AZURE_BICEP_FILE_EXPANSION")->asBool());
  REQUIRE(c.input.exclude.size() == 2);
  CHECK(c.input.exclude[0].pattern == "out/");
  CHECK(c.rules.include.size() == 1);
  CHECK(c.rules.exclude.size() == 2);
  CHECK(c.rules.tags.find("release")->str() == "GA");
  CHECK(c.rules.includeLocal);
  REQUIRE(c.rules.levels.size() == 1);
  CHECK(c.rules.levels[0].rule == "Azure.AKS.Version");
  CHECK(c.rules.levels[0].level == RuleLevel::Error);
  CHECK(c.rules.paths == std::vector<std::string>{"/repo/rules/"});
  REQUIRE(c.suppressions.size() == 2);
  CHECK(c.suppressions[0].rule == "Azure.Storage.SoftDelete");
  CHECK(c.suppressions[0].resources.size() == 2);
  CHECK(c.suppressions[1].resources == std::vector<std::string>{"kv-dev"});
  REQUIRE(c.output.targets.size() == 1);
  CHECK(c.output.targets[0].format == "sarif");
  CHECK(c.output.targets[0].path == "/repo/reports/ps-rule-results.sarif");
  CHECK(c.output.sarifAll);
  // What has no effect is said, as a warning, with its line.
  const Diagnostic* ignored = find(l->diags, "CFG005");
  REQUIRE(ignored);
  CHECK(ignored->severity == Severity::Warning);
  size_t infos = 0;
  for (const auto& d : l->diags.items()) infos += d.code == "CFG005";
  // ignoreRepositoryCommon, culture, execution, requires, and the Bicep CLI check and the
  // metadata link requirement, which have no counterpart here
  CHECK(infos == 6);
  // binding is read; include.module is checked once the rules are loaded.
  CHECK(c.binding.targetName == std::vector<std::string>{"ResourceName"});
  REQUIRE(c.rules.modules.size() == 1);
  CHECK(c.rules.modules[0].pattern == "PSRule.Rules.Azure");
}

TEST_CASE("config: unknown keys are errors naming the key and line", "[inputs][config]") {
  auto l = load("input:\n  exclude: [x]\n  excludes: [y]\noutputs:\n  format: sarif\nrules:\n  level: {}\n");
  REQUIRE(l->diags.items().size() == 3);
  const auto& d0 = l->diags.items()[0];
  CHECK(d0.code == "CFG001");
  CHECK(d0.message.find("'excludes'") != std::string::npos);
  CHECK(d0.message.find("'input'") != std::string::npos);
  CHECK(d0.loc == Loc{1, 3, 3});
  CHECK(l->diags.items()[1].message.find("'outputs'") != std::string::npos);
  CHECK(l->diags.items()[1].loc.line == 4);
  CHECK(l->diags.items()[2].message.find("'level'") != std::string::npos);
  CHECK(l->diags.items()[2].loc.line == 7);
  // The rest still applies.
  CHECK(l->config.input.exclude.size() == 1);
}

TEST_CASE("config: unknown context settings are reported when the file is read", "[inputs][config]") {
  auto l = load("context:\n  subscriptionID: x\n  region: westus\n  resourceGroup: {name: a, colour: red}\n");
  std::string all;
  for (const auto& d : l->diags.items()) all += d.code + "@" + std::to_string(d.loc.line) + ":" + d.message + "\n";
  INFO(all);
  // subscriptionID matches without case; region and colour are unknown.
  REQUIRE(l->diags.items().size() == 2);
  CHECK(l->diags.items()[0].code == "CFG001");
  CHECK(l->diags.items()[0].message.find("colour") != std::string::npos);
  CHECK(l->diags.items()[0].loc.line == 4);
  CHECK(l->diags.items()[1].message.find("region") != std::string::npos);
  CHECK(l->diags.items()[1].loc.line == 3);
  CHECK(l->config.deploymentContext().subscriptionId == "x");
}

TEST_CASE("config: wrong types and values", "[inputs][config]") {
  auto l = load(R"(input:
  gitignore: maybe
  exclude: {a: b}
rules:
  levels: {R1: fatal}
suppressions:
  - resources: [x]
  - rule: R2
    expires: next week
output:
  failOn: sometimes
  format: [xml]
bicep:
  cli: sometimes
  timeout: 0
linkedTemplates:
  artifactsLocation: [ftp://x=y, https://ok/]
configuration:
  AZURE_RESOURCE_GROUP: rg-name
  AZURE_BICEP_FILE_EXPANSION: 'yes'
)");
  std::string all;
  for (const auto& d : l->diags.items()) all += d.code + "@" + std::to_string(d.loc.line) + " ";
  CHECK(all ==
        "CFG003@2 CFG003@3 CFG004@5 CFG004@7 CFG004@9 CFG004@11 CFG004@12 CFG004@14 CFG004@15 CFG004@17 CFG004@17 "
        "CFG003@19 CFG003@20 ");
  CHECK(l->config.suppressions.empty());
  CHECK(l->config.output.failOn == "error");
  CHECK(l->config.bicep.cli == "auto");
  CHECK(l->config.input.gitignore);
}

TEST_CASE("config: PSRule's timeout is clamped to its range; output.path needs one format", "[inputs][config]") {
  auto l = load("configuration:\n  AZURE_BICEP_FILE_EXPANSION_TIMEOUT: 500\noutput:\n  format: [json, sarif]\n  path: out.json\n");
  CHECK(l->config.bicep.timeoutSeconds == 120);
  REQUIRE(find(l->diags, "CFG004"));
  CHECK(find(l->diags, "CFG004")->loc.line == 5);
  CHECK(find(l->diags, "CFG005"));
}

TEST_CASE("config: NUnit3 becomes JUnit; YAML/CSV formats are warned about", "[inputs][config]") {
  auto l = load("output:\n  format: [NUnit3, Yaml, None]\n");
  REQUIRE(l->config.output.targets.size() == 1);
  CHECK(l->config.output.targets[0].format == "junit");
  CHECK(codes(l->diags) == "CFG005");   // a warning said on standard error: the run does not fail for it
  CHECK(l->diags.items().size() == 2);  // plus the NUnit3 note
}

TEST_CASE("config: preflight's context wins over PSRule's configuration", "[inputs][config]") {
  auto l = load("context:\n  location: northeurope\nconfiguration:\n  AZURE_RESOURCE_GROUP: {location: westus, name: rg1}\n"
                "  AZURE_PARAMETER_DEFAULTS: {a: 1, b: 2}\nparameters:\n  b: 3\n");
  CHECK(l->diags.empty());
  DeploymentContext ctx = l->config.deploymentContext();
  CHECK(ctx.location == "northeurope");
  CHECK(ctx.resourceGroup == "rg1");
  CHECK(toJson(Value(l->config.parameterDefaults)) == R"({"a":1,"b":3})");
}

TEST_CASE("config: YAML problems and several documents", "[inputs][config]") {
  auto bad = load("input:\n  exclude: [a\n");
  REQUIRE_FALSE(bad->diags.empty());
  CHECK(bad->diags.items()[0].code == "YAML001");
  auto two = load("input: {gitignore: false}\n---\nrules: {}\n");
  CHECK(codes(two->diags) == "CFG006");
  CHECK_FALSE(two->config.input.gitignore);
  auto list = load("- a\n- b\n");
  CHECK(codes(list->diags) == "CFG003");
}

TEST_CASE("config: files on disk", "[inputs][config]") {
  pf::test::TempDir dir;
  CHECK(findConfigFile(dir.str()).empty());
  dir.write("preflight.yml", "output: {failOn: none}\n");
  CHECK(findConfigFile(dir.str()) == (dir.path() / "preflight.yml").generic_string());
  dir.write("preflight.yaml", "output: {failOn: warning}\n");
  std::string path = findConfigFile(dir.str());
  CHECK(path == (dir.path() / "preflight.yaml").generic_string());
  SourceFiles files;
  Diagnostics diags;
  Config c = loadConfigFile(path, files, diags);
  CHECK(diags.empty());
  CHECK(c.output.failOn == "warning");
  CHECK(c.baseDir == dir.path().generic_string());
  Diagnostics missing;
  Config d = loadConfigFile((dir.path() / "nope.yaml").string(), files, missing);
  REQUIRE(missing.items().size() == 1);
  CHECK(missing.items()[0].code == "IO001");
  CHECK(d.output.failOn == "error");
}
