#pragma once
// The condition operators of Azure Policy (equals, like, match, in, containsKey, less, exists,
// ...) applied to a selected value. Strings compare ignoring case (InvariantCultureIgnoreCase)
// except for match/notMatch; location values are normalised ("East US 2" equals "eastus2").
//
// Decisions where Microsoft's documentation is silent (pinned by tests/unit/policy/operators_test):
//  - a missing property satisfies no positive operator (equals, like, contains, in, containsKey,
//    less, ...) and so every negated one (notEquals, notLike, notIn, ...): built-ins guard with
//    `exists` for this reason (e.g. fe83a0eb: minimumTlsVersion notEquals X, or exists false);
//  - a string and a boolean or number are equal when the string is the other's JSON text,
//    ignoring case: built-ins compare booleans with "false" (404c3081 supportsHttpsTrafficOnly);
//  - less/greater compare numbers, numeric strings with numbers, date-times as dates, other
//    strings culture-wise ignoring case; any other pair is a type mismatch, an evaluation error
//    as documented ("if the property type doesn't match the condition type, an error is thrown");
//  - contains on an object, and like/match on an object or array, are not documented: they give
//    Unknown (inconclusive), never a pass.
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/result.hpp"
#include "policy/language/field_path.hpp"
#include "policy/language/truth.hpp"

namespace pf::policy {

enum class Op : unsigned char {
  Equals, NotEquals, Like, NotLike, Match, NotMatch, MatchInsensitively, NotMatchInsensitively,
  Contains, NotContains, In, NotIn, ContainsKey, NotContainsKey, Less, LessOrEquals, Greater,
  GreaterOrEquals, Exists
};

// Case-insensitive, as Azure reads the definition's keys.
std::optional<Op> parseOp(std::string_view key);
const char* opName(Op op);  // "equals", "notContainsKey", ...
// The operators whose value may be any JSON (in/notIn need an array, exists a boolean).
bool isNegated(Op op);

struct CompareOptions {
  bool location = false;  // the field is `location`: normalise both sides
};

// One selected value against the operator's value. Errors (code POL014) are the evaluation
// failures Azure turns into deny: in/notIn without an array, an ordering between mismatched types.
Result<Outcome> applyOperator(Op op, const Item& lhs, const Value& rhs, const CompareOptions& options = {});

// A whole selection: a collection is true only when every member is (an empty one is true).
Result<Outcome> applyOperator(Op op, const Selection& lhs, const Value& rhs, const CompareOptions& options = {});

// Policy equality (ignoring case, string/boolean/number by JSON text, deep for arrays and objects).
Truth policyEquals(const Value& a, const Value& b, bool location = false);

// The `like` pattern: '*' matches any run of characters; the whole value must match, ignoring case.
bool likeMatch(std::string_view value, std::string_view pattern);
// The `match` pattern: '#' a digit, '?' a letter, '.' any character, anything else itself.
bool patternMatch(std::string_view value, std::string_view pattern, bool ignoreCase);

// A short rendering of a value for reasons: 'text', 42, true, an object, an array of 3, ...
std::string show(const Value& v);

}  // namespace pf::policy
