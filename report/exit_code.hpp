#pragma once
// The exit code of `preflight analyze`: 0 nothing at or above --fail-on, 1 findings,
// 2 usage or input errors (decided by the caller before any report is written).
#include <optional>
#include <string_view>
#include <vector>

#include "report/finding.hpp"

namespace pf::report {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFindings = 1;
inline constexpr int kExitUsage = 2;

// --fail-on: the lowest level that fails the run; None never fails on findings.
enum class FailOn { Error, Warning, Note, None };
std::optional<FailOn> parseFailOn(std::string_view text);  // "error", "warning", "note", "none"

// 1 when an unsuppressed failure or rule error has a level at or above `failOn`, else 0.
// Passes and inconclusive results never fail the run.
int exitCodeFor(const std::vector<Finding>& findings, FailOn failOn);

}  // namespace pf::report
