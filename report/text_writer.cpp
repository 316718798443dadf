#include "report/text_writer.hpp"

#include <map>
#include <vector>

#include "report/counts.hpp"
#include "report/detail/escape.hpp"
#include "report/detail/text_pieces.hpp"
#include "report/order.hpp"

namespace pf::report {

using detail::terminalSafe;

namespace {

struct Style {
  bool on;
  std::string wrap(std::string_view code, std::string_view s) const {
    if (!on) return std::string(s);
    return "\x1b[" + std::string(code) + "m" + std::string(s) + "\x1b[0m";
  }
  std::string bold(std::string_view s) const { return wrap("1", s); }
  std::string dim(std::string_view s) const { return wrap("2", s); }
};

const char* colourOf(const Finding& f) {
  switch (f.outcome) {
    case Outcome::Pass: return "32";
    case Outcome::Inconclusive: return "35";
    default: break;
  }
  return f.level == Level::Error ? "31" : f.level == Level::Warning ? "33" : "36";
}

std::string pad(std::string s, size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

// Text that must stay on its line (a file header, a rule's name, a skipped file): a newline in it
// shows as "\n", so it cannot start a line that looks like the report's own.
std::string lineSafe(std::string_view text) {
  std::string safe = terminalSafe(text);
  std::string out;
  out.reserve(safe.size());
  for (char c : safe) {
    if (c == '\n') out += "\\n";
    else out += c;
  }
  return out;
}

// Indented detail lines; continuation lines of a multi-line text keep the indent.
void detailLines(std::string& out, const Style& st, std::string_view text, const char* prefix = "") {
  std::string safe = terminalSafe(text);
  size_t start = 0;
  bool first = true;
  while (start <= safe.size()) {
    size_t nl = safe.find('\n', start);
    std::string_view line = std::string_view(safe).substr(start, nl == std::string::npos ? std::string::npos : nl - start);
    out += "      ";
    out += first ? st.dim(prefix) + std::string(line) : std::string(line);
    out += '\n';
    first = false;
    if (nl == std::string::npos) break;
    start = nl + 1;
  }
}

}  // namespace

void writeTextReport(const Report& report, const WriteOptions& options, const std::function<void(std::string_view)>& sink) {
  Style st{options.color};
  detail::TextPieces pieces(sink);  // handed over between findings
  std::string& out = pieces.text();
  std::vector<const Finding*> shown = selectFindings(report.findings, Selection{options.all, options.includeSuppressed});
  std::string currentFile;
  bool firstFile = true;
  for (const Finding* f : shown) {
    std::string file = normalizePath(f->location.file);
    if (firstFile || file != currentFile) {
      if (!firstFile) out += '\n';
      out += st.bold(file.empty() ? "(no file)" : lineSafe(file)) + '\n';
      currentFile = file;
      firstFile = false;
    }
    std::string pos = f->location.line ? std::to_string(f->location.line) : "-";
    if (f->location.line && f->location.column) pos += ":" + std::to_string(f->location.column);
    out += "  " + pad(pos, 8) + st.wrap(colourOf(*f), pad(outcomeLabel(*f), 9)) + "  " + lineSafe(f->ruleId);
    if (!f->ruleName.empty() && f->ruleName != f->ruleId) out += " " + st.dim(lineSafe(f->ruleName));
    if (f->suppression) {
      out += "  " + st.dim("[suppressed" +
                           (f->suppression->justification.empty() ? "" : ": " + terminalSafe(f->suppression->justification)) +
                           "]");
    }
    out += '\n';
    std::string resources;
    for (const ResourceRef& r : f->resources) resources += (resources.empty() ? "" : ", ") + r.fullyQualifiedName();
    if (!resources.empty()) detailLines(out, st, resources);
    if (!f->message.empty()) detailLines(out, st, f->message);
    if (f->isProblem() && !f->recommendation.empty()) detailLines(out, st, f->recommendation, "Recommendation: ");
    if (!f->parameterFiles.empty()) {
      std::string params;
      for (const SourceLocation& p : f->parameterFiles) params += (params.empty() ? "" : ", ") + normalizePath(p.file);
      detailLines(out, st, params, f->parameterFiles.size() == 1 ? "Parameter file: " : "Parameter files: ");
    }
    pieces.mayFlush();
  }
  if (!report.summary.skipped.empty()) {
    if (!pieces.empty()) out += '\n';
    out += st.bold("Skipped") + '\n';
    // A kind of reason (the text before ':' or '(') shared by many files is one line with a count and a
    // few examples, so that a repository's hundreds of non-template JSON files do not bury the
    // report; the JSON and SARIF reports list every file.
    constexpr size_t kListed = 5, kExamples = 3;
    std::map<std::string, std::vector<const SkippedFile*>> byKind;
    std::vector<std::string> kinds;
    for (const SkippedFile& s : report.summary.skipped) {
      std::string kind = s.reason.substr(0, s.reason.find_first_of(":("));
      while (!kind.empty() && kind.back() == ' ') kind.pop_back();
      if (byKind[kind].empty()) kinds.push_back(kind);
      byKind[kind].push_back(&s);
    }
    for (const std::string& kind : kinds) {
      const auto& files = byKind[kind];
      if (files.size() <= kListed) {
        for (const SkippedFile* s : files)
          out += "  " + lineSafe(normalizePath(s->file)) + ": " + lineSafe(s->reason) + '\n';
        continue;
      }
      std::string examples;
      for (size_t i = 0; i < kExamples; ++i) examples += (i ? ", " : "") + normalizePath(files[i]->file);
      out += "  " + std::to_string(files.size()) + " files: " + lineSafe(kind) + " (" + lineSafe(examples) +
             ", ...)\n";
    }
  }
  if (!pieces.empty()) out += '\n';
  Counts c = countFindings(report.findings);
  std::string summary = terminalSafe(summaryText(report));
  out += st.wrap(c.problems() ? "1;31" : "1;32", summary) + '\n';
  pieces.flush();
}

std::string textReport(const Report& report, const WriteOptions& options) {
  std::string out;
  writeTextReport(report, options, [&out](std::string_view piece) { out += piece; });
  return out;
}

}  // namespace pf::report
