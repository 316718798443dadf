#include "report/exit_code.hpp"

#include "engine/core/value.hpp"

namespace pf::report {

std::optional<FailOn> parseFailOn(std::string_view text) {
  if (iequals(text, "error")) return FailOn::Error;
  if (iequals(text, "warning")) return FailOn::Warning;
  if (iequals(text, "note")) return FailOn::Note;
  if (iequals(text, "none")) return FailOn::None;
  return std::nullopt;
}

int exitCodeFor(const std::vector<Finding>& findings, FailOn failOn) {
  if (failOn == FailOn::None) return kExitOk;
  Level threshold = failOn == FailOn::Error ? Level::Error : failOn == FailOn::Warning ? Level::Warning : Level::Note;
  for (const Finding& f : findings)
    if (f.isProblem() && !f.suppressed() && f.level >= threshold) return kExitFindings;
  return kExitOk;
}

}  // namespace pf::report
