#pragma once
// Expansion tests that start from Bicep source: compile in memory (tests/unit/bicep), then
// expand the emitted template as ARM JSON.
#include <map>
#include <stdexcept>
#include <string>

#include "engine/core/json.hpp"
#include "tests/expand_helpers.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

namespace pf::test {

// Compiles `bicep` as main.bicep (with `extraFiles` beside it) and expands the result; a
// compile error fails the test with the compiler's message. `symbolic` emits languageVersion
// 2.0 as Bicep does when a file needs it.
inline Expanded expandBicep(const std::string& bicep, const std::map<std::string, std::string>& extraFiles = {},
                            bool symbolic = false) {
  Compiled c = compile(bicep, extraFiles, symbolic);
  if (!c.result.ok()) throw std::runtime_error("Bicep did not compile: " + c.firstError());
  return expandText(toJson(*c.result.tmpl));
}

}  // namespace pf::test
