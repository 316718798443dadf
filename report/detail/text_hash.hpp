#pragma once
// Hashing and comparing findings' fields as the report normalises them (rule ids case-folded,
// paths as normalizePath writes them) without building the normalised strings.
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
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

// Eight bytes at once as foldedAscii() leaves each: bytes beyond ASCII are kept. No carry crosses
// a byte: the low seven bits plus 0x3F stay below 0x100.
constexpr uint64_t foldedWord(uint64_t w) {
  constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full, kHigh = 0x8080808080808080ull;
  uint64_t low = w & kLow7;
  uint64_t fromA = low + 0x3F3F3F3F3F3F3F3Full;   // high bit: at least 'A'
  uint64_t aboveZ = low + 0x2525252525252525ull;  // high bit: above 'Z'
  uint64_t upper = (fromA ^ aboveZ) & ~w & kHigh;  // high bit: 'A'..'Z'
  return w | (upper >> 2);                         // + 0x20
}

// Eight bytes at once as slashed() leaves each.
constexpr uint64_t slashedWord(uint64_t w) {
  constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full, kHigh = 0x8080808080808080ull;
  uint64_t y = w ^ 0x5C5C5C5C5C5C5C5Cull;              // zero where a backslash is
  uint64_t zero = ~(((y & kLow7) + kLow7) | y) & kHigh;  // high bit: that zero byte
  return w ^ ((zero >> 7) * ('\\' ^ '/'));
}

constexpr uint64_t asIsWord(uint64_t w) { return w; }

// Hashes fields eight bytes at a time, each word normalised as a whole (foldedWord,
// slashedWord), each field ending with its length, so that ("ab","c") and ("a","bc") differ.
// For in-memory lookups only (the values may differ between builds): equal hashes are
// confirmed by comparing.
class TextHash {
 public:
  void text(std::string_view s) { field<asIsWord>(s); }
  void folded(std::string_view s) { field<foldedWord>(s); }
  void path(std::string_view s) { field<slashedWord>(pathBody(s)); }
  void number(uint64_t n) { mix(n); }
  // Mixed down, so that the low bits (a table's index) depend on every byte.
  uint64_t value() const {
    uint64_t h = h_ ^ (h_ >> 33);
    h *= 0xFF51AFD7ED558CCDull;
    return h ^ (h >> 33);
  }

 private:
  static uint64_t load(const char* p) {
    uint64_t w;
    std::memcpy(&w, p, sizeof w);
    return w;
  }
  void mix(uint64_t w) { h_ = std::rotl((h_ ^ w) * 0x9E3779B97F4A7C15ull, 31); }
  // The last word of a field of eight bytes or more overlaps the one before it; a shorter
  // field is one word, zero-padded (zero normalises to zero).
  template <uint64_t (*Map)(uint64_t)>
  void field(std::string_view s) {
    const char* p = s.data();
    const size_t n = s.size();
    if (n >= 8) {
      size_t at = 0;
      for (; at + 8 <= n; at += 8) mix(Map(load(p + at)));
      if (at < n) mix(Map(load(p + n - 8)));
    } else if (n > 0) {
      uint64_t w = 0;
      for (size_t i = 0; i < n; ++i) w |= uint64_t{static_cast<unsigned char>(p[i])} << (8 * i);
      mix(Map(w));
    }
    mix(n);
  }
  uint64_t h_ = kFnvOffset;
};

}  // namespace pf::report::detail
