#include "report/baseline.hpp"

#include <algorithm>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "report/fingerprint.hpp"
#include "report/json_writer.hpp"

namespace pf::report {

namespace {

Result<Baseline> fromSarif(const Value& doc) {
  Baseline b;
  const Value* runs = doc.get("runs");
  if (!runs || !runs->isArray()) return makeError("RPT003", "a SARIF log needs a 'runs' array", doc.loc());
  for (const Value& run : runs->arr()) {
    const Value* results = run.get("results");
    if (!results || !results->isArray()) continue;
    for (const Value& r : results->arr()) {
      const Value* kind = r.get("kind");
      if (kind && kind->isString() && kind->str() != "fail") continue;
      const Value* fps = r.get("partialFingerprints");
      const Value* fp = fps ? fps->get(kFingerprintKey) : nullptr;
      if (fp && fp->isString()) b.fingerprints.insert(fp->str());
    }
  }
  return b;
}

}  // namespace

Result<Baseline> readBaseline(std::string_view text) {
  Diagnostics diags;
  auto doc = parseJson(text, 0, diags);
  if (!doc) {
    const Diagnostic* d = diags.items().empty() ? nullptr : &diags.items().front();
    return makeError("RPT001", "not valid JSON: " + (d ? d->message : std::string("unreadable")), d ? d->loc : Loc{});
  }
  if (doc->isObject() && doc->get("runs") && doc->get("version")) return fromSarif(*doc);
  PF_TRY(report, readJsonReport(text));
  assignFingerprints(report.findings);
  Baseline b;
  for (const Finding& f : report.findings)
    if (f.isProblem()) b.fingerprints.insert(f.fingerprint);
  return b;
}

Result<Baseline> loadBaseline(const std::string& path) {
  PF_TRY(text, readFile(path));
  auto b = readBaseline(text);
  if (!b) {
    Error e = std::move(b).error();
    e.message = path + ": " + e.message;
    return e;
  }
  return b;
}

size_t applyBaseline(std::vector<Finding>& findings, const Baseline& baseline, unsigned threads) {
  assignFingerprints(findings, threads);
  size_t before = findings.size();
  findings.erase(std::remove_if(findings.begin(), findings.end(),
                                [&](const Finding& f) {
                                  return f.isProblem() && baseline.fingerprints.count(f.fingerprint) > 0;
                                }),
                 findings.end());
  return before - findings.size();
}

}  // namespace pf::report
