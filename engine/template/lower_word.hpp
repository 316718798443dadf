#pragma once
// Whether a name is a fixed lower-case word ("parameters", "properties", ...) in any ASCII
// case, inline. Hot loops test many names against a few words: most differ in length, which
// then costs no call, and a match costs one OR and one compare a character.
#include <cstddef>
#include <string_view>

namespace pf {

// `word` is lower-case ASCII letters only: OR-ing 0x20 then folds exactly the case of letters
// (any other byte, including a non-ASCII one, cannot become a lower-case letter that way).
inline bool isLowerWord(std::string_view s, std::string_view word) {
  if (s.size() != word.size()) return false;
  for (size_t i = 0; i < s.size(); ++i)
    if ((s[i] | 0x20) != word[i]) return false;
  return true;
}

}  // namespace pf
