#pragma once
// SemVer 2.0 versions: parsing, precedence and printing.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"

namespace pf::toolchain {

struct Version {
  uint64_t major = 0;
  uint64_t minor = 0;
  uint64_t patch = 0;
  std::vector<std::string> prerelease;  // dot-separated identifiers after '-'
  std::string build;                    // after '+'; kept for printing, ignored by precedence

  bool isPrerelease() const { return !prerelease.empty(); }
  // "1.2.3-rc.1+build"
  std::string str() const;
};

// SemVer 2.0 precedence: numeric core, then a release beats any of its pre-releases, then
// pre-release identifiers left to right (numeric < alphanumeric, numbers compared as numbers,
// a longer list wins a tie). Build metadata is ignored. Returns <0, 0 or >0.
int compare(const Version& a, const Version& b);
inline bool operator<(const Version& a, const Version& b) { return compare(a, b) < 0; }
inline bool operator==(const Version& a, const Version& b) { return compare(a, b) == 0; }
inline bool sameCore(const Version& a, const Version& b) {
  return a.major == b.major && a.minor == b.minor && a.patch == b.patch;
}

// A whole SemVer 2.0 version ("1.2.3", "1.2.3-beta.1+sha.5"), optionally prefixed with 'v'.
// Errors (code TOOL001) say what is wrong and name the offending text.
Result<Version> parseVersion(std::string_view text);

// The first SemVer-looking version inside free text such as `bicep --version` output
// ("Bicep CLI version 0.30.23 (ec3612f8ba)"); nullopt when there is none.
std::optional<Version> findVersionIn(std::string_view text);

namespace detail {
// Shared with the constraint parser: scans a version starting at `pos` in `text`. Accepts
// 1 to 3 numeric components; `parts` receives how many were present (a '*' component stops
// the scan and is reported through `wildcardAt`). On a syntax error returns false with
// `errorPos`/`error` set. Pre-release and build are only accepted after three components.
struct ScannedVersion {
  Version version;
  int parts = 0;
  size_t wildcardAt = std::string_view::npos;  // offset of a '*' component, if any
  size_t end = 0;                              // offset just past the version
};
bool scanVersion(std::string_view text, size_t pos, ScannedVersion& out, size_t& errorPos, std::string& error);
}  // namespace detail

}  // namespace pf::toolchain
