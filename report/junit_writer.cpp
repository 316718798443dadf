#include "report/junit_writer.hpp"

#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "report/detail/escape.hpp"
#include "report/detail/text_pieces.hpp"
#include "report/order.hpp"
#include "report/utf8.hpp"

namespace pf::report {

namespace {

// A message attribute is a one-line summary; the whole text is in the element body.
constexpr size_t kMaxAttribute = 1000;

// The document as it is produced, handed to a sink in pieces (TextPieces): a big run's report is
// never held whole (16.8 MB for the quickstart corpus took 47 MB more at its peak).
class XmlOut {
 public:
  explicit XmlOut(const std::function<void(std::string_view)>& sink) : pieces_(sink), buf_(pieces_.text()) {}
  XmlOut& raw(std::string_view text) {
    buf_ += text;
    return *this;
  }
  XmlOut& attr(std::string_view name, std::string_view value) {
    buf_ += ' ';
    buf_ += name;
    buf_ += "=\"";
    detail::appendXmlEscaped(buf_, value, true);
    buf_ += '"';
    return *this;
  }
  XmlOut& attr(std::string_view name, size_t n) { return attr(name, std::to_string(n)); }
  XmlOut& text(std::string_view value) {
    detail::appendXmlEscaped(buf_, value, false);
    return *this;
  }
  // Between elements.
  void mayFlush() { pieces_.mayFlush(); }
  void flush() { pieces_.flush(); }

 private:
  detail::TextPieces pieces_;
  std::string& buf_;
};

struct Suite {
  std::string id;
  std::string name;
  std::vector<const Finding*> cases;
  size_t failures = 0, errors = 0, skipped = 0;
};

std::string testName(const Finding& f) {
  std::string name = f.resources.empty() ? std::string() : f.resources.front().fullyQualifiedName();
  if (name.empty()) name = normalizePath(f.location.file);
  if (!f.messageKey.empty()) name += " [" + f.messageKey + "]";
  if (!f.location.file.empty()) {
    name += " (" + normalizePath(f.location.file);
    if (f.location.line) name += ":" + std::to_string(f.location.line);
    name += ")";
  }
  return name;
}

std::string details(const Finding& f) {
  std::string d = f.message;
  auto line = [&](const std::string& s) {
    if (s.empty()) return;
    if (!d.empty()) d += '\n';
    d += s;
  };
  if (!f.location.file.empty()) {
    std::string at = "Location: " + normalizePath(f.location.file);
    if (f.location.line) at += ":" + std::to_string(f.location.line);
    if (f.location.line && f.location.column) at += ":" + std::to_string(f.location.column);
    line(at);
  }
  for (const ResourceRef& r : f.resources) {
    line("Resource: " + r.fullyQualifiedName() + (r.id.empty() ? "" : " (" + r.id + ")"));
  }
  for (const SourceLocation& p : f.parameterFiles) line("Parameter file: " + normalizePath(p.file));
  if (!f.recommendation.empty()) line("Recommendation: " + f.recommendation);
  return d;
}

}  // namespace

void writeJunitReport(const Report& report, const WriteOptions&, const std::function<void(std::string_view)>& sink) {
  std::vector<Suite> suites;
  std::map<std::string, size_t> index;
  for (const RuleInfo& r : report.rules)
    if (index.emplace(r.id, suites.size()).second) suites.push_back({r.id, r.name, {}, 0, 0, 0});
  size_t tests = 0, failures = 0, errors = 0, skipped = 0;
  for (const Finding* f : selectFindings(report.findings, Selection{true, true})) {
    auto [it, added] = index.emplace(f->ruleId, suites.size());
    if (added) suites.push_back({f->ruleId, f->ruleName, {}, 0, 0, 0});
    Suite& s = suites[it->second];
    s.cases.push_back(f);
    ++tests;
    if (f->suppressed() || f->outcome == Outcome::Inconclusive) ++s.skipped, ++skipped;
    else if (f->outcome == Outcome::Fail) ++s.failures, ++failures;
    else if (f->outcome == Outcome::Error) ++s.errors, ++errors;
  }

  XmlOut out(sink);
  out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites")
      .attr("name", report.tool.name.empty() ? "preflight" : report.tool.name)
      .attr("tests", tests)
      .attr("failures", failures)
      .attr("errors", errors)
      .attr("skipped", skipped)
      .raw(">\n");
  for (const Suite& s : suites) {
    if (s.cases.empty()) continue;  // a rule with nothing to report is not a test suite
    std::string suiteName = s.name.empty() || s.name == s.id ? s.id : s.id + " " + s.name;
    out.raw("  <testsuite")
        .attr("name", suiteName)
        .attr("tests", s.cases.size())
        .attr("failures", s.failures)
        .attr("errors", s.errors)
        .attr("skipped", s.skipped)
        .raw(">\n");
    for (const Finding* f : s.cases) {
      out.raw("    <testcase").attr("name", testName(*f)).attr("classname", f->ruleId);
      if (!f->location.file.empty()) out.attr("file", normalizePath(f->location.file));
      if (f->location.line) out.attr("line", f->location.line);
      if (f->suppressed()) {
        std::string why = "suppressed";
        if (!f->suppression->justification.empty()) why += ": " + f->suppression->justification;
        out.raw(">\n      <skipped").attr("message", why).raw("/>\n    </testcase>\n");
      } else if (f->outcome == Outcome::Inconclusive) {
        out.raw(">\n      <skipped")
            .attr("message", truncateUtf8("inconclusive: " + f->message, kMaxAttribute))
            .raw("/>\n    </testcase>\n");
      } else if (f->outcome == Outcome::Fail || f->outcome == Outcome::Error) {
        std::string_view tag = f->outcome == Outcome::Fail ? "failure" : "error";
        out.raw(">\n      <").raw(tag).attr("message", truncateUtf8(f->message, kMaxAttribute));
        out.attr("type", levelName(f->level)).raw(">").text(details(*f)).raw("</").raw(tag).raw(">\n    </testcase>\n");
      } else {
        out.raw("/>\n");
      }
      out.mayFlush();
    }
    out.raw("  </testsuite>\n");
  }
  out.raw("</testsuites>\n");
  out.flush();
}

std::string junitReport(const Report& report, const WriteOptions& options) {
  std::string out;
  writeJunitReport(report, options, [&out](std::string_view piece) { out += piece; });
  return out;
}

}  // namespace pf::report
