// `preflight rules` and `preflight rules show`: the rules analyze would run, and one rule's page.
#include <catch2/catch.hpp>

#include "engine/analyze/builtin_rules.hpp"
#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using test::runCli;

namespace {

// A repository with one rule of its own (and its help page) and a configuration.
struct Repo {
  test::TempDir dir;
  Repo(const std::string& config = "") {
    dir.write(".git/HEAD", "ref: refs/heads/main\n");
    dir.write(".ps-rule/Org.Rule.yaml",
              "# Synopsis: Resources carry an owner tag.\n"
              "apiVersion: github.com/microsoft/PSRule/v1\n"
              "kind: Rule\n"
              "metadata:\n"
              "  name: Org.Tags.Owner\n"
              "  tags: {team: platform}\n"
              "spec:\n"
              "  level: Warning\n"
              "  recommend: Add tags.owner.\n"
              "  condition:\n"
              "    field: tags.owner\n"
              "    hasValue: true\n");
    dir.write(".ps-rule/en/Org.Tags.Owner.md",
              "# Owner tag\n\n## DESCRIPTION\n\nWho to call.\n\n## EXAMPLES\n\n### Configure with Bicep\n\n"
              "```bicep\nparam location string = resourceGroup().location\n\nresource st 'Microsoft.Storage/storageAccounts@2023-05-01' = {\n"
              "  name: 'stowner01'\n  location: location\n  tags: {\n    owner: 'platform'\n  }\n  sku: {\n    name: 'Standard_LRS'\n"
              "  }\n  kind: 'StorageV2'\n}\n```\n");
    if (!config.empty()) dir.write("preflight.yaml", config);
  }
};

// How many rules the built-in pack has.
size_t builtinRuleCount() {
  SourceFiles files;
  Diagnostics diags;
  rules::RuleSetBuilder builder(files, diags);
  analyze::addBuiltinRules(builder);
  return builder.build().size();
}

}  // namespace

TEST_CASE("rules: lists every built-in rule with id, name, level, service, tags and synopsis", "[help][cli][rules]") {
  test::TempDir empty;
  std::string out, err;
  REQUIRE(runCli("rules " + empty.str(), &out, &err) == 0);
  INFO(err);
  CHECK(out.find("PF-0101  Azure.Storage.SecureTransfer  (Error; Storage; release=GA, Azure.WAF/pillar=Security)") !=
        std::string::npos);
  CHECK(out.find("    Storage accounts must refuse unencrypted (HTTP) requests.") != std::string::npos);
  // The service is the rule's `service` tag where its name says it shorter, and is not a tag again.
  CHECK(out.find("PF-0601  Azure.ACR.AdminUser  (Error; Container Registry; release=GA, Azure.WAF/pillar=Security)") !=
        std::string::npos);
  CHECK(out.find("service=") == std::string::npos);
  size_t n = builtinRuleCount();
  REQUIRE(n >= 80);
  CHECK(out.find("\n" + std::to_string(n) + " rules\n") != std::string::npos);

  REQUIRE(runCli("rules " + empty.str() + " --format json", &out, &err) == 0);
  Diagnostics d;
  auto doc = parseJson(out, 0, d);
  REQUIRE(doc);
  const Value* rules = doc->get("rules");
  REQUIRE(rules);
  REQUIRE(rules->arr().size() == n);
  const Value& first = rules->arr()[0];
  CHECK(first.get("id")->str() == "PF-0501");
  CHECK(first.get("types")->arr()[0].str() == "Microsoft.ContainerService/managedClusters");
  CHECK(first.get("source")->str() == "built-in");
  CHECK(first.get("service")->str() == "Kubernetes Service");
  CHECK(first.get("tags")->get("service") == nullptr);

  REQUIRE(runCli("rules " + empty.str() + " --format markdown", &out, &err) == 0);
  CHECK(out.find("| PF-0101 | Azure.Storage.SecureTransfer | Error | Storage |") != std::string::npos);
  CHECK(out.find("| PF-0601 | Azure.ACR.AdminUser | Error | Container Registry | release=GA, Azure.WAF/pillar=Security |") !=
        std::string::npos);
}

TEST_CASE("rules: a repository's rule files and configuration are listed as analyze would run them", "[help][cli][rules]") {
  Repo repo("rules:\n  exclude: ['Azure.*']\n");
  std::string out, err;
  REQUIRE(runCli("rules " + repo.dir.str(), &out, &err) == 0);
  INFO(out << err);
  CHECK(out.find("Org.Tags.Owner  (Warning; Tags; team=platform; ") != std::string::npos);
  CHECK(out.find("Azure.Storage.SecureTransfer") == std::string::npos);
  CHECK(out.find("\n1 rule\n") != std::string::npos);

  // `show` finds a rule the configuration leaves out, and says so.
  REQUIRE(runCli("rules show Azure.KeyVault.RBAC " + repo.dir.str(), &out, &err) == 0);
  CHECK(out.find("level: Warning (not run by the configuration)") != std::string::npos);
}

TEST_CASE("rules show: a rule's page with what it checks, how to fix it and both examples", "[help][cli][rules]") {
  test::TempDir empty;
  std::string byId, byName, err;
  REQUIRE(runCli("rules show PF-0101 " + empty.str(), &byId, &err) == 0);
  REQUIRE(runCli("rules show azure.storage.securetransfer " + empty.str(), &byName, &err) == 0);
  CHECK(byId == byName);
  for (const char* part : {"PF-0101 Azure.Storage.SecureTransfer\n", "resource types: Microsoft.Storage/storageAccounts\n",
                           "\nDescription:\n", "\nWhat it checks:\n  type:\n  - Microsoft.Storage/storageAccounts\n",
                           "      equals: true\n", "\nHow to fix it:\n", "\nExample (Bicep):\n",
                           "    resource storage 'Microsoft.Storage/storageAccounts@2023-05-01' = {\n",
                           "\nExample (Azure template):\n", "\"supportsHttpsTrafficOnly\": true",
                           "  Reference: https://learn.microsoft.com/azure/storage/common/storage-require-secure-transfer\n"}) {
    INFO(part);
    CHECK(byId.find(part) != std::string::npos);
  }
  CHECK(byId.find("_generator") == std::string::npos);

  std::string json;
  REQUIRE(runCli("rules show PF-0101 " + empty.str() + " --format json", &json, &err) == 0);
  Diagnostics d;
  auto doc = parseJson(json, 0, d);
  REQUIRE(doc);
  CHECK(doc->get("examples")->get("bicep")->str().find("supportsHttpsTrafficOnly: true") != std::string::npos);
  CHECK(doc->get("examples")->get("armTemplate")->str().find("\"resources\"") != std::string::npos);

  std::string md;
  REQUIRE(runCli("rules show PF-0101 " + empty.str() + " --format markdown", &md, &err) == 0);
  CHECK(md.find("# Azure.Storage.SecureTransfer\n") == 0);
  CHECK(md.find("\n### Azure template\n\n```json\n") != std::string::npos);
}

TEST_CASE("rules show: a rule that reads configuration shows its example's preflight.yaml", "[help][cli][rules]") {
  test::TempDir empty;
  std::string out, err;
  REQUIRE(runCli("rules show Azure.Storage.AllowedSKUs " + empty.str(), &out, &err) == 0);
  CHECK(out.find("\nExample (Bicep), preflight.yaml:\n    # file: preflight.yaml\n    configuration:\n") !=
        std::string::npos);
  REQUIRE(runCli("rules show Azure.Storage.AllowedSKUs " + empty.str() + " --format markdown", &out, &err) == 0);
  CHECK(out.find("\npreflight.yaml:\n\n```yaml\n# file: preflight.yaml\nconfiguration:\n") != std::string::npos);
}

TEST_CASE("rules show: a repository rule's help page beside its file", "[help][cli][rules]") {
  Repo repo;
  std::string out, err;
  REQUIRE(runCli("rules show Org.Tags.Owner " + repo.dir.str(), &out, &err) == 0);
  INFO(out << err);
  CHECK(out.find("\nDescription:\n  Who to call.\n") != std::string::npos);
  CHECK(out.find("\"owner\": \"platform\"") != std::string::npos);  // compiled from its Bicep example
  CHECK(out.find("source: ") != std::string::npos);
  CHECK(out.find("Org.Rule.yaml") != std::string::npos);
}

TEST_CASE("rules show: an unknown rule is CLI030 with suggestions, exit 1", "[help][cli][rules]") {
  test::TempDir empty;
  std::string out, err;
  CHECK(runCli("rules show SecureTransfer " + empty.str(), &out, &err) == 1);
  CHECK(out.empty());
  CHECK(err.find("error CLI030: no rule is named 'SecureTransfer'; did you mean Azure.Storage.SecureTransfer?") !=
        std::string::npos);
  CHECK(runCli("rules show Nothing.Like.It " + empty.str(), &out, &err) == 1);
  CHECK(err.find("did you mean") == std::string::npos);
}

TEST_CASE("rules: hostile rule text cannot drive the terminal", "[help][cli][rules]") {
  test::TempDir dir;
  dir.write("Evil.Rule.yaml",
            "# Synopsis: Looks fine\x1b]0;owned\x07 until printed.\n"
            "apiVersion: github.com/microsoft/PSRule/v1\n"
            "kind: Rule\n"
            "metadata:\n"
            "  name: Evil.Rule.One\n"
            "spec:\n"
            "  condition:\n"
            "    field: name\n"
            "    exists: true\n");
  std::string out, err;
  REQUIRE(runCli("rules " + dir.str() + " --no-builtin-rules --rules " + dir.str() + "/Evil.Rule.yaml", &out, &err) == 0);
  CHECK(out.find('\x1b') == std::string::npos);
  CHECK(out.find("Looks fine\\x1b]0;owned\\x07 until printed.") != std::string::npos);
}

TEST_CASE("rules: a --rules path that does not exist is a usage error", "[help][cli][rules]") {
  test::TempDir empty;
  std::string out, err;
  CHECK(runCli("rules " + empty.str() + " --rules " + empty.str() + "/missing", &out, &err) == 2);
  CHECK(err.find("CLI010") != std::string::npos);
}
