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
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
// The bytes of `w` that are not such (marked as above; none marked: all eight are).
inline uint64_t stopMarks8(uint64_t w, char quote, bool asciiOnly) {
  auto zeroByte = [](uint64_t x) { return (x - kOnes) & ~x & kHighs; };
  uint64_t stop = zeroByte(w ^ (kOnes * static_cast<unsigned char>(quote))) | zeroByte(w ^ (kOnes * '\\')) |
                  ((w - kOnes * 0x20) & ~w & kHighs);
  if (asciiOnly) stop |= w & kHighs;
  return stop;
}

// Eight bytes with their ASCII capitals lowered at once (bytes from 0x80 as they are): a byte
// is a capital when it is at least 'A' and not above 'Z' (its high bit set after adding what
// takes 'A' to 0x80, and clear after adding what takes 'Z' to 0x7F).
inline uint64_t lowerAscii8(uint64_t w) {
  uint64_t low7 = w & ~kHighs;
  uint64_t atLeastA = low7 + kOnes * (0x80 - 'A');
  uint64_t aboveZ = low7 + kOnes * (0x7F - 'Z');
  uint64_t capital = atLeastA & ~aboveZ & ~w & kHighs;
  return w | (capital >> 2);
}

// The bytes of `w` equal to `c` (marked as above).
inline uint64_t byteMarks8(uint64_t w, char c) {
  uint64_t x = w ^ (kOnes * static_cast<unsigned char>(c));
  return (x - kOnes) & ~x & kHighs;
}

inline size_t plainPrefix8(const char* p, char quote, bool asciiOnly) {
  return firstMarked(stopMarks8(load8(p), quote, asciiOnly));
}

// Whether every byte of `s` is such a byte. A short text, or the end of a long one, is looked at
// as one word of its own bytes (some read twice) rather than byte by byte.
#if defined(__SSE2__)
// Whether any of the 16 bytes at `p` is not such a byte (the same test, sixteen lanes at once).
inline bool anyStop16(const char* p, char quote, bool asciiOnly, char also) {
  __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  __m128i stop = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8(quote)), _mm_cmpeq_epi8(v, _mm_set1_epi8('\\')));
  stop = _mm_or_si128(stop, _mm_cmpeq_epi8(v, _mm_set1_epi8(also)));
  // Signed, bytes from 0x80 are below 0x20 too: then they stop; else only 0x00-0x1F does.
  __m128i low = asciiOnly ? _mm_cmplt_epi8(v, _mm_set1_epi8(0x20))
                          : _mm_cmpeq_epi8(_mm_min_epu8(v, _mm_set1_epi8(0x1F)), v);
  return _mm_movemask_epi8(_mm_or_si128(stop, low)) != 0;
}
#endif

// `also`: one more byte that is not plain here (a writer's own reason to look closer).
inline bool allPlain(std::string_view s, char quote, bool asciiOnly, char also = '\0') {
  const char* p = s.data();
  size_t n = s.size();
#if defined(__SSE2__)
  if (n >= 16) {
    for (size_t i = 0; i + 16 < n; i += 16)
      if (anyStop16(p + i, quote, asciiOnly, also)) return false;
    return !anyStop16(p + n - 16, quote, asciiOnly, also);
  }
#endif
  uint64_t w;
  if (n >= 8) {
    for (size_t i = 0; i + 8 < n; i += 8)
      if (stopMarks8(load8(p + i), quote, asciiOnly) | byteMarks8(load8(p + i), also)) return false;
    w = load8(p + n - 8);
  } else if (n >= 4) {
    uint32_t head, tail;
    std::memcpy(&head, p, 4);
    std::memcpy(&tail, p + n - 4, 4);
    w = head | uint64_t(tail) << 32;
  } else if (n > 0) {
    auto byte = [&](size_t i) { return uint64_t(static_cast<unsigned char>(p[i])); };
    w = (kOnes * byte(0) & ~uint64_t(0xFFFF00)) | byte(n / 2) << 8 | byte(n - 1) << 16;
  } else {
    return true;
  }
  return (stopMarks8(w, quote, asciiOnly) | byteMarks8(w, also)) == 0;
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
