#pragma once
// `--format json`: every result given, in a stable documented shape (report/README.md),
// which is also what `--baseline` reads back.
#include <string>

#include "engine/core/result.hpp"
#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

inline constexpr int kJsonFormatVersion = 1;

std::string jsonReport(const Report& report, const WriteOptions& options = {});

// Reads a JSON report written by jsonReport (code RPT0xx errors with positions).
Result<Report> readJsonReport(std::string_view text);

}  // namespace pf::report
