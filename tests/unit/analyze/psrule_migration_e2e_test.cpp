// The "done when" of issue 22: a scratch repository laid out the way PSRule for Azure documents it
// (ps-rule.yaml with options, custom YAML rules with a label-based baseline, a ModuleConfig in a
// rule module and one in .ps-rule/, a Bicep file with a module, exported resource data), and no
// file of preflight's own, gives the findings PSRule would: the rules the baseline's labels select
// (the module's too, with the module's configuration), on the expanded Bicep deployment (context
// and parameter defaults from ps-rule.yaml, the root deployment skipped by a rule written to skip
// it) and on the exported resources (bound by ResourceName/ResourceType), with ps-rule.yaml's
// exclusions, suppression and SARIF output; the options PSRule has and preflight does not use
// are said once each on standard error.
#include <catch2/catch.hpp>

#include <set>
#include <tuple>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;

namespace {

struct ScratchFile {
  const char* path;
  const char* text;
};

const ScratchFile kRepository[] = {
    {"ps-rule.yaml", R"(#
# PSRule for Azure configuration
#
requires:
  PSRule.Rules.Azure: '>=1.40.0'

# Use rules from PSRule for Azure and the organisation's module.
include:
  module:
  - PSRule.Rules.Azure
  - Org.Rules

# Bind local rules to exported resource data too.
binding:
  preferTargetInfo: true
  targetName: [ResourceName, name]
  targetType: [ResourceType, type]

configuration:
  AZURE_BICEP_FILE_EXPANSION: true
  AZURE_BICEP_FILE_EXPANSION_TIMEOUT: 15
  AZURE_RESOURCE_GROUP:
    name: rg-app-prod
    location: australiaeast
  AZURE_PARAMETER_DEFAULTS:
    environment: prod

input:
  pathIgnore:
  - 'legacy/'
  - '*.md'

suppression:
  Org.Storage.HttpsOnly:
  - stlegacydata

execution:
  ruleSuppressed: Warn

output:
  culture: [en-AU]
  format: Sarif
  path: reports/ps-rule-results.sarif
)"},
    {".ps-rule/Org.Rule.yaml", R"(---
# Synopsis: Storage accounts accept HTTPS only.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.HttpsOnly
  labels:
    Org.Controls/id: [SEC-1]
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: properties.supportsHttpsTrafficOnly
    equals: true
---
# Synopsis: Storage accounts carry an environment tag.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.Tagged
  labels:
    Org.Controls/id: [OPS-2]
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: tags.env
    in: [dev, test, prod]
---
# Synopsis: Storage accounts are deployed to the organisation's regions.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Resource.Location
  labels:
    Org.Controls/id: [OPS-1]
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: location
    in: [australiaeast, australiasoutheast]
---
# Synopsis: Nested deployments are named for what they deploy.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Deployment.Named
  labels:
    Org.Controls/id: [OPS-3]
spec:
  type: [Microsoft.Resources/deployments]
  where:
    field: rootDeployment
    notEquals: true
  condition:
    name: '.'
    startsWith: deploy-
---
# Synopsis: Storage account names are short (no control: outside the baseline).
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.ShortName
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    name: '.'
    less: 8
---
# Synopsis: The organisation's controls.
apiVersion: github.com/microsoft/PSRule/v1
kind: Baseline
metadata:
  name: Org.Baseline
spec:
  rule:
    labels:
      Org.Controls/id: '*'
)"},
    {".ps-rule/Config.Rule.yaml", R"(---
# Synopsis: Settings for the local rules (PSRule applies a ModuleConfig inside its module only).
apiVersion: github.com/microsoft/PSRule/v1
kind: ModuleConfig
metadata:
  name: Org.Local
spec:
  configuration:
    ORG_MIN_TLS: TLS1_3
)"},
    {"modules/Org.Rules/Org.Rules.psd1", R"(@{
    RootModule = ''
    ModuleVersion = '1.0.0'
    GUID = '6a8c1a64-7b1d-4c5e-9a3f-1d2e3f4a5b6c'
    PrivateData = @{ PSData = @{ Tags = @('PSRule-rules') } }
}
)"},
    {"modules/Org.Rules/rules/Config.Rule.yaml", R"(---
# Synopsis: Module configuration for Org.Rules.
apiVersion: github.com/microsoft/PSRule/v1
kind: ModuleConfig
metadata:
  name: Org.Rules
spec:
  configuration:
    ORG_MIN_TLS: TLS1_2
  rule:
    baseline: Org.Rules.Default
)"},
    {"modules/Org.Rules/rules/Storage.Rule.yaml", R"(---
# Synopsis: Storage accounts require the organisation's minimum TLS version.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Rules.MinTls
  tags:
    release: GA
  labels:
    Org.Controls/id: [SEC-3]
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: properties.minimumTlsVersion
    equals:
      $:
        configuration: ORG_MIN_TLS
---
# Synopsis: Default rules of Org.Rules.
apiVersion: github.com/microsoft/PSRule/v1
kind: Baseline
metadata:
  name: Org.Rules.Default
spec:
  rule:
    tag:
      release: GA
)"},
    {"deploy/main.bicep", R"(targetScope = 'resourceGroup'

@description('The environment: dev, test or prod.')
param environment string

param location string = resourceGroup().location

resource storage 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stapp${environment}'
  location: location
  sku: {
    name: 'Standard_ZRS'
  }
  kind: 'StorageV2'
  tags: {
    env: environment
  }
  properties: {
    supportsHttpsTrafficOnly: false
    minimumTlsVersion: 'TLS1_0'
  }
}

module web 'modules/web.bicep' = {
  name: 'web-${environment}'
  params: {
    location: location
  }
}
)"},
    {"deploy/modules/web.bicep", R"(param location string

resource plan 'Microsoft.Web/serverfarms@2023-01-01' = {
  name: 'plan-web'
  location: location
  sku: {
    name: 'P1v3'
  }
}
)"},
    {"data/resources.json", R"([
  {
    "ResourceId": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stdatalake",
    "Id": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stdatalake",
    "Location": "australiaeast",
    "ResourceName": "stdatalake",
    "Name": "stdatalake",
    "ResourceGroupName": "rg-data",
    "ResourceType": "Microsoft.Storage/storageAccounts",
    "Type": "Microsoft.Storage/storageAccounts",
    "Kind": "StorageV2",
    "Sku": {"Name": "Standard_GRS", "Tier": "Standard"},
    "Tags": {"env": "prod"},
    "Properties": {"supportsHttpsTrafficOnly": true, "minimumTlsVersion": "TLS1_2"},
    "SubscriptionId": "00000000-0000-0000-0000-000000000000"
  },
  {
    "ResourceId": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stlegacydata",
    "Id": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-data/providers/Microsoft.Storage/storageAccounts/stlegacydata",
    "Location": "eastus",
    "ResourceName": "stlegacydata",
    "Name": "stlegacydata",
    "ResourceGroupName": "rg-data",
    "ResourceType": "Microsoft.Storage/storageAccounts",
    "Type": "Microsoft.Storage/storageAccounts",
    "Kind": "StorageV2",
    "Sku": {"Name": "Standard_LRS", "Tier": "Standard"},
    "Tags": null,
    "Properties": {"supportsHttpsTrafficOnly": false, "minimumTlsVersion": "TLS1_0"},
    "SubscriptionId": "00000000-0000-0000-0000-000000000000"
  }
]
)"},
    {"legacy/old.json", R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#", "contentVersion": "1.0.0.0",
 "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "stold", "location": "westus",
   "kind": "StorageV2", "sku": {"name": "Standard_LRS"}, "properties": {"supportsHttpsTrafficOnly": false}}]}
)"},
    {"README.md", R"(# Infrastructure
)"},
};

using Found = std::tuple<std::string, std::string, int64_t, std::string>;  // rule, file, line, target

}  // namespace

TEST_CASE("psrule migration: a PSRule for Azure repository gives the findings PSRule would", "[analyze][psrule]") {
  ScratchRepo repo;
  for (const ScratchFile& f : kRepository) repo.write(f.path, f.text);

  std::string out, err;
  int code = runCli("analyze . --rule-baseline Org.Baseline", &out, &err, repo.fromRoot());
  INFO(out << err);
  CHECK(code == 1);
  CHECK(out.empty());  // ps-rule.yaml's output: SARIF to a file, nothing else

  // ps-rule.yaml's SARIF report, problems only (as PSRule's sarifProblemsOnly default).
  auto text = readFile((repo.path() / "reports/ps-rule-results.sarif").string());
  REQUIRE(text);
  Value sarif = json(*text);
  std::set<Found> results;
  for (const Value& r : sarif.get("runs")->arr()[0].get("results")->arr()) {
    const Value& loc = *r.get("locations")->arr()[0].get("physicalLocation");
    const Value& logical = r.get("locations")->arr()[0].get("logicalLocations")->arr()[0];
    results.insert({r.get("ruleId")->str(), loc.get("artifactLocation")->get("uri")->str(),
                    loc.get("region")->get("startLine")->asInt(), logical.get("name")->str()});
  }
  const std::set<Found> expected = {
      // The Bicep deployment: stapp<environment> from AZURE_PARAMETER_DEFAULTS, in the resource
      // group location AZURE_RESOURCE_GROUP gives (so Org.Resource.Location passes), tagged.
      {"Org.Storage.HttpsOnly", "deploy/main.bicep", 8, "stappprod"},
      {"Org.Rules.MinTls", "deploy/main.bicep", 8, "stappprod"},  // the module's ORG_MIN_TLS: TLS1_2
      // The nested deployment; the root deployment is skipped by the rule's rootDeployment pre-condition.
      {"Org.Deployment.Named", "deploy/main.bicep", 24, "web-prod"},
      // The exported data, bound by ResourceName; stlegacydata's HTTPS failure is suppressed.
      {"Org.Resource.Location", "data/resources.json", 17, "stlegacydata"},
      {"Org.Rules.MinTls", "data/resources.json", 17, "stlegacydata"},
      {"Org.Storage.Tagged", "data/resources.json", 17, "stlegacydata"},
  };
  CHECK(results == expected);
  // Outside the baseline: the built-in rules and the local rule without a control label. And
  // nothing from legacy/ (input.pathIgnore).
  for (const Found& r : results) {
    CHECK(std::get<0>(r).rfind("Org.", 0) == 0);
    CHECK(std::get<0>(r) != "Org.Storage.ShortName");
  }

  // What PSRule has and preflight does not use, once each, as warnings; nothing else.
  CHECK(occurrences(err, "CFG005") == 3);
  CHECK_THAT(err, Catch::Contains("'requires'") && Catch::Contains("'execution'") && Catch::Contains("'output.culture'"));
  CHECK(occurrences(err, "RULE022") == 1);  // the ModuleConfig in .ps-rule/, ignored as PSRule ignores it
  CHECK_THAT(err, Catch::Contains("Org.Local"));
  CHECK_THAT(err, !Catch::Contains("error"));

  // The suppression came from ps-rule.yaml.
  code = runCli("analyze . --rule-baseline Org.Baseline --format json --show-suppressed", &out, &err, repo.fromRoot());
  CHECK(code == 1);
  Value report = json(out);
  size_t suppressed = 0;
  for (const Value& f : report.get("findings")->arr()) {
    const Value* s = f.get("suppression");
    if (!s || s->isNull()) continue;
    ++suppressed;
    CHECK(f.get("ruleName")->str() == "Org.Storage.HttpsOnly");
    CHECK(f.get("resources")->arr()[0].get("name")->str() == "stlegacydata");
    CHECK(s->get("source")->str() == "ps-rule.yaml:34");
  }
  CHECK(suppressed == 1);
  CHECK(report.get("summary")->get("passed")->asInt() == 6);
}
