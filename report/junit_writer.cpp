#include "report/junit_writer.hpp"

#include <map>

#include "report/detail/escape.hpp"
#include "report/order.hpp"
#include "report/utf8.hpp"

namespace pf::report {

using detail::xmlEscape;

namespace {

// A message attribute is a one-line summary; the whole text is in the element body.
constexpr size_t kMaxAttribute = 1000;

std::string attr(std::string_view name, std::string_view value) {
  return " " + std::string(name) + "=\"" + xmlEscape(value, true) + "\"";
}

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

std::string junitReport(const Report& report, const WriteOptions&) {
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

  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<testsuites" + attr("name", report.tool.name.empty() ? "preflight" : report.tool.name) +
         attr("tests", std::to_string(tests)) + attr("failures", std::to_string(failures)) +
         attr("errors", std::to_string(errors)) + attr("skipped", std::to_string(skipped)) + ">\n";
  for (const Suite& s : suites) {
    if (s.cases.empty()) continue;  // a rule with nothing to report is not a test suite
    std::string suiteName = s.name.empty() || s.name == s.id ? s.id : s.id + " " + s.name;
    out += "  <testsuite" + attr("name", suiteName) + attr("tests", std::to_string(s.cases.size())) +
           attr("failures", std::to_string(s.failures)) + attr("errors", std::to_string(s.errors)) +
           attr("skipped", std::to_string(s.skipped)) + ">\n";
    for (const Finding* f : s.cases) {
      out += "    <testcase" + attr("name", testName(*f)) + attr("classname", f->ruleId);
      if (!f->location.file.empty()) out += attr("file", normalizePath(f->location.file));
      if (f->location.line) out += attr("line", std::to_string(f->location.line));
      std::string body;
      if (f->suppressed()) {
        std::string why = "suppressed";
        if (!f->suppression->justification.empty()) why += ": " + f->suppression->justification;
        body = "      <skipped" + attr("message", why) + "/>\n";
      } else if (f->outcome == Outcome::Inconclusive) {
        body = "      <skipped" + attr("message", truncateUtf8("inconclusive: " + f->message, kMaxAttribute)) + "/>\n";
      } else if (f->outcome == Outcome::Fail || f->outcome == Outcome::Error) {
        const char* tag = f->outcome == Outcome::Fail ? "failure" : "error";
        body = "      <" + std::string(tag) + attr("message", truncateUtf8(f->message, kMaxAttribute)) + attr("type", levelName(f->level)) + ">" +
               xmlEscape(details(*f), false) + "</" + tag + ">\n";
      }
      out += body.empty() ? "/>\n" : ">\n" + body + "    </testcase>\n";
    }
    out += "  </testsuite>\n";
  }
  out += "</testsuites>\n";
  return out;
}

}  // namespace pf::report
