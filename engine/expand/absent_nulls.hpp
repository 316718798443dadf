#pragma once
// Resource Manager treats a resource property whose value is null (a literal null or json('null'),
// directly or inside an object a variable or parameter supplied) as if it were not there: what-if
// and the deployed resource do not have it (MicrosoftDocs/azure-docs#47401, PSRule.Rules.Azure#2316).
#include "engine/core/value.hpp"

namespace pf {

// Removes every object member whose value is null, at any depth (array items stay: their
// position is their meaning, but objects inside them are cleaned too). Values with nothing to
// remove are left untouched (and unshared).
void dropNullMembers(Value& v);

}  // namespace pf
