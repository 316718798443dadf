#pragma once
// How the diff writers show values and counts.
#include <string>

#include "engine/diff/diff_model.hpp"

namespace pf::report::detail {

inline constexpr const char* kKnownAfterDeployment = "(known after deployment)";

// Compact JSON of `v`, at most `maxBytes` (cut with an ellipsis); an Unknown, and an Unknown
// inside an object or array, shows as "(known after deployment)". Not escaped for any output.
std::string diffValueText(const Value& v, size_t maxBytes);

// The value of one side of a property change: its text, or "(absent)".
std::string sideText(const std::optional<Value>& v, size_t maxBytes);

// What a property change shows after its path: the new value (create), the old one (delete),
// "before => after" (modify), and for a value known only after deployment the marker alone when
// neither side is known.
std::string changeText(const diff::PropertyChange& p, size_t maxBytes);

// "2 to create, 1 to delete, 3 to modify, 1 known after deployment, 12 unchanged" (zero counts
// left out; "no change" when all are zero but `unchanged`).
// "N to create, ..., M unchanged"; `failed` deployments (not expanded at a side, so not compared)
// come first, so a run with a failure never reads "no change".
std::string changeCounts(size_t create, size_t remove, size_t modify, size_t unknown, size_t unchanged,
                         size_t failed = 0);
size_t failedDeployments(const diff::DiffResult& diff);

// The deployment's name as the reports show it: "source" or "source with parameters".
std::string deploymentLabel(const diff::DeploymentDiff& d);
// "renamed from X" (with its parameter file), or "".
std::string renameNote(const diff::DeploymentDiff& d);

// The marker of a change: "+", "-", "~", "?" (known after deployment), "=".
const char* changeSymbol(diff::Change c);

}  // namespace pf::report::detail
