// `preflight diff` end to end: revisions and paths, exit codes, values known only after
// deployment, secure values, --rules, .bicepparam, and hostile names in every format.
#include <catch2/catch.hpp>

#include <filesystem>
#include <sstream>

#include "engine/core/file.hpp"
#include "tests/unit/diff/diff_formats.hpp"
#include "tests/unit/diff/git_repo.hpp"

using namespace pf::test;

namespace {

const char* kSchema =
    R"("$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#", "contentVersion": "1.0.0.0")";

std::string storageTemplate(const std::string& name, const std::string& tls) {
  return std::string("{") + kSchema + R"(, "resources": [
  {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": ")" + name +
         R"(", "location": "eastus", "kind": "StorageV2", "sku": {"name": "Standard_GRS"}, "properties": {"minimumTlsVersion": ")" +
         tls + R"(", "supportsHttpsTrafficOnly": true, "allowBlobPublicAccess": false}}]}
)";
}

// A template with a secure parameter written into two properties, and a web app reading a
// storage account's runtime endpoint.
std::string appTemplate(const std::string& tls, const std::string& endpoint) {
  return std::string("{") + kSchema + R"(,
 "parameters": {"password": {"type": "secureString"}},
 "resources": [
  {"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01", "name": "stdata", "location": "eastus", "kind": "StorageV2", "sku": {"name": "Standard_GRS"}, "properties": {"minimumTlsVersion": ")" +
         tls + R"(", "supportsHttpsTrafficOnly": true, "allowBlobPublicAccess": false}},
  {"type": "Microsoft.KeyVault/vaults/secrets", "apiVersion": "2023-07-01", "name": "kv1/pw", "properties": {"value": "[parameters('password')]", "contentType": "[concat('pw-', parameters('password'))]"}},
  {"type": "Microsoft.Web/sites", "apiVersion": "2023-01-01", "name": "app1", "location": "eastus", "dependsOn": ["stdata"], "properties": {"siteConfig": {"appSettings": [{"name": "BLOB", "value": "[reference(resourceId('Microsoft.Storage/storageAccounts', 'stdata')).primaryEndpoints.)" +
         endpoint + R"(]"}]}}}
 ]}
)";
}

std::string passwordFile(const std::string& password) {
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#", "contentVersion": "1.0.0.0", "parameters": {"password": {"value": ")" +
         password + "\"}}}\n";
}

}  // namespace

TEST_CASE("diff cli: exit codes, and --exit-code as git diff has it", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", storageTemplate("stdata", "TLS1_2"));
  repo.commit("base");
  std::string out;
  CHECK(repo.diff("--exit-code", &out) == 0);
  CHECK(out.find("no change, 1 unchanged") != std::string::npos);
  repo.write("main.json", storageTemplate("stdata", "TLS1_1"));
  CHECK(repo.diff("", &out) == 0);
  CHECK(repo.diff("--exit-code", &out) == 1);
  CHECK(repo.diff("--exit-code --format json", &out) == 1);
  CHECK(json(out).get("hasChanges")->asBool());
}

TEST_CASE("diff cli: --base and --head name commits; a path absent at one side is added or removed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("infra/main.json", storageTemplate("stdata", "TLS1_2"));
  repo.commit("one");
  repo.write("infra/main.json", storageTemplate("stdata", "TLS1_1"));
  repo.write("extra/logs.json", storageTemplate("stlogs", "TLS1_2"));
  repo.commit("two");
  repo.remove("infra");  // the working tree is not compared when --head is given
  std::string out, err;
  REQUIRE(repo.diff("--base HEAD~1 --head HEAD --format json", &out, &err) == 0);
  CHECK(jsonLines(out) == Lines{"deployment added extra/logs.json",
                                "create Microsoft.Storage/storageAccounts stlogs",
                                R"(  create name: - => "stlogs")",
                                R"(  create type: - => "Microsoft.Storage/storageAccounts")",
                                R"(  create apiVersion: - => "2023-01-01")",
                                R"(  create location: - => "eastus")",
                                R"(  create kind: - => "StorageV2")",
                                R"(  create sku: - => {"name":"Standard_GRS"})",
                                R"(  create properties: - => {"minimumTlsVersion":"TLS1_2","supportsHttpsTrafficOnly":true,"allowBlobPublicAccess":false})",
                                "deployment changed infra/main.json",
                                "modify Microsoft.Storage/storageAccounts stdata",
                                R"(  modify properties.minimumTlsVersion: "TLS1_2" => "TLS1_1")"});
  CHECK(json(out).get("base")->str() == "HEAD~1");
  // A path that exists at one side only: its deployments are added (or removed), not an error.
  REQUIRE(repo.diff("--base HEAD~1 --head HEAD --format json extra", &out, &err) == 0);
  CHECK(jsonLines(out).front() == "deployment added extra/logs.json");
  REQUIRE(repo.diff("--base HEAD --head HEAD~1 --format json extra", &out, &err) == 0);
  CHECK(jsonLines(out).front() == "deployment removed extra/logs.json");
  CHECK(jsonLines(out)[1] == "delete Microsoft.Storage/storageAccounts stlogs");
  // The working tree (head by default) lacks infra/: removed.
  REQUIRE(repo.diff("--format json infra", &out, &err) == 0);
  CHECK(jsonLines(out).front() == "deployment removed infra/main.json");
  CHECK(err.empty());
}

TEST_CASE("diff cli: values known after deployment, secure values and --rules", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", appTemplate("TLS1_2", "blob"));
  repo.write("main.parameters.json", passwordFile("first-Secret-123"));
  repo.commit("base");
  repo.write("main.json", appTemplate("TLS1_0", "web"));
  repo.write("main.parameters.json", passwordFile("second-Secret-456"));
  std::string text, js, md, err;
  REQUIRE(repo.diff("--rules --color never", &text, &err) == 0);
  REQUIRE(repo.diff("--rules --format json", &js, &err) == 0);
  REQUIRE(repo.diff("--rules --format markdown", &md, &err) == 0);
  // The secret changed, but only placeholders are compared and shown: kv1/pw is unchanged.
  for (const std::string* s : {&text, &js, &md, &err}) {
    CHECK(s->find("Secret-123") == std::string::npos);
    CHECK(s->find("Secret-456") == std::string::npos);
  }
  CHECK(text.find("kv1/pw") == std::string::npos);
  // A runtime value (reference() of an endpoint) is not invented: known after deployment.
  CHECK(text.find("  ? Microsoft.Web/sites app1  main.json:6\n") != std::string::npos);
  CHECK(text.find("      ? properties.siteConfig.appSettings[0].value: (known after deployment)\n") != std::string::npos);
  CHECK(text.find("1 to modify, 1 known after deployment, 1 unchanged") != std::string::npos);
  // --rules: the weaker TLS version fails a rule that passed at the base.
  CHECK(text.find("      new error Azure.Storage.MinTLS: ") != std::string::npos);
  CHECK(jsonLines(js) == Lines{"deployment changed main.json with main.parameters.json",
                               "modify Microsoft.Storage/storageAccounts stdata",
                               R"(  modify properties.minimumTlsVersion: "TLS1_2" => "TLS1_0")",
                               "unknown Microsoft.Web/sites app1",
                               R"(  unknown properties.siteConfig.appSettings[0].value: "[reference(resourceId('Microsoft.Storage/storageAccounts', 'stdata')).primaryEndpoints.blob]" => "[reference(resourceId('Microsoft.Storage/storageAccounts', 'stdata')).primaryEndpoints.web]")"});
  pf::Value doc = json(js);
  CHECK(doc.get("rulesChecked")->asBool());
  const pf::Value& introduced = *doc.get("deployments")->at(0)->get("resources")->at(0)->get("findings")->get("introduced");
  REQUIRE(introduced.arr().size() == 1);
  CHECK(introduced.at(0)->get("rule")->str() == "Azure.Storage.MinTLS");
  CHECK(md.find("| main.json with main.parameters.json | changed | 0 | 0 | 1 | 1 | 1 | 1 | 0 |") != std::string::npos);
  CHECK(md.find("- New: error **Azure.Storage.MinTLS**: ") != std::string::npos);
  // The reverse change fixes it.
  repo.commit("head");
  repo.write("main.json", appTemplate("TLS1_2", "web"));
  REQUIRE(repo.diff("--rules --color never", &text, &err) == 0);
  CHECK(text.find("      fixed error Azure.Storage.MinTLS: ") != std::string::npos);
  CHECK(text.find("new error") == std::string::npos);
}

TEST_CASE("diff cli: a .bicepparam file's value changed", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.bicep",
             "param sku string\n\nresource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n  name: 'stdata'\n"
             "  location: 'eastus'\n  kind: 'StorageV2'\n  sku: { name: sku }\n}\n");
  repo.write("main.bicepparam", "using 'main.bicep'\n\nparam sku = 'Standard_LRS'\n");
  repo.commit("base");
  repo.write("main.bicepparam", "using 'main.bicep'\n\nparam sku = 'Standard_ZRS'\n");
  std::string out, err;
  REQUIRE(repo.diff("--format json", &out, &err) == 0);
  CHECK(jsonLines(out) == Lines{"deployment changed main.bicep with main.bicepparam",
                                "modify Microsoft.Storage/storageAccounts stdata",
                                R"(  modify sku.name: "Standard_LRS" => "Standard_ZRS")"});
}

TEST_CASE("diff cli: hostile names cannot break out of the text, the Markdown or the diagram", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", storageTemplate("stdata", "TLS1_2"));
  repo.commit("base");
  // JSON escapes: ESC (a colour sequence), a newline, quotes; then Markdown, HTML and Mermaid
  // syntax (no '/': a name with one segment too many is not deployed, see below).
  std::string name = R"(x\u001b[31m\n\"]; click n0 href \"javascript:alert(1)\" %%\n```\n<details><img src=x> @admin #1 `)";
  repo.write("main.json", storageTemplate(name, "TLS1_0"));
  std::string text, md, err;
  REQUIRE(repo.diff("--color never", &text, &err) == 0);
  CHECK(text.find('\x1b') == std::string::npos);
  CHECK(text.find("\\x1b[31m") != std::string::npos);
  REQUIRE(repo.diff("--format markdown", &md, &err) == 0);
  // Outside code blocks (where GitHub renders nothing) no tag or mention survives.
  std::string rendered;
  {
    std::istringstream in(md);
    std::string line, fence;
    while (std::getline(in, line)) {
      if (line.rfind("```", 0) == 0) {
        std::string marks = line.substr(0, line.find_first_not_of('`'));
        if (fence.empty()) fence = marks;
        else if (marks.size() >= fence.size() && line.find_first_not_of('`') == std::string::npos) fence.clear();
        continue;
      }
      if (fence.empty()) rendered += line + "\n";
    }
  }
  CHECK(rendered.find("<img") == std::string::npos);
  CHECK(rendered.find("<details><img") == std::string::npos);
  CHECK(rendered.find("@admin") == std::string::npos);
  CHECK(rendered.find("&lt;img src=x&gt;") != std::string::npos);
  // Every diagram label is letters, digits, spaces, . _ - / : and entity codes: nothing can close
  // the label or the code block, and "click" stays text inside a label.
  size_t start = md.find("```mermaid\n");
  REQUIRE(start != std::string::npos);
  size_t end = md.find("\n```\n", start);
  std::string diagram = md.substr(start, end - start);
  for (size_t at = diagram.find("[\""); at != std::string::npos; at = diagram.find("[\"", at + 1)) {
    size_t close = diagram.find("\"]", at + 2);
    REQUIRE(close != std::string::npos);
    std::string label = diagram.substr(at + 2, close - at - 2);
    INFO(label);
    CHECK(label.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ._-/:#;") ==
          std::string::npos);
  }
  CHECK(diagram.find("\n  click") == std::string::npos);
  // Code blocks stay closed: the name's ``` is inside a longer fence.
  CHECK(md.find("\n````diff\n") != std::string::npos);
}

TEST_CASE("diff cli: an expansion error is reported with the deployment, not dropped", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", storageTemplate("stdata", "TLS1_2"));
  repo.commit("base");
  repo.write("main.json", storageTemplate("st/data", "TLS1_2"));  // two name segments for a one-segment type
  std::string text, js, md, err;
  REQUIRE(repo.diff("--color never", &text, &err) == 0);
  CHECK(text.find("  error at the head: EXP011 main.json:2: the resource name 'st/data' has 2 segment(s)") != std::string::npos);
  CHECK(err.find("preflight diff: at working tree: main.json:2:") != std::string::npos);
  REQUIRE(repo.diff("--format json", &js, &err) == 0);
  CHECK(json(js).get("deployments")->at(0)->get("errors")->at(0)->str().rfind("at the head: EXP011 main.json:2: ", 0) == 0);
  REQUIRE(repo.diff("--format markdown", &md, &err) == 0);
  CHECK(md.find("- :x: at the head: EXP011 main.json:2: the resource name 'st/data'") != std::string::npos);
}

TEST_CASE("diff cli: a deployment that does not compile is counted in the headline, never 'no change'", "[diff][diff-cli]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  repo.write("main.json", storageTemplate("stdata", "TLS1_2"));
  repo.commit("base");
  repo.write("broken.bicep", "resource st 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n");
  std::string text, md, err;
  REQUIRE(repo.diff("--color never", &text, &err) == 0);
  CHECK(text.find("Resource changes: 1 deployment not compared (it did not expand), 1 unchanged in 2 deployments.") !=
        std::string::npos);
  REQUIRE(repo.diff("--format markdown", &md, &err) == 0);
  CHECK(md.find("**1 deployment not compared \\(it did not expand\\), 1 unchanged** in 2 deployments.") !=
        std::string::npos);
}

TEST_CASE("diff cli: --output is not written through a link the working tree holds", "[diff][diff-cli][access]") {
  PF_REQUIRE_GIT();
  GitRepo repo;
  TempDir runner;
  std::string victim = runner.write("tool", "#!/bin/sh\necho own\n");
  repo.write("main.json", storageTemplate("stdata", "TLS1_2"));
  repo.commit("base");
  repo.write("main.json", storageTemplate("stdata", "TLS1_1"));
  std::filesystem::create_symlink(victim, repo.dir().path() / "diff.md");
  std::string out, err;
  CHECK(repo.diff("--format markdown --output diff.md", &out, &err) == 2);
  CHECK(err.find("CLI025") != std::string::npos);
  CHECK(err.find("leading outside the repository analyzed") != std::string::npos);
  auto text = pf::readFile(victim);
  REQUIRE(text);
  CHECK(*text == "#!/bin/sh\necho own\n");
  CHECK(repo.diff("--format markdown --output " + runner.str() + "/diff.md", &out, &err) == 0);
  CHECK(std::filesystem::is_regular_file(runner.path() / "diff.md"));
}
