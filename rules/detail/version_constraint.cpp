#include "rules/detail/version_constraint.hpp"

namespace pf::rules::detail {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isAlnum(char c) { return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isWildcard(char c) { return c == '*' || c == 'x' || c == 'X'; }

bool allDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!isDigit(c)) return false;
  return true;
}

// One numeric part, or -1 for a wildcard when allowed.
bool readPart(std::string_view s, size_t& i, bool allowWildcard, int64_t& out) {
  if (allowWildcard && i < s.size() && isWildcard(s[i])) {
    ++i;
    out = -1;
    return true;
  }
  size_t start = i;
  int64_t v = 0;
  while (i < s.size() && isDigit(s[i]) && i - start < 12) v = v * 10 + (s[i++] - '0');
  if (i == start || (i < s.size() && isDigit(s[i]))) return false;
  out = v;
  return true;
}

bool readPrerelease(std::string_view s, size_t& i, VersionKind kind, std::vector<std::string>& out) {
  if (i >= s.size() || s[i] != '-') return true;
  size_t start = ++i;
  while (i < s.size() && (isAlnum(s[i]) || s[i] == '-' || s[i] == '.')) ++i;
  if (i == start) return false;
  std::string_view id = s.substr(start, i - start);
  size_t p = 0;
  while (p <= id.size()) {
    size_t dot = id.find('.', p);
    std::string_view part = id.substr(p, dot == std::string_view::npos ? std::string_view::npos : dot - p);
    if (part.empty()) return false;
    if (kind == VersionKind::Semantic && allDigits(part) && part.size() > 1 && part[0] == '0') return false;
    out.emplace_back(part);
    if (dot == std::string_view::npos) break;
    p = dot + 1;
  }
  return true;
}

void skipBuild(std::string_view s, size_t& i) {
  if (i >= s.size() || s[i] != '+') return;
  ++i;
  while (i < s.size() && (isAlnum(s[i]) || s[i] == '-' || s[i] == '.')) ++i;
}

// The numeric parts of a version (or of one comparator when `constraint`).
bool readCore(std::string_view s, size_t& i, VersionKind kind, bool constraint, std::array<int64_t, 3>& parts) {
  parts = {-1, -1, -1};
  if (kind == VersionKind::Semantic) {
    if (i < s.size() && (s[i] == 'v' || s[i] == 'V')) ++i;
    int n = 0;
    int64_t extra;
    do {
      if (n > 0) ++i;  // the '.'
      int64_t& slot = n < 3 ? parts[static_cast<size_t>(n)] : extra;
      if (!readPart(s, i, constraint, slot)) return false;
      ++n;
    } while (n < 4 && i < s.size() && s[i] == '.');
    return true;
  }
  for (int n = 0; n < 3; ++n) {
    if (n > 0) {
      if (i >= s.size() || s[i] != '-') return false;
      ++i;
    }
    size_t start = i;
    if (!readPart(s, i, constraint, parts[static_cast<size_t>(n)])) return false;
    size_t width = i - start;
    if (parts[static_cast<size_t>(n)] >= 0 && (n == 0 ? width != 4 : (width < 1 || width > 2))) return false;
  }
  return true;
}

// PSRule's pre-release ordering of a constraint's identifiers against a version's:
// negative when the constraint's come first, a stable release after every pre-release.
int comparePrerelease(const std::vector<std::string>& c, const std::vector<std::string>& v) {
  if (v.empty()) return c.empty() ? 0 : -1;
  if (c.empty()) return 1;
  for (size_t i = 0; i < c.size() && i < v.size(); ++i) {
    bool cn = allDigits(c[i]), vn = allDigits(v[i]);
    if (cn != vn) return cn ? -1 : 1;
    if (cn) {
      if (c[i].size() != v[i].size()) return c[i].size() < v[i].size() ? -1 : 1;
      int r = c[i].compare(v[i]);
      if (r != 0) return r < 0 ? -1 : 1;
      continue;
    }
    int r = c[i].compare(v[i]);
    if (r != 0) return r < 0 ? -1 : 1;
  }
  if (c.size() == v.size()) return 0;
  return c.size() > v.size() ? 1 : -1;
}

}  // namespace

std::optional<ParsedVersion> parseVersion(std::string_view text, VersionKind kind) {
  ParsedVersion v;
  size_t i = 0;
  if (!readCore(text, i, kind, false, v.parts)) return std::nullopt;
  if (!readPrerelease(text, i, kind, v.prerelease)) return std::nullopt;
  if (kind == VersionKind::Semantic) skipBuild(text, i);
  if (i != text.size()) return std::nullopt;
  return v;
}

std::optional<VersionConstraint> VersionConstraint::parse(std::string_view text, VersionKind kind,
                                                          bool includePrerelease, std::string& error) {
  VersionConstraint c;
  c.text_ = std::string(text);
  c.includePrerelease_ = includePrerelease;
  std::string_view s = text;
  size_t i = 0;
  for (std::string_view flag : {"@prerelease ", "@pre "}) {
    if (s.substr(0, flag.size()) == flag) {
      c.includePrerelease_ = true;
      i = flag.size();
      break;
    }
  }
  auto skipSpaces = [&] {
    while (i < s.size() && s[i] == ' ') ++i;
  };
  skipSpaces();
  if (i == s.size()) return c;  // empty: any valid version
  c.anyOf_.emplace_back();
  while (i < s.size()) {
    Comparator cmp;
    unsigned flags = 0;
    size_t opStart = i;
    while (i < s.size() && (s[i] == '=' || s[i] == '>' || s[i] == '<' || s[i] == '^' || s[i] == '~')) {
      char ch = s[i++];
      if (ch == '^') flags = Minor;
      else if (ch == '~') flags = Patch;
      else if (ch == '=') flags |= Eq;
      else if (ch == '>') flags |= Gt;
      else flags |= Lt;
    }
    std::string_view op = s.substr(opStart, i - opStart);
    static const std::string_view kValid[] = {"", "=", ">", ">=", "<", "<=", "^", "~"};
    bool valid = false;
    for (auto v : kValid) valid |= op == v;
    if (!valid || (kind == VersionKind::Date && (flags & (Minor | Patch)))) {
      error = "'" + std::string(op) + "' is not a comparison operator" +
              (kind == VersionKind::Date ? " for API versions (use =, >, >=, <, <=)" : " (use =, >, >=, <, <=, ^, ~)");
      return std::nullopt;
    }
    cmp.flags = flags == 0 ? Eq : flags;
    if (!readCore(s, i, kind, true, cmp.parts) || !readPrerelease(s, i, kind, cmp.prerelease)) {
      error = "expected a " + std::string(kind == VersionKind::Date ? "date version (yyyy-MM-dd)" : "version (major.minor.patch)") +
              " at character " + std::to_string(i + 1);
      return std::nullopt;
    }
    if (kind == VersionKind::Semantic) skipBuild(s, i);
    c.anyOf_.back().push_back(std::move(cmp));
    // A join: spaces mean AND, `||` (with optional spaces) means OR.
    size_t before = i;
    skipSpaces();
    if (i + 1 < s.size() && s[i] == '|' && s[i + 1] == '|') {
      i += 2;
      skipSpaces();
      if (i == s.size()) {
        error = "'||' must be followed by a version";
        return std::nullopt;
      }
      c.anyOf_.emplace_back();
    } else if (i < s.size() && i == before) {
      error = "unexpected '" + std::string(1, s[i]) + "' at character " + std::to_string(i + 1);
      return std::nullopt;
    }
  }
  return c;
}

bool VersionConstraint::accepts(const Comparator& c, const ParsedVersion& v) const {
  const int64_t ma = v.parts[0], mi = v.parts[1], pa = v.parts[2];
  const bool versionStable = v.prerelease.empty();
  const bool constraintStable = c.prerelease.empty();
  auto eqCore = [&] {
    return (c.parts[0] == -1 || c.parts[0] == ma) && (c.parts[1] == -1 || c.parts[1] == mi) &&
           (c.parts[2] == -1 || c.parts[2] == pa);
  };
  auto gtCore = [&] {
    return ma > c.parts[0] || (ma == c.parts[0] && mi > c.parts[1]) ||
           (ma == c.parts[0] && mi == c.parts[1] && pa > c.parts[2]);
  };
  auto ltCore = [&] {
    return ma < c.parts[0] || (ma == c.parts[0] && mi < c.parts[1]) ||
           (ma == c.parts[0] && mi == c.parts[1] && pa < c.parts[2]);
  };
  auto pr = [&] { return comparePrerelease(c.prerelease, v.prerelease); };
  auto eq = [&] { return eqCore() && pr() == 0; };
  auto gt = [&] {
    return (!versionStable && !includePrerelease_) ? (eqCore() && pr() < 0) : (gtCore() || (eqCore() && pr() < 0));
  };
  auto lt = [&] {
    return (!versionStable && !includePrerelease_) ? (eqCore() && pr() > 0) : (ltCore() || (eqCore() && pr() > 0));
  };
  if (c.flags == Eq) return eq();
  if (!includePrerelease_ && constraintStable && !versionStable) return false;
  if (c.flags == Minor) return ma == c.parts[0] && !(mi < c.parts[1] || (mi == c.parts[1] && pa < c.parts[2]));
  if (c.flags == Patch) return ma == c.parts[0] && mi == c.parts[1] && pa >= c.parts[2];
  if (c.flags == Gt) return gt();
  if (c.flags == (Gt | Eq)) return gt() || eq();
  if (c.flags == Lt) return lt();
  if (c.flags == (Lt | Eq)) return lt() || eq();
  return false;
}

bool VersionConstraint::accepts(const ParsedVersion& v) const {
  if (anyOf_.empty()) return true;
  for (const auto& group : anyOf_) {
    bool all = true;
    for (const auto& c : group) all = all && accepts(c, v);
    if (all) return true;
  }
  return false;
}

}  // namespace pf::rules::detail
