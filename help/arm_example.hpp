#pragma once
// A rule's Azure template example: its Bicep example compiled by the native compiler.
#include <string>
#include <string_view>

#include "engine/core/result.hpp"

namespace pf::help {

// The ARM JSON (indented by two spaces) of `bicep`, without the generator metadata (which names
// the preflight version); an error names the example's first compile error and its line.
Result<std::string> armExample(std::string_view bicep);

}  // namespace pf::help
