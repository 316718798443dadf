// The catalogue of RPT codes (report/json_reader.cpp, report/baseline.cpp, report/merge.cpp).
#include "report/diagnostic_codes.hpp"

namespace pf {

namespace {

constexpr Severity E = Severity::Error;

constexpr DiagnosticInfo kReport[] = {
    {"RPT001", E, "A report read back (--baseline) is not valid JSON.",
     "Pass a file written by `preflight analyze --format json` or `--format sarif`, unchanged."},
    {"RPT002", E, "A JSON file read back is not a preflight JSON report, or is of a format version this preflight does not read.",
     "Use a report written by this version of preflight (\"format\": \"preflight-report\" with the current formatVersion), or write a new baseline."},
    {"RPT003", E, "A report read back lacks a member it needs (a SARIF log without runs, a finding without its rule or fingerprint).",
     "Regenerate the report with preflight rather than editing it by hand."},
    {"RPT010", E, "`preflight merge` is given a report that is not a shard's JSON report.",
     "Merge the JSON reports written by `preflight analyze --shard I/N --format json`."},
    {"RPT011", E, "The reports given to `preflight merge` are not every shard of one run once (another shard count, a shard missing or given twice).",
     "Give the JSON report of each shard 1..N of the same run, once each."},
    {"RPT012", E, "A shard was analyzed by another preflight version, with other options or configuration, other rules or from another root.",
     "Run every shard with the same preflight, command line (but --shard, outputs and --jobs) and configuration."},
    {"RPT013", E, "The shards' discovery skipped different files: they ran on different trees.",
     "Run every shard on the same checkout."},
};

}  // namespace

DiagnosticTable reportDiagnosticTable() { return {"RPT", "Reports read back", "report", kReport}; }

}  // namespace pf
