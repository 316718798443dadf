#pragma once
// Version constraints as written in bicepconfig.json `bicep.version` (and accepted by
// `preflight versioning`): exact versions, comparators with partial versions, tilde and caret
// ranges (npm semantics), wildcards, all joined with AND. See README "Bicep version constraints".
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/toolchain/semver.hpp"

namespace pf::toolchain {

enum class Op { Eq, Gt, Ge, Lt, Le };
const char* opText(Op op);

struct Comparator {
  Op op = Op::Eq;
  Version version;
  bool matches(const Version& v) const;
};

struct VersionConstraint {
  std::string text;                     // as written
  std::vector<Comparator> comparators;  // all must hold; empty means any version

  // True when every comparator holds. As in npm, a pre-release version only satisfies a
  // constraint that names a pre-release of the same major.minor.patch, so `^1.2.3` does not
  // pull in `2.0.0-rc.1` or `1.9.0-beta`.
  bool satisfiedBy(const Version& v) const;
  // The normalised form: ">=1.2.0 <2.0.0", or "*" for any version.
  std::string normalized() const;
};

// Parses a constraint. On error (code TOOL002) the Error's loc has line 1 and the 1-based
// column of the offending character within `text`, and the message says what is wrong there.
Result<VersionConstraint> parseConstraint(std::string_view text);

// "invalid version constraint: <message>\n  <text>\n  <caret>" for an error from parseConstraint.
std::string formatConstraintError(std::string_view text, const Error& error);

// The index of the highest version in `versions` that satisfies `c`, if any.
std::optional<size_t> maxSatisfying(const VersionConstraint& c, const std::vector<Version>& versions);

}  // namespace pf::toolchain
