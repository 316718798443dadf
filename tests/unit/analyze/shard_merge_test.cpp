// `analyze --shard I/N` and `preflight merge`: the shards' JSON reports merged are the unsharded
// run's reports, byte for byte, in JSON and SARIF; bad --shard values and shards that do not
// belong together are refused with their codes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <vector>

#include "engine/core/file.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

std::string q(const std::string& s) { return "'" + s + "'"; }

std::string storage(const std::string& name, bool https) {
  return storageAccount(name, std::string(R"({"supportsHttpsTrafficOnly": )") + (https ? "true" : "false") +
                                  R"(, "minimumTlsVersion": "TLS1_0"})");
}

// Several templates (one with two parameter files), a Bicep module used by two files in different
// folders (its findings are reached twice and de-duplicated across shards), a template that cannot
// be expanded (a unit skipped), and JSON files discovery skips.
void writeRepository(const TempDir& dir) {
  std::string params = R"({"suffix": {"type": "string", "defaultValue": "x"}})";
  dir.write("infra/alpha/azuredeploy.json", armTemplate("[" + storage("[concat('alpha', parameters('suffix'))]", false) + "]", params));
  dir.write("infra/alpha/azuredeploy.parameters.dev.json", parameterFile(R"({"suffix": {"value": "dev"}})"));
  dir.write("infra/alpha/azuredeploy.parameters.prod.json", parameterFile(R"({"suffix": {"value": "prod"}})"));
  dir.write("infra/beta/main.json", armTemplate("[" + storage("beta1", true) + ", " + storage("beta2", false) + "]"));
  dir.write("infra/broken/azuredeploy.json",
            "{\"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#\", \"resources\": [ oops");
  dir.write("infra/gamma/main.json", armTemplate("[" + storage("gamma1", false) + "]"));
  dir.write("infra/modules/store.bicep",
            "param name string\n"
            "resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n"
            "  name: name\n  location: 'westeurope'\n  sku: { name: 'Standard_LRS' }\n  kind: 'StorageV2'\n"
            "  properties: { supportsHttpsTrafficOnly: false, minimumTlsVersion: 'TLS1_0' }\n}\n");
  // Sorted first and last, so that their units are in the first and the last of three shards.
  for (const char* app : {"a-north", "z-south"})
    dir.write(std::string("infra/") + app + "/main.bicep",
              std::string("module store '../modules/store.bicep' = {\n  name: 'store'\n  params: { name: 'st") + app + "' }\n}\n");
  dir.write("infra/omega/main.json", armTemplate("[" + storage("omega1", false) + "]"));
  // A .bicepparam file whose Bicep file does not compile: both are skipped (the unit's own file,
  // then its source).
  dir.write("infra/params/main.bicep", "param name string\nresource x 'Microsoft.Storage/storageAccounts@2023-01-01' = {\n");
  dir.write("infra/params/main.bicepparam", "using 'main.bicep'\nparam name = 'p'\n");
  dir.write("infra/zeta/notes.json", R"({"hello": "world"})");
  dir.write("infra/zeta/bad.json", "{ not json");
}

struct Run {
  int code = 0;
  std::string out, err;
};

Run cli(const std::string& args) {
  Run r;
  r.code = runCli(args, &r.out, &r.err);
  return r;
}

std::string read(const TempDir& dir, const std::string& rel) {
  auto text = readFile((dir.path() / rel).string());
  REQUIRE(text);
  return *text;
}

}  // namespace

TEST_CASE("shard and merge: shards 1/3, 2/3, 3/3 merged are the unsharded reports, byte for byte", "[shard][cli]") {
  TempDir dir;
  writeRepository(dir);
  std::string common = "analyze " + q(dir.str() + "/infra") + " --source-root " + q(dir.str()) + " --color never";
  Run all = cli(common + " --format json --output " + q(dir.str() + "/all.json") + " --format sarif --output " +
                q(dir.str() + "/all.sarif"));
  INFO(all.err);
  REQUIRE(all.code == 1);
  std::vector<std::string> shardFiles;
  for (int i = 1; i <= 3; ++i) {
    std::string file = dir.str() + "/shard" + std::to_string(i) + ".json";
    Run s = cli(common + " --shard " + std::to_string(i) + "/3 --format json --output " + q(file) + " --jobs " + std::to_string(i));
    INFO(s.err);
    REQUIRE(s.code <= 1);
    shardFiles.push_back(file);
    std::string text = read(dir, "shard" + std::to_string(i) + ".json");
    CHECK(text.find("\"shard\": {") != std::string::npos);
    CHECK(text.find("\"ruleId\"") != std::string::npos);  // every shard has findings of its own
  }
  CHECK(read(dir, "all.json").find("\"shard\"") == std::string::npos);

  // In any order on the command line.
  Run m = cli("merge " + q(shardFiles[2]) + " " + q(shardFiles[0]) + " " + q(shardFiles[1]) + " --format json --output " +
              q(dir.str() + "/merged.json") + " --format sarif --output " + q(dir.str() + "/merged.sarif"));
  INFO(m.err);
  CHECK(m.code == all.code);
  CHECK(read(dir, "merged.json") == read(dir, "all.json"));
  CHECK(read(dir, "merged.sarif") == read(dir, "all.sarif"));

  // The module's finding is reached from a-north and z-south, in different shards: one finding,
  // both resources.
  std::string json = read(dir, "merged.json");
  CHECK(json.find("sta-north") != std::string::npos);
  CHECK(json.find("stz-south") != std::string::npos);
  CHECK(json.find("only deployed with infra/params/main.bicepparam") != std::string::npos);
  CHECK(json.find("infra/broken/azuredeploy.json") != std::string::npos);  // skipped by its unit
  CHECK(json.find("infra/zeta/bad.json") != std::string::npos);           // skipped by discovery

  // Text and the other formats come from the same merged report.
  Run text = cli("merge " + q(shardFiles[0]) + " " + q(shardFiles[1]) + " " + q(shardFiles[2]) + " --format text");
  Run allText = cli(common + " --format text");
  CHECK(text.out == allText.out);
}

TEST_CASE("shard and merge: every shard count splits the units once each", "[shard][cli]") {
  TempDir dir;
  writeRepository(dir);
  std::string common = "analyze " + q(dir.str() + "/infra") + " --source-root " + q(dir.str()) + " --format json";
  std::string all = cli(common).out;
  for (int n : {1, 2, 5, 12}) {
    std::string merge = "merge";
    for (int i = 1; i <= n; ++i) {
      std::string file = dir.str() + "/s" + std::to_string(i) + ".json";
      cli(common + " --shard " + std::to_string(i) + "/" + std::to_string(n) + " --output " + q(file));
      merge += " " + q(file);
    }
    INFO(n << " shards");
    CHECK(cli(merge).out == all);
  }
}

TEST_CASE("shard: bad --shard values are command-line errors", "[shard][cli]") {
  TempDir dir;
  writeRepository(dir);
  for (const char* bad : {"0/3", "4/3", "3", "a/b", "1/0", "2/1", "-1/3", "1/10001", "1/3/4", ""}) {
    Run r = cli("analyze " + q(dir.str() + "/infra") + " --shard " + q(bad));
    INFO("--shard '" << bad << "': " << r.err);
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains("CLI033"));
  }
  TempDir other;
  other.write("base.json", "{\"format\": \"preflight-report\", \"formatVersion\": 1, \"findings\": []}");
  Run r = cli("analyze " + q(dir.str() + "/infra") + " --shard 1/2 --baseline " + q(other.str() + "/base.json"));
  CHECK(r.code == 2);
  CHECK_THAT(r.err, Catch::Contains("--baseline cannot be used with --shard"));
}

TEST_CASE("merge: reports that are not the shards of one run are refused", "[shard][cli]") {
  TempDir dir;
  writeRepository(dir);
  std::string common = "analyze " + q(dir.str() + "/infra") + " --source-root " + q(dir.str()) + " --format json";
  auto shard = [&](const std::string& spec, const std::string& name, const std::string& extra = "") {
    std::string file = dir.str() + "/" + name;
    cli(common + " --shard " + spec + " --output " + q(file) + extra);
    return q(file);
  };
  std::string s1 = shard("1/3", "s1.json"), s2 = shard("2/3", "s2.json"), s3 = shard("3/3", "s3.json");
  std::string half = shard("1/2", "h1.json");
  std::string otherRules = shard("3/3", "o3.json", " --no-builtin-rules");
  cli(common + " --output " + q(dir.str() + "/all.json"));

  struct Case {
    std::string args, code, text;
  };
  std::vector<Case> cases = {
      {s1 + " " + s2, "RPT011", "shard 3 of 3 is missing"},
      {s1 + " " + s1 + " " + s2 + " " + s3, "RPT011", "shard 1 is given twice"},
      {s1 + " " + s2 + " " + half, "RPT011", "is a shard of 3"},
      {s1 + " " + q(dir.str() + "/all.json"), "RPT010", "not the JSON report of a shard"},
      {s1 + " " + s2 + " " + otherRules, "RPT012", "other options"},
      {s1 + " " + q(dir.str() + "/nothing.json"), "", "nothing.json"},
  };
  for (const Case& c : cases) {
    Run r = cli("merge " + c.args);
    INFO("merge " << c.args << "\n" << r.err);
    CHECK(r.code == 2);
    CHECK_THAT(r.err, Catch::Contains(c.code) && Catch::Contains(c.text));
    CHECK(r.out.empty());
  }
  // Another tree: a file that discovery skips appeared before shard 3 ran.
  dir.write("infra/zeta/later.json", R"({"also": "not a template"})");
  std::string later = shard("3/3", "later3.json");
  Run r = cli("merge " + s1 + " " + s2 + " " + later);
  CHECK(r.code == 2);
  CHECK_THAT(r.err, Catch::Contains("RPT013"));
}

TEST_CASE("merge: the merged report is not written through a link in the repository that leads out of it",
          "[shard][cli][access]") {
  TempDir dir;
  writeRepository(dir);
  std::filesystem::create_directories(dir.path() / ".git");  // the checkout merge runs in
  TempDir runner;
  std::string victim = runner.write("tool", "#!/bin/sh\necho own\n");
  std::filesystem::create_symlink(victim, dir.path() / "merged.sarif");
  std::string common = "analyze " + q(dir.str() + "/infra") + " --source-root " + q(dir.str()) + " --format json";
  cli(common + " --shard 1/2 --output " + q(dir.str() + "/s1.json"));
  cli(common + " --shard 2/2 --output " + q(dir.str() + "/s2.json"));
  std::string out, err;
  std::string merge = "merge " + q(dir.str() + "/s1.json") + " " + q(dir.str() + "/s2.json") + " --format sarif --output merged.sarif";
  CHECK(runCli(merge, &out, &err, "--chdir=" + q(dir.str())) == 2);
  CHECK_THAT(err, Catch::Contains("CLI025") && Catch::Contains("leading outside the git repository of the current folder"));
  CHECK(read(runner, "tool") == "#!/bin/sh\necho own\n");
  // Outside any repository, the folder's links are the user's own.
  std::filesystem::create_symlink(runner.path() / "out.sarif", runner.path() / "link.sarif");
  merge = "merge " + q(dir.str() + "/s1.json") + " " + q(dir.str() + "/s2.json") + " --format sarif --output link.sarif";
  CHECK(runCli(merge, &out, &err, "--chdir=" + q(runner.str())) != 2);
  CHECK_THAT(read(runner, "out.sarif"), Catch::Contains("\"version\": \"2.1.0\""));
}
