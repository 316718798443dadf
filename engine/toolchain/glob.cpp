#include "engine/toolchain/glob.hpp"

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;

namespace pf::toolchain {

namespace {

std::vector<std::string_view> split(std::string_view s) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i == s.size() || s[i] == '/') {
      if (i > start) out.push_back(s.substr(start, i - start));  // "a//b" and a trailing '/' add nothing
      start = i + 1;
    }
  }
  return out;
}

// One segment against one pattern segment with * and ?.
bool matchSegment(std::string_view p, std::string_view s) {
  if (!s.empty() && s[0] == '.' && !p.empty() && (p[0] == '*' || p[0] == '?')) return false;
  size_t pi = 0, si = 0, starP = std::string_view::npos, starS = 0;
  while (si < s.size()) {
    if (pi < p.size() && (p[pi] == '?' || p[pi] == s[si])) {
      ++pi;
      ++si;
    } else if (pi < p.size() && p[pi] == '*') {
      starP = pi++;
      starS = si;
    } else if (starP != std::string_view::npos) {
      pi = starP + 1;
      si = ++starS;
    } else {
      return false;
    }
  }
  while (pi < p.size() && p[pi] == '*') ++pi;
  return pi == p.size();
}

bool matchSegments(const std::vector<std::string_view>& p, size_t pi, const std::vector<std::string_view>& s, size_t si) {
  if (pi == p.size()) return si == s.size();
  if (p[pi] == "**") {
    // Zero segments, or swallow one (not hidden) and try again.
    if (matchSegments(p, pi + 1, s, si)) return true;
    return si < s.size() && !(s[si].size() > 0 && s[si][0] == '.') && matchSegments(p, pi, s, si + 1);
  }
  return si < s.size() && matchSegment(p[pi], s[si]) && matchSegments(p, pi + 1, s, si + 1);
}

}  // namespace

bool hasGlobChars(std::string_view pattern) { return pattern.find_first_of("*?") != std::string_view::npos; }

// Consecutive "**" mean the same as one; collapsing them keeps matching linear-ish.
std::vector<std::string_view> patternSegments(std::string_view pattern) {
  std::vector<std::string_view> out;
  for (auto s : split(pattern))
    if (!(s == "**" && !out.empty() && out.back() == "**")) out.push_back(s);
  return out;
}

bool globMatch(std::string_view pattern, std::string_view path) {
  return matchSegments(patternSegments(pattern), 0, split(path), 0);
}

std::vector<std::string> expandGlob(const std::string& pattern) {
  std::vector<std::string> out;
  std::error_code ec;
  if (!hasGlobChars(pattern)) {
    if (fs::is_regular_file(pattern, ec)) return {pattern};
    if (fs::is_directory(pattern, ec)) {
      std::string base = pattern;
      while (base.size() > 1 && base.back() == '/') base.pop_back();
      return expandGlob(base + "/**/*.bicep");
    }
    return {};
  }
  // Walk from the longest wildcard-free folder prefix.
  bool absolute = !pattern.empty() && pattern[0] == '/';
  auto segs = patternSegments(pattern);
  size_t fixed = 0;
  while (fixed + 1 < segs.size() && !hasGlobChars(segs[fixed])) ++fixed;
  std::string root = absolute ? "/" : "";
  for (size_t i = 0; i < fixed; ++i) root += std::string(segs[i]) + "/";
  std::vector<std::string_view> rest(segs.begin() + static_cast<long>(fixed), segs.end());
  fs::path start = root.empty() ? fs::path(".") : fs::path(root);
  if (!fs::is_directory(start, ec)) return {};
  bool recursive = std::find(rest.begin(), rest.end(), std::string_view("**")) != rest.end() || rest.size() > 1;
  bool patternNamesHidden = std::any_of(rest.begin(), rest.end(), [](std::string_view s) { return !s.empty() && s[0] == '.'; });
  auto consider = [&](const fs::directory_entry& e) {
    std::error_code ec2;
    if (!e.is_regular_file(ec2)) return;
    std::string rel = e.path().lexically_relative(start).generic_string();
    if (matchSegments(rest, 0, split(rel), 0)) out.push_back(root + rel);
  };
  if (recursive) {
    fs::recursive_directory_iterator it(start, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
      const auto& e = *it;
      // Wildcards never match a leading '.', so hidden folders need not be entered unless the
      // pattern spells such a name out.
      if (!patternNamesHidden && e.is_directory(ec) && e.path().filename().string().rfind('.', 0) == 0) {
        it.disable_recursion_pending();
        continue;
      }
      consider(e);
    }
  } else {
    for (fs::directory_iterator it(start, ec), end; !ec && it != end; it.increment(ec)) consider(*it);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace pf::toolchain
