#pragma once
// "Did you mean ...?": the candidate Bicep would suggest for a misspelt name, so that the
// diagnostic (BCP082 rather than BCP057, BCP108 rather than BCP107) is the one Bicep gives.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pf::bicep {

// Bicep's rule: candidates are tried in case-insensitive order; a case-insensitive equal name
// wins at once; otherwise the closest by edit distance (ignoring case), allowing one edit per
// three characters (and a length difference of at most two); candidates under 3 characters
// are only matched case-insensitively.
std::optional<std::string> spellingSuggestion(std::string_view name, std::vector<std::string> candidates);

}  // namespace pf::bicep
