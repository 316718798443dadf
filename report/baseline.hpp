#pragma once
// `--baseline FILE`: report only problems that an earlier report did not have.
// Findings are matched by fingerprint (report/fingerprint.hpp), so line shifts and reworded
// reasons do not bring old findings back.
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"
#include "report/finding.hpp"

namespace pf::report {

struct Baseline {
  std::set<std::string> fingerprints;  // of the earlier report's problems (failures, rule errors)
};

// An earlier JSON report, or a SARIF log written by preflight (its "preflight/v1" partial
// fingerprints). Findings of a JSON report without a stored fingerprint get one computed.
// Errors: RPT001 unreadable JSON, RPT002 neither kind of report, RPT003 a malformed field.
Result<Baseline> readBaseline(std::string_view text);
// readBaseline on a file's contents; IO errors as readFile reports them.
Result<Baseline> loadBaseline(const std::string& path);

// Removes the problems whose fingerprint is in `baseline` (assigning fingerprints first) and
// returns how many were removed. Passes and inconclusive results are kept. `threads`: as
// assignFingerprints takes them.
size_t applyBaseline(std::vector<Finding>& findings, const Baseline& baseline, unsigned threads = 1);

}  // namespace pf::report
