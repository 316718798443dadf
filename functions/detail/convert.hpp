#pragma once
// Value → text conversions shared by the string functions.
#include <string>

#include "engine/core/value.hpp"

namespace pf {

// What ARM's string() makes of a value: strings unchanged, integers in decimal, floats as
// .NET's double.ToString() ("1.5", "1", "1E+15"), booleans "True"/"False", null "", arrays
// and objects as compact JSON. Unknowns and lambdas must be handled by the caller.
std::string armToString(const Value& v);

// True for the kinds armToString turns into text without JSON (string, int, float, bool, null).
bool isScalar(const Value& v);

}  // namespace pf
