#pragma once
// UTF-8 helpers for the writers: reports must be valid UTF-8 whatever a template contained
// (utf8::sanitize in engine/core/utf8.hpp makes them so).
#include <cstdint>
#include <string>
#include <string_view>

namespace pf::report {

// At most `maxBytes` bytes of `s`, cut at a code point boundary; when cut, `marker` is appended
// within the limit. `s` is returned unchanged when it fits.
std::string truncateUtf8(std::string_view s, size_t maxBytes, std::string_view marker = "\xE2\x80\xA6");

// The UTF-16 column (1-based) of the character at code-point column `codePointColumn` of
// `lineText`: characters outside the Basic Multilingual Plane take two UTF-16 code units.
// 0 stays 0 (unknown).
uint32_t utf16Column(std::string_view lineText, uint32_t codePointColumn);

}  // namespace pf::report
