#pragma once
// Pairs the deployments of two revisions and their resources, and diffs each pair.
//
// Deployments are paired by their paths (template and parameter file); a deployment left
// unpaired on both sides is paired with the one of the other side that shares the most resource
// ids, so a renamed file is the same deployment (reported under its new paths, with the old ones).
// Resources are paired within a deployment by resource id, case-insensitively, as Resource
// Manager identifies them.
#include "engine/diff/diff_model.hpp"

namespace pf::diff {

DiffResult diffSides(const SideInput& base, const SideInput& head);

}  // namespace pf::diff
