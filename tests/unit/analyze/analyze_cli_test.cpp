// `preflight analyze` as pipelines run it: exit codes, report formats and files, and a SARIF log
// that validates against the SARIF 2.1.0 schema and points at the right lines.
#include <catch2/catch.hpp>

#include "engine/core/file.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"
#include "tests/unit/report/json_schema.hpp"
#include "tests/unit/report/report_test_util.hpp"

using namespace pf;
using namespace pf::test;
using pf::report::test::strictJson;

namespace {

const std::string kSecure = R"({"supportsHttpsTrafficOnly": false, "allowBlobPublicAccess": false,
                     "networkAcls": {"defaultAction": "Deny"})";
const std::string kResources = storageAccount("stdemo", kSecure + "}");

std::string shellQuote(const std::string& s) { return "'" + s + "'"; }

}  // namespace

TEST_CASE("analyze cli: exit 1 on an error finding, 0 when --fail-on none, 2 on a bad option", "[analyze][cli]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kResources));
  std::string out, err;
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --color never", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("main.json"));
  CHECK_THAT(out, Catch::Contains("PF-0101 Azure.Storage.SecureTransfer"));
  CHECK_THAT(out, Catch::Contains("1 error"));
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --fail-on none", &out, &err) == 0);
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --format yaml", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("unknown report format 'yaml'"));
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --fail-on sometimes", &out, &err) == 2);
}

TEST_CASE("analyze cli: a clean folder exits 0", "[analyze][cli]") {
  TempDir dir;
  dir.write("main.json", armTemplate("[]"));
  std::string out, err;
  CHECK(runCli("analyze " + shellQuote(dir.str()), &out, &err) == 0);
}

TEST_CASE("analyze cli: each --output belongs to the --format before it", "[analyze][cli]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kResources));
  std::string sarif = (dir.path() / "out.sarif").string();
  std::string out, err;
  runCli("analyze " + shellQuote(dir.str()) + " --format sarif --output " + shellQuote(sarif) + " --format json", &out, &err);
  INFO(err);
  auto text = readFile(sarif);
  REQUIRE(text);
  Value log = strictJson(*text);
  CHECK(log.get("version")->str() == "2.1.0");
  Value json = strictJson(out);
  CHECK(json.get("format")->str() == "preflight-report");
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --format sarif --format json", &out, &err) == 2);
  CHECK_THAT(err, Catch::Contains("standard output"));
}

TEST_CASE("analyze cli: the SARIF log validates and locates findings at the declaration line", "[analyze][cli][sarif]") {
  auto schemaPath = referenceFile("sarif-schema-2.1.0.json");
  TempDir dir;
  std::string tpl = armTemplate(kResources);
  dir.write("infra/main.json", tpl);
  dir.write("infra/main.parameters.json", parameterFile("{}"));
  std::string out, err;
  runCli("analyze " + shellQuote(dir.str()) + " --format sarif", &out, &err);
  INFO(err);
  Value log = strictJson(out);
  const Value& run = log.get("runs")->arr()[0];
  const Value* hit = nullptr;
  for (const Value& r : run.get("results")->arr())
    if (r.get("ruleId")->str() == "PF-0101") hit = &r;
  REQUIRE(hit);
  const Value& phys = *hit->get("locations")->arr()[0].get("physicalLocation");
  CHECK(phys.get("artifactLocation")->get("uri")->str() == "infra/main.json");
  CHECK(phys.get("region")->get("startLine")->asInt() == lineOf(tpl, "Microsoft.Storage/storageAccounts") - 1);
  CHECK(hit->get("relatedLocations")->arr()[0].get("physicalLocation")->get("artifactLocation")->get("uri")->str() ==
        "infra/main.parameters.json");
  CHECK(hit->get("partialFingerprints")->get("preflight/v1")->isString());
  // Only problems by default: no result for the rules that passed.
  for (const Value& r : run.get("results")->arr()) CHECK(r.get("level")->str() != "none");
  if (schemaPath.empty()) {
    WARN("../shared/reference/sarif-schema-2.1.0.json not found: schema validation skipped");
    return;
  }
  auto schemaText = readFile(schemaPath.string());
  REQUIRE(schemaText);
  JsonSchema schema(strictJson(*schemaText));
  auto errors = schema.validate(log);
  std::string all;
  for (const auto& e : errors) all += e + "\n";
  INFO(all);
  CHECK(errors.empty());
}

TEST_CASE("analyze cli: --baseline reports only problems the earlier report did not have", "[analyze][cli]") {
  TempDir dir;
  dir.write("main.json", armTemplate(kResources));
  std::string before = (dir.path() / "before.json").string();
  std::string out, err;
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --format json --output " + shellQuote(before), &out, &err) == 1);
  // Same problems, moved down two lines: nothing new, so the run passes.
  dir.write("main.json", "\n\n" + armTemplate(kResources));
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --baseline " + shellQuote(before) + " --format json", &out, &err) == 0);
  Value report = strictJson(out);
  CHECK(report.get("summary")->get("problems")->asInt() == 0);
  CHECK(report.get("summary")->get("baselineFiltered")->asInt() >= 1);
  // A new problem is reported.
  std::string second = storageAccount("stdemo", kSecure + R"(, "minimumTlsVersion": "TLS1_0"})");
  dir.write("main.json", armTemplate(second));
  CHECK(runCli("analyze " + shellQuote(dir.str()) + " --baseline " + shellQuote(before) + " --color never", &out, &err) == 1);
  CHECK_THAT(out, Catch::Contains("Azure.Storage.MinTLS"));
  CHECK_THAT(out, !Catch::Contains("Azure.Storage.SecureTransfer"));
}

TEST_CASE("analyze cli: preflight.yaml is found above a named file, and rule copies of the pack are not loaded twice", "[analyze][cli]") {
  TempDir dir;
  dir.write(".git/HEAD", "ref: refs/heads/main\n");
  dir.write("preflight.yaml", "rules:\n  exclude: [Azure.Storage.SecureTransfer]\n");
  dir.write("infra/app/main.json", armTemplate(kResources));
  // A vendored copy of a built-in rule file in the repository's rules/ folder.
  auto pack = readFile(std::string(PREFLIGHT_SOURCE_DIR) + "/rules/azure/Storage.Rule.yaml");
  REQUIRE(pack);
  dir.write("rules/azure/Storage.Rule.yaml", *pack);
  std::string out, err;
  int rc = runCli("analyze " + shellQuote((dir.path() / "infra/app/main.json").string()) + " --color never", &out, &err);
  INFO(err);
  CHECK(rc == 0);
  CHECK_THAT(out, !Catch::Contains("SecureTransfer"));
  CHECK_THAT(err, !Catch::Contains("RULE009"));
}
