#pragma once
// Hashing and comparing findings' fields as the report normalises them (rule ids case-folded,
// paths as normalizePath writes them) without building the normalised strings.
#include <array>
#include <cstdint>
#include <string_view>

namespace pf::report::detail {

// `path` without its leading "./" (or ".\"), as normalizePath drops them.
inline std::string_view pathBody(std::string_view path) {
  while (path.size() >= 2 && path[0] == '.' && (path[1] == '/' || path[1] == '\\')) path.remove_prefix(2);
  return path;
}

constexpr char slashed(char c) { return c == '\\' ? '/' : c; }
constexpr char foldedAscii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// normalizePath(a) == normalizePath(b).
inline bool samePath(std::string_view a, std::string_view b) {
  a = pathBody(a);
  b = pathBody(b);
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (slashed(a[i]) != slashed(b[i])) return false;
  return true;
}

// A byte as a normalised text holds it: foldedAscii and slashed as tables (one load a byte).
using ByteMap = std::array<unsigned char, 256>;
template <char (*F)(char)>
constexpr ByteMap byteMap() {
  ByteMap m{};
  for (unsigned c = 0; c < 256; ++c) m[c] = static_cast<unsigned char>(F(static_cast<char>(c)));
  return m;
}
inline constexpr ByteMap kFolded = byteMap<foldedAscii>();
inline constexpr ByteMap kSlashed = byteMap<slashed>();

inline constexpr uint64_t kFnvOffset = 14695981039346656037ull;
inline constexpr uint64_t kFnvPrime = 1099511628211ull;

constexpr uint64_t fnv1a(uint64_t h, unsigned char c) { return (h ^ c) * kFnvPrime; }

// How fnv1a() feeds each byte: as it is, or through a ByteMap.
struct AsIs {
  constexpr unsigned char operator()(unsigned char c) const { return c; }
};
struct Through {
  const ByteMap& map;
  constexpr unsigned char operator()(unsigned char c) const { return map[c]; }
};

// FNV-1a of `s` after `h`, each byte as `map` gives it. Four bytes a step: hashing the findings
// of a report is mostly this loop.
template <class Map = AsIs>
constexpr uint64_t fnv1a(uint64_t h, std::string_view s, Map map = {}) {
  const size_t n = s.size();
  size_t i = 0;
  auto at = [&](size_t k) { return map(static_cast<unsigned char>(s[k])); };
  for (; i + 4 <= n; i += 4) h = fnv1a(fnv1a(fnv1a(fnv1a(h, at(i)), at(i + 1)), at(i + 2)), at(i + 3));
  for (; i < n; ++i) h = fnv1a(h, at(i));
  return h;
}

// FNV-1a (64 bits) over fields; each ends with a byte text cannot hold, so that ("ab","c") and
// ("a","bc") differ. For in-memory lookups only: equal hashes are confirmed by comparing.
class TextHash {
 public:
  void text(std::string_view s) { end(fnv1a(h_, s)); }
  void folded(std::string_view s) { end(fnv1a(h_, s, Through{kFolded})); }
  void path(std::string_view s) { end(fnv1a(h_, pathBody(s), Through{kSlashed})); }
  void number(uint64_t n) {
    for (int i = 0; i < 8; ++i) h_ = fnv1a(h_, static_cast<unsigned char>(n >> (i * 8)));
  }
  uint64_t value() const { return h_; }

 private:
  void end(uint64_t h) { h_ = fnv1a(h, 0xFF); }
  uint64_t h_ = kFnvOffset;
};

}  // namespace pf::report::detail
