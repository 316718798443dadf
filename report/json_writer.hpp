#pragma once
// `--format json`: every result given, in a stable documented shape (report/README.md),
// which is also what `--baseline` reads back.
#include <functional>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"
#include "report/finding.hpp"
#include "report/write_options.hpp"

namespace pf::report {

inline constexpr int kJsonFormatVersion = 1;

std::string jsonReport(const Report& report, const WriteOptions& options = {});
// The same text, handed to `sink` in pieces of a few hundred KB as it is written, so that a big
// report need not be held in memory whole; the findings are written on `options.jobs` threads.
void writeJsonReport(const Report& report, const WriteOptions& options, const std::function<void(std::string_view)>& sink);

// Reads a JSON report written by jsonReport (code RPT0xx errors with positions).
Result<Report> readJsonReport(std::string_view text);

}  // namespace pf::report
