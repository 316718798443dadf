#pragma once
// Text helpers with .NET string semantics. ARM strings are .NET strings: lengths and
// indexes count UTF-16 code units, case mapping is invariant-culture, and "white space"
// is char.IsWhiteSpace. Values hold UTF-8, so functions that index or measure convert.
#include <string>
#include <string_view>

namespace pf::text {

// UTF-8 → UTF-16; malformed bytes become U+FFFD (as .NET's decoder does).
std::u16string toUtf16(std::string_view s);
// UTF-16 → UTF-8; unpaired surrogates become U+FFFD.
std::string toUtf8(std::u16string_view s);
// Number of UTF-16 code units of a UTF-8 string.
size_t utf16Length(std::string_view s);
// Replace malformed UTF-8 sequences with U+FFFD (decoded bytes from base64, URIs, ...).
std::string sanitizeUtf8(std::string_view bytes);
bool isValidUtf8(std::string_view bytes);

// Invariant-culture simple case mapping of one UTF-16 unit. Covers ASCII, Latin-1,
// Latin Extended-A, Greek, Cyrillic and fullwidth Latin; other characters are unchanged.
char16_t toUpperInvariant(char16_t c);
char16_t toLowerInvariant(char16_t c);
std::string toUpperInvariant(std::string_view s);
std::string toLowerInvariant(std::string_view s);
// Ordinal case-insensitive comparison (.NET StringComparison.OrdinalIgnoreCase).
bool equalsIgnoreCase(std::u16string_view a, std::u16string_view b);

// .NET char.IsWhiteSpace.
bool isWhiteSpace(char16_t c);
// .NET string.Trim(): removes leading and trailing white space.
std::string trimWhiteSpace(std::string_view s);

}  // namespace pf::text
