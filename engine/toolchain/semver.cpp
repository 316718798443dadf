#include "engine/toolchain/semver.hpp"

#include <algorithm>

namespace pf::toolchain {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isIdentChar(char c) { return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-'; }
bool allDigits(std::string_view s) { return !s.empty() && std::all_of(s.begin(), s.end(), isDigit); }

// Numeric identifiers compare as numbers; compare by length first so no overflow is possible
// (leading zeros are rejected at parse time).
int compareNumericText(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

int compareIdentifier(const std::string& a, const std::string& b) {
  bool an = allDigits(a), bn = allDigits(b);
  if (an && bn) return compareNumericText(a, b);
  if (an != bn) return an ? -1 : 1;  // numeric identifiers have lower precedence
  int c = a.compare(b);
  return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

// Dot-separated identifiers of a pre-release (numeric: no leading zeros) or build suffix.
bool scanIdentifiers(std::string_view text, size_t& pos, bool prerelease, std::vector<std::string>& out,
                     size_t& errorPos, std::string& error) {
  const char* what = prerelease ? "pre-release" : "build metadata";
  for (;;) {
    size_t start = pos;
    while (pos < text.size() && isIdentChar(text[pos])) ++pos;
    if (pos == start) {
      errorPos = pos;
      error = std::string("expected a ") + what + " identifier (letters, digits or '-')";
      return false;
    }
    std::string_view id = text.substr(start, pos - start);
    if (prerelease && allDigits(id) && id.size() > 1 && id[0] == '0') {
      errorPos = start;
      error = "numeric pre-release identifiers must not have leading zeros";
      return false;
    }
    out.emplace_back(id);
    if (pos < text.size() && text[pos] == '.') {
      ++pos;
      continue;
    }
    return true;
  }
}

}  // namespace

std::string Version::str() const {
  std::string s = std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
  for (size_t i = 0; i < prerelease.size(); ++i) s += (i == 0 ? "-" : ".") + prerelease[i];
  if (!build.empty()) s += "+" + build;
  return s;
}

int compare(const Version& a, const Version& b) {
  if (a.major != b.major) return a.major < b.major ? -1 : 1;
  if (a.minor != b.minor) return a.minor < b.minor ? -1 : 1;
  if (a.patch != b.patch) return a.patch < b.patch ? -1 : 1;
  if (a.prerelease.empty() || b.prerelease.empty()) {
    if (a.prerelease.empty() && b.prerelease.empty()) return 0;
    return a.prerelease.empty() ? 1 : -1;  // a release outranks its pre-releases
  }
  size_t n = std::min(a.prerelease.size(), b.prerelease.size());
  for (size_t i = 0; i < n; ++i)
    if (int c = compareIdentifier(a.prerelease[i], b.prerelease[i])) return c;
  if (a.prerelease.size() == b.prerelease.size()) return 0;
  return a.prerelease.size() < b.prerelease.size() ? -1 : 1;
}

namespace detail {

bool scanVersion(std::string_view text, size_t pos, ScannedVersion& out, size_t& errorPos, std::string& error) {
  out = ScannedVersion{};
  if (pos < text.size() && text[pos] == 'v' && pos + 1 < text.size() && isDigit(text[pos + 1])) ++pos;
  uint64_t* parts[] = {&out.version.major, &out.version.minor, &out.version.patch};
  for (;;) {
    if (pos >= text.size()) {
      errorPos = pos;
      error = out.parts == 0 ? "expected a version number" : "expected a number or '*' after '.'";
      return false;
    }
    char c = text[pos];
    if (c == '*') {
      out.wildcardAt = pos;
      ++pos;
      if (pos < text.size() && (text[pos] == '.' || text[pos] == '-' || text[pos] == '+' || isDigit(text[pos]))) {
        errorPos = pos;
        error = "a wildcard must be the last part of a version: nothing may follow '*'";
        return false;
      }
      out.end = pos;
      return true;
    }
    if (c == 'x' || c == 'X') {
      errorPos = pos;
      error = "'" + std::string(1, c) + "' is not a wildcard here; write '*' (for example 1.2.*)";
      return false;
    }
    if (!isDigit(c)) {
      errorPos = pos;
      error = out.parts == 0 ? "expected a version number" : "expected a number or '*' after '.'";
      return false;
    }
    size_t start = pos;
    while (pos < text.size() && isDigit(text[pos])) ++pos;
    std::string_view digits = text.substr(start, pos - start);
    if (digits.size() > 1 && digits[0] == '0') {
      errorPos = start;
      error = "version numbers must not have leading zeros";
      return false;
    }
    if (digits.size() > 18) {
      errorPos = start;
      error = "version number too large";
      return false;
    }
    uint64_t n = 0;
    for (char d : digits) n = n * 10 + static_cast<uint64_t>(d - '0');
    *parts[out.parts++] = n;
    if (pos < text.size() && text[pos] == '.') {
      if (out.parts == 3) {
        errorPos = pos;
        error = "a version has at most three numbers (major.minor.patch)";
        return false;
      }
      ++pos;
      continue;
    }
    break;
  }
  if (pos < text.size() && (text[pos] == '-' || text[pos] == '+')) {
    if (out.parts < 3) {
      errorPos = pos;
      error = "a pre-release or build suffix needs a full major.minor.patch version";
      return false;
    }
    if (text[pos] == '-') {
      ++pos;
      if (!scanIdentifiers(text, pos, true, out.version.prerelease, errorPos, error)) return false;
    }
    if (pos < text.size() && text[pos] == '+') {
      ++pos;
      std::vector<std::string> ids;
      size_t start = pos;
      if (!scanIdentifiers(text, pos, false, ids, errorPos, error)) return false;
      out.version.build = std::string(text.substr(start, pos - start));
    }
  }
  out.end = pos;
  return true;
}

}  // namespace detail

Result<Version> parseVersion(std::string_view text) {
  std::string_view t = text;
  while (!t.empty() && (t.front() == ' ' || t.front() == '\t')) t.remove_prefix(1);
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t')) t.remove_suffix(1);
  auto fail = [&](size_t at, const std::string& why) {
    return makeError("TOOL001", "invalid version '" + std::string(text) + "': " + why + " (at column " +
                                    std::to_string(at + 1 + (t.data() - text.data())) + ")");
  };
  if (t.empty()) return makeError("TOOL001", "invalid version '': the version is empty");
  detail::ScannedVersion sv;
  size_t errorPos = 0;
  std::string error;
  if (!detail::scanVersion(t, 0, sv, errorPos, error)) return fail(errorPos, error);
  if (sv.wildcardAt != std::string_view::npos) return fail(sv.wildcardAt, "a version cannot contain a wildcard");
  if (sv.parts < 3) return fail(sv.end, "expected a full version major.minor.patch");
  if (sv.end != t.size()) return fail(sv.end, "unexpected '" + std::string(1, t[sv.end]) + "' after the version");
  return sv.version;
}

std::optional<Version> findVersionIn(std::string_view text) {
  for (size_t i = 0; i < text.size(); ++i) {
    if (!isDigit(text[i])) continue;
    if (i > 0 && (isIdentChar(text[i - 1]) || text[i - 1] == '.')) continue;
    detail::ScannedVersion sv;
    size_t errorPos = 0;
    std::string error;
    if (detail::scanVersion(text, i, sv, errorPos, error) && sv.parts == 3 &&
        sv.wildcardAt == std::string_view::npos)
      return sv.version;
  }
  return std::nullopt;
}

}  // namespace pf::toolchain
