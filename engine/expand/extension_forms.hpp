#pragma once
// Internal: what a deployment stack can re-evaluate. Deployment stacks delete extension
// resources later, without the original deployment's parameters, so an extension config value
// must be one of the forms Azure can turn into a stored value or directive (the stacks REP):
// a compile-time constant, an ARM resource access compiled to a resource id, an ARM resource API
// call (list*) or a resource's properties (reference()), JSON accessors on those, or a parent
// deployment's config passed down (extensions('alias').config). A deployment parameter, any
// other template function (built-in or user-defined) or a condition is not.
#include <string>

#include "engine/core/value.hpp"

namespace pf {

struct ConfigForm {
  // constant, resourceId, apiCall, resourceProperty, inherited, keyVaultReference (allowed);
  // parameter, condition, function (not allowed)
  std::string form = "constant";
  bool allowed = true;
  std::string reason;  // what makes it not allowed: "uses the deployment parameter 'x'"
  Loc loc;             // the written value (or the part of it) that decides
};

// Classifies one written configuration entry of a nested deployment's extensionConfigs (or a
// parameter file's): {value: ...}, {keyVaultReference: ...}, {expression: ...}, or an expression
// string giving the entry. `variables` are the template's, followed when a value reads one.
ConfigForm classifyConfigEntry(const Value& entry, const Object& variables);

// The same for a whole alias given by one expression ("[extensions('k8s').config]").
ConfigForm classifyConfigExpression(const Value& written, const Object& variables);

}  // namespace pf
