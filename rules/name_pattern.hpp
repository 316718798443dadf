#pragma once
// The wildcard patterns rule filters use (`*`, `?`, `[a-z]`; case-insensitive), for callers
// that match rule and resource names the same way (suppressions in preflight.yaml).
#include <string_view>

namespace pf::rules {

bool matchesNamePattern(std::string_view pattern, std::string_view text);

}  // namespace pf::rules
