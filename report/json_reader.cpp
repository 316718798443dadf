// Reading a JSON report back (for --baseline and tools that post-process reports).
#include <optional>

#include "engine/core/json.hpp"
#include "report/json_writer.hpp"

namespace pf::report {

namespace {

// Walks the document; the first shape problem is kept and reading stops there.
struct Reader {
  std::optional<Error> error;

  void fail(const Value& at, std::string message) {
    if (!error) error = makeError("RPT003", std::move(message), at.loc());
  }
  std::string str(const Value& obj, std::string_view key) {
    const Value* v = obj.get(key);
    if (!v || v->isNull()) return {};
    if (!v->isString()) {
      fail(*v, "'" + std::string(key) + "' must be a string");
      return {};
    }
    return v->str();
  }
  uint32_t num(const Value& obj, std::string_view key) {
    const Value* v = obj.get(key);
    if (!v || v->isNull()) return 0;
    if (!v->isInt() || v->asInt() < 0 || v->asInt() > UINT32_MAX) {
      fail(*v, "'" + std::string(key) + "' must be a non-negative integer");
      return 0;
    }
    return static_cast<uint32_t>(v->asInt());
  }
  const Array& arr(const Value& obj, std::string_view key) {
    static const Array empty;
    const Value* v = obj.get(key);
    if (!v || v->isNull()) return empty;
    if (!v->isArray()) {
      fail(*v, "'" + std::string(key) + "' must be an array");
      return empty;
    }
    return v->arr();
  }
  bool object(const Value& v, std::string_view what) {
    if (v.isObject()) return true;
    fail(v, std::string(what) + " must be an object");
    return false;
  }

  SourceLocation location(const Value& v) {
    SourceLocation l;
    if (!object(v, "a location")) return l;
    l.file = str(v, "file");
    l.line = num(v, "line");
    l.column = num(v, "column");
    return l;
  }

  Finding finding(const Value& v) {
    Finding f;
    if (!object(v, "a finding")) return f;
    f.ruleId = str(v, "ruleId");
    f.ruleName = str(v, "ruleName");
    std::string outcome = str(v, "outcome");
    if (auto o = parseOutcome(outcome)) f.outcome = *o;
    else if (!outcome.empty()) fail(*v.get("outcome"), "unknown outcome '" + outcome + "'");
    std::string level = str(v, "level");
    if (auto l = parseLevel(level)) f.level = *l;
    else if (!level.empty()) fail(*v.get("level"), "unknown level '" + level + "'");
    f.message = str(v, "message");
    f.recommendation = str(v, "recommendation");
    if (const Value* l = v.get("location")) f.location = location(*l);
    for (const Value& p : arr(v, "parameterFiles")) f.parameterFiles.push_back(location(p));
    for (const Value& r : arr(v, "resources")) {
      if (!object(r, "a resource")) break;
      f.resources.push_back({str(r, "type"), str(r, "name"), str(r, "id")});
    }
    f.messageKey = str(v, "messageKey");
    if (const Value* s = v.get("suppression"); s && !s->isNull() && object(*s, "'suppression'")) {
      Suppression sup;
      sup.kind = str(*s, "kind") == "inSource" ? SuppressionKind::InSource : SuppressionKind::External;
      sup.justification = str(*s, "justification");
      sup.source = str(*s, "source");
      f.suppression = std::move(sup);
    }
    f.fingerprint = str(v, "fingerprint");
    return f;
  }

  RuleInfo rule(const Value& v) {
    RuleInfo r;
    if (!object(v, "a rule")) return r;
    r.id = str(v, "id");
    r.name = str(v, "name");
    r.shortDescription = str(v, "shortDescription");
    r.fullDescription = str(v, "fullDescription");
    r.recommendation = str(v, "recommendation");
    r.helpUri = str(v, "helpUri");
    if (auto l = parseLevel(str(v, "defaultLevel"))) r.defaultLevel = *l;
    for (const Value& t : arr(v, "tags")) {
      if (t.isString()) r.tags.push_back(t.str());
      else fail(t, "a tag must be a string");
    }
    return r;
  }
};

}  // namespace

Result<Report> readJsonReport(std::string_view text) {
  Diagnostics diags;
  auto doc = parseJson(text, 0, diags);
  if (!doc) {
    const Diagnostic* d = diags.items().empty() ? nullptr : &diags.items().front();
    return makeError("RPT001", "not valid JSON: " + (d ? d->message : std::string("unreadable")), d ? d->loc : Loc{});
  }
  const Value* format = doc->isObject() ? doc->get("format") : nullptr;
  if (!format || !format->isString() || format->str() != "preflight-report")
    return makeError("RPT002", "not a preflight JSON report (\"format\": \"preflight-report\" is missing)", doc->loc());
  const Value* version = doc->get("formatVersion");
  if (!version || !version->isInt() || version->asInt() != kJsonFormatVersion)
    return makeError("RPT002",
                     "unsupported report formatVersion (this preflight reads " + std::to_string(kJsonFormatVersion) +
                         ")",
                     version ? version->loc() : doc->loc());

  Reader rd;
  Report report;
  if (const Value* tool = doc->get("tool"); tool && rd.object(*tool, "'tool'")) {
    report.tool.name = rd.str(*tool, "name");
    report.tool.version = rd.str(*tool, "version");
    report.tool.informationUri = rd.str(*tool, "informationUri");
  }
  if (const Value* s = doc->get("summary"); s && rd.object(*s, "'summary'")) {
    report.summary.filesAnalyzed = rd.num(*s, "filesAnalyzed");
    report.summary.baselineFiltered = rd.num(*s, "baselineFiltered");
  }
  for (const Value& s : rd.arr(*doc, "skipped"))
    if (rd.object(s, "a skipped file")) report.summary.skipped.push_back({rd.str(s, "file"), rd.str(s, "reason")});
  for (const Value& r : rd.arr(*doc, "rules")) report.rules.push_back(rd.rule(r));
  for (const Value& f : rd.arr(*doc, "findings")) report.findings.push_back(rd.finding(f));
  if (const Value* s = doc->get("shard"); s && !s->isNull() && rd.object(*s, "'shard'")) {
    ShardInfo info;
    info.index = rd.num(*s, "index");
    info.count = rd.num(*s, "count");
    info.options = rd.str(*s, "options");
    info.rootUri = rd.str(*s, "rootUri");
    info.unitSkipped = rd.num(*s, "unitSkipped");
    info.sourceSkipped = rd.num(*s, "sourceSkipped");
    for (const Value& h : rd.arr(*s, "ruleHelp")) {
      if (h.isString()) info.ruleHelp.push_back(h.str());
      else rd.fail(h, "a rule's help must be a string");
    }
    report.shard = std::move(info);
  }
  if (rd.error) return std::move(*rd.error);
  return report;
}

}  // namespace pf::report
