#include "report/sarif_writer.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <set>

#include "engine/core/hex.hpp"
#include "engine/core/utf8.hpp"
#include "report/counts.hpp"
#include "report/detail/array_in_parts.hpp"
#include "report/detail/json_stream.hpp"
#include "report/fingerprint.hpp"
#include "report/order.hpp"

namespace pf::report {

using detail::JsonStream;

namespace {

// GitHub keeps at most 20 tags per rule.
constexpr size_t kMaxTags = 20;

bool isAbsoluteUri(std::string_view s) {
  size_t colon = s.find(':');
  if (colon == std::string_view::npos || colon == 0) return false;
  if (!std::isalpha(static_cast<unsigned char>(s[0]))) return false;
  for (size_t i = 1; i < colon; ++i) {
    char c = s[i];
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '+' && c != '-' && c != '.') return false;
  }
  for (char c : s)
    if (static_cast<unsigned char>(c) <= 0x20 || c == '"' || c == '<' || c == '>' || c == '\\') return false;
  return true;
}

void writeMessage(JsonStream& out, std::string_view s) {
  out.beginObject();
  out.member("text", s);
  out.endObject();
}

// The bytes a URI reference keeps as they are: RFC 3986's unreserved characters and
// sub-delimiters, '/' and '@' (the rest is percent-encoded).
constexpr std::array<bool, 256> kUriKeeps = [] {
  std::array<bool, 256> keep{};
  for (int c = 0; c < 256; ++c)
    keep[c] = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  for (unsigned char c : std::string_view("-._~/!$&'()*+,;=@")) keep[c] = true;
  return keep;
}();

// pathToUri of a path normalizePath wrote: runs of kept characters are copied at once.
std::string normalUriOf(std::string_view p) {
  std::string_view prefix;
  if (!p.empty() && p[0] == '/') prefix = "file://";
  else if (p.size() > 2 && std::isalpha(static_cast<unsigned char>(p[0])) && p[1] == ':' && p[2] == '/')
    prefix = "file:///";
  std::string out;
  out.reserve(prefix.size() + p.size() + 8);
  out += prefix;
  for (size_t i = 0; i < p.size();) {
    size_t run = i;
    while (run < p.size() && (kUriKeeps[static_cast<unsigned char>(p[run])] || (p[run] == ':' && !prefix.empty() && run == 1)))
      ++run;
    out.append(p.data() + i, run - i);
    if (run == p.size()) break;
    out += '%';
    appendHexByte(out, static_cast<unsigned char>(p[run]), true);
    i = run + 1;
  }
  return out;
}

void writeArtifactLocation(JsonStream& out, std::string_view file) {
  out.beginObject();
  std::string norm = normalizePath(file);
  bool absolute = !norm.empty() && (norm[0] == '/' || (norm.size() > 2 && norm[1] == ':' && norm[2] == '/'));
  out.member("uri", normalUriOf(norm));
  if (!absolute) out.member("uriBaseId", kSrcRoot);
  out.endObject();
}

void writePhysicalLocation(JsonStream& out, const SourceLocation& l) {
  out.beginObject();
  writeArtifactLocation(out.key("artifactLocation"), l.file);
  out.key("region").beginObject();
  // GitHub needs a start line; an unknown one points at the top of the file.
  out.countMember("startLine", std::max<uint32_t>(l.line, 1));
  if (l.line > 0 && l.column > 0) out.countMember("startColumn", l.column);
  out.endObject();
  out.endObject();
}

void writeRuleDescriptor(JsonStream& out, const RuleInfo& r) {
  out.beginObject();
  out.member("id", r.id);
  if (!r.name.empty()) out.member("name", r.name);
  const std::string& shortText = r.shortDescription.empty() ? (r.name.empty() ? r.id : r.name) : r.shortDescription;
  writeMessage(out.key("shortDescription"), shortText);
  writeMessage(out.key("fullDescription"), r.fullDescription.empty() ? shortText : r.fullDescription);
  if (isAbsoluteUri(r.helpUri)) out.member("helpUri", r.helpUri);
  if (!r.recommendation.empty() || !r.helpMarkdown.empty()) {
    out.key("help").beginObject();
    out.member("text", r.recommendation.empty() ? shortText : r.recommendation);
    if (!r.helpMarkdown.empty()) out.member("markdown", r.helpMarkdown);
    out.endObject();
  }
  out.key("defaultConfiguration").beginObject();
  out.member("level", levelName(r.defaultLevel));
  out.endObject();
  std::vector<std::string> tags;
  for (const std::string& t : r.tags) {
    if (tags.size() == kMaxTags) break;
    std::string clean = utf8::sanitize(t);
    if (std::find(tags.begin(), tags.end(), clean) == tags.end()) tags.push_back(std::move(clean));
  }
  if (!tags.empty()) {
    out.key("properties").beginObject();
    out.stringsMember("tags", tags);
    out.endObject();
  }
  out.endObject();
}

std::string resultText(const Finding& f, const RuleInfo* rule) {
  std::string s = f.message;
  if (s.empty()) {
    if (f.outcome == Outcome::Pass) s = "Passed.";
    else if (rule && !rule->shortDescription.empty()) s = rule->shortDescription;
    else s = "Rule " + f.ruleId + " " + outcomeName(f.outcome) + ".";
  }
  if (f.outcome == Outcome::Error) s = "The rule could not be evaluated: " + s;
  if (f.isProblem() && !f.recommendation.empty()) s += "\nRecommendation: " + f.recommendation;
  return s;
}

void writeSuppression(JsonStream& out, const Suppression& s) {
  out.beginObject();
  out.member("kind", suppressionKindName(s.kind));
  out.member("status", "accepted");
  if (!s.justification.empty()) out.member("justification", s.justification);
  if (!s.source.empty()) {
    out.key("properties").beginObject();
    out.member("source", s.source);
    out.endObject();
  }
  out.endObject();
}

// The resources a result names as logical locations: each fully-qualified name once.
std::vector<const ResourceRef*> logicalResources(const Finding& f) {
  std::vector<const ResourceRef*> out;
  std::set<std::string> seen;
  for (const ResourceRef& r : f.resources) {
    std::string fqn = r.fullyQualifiedName();
    if (fqn.empty() || !seen.insert(std::move(fqn)).second) continue;
    out.push_back(&r);
  }
  return out;
}

void writeResult(JsonStream& out, const Finding& f, size_t ruleIndex, const RuleInfo* rule, bool withSuppressions) {
  out.beginObject();
  out.member("ruleId", f.ruleId);
  out.countMember("ruleIndex", ruleIndex);
  // Rule errors stay "fail" (the default kind) so that pipelines see them like failures.
  if (f.outcome == Outcome::Pass) out.member("kind", "pass");
  if (f.outcome == Outcome::Inconclusive) out.member("kind", "open");
  // SARIF: a result whose kind is not "fail" has level "none".
  out.member("level", f.isProblem() ? levelName(f.level) : "none");
  writeMessage(out.key("message"), resultText(f, rule));

  std::vector<const ResourceRef*> logical = logicalResources(f);
  if (!f.location.file.empty() || !logical.empty()) {
    out.key("locations").beginArray();
    out.beginObject();
    if (!f.location.file.empty()) writePhysicalLocation(out.key("physicalLocation"), f.location);
    if (!logical.empty()) {
      out.key("logicalLocations").beginArray();
      for (const ResourceRef* r : logical) {
        std::string fqn = r->fullyQualifiedName();
        out.beginObject();
        out.member("name", r->name.empty() ? std::string_view(fqn) : r->name.view());
        out.member("fullyQualifiedName", fqn);
        out.member("kind", "resource");
        if (!r->id.empty()) {
          out.key("properties").beginObject();
          out.member("resourceId", r->id);
          out.endObject();
        }
        out.endObject();
      }
      out.endArray();
    }
    out.endObject();
    out.endArray();
  }

  size_t related = 0;
  for (const SourceLocation& p : f.parameterFiles) {
    if (p.file.empty()) continue;
    if (related == 0) out.key("relatedLocations").beginArray();
    out.beginObject();
    out.countMember("id", ++related);
    writePhysicalLocation(out.key("physicalLocation"), p);
    writeMessage(out.key("message"), "Parameter file " + normalizePath(p.file));
    out.endObject();
  }
  if (related) out.endArray();

  out.key("partialFingerprints").beginObject();
  out.member(kFingerprintKey, f.fingerprint);
  out.endObject();

  // SARIF §3.27.23: within a run, either every result has "suppressions" or none has.
  if (withSuppressions) {
    out.key("suppressions").beginArray();
    if (f.suppression) writeSuppression(out, *f.suppression);
    out.endArray();
  }
  if (f.outcome == Outcome::Error) {
    out.key("properties").beginObject();
    out.member("outcome", "error");
    out.endObject();
  }
  out.endObject();
}

}  // namespace

std::string pathToUri(std::string_view path) { return normalUriOf(normalizePath(path)); }

std::string sarifReport(const Report& report, const WriteOptions& options) {
  std::string out;
  writeSarifReport(report, options, [&out](std::string_view piece) { out += piece; });
  return out;
}

// Written as it goes: a big run's log is never held whole, as values or as text.
void writeSarifReport(const Report& report, const WriteOptions& options,
                      const std::function<void(std::string_view)>& sink) {
  std::vector<Finding> storage;
  const std::vector<Finding>& all = withFingerprints(report.findings, storage);
  std::vector<const Finding*> selected = selectFindings(all, Selection{options.all, options.includeSuppressed});

  // Descriptors: the report's rules in order, then any rule only known from a finding.
  std::vector<RuleInfo> rules;
  std::map<std::string, size_t, std::less<>> index;
  for (const RuleInfo& r : report.rules)
    if (index.emplace(r.id, rules.size()).second) rules.push_back(r);
  for (const Finding* f : selected) {
    if (index.count(f->ruleId)) continue;
    RuleInfo r;
    r.id = f->ruleId;
    r.name = f->ruleName;
    r.defaultLevel = f->level;
    index.emplace(r.id, rules.size());
    rules.push_back(std::move(r));
  }
  bool withSuppressions = std::any_of(selected.begin(), selected.end(), [](const Finding* f) { return f->suppressed(); });

  JsonStream out(sink);
  out.beginObject();
  out.member("$schema", kSarifSchemaUri);
  out.member("version", "2.1.0");
  out.key("runs").beginArray();
  out.beginObject();

  out.key("tool").beginObject();
  out.key("driver").beginObject();
  out.member("name", report.tool.name.empty() ? std::string("preflight") : report.tool.name);
  if (!report.tool.version.empty()) {
    out.member("version", report.tool.version);
    out.member("semanticVersion", report.tool.version);
  }
  if (isAbsoluteUri(report.tool.informationUri)) out.member("informationUri", report.tool.informationUri);
  out.key("rules").beginArray();
  for (const RuleInfo& r : rules) writeRuleDescriptor(out, r);
  out.endArray();
  out.endObject();
  out.endObject();

  // Skipped inputs are tool notifications: visible, but not results.
  out.key("invocations").beginArray();
  out.beginObject();
  out.key("executionSuccessful").boolean(true);
  if (!report.summary.skipped.empty()) {
    out.key("toolExecutionNotifications").beginArray();
    for (const SkippedFile& s : report.summary.skipped) {
      out.beginObject();
      out.member("level", "note");
      writeMessage(out.key("message"), "Skipped " + normalizePath(s.file) + ": " + s.reason);
      if (!s.file.empty()) {
        out.key("locations").beginArray();
        out.beginObject();
        out.key("physicalLocation").beginObject();
        writeArtifactLocation(out.key("artifactLocation"), s.file);
        out.endObject();
        out.endObject();
        out.endArray();
      }
      out.endObject();
    }
    out.endArray();
  }
  out.endObject();
  out.endArray();

  out.key("originalUriBaseIds").beginObject();
  out.key(kSrcRoot).beginObject();
  if (isAbsoluteUri(report.rootUri)) {
    std::string root = report.rootUri;
    if (root.back() != '/') root += '/';  // SARIF: a base URI ends with a slash
    out.member("uri", root);
  } else {
    writeMessage(out.key("description"), "The root of the analyzed files.");
  }
  out.endObject();
  out.endObject();
  out.member("columnKind", "utf16CodeUnits");

  out.key("results").beginArray();
  detail::writeArrayInParts(out, selected.size(), options.jobs, [&](JsonStream& part, size_t k) {
    const Finding& f = *selected[k];
    size_t i = index.find(f.ruleId)->second;
    writeResult(part, f, i, &rules[i], withSuppressions);
  });
  out.endArray();

  Counts c = countFindings(all);
  out.key("properties").beginObject();
  out.countMember("filesAnalyzed", report.summary.filesAnalyzed);
  out.countMember("filesSkipped", report.summary.skipped.size());
  out.countMember("suppressed", c.suppressed);
  out.countMember("baselineFiltered", report.summary.baselineFiltered);
  out.endObject();

  out.endObject();
  out.endArray();
  out.endObject();
  out.finish();
}

}  // namespace pf::report
