#include "report/markdown_writer.hpp"

#include <algorithm>
#include <map>

#include "report/counts.hpp"
#include "report/detail/escape.hpp"
#include "report/order.hpp"
#include "report/utf8.hpp"

namespace pf::report {

using detail::markdownEscape;

namespace {

// One message in a table cell; longer texts are cut (the JSON and SARIF reports have them whole).
constexpr size_t kMaxCell = 1000;
// Room kept for the truncation note and the footer.
constexpr size_t kReserve = 600;

std::string cell(std::string_view s) { return markdownEscape(truncateUtf8(s, kMaxCell)); }

std::string findingRow(const Finding& f) {
  std::string line = f.location.line ? std::to_string(f.location.line) : "";
  std::string resources;
  for (const ResourceRef& r : f.resources) resources += (resources.empty() ? "" : ", ") + r.fullyQualifiedName();
  std::string msg = cell(f.message);
  if (f.isProblem() && !f.recommendation.empty()) msg += "<br>**Recommendation:** " + cell(f.recommendation);
  if (!f.parameterFiles.empty()) {
    std::string params;
    for (const SourceLocation& p : f.parameterFiles) params += (params.empty() ? "" : ", ") + normalizePath(p.file);
    msg += "<br>**Parameter files:** " + cell(params);
  }
  if (f.suppression) msg += "<br>**Suppressed:** " + cell(f.suppression->justification.empty() ? "yes" : f.suppression->justification);
  std::string rule = cell(f.ruleId);
  if (!f.ruleName.empty() && f.ruleName != f.ruleId) rule += " " + cell(f.ruleName);
  return "| " + line + " | " + outcomeLabel(f) + " | " + rule + " | " + cell(resources) + " | " + msg + " |\n";
}

}  // namespace

std::string markdownReport(const Report& report, const WriteOptions& options) {
  size_t limit = std::max<size_t>(options.markdownMaxBytes, kReserve * 2);
  Counts c = countFindings(report.findings);
  std::string out = "## preflight: " + markdownEscape(summaryText(report)) + "\n\n";

  // Problems per rule: errors first, then the most frequent, then by id.
  struct RuleRow {
    std::string id, name;
    Level level = Level::Note;
    size_t n = 0;
  };
  std::map<std::string, RuleRow> byRule;
  for (const Finding& f : report.findings) {
    if (!f.isProblem() || f.suppressed()) continue;
    RuleRow& r = byRule[f.ruleId];
    r.id = f.ruleId;
    r.name = f.ruleName;
    r.level = std::max(r.level, f.level);
    ++r.n;
  }
  std::vector<RuleRow> rows;
  for (auto& [id, r] : byRule) rows.push_back(r);
  std::stable_sort(rows.begin(), rows.end(), [](const RuleRow& a, const RuleRow& b) {
    return a.level != b.level ? a.level > b.level : a.n > b.n;
  });
  if (c.problems() == 0) {
    out += "No problems found.\n";
  } else {
    out += "| Rule | Level | Findings |\n| --- | --- | ---: |\n";
    for (const RuleRow& r : rows) {
      std::string row = "| " + cell(r.id) + (r.name.empty() || r.name == r.id ? "" : " " + cell(r.name)) + " | " +
                        levelName(r.level) + " | " + std::to_string(r.n) + " |\n";
      if (out.size() + row.size() + kReserve > limit) break;
      out += row;
    }
  }

  std::vector<const Finding*> shown = selectFindings(report.findings, Selection{options.all, options.includeSuppressed});
  size_t written = 0;
  bool truncated = false;
  std::string currentFile;
  bool first = true;
  for (const Finding* f : shown) {
    std::string file = normalizePath(f->location.file);
    std::string chunk;
    if (first || file != currentFile) {
      chunk += "\n### " + (file.empty() ? std::string("(no file)") : markdownEscape(file)) + "\n\n";
      chunk += "| Line | Level | Rule | Resource | Message |\n| ---: | --- | --- | --- | --- |\n";
    }
    chunk += findingRow(*f);
    if (out.size() + chunk.size() + kReserve > limit) {
      truncated = true;
      break;
    }
    out += chunk;
    currentFile = file;
    first = false;
    ++written;
  }
  if (truncated) {
    out += "\n> **Note:** " + std::to_string(shown.size() - written) + " of " + std::to_string(shown.size()) +
           " findings are not shown: this comment is limited to " + std::to_string(limit) +
           " bytes. The JSON or SARIF report has all of them.\n";
  }
  if (!report.summary.skipped.empty()) {
    std::string skipped = "\n<details><summary>" + plural(report.summary.skipped.size(), "file") +
                          " skipped</summary>\n\n";
    for (const SkippedFile& s : report.summary.skipped)
      skipped += "- " + markdownEscape(normalizePath(s.file)) + ": " + cell(s.reason) + "\n";
    skipped += "\n</details>\n";
    if (out.size() + skipped.size() <= limit) out += skipped;
  }
  return out;
}

}  // namespace pf::report
