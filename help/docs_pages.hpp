#pragma once
// The generated reference pages checked in under docs/: docs/diagnostics.md (the diagnostics
// catalogue), docs/rules/README.md (the built-in rules) and docs/rules/<rule name>.md (one page
// per rule). Regenerate with `preflight docs docs`; a test fails when the checked-in pages differ.
#include <map>
#include <string>

#include "engine/core/diagnostic.hpp"

namespace pf::help {

// Path under docs/ → content. Problems with the built-in rules' help (which the tests keep away)
// go to `diags`.
std::map<std::string, std::string> generatedDocs(Diagnostics& diags);

}  // namespace pf::help
