// A fork's pull request cannot make preflight read files outside the repository analyzed: every
// read path (Bicep load* functions, modules, imports, using/extends, bicepconfig.json extends,
// linked templates and artifact locations, rule and configuration files, discovery, parameter
// file links, the Bicep CLI) with `..`, absolute paths and links, and FIFOs and devices. A secret
// planted beside the repository must appear in no report format and no diagnostic; with
// --allow-read it does (so each case shows the read it stops would have printed it).
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::runCli;
using pf::test::TempDir;
namespace fs = std::filesystem;

namespace {

// Lower-case letters and digits, so that it can be a storage account name the rules report.
const std::string kSecret = "zqsecret7f3a9c";

std::string q(const std::string& s) { return "'" + s + "'"; }

// A storage account whose name is `nameExpr`; the built-in rules fail on it (no HTTPS only), so
// its name is printed in every report when it is expanded.
std::string storage(const std::string& nameExpr) {
  return "resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n  name: " + nameExpr +
         "\n  location: 'eastus'\n  sku: { name: 'Standard_LRS' }\n  kind: 'StorageV2'\n"
         "  properties: { supportsHttpsTrafficOnly: false }\n}\n";
}

std::string armWithStorage(const std::string& name) {
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0", "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
  "name": ")" + name + R"(", "location": "eastus", "sku": {"name": "Standard_LRS"}, "kind": "StorageV2",
  "properties": {"supportsHttpsTrafficOnly": false}}]})";
}

std::string armWithLink(const std::string& link) {
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0", "resources": [{"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01",
  "name": "linked", "properties": {"mode": "Incremental", "templateLink": )" + link + "}}]}";
}

// A repository (with .git) beside a folder of the runner's files holding the secret.
struct Fork {
  TempDir t;
  std::string repo, outside;
  Fork() {
    repo = (t.path() / "repo").string();
    outside = (t.path() / "outside").string();
    fs::create_directories(t.path() / "repo/.git");
    t.write("outside/secret.txt", kSecret + "\n");
    t.write("outside/secret.json", "{\"name\": \"" + kSecret + "\"}");
    t.write("outside/secret.yaml", "name: " + kSecret + "\n");
    t.write("outside/names/" + kSecret + ".name", "x");
    t.write("outside/mod.bicep", storage("'" + kSecret + "'"));
    t.write("outside/exports.bicep", "@export()\nvar name = '" + kSecret + "'\n");
    t.write("outside/base.bicepparam", "using none\nparam name = '" + kSecret + "'\n");
    t.write("outside/bicepconfig.json", "{\"" + kSecret + "\": true}");
    t.write("outside/linked.json", armWithStorage(kSecret));
    t.write("outside/preflight.yaml", kSecret + ": true\n");
    t.write("outside/rules/Leak.Rule.yaml", R"(---
# Synopsis: )" + kSecret + R"(
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Leak.Everything
spec:
  type: [Microsoft.Storage/storageAccounts]
  condition:
    field: name
    equals: )" + kSecret + "\n");
  }
  std::string write(const std::string& rel, const std::string& text) const { return t.write("repo/" + rel, text); }
  void link(const std::string& target, const std::string& rel) const {
    fs::create_directories((fs::path(repo) / rel).parent_path());
    fs::create_symlink(target, fs::path(repo) / rel);
  }
  void fifo(const std::string& rel) const {
    fs::create_directories((fs::path(repo) / rel).parent_path());
    REQUIRE(::mkfifo((fs::path(repo) / rel).c_str(), 0600) == 0);
  }
};

const char* kFormats[] = {"text", "json", "sarif", "junit", "markdown"};

// Runs `preflight analyze <args>` in every report format; the secret is in none of them nor on
// standard error, and each run says why the read was refused (`expect`, on stdout or stderr).
void refusedEverywhere(const std::string& args, const std::string& expect) {
  for (const char* format : kFormats) {
    INFO("analyze " << args << " --format " << format);
    std::string out, err;
    runCli("analyze " + args + " --format " + format, &out, &err);
    CHECK_THAT(out + err, !Catch::Contains(kSecret));
    CHECK_THAT(out + err, Catch::Contains(expect));
  }
}

// With --allow-read on the runner's folder, the same analysis does print the secret.
void leaksWhenAllowed(const Fork& f, const std::string& args) {
  std::string out, err;
  runCli("analyze " + args + " --allow-read " + q(f.outside) + " --format json", &out, &err);
  INFO(err);
  CHECK_THAT(out + err, Catch::Contains(kSecret));
}

}  // namespace

TEST_CASE("confinement: Bicep load* functions cannot read outside the repository", "[analyze][access]") {
  struct Case {
    const char* what;
    std::string nameExpr;
  };
  Fork f;
  std::vector<Case> cases = {
      {"loadTextContent with ..", "trim(loadTextContent('../../outside/secret.txt'))"},
      {"loadTextContent with an absolute path", "trim(loadTextContent('" + f.outside + "/secret.txt'))"},
      {"loadJsonContent", "loadJsonContent('../../outside/secret.json').name"},
      {"loadYamlContent", "loadYamlContent('../../outside/secret.yaml').name"},
      {"loadFileAsBase64", "trim(base64ToString(loadFileAsBase64('../../outside/secret.txt')))"},
      {"loadDirectoryFileInfo", "loadDirectoryFileInfo('../../outside/names')[0].baseName"},
      {"a link leading out", "trim(loadTextContent('link.txt'))"},
  };
  f.link("../../outside/secret.txt", "app/link.txt");
  for (const Case& c : cases) {
    SECTION(c.what) {
      f.write("app/main.bicep", storage(c.nameExpr));
      refusedEverywhere(q(f.repo), "IO010");
      leaksWhenAllowed(f, q(f.repo));
    }
  }
}

TEST_CASE("confinement: a link that stays inside the repository is read", "[analyze][access]") {
  Fork f;
  f.write("names/inside.txt", "stinsidename\n");
  f.link("../names/inside.txt", "app/link.txt");
  f.write("app/main.bicep", storage("trim(loadTextContent('link.txt'))"));
  std::string out, err;
  runCli("analyze " + q(f.repo) + " --format json", &out, &err);
  CHECK_THAT(out, Catch::Contains("stinsidename"));
  CHECK_THAT(out + err, !Catch::Contains("IO010"));
}

TEST_CASE("confinement: modules, imports, using and extends cannot leave the repository", "[analyze][access]") {
  Fork f;
  SECTION("module with ..") {
    f.write("app/main.bicep", "module m '../../outside/mod.bicep' = {\n  name: 'm'\n}\n");
    refusedEverywhere(q(f.repo), "IO010");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION("module through a linked folder") {
    f.link("../../outside", "app/ext");
    f.write("app/main.bicep", "module m 'ext/mod.bicep' = {\n  name: 'm'\n}\n");
    refusedEverywhere(q(f.repo), "IO010");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION("compile-time import") {
    f.write("app/main.bicep", "import {name} from '../../outside/exports.bicep'\n" + storage("name"));
    refusedEverywhere(q(f.repo), "IO010");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION(".bicepparam using") {
    f.write("app/main.bicepparam", "using '../../outside/mod.bicep'\n");
    refusedEverywhere(q(f.repo), "IO010");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION(".bicepparam extends") {
    f.write("app/main.bicep", "param name string\n" + storage("name"));
    f.write("app/main.bicepparam", "using 'main.bicep'\nextends '../../outside/base.bicepparam'\n");
    refusedEverywhere(q(f.repo), "IO010");
    leaksWhenAllowed(f, q(f.repo));
  }
}

TEST_CASE("confinement: bicepconfig.json extends cannot leave the repository", "[analyze][access]") {
  Fork f;
  f.write("app/bicepconfig.json", R"({"extends": "../../outside/bicepconfig.json"})");
  f.write("app/main.bicep", storage("'stplain'"));
  refusedEverywhere(q(f.repo), "IO010");
  leaksWhenAllowed(f, q(f.repo));
}

TEST_CASE("confinement: linked templates and artifact locations cannot leave the repository", "[analyze][access]") {
  Fork f;
  SECTION("relativePath") {
    f.write("azuredeploy.json", armWithLink(R"({"relativePath": "../outside/linked.json"})"));
    refusedEverywhere(q(f.repo), "EXP075");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION("an artifacts location of the repository's configuration") {
    f.write("preflight.yaml", "linkedTemplates:\n  artifactsLocation:\n    https://example.com/: ../outside\n");
    f.write("azuredeploy.json", armWithLink(R"({"uri": "https://example.com/linked.json"})"));
    refusedEverywhere(q(f.repo), "EXP075");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION("an artifacts location given on the command line is the caller's choice") {
    f.write("azuredeploy.json", armWithLink(R"({"uri": "https://example.com/linked.json"})"));
    std::string out, err;
    runCli("analyze " + q(f.repo) + " --artifacts-location https://example.com/=" + q(f.outside) + " --format json", &out, &err);
    CHECK_THAT(out, Catch::Contains(kSecret));
  }
}

TEST_CASE("confinement: discovery, parameter file links and configuration files stay inside", "[analyze][access]") {
  Fork f;
  SECTION("a template that is a link leading out") {
    f.link("../outside/linked.json", "stolen.json");
    refusedEverywhere(q(f.repo), "leading outside");
    leaksWhenAllowed(f, q(f.repo));
  }
  SECTION("a parameter file's metadata.template") {
    f.write("x.parameters.json", R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
      "contentVersion": "1.0.0.0", "metadata": {"template": "./../outside/linked.json"}, "parameters": {}})");
    refusedEverywhere(q(f.repo), "not read");
  }
  SECTION("preflight.yaml that is a link leading out") {
    f.link("../outside/preflight.yaml", "preflight.yaml");
    f.write("main.json", armWithStorage("stplain"));
    refusedEverywhere(q(f.repo), "IO010");
  }
  SECTION("rule paths of the repository's configuration") {
    f.write("preflight.yaml", "rules:\n  paths: [../outside/rules]\n");
    f.write("main.json", armWithStorage("stplain"));
    refusedEverywhere(q(f.repo), "outside the repository analyzed");
  }
  SECTION("the repository's rule folder holding a link leading out") {
    f.link("../../outside/rules/Leak.Rule.yaml", ".ps-rule/Leak.Rule.yaml");
    f.write("main.json", armWithStorage("stplain"));
    refusedEverywhere(q(f.repo), "outside the repository analyzed");
  }
}

TEST_CASE("confinement: FIFOs and devices are refused without blocking, through every read path", "[analyze][access]") {
  Fork f;
  f.fifo("app/fifo.txt");
  f.fifo("app/fifo.bicep");
  f.fifo("app/fifo.json");
  f.fifo("pipe.bicep");  // found by discovery
  f.write("app/main.bicep", storage("trim(loadTextContent('fifo.txt'))") +
                                "module m 'fifo.bicep' = {\n  name: 'm'\n}\n"
                                "module j 'fifo.json' = {\n  name: 'j'\n}\n");
  f.write("azuredeploy.json", armWithLink(R"({"relativePath": "app/fifo.json"})"));
  std::string out, err;
  runCli("analyze " + q(f.repo) + " --format json", &out, &err);
  CHECK_THAT(out, Catch::Contains("IO011") && Catch::Contains("FIFO"));
  CHECK_THAT(out, Catch::Contains("pipe.bicep") && Catch::Contains("refused"));
  CHECK_THAT(out, Catch::Contains("EXP075"));

  // Devices: outside the repository, and refused as devices even when every folder is allowed.
  f.write("app/main.bicep", storage("trim(loadTextContent('/dev/zero'))"));
  f.link("/dev/zero", "zero.json");
  fs::remove(fs::path(f.repo) / "azuredeploy.json");
  runCli("analyze " + q(f.repo) + " --format json", &out, &err);
  CHECK_THAT(out, Catch::Contains("IO010"));
  runCli("analyze " + q(f.repo) + " --format json --allow-read /", &out, &err);
  CHECK_THAT(out, Catch::Contains("IO011"));
  CHECK_THAT(out, Catch::Contains("zero.json") && Catch::Contains("refused"));
}

TEST_CASE("confinement: expand and build refuse the same reads", "[analyze][access]") {
  Fork f;
  std::string main = f.write("app/main.bicep", storage("trim(loadTextContent('../../outside/secret.txt'))"));
  std::string out, err;
  CHECK(runCli("expand " + q(main), &out, &err) != 0);
  CHECK_THAT(out + err, !Catch::Contains(kSecret));
  CHECK_THAT(err, Catch::Contains("IO010"));
  CHECK(runCli("build " + q(main) + " --stdout", &out, &err) == 1);
  CHECK_THAT(out + err, !Catch::Contains(kSecret));
  CHECK_THAT(err, Catch::Contains("IO010"));
  CHECK(runCli("build " + q(main) + " --stdout --allow-read " + q(f.outside), &out, &err) == 0);
  CHECK_THAT(out, Catch::Contains(kSecret));

  std::string linked = f.write("azuredeploy.json", armWithLink(R"({"relativePath": "../outside/linked.json"})"));
  runCli("expand " + q(linked), &out, &err);
  CHECK_THAT(out + err, !Catch::Contains(kSecret));
  CHECK_THAT(out + err, Catch::Contains("EXP075"));
  // --root names a folder linked templates may come from, on purpose.
  runCli("expand " + q(linked) + " --root " + q(f.t.str()), &out, &err);
  CHECK_THAT(out, Catch::Contains(kSecret));
}

TEST_CASE("confinement: allowRead widens reads only from a configuration outside the repository", "[analyze][access]") {
  Fork f;
  f.write("app/main.bicep", storage("trim(loadTextContent('../../outside/secret.txt'))"));
  f.write("preflight.yaml", "allowRead: [../outside]\n");
  std::string out, err;
  runCli("analyze " + q(f.repo) + " --format json", &out, &err);
  CHECK_THAT(out + err, !Catch::Contains(kSecret));
  CHECK_THAT(err, Catch::Contains("CFG041"));
  CHECK_THAT(out, Catch::Contains("IO010"));
  // --config naming that same file in the repository does not make it trusted.
  runCli("analyze " + q(f.repo) + " --config " + q(f.repo + "/preflight.yaml") + " --format json", &out, &err);
  CHECK_THAT(out + err, !Catch::Contains(kSecret));

  std::string pipeline = f.t.write("pipeline/preflight.yaml", "allowRead: [../outside]\n");
  runCli("analyze " + q(f.repo) + " --config " + q(pipeline) + " --format json", &out, &err);
  CHECK_THAT(err, !Catch::Contains("CFG041"));
  CHECK_THAT(out, Catch::Contains(kSecret));
}

TEST_CASE("confinement: a repository's configuration cannot write reports outside it or into .git", "[analyze][access]") {
  Fork f;
  f.write("main.json", armWithStorage("stplain"));
  for (std::string target : {"../outside/report.sarif", ".git/hooks/pre-commit"}) {
    INFO(target);
    f.write("preflight.yaml", "output:\n  format: sarif\n  path: " + target + "\n");
    std::string out, err;
    CHECK(runCli("analyze " + q(f.repo), &out, &err) == 2);
    CHECK_THAT(err, Catch::Contains("CLI024"));
    CHECK_FALSE(fs::exists(fs::path(f.repo) / target));
  }
  f.write("preflight.yaml", "output:\n  format: sarif\n  path: reports.sarif\n");
  std::string out, err;
  runCli("analyze " + q(f.repo), &out, &err);
  CHECK(fs::exists(fs::path(f.repo) / "reports.sarif"));
}

TEST_CASE("confinement: the Bicep CLI is not run on a file that names something outside", "[analyze][access]") {
  Fork f;
  // A fake CLI that records that it ran.
  f.t.script("cli/bicep", "case \"$1\" in\n  --version) echo \"Bicep CLI version 0.30.3 (fake)\" ;;\n  build) touch '" +
                              f.t.str() + "/cli/ran'; echo '{\"resources\": []}' ;;\nesac\n");
  std::string env = "-u PREFLIGHT_BICEP_TIMEOUT PREFLIGHT_BICEP_PATH='" + f.t.str() + "/cli/bicep' PATH=/usr/bin:/bin HOME='" +
                    f.t.str() + "/home'";
  f.write("app/bicepconfig.json", R"({"bicep": {"version": "0.30.3"}})");
  std::string main = f.write("app/main.bicep", storage("trim(loadTextContent('../../outside/secret.txt'))"));
  std::string out, err;
  CHECK(runCli("build " + q(main) + " --stdout", &out, &err, env) == 1);
  CHECK_THAT(err, Catch::Contains("IO010"));
  CHECK_FALSE(fs::exists(f.t.path() / "cli/ran"));

  f.write("app/main.bicep", "var p = '../../outside/secret.txt'\n" + storage("trim(loadTextContent(p))"));
  CHECK(runCli("build " + q(main) + " --stdout", &out, &err, env) == 1);
  CHECK_THAT(err, Catch::Contains("IO012"));
  CHECK_FALSE(fs::exists(f.t.path() / "cli/ran"));

  f.write("app/main.bicep", storage("'stplain'"));
  CHECK(runCli("build " + q(main) + " --stdout", &out, &err, env) == 0);
  CHECK(fs::exists(f.t.path() / "cli/ran"));
}
