// `preflight analyze` over every quickstart sample (ARM templates, parameter files, Bicep and
// .bicepparam): nothing crashes, every candidate file is accounted for (analyzed, analyzed
// through the file that references it, or skipped with a reason), and the findings per rule are
// printed so that false positives can be spotted. The counts per rule (after de-duplication, as
// users see them) are compared exactly with tests/corpus/expected/analyze_quickstart.tsv;
// regenerate with PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests "[analyze-corpus]".
#include <catch2/catch.hpp>

#include <chrono>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>

#include "engine/analyze/analyze.hpp"
#include "report/dedup.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/corpus/rule_count_table.hpp"
#include "tests/golden.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

// Measured with ./build/tests/preflight_tests "[analyze-corpus]" (its first output line:
// "N candidate files, N analyzed, ..."). The corpus is fixed data, so the candidate count is
// exact; the analyzed floor is the measured count.
constexpr size_t kCandidateFiles = 3757;  // measured 3757 (the README's 3210 + 543 + 4 shared files)
constexpr size_t kAnalyzedFloor = 2433;   // measured 2433

}  // namespace

TEST_CASE("corpus: analyze over the quickstart folder", "[corpus][analyze-corpus]") {
  PF_REQUIRE_CORPUS();
  fs::path root = test::corpusRoot() / "quickstart";
  SourceFiles files;
  analyze::AnalyzeRequest req;
  req.paths = {root.string()};
  req.repositoryRules = false;
  req.today = "2026-06-01";
  auto start = std::chrono::steady_clock::now();
  analyze::AnalyzeResult r = analyze::analyze(req, files);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK_FALSE(r.inputError);

  std::set<std::string> accounted(r.analyzedFiles.begin(), r.analyzedFiles.end());
  accounted.insert(r.linkedFiles.begin(), r.linkedFiles.end());
  std::map<std::string, size_t> skipReasons;
  for (const auto& s : r.report.summary.skipped) {
    CHECK_FALSE(s.reason.empty());
    accounted.insert(s.file);
    skipReasons[s.reason.substr(0, s.reason.find_first_of(":("))]++;
  }
  size_t candidates = 0, missing = 0;
  for (const auto& e : fs::recursive_directory_iterator(root)) {
    if (!e.is_regular_file()) continue;
    std::string ext = e.path().extension().string();
    if (ext != ".json" && ext != ".jsonc" && ext != ".bicep" && ext != ".bicepparam") continue;
    ++candidates;
    std::string rel = fs::relative(e.path(), root).generic_string();
    if (!accounted.count(rel)) {
      if (++missing <= 10) std::cout << "not accounted for: " << rel << "\n";
    }
  }
  std::vector<report::Finding> findings = report::deduplicate(std::move(r.report.findings));
  std::map<std::string, std::array<size_t, 4>> perRule;  // fail, pass, inconclusive, suppressed
  std::map<std::string, test::RuleCountRow> rows;
  for (const auto& rule : r.report.rules) rows[rule.name].id = rule.id;
  for (const auto& f : findings) {
    auto& c = perRule[f.ruleId + " " + f.ruleName];
    test::RuleCountRow& row = rows[f.ruleName];
    row.id = f.ruleId;
    if (f.suppressed()) ++c[3], ++row.suppressed;
    else if (f.isProblem()) ++c[0], ++row.fail;
    else if (f.outcome == report::Outcome::Pass) ++c[1], ++row.pass;
    else ++c[2], ++row.inconclusive;
  }
  std::cout << "analyze over quickstart: " << candidates << " candidate files, " << r.analyzedFiles.size()
            << " analyzed, " << r.linkedFiles.size() << " through their parent, " << r.report.summary.skipped.size()
            << " skipped, " << missing << " unaccounted; " << findings.size() << " findings after de-duplication in "
            << std::fixed << std::setprecision(2) << seconds << " s\n";
  for (const auto& [reason, n] : skipReasons) std::cout << "  skipped " << std::setw(5) << n << "  " << reason << "\n";
  std::cout << std::left << std::setw(52) << "rule" << std::right << std::setw(7) << "fail" << std::setw(7) << "pass"
            << std::setw(7) << "inconc" << "\n";
  for (const auto& [rule, c] : perRule)
    std::cout << std::left << std::setw(52) << rule << std::right << std::setw(7) << c[0] << std::setw(7) << c[1]
              << std::setw(7) << c[2] << "\n";
  CHECK(missing == 0);
  PF_REQUIRE_CORPUS_INPUTS("candidate files under quickstart/", candidates, kCandidateFiles);
  CHECK(r.analyzedFiles.size() >= kAnalyzedFloor);

  std::string table = test::ruleCountTable(
      "preflight analyze over the shared quickstart folder (every template, parameter file, Bicep and\n"
      ".bicepparam file), findings per rule after de-duplication, as tests/corpus/analyze_corpus_test.cpp\n"
      "counts them. Regenerate: PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests \"[analyze-corpus]\"",
      rows);
  std::string mismatch = test::compareWithGolden("tests/corpus/expected/analyze_quickstart.tsv", table, "[analyze-corpus]");
  if (!mismatch.empty())
    FAIL_CHECK("findings per rule over the quickstart corpus changed (- golden, + this run):\n" << mismatch);
  if (test::updateGolden()) WARN("wrote tests/corpus/expected/analyze_quickstart.tsv");
}
