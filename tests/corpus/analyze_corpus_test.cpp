// `preflight analyze` over every quickstart sample (ARM templates, parameter files, Bicep and
// .bicepparam): nothing crashes, every candidate file is accounted for (analyzed, analyzed
// through the file that references it, or skipped with a reason), and the findings per rule are
// printed so that false positives can be spotted.
#include <catch2/catch.hpp>

#include <chrono>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>

#include "engine/analyze/analyze.hpp"
#include "report/dedup.hpp"
#include "tests/corpus/corpus.hpp"

using namespace pf;
namespace fs = std::filesystem;

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
  for (const auto& f : findings) {
    auto& c = perRule[f.ruleId + " " + f.ruleName];
    if (f.suppressed()) ++c[3];
    else if (f.isProblem()) ++c[0];
    else if (f.outcome == report::Outcome::Pass) ++c[1];
    else ++c[2];
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
  CHECK(r.analyzedFiles.size() > 1000);
}
