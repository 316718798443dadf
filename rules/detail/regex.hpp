#pragma once
// Regular expressions for match/notMatch and the `=~` path filter. Patterns are written for
// .NET (as in PSRule) but run on RE2, so a hostile pattern or value cannot cause catastrophic
// backtracking. Features RE2 lacks (look-around, back-references) are a load error.
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

namespace re2 {
class RE2;
}

namespace pf::rules::detail {

class Regex {
 public:
  // nullptr (with `error` set) when the pattern cannot be compiled.
  static std::shared_ptr<const Regex> compile(std::string_view pattern, bool caseSensitive, std::string& error);
  // A pattern known to compile, compiled when it is first searched (from any thread): the
  // built-in pack's, whose patterns a test compiles. A run that checks no resource of a rule's
  // type then never pays for its pattern. Were it not to compile after all, it matches nothing.
  static std::shared_ptr<const Regex> deferred(std::string_view pattern, bool caseSensitive);
  ~Regex();
  // True when the pattern matches anywhere in `text` (.NET's Regex.IsMatch).
  bool search(std::string_view text) const;
  const std::string& pattern() const { return pattern_; }

 private:
  Regex() = default;
  const re2::RE2& compiled() const;
  std::string pattern_;
  bool caseSensitive_ = true;
  mutable std::once_flag once_;
  mutable std::unique_ptr<re2::RE2> re_;
};

// The patterns a rule set's conditions compiled, by text and case: one compilation for a pattern
// that several rules use (the built-in pack repeats its secret-name patterns, and a
// case-insensitive alternation costs RE2 some 450,000 instructions to compile). A Regex is
// immutable and RE2 matches from any thread, so rules share it. Failures are not kept: each
// use reports its own.
class RegexCache {
 public:
  std::shared_ptr<const Regex> compile(std::string_view pattern, bool caseSensitive, std::string& error);
  // While set, patterns not yet compiled are deferred (Regex::deferred): the built-in pack's.
  bool defer = false;

 private:
  std::map<std::pair<std::string, bool>, std::shared_ptr<const Regex>, std::less<>> compiled_;
};

}  // namespace pf::rules::detail
