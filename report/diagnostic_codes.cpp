// The catalogue of RPT codes (report/json_reader.cpp, report/baseline.cpp).
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
};

}  // namespace

DiagnosticTable reportDiagnosticTable() { return {"RPT", "Reports read back", "report", kReport}; }

}  // namespace pf
