#pragma once
// UTF-8 decoding and encoding, and the UTF-16 view of UTF-8 text. Values hold UTF-8; ARM
// strings are .NET strings whose lengths and indexes count UTF-16 code units.
//
// One rule for malformed input everywhere: a byte that does not start a well-formed
// sequence (stray continuation, truncated or overlong form, surrogate, above U+10FFFF)
// stands alone for U+FFFD, as .NET's decoder does.
#include <cstddef>
#include <string>
#include <string_view>

namespace pf::utf8 {

inline constexpr char32_t kReplacement = 0xFFFD;

// Length in bytes of the well-formed sequence at s[i] (i < s.size()) with its code point
// in `cp`; 0 when the bytes there are not well formed.
size_t decodeAt(std::string_view s, size_t i, char32_t& cp);

// The code point at s[i], advancing i past it; a malformed byte is U+FFFD, consumed alone.
char32_t next(std::string_view s, size_t& i);

// The code points of `s`.
std::u32string decode(std::string_view s);

// Appends the UTF-8 encoding of `cp` (any value up to U+10FFFF, encoded as is).
void append(std::string& out, char32_t cp);
std::string encode(char32_t cp);

bool isAscii(std::string_view s);
bool isValid(std::string_view s);
// `s` with every malformed byte replaced by U+FFFD.
std::string sanitize(std::string_view s);

// UTF-8 → UTF-16 (malformed bytes become U+FFFD).
std::u16string toUtf16(std::string_view s);
// UTF-16 → UTF-8; unpaired surrogates become U+FFFD.
std::string fromUtf16(std::u16string_view s);
// Number of UTF-16 code units of `s`: two for a code point above U+FFFF, one for any other
// (a malformed byte is one U+FFFD).
size_t utf16Length(std::string_view s);
inline size_t utf16Units(char32_t cp) { return cp >= 0x10000 ? 2 : 1; }

}  // namespace pf::utf8
