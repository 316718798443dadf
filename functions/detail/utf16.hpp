#pragma once
// ARM strings are .NET strings: lengths and positions count UTF-16 code units, while our
// strings hold UTF-8. These helpers translate positions between the two views (lengths:
// utf8::utf16Length in engine/core/utf8.hpp).
#include <cstddef>
#include <string>
#include <string_view>

namespace pf::utf16 {

// The UTF-16 index of byte offset `byteOffset` (which must lie on a code point boundary).
size_t indexOfByte(std::string_view s, size_t byteOffset);

// Code units [start, start + count) of `s`, clamped to the string. Half of a surrogate
// pair cut by a boundary becomes U+FFFD.
std::string slice(std::string_view s, size_t start, size_t count = std::string_view::npos);

}  // namespace pf::utf16
