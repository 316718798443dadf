#pragma once
// Type tests, conversions and comparisons with PSRule's meaning (ExpressionHelpers): strings
// compare case-insensitively unless asked otherwise, `convert` lets a string stand for a number
// or boolean, arrays compare by length where a number is expected.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/value.hpp"

namespace pf::rules::detail {

// A string, or with `convert` an integer (decimal) or boolean ("True"/"False", as .NET prints).
bool tryString(const Value& v, bool convert, std::string& out);
// A boolean, or with `convert` "true"/"false" (any case, surrounding spaces) or an integer (> 0).
bool tryBool(const Value& v, bool convert, bool& out);
// An integer, or with `convert` a string holding one (sign and surrounding spaces allowed).
bool tryInt(const Value& v, bool convert, int64_t& out);
// Any number, or with `convert` a string holding one.
bool tryNumber(const Value& v, bool convert, double& out);
// Only with `convert`: an ISO 8601 date/time string, or an integer meaning "now + n days".
// Seconds since the Unix epoch.
bool tryDateTime(const Value& v, bool convert, double& out);

// Parsers used above (whole text, .NET-like leniency about surrounding spaces).
bool parseInt(std::string_view s, int64_t& out);
bool parseNumber(std::string_view s, double& out);
bool parseDateTime(std::string_view s, double& epochSeconds);
double nowEpochSeconds();

bool stringEquals(std::string_view a, std::string_view b, bool caseSensitive);

// PSRule's equality of an expected value (from the rule) and an actual value (from the target):
// strings by text; booleans and integers by value, where `convertExpected`/`convertActual` let
// either side be converted from a string; numbers numerically; arrays item by item; objects
// structurally. With `convertExpected`, an expected number or boolean also matches a string
// target holding its text, as PSRule's YAML rules (whose values are all text) do.
bool valuesEqual(const Value& expected, const Value& actual, bool caseSensitive, bool convertExpected,
                 bool convertActual);

// Compares `actual` with an integer the way less/greater do: numbers by value, with `convert`
// numeric strings and dates (the integer then counts days from now); otherwise a string by its
// length and an array by its item count. nullopt when `actual` cannot be compared.
// `shown` receives the value that was compared (the count for an array).
std::optional<int> compareNumeric(const Value& actual, int64_t expected, bool convert, Value* shown = nullptr);

// The number of items of an array; nullopt for anything else.
std::optional<int64_t> itemCount(const Value& v);

// Null, an empty string or an empty array (PSRule's NullOrEmpty; objects always have a value).
bool isNullOrEmpty(const Value& v);

// How a value appears in a reason: strings as they are, other values as compact JSON,
// unknown values as the ARM expression that would produce them.
std::string display(const Value& v);

// How a value appears inside a reason that a report prints: display(v), cut to its first
// kReasonValueChars characters (with the full length said), control and bidirectional formatting
// characters escaped, so that a value (a file loaded at compile time, a script) is never printed in
// full and cannot start a new line or reorder a report line.
inline constexpr size_t kReasonValueChars = 80;
std::string reasonValue(const Value& v);

}  // namespace pf::rules::detail
