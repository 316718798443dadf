#pragma once
// Structural comparison of compiled templates with the official compiler's baselines.
#include <string>

#include "engine/core/value.hpp"

namespace pf::test {

// Remove metadata._generator (and its templateHash) at every level: they name the compiler.
Value withoutGenerator(const Value& v);
// The JSON pointer of the first difference between two values ("" when equal), with both sides.
std::string firstDifference(const Value& got, const Value& want, const std::string& path = "");

}  // namespace pf::test
