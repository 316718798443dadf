#include <catch2/catch.hpp>

#include "report/counts.hpp"
#include "report/exit_code.hpp"
#include "report/utf8.hpp"
#include "report/writers.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

TEST_CASE("exit code: failures at or above --fail-on", "[report][exit]") {
  std::vector<Finding> warningOnly = {keyVaultWarning()};
  CHECK(exitCodeFor(warningOnly, FailOn::Error) == 0);
  CHECK(exitCodeFor(warningOnly, FailOn::Warning) == 1);
  CHECK(exitCodeFor(warningOnly, FailOn::Note) == 1);
  CHECK(exitCodeFor(warningOnly, FailOn::None) == 0);
  std::vector<Finding> noteOnly = {paramNote()};
  CHECK(exitCodeFor(noteOnly, FailOn::Warning) == 0);
  CHECK(exitCodeFor(noteOnly, FailOn::Note) == 1);
  CHECK(exitCodeFor({storageFailure()}, FailOn::Error) == 1);
  CHECK(exitCodeFor({}, FailOn::Note) == 0);
}

TEST_CASE("exit code: passes, inconclusive and suppressed findings never fail; rule errors do", "[report][exit]") {
  Finding suppressed = storageFailure();
  suppressed.suppression = Suppression{};
  std::vector<Finding> quiet = {withOutcome(storageFailure(), Outcome::Pass),
                                withOutcome(storageFailure(), Outcome::Inconclusive), suppressed};
  CHECK(exitCodeFor(quiet, FailOn::Note) == 0);
  CHECK(exitCodeFor({withOutcome(storageFailure(), Outcome::Error)}, FailOn::Error) == 1);
}

TEST_CASE("exit code and formats: option parsing", "[report][exit]") {
  CHECK(parseFailOn("error") == FailOn::Error);
  CHECK(parseFailOn("Warning") == FailOn::Warning);
  CHECK(parseFailOn("note") == FailOn::Note);
  CHECK(parseFailOn("none") == FailOn::None);
  CHECK_FALSE(parseFailOn("fatal"));
  for (const char* name : {"text", "json", "sarif", "junit", "markdown"}) {
    auto f = parseFormat(name);
    REQUIRE(f);
    CHECK(std::string(formatName(*f)) == name);
  }
  CHECK_FALSE(parseFormat("xml"));
  CHECK(parseLevel("Information") == Level::Note);
  CHECK(parseLevel("error") == Level::Error);
  CHECK_FALSE(parseLevel("critical"));
  CHECK(parseOutcome("inconclusive") == Outcome::Inconclusive);
}

TEST_CASE("writers: each format through writeReport", "[report]") {
  Report r = sampleReport();
  CHECK(writeReport(r, Format::Sarif).find("\"version\": \"2.1.0\"") != std::string::npos);
  CHECK(writeReport(r, Format::Json).find("\"format\": \"preflight-report\"") != std::string::npos);
  CHECK(writeReport(r, Format::Junit).rfind("<?xml", 0) == 0);
  CHECK(writeReport(r, Format::Markdown).rfind("## preflight", 0) == 0);
  CHECK(writeReport(r, Format::Text).find("infra/main.json\n") == 0);
}

TEST_CASE("counts: summary text parts", "[report]") {
  Report r;
  r.summary.filesAnalyzed = 1;
  CHECK(summaryText(r) == "no problems; 1 file analyzed");
  r.findings = {storageFailure(), storageFailure("st2"), withOutcome(keyVaultWarning(), Outcome::Pass)};
  r.summary.baselineFiltered = 4;
  CHECK(summaryText(r) == "2 problems (2 errors) in 1 file; 1 passed, 4 already in the baseline; 1 file analyzed");
}

TEST_CASE("utf8: cut at boundaries, UTF-16 columns", "[report][utf8]") {
  CHECK(truncateUtf8("abc", 3) == "abc");
  CHECK(truncateUtf8("abcdef", 5) == "ab\xE2\x80\xA6");
  CHECK(truncateUtf8("\xE2\x82\xAC\xE2\x82\xAC", 5, "") == "\xE2\x82\xAC");  // never half a character
  CHECK(truncateUtf8("abcdef", 2) == "ab");  // no room for the marker
  // "a😀b": b is code point 3 but UTF-16 unit 4.
  CHECK(utf16Column("a\xF0\x9F\x98\x80" "b", 3) == 4);
  CHECK(utf16Column("a\xC3\xBC" "b", 3) == 3);
  CHECK(utf16Column("ab", 1) == 1);
  CHECK(utf16Column("ab", 5) == 5);
  CHECK(utf16Column("ab", 0) == 0);
}
