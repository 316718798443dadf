// Exported resource data (what PSRule reads with -InputPath for in-flight checks) is checked as it
// is: found by its shape or named with --input-format resources; ResourceName/ResourceType,
// ResourceId, `_PSRule` target info and nested `resources` understood.
#include <catch2/catch.hpp>
#include <filesystem>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/analyze/scratch_repo.hpp"

using namespace pf;
using namespace pf::test;
namespace fs = std::filesystem;

namespace {

// As Export-AzRuleData writes it: PowerShell's property names, a nested sub-resource.
const std::string kExported = R"([
  {
    "ResourceId": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-app/providers/Microsoft.Storage/storageAccounts/stappdata",
    "Id": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-app/providers/Microsoft.Storage/storageAccounts/stappdata",
    "ResourceName": "stappdata",
    "Name": "stappdata",
    "ResourceType": "Microsoft.Storage/storageAccounts",
    "Type": "Microsoft.Storage/storageAccounts",
    "ResourceGroupName": "rg-app",
    "Location": "eastus",
    "Kind": "StorageV2",
    "Sku": {"Name": "Standard_LRS"},
    "Properties": {"supportsHttpsTrafficOnly": false, "minimumTlsVersion": "TLS1_2"},
    "resources": [
      {
        "ResourceId": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-app/providers/Microsoft.Storage/storageAccounts/stappdata/blobServices/default",
        "ResourceName": "stappdata/default",
        "ResourceType": "Microsoft.Storage/storageAccounts/blobServices",
        "Properties": {"deleteRetentionPolicy": {"enabled": true, "days": 7}}
      }
    ]
  },
  {
    "ResourceId": "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-app/providers/Microsoft.Storage/storageAccounts/stsecure",
    "ResourceName": "stsecure",
    "Name": "stsecure",
    "ResourceType": "Microsoft.Storage/storageAccounts",
    "Type": "Microsoft.Storage/storageAccounts",
    "Kind": "StorageV2",
    "Properties": {"supportsHttpsTrafficOnly": true, "minimumTlsVersion": "TLS1_2"}
  }
]
)";

const report::Finding* findingFor(const std::vector<report::Finding>& fs, const std::string& name) {
  for (const auto& f : fs)
    for (const auto& r : f.resources)
      if (r.name == name) return &f;
  return nullptr;
}

}  // namespace

TEST_CASE("exported resources: an exported-resources JSON is found and checked as it is", "[analyze][psrule]") {
  ScratchRepo dir;
  dir.write("exported/resources.json", kExported);
  dir.rules(R"(---
# Synopsis: Blob soft delete keeps at least 14 days.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Org.Storage.BlobRetention
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: resources
    where:
      field: ResourceType
      equals: Microsoft.Storage/storageAccounts/blobServices
    allOf:
    - field: properties.deleteRetentionPolicy.days
      greaterOrEquals: 14
)");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  CHECK(a->result.analyzedFiles == std::vector<std::string>{"exported/resources.json"});
  auto https = a->problems("Azure.Storage.SecureTransfer");
  REQUIRE(https.size() == 1);
  REQUIRE(https[0].resources.size() == 1);
  // Named, typed and identified as PSRule for Azure binds exported data.
  CHECK(https[0].resources[0].name == "stappdata");
  CHECK(https[0].resources[0].type == "Microsoft.Storage/storageAccounts");
  CHECK(https[0].resources[0].id.find("/storageAccounts/stappdata") != std::string::npos);
  // At the resource's place in the exported file.
  CHECK(https[0].location.file == "exported/resources.json");
  CHECK(https[0].location.line == 2);
  // The nested sub-resource stays in its parent, where rules read it.
  auto retention = a->problems("Org.Storage.BlobRetention");
  REQUIRE(retention.size() == 2);
  CHECK(findingFor(retention, "stappdata"));
  CHECK_THAT(findingFor(retention, "stappdata")->message, Catch::Contains("7"));
  CHECK(a->all("Azure.Storage.SecureTransfer").size() == 2);  // stsecure passes
}

TEST_CASE("exported resources: _PSRule target info names the resource and its source", "[analyze][psrule]") {
  TempDir dir;
  dir.write("out/expanded.json", R"([
  {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "stexpanded",
   "id": "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/stexpanded",
   "kind": "StorageV2", "properties": {"supportsHttpsTrafficOnly": false},
   "_PSRule": {"name": "storage-from-template", "source": [{"file": "deploy/main.bicep", "type": "Template", "line": 12, "position": 3}]}}
])");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto https = a->problems("Azure.Storage.SecureTransfer");
  REQUIRE(https.size() == 1);
  CHECK(https[0].resources[0].name == "storage-from-template");  // preferTargetInfo
  CHECK(https[0].location.file == "deploy/main.bicep");  // PSRule's relative paths: from the analyzed root
  CHECK(https[0].location.line == 12);
}

TEST_CASE("exported resources: JSON arrays that are not resource data are left alone", "[analyze][psrule]") {
  TempDir dir;
  // Resources as a template declares them have no resource id: not exported data.
  dir.write("snippets/resources.json", R"([{"type": "Microsoft.Storage/storageAccounts", "name": "st"}])");
  dir.write("package.json", R"({"name": "x"})");
  auto a = analyzeFolder(dir.str());
  CHECK(a->result.analyzedFiles.empty());
  CHECK(a->result.report.summary.skipped.size() == 2);
}

TEST_CASE("exported resources: --input-format resources reads every JSON file as resource data", "[analyze][psrule]") {
  TempDir dir;
  dir.write("data/one.json", R"({"name": "stone", "type": "Microsoft.Storage/storageAccounts", "kind": "StorageV2",
    "properties": {"supportsHttpsTrafficOnly": false}})");
  dir.write("data/mixed.json", "[\n  \"not a resource\",\n  {\"name\": \"sttwo\", \"type\": \"Microsoft.Storage/storageAccounts\", "
                               "\"properties\": {\"supportsHttpsTrafficOnly\": false}}\n]\n");
  dir.write("data/broken.json", "[\n  {\"name\": \"x\",\n");
  dir.write("data/main.bicep", "param location string = resourceGroup().location\n");
  std::string out, err;
  int code = runCli("analyze " + dir.str() + "/data --input-format resources --format json", &out, &err);
  INFO(out << err);
  CHECK(code == 1);
  Value report = json(out);
  std::vector<std::string> failing, broken;
  for (const Value& f : report.get("findings")->arr()) {
    if (f.get("ruleName")->str() == "Azure.Storage.SecureTransfer") failing.push_back(f.get("resources")->arr()[0].get("name")->str());
    if (f.get("ruleName")->str() == "Azure.Template.Valid") {
      broken.push_back(fs::path(f.get("location")->get("file")->str()).filename().string());
      CHECK(f.get("location")->get("line")->asInt() == 2);
      CHECK(f.get("resources")->arr().empty());  // exported data is no deployment
    }
  }
  std::sort(failing.begin(), failing.end());
  CHECK(failing == std::vector<std::string>{"stone", "sttwo"});
  CHECK(broken == std::vector<std::string>{"broken.json"});  // its syntax error, at its line
  CHECK_THAT(err, Catch::Contains("INP013") && Catch::Contains("item 1"));
  bool bicepSkipped = false;
  for (const Value& s : report.get("skipped")->arr())
    bicepSkipped |= iendsWith(s.get("file")->str(), "main.bicep") && s.get("reason")->str().find("--input-format") != std::string::npos;
  CHECK(bicepSkipped);
  CHECK(runCli("analyze " + dir.str() + " --input-format yaml", &out, &err) == 2);
}
