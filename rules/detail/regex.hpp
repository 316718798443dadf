#pragma once
// Regular expressions for match/notMatch and the `=~` path filter. Patterns are written for
// .NET (as in PSRule) but run on RE2, so a hostile pattern or value cannot cause catastrophic
// backtracking. Features RE2 lacks (look-around, back-references) are a load error.
#include <memory>
#include <string>
#include <string_view>

namespace re2 {
class RE2;
}

namespace pf::rules::detail {

class Regex {
 public:
  // nullptr (with `error` set) when the pattern cannot be compiled.
  static std::shared_ptr<const Regex> compile(std::string_view pattern, bool caseSensitive, std::string& error);
  ~Regex();
  // True when the pattern matches anywhere in `text` (.NET's Regex.IsMatch).
  bool search(std::string_view text) const;
  const std::string& pattern() const { return pattern_; }

 private:
  Regex() = default;
  std::string pattern_;
  std::unique_ptr<re2::RE2> re_;
};

}  // namespace pf::rules::detail
