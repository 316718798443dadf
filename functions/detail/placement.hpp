#pragma once
// utcNow() and newGuid() are only legal in a parameter's defaultValue: ARM rejects the
// template anywhere else ("The template function 'utcNow' is not expected at this
// location"). preflight reports the same as an error at the call. The scope decides where
// we are; `preflight eval` and SimpleScope count as a parameter default value, so a bare
// expression can still use them.
#include <optional>

#include "engine/expr/call.hpp"

namespace pf {

std::optional<Error> requireParameterDefault(const Call& c);

}  // namespace pf
