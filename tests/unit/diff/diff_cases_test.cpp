// Issue 17's done-when: pairs of revisions in a scratch git repository (add, remove, change a
// property, change a module, rename a file, change a parameter file only, a change inside a copy
// loop), each giving exactly the expected diff as text, as JSON and as Markdown.
#include <catch2/catch.hpp>

#include "tests/unit/diff/diff_formats.hpp"
#include "tests/unit/diff/git_repo.hpp"

using namespace pf::test;

namespace {

const std::string kRg = "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/preflight-rg/providers/";

std::string storage(const std::string& name, const std::string& tls) {
  return R"(    {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": ")" + name +
         R"(", "location": "eastus", "kind": "StorageV2", "sku": {"name": "[parameters('sku')]"}, "properties": {"minimumTlsVersion": ")" +
         tls + "\"}}";
}

std::string armTemplate(const std::string& resources, const std::string& parameters =
                                                          R"("sku": {"type": "string", "defaultValue": "Standard_LRS"})") {
  return "{\n  \"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#\", "
         "\"contentVersion\": \"1.0.0.0\",\n  \"parameters\": {" +
         parameters + "},\n  \"resources\": [\n" + resources + "\n  ]\n}\n";
}

std::string parameterFile(const std::string& sku) {
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#", "contentVersion": "1.0.0.0", "parameters": {"sku": {"value": ")" +
         sku + "\"}}}\n";
}

// Expected texts write the resource group's id prefix as {RG}.
std::string withRg(std::string s) {
  for (size_t at; (at = s.find("{RG}")) != std::string::npos;) s.replace(at, 4, kRg);
  return s;
}

struct Expected {
  std::string text;
  Lines json;
  Lines markdown;
};

// Runs the diff of the working tree against HEAD in each format and compares.
void check(const GitRepo& repo, const Expected& want) {
  std::string out, err;
  INFO("stderr: " << err);
  REQUIRE(repo.diff("--color never", &out, &err) == 0);
  CHECK(out == withRg(want.text));
  REQUIRE(repo.diff("--format json", &out, &err) == 0);
  CHECK(jsonLines(out) == want.json);
  REQUIRE(repo.diff("--format markdown", &out, &err) == 0);
  CHECK(markdownLines(out) == want.markdown);
  CHECK(err.empty());
}

}  // namespace

TEST_CASE("diff cases: a resource added", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2")));
  repo.commit("base");
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2") + ",\n" + storage("stlogs", "TLS1_2")));
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment main.json (changed)
  + Microsoft.Storage/storageAccounts stlogs  main.json:6
      {RG}Microsoft.Storage/storageAccounts/stlogs
      + name: "stlogs"
      + type: "Microsoft.Storage/storageAccounts"
      + apiVersion: "2023-01-01"
      + location: "eastus"
      + kind: "StorageV2"
      + sku: {"name":"Standard_LRS"}
      + properties: {"minimumTlsVersion":"TLS1_2"}
  1 to create, 1 unchanged

Resource changes: 1 to create, 1 unchanged in 1 deployment.
)",
              {R"(deployment changed main.json)",
               R"(create Microsoft.Storage/storageAccounts stlogs)",
               R"(  create name: - => "stlogs")",
               R"(  create type: - => "Microsoft.Storage/storageAccounts")",
               R"(  create apiVersion: - => "2023-01-01")",
               R"(  create location: - => "eastus")",
               R"(  create kind: - => "StorageV2")",
               R"(  create sku: - => {"name":"Standard_LRS"})",
               R"(  create properties: - => {"minimumTlsVersion":"TLS1_2"})"},
              {R"(| main.json | changed | 1 | 0 | 0 | 0 | 1 |)",
               R"(  n0["#43; storageAccounts stlogs"]:::create)",
               R"(+ name: "stlogs")",
               R"(+ type: "Microsoft.Storage/storageAccounts")",
               R"(+ apiVersion: "2023-01-01")",
               R"(+ location: "eastus")",
               R"(+ kind: "StorageV2")",
               R"(+ sku: {"name":"Standard_LRS"})",
               R"(+ properties: {"minimumTlsVersion":"TLS1_2"})"}});
}

TEST_CASE("diff cases: a resource removed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2") + ",\n" + storage("stlogs", "TLS1_2")));
  repo.commit("base");
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2")));
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment main.json (changed)
  - Microsoft.Storage/storageAccounts stlogs  was main.json:6
      {RG}Microsoft.Storage/storageAccounts/stlogs
      - name: "stlogs"
      - type: "Microsoft.Storage/storageAccounts"
      - apiVersion: "2023-01-01"
      - location: "eastus"
      - kind: "StorageV2"
      - sku: {"name":"Standard_LRS"}
      - properties: {"minimumTlsVersion":"TLS1_2"}
  1 to delete, 1 unchanged

Resource changes: 1 to delete, 1 unchanged in 1 deployment.
)",
              {R"(deployment changed main.json)",
               R"(delete Microsoft.Storage/storageAccounts stlogs)",
               R"(  delete name: "stlogs" => -)",
               R"(  delete type: "Microsoft.Storage/storageAccounts" => -)",
               R"(  delete apiVersion: "2023-01-01" => -)",
               R"(  delete location: "eastus" => -)",
               R"(  delete kind: "StorageV2" => -)",
               R"(  delete sku: {"name":"Standard_LRS"} => -)",
               R"(  delete properties: {"minimumTlsVersion":"TLS1_2"} => -)"},
              {R"(| main.json | changed | 0 | 1 | 0 | 0 | 1 |)",
               R"(  n0["- storageAccounts stlogs"]:::delete)",
               R"(- name: "stlogs")",
               R"(- type: "Microsoft.Storage/storageAccounts")",
               R"(- apiVersion: "2023-01-01")",
               R"(- location: "eastus")",
               R"(- kind: "StorageV2")",
               R"(- sku: {"name":"Standard_LRS"})",
               R"(- properties: {"minimumTlsVersion":"TLS1_2"})"}});
}

TEST_CASE("diff cases: a property changed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2")));
  repo.commit("base");
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_0")));
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment main.json (changed)
  ~ Microsoft.Storage/storageAccounts stdata  main.json:5
      {RG}Microsoft.Storage/storageAccounts/stdata
      ~ properties.minimumTlsVersion: "TLS1_2" => "TLS1_0"
  1 to modify, 0 unchanged

Resource changes: 1 to modify, 0 unchanged in 1 deployment.
)",
              {R"(deployment changed main.json)",
               R"(modify Microsoft.Storage/storageAccounts stdata)",
               R"(  modify properties.minimumTlsVersion: "TLS1_2" => "TLS1_0")"},
              {R"(| main.json | changed | 0 | 0 | 1 | 0 | 0 |)",
               R"(  n0["#126; storageAccounts stdata"]:::modify)",
               R"(! properties.minimumTlsVersion: "TLS1_2" => "TLS1_0")"}});
}

TEST_CASE("diff cases: a Bicep module changed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.bicep", "module store 'modules/store.bicep' = {\n  name: 'store'\n  params: { name: 'stmod' }\n}\n");
  auto module = [](const char* publicAccess) {
    return std::string("param name string\n\nresource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
                       "  name: name\n  location: 'eastus'\n  kind: 'StorageV2'\n  sku: { name: 'Standard_LRS' }\n"
                       "  properties: { allowBlobPublicAccess: ") + publicAccess + " }\n}\n";
  };
  repo.write("modules/store.bicep", module("false"));
  repo.commit("base");
  repo.write("modules/store.bicep", module("true"));
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment main.bicep (changed)
  ~ Microsoft.Storage/storageAccounts stmod  modules/store.bicep:3
      {RG}Microsoft.Storage/storageAccounts/stmod
      ~ properties.allowBlobPublicAccess: false => true
  1 to modify, 1 unchanged

Resource changes: 1 to modify, 1 unchanged in 1 deployment.
)",
              {R"(deployment changed main.bicep)",
               R"(modify Microsoft.Storage/storageAccounts stmod)",
               R"(  modify properties.allowBlobPublicAccess: false => true)"},
              {R"(| main.bicep | changed | 0 | 0 | 1 | 0 | 1 |)",
               R"(  n0["#126; storageAccounts stmod"]:::modify)",
               R"(! properties.allowBlobPublicAccess: false => true)"}});
}

TEST_CASE("diff cases: a file renamed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2")));
  repo.write("main.parameters.json", parameterFile("Standard_LRS"));
  repo.commit("base");
  repo.move("main.json", "storage.json");
  repo.move("main.parameters.json", "storage.parameters.json");
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment storage.json with storage.parameters.json (unchanged, renamed from main.json with main.parameters.json)
  no change, 1 unchanged

Resource changes: no change, 1 unchanged in 1 deployment.
)",
              {R"(deployment unchanged storage.json with storage.parameters.json renamed from main.json)"},
              {R"(| storage.json with storage.parameters.json (renamed from main.json with main.parameters.json) | unchanged | 0 | 0 | 0 | 0 | 1 |)"}});
}

TEST_CASE("diff cases: only a parameter file changed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", armTemplate(storage("stdata", "TLS1_2")));
  repo.write("main.parameters.json", parameterFile("Standard_LRS"));
  repo.commit("base");
  repo.write("main.parameters.json", parameterFile("Standard_GRS"));
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment main.json with main.parameters.json (changed)
  ~ Microsoft.Storage/storageAccounts stdata  main.json:5
      {RG}Microsoft.Storage/storageAccounts/stdata
      ~ sku.name: "Standard_LRS" => "Standard_GRS"
  1 to modify, 0 unchanged

Resource changes: 1 to modify, 0 unchanged in 1 deployment.
)",
              {R"(deployment changed main.json with main.parameters.json)",
               R"(modify Microsoft.Storage/storageAccounts stdata)",
               R"(  modify sku.name: "Standard_LRS" => "Standard_GRS")"},
              {R"(| main.json with main.parameters.json | changed | 0 | 0 | 1 | 0 | 0 |)",
               R"(  n0["#126; storageAccounts stdata"]:::modify)",
               R"(! sku.name: "Standard_LRS" => "Standard_GRS")"}});
}

TEST_CASE("diff cases: a change inside a copy loop", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  auto containers = [](const std::string& items) {
    return armTemplate(
        R"(    {"type": "Microsoft.Storage/storageAccounts/blobServices/containers", "apiVersion": "2023-01-01", "name": "[format('stdata/default/{0}', parameters('containers')[copyIndex()].name)]", "copy": {"name": "c", "count": "[length(parameters('containers'))]"}, "properties": {"publicAccess": "[parameters('containers')[copyIndex()].access]"}})",
        R"("containers": {"type": "array", "defaultValue": [)" + items + "]}");
  };
  repo.write("main.json", containers(R"({"name": "a", "access": "None"}, {"name": "b", "access": "None"})"));
  repo.commit("base");
  repo.write("main.json", containers(R"({"name": "a", "access": "None"}, {"name": "b", "access": "Blob"}, {"name": "c", "access": "None"})"));
  check(repo, {R"(preflight diff: HEAD -> working tree

Deployment main.json (changed)
  ~ Microsoft.Storage/storageAccounts/blobServices/containers stdata/default/b  main.json:5
      {RG}Microsoft.Storage/storageAccounts/stdata/blobServices/default/containers/b
      ~ properties.publicAccess: "None" => "Blob"
  + Microsoft.Storage/storageAccounts/blobServices/containers stdata/default/c  main.json:5
      {RG}Microsoft.Storage/storageAccounts/stdata/blobServices/default/containers/c
      + name: "stdata/default/c"
      + type: "Microsoft.Storage/storageAccounts/blobServices/containers"
      + apiVersion: "2023-01-01"
      + properties: {"publicAccess":"None"}
  1 to create, 1 to modify, 1 unchanged

Resource changes: 1 to create, 1 to modify, 1 unchanged in 1 deployment.
)",
              {R"(deployment changed main.json)",
               R"(modify Microsoft.Storage/storageAccounts/blobServices/containers stdata/default/b)",
               R"(  modify properties.publicAccess: "None" => "Blob")",
               R"(create Microsoft.Storage/storageAccounts/blobServices/containers stdata/default/c)",
               R"(  create name: - => "stdata/default/c")",
               R"(  create type: - => "Microsoft.Storage/storageAccounts/blobServices/containers")",
               R"(  create apiVersion: - => "2023-01-01")",
               R"(  create properties: - => {"publicAccess":"None"})"},
              {R"(| main.json | changed | 1 | 0 | 1 | 0 | 1 |)",
               R"(  n0["#126; containers stdata/default/b"]:::modify)",
               R"(  n1["#43; containers stdata/default/c"]:::create)",
               R"(! properties.publicAccess: "None" => "Blob")",
               R"(+ name: "stdata/default/c")",
               R"(+ type: "Microsoft.Storage/storageAccounts/blobServices/containers")",
               R"(+ apiVersion: "2023-01-01")",
               R"(+ properties: {"publicAccess":"None"})"}});
}
