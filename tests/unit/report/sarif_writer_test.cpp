#include <catch2/catch.hpp>

#include <set>

#include "report/dedup.hpp"
#include "report/fingerprint.hpp"
#include "report/sarif_writer.hpp"
#include "tests/unit/report/report_test_util.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf;
using namespace pf::report;
using namespace pf::report::test;

namespace {

const Value* resultFor(const Value& log, std::string_view ruleId, std::string_view resourceName) {
  for (const Value& r : at(log, "runs/0/results").arr()) {
    if (at(r, "ruleId").str() != ruleId) continue;
    if (resourceName.empty() || (has(r, "locations/0/logicalLocations/0") &&
                                 at(r, "locations/0/logicalLocations/0/name").str() == resourceName))
      return &r;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("sarif: log header, one run, tool driver with every rule", "[report][sarif]") {
  Value log = strictJson(sarifReport(sampleReport()));
  CHECK(at(log, "$schema").str() == kSarifSchemaUri);
  CHECK(at(log, "version").str() == "2.1.0");
  REQUIRE(at(log, "runs").arr().size() == 1);
  const Value& driver = at(log, "runs/0/tool/driver");
  CHECK(at(driver, "name").str() == "preflight");
  CHECK(at(driver, "semanticVersion").str() == "0.1.0");
  CHECK(at(driver, "informationUri").str() == "https://example.test/preflight");
  REQUIRE(at(driver, "rules").arr().size() == 3);
  const Value& r0 = at(driver, "rules/0");
  CHECK(at(r0, "id").str() == "PF-STORAGE-001");
  CHECK(at(r0, "name").str() == "Azure.Storage.SecureTransfer");
  CHECK(at(r0, "shortDescription/text").str() == "Storage accounts should only accept HTTPS.");
  CHECK(at(r0, "fullDescription/text").str() == "Unencrypted HTTP lets anyone on the path read the data.");
  CHECK(at(r0, "helpUri").str() == "https://example.test/rules/PF-STORAGE-001");
  CHECK(at(r0, "help/text").str() == "Set supportsHttpsTrafficOnly to true.");
  CHECK(at(r0, "defaultConfiguration/level").str() == "error");
  CHECK(at(r0, "properties/tags").arr().size() == 2);
  CHECK(at(r0, "properties/tags/0").str() == "security");
  // No full description: the short one stands in (GitHub shows both); no help URI: none written.
  CHECK(at(driver, "rules/1/fullDescription/text").str() == "Key vaults should have purge protection.");
  CHECK(at(driver, "rules/1/defaultConfiguration/level").str() == "warning");
  CHECK_FALSE(has(driver, "rules/2/helpUri"));
  CHECK(at(driver, "rules/2/defaultConfiguration/level").str() == "note");
  CHECK(at(log, "runs/0/columnKind").str() == "utf16CodeUnits");
  CHECK(has(log, "runs/0/originalUriBaseIds/%SRCROOT%"));
}

TEST_CASE("sarif: by default only problems, with level, location, logical location, fingerprint", "[report][sarif]") {
  Value log = strictJson(sarifReport(sampleReport()));
  const Array& results = at(log, "runs/0/results").arr();
  // storage failure, key vault warning, parameter note; not the pass, inconclusive or suppressed one.
  REQUIRE(results.size() == 3);
  for (const Value& r : results) CHECK_FALSE(has(r, "kind"));

  const Value* st = resultFor(log, "PF-STORAGE-001", "st1");
  REQUIRE(st);
  CHECK(at(*st, "ruleIndex").asInt() == 0);
  CHECK(at(*st, "level").str() == "error");
  CHECK(at(*st, "message/text").str() ==
        "Path properties.supportsHttpsTrafficOnly: is false.\nRecommendation: Set supportsHttpsTrafficOnly to true.");
  const Value& phys = at(*st, "locations/0/physicalLocation");
  CHECK(at(phys, "artifactLocation/uri").str() == "infra/main.json");
  CHECK(at(phys, "artifactLocation/uriBaseId").str() == "%SRCROOT%");
  CHECK(at(phys, "region/startLine").asInt() == 12);
  CHECK(at(phys, "region/startColumn").asInt() == 5);
  const Value& logical = at(*st, "locations/0/logicalLocations/0");
  CHECK(at(logical, "name").str() == "st1");
  CHECK(at(logical, "fullyQualifiedName").str() == "Microsoft.Storage/storageAccounts/st1");
  CHECK(at(logical, "kind").str() == "resource");
  CHECK(at(logical, "properties/resourceId").str().find("/storageAccounts/st1") != std::string::npos);
  // Both parameter files are related locations with distinct ids.
  const Array& related = at(*st, "relatedLocations").arr();
  REQUIRE(related.size() == 2);
  CHECK(at(related[0], "physicalLocation/artifactLocation/uri").str() == "infra/main.dev.parameters.json");
  CHECK(at(related[1], "physicalLocation/artifactLocation/uri").str() == "infra/main.prod.parameters.json");
  CHECK(at(related[0], "id").asInt() != at(related[1], "id").asInt());
  const std::string& fp = at(*st, "partialFingerprints/preflight~1v1").str();
  CHECK(fp == "87d4f6fdb8be37e0");  // pinned in fingerprint_test.cpp
  // GitHub computes primaryLocationLineHash itself; we never write it.
  CHECK_FALSE(has(*st, "partialFingerprints/primaryLocationLineHash"));
}

TEST_CASE("sarif: fingerprints are the same as the JSON report's and differ between results", "[report][sarif]") {
  Report report = sampleReport();
  Value log = strictJson(sarifReport(report));
  std::vector<Finding> all = report.findings;
  assignFingerprints(all);
  std::set<std::string> seen;
  for (const Value& r : at(log, "runs/0/results").arr()) {
    std::string fp = at(r, "partialFingerprints/preflight~1v1").str();
    CHECK(seen.insert(fp).second);
    bool known = false;
    for (const Finding& f : all) known = known || f.fingerprint == fp;
    CHECK(known);
  }
}

TEST_CASE("sarif: levels and kinds by outcome with --sarif-all", "[report][sarif]") {
  WriteOptions all;
  all.all = true;
  Value log = strictJson(sarifReport(sampleReport(), all));
  CHECK(at(log, "runs/0/results").arr().size() == 5);  // + pass and inconclusive; suppressed still out
  const Value* pass = resultFor(log, "PF-STORAGE-001", "st2");
  REQUIRE(pass);
  CHECK(at(*pass, "kind").str() == "pass");
  CHECK(at(*pass, "level").str() == "none");
  CHECK(at(*pass, "message/text").str() == "Passed.");
  const Value* open = resultFor(log, "PF-KV-002", "kv2");
  REQUIRE(open);
  CHECK(at(*open, "kind").str() == "open");
  CHECK(at(*open, "level").str() == "none");
  CHECK(at(*open, "message/text").str().find("unknown until deployment") != std::string::npos);
  const Value* note = resultFor(log, "PF-TEMPLATE-003", "");
  REQUIRE(note);
  CHECK(at(*note, "level").str() == "note");
  CHECK_FALSE(has(*note, "locations/0/logicalLocations"));  // a template-level finding has no resource
}

TEST_CASE("sarif: a rule error is a failure that says the rule could not be evaluated", "[report][sarif]") {
  Report r;
  r.rules = {storageRule()};
  r.findings.push_back(withOutcome(storageFailure(), Outcome::Error));
  r.findings[0].message = "regular expression too large";
  Value log = strictJson(sarifReport(r));
  const Value& res = at(log, "runs/0/results/0");
  CHECK_FALSE(has(res, "kind"));
  CHECK(at(res, "level").str() == "error");
  CHECK(at(res, "message/text").str().rfind("The rule could not be evaluated: regular expression too large", 0) == 0);
  CHECK(at(res, "properties/outcome").str() == "error");
}

TEST_CASE("sarif: suppressed findings only on request, and then every result has suppressions", "[report][sarif]") {
  Value plain = strictJson(sarifReport(sampleReport()));
  for (const Value& r : at(plain, "runs/0/results").arr()) CHECK_FALSE(has(r, "suppressions"));
  CHECK(at(plain, "runs/0/properties/suppressed").asInt() == 1);

  WriteOptions o;
  o.includeSuppressed = true;
  Value log = strictJson(sarifReport(sampleReport(), o));
  REQUIRE(at(log, "runs/0/results").arr().size() == 4);
  for (const Value& r : at(log, "runs/0/results").arr()) {
    REQUIRE(has(r, "suppressions"));
    bool isLegacy = has(r, "locations/0/logicalLocations/0") &&
                    at(r, "locations/0/logicalLocations/0/name").str() == "legacy";
    CHECK(at(r, "suppressions").arr().size() == (isLegacy ? 1u : 0u));
  }
  const Value* legacy = resultFor(log, "PF-STORAGE-001", "legacy");
  REQUIRE(legacy);
  CHECK(at(*legacy, "suppressions/0/kind").str() == "external");
  CHECK(at(*legacy, "suppressions/0/status").str() == "accepted");
  CHECK(at(*legacy, "suppressions/0/justification").str() == "Legacy account, retired in Q3.");
  CHECK(at(*legacy, "suppressions/0/properties/source").str() == "preflight.yaml:7");
}

TEST_CASE("sarif: rule descriptors for rules only known from findings keep ruleIndex valid", "[report][sarif]") {
  Report r;
  r.rules = {keyVaultRule()};
  Finding f = storageFailure();
  r.findings.push_back(f);
  r.findings.push_back(keyVaultWarning());
  Value log = strictJson(sarifReport(r));
  const Array& rules = at(log, "runs/0/tool/driver/rules").arr();
  REQUIRE(rules.size() == 2);
  for (const Value& res : at(log, "runs/0/results").arr()) {
    int64_t i = at(res, "ruleIndex").asInt();
    REQUIRE(i >= 0);
    REQUIRE(static_cast<size_t>(i) < rules.size());
    CHECK(at(rules[static_cast<size_t>(i)], "id").str() == at(res, "ruleId").str());
  }
}

TEST_CASE("sarif: artifact URIs are relative, forward-slashed and percent-encoded", "[report][sarif]") {
  CHECK(pathToUri("infra/main.json") == "infra/main.json");
  CHECK(pathToUri("infra\\sub\\main.json") == "infra/sub/main.json");
  CHECK(pathToUri("./infra/main.json") == "infra/main.json");
  CHECK(pathToUri("my infra/ü.json") == "my%20infra/%C3%BC.json");
  CHECK(pathToUri("a#b?c%d.json") == "a%23b%3Fc%25d.json");
  CHECK(pathToUri("c:file.json") == "c%3Afile.json");  // would otherwise read as a URI scheme
  CHECK(pathToUri("/abs/path.json") == "file:///abs/path.json");
  CHECK(pathToUri("C:\\repo\\main.json") == "file:///C:/repo/main.json");

  Report r;
  r.findings.push_back(storageFailure());
  r.findings[0].location.file = "/abs/main.json";
  Value log = strictJson(sarifReport(r));
  const Value& al = at(log, "runs/0/results/0/locations/0/physicalLocation/artifactLocation");
  CHECK(at(al, "uri").str() == "file:///abs/main.json");
  CHECK_FALSE(has(al, "uriBaseId"));
}

TEST_CASE("sarif: unknown line points at line 1 without a column; the root URI ends with a slash", "[report][sarif]") {
  Report r;
  r.rootUri = "file:///src/repo";
  r.findings.push_back(storageFailure());
  r.findings[0].location.line = 0;
  Value log = strictJson(sarifReport(r));
  const Value& region = at(log, "runs/0/results/0/locations/0/physicalLocation/region");
  CHECK(at(region, "startLine").asInt() == 1);
  CHECK_FALSE(has(region, "startColumn"));
  CHECK(at(log, "runs/0/originalUriBaseIds/%SRCROOT%/uri").str() == "file:///src/repo/");
}

TEST_CASE("sarif: skipped files are tool notifications, not results", "[report][sarif]") {
  Value log = strictJson(sarifReport(sampleReport()));
  const Value& n = at(log, "runs/0/invocations/0/toolExecutionNotifications/0");
  CHECK(at(n, "level").str() == "note");
  CHECK(at(n, "message/text").str() == "Skipped infra/app.bicep: Bicep files are not supported yet");
  CHECK(at(n, "locations/0/physicalLocation/artifactLocation/uri").str() == "infra/app.bicep");
  CHECK(at(log, "runs/0/invocations/0/executionSuccessful").asBool());
}

TEST_CASE("sarif: hostile and non-UTF-8 text stays valid JSON", "[report][sarif]") {
  Report r;
  Finding f = storageFailure("st\"quoted\"\n\x01");
  f.message = std::string("bad byte \xff here, emoji \xF0\x9F\x94\x92, quote \" and backslash \\");
  r.findings.push_back(f);
  Value log = strictJson(sarifReport(r));
  std::string text = at(log, "runs/0/results/0/message/text").str();
  CHECK(text.rfind("bad byte \xEF\xBF\xBD here, emoji \xF0\x9F\x94\x92, quote \" and backslash \\", 0) == 0);
  CHECK(at(log, "runs/0/results/0/locations/0/logicalLocations/0/name").str() == "st\"quoted\"\n\x01");
}

TEST_CASE("sarif: every byte is kept or percent-encoded as RFC 3986 says, in any place of a path", "[report][sarif]") {
  auto kept = [](unsigned char c) {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
           std::string_view("-._~/!$&'()*+,;=@").find(static_cast<char>(c)) != std::string_view::npos;
  };
  const char* hex = "0123456789ABCDEF";
  for (int b = 1; b < 256; ++b) {
    auto c = static_cast<unsigned char>(b);
    std::string encoded = kept(c) ? std::string(1, static_cast<char>(c)) : std::string{'%', hex[c >> 4], hex[c & 15]};
    if (c == '\\') encoded = "/";  // a Windows separator
    INFO("byte " << b);
    CHECK(pathToUri("a" + std::string(1, static_cast<char>(c)) + "b") == "a" + encoded + "b");
    CHECK(pathToUri("dir/" + std::string(3, static_cast<char>(c))) == "dir/" + encoded + encoded + encoded);
  }
  // A drive letter's colon is kept only in an absolute Windows path.
  CHECK(pathToUri("d:/x:y") == "file:///d:/x%3Ay");
  CHECK(pathToUri("/x:y") == "file:///x%3Ay");
}
