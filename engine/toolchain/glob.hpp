#pragma once
// File globs for command-line arguments: `*` (any characters within one path segment),
// `?` (one character within a segment) and `**` (any number of whole segments, including
// none). Wildcards do not match a leading '.' so hidden folders such as .git are not entered.
// There are no bracket expressions or braces.
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/result.hpp"

namespace pf::toolchain {

bool hasGlobChars(std::string_view pattern);

// True when `path` (segments separated by '/') matches `pattern`.
bool globMatch(std::string_view pattern, std::string_view path);

// The regular files matching `pattern`, sorted. A pattern without wildcards names a file
// (returned when it exists) or a folder (every *.bicep file under it). Relative patterns are
// taken from the current folder and results keep the same form as the pattern.
std::vector<std::string> expandGlob(const std::string& pattern);

}  // namespace pf::toolchain
