#pragma once
// Scope: what an expression needs from the deployment it is evaluated in. The expansion
// engine implements it; `preflight eval` and tests use SimpleScope. Functions that need
// deployment state (reference, list*, ...) check their arguments and then ask the scope;
// the defaults here answer with an Unknown that prints as the call.
#include <string_view>

#include "engine/core/result.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"

namespace pf {

class Call;
class UserFunctions;

class Scope {
 public:
  virtual ~Scope() = default;
  virtual const DeploymentContext& context() const = 0;
  virtual Result<Value> parameter(std::string_view name, Loc loc);
  virtual Result<Value> variable(std::string_view name, Loc loc);
  // The current index of copy loop `loop` (empty: the innermost loop).
  virtual Result<Value> copyIndex(std::string_view loop, Loc loc);
  virtual const UserFunctions* userFunctions() const { return nullptr; }
  // True while evaluating a parameter's defaultValue (where utcNow/newGuid are allowed).
  virtual bool inParameterDefault() const { return false; }
  // The value deployment() returns.
  virtual Value deployment() const { return context().deployment(); }

  // True when `target` (the first argument of reference()) names a resource of a Bicep extension
  // (Microsoft Graph, Kubernetes, ...), whose versions are the extension's ('v1.0', 'beta'), not
  // ARM API version dates.
  virtual bool isExtensionResource(std::string_view /*target*/) const { return false; }

  // Deployment-state functions; the Call has its arguments checked and evaluated.
  virtual Result<Value> reference(Call& call);
  virtual Result<Value> references(Call& call);
  virtual Result<Value> resourceInfo(Call& call);
  // target(['full']): the state, before this deployment, of the resource whose properties are
  // being evaluated (Bicep's this.exists() / this.existingResource()).
  virtual Result<Value> target(Call& call);
  virtual Result<Value> list(Call& call);  // list*, listOutputsWithSecureValues
  virtual Result<Value> externalInputs(Call& call);
  virtual Result<Value> extensions(Call& call);
  virtual Result<Value> providers(Call& call);
  virtual Result<Value> zones(Call& call);  // pickZones, toLogicalZone(s), toPhysicalZone(s)
};

// A scope with fixed parameters and variables (for `eval` and tests).
class SimpleScope : public Scope {
 public:
  SimpleScope() = default;
  explicit SimpleScope(DeploymentContext ctx) : ctx_(std::move(ctx)) {}
  const DeploymentContext& context() const override { return ctx_; }
  DeploymentContext& mutableContext() { return ctx_; }
  Result<Value> parameter(std::string_view name, Loc loc) override;
  Result<Value> variable(std::string_view name, Loc loc) override;
  Result<Value> copyIndex(std::string_view loop, Loc loc) override;
  bool inParameterDefault() const override { return parameterDefault; }
  Object parameters;
  Object variables;
  // Copy loops in effect, innermost last: {name, index}.
  std::vector<std::pair<std::string, int64_t>> copyLoops;
  // A free-standing expression (eval, tests) counts as a parameter default value, the one
  // place ARM allows utcNow() and newGuid().
  bool parameterDefault = true;

 private:
  DeploymentContext ctx_;
};

}  // namespace pf
