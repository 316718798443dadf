// A fork's pull request commits a symbolic link where the pipeline writes its report (or where
// `preflight build` writes the compiled template), pointing at a file of the runner's: an
// executable overwritten with a report that quotes the fork's own text would run it. The link
// is not followed out of the repository nor into its .git folder; paths outside the repository
// are the pipeline's own (links included).
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::runCli;
using pf::test::TempDir;
namespace fs = std::filesystem;

namespace {

const std::string kVictim = "#!/bin/sh\necho the runner's own tool\n";

std::string q(const std::string& s) { return "'" + s + "'"; }

std::string read(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

std::string storageTemplate() {
  return R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0", "resources": [{"type": "Microsoft.Storage/storageAccounts", "apiVersion": "2023-01-01",
  "name": "stfork", "location": "eastus", "sku": {"name": "Standard_LRS"}, "kind": "StorageV2",
  "properties": {"supportsHttpsTrafficOnly": false}}]})";
}

// A repository beside a folder of the runner's, which holds the file the links aim at.
struct Fork {
  TempDir t;
  fs::path repo, victim;
  Fork() {
    repo = t.path() / "repo";
    victim = t.path() / "runner/bin/tool";
    fs::create_directories(repo / ".git/hooks");
    t.write("repo/main.json", storageTemplate());
    t.write("runner/bin/tool", kVictim);
  }
  void link(const fs::path& target, const std::string& rel) const {
    fs::create_directories((repo / rel).parent_path());
    fs::create_symlink(target, repo / rel);
  }
};

}  // namespace

TEST_CASE("output links: a report path in the repository that links outside it is not written", "[cli][access]") {
  for (const char* format : {"json", "sarif", "text", "junit", "markdown"}) {
    INFO(format);
    Fork f;
    f.link(f.victim, "reports/preflight.out");
    f.link(f.t.path() / "runner/bin", "reports/bin");  // a linked folder on the way
    f.link(f.t.path() / "runner/bin/new", "reports/dangling.out");  // writing would create it
    for (const char* rel : {"reports/preflight.out", "reports/bin/tool", "reports/dangling.out"}) {
      std::string out, err;
      int rc = runCli("analyze " + q(f.repo.string()) + " --format " + format + " --output " +
                          q((f.repo / rel).string()) + " --format text",
                      &out, &err);
      CHECK(rc == 2);
      CHECK_THAT(err, Catch::Contains("CLI025") && Catch::Contains(rel) &&
                          Catch::Contains("leading outside the repository analyzed; it is not written"));
      CHECK_THAT(out, Catch::Contains("Azure.Storage.SecureTransfer"));  // the other report is written
      CHECK(read(f.victim) == kVictim);
      CHECK_FALSE(fs::exists(f.t.path() / "runner/bin/new"));
    }
  }
}

TEST_CASE("output links: a link into the repository's .git folder is not written through", "[cli][access]") {
  Fork f;
  f.link(f.repo / ".git/hooks/pre-push", "report.sarif");
  std::string out, err;
  CHECK(runCli("analyze " + q(f.repo.string()) + " --format sarif --output " + q((f.repo / "report.sarif").string()),
               &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("CLI025") && Catch::Contains("leading into a .git folder"));
  CHECK_FALSE(fs::exists(f.repo / ".git/hooks/pre-push"));
  // The repository's configuration may not either.
  f.t.write("repo/preflight.yaml", "output:\n  format: [{format: json, path: hooked.json}]\n");
  f.link(f.repo / ".git/hooks/post-merge", "hooked.json");
  CHECK(runCli("analyze " + q(f.repo.string()), &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("CLI025") && Catch::Contains("hooked.json"));
  CHECK_FALSE(fs::exists(f.repo / ".git/hooks/post-merge"));
}

TEST_CASE("output links: paths outside the repository and links within it are written", "[cli][access]") {
  Fork f;
  std::string out, err;
  // The pipeline's own link, outside the repository.
  fs::create_symlink(f.t.path() / "runner/report.json", f.t.path() / "runner/latest.json");
  CHECK(runCli("analyze " + q(f.repo.string()) + " --format json --output " +
                   q((f.t.path() / "runner/latest.json").string()),
               &out, &err) == 1);
  INFO(err);
  CHECK_THAT(read(f.t.path() / "runner/report.json"), Catch::Contains("Azure.Storage.SecureTransfer"));
  // A link from one place in the repository to another.
  f.link(f.repo / "out/real.json", "out/alias.json");
  CHECK(runCli("analyze " + q(f.repo.string()) + " --format json --output " + q((f.repo / "out/alias.json").string()),
               &out, &err) == 1);
  CHECK_THAT(read(f.repo / "out/real.json"), Catch::Contains("Azure.Storage.SecureTransfer"));
  CHECK(runCli("analyze " + q(f.repo.string()) + " --format json --output /dev/stdout", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("Azure.Storage.SecureTransfer"));
}

TEST_CASE("output links: build does not write the template through a link beside the Bicep file", "[cli][access]") {
  Fork f;
  f.t.write("repo/main.bicep", "param location string = 'eastus'\noutput loc string = location\n");
  fs::remove(f.repo / "main.json");
  f.link(f.victim, "main.json");
  std::string out, err;
  CHECK(runCli("build " + q((f.repo / "main.bicep").string()), &out, &err) == 1);
  CHECK_THAT(err, Catch::Contains("main.json") && Catch::Contains("leading outside the repository analyzed"));
  CHECK(read(f.victim) == kVictim);
  // --sourcemap's second file too.
  fs::remove(f.repo / "main.json");
  f.link(f.victim, "main.json.map");
  CHECK(runCli("build " + q((f.repo / "main.bicep").string()) + " --sourcemap", &out, &err) == 1);
  CHECK_THAT(err, Catch::Contains("main.json.map"));
  CHECK(read(f.victim) == kVictim);
  CHECK_FALSE(fs::exists(f.repo / "main.json"));  // nothing half-written
  fs::remove(f.repo / "main.json.map");
  CHECK(runCli("build " + q((f.repo / "main.bicep").string()), &out, &err) == 0);
  CHECK_THAT(read(f.repo / "main.json"), Catch::Contains("\"loc\""));
}
