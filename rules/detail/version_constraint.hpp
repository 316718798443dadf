#pragma once
// Version constraints for the `version` (semantic versions) and `apiVersion` (date versions,
// yyyy-MM-dd[-prerelease]) conditions, with PSRule's operators: `=`, `>`, `>=`, `<`, `<=`,
// `^` (same major) and `~` (same major.minor; semantic only); a space joins with AND, `||` with
// OR; `*`/`x` wildcards; an empty constraint accepts any valid version. Pre-releases only satisfy
// a stable comparison when includePrerelease (or a leading `@pre `/`@prerelease `) is set.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pf::rules::detail {

enum class VersionKind { Semantic, Date };

struct ParsedVersion {
  std::array<int64_t, 3> parts{};      // major.minor.patch or year-month-day
  std::vector<std::string> prerelease;  // dot-separated identifiers; empty when stable
};

std::optional<ParsedVersion> parseVersion(std::string_view text, VersionKind kind);

class VersionConstraint {
 public:
  // nullopt (with `error` set) when the constraint cannot be parsed.
  static std::optional<VersionConstraint> parse(std::string_view text, VersionKind kind, bool includePrerelease,
                                                std::string& error);
  bool accepts(const ParsedVersion& v) const;
  const std::string& text() const { return text_; }

 private:
  enum Flag : unsigned { Eq = 1, Gt = 8, Lt = 16, Minor = 4, Patch = 2 };
  struct Comparator {
    unsigned flags = Eq;
    std::array<int64_t, 3> parts{-1, -1, -1};  // -1: wildcard
    std::vector<std::string> prerelease;
  };
  bool accepts(const Comparator& c, const ParsedVersion& v) const;

  std::string text_;
  bool includePrerelease_ = false;
  std::vector<std::vector<Comparator>> anyOf_;  // OR of AND-groups; empty accepts everything
};

}  // namespace pf::rules::detail
