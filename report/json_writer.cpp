#include "report/json_writer.hpp"

#include "engine/core/json.hpp"
#include "report/counts.hpp"
#include "report/detail/json_build.hpp"
#include "report/fingerprint.hpp"
#include "report/order.hpp"

namespace pf::report {

using detail::count;
using detail::text;

namespace {

Value locationValue(const SourceLocation& l, bool withColumn) {
  Object o;
  o.append("file", text(normalizePath(l.file)));
  o.append("line", count(l.line));
  if (withColumn) o.append("column", count(l.column));
  return o;
}

Value findingValue(const Finding& f) {
  Object o;
  o.append("ruleId", text(f.ruleId));
  o.append("ruleName", text(f.ruleName));
  o.append("outcome", outcomeName(f.outcome));
  o.append("level", levelName(f.level));
  o.append("message", text(f.message));
  o.append("recommendation", text(f.recommendation));
  o.append("location", locationValue(f.location, true));
  Array params;
  for (const SourceLocation& p : f.parameterFiles) params.push_back(locationValue(p, false));
  o.append("parameterFiles", std::move(params));
  Array resources;
  for (const ResourceRef& r : f.resources) {
    Object ro;
    ro.append("type", text(r.type));
    ro.append("name", text(r.name));
    ro.append("fullyQualifiedName", text(r.fullyQualifiedName()));
    ro.append("id", text(r.id));
    resources.push_back(std::move(ro));
  }
  o.append("resources", std::move(resources));
  o.append("messageKey", text(f.messageKey));
  if (f.suppression) {
    Object so;
    so.append("kind", suppressionKindName(f.suppression->kind));
    so.append("justification", text(f.suppression->justification));
    so.append("source", text(f.suppression->source));
    o.append("suppression", std::move(so));
  } else {
    o.append("suppression", nullptr);
  }
  o.append("fingerprint", text(f.fingerprint));
  return o;
}

Value ruleValue(const RuleInfo& r) {
  Object o;
  o.append("id", text(r.id));
  o.append("name", text(r.name));
  o.append("shortDescription", text(r.shortDescription));
  o.append("fullDescription", text(r.fullDescription));
  o.append("recommendation", text(r.recommendation));
  o.append("helpUri", text(r.helpUri));
  o.append("defaultLevel", levelName(r.defaultLevel));
  Array tags;
  for (const std::string& t : r.tags) tags.push_back(text(t));
  o.append("tags", std::move(tags));
  return o;
}

// Only in a shard's report (analyze --shard): what `preflight merge` needs beyond the findings.
Value shardValue(const ShardInfo& s) {
  Object o;
  o.append("index", count(s.index));
  o.append("count", count(s.count));
  o.append("options", text(s.options));
  o.append("rootUri", text(s.rootUri));
  o.append("unitSkipped", count(s.unitSkipped));
  o.append("sourceSkipped", count(s.sourceSkipped));
  Array help;
  for (const std::string& h : s.ruleHelp) help.push_back(text(h));
  o.append("ruleHelp", std::move(help));
  return o;
}

}  // namespace

std::string jsonReport(const Report& report, const WriteOptions& options) {
  std::string out;
  writeJsonReport(report, options, [&out](std::string_view piece) { out += piece; });
  return out;
}

void writeJsonReport(const Report& report, const WriteOptions&, const std::function<void(std::string_view)>& sink) {
  std::vector<Finding> storage;
  const std::vector<Finding>& all = withFingerprints(report.findings, storage);
  Counts c = countFindings(all);

  Object root;
  root.append("format", "preflight-report");
  root.append("formatVersion", kJsonFormatVersion);
  Object tool;
  tool.append("name", text(report.tool.name));
  tool.append("version", text(report.tool.version));
  tool.append("informationUri", text(report.tool.informationUri));
  root.append("tool", std::move(tool));

  Object summary;
  summary.append("filesAnalyzed", count(report.summary.filesAnalyzed));
  summary.append("filesSkipped", count(report.summary.skipped.size()));
  summary.append("problems", count(c.problems()));
  summary.append("errors", count(c.errors));
  summary.append("warnings", count(c.warnings));
  summary.append("notes", count(c.notes));
  summary.append("ruleErrors", count(c.ruleErrors));
  summary.append("passed", count(c.passed));
  summary.append("inconclusive", count(c.inconclusive));
  summary.append("suppressed", count(c.suppressed));
  summary.append("baselineFiltered", count(report.summary.baselineFiltered));
  root.append("summary", std::move(summary));

  Array skipped;
  for (const SkippedFile& s : report.summary.skipped) {
    Object o;
    o.append("file", text(normalizePath(s.file)));
    o.append("reason", text(s.reason));
    skipped.push_back(std::move(o));
  }
  root.append("skipped", std::move(skipped));

  Array rules;
  for (const RuleInfo& r : report.rules) rules.push_back(ruleValue(r));
  root.append("rules", std::move(rules));
  if (report.shard) root.append("shard", shardValue(*report.shard));

  root.append("findings", Array{});

  // The findings are written one at a time after the text of the rest, not built as one value
  // tree beside it: a big run's report would hold every finding three times (findings, tree, text).
  JsonWriteOptions jo;
  jo.indent = 2;
  std::string out = toJson(Value(std::move(root)), jo);
  constexpr std::string_view kEmptyEnd = "[]\n}";
  std::vector<const Finding*> selected = selectFindings(all, Selection{true, true});
  if (selected.empty() || out.size() < kEmptyEnd.size() ||
      out.compare(out.size() - kEmptyEnd.size(), kEmptyEnd.size(), kEmptyEnd) != 0) {
    sink(out + "\n");
    return;
  }
  out.resize(out.size() - kEmptyEnd.size());
  out += "[\n";
  sink(out);
  for (size_t i = 0; i < selected.size(); ++i) {
    out.clear();
    if (i) out += ",\n";
    // Two levels deeper than its own text: JSON strings hold no raw line breaks to disturb this.
    out += "    ";
    std::string one = toJson(findingValue(*selected[i]), jo);
    for (size_t at = 0; at < one.size();) {
      size_t nl = one.find('\n', at);
      size_t end = nl == std::string::npos ? one.size() : nl + 1;
      out.append(one, at, end - at);
      if (nl != std::string::npos) out += "    ";
      at = end;
    }
    sink(out);
  }
  sink("\n  ]\n}\n");
}

}  // namespace pf::report
