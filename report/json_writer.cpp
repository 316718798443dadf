#include "report/json_writer.hpp"

#include "report/counts.hpp"
#include "report/detail/array_in_parts.hpp"
#include "report/detail/json_stream.hpp"
#include "report/detail/text_hash.hpp"
#include "report/fingerprint.hpp"
#include "report/order.hpp"

namespace pf::report {

using detail::JsonStream;

namespace {

void writeLocation(JsonStream& out, const SourceLocation& l, bool withColumn) {
  out.beginObject();
  // normalizePath's text, built only when a backslash needs replacing (rare; a location per finding).
  std::string_view body = detail::pathBody(l.file);
  if (body.find('\\') == std::string_view::npos) out.member("file", body);
  else out.member("file", normalizePath(l.file));
  out.countMember("line", l.line);
  if (withColumn) out.countMember("column", l.column);
  out.endObject();
}

void writeFinding(JsonStream& out, const Finding& f) {
  out.beginObject();
  out.member("ruleId", f.ruleId);
  out.member("ruleName", f.ruleName);
  out.member("outcome", outcomeName(f.outcome));
  out.member("level", levelName(f.level));
  out.member("message", f.message);
  out.member("recommendation", f.recommendation);
  writeLocation(out.key("location"), f.location, true);
  out.key("parameterFiles").beginArray();
  for (const SourceLocation& p : f.parameterFiles) writeLocation(out, p, false);
  out.endArray();
  out.key("resources").beginArray();
  for (const ResourceRef& r : f.resources) {
    out.beginObject();
    out.member("type", r.type);
    out.member("name", r.name);
    // fullyQualifiedName(), written without building it.
    out.key("fullyQualifiedName");
    if (r.type.empty() || r.name.empty()) out.string(r.type.empty() ? r.name.view() : r.type.view());
    else out.joinedString({r.type, "/", r.name});
    out.member("id", r.id);
    out.endObject();
  }
  out.endArray();
  out.member("messageKey", f.messageKey);
  if (f.suppression) {
    out.key("suppression").beginObject();
    out.member("kind", suppressionKindName(f.suppression->kind));
    out.member("justification", f.suppression->justification);
    out.member("source", f.suppression->source);
    out.endObject();
  } else {
    out.key("suppression").null();
  }
  out.member("fingerprint", f.fingerprint);
  out.endObject();
}

void writeRule(JsonStream& out, const RuleInfo& r) {
  out.beginObject();
  out.member("id", r.id);
  out.member("name", r.name);
  out.member("shortDescription", r.shortDescription);
  out.member("fullDescription", r.fullDescription);
  out.member("recommendation", r.recommendation);
  out.member("helpUri", r.helpUri);
  out.member("defaultLevel", levelName(r.defaultLevel));
  out.stringsMember("tags", r.tags);
  out.endObject();
}

// Only in a shard's report (analyze --shard): what `preflight merge` needs beyond the findings.
void writeShard(JsonStream& out, const ShardInfo& s) {
  out.beginObject();
  out.countMember("index", s.index);
  out.countMember("count", s.count);
  out.member("options", s.options);
  out.member("rootUri", s.rootUri);
  out.countMember("unitSkipped", s.unitSkipped);
  out.countMember("sourceSkipped", s.sourceSkipped);
  out.stringsMember("ruleHelp", s.ruleHelp);
  out.endObject();
}

}  // namespace

std::string jsonReport(const Report& report, const WriteOptions& options) {
  std::string out;
  writeJsonReport(report, options, [&out](std::string_view piece) { out += piece; });
  return out;
}

// Written as it goes: a big run's report is never held whole, as values or as text.
void writeJsonReport(const Report& report, const WriteOptions& options, const std::function<void(std::string_view)>& sink) {
  std::vector<Finding> storage;
  const std::vector<Finding>& all = withFingerprints(report.findings, storage);
  Counts c = countFindings(all);

  JsonStream out(sink);
  out.beginObject();
  out.member("format", "preflight-report");
  out.countMember("formatVersion", kJsonFormatVersion);
  out.key("tool").beginObject();
  out.member("name", report.tool.name);
  out.member("version", report.tool.version);
  out.member("informationUri", report.tool.informationUri);
  out.endObject();

  out.key("summary").beginObject();
  out.countMember("filesAnalyzed", report.summary.filesAnalyzed);
  out.countMember("filesSkipped", report.summary.skipped.size());
  out.countMember("problems", c.problems());
  out.countMember("errors", c.errors);
  out.countMember("warnings", c.warnings);
  out.countMember("notes", c.notes);
  out.countMember("ruleErrors", c.ruleErrors);
  out.countMember("passed", c.passed);
  out.countMember("inconclusive", c.inconclusive);
  out.countMember("suppressed", c.suppressed);
  out.countMember("baselineFiltered", report.summary.baselineFiltered);
  out.endObject();

  out.key("skipped").beginArray();
  for (const SkippedFile& s : report.summary.skipped) {
    out.beginObject();
    out.member("file", normalizePath(s.file));
    out.member("reason", s.reason);
    out.endObject();
  }
  out.endArray();

  out.key("rules").beginArray();
  for (const RuleInfo& r : report.rules) writeRule(out, r);
  out.endArray();
  if (report.shard) writeShard(out.key("shard"), *report.shard);

  std::vector<const Finding*> selected = selectFindings(all, Selection{true, true});
  out.key("findings").beginArray();
  detail::writeArrayInParts(out, selected.size(), options.jobs,
                            [&selected](JsonStream& part, size_t i) { writeFinding(part, *selected[i]); });
  out.endArray();
  out.endObject();
  out.finish();
}

}  // namespace pf::report
