#pragma once
// Structural comparison of compiled templates with the official compiler's baselines.
#include <string>
#include <utility>

#include "engine/core/value.hpp"

namespace pf::test {

// Remove metadata._generator (and its templateHash) at every level: they name the compiler.
Value withoutGenerator(const Value& v);
// Both values with every resource type name (a "type" member like "Microsoft.Web/sites",
// and its occurrences inside strings such as resourceId(...) calls) in lower case. Bicep
// writes the casing of its Azure type index; preflight, lacking that index, keeps the
// casing the author wrote. Resource Manager ignores it.
std::pair<Value, Value> withTypeCaseFolded(const Value& got, const Value& want);
// The JSON pointer of the first difference between two values ("" when equal), with both sides.
std::string firstDifference(const Value& got, const Value& want, const std::string& path = "");

}  // namespace pf::test
