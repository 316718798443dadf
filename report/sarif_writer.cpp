#include "report/sarif_writer.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "engine/core/json.hpp"
#include "engine/core/hex.hpp"
#include "engine/core/utf8.hpp"
#include "report/counts.hpp"
#include "report/detail/json_build.hpp"
#include "report/fingerprint.hpp"
#include "report/order.hpp"

namespace pf::report {

using detail::count;
using detail::text;

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

Value message(std::string_view s) {
  Object o;
  o.append("text", text(s));
  return o;
}

Value artifactLocation(std::string_view file) {
  Object o;
  std::string norm = normalizePath(file);
  bool absolute = !norm.empty() && (norm[0] == '/' || (norm.size() > 2 && norm[1] == ':' && norm[2] == '/'));
  o.append("uri", pathToUri(norm));
  if (!absolute) o.append("uriBaseId", kSrcRoot);
  return o;
}

Value physicalLocation(const SourceLocation& l) {
  Object o;
  o.append("artifactLocation", artifactLocation(l.file));
  Object region;
  // GitHub needs a start line; an unknown one points at the top of the file.
  region.append("startLine", count(std::max<uint32_t>(l.line, 1)));
  if (l.line > 0 && l.column > 0) region.append("startColumn", count(l.column));
  o.append("region", std::move(region));
  return o;
}

Value ruleDescriptor(const RuleInfo& r) {
  Object o;
  o.append("id", text(r.id));
  if (!r.name.empty()) o.append("name", text(r.name));
  std::string shortText = r.shortDescription.empty() ? (r.name.empty() ? r.id : r.name) : r.shortDescription;
  o.append("shortDescription", message(shortText));
  o.append("fullDescription", message(r.fullDescription.empty() ? shortText : r.fullDescription));
  if (isAbsoluteUri(r.helpUri)) o.append("helpUri", text(r.helpUri));
  if (!r.recommendation.empty()) o.append("help", message(r.recommendation));
  Object config;
  config.append("level", levelName(r.defaultLevel));
  o.append("defaultConfiguration", std::move(config));
  Array tags;
  std::set<std::string> seen;
  for (const std::string& t : r.tags) {
    std::string clean = utf8::sanitize(t);
    if (tags.size() == kMaxTags) break;
    if (seen.insert(clean).second) tags.push_back(clean);
  }
  if (!tags.empty()) {
    Object props;
    props.append("tags", std::move(tags));
    o.append("properties", std::move(props));
  }
  return o;
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

Value suppressionValue(const Suppression& s) {
  Object o;
  o.append("kind", suppressionKindName(s.kind));
  o.append("status", "accepted");
  if (!s.justification.empty()) o.append("justification", text(s.justification));
  if (!s.source.empty()) {
    Object props;
    props.append("source", text(s.source));
    o.append("properties", std::move(props));
  }
  return o;
}

Value resultValue(const Finding& f, size_t ruleIndex, const RuleInfo* rule, bool withSuppressions) {
  Object o;
  o.append("ruleId", text(f.ruleId));
  o.append("ruleIndex", count(ruleIndex));
  // Rule errors stay "fail" (the default kind) so that pipelines see them like failures.
  if (f.outcome == Outcome::Pass) o.append("kind", "pass");
  if (f.outcome == Outcome::Inconclusive) o.append("kind", "open");
  // SARIF: a result whose kind is not "fail" has level "none".
  o.append("level", f.isProblem() ? levelName(f.level) : "none");
  o.append("message", message(resultText(f, rule)));

  Object loc;
  if (!f.location.file.empty()) loc.append("physicalLocation", physicalLocation(f.location));
  Array logical;
  std::set<std::string> seen;
  for (const ResourceRef& r : f.resources) {
    std::string fqn = r.fullyQualifiedName();
    if (fqn.empty() || !seen.insert(fqn).second) continue;
    Object l;
    l.append("name", text(r.name.empty() ? fqn : r.name));
    l.append("fullyQualifiedName", text(fqn));
    l.append("kind", "resource");
    if (!r.id.empty()) {
      Object props;
      props.append("resourceId", text(r.id));
      l.append("properties", std::move(props));
    }
    logical.push_back(std::move(l));
  }
  if (!logical.empty()) loc.append("logicalLocations", std::move(logical));
  if (!loc.empty()) o.append("locations", Array{Value(std::move(loc))});

  Array related;
  for (const SourceLocation& p : f.parameterFiles) {
    if (p.file.empty()) continue;
    Object r;
    r.append("id", count(related.size() + 1));
    r.append("physicalLocation", physicalLocation(p));
    r.append("message", message("Parameter file " + normalizePath(p.file)));
    related.push_back(std::move(r));
  }
  if (!related.empty()) o.append("relatedLocations", std::move(related));

  Object fps;
  fps.append(kFingerprintKey, text(f.fingerprint));
  o.append("partialFingerprints", std::move(fps));

  // SARIF §3.27.23: within a run, either every result has "suppressions" or none has.
  if (withSuppressions) {
    Array sup;
    if (f.suppression) sup.push_back(suppressionValue(*f.suppression));
    o.append("suppressions", std::move(sup));
  }
  if (f.outcome == Outcome::Error) {
    Object props;
    props.append("outcome", "error");
    o.append("properties", std::move(props));
  }
  return o;
}

}  // namespace

std::string pathToUri(std::string_view path) {
  std::string p = normalizePath(path);
  std::string prefix;
  if (!p.empty() && p[0] == '/') prefix = "file://";
  else if (p.size() > 2 && std::isalpha(static_cast<unsigned char>(p[0])) && p[1] == ':' && p[2] == '/')
    prefix = "file:///";
  std::string out = prefix;
  for (size_t i = 0; i < p.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(p[i]);
    bool keep = std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/' || c == '!' ||
                c == '$' || c == '&' || c == '\'' || c == '(' || c == ')' || c == '*' || c == '+' || c == ',' ||
                c == ';' || c == '=' || c == '@' || (c == ':' && !prefix.empty() && i == 1);
    if (keep) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      appendHexByte(out, c, true);
    }
  }
  return out;
}

std::string sarifReport(const Report& report, const WriteOptions& options) {
  std::vector<Finding> storage;
  const std::vector<Finding>& all = withFingerprints(report.findings, storage);
  std::vector<const Finding*> selected = selectFindings(all, Selection{options.all, options.includeSuppressed});

  // Descriptors: the report's rules in order, then any rule only known from a finding.
  std::vector<RuleInfo> rules;
  std::map<std::string, size_t> index;
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

  Array ruleValues;
  for (const RuleInfo& r : rules) ruleValues.push_back(ruleDescriptor(r));

  bool withSuppressions = std::any_of(selected.begin(), selected.end(), [](const Finding* f) { return f->suppressed(); });
  Array results;
  for (const Finding* f : selected) {
    size_t i = index.at(f->ruleId);
    results.push_back(resultValue(*f, i, &rules[i], withSuppressions));
  }

  Object driver;
  driver.append("name", text(report.tool.name.empty() ? "preflight" : report.tool.name));
  if (!report.tool.version.empty()) {
    driver.append("version", text(report.tool.version));
    driver.append("semanticVersion", text(report.tool.version));
  }
  if (isAbsoluteUri(report.tool.informationUri)) driver.append("informationUri", text(report.tool.informationUri));
  driver.append("rules", std::move(ruleValues));
  Object tool;
  tool.append("driver", std::move(driver));

  Object srcRoot;
  if (isAbsoluteUri(report.rootUri)) {
    std::string root = report.rootUri;
    if (root.back() != '/') root += '/';  // SARIF: a base URI ends with a slash
    srcRoot.append("uri", text(root));
  } else {
    srcRoot.append("description", message("The root of the analyzed files."));
  }
  Object baseIds;
  baseIds.append(kSrcRoot, std::move(srcRoot));

  // Skipped inputs are tool notifications: visible, but not results.
  Array notifications;
  for (const SkippedFile& s : report.summary.skipped) {
    Object n;
    n.append("level", "note");
    n.append("message", message("Skipped " + normalizePath(s.file) + ": " + s.reason));
    if (!s.file.empty()) {
      Object pl;
      pl.append("artifactLocation", artifactLocation(s.file));
      Object l;
      l.append("physicalLocation", std::move(pl));
      n.append("locations", Array{Value(std::move(l))});
    }
    notifications.push_back(std::move(n));
  }
  Object invocation;
  invocation.append("executionSuccessful", true);
  if (!notifications.empty()) invocation.append("toolExecutionNotifications", std::move(notifications));

  Counts c = countFindings(all);
  Object props;
  props.append("filesAnalyzed", count(report.summary.filesAnalyzed));
  props.append("filesSkipped", count(report.summary.skipped.size()));
  props.append("suppressed", count(c.suppressed));
  props.append("baselineFiltered", count(report.summary.baselineFiltered));

  Object run;
  run.append("tool", std::move(tool));
  run.append("invocations", Array{Value(std::move(invocation))});
  run.append("originalUriBaseIds", std::move(baseIds));
  run.append("columnKind", "utf16CodeUnits");
  run.append("results", std::move(results));
  run.append("properties", std::move(props));

  Object log;
  log.append("$schema", kSarifSchemaUri);
  log.append("version", "2.1.0");
  log.append("runs", Array{Value(std::move(run))});
  JsonWriteOptions jo;
  jo.indent = 2;
  return toJson(Value(std::move(log)), jo) + "\n";
}

}  // namespace pf::report
