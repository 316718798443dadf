#include "functions/detail/placement.hpp"

#include "engine/expr/scope.hpp"

namespace pf {

std::optional<Error> requireParameterDefault(const Call& c) {
  if (c.scope().inParameterDefault()) return std::nullopt;
  return c.error("The template function '" + c.spec.name +
                 "' is not expected at this location. It can only be used in the defaultValue of a "
                 "parameter (ARM rejects the template otherwise).");
}

}  // namespace pf
