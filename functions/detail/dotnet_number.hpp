#pragma once
// .NET number formatting, as format() and string() need it: ARM evaluates format() with
// String.Format, so '{0:N0}', '{0:X}', '{0:P1}', '{0:#,##0.00}' must print as .NET prints.
// Culture: en-US (".", ",", "$", "n%"); numbers behave as in .NET Core 3.0+ (exact digits,
// midpoint rounding away from zero, shortest round-trip for double.ToString()).
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"

namespace pf::dotnet {

// double.ToString(): shortest round-trip digits, scientific ("1E+15", "1E-05") outside
// 1e-5 <= |d| < 1e15.
std::string doubleToString(double d);

// Format with a standard (C, D, E, F, G, N, P, R, X + precision) or custom ("0.00",
// "#,##0", "0%", sections with ';') numeric format string. An empty format is "G".
// Errors carry .NET's message (FormatException) in Error::message.
Result<std::string> formatInt(int64_t v, std::string_view format);
Result<std::string> formatDouble(double v, std::string_view format);

}  // namespace pf::dotnet
