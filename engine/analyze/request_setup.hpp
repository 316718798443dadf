#pragma once
// What `analyze` and `diff` derive from one AnalyzeRequest before expanding anything: the same
// derivation for both, so a diff side reads and expands exactly as an analyze run would.
#include <string>

#include "engine/analyze/analyze.hpp"
#include "engine/core/file_access.hpp"
#include "engine/expand/expand.hpp"

namespace pf::analyze {

// The request's own access policy, else the analyzed paths' roots plus the configuration's
// allowRead (its problems go to `diags`).
FileAccessPolicy requestAccess(const AnalyzeRequest& request, Diagnostics& diags);

// The request's expansion options completed from the configuration (parameter defaults,
// artifact folders), the discovered root and the access policy.
ExpandOptions requestExpandOptions(const AnalyzeRequest& request, const std::string& root,
                                   const FileAccessPolicy& access);

}  // namespace pf::analyze
