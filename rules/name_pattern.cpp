#include "rules/name_pattern.hpp"

#include "rules/detail/wildcard.hpp"

namespace pf::rules {

bool matchesNamePattern(std::string_view pattern, std::string_view text) {
  return detail::Wildcard(pattern).matches(text, /*caseSensitive=*/false);
}

}  // namespace pf::rules
