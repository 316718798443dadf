#pragma once
// Tallies shown in every format's summary.
#include <string>
#include <vector>

#include "report/finding.hpp"

namespace pf::report {

struct Counts {
  // Unsuppressed problems (failures and rule errors) by level.
  size_t errors = 0, warnings = 0, notes = 0;
  size_t ruleErrors = 0;  // of those, rules that could not be evaluated
  size_t passed = 0, inconclusive = 0;
  size_t suppressed = 0;        // suppressed findings of any outcome
  size_t filesWithProblems = 0;
  size_t problems() const { return errors + warnings + notes; }
};

Counts countFindings(const std::vector<Finding>& findings);

// "3 problems (2 errors, 1 warning) in 2 files; 4 passed, 1 inconclusive, 1 suppressed;
// 12 files analyzed, 2 skipped" — parts with nothing to say are left out.
std::string summaryText(const Report& report);

// "1 error", "2 warnings".
std::string plural(size_t n, const char* singular, const char* pluralForm = nullptr);

}  // namespace pf::report
