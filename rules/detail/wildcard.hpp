#pragma once
// PowerShell-style wildcard patterns for like/notLike and rule include/exclude filters:
// `*` any run of characters, `?` one character, `[abc]` / `[a-z]` one of a set, and a backtick
// escaping the next character. Matching is linear-time per pattern position (no backtracking
// blow-up) and works on code points.
#include <string>
#include <string_view>
#include <vector>

namespace pf::rules::detail {

class Wildcard {
 public:
  // Never fails: an unterminated `[` is taken literally.
  explicit Wildcard(std::string_view pattern);
  bool matches(std::string_view text, bool caseSensitive) const;
  const std::string& pattern() const { return pattern_; }

 private:
  struct Element {
    enum Kind { Literal, AnyOne, AnyRun, Set } kind;
    char32_t ch = 0;
    std::vector<std::pair<char32_t, char32_t>> ranges;  // for Set
  };
  std::string pattern_;
  std::vector<Element> elements_;
};

char32_t foldCase(char32_t c);  // ASCII case folding

}  // namespace pf::rules::detail
