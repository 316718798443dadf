#pragma once
// Checking a value against a parameter or output declaration: type, allowedValues,
// min/max value and length, $ref definitions (nullable, properties, additionalProperties,
// items, prefixItems, sealed, discriminator) and `validate` lambda predicates.
#include <functional>
#include <string>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct TypeCheckContext {
  const Object& definitions;
  // Runs one `validate` predicate (an expression string such as "[lambda('x', ...)]") on a
  // value; returns the predicate's result.
  std::function<Result<Value>(const Value& predicate, const Value& value)> runPredicate;
};

// Checks `v` against `decl`. `subject()` names what is checked for messages, e.g.
// "the template parameter 'p'"; it is called only when there is something to report. Each
// violation is one Error (code EXP020..EXP029) at `loc`.
std::vector<Error> checkValue(const Value& v, const Value& decl, const std::function<std::string()>& subject, Loc loc,
                              const TypeCheckContext& ctx);

// The declared type name after following $ref ("string", "int", ..., lower-case; "" if none).
std::string declaredType(const Value& decl, const Object& definitions);
// True when null is an acceptable value (nullable: true, directly or through $ref).
bool isNullable(const Value& decl, const Object& definitions);
// True for securestring / secureObject.
bool isSecureType(const Value& decl, const Object& definitions);

}  // namespace pf
