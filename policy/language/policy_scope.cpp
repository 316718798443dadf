#include "policy/language/policy_scope.hpp"

#include "policy/diagnostics.hpp"

namespace pf::policy {

Result<Value> PolicyScope::parameter(std::string_view name, Loc loc) {
  if (const Value* v = parameters_.find(name)) return *v;
  return makeError(std::string(diag::kParameter), "the parameter '" + std::string(name) + "' has no value", loc);
}

Result<Value> PolicyScope::variable(std::string_view name, Loc loc) {
  return makeError(std::string(diag::kForbiddenFunction),
                   "variables('" + std::string(name) + "'): policy rules have no variables", loc);
}

}  // namespace pf::policy
