#pragma once
// How text that came from the extension appears in a finding. The extension is not trusted:
// what it sent is cut, and characters that could forge or reorder report lines are escaped.
#include <cstddef>
#include <string>
#include <string_view>

namespace pf::contract {

inline constexpr size_t kShownChars = 80;

// `text` in double quotes, cut to its first `maxChars` characters (the full length said),
// control and bidirectional-formatting characters written as \u{XXXX}, malformed UTF-8 as U+FFFD.
std::string quoted(std::string_view text, size_t maxChars = kShownChars);

// "<n> bytes" with a readable unit for large sizes ("20971520 bytes (20 MB)").
std::string byteCount(size_t bytes);

// "1.5 s", "250 ms".
std::string duration(long long millis);

}  // namespace pf::contract
