#pragma once
// Fingerprints: the identity of a finding across runs, written to SARIF's partialFingerprints
// and to the JSON report, and matched by --baseline.
//
// A fingerprint hashes the rule id, the file, the resource (type/name; the smallest when
// de-duplication merged several) and the finding's messageKey. Line and column numbers and the
// message text are deliberately left out: an edit above a resource, or a changed value in the
// reason, must not turn an existing alert into a new one. It changes when the file is renamed,
// the resource renamed or the rule id changed, and passes never share one with failures. Rule ids and resource names are compared
// case-insensitively, as ARM does. When two findings of one run would share a fingerprint,
// the second and later (in source order) get ":2", ":3", ... appended.
#include <string>
#include <vector>

#include "report/finding.hpp"

namespace pf::report {

// The partialFingerprints key. Not "primaryLocationLineHash": GitHub computes that one itself.
inline constexpr const char* kFingerprintKey = "preflight/v1";

// 16 lowercase hex digits (FNV-1a, 64 bits) of the finding's identity, without a suffix.
std::string fingerprintOf(const Finding& f);

// Fills every empty `fingerprint`, disambiguating collisions within the list; the hashes are
// worked out on up to `threads` threads (the result is the same for any number).
void assignFingerprints(std::vector<Finding>& findings, unsigned threads = 1);

// `findings` when each has its fingerprint already (the CLI assigns them once before writing),
// else a copy in `storage` with them assigned: writers need not copy every finding of a big run.
const std::vector<Finding>& withFingerprints(const std::vector<Finding>& findings, std::vector<Finding>& storage);

}  // namespace pf::report
