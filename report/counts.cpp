#include "report/counts.hpp"

#include <string_view>
#include <unordered_set>

namespace pf::report {

std::string plural(size_t n, const char* singular, const char* pluralForm) {
  std::string word = n == 1 ? singular : pluralForm ? pluralForm : std::string(singular) + "s";
  return std::to_string(n) + " " + word;
}

Counts countFindings(const std::vector<Finding>& findings) {
  Counts c;
  std::unordered_set<std::string_view> files;  // views of the findings' own paths
  for (const Finding& f : findings) {
    if (f.suppressed()) {
      ++c.suppressed;
      continue;
    }
    switch (f.outcome) {
      case Outcome::Pass: ++c.passed; continue;
      case Outcome::Inconclusive: ++c.inconclusive; continue;
      case Outcome::Error: ++c.ruleErrors; break;
      case Outcome::Fail: break;
    }
    (f.level == Level::Error ? c.errors : f.level == Level::Warning ? c.warnings : c.notes)++;
    files.insert(f.location.file.view());
  }
  c.filesWithProblems = files.size();
  return c;
}

std::string summaryText(const Report& report) {
  Counts c = countFindings(report.findings);
  std::string s;
  if (c.problems() == 0) {
    s = "no problems";
  } else {
    s = plural(c.problems(), "problem");
    std::string parts;
    auto add = [&](size_t n, const char* word) {
      if (n == 0) return;
      if (!parts.empty()) parts += ", ";
      parts += plural(n, word);
    };
    add(c.errors, "error");
    add(c.warnings, "warning");
    add(c.notes, "note");
    s += " (" + parts + ")";
    if (c.ruleErrors) s += ", " + plural(c.ruleErrors, "rule", "rules") + " not evaluated";
    s += " in " + plural(c.filesWithProblems, "file");
  }
  std::string more;
  auto addMore = [&](size_t n, const std::string& text) {
    if (n == 0) return;
    more += more.empty() ? "" : ", ";
    more += text;
  };
  addMore(c.passed, std::to_string(c.passed) + " passed");
  addMore(c.inconclusive, std::to_string(c.inconclusive) + " inconclusive");
  addMore(c.suppressed, std::to_string(c.suppressed) + " suppressed");
  addMore(report.summary.baselineFiltered,
          std::to_string(report.summary.baselineFiltered) + " already in the baseline");
  if (!more.empty()) s += "; " + more;
  s += "; " + plural(report.summary.filesAnalyzed, "file") + " analyzed";
  if (!report.summary.skipped.empty()) s += ", " + std::to_string(report.summary.skipped.size()) + " skipped";
  return s;
}

}  // namespace pf::report
