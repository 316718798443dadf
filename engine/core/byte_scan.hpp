#pragma once
// Scanning JSON text eight bytes at a time: the reader's strings and indentation, and the writers'
// check for bytes that need an escape, are most of the bytes a run touches. Each test marks a
// matching byte by its high bit; a borrow can only mark bytes after a true match, so the first
// mark is exact.
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace pf::bytes {

inline constexpr uint64_t kOnes = 0x0101010101010101ull, kHighs = 0x8080808080808080ull;

inline uint64_t load8(const char* p) {
  uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}

inline size_t firstMarked(uint64_t marks) { return marks ? static_cast<size_t>(std::countr_zero(marks)) / 8 : 8; }

// How many of the 8 bytes at `p` are spaces before the first that is not (little-endian only).
inline size_t leadingSpaces8(const char* p) {
  uint64_t other = load8(p) ^ (kOnes * ' ');  // zero bytes where there are spaces
  return other ? static_cast<size_t>(std::countr_zero(other)) / 8 : 8;
}

// How many of the 8 bytes at `p` a JSON string holds as they are: not `quote`, a backslash or a
// control character, and (with `asciiOnly`) not a byte of a multi-byte UTF-8 sequence.
inline size_t plainPrefix8(const char* p, char quote, bool asciiOnly) {
  uint64_t w = load8(p);
  auto zeroByte = [](uint64_t x) { return (x - kOnes) & ~x & kHighs; };
  uint64_t stop = zeroByte(w ^ (kOnes * static_cast<unsigned char>(quote))) | zeroByte(w ^ (kOnes * '\\')) |
                  ((w - kOnes * 0x20) & ~w & kHighs);
  if (asciiOnly) stop |= w & kHighs;
  return firstMarked(stop);
}

// Where the run of plain bytes (as plainPrefix8 counts them) that starts at `from` ends.
inline size_t plainRunEnd(std::string_view s, size_t from, char quote, bool asciiOnly) {
  size_t i = from;
  if constexpr (std::endian::native == std::endian::little) {
    while (s.size() - i >= 8) {
      size_t k = plainPrefix8(s.data() + i, quote, asciiOnly);
      i += k;
      if (k < 8) return i;
    }
  }
  for (; i < s.size(); ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if (c == static_cast<unsigned char>(quote) || c == '\\' || c < 0x20 || (asciiOnly && c >= 0x80)) break;
  }
  return i;
}

}  // namespace pf::bytes
