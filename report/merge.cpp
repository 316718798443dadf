#include "report/merge.hpp"

#include <algorithm>
#include <iterator>

#include "report/dedup.hpp"
#include "report/fingerprint.hpp"

namespace pf::report {

namespace {

Error refuse(const char* code, const ShardReport& s, const std::string& why) {
  return makeError(code, s.path + ": " + why);
}

// Why `b` cannot be merged with `a` (another run or other options); empty when it can.
std::string mismatch(const Report& a, const Report& b) {
  if (a.tool.version != b.tool.version)
    return "written by preflight " + b.tool.version + ", the first shard by " + a.tool.version;
  if (a.shard->options != b.shard->options) return "analyzed with other options or another configuration than the first shard";
  if (a.shard->rootUri != b.shard->rootUri) return "analyzed from another root (" + b.shard->rootUri + ")";
  if (a.rules != b.rules || a.shard->ruleHelp != b.shard->ruleHelp) return "ran other rules than the first shard";
  return {};
}

// The entries of summary.skipped that discovery made (after the units' own).
std::vector<SkippedFile> discoverySkipped(const Report& r) {
  size_t own = std::min(r.summary.skipped.size(), r.shard->unitSkipped + r.shard->sourceSkipped);
  return {r.summary.skipped.begin() + static_cast<std::ptrdiff_t>(own), r.summary.skipped.end()};
}

}  // namespace

Result<Report> mergeShards(std::vector<ShardReport> shards) {
  if (shards.empty()) return makeError("RPT011", "no shard reports to merge");
  for (const ShardReport& s : shards) {
    if (!s.report.shard)
      return refuse("RPT010", s, "not the JSON report of a shard (write shards with `preflight analyze --shard I/N --format json`)");
    const ShardInfo& i = *s.report.shard;
    if (i.unitSkipped + i.sourceSkipped > s.report.summary.skipped.size() || i.index == 0 || i.index > i.count)
      return refuse("RPT003", s, "its shard information does not match its contents");
  }
  // Every shard has its information (checked above); asked through the optional's flag all the
  // same, so the compiler need not prove it of stable_sort's moved temporaries (-Wmaybe-uninitialized).
  auto indexOf = [](const ShardReport& s) { return s.report.shard ? s.report.shard->index : 0u; };
  std::stable_sort(shards.begin(), shards.end(),
                   [&](const ShardReport& a, const ShardReport& b) { return indexOf(a) < indexOf(b); });
  const ShardReport& first = shards.front();
  unsigned count = first.report.shard->count;
  for (size_t k = 0; k < shards.size(); ++k) {
    const ShardReport& s = shards[k];
    const ShardInfo& i = *s.report.shard;
    if (i.count != count)
      return refuse("RPT011", s, "shard " + std::to_string(i.index) + " of " + std::to_string(i.count) + ", but " + first.path +
                                     " is a shard of " + std::to_string(count));
    if (i.index != k + 1)
      return refuse("RPT011", s, i.index == k ? "shard " + std::to_string(i.index) + " is given twice"
                                              : "shard " + std::to_string(k + 1) + " of " + std::to_string(count) + " is missing");
    if (std::string why = mismatch(first.report, s.report); !why.empty()) return refuse("RPT012", s, why);
    if (discoverySkipped(s.report) != discoverySkipped(first.report))
      return refuse("RPT013", s, "its discovery skipped other files than the first shard's: the shards ran on different trees");
  }
  if (shards.size() != count)
    return makeError("RPT011", "shard " + std::to_string(shards.size() + 1) + " of " + std::to_string(count) + " is missing");

  Report out;
  out.tool = first.report.tool;
  out.rootUri = first.report.shard->rootUri;
  out.rules = first.report.rules;
  for (size_t r = 0; r < out.rules.size() && r < first.report.shard->ruleHelp.size(); ++r)
    out.rules[r].helpMarkdown = first.report.shard->ruleHelp[r];
  // The skipped files in analyze's order: every unit's, every source's, then discovery's.
  for (int part = 0; part < 2; ++part)
    for (const ShardReport& s : shards) {
      const auto& all = s.report.summary.skipped;
      size_t from = part == 0 ? 0 : s.report.shard->unitSkipped;
      size_t to = part == 0 ? s.report.shard->unitSkipped : s.report.shard->unitSkipped + s.report.shard->sourceSkipped;
      out.summary.skipped.insert(out.summary.skipped.end(), all.begin() + static_cast<std::ptrdiff_t>(from),
                                 all.begin() + static_cast<std::ptrdiff_t>(to));
    }
  for (SkippedFile& f : discoverySkipped(first.report)) out.summary.skipped.push_back(std::move(f));
  std::vector<Finding> findings;
  for (ShardReport& s : shards) {
    out.summary.filesAnalyzed += s.report.summary.filesAnalyzed;  // shards analyze disjoint files
    for (Finding& f : s.report.findings) findings.push_back(std::move(f));
  }
  // As analyze does: de-duplicate (a module's finding reached from files in two shards is one
  // finding), then fingerprint the whole.
  out.findings = deduplicate(std::move(findings));
  assignFingerprints(out.findings);
  return out;
}

}  // namespace pf::report
