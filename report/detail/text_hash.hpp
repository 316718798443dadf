#pragma once
// Hashing and comparing findings' fields as the report normalises them (rule ids case-folded,
// paths as normalizePath writes them) without building the normalised strings.
#include <cstdint>
#include <string_view>

namespace pf::report::detail {

// `path` without its leading "./" (or ".\"), as normalizePath drops them.
inline std::string_view pathBody(std::string_view path) {
  while (path.size() >= 2 && path[0] == '.' && (path[1] == '/' || path[1] == '\\')) path.remove_prefix(2);
  return path;
}

inline char slashed(char c) { return c == '\\' ? '/' : c; }
inline char foldedAscii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// normalizePath(a) == normalizePath(b).
inline bool samePath(std::string_view a, std::string_view b) {
  a = pathBody(a);
  b = pathBody(b);
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (slashed(a[i]) != slashed(b[i])) return false;
  return true;
}

// FNV-1a (64 bits) over fields; each ends with a byte text cannot hold, so that ("ab","c") and
// ("a","bc") differ. For in-memory lookups only: equal hashes are confirmed by comparing.
class TextHash {
 public:
  void text(std::string_view s) {
    for (char c : s) byte(c);
    byte('\xFF');
  }
  void folded(std::string_view s) {
    for (char c : s) byte(foldedAscii(c));
    byte('\xFF');
  }
  void path(std::string_view s) {
    for (char c : pathBody(s)) byte(slashed(c));
    byte('\xFF');
  }
  void number(uint64_t n) {
    for (int i = 0; i < 8; ++i) byte(static_cast<char>(n >> (i * 8)));
  }
  uint64_t value() const { return h_; }

 private:
  void byte(char c) {
    h_ ^= static_cast<unsigned char>(c);
    h_ *= 1099511628211ull;
  }
  uint64_t h_ = 14695981039346656037ull;
};

}  // namespace pf::report::detail
