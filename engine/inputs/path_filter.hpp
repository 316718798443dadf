#pragma once
// gitignore-style path patterns, used for input include/exclude lists and .gitignore files.
//
// Syntax (as git documents it for .gitignore):
//  - `*` any run of characters except '/', `?` one character except '/', `[a-z]`, `[!abc]`
//    and `[^abc]` character classes, `\x` a literal x;
//  - `**/` at the start or `/**/` in the middle: zero or more folders; `/**` at the end:
//    everything inside; any other `**` is `*`;
//  - a leading or middle '/' anchors the pattern at its base folder; without one the
//    pattern matches a name at any depth (`*.bicep`, `node_modules/`);
//  - a trailing '/' matches folders only;
//  - a leading '!' re-includes what an earlier pattern excluded (the last matching pattern
//    decides; a file inside an excluded folder cannot be re-included, as in git);
//  - blank lines and lines starting with '#' are ignored (`\#`, `\!` for literals).
// Matching is case-sensitive, as git is on Linux.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/source.hpp"
#include "engine/inputs/detail/glob.hpp"

namespace pf::inputs {

struct PathPattern {
  std::string text;     // as written (for messages)
  std::string base;     // folder the pattern is relative to ("" = the filter's root), no trailing '/'
  std::string glob;     // the pattern body without '!', anchoring '/' and trailing '/'
  bool negated = false;
  bool anchored = false;
  bool dirOnly = false;
  Loc loc;              // where it was written
  std::string origin;   // "input.exclude", ".gitignore", ... (for messages)
  detail::Glob compiled;  // `glob`, compiled
};

// The pattern walks a discovery may make (Glob::walkCost: tokens × positions, a few
// nanoseconds each): a start, and more for each path matched, so the work stays linear in the
// paths however many patterns there are. Literal checks settle most pairs of a path and a
// pattern; a file of thousands of patterns written to defeat them (`*[a1]?[z]*`, ...) would
// otherwise make every path walk every pattern (a 740 KB .gitignore: minutes over 2,000 files).
// Past the budget, a pattern that needs a walk does not match, and `spent` says so.
struct MatchBudget {
  static constexpr uint64_t kStart = 256'000'000, kPerPath = 20'000;
  uint64_t steps = kStart;
  bool spent = false;
};

class PathFilter {
 public:
  // Adds one pattern. `base` is the folder (relative to the filter's root, '/'-separated) whose
  // paths the pattern is written against, e.g. "sub/dir" for sub/dir/.gitignore. Blank lines
  // and comments are ignored. Returns false for a pattern that can never match (a lone "!").
  bool add(std::string_view pattern, std::string base = {}, Loc loc = {}, std::string origin = {});
  // Adds every line of a .gitignore file.
  void addGitignore(std::string_view text, const std::string& base, uint32_t fileId, const std::string& origin);

  // Patterns past kMaxPatterns are not kept (each path is checked against every pattern kept):
  // no repository needs more, and a generated .gitignore of megabytes would make discovery
  // cost its length times the paths. `dropped()` counts them, for a warning (INP015).
  static constexpr size_t kMaxPatterns = 10'000;
  size_t dropped() const { return dropped_; }

  bool empty() const { return patterns_.empty(); }
  size_t size() const { return patterns_.size(); }
  const std::vector<PathPattern>& patterns() const { return patterns_; }

  // The last pattern matching `path` itself (relative to the root, '/'-separated, no leading
  // '/'), or null. A negated pattern returned means "re-included".
  const PathPattern* match(std::string_view path, bool isDir, MatchBudget* budget = nullptr) const;

  // The pattern that excludes `path`: a folder on the way excluded (checked from the top, as a
  // walk would meet them) or the path itself; null when it is not excluded.
  const PathPattern* excludedBy(std::string_view path, bool isDir, MatchBudget* budget = nullptr) const;

 private:
  std::vector<PathPattern> patterns_;
  size_t dropped_ = 0;
};

// True when `glob` (the syntax above, without '!' and anchoring rules) matches all of `path`.
bool globMatchPath(std::string_view glob, std::string_view path);

}  // namespace pf::inputs
