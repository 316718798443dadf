#include <catch2/catch.hpp>

#include "report/text_writer.hpp"
#include "tests/unit/report/sample_report.hpp"

using namespace pf::report;
using namespace pf::report::test;

namespace {
bool contains(const std::string& s, std::string_view part) { return s.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("text: grouped by file in source order, then skipped files and the summary line", "[report][text]") {
  std::string out = textReport(sampleReport());
  INFO(out);
  CHECK_FALSE(contains(out, "\x1b["));  // no colour unless asked
  size_t main = out.find("infra/main.json\n");
  size_t vault = out.find("infra/vault.json\n");
  REQUIRE(main != std::string::npos);
  REQUIRE(vault != std::string::npos);
  CHECK(main < vault);
  // Line 4 (the note) before line 12 (the storage failure) within main.json.
  size_t note = out.find("  4:5     note");
  size_t storage = out.find("  12:5    error      PF-STORAGE-001 Azure.Storage.SecureTransfer");
  REQUIRE(note != std::string::npos);
  REQUIRE(storage != std::string::npos);
  CHECK(note < storage);
  CHECK(contains(out, "      Microsoft.Storage/storageAccounts/st1\n"));
  CHECK(contains(out, "      Path properties.supportsHttpsTrafficOnly: is false.\n"));
  CHECK(contains(out, "      Recommendation: Set supportsHttpsTrafficOnly to true.\n"));
  CHECK(contains(out, "      Parameter files: infra/main.dev.parameters.json, infra/main.prod.parameters.json\n"));
  CHECK(contains(out, "  30:7    warning    PF-KV-002"));
  // Passes, inconclusive and suppressed results are left out by default.
  CHECK_FALSE(contains(out, "st2"));
  CHECK_FALSE(contains(out, "kv2"));
  CHECK_FALSE(contains(out, "legacy"));
  CHECK(contains(out, "Skipped\n  infra/app.bicep: Bicep files are not supported yet\n"));
  std::string last = out.substr(out.rfind('\n', out.size() - 2) + 1);
  CHECK(last ==
        "3 problems (1 error, 1 warning, 1 note) in 2 files; 1 passed, 1 inconclusive, 1 suppressed; "
        "2 files analyzed, 1 skipped\n");
}

TEST_CASE("text: all results and suppressed ones on request", "[report][text]") {
  WriteOptions o;
  o.all = true;
  o.includeSuppressed = true;
  std::string out = textReport(sampleReport(), o);
  CHECK(contains(out, "  40:5    pass       PF-STORAGE-001"));
  CHECK(contains(out, "  60:7    inconclusive  PF-KV-002"));
  CHECK(contains(out, "  80:5    error      PF-STORAGE-001 Azure.Storage.SecureTransfer  [suppressed: Legacy account, retired in Q3.]"));
}

TEST_CASE("text: colours when asked", "[report][text]") {
  WriteOptions o;
  o.color = true;
  std::string out = textReport(sampleReport(), o);
  CHECK(contains(out, "\x1b[1minfra/main.json\x1b[0m"));
  CHECK(contains(out, "\x1b[31merror    \x1b[0m"));
  CHECK(contains(out, "\x1b[33mwarning  \x1b[0m"));
  CHECK(contains(out, "\x1b[1;31m3 problems"));
  Report clean;
  clean.summary.filesAnalyzed = 1;
  CHECK(textReport(clean, o) == "\x1b[1;32mno problems; 1 file analyzed\x1b[0m\n");
}

TEST_CASE("text: hostile names cannot drive the terminal; multi-line messages stay indented", "[report][text]") {
  Report r;
  Finding f = storageFailure("st\x1b[2Jevil");
  f.message = "first line\nsecond line\x07\xC2\x9B" "31m";
  r.findings.push_back(f);
  std::string out = textReport(r);
  CHECK_FALSE(contains(out, "\x1b"));
  CHECK_FALSE(contains(out, "\x07"));
  CHECK_FALSE(contains(out, "\xC2\x9B"));
  CHECK(contains(out, "st\\x1b[2Jevil"));
  CHECK(contains(out, "      first line\n      second line\\x07\\x9b31m\n"));
}

TEST_CASE("text: a file header, a rule name and a skipped file stay on their line", "[report][text]") {
  // Paths and rule names from a repository may hold a newline: it would start a line that looks
  // like the report's own (a file header, a summary).
  Report r;
  Finding f = storageFailure("st1");
  f.location.file = "infra/a\nNo problems; 9 passed/x.json";
  f.ruleName = "Name\n::warning::forged";
  r.findings.push_back(f);
  r.summary.skipped.push_back({"infra/b\n1 file analyzed.bicep", "does not compile (BCP091: \"x\n::error::y\")"});
  std::string out = textReport(r);
  INFO(out);
  CHECK(contains(out, "infra/a\\nNo problems; 9 passed/x.json\n"));
  CHECK(contains(out, " Name\\n\\x3a:warning::forged\n"));
  CHECK(contains(out, "  infra/b\\n1 file analyzed.bicep: does not compile (BCP091: \"x\\n\\x3a:error::y\")\n"));
  CHECK_FALSE(contains(out, "\nNo problems"));
  CHECK_FALSE(contains(out, "\n1 file analyzed"));
}

TEST_CASE("text: a rule error and a finding without a file", "[report][text]") {
  Report r;
  Finding e = withOutcome(storageFailure(), Outcome::Error);
  e.message = "could not evaluate";
  Finding nofile = paramNote();
  nofile.location = {};
  r.findings = {e, nofile};
  std::string out = textReport(r);
  CHECK(contains(out, "error (rule error)  PF-STORAGE-001"));
  CHECK(contains(out, "(no file)\n  -       note"));
  CHECK(contains(out, "2 problems (1 error, 1 note), 1 rule not evaluated in 2 files"));
}

TEST_CASE("text: many files skipped for one kind of reason are one line with a count", "[report][text]") {
  Report r;
  for (int i = 0; i < 7; ++i) r.summary.skipped.push_back({"app" + std::to_string(i) + "/metadata.json", "not-arm-json: JSON with $schema x"});
  r.summary.skipped.push_back({"infra/broken.json", "the template cannot be read (JSON001: ...)"});
  std::string out = textReport(r);
  CHECK(out.find("  7 files: not-arm-json (app0/metadata.json, app1/metadata.json, app2/metadata.json, ...)\n") !=
        std::string::npos);
  CHECK(out.find("  infra/broken.json: the template cannot be read (JSON001: ...)\n") != std::string::npos);
  CHECK(out.find("app5/metadata.json") == std::string::npos);
}

TEST_CASE("text: a big report is handed over in pieces, never whole", "[report][text]") {
  Report r;
  r.rules.push_back(storageRule());
  for (int i = 0; i < 4000; ++i) {
    Finding f = storageFailure("st" + std::to_string(i), static_cast<uint32_t>(i + 1));
    f.message = "Storage account st" + std::to_string(i) + " " + std::string(200, 'm');
    r.findings.push_back(f);
  }
  // The last finding alone fills a piece: the skipped files then start a new one.
  Finding last = storageFailure("zz-last", 5000);
  last.message = std::string(300 * 1024, 'l');
  r.findings.push_back(last);
  r.summary.skipped.push_back({"notes/readme.json", "NotArmJson: neither a template nor a parameter file"});
  for (bool color : {false, true}) {
    WriteOptions o;
    o.color = color;
    std::vector<std::string> pieces;
    writeTextReport(r, o, [&pieces](std::string_view p) { pieces.emplace_back(p); });
    std::string whole = textReport(r, o);
    CHECK(whole.size() > 1024 * 1024);
    REQUIRE(pieces.size() > 3);
    std::string joined;
    for (const std::string& p : pieces) {
      CHECK(p.size() < 600 * 1024);  // a chunk and at most one finding more
      joined += p;
    }
    CHECK(joined == whole);
    // One blank line before the skipped files, though what went before was handed over already.
    if (!color) CHECK(whole.find("\n\nSkipped\n") != std::string::npos);
  }
}
