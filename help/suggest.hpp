#pragma once
// "Did you mean": candidates for a name or code that was not found.
#include <string>
#include <string_view>
#include <vector>

namespace pf::help {

// Up to `max` candidates: those containing `word` (ignoring case) first, in their order, else the
// closest spelling (edit distance of 2 or less).
std::vector<std::string> suggest(std::string_view word, const std::vector<std::string>& candidates, size_t max = 5);

// "; did you mean A, B or C?" (empty when there is nothing to offer).
std::string didYouMean(const std::vector<std::string>& suggestions);

}  // namespace pf::help
