#pragma once
// Text helpers with .NET string semantics. ARM strings are .NET strings: lengths and
// indexes count UTF-16 code units, case mapping is invariant-culture, and "white space"
// is char.IsWhiteSpace. Values hold UTF-8, so functions that index or measure convert
// (engine/core/utf8.hpp).
#include <string>
#include <string_view>

namespace pf::text {

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
