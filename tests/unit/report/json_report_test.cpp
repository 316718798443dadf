#include <catch2/catch.hpp>

#include "report/fingerprint.hpp"
#include "report/json_writer.hpp"
#include "tests/unit/report/report_test_util.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf;
using namespace pf::report;
using namespace pf::report::test;

TEST_CASE("json report: documented top-level shape and summary counts", "[report][json]") {
  Value doc = strictJson(jsonReport(sampleReport()));
  CHECK(at(doc, "format").str() == "preflight-report");
  CHECK(at(doc, "formatVersion").asInt() == 1);
  CHECK(at(doc, "tool/name").str() == "preflight");
  CHECK(at(doc, "tool/version").str() == "0.1.0");
  const Value& s = at(doc, "summary");
  CHECK(at(s, "filesAnalyzed").asInt() == 2);
  CHECK(at(s, "filesSkipped").asInt() == 1);
  CHECK(at(s, "problems").asInt() == 3);
  CHECK(at(s, "errors").asInt() == 1);
  CHECK(at(s, "warnings").asInt() == 1);
  CHECK(at(s, "notes").asInt() == 1);
  CHECK(at(s, "passed").asInt() == 1);
  CHECK(at(s, "inconclusive").asInt() == 1);
  CHECK(at(s, "suppressed").asInt() == 1);
  CHECK(at(doc, "skipped/0/file").str() == "infra/app.bicep");
  CHECK(at(doc, "skipped/0/reason").str() == "Bicep files are not supported yet");
  CHECK(at(doc, "rules").arr().size() == 3);
  CHECK(at(doc, "rules/1/defaultLevel").str() == "warning");
  // Every result, in source order: main.json line 4, 12, 40, 80, then vault.json 30, 60.
  const Array& f = at(doc, "findings").arr();
  REQUIRE(f.size() == 6);
  CHECK(at(f[0], "location/line").asInt() == 4);
  CHECK(at(f[1], "location/line").asInt() == 12);
  CHECK(at(f[4], "location/file").str() == "infra/vault.json");
}

TEST_CASE("json report: finding fields", "[report][json]") {
  Value doc = strictJson(jsonReport(sampleReport()));
  const Value& f = at(doc, "findings/1");
  CHECK(at(f, "ruleId").str() == "PF-STORAGE-001");
  CHECK(at(f, "ruleName").str() == "Azure.Storage.SecureTransfer");
  CHECK(at(f, "outcome").str() == "fail");
  CHECK(at(f, "level").str() == "error");
  CHECK(at(f, "location/column").asInt() == 5);
  CHECK(at(f, "parameterFiles").arr().size() == 2);
  CHECK(at(f, "resources/0/fullyQualifiedName").str() == "Microsoft.Storage/storageAccounts/st1");
  CHECK(at(f, "suppression").isNull());
  CHECK(at(f, "fingerprint").str() == "87d4f6fdb8be37e0");  // pinned in fingerprint_test.cpp
  const Value& sup = at(doc, "findings/3");
  CHECK(at(sup, "suppression/kind").str() == "external");
  CHECK(at(sup, "suppression/justification").str() == "Legacy account, retired in Q3.");
}

TEST_CASE("json report: reads back what it wrote", "[report][json]") {
  Report original = sampleReport();
  auto back = readJsonReport(jsonReport(original));
  REQUIRE(back.ok());
  CHECK(back->tool.version == "0.1.0");
  CHECK(back->summary.filesAnalyzed == 2);
  REQUIRE(back->summary.skipped.size() == 1);
  REQUIRE(back->rules.size() == 3);
  CHECK(back->rules[0].tags == original.rules[0].tags);
  CHECK(back->rules[2].defaultLevel == Level::Note);
  REQUIRE(back->findings.size() == original.findings.size());
  std::vector<Finding> expected = original.findings;
  assignFingerprints(expected);
  for (const Finding& e : expected) {
    bool found = false;
    for (const Finding& b : back->findings) {
      if (b.fingerprint != e.fingerprint) continue;
      found = true;
      CHECK(b.ruleId == e.ruleId);
      CHECK(b.outcome == e.outcome);
      CHECK(b.level == e.level);
      CHECK(b.message == e.message);
      CHECK(b.location == e.location);
      CHECK(b.resources == e.resources);
      CHECK(b.suppression == e.suppression);
      CHECK(b.messageKey == e.messageKey);
      CHECK(b.parameterFiles.size() == e.parameterFiles.size());
    }
    CHECK(found);
  }
}

TEST_CASE("json report: UTF-8 is kept and invalid bytes are repaired", "[report][json][utf8]") {
  Report r;
  Finding f = storageFailure("stÜ");
  f.message = std::string("caf\xC3\xA9 \xF0\x9F\x94\x92 bad\xC0\xAF end\xE2\x82");
  r.findings.push_back(f);
  Value doc = strictJson(jsonReport(r));
  CHECK(at(doc, "findings/0/message").str() ==
        "caf\xC3\xA9 \xF0\x9F\x94\x92 bad\xEF\xBF\xBD\xEF\xBF\xBD end\xEF\xBF\xBD\xEF\xBF\xBD");
  CHECK(at(doc, "findings/0/resources/0/name").str() == "stÜ");
}

TEST_CASE("json report: reading rejects what is not a report", "[report][json]") {
  CHECK(readJsonReport("{").error().code == "RPT001");
  CHECK(readJsonReport("[]").error().code == "RPT002");
  CHECK(readJsonReport(R"({"format":"preflight-report","formatVersion":99})").error().code == "RPT002");
  auto bad = readJsonReport(R"({"format":"preflight-report","formatVersion":1,
    "findings":[{"ruleId":"X","outcome":"exploded"}]})");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().code == "RPT003");
  CHECK(bad.error().message.find("exploded") != std::string::npos);
  CHECK(bad.error().loc.line == 2);
  auto wrongType = readJsonReport(R"({"format":"preflight-report","formatVersion":1,"findings":[{"ruleId":5}]})");
  REQUIRE_FALSE(wrongType.ok());
  CHECK(wrongType.error().message == "'ruleId' must be a string");
}

TEST_CASE("json report: written in pieces, the text is the same", "[report][json]") {
  Report rep = sampleReport();
  REQUIRE(rep.findings.size() >= 2);
  std::vector<std::string> pieces;
  writeJsonReport(rep, {}, [&pieces](std::string_view p) { pieces.emplace_back(p); });
  std::string joined;
  for (const auto& p : pieces) joined += p;
  CHECK(joined == jsonReport(rep));
  // A small report is one piece: the sink gets big chunks, not a write per finding.
  CHECK(pieces.size() == 1);
  // The same shape as a value tree written whole: each finding two levels in.
  CHECK(joined.find("\n  \"findings\": [\n    {\n      \"ruleId\": ") != std::string::npos);
  const std::string end = "\n    }\n  ]\n}\n";
  CHECK(joined.compare(joined.size() - end.size(), end.size(), end) == 0);
  rep.findings.clear();
  pieces.clear();
  writeJsonReport(rep, {}, [&pieces](std::string_view p) { pieces.emplace_back(p); });
  REQUIRE(pieces.size() == 1);
  CHECK(pieces[0].find("\"findings\": []\n}\n") != std::string::npos);
}
