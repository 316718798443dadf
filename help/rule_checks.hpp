#pragma once
// "What it checks": a rule's spec (type, with, where, condition) as its YAML file writes it,
// without the level and recommendation that are shown on their own.
#include <string>
#include <string_view>

namespace pf::help {

// The spec of the YAML document that starts at line `startLine` (1-based) of `fileText`,
// its lines de-indented; empty when there is no spec block.
std::string specExcerpt(std::string_view fileText, uint32_t startLine);

}  // namespace pf::help
