#pragma once
// De-duplication before writing: a template expanded once per parameter file (and a copy loop
// expanded once per instance) yields the same rule result on the same source line many times.
// Those are reported once.
#include <vector>

#include "report/finding.hpp"

namespace pf::report {

// Merges findings with the same rule id (case-insensitive), outcome, suppression state, file,
// line and message key; when the line is unknown the primary resource must match too. The
// merged finding keeps the first one's message, location and order, takes the highest level,
// and lists every distinct parameter file and resource of the group (first-seen order). Its
// fingerprint is cleared so that it is computed from the merged resources.
// The keys are hashed on up to `threads` threads (the result is the same for any number).
std::vector<Finding> deduplicate(std::vector<Finding> findings, unsigned threads = 1);

}  // namespace pf::report
