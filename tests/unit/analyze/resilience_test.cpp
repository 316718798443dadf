// One bad setting never costs the report: problems in preflight.yaml and in the repository's rule
// files are findings with their lines, every report that can be written is, and one that cannot
// says why.
#include <catch2/catch.hpp>

#include <filesystem>

#include "engine/core/file.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/report/report_test_util.hpp"

using namespace pf;
using namespace pf::test;
using pf::report::test::strictJson;

namespace {

const std::string kStorage = storageAccount("stdemo", R"({"supportsHttpsTrafficOnly": false})");

std::string quote(const std::string& s) { return "'" + s + "'"; }

// (file, line, code) of every finding of `rule` in a JSON report.
std::vector<std::tuple<std::string, int64_t, std::string>> findingsOf(const Value& report, const std::string& rule) {
  std::vector<std::tuple<std::string, int64_t, std::string>> out;
  for (const auto& f : report.get("findings")->arr())
    if (f.get("ruleName")->str() == rule)
      out.emplace_back(f.get("location")->get("file")->str(), f.get("location")->get("line")->asInt(),
                       f.get("message")->str().substr(0, f.get("message")->str().find(':')));
  return out;
}

}  // namespace

TEST_CASE("resilience: every wrong setting in preflight.yaml is a finding at its line, and the run goes on",
          "[analyze][resilience]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage));
  dir.write("preflight.yaml",
            "context:\n"                      // 1
            "  location: 42\n"                // 2: CFG002 (context is checked with the rest)
            "  tags: 7\n"                     // 3: CFG002
            "input:\n"                        // 4
            "  gitignore: maybe\n"            // 5: CFG003
            "output:\n"                       // 6
            "  failOn: sometimes\n"           // 7: CFG004
            "rules:\n"                        // 8
            "  paths: [no-such-rules]\n"      // 9: CFG004, a rule path that does not exist
            "bicep:\n"                        // 10
            "  timeoutSeconds: x\n");         // 11: CFG001
  std::string out, err;
  CHECK(runCli("analyze " + quote(dir.str()) + " --format json", &out, &err) == 1);
  INFO(err);
  Value report = strictJson(out);
  auto config = findingsOf(report, "Azure.Preflight.Configuration");
  using F = std::tuple<std::string, int64_t, std::string>;
  CHECK(config == std::vector<F>{{"preflight.yaml", 2, "CFG002"},
                                 {"preflight.yaml", 3, "CFG002"},
                                 {"preflight.yaml", 5, "CFG003"},
                                 {"preflight.yaml", 7, "CFG004"},
                                 {"preflight.yaml", 9, "CFG004"},
                                 {"preflight.yaml", 11, "CFG001"}});
  // The templates are still checked.
  CHECK(findingsOf(report, "Azure.Storage.SecureTransfer").size() == 1);
  // A --rules path that does not exist is the command line's mistake: a usage error.
  CHECK(runCli("analyze " + quote(dir.str()) + " --rules " + quote(dir.str() + "/none"), &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("the rule path"));
}

TEST_CASE("resilience: an unusable rule file or an RE2-incompatible regex is a finding; the file's other rules run",
          "[analyze][resilience]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage));
  dir.write(".ps-rule/Org.Rule.yaml",
            "---\n"
            "apiVersion: github.com/microsoft/PSRule/v1\n"
            "kind: Rule\n"
            "metadata:\n"
            "  name: Org.Names\n"
            "spec:\n"
            "  type: [Microsoft.Storage/storageAccounts]\n"
            "  condition:\n"
            "    field: name\n"
            "    match: '(?<=st)demo'\n"  // line 10: look-behind, which RE2 does not have
            "---\n"
            "apiVersion: github.com/microsoft/PSRule/v1\n"
            "kind: Rule\n"
            "metadata:\n"
            "  name: Org.Tags\n"
            "spec:\n"
            "  type: [Microsoft.Storage/storageAccounts]\n"
            "  condition:\n"
            "    field: tags\n"
            "    exists: true\n");
  dir.write(".ps-rule/Broken.Rule.yaml", std::string("\x01\x02 [", 4));
  std::string out, err;
  CHECK(runCli("analyze " + quote(dir.str()) + " --format json", &out, &err) == 1);
  INFO(err);
  Value report = strictJson(out);
  auto config = findingsOf(report, "Azure.Preflight.Configuration");
  REQUIRE(config.size() == 2);
  CHECK(std::get<0>(config[0]) == ".ps-rule/Broken.Rule.yaml");
  CHECK(config[1] == std::tuple<std::string, int64_t, std::string>{".ps-rule/Org.Rule.yaml", 10, "RULE013"});
  CHECK(findingsOf(report, "Org.Tags").size() == 1);
  CHECK(findingsOf(report, "Azure.Storage.SecureTransfer").size() == 1);
}

TEST_CASE("resilience: reports go into folders that do not exist yet (the README's reports/preflight.sarif)",
          "[analyze][resilience]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage));
  dir.write("preflight.yaml", "output:\n  format: [text, {format: sarif, path: reports/preflight.sarif}]\n");
  std::string out, err;
  CHECK(runCli("analyze " + quote(dir.str()), &out, &err) == 1);
  INFO(err);
  auto sarif = readFile((dir.path() / "reports/preflight.sarif").string());
  REQUIRE(sarif);
  CHECK(strictJson(*sarif).get("version")->str() == "2.1.0");
  CHECK(runCli("analyze " + quote(dir.str()) + " --format junit --output " + quote(dir.str() + "/a/b/c/junit.xml"), &out,
               &err) == 1);
  CHECK(std::filesystem::is_regular_file(dir.path() / "a/b/c/junit.xml"));
}

TEST_CASE("resilience: a report written over an older, longer file holds the new report alone",
          "[analyze][resilience]") {
  // The file is written over in place and cut to length (not truncated first): nothing of the
  // old bytes may be left behind the new report, and a device has no length to cut.
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage));
  std::string old(3 * 1024 * 1024, 'x');
  TempDir reports;  // apart from the folder analyzed, so that the old file is not an input
  reports.write("out/report.json", old);
  std::string out, err;
  CHECK(runCli("analyze " + quote(dir.str()) + " --format json --output " + quote(reports.str() + "/out/report.json"), &out,
               &err) == 1);
  INFO(err);
  auto json = readFile((reports.path() / "out/report.json").string());
  REQUIRE(json);
  CHECK(json->size() < old.size());
  CHECK(json->find("xxxx") == std::string::npos);
  CHECK_FALSE(strictJson(*json).get("findings")->arr().empty());
  // Written again, shorter files stay exact too.
  CHECK(runCli("analyze " + quote(dir.str()) + " --format json --output " + quote(reports.str() + "/out/report.json"), &out,
               &err) == 1);
  auto again = readFile((reports.path() / "out/report.json").string());
  REQUIRE(again);
  CHECK(*again == *json);
  CHECK(runCli("analyze " + quote(dir.str()) + " --format json --output /dev/null", &out, &err) == 1);
  CHECK(err.find("cannot write") == std::string::npos);
}

TEST_CASE("resilience: a report that cannot be written says why; the other reports are written (exit 2)",
          "[analyze][resilience]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kStorage));
  std::filesystem::create_directories(dir.path() / "taken");  // a folder where the JSON report should go
  dir.write("plain", "");                                      // a file where a folder should be
  std::string out, err;
  int rc = runCli("analyze " + quote(dir.str()) + " --format json --output " + quote(dir.str() + "/taken") +
                      " --format sarif --output " + quote(dir.str() + "/out/x.sarif") + " --format junit --output " +
                      quote(dir.str() + "/plain/x.xml") + " --format markdown",
                  &out, &err);
  CHECK(rc == 2);
  CHECK_THAT(err, Catch::Contains("cannot write the json report to " + dir.str() + "/taken: Is a directory"));
  CHECK_THAT(err, Catch::Contains("cannot write the junit report to " + dir.str() + "/plain/x.xml: cannot create the folder " +
                                  dir.str() + "/plain: Not a directory"));
  CHECK(std::filesystem::is_regular_file(dir.path() / "out/x.sarif"));
  CHECK_THAT(out, Catch::Contains("Azure.Storage.SecureTransfer"));  // the Markdown report, on standard output
}

TEST_CASE("resilience: standard error lists its notes in the same order whatever --jobs is", "[analyze][resilience]") {
  // Units slow enough that several workers share them; each leaves a note (a linked template
  // that is not on disk).
  TempDir dir;
  for (int i = 0; i < 16; ++i) {
    std::string resources = "[";
    for (int k = 0; k < 300; ++k)
      resources += R"({"type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "v)" +
                   std::to_string(k) + R"(", "location": "eastus"},)";
    resources += R"({"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "d", "properties":
      {"mode": "Incremental", "templateLink": {"relativePath": "missing)" + std::to_string(i) + R"(.json"}}}])";
    dir.write("t" + std::to_string(100 + i) + ".json", armTemplate(resources));
  }
  std::string out, one, many;
  runCli("analyze " + quote(dir.str()) + " --jobs 1", &out, &one);
  CHECK_THAT(one, Catch::Contains("missing0.json"));
  for (int run = 0; run < 3; ++run) {
    runCli("analyze " + quote(dir.str()) + " --jobs 4", &out, &many);
    CHECK(many == one);
  }
}

TEST_CASE("resilience: a report path the configuration may not write loses that report only", "[analyze][resilience]") {
  TempDir dir;
  dir.write("repo/main.json", armTemplate(kStorage));
  dir.write("repo/preflight.yaml",
            "output:\n  format: [{format: sarif, path: ../outside.sarif}, {format: json, path: out/report.json}]\n");
  std::string out, err;
  CHECK(runCli("analyze " + quote(dir.str() + "/repo"), &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("CLI024"));
  CHECK_FALSE(std::filesystem::exists(dir.path() / "outside.sarif"));
  auto json = readFile((dir.path() / "repo/out/report.json").string());
  REQUIRE(json);
  CHECK_THAT(*json, Catch::Contains("Azure.Storage.SecureTransfer"));
  // Nothing else asked for: the report still reaches standard output.
  dir.write("repo/preflight.yaml", "output:\n  format: [{format: sarif, path: ../outside.sarif}]\n");
  CHECK(runCli("analyze " + quote(dir.str() + "/repo"), &out, &err) == 2);
  CHECK_THAT(out, Catch::Contains("Azure.Storage.SecureTransfer"));
}
