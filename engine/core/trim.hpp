#pragma once
// Trimming ASCII whitespace: the one helper for configuration lines, comments and tool output.
// Functions with whitespace rules of their own (ARM's trim(), .NET number parsing) keep theirs.
#include <string_view>

namespace pf {

inline constexpr std::string_view kBlanks = " \t";          // within a line
inline constexpr std::string_view kWhitespace = " \t\r\n";  // a line's end too

// `s` without the `chars` it starts and ends with.
inline std::string_view trimAscii(std::string_view s, std::string_view chars = kWhitespace) {
  size_t begin = s.find_first_not_of(chars);
  if (begin == std::string_view::npos) return {};
  return s.substr(begin, s.find_last_not_of(chars) - begin + 1);
}

}  // namespace pf
