#pragma once
// Value helpers shared by the array, object, comparison and lambda functions.
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/core/value.hpp"
#include "engine/expr/call.hpp"

namespace pf {

// Three-valued truth: comparing values that contain Unknowns may not be decidable yet.
enum class Tri { No, Yes, Unknown };

// ARM equality (strings case-sensitive, object keys case-insensitive, 1 == 1.0), deep.
// Unknown only when the answer depends on an Unknown inside; a difference found in known
// parts is a definite No.
Tri deepEquals(const Value& a, const Value& b);

// A hash that values deepEquals finds equal share, so that union and intersection compare an
// item only with the items of its hash instead of every item (two arrays of 50,000 numbers
// took 45 s). None for a value it cannot vouch for: one holding an Unknown or a lambda, or an
// object with two keys that differ only in case (whose equality does not pair its members).
std::optional<uint64_t> equalityHash(const Value& v);

// ARM orders strings with .NET's culture-aware (invariant) comparison, not ordinally:
// letters compare alphabetically first and lowercase sorts before uppercase only as a
// tie-break ('a' < 'B', 'a' < 'A' and less('demo', 'Demo') is true). This approximates
// that collation for ASCII (punctuation < digits < letters); other bytes sort after ASCII.
int cultureCompare(std::string_view a, std::string_view b);

// Sort order of object keys for items() and objectKeys(): the culture order above.
bool keyLess(std::string_view a, std::string_view b);

// The result of a call that cannot be known before deployment: an Unknown printing as the call.
inline Value unknownCall(const Call& c) { return Value::unknown(c.render()); }

// "an int", "a string", ...: a kind with its article, for messages.
const char* kindWithArticle(Kind k);

}  // namespace pf
