#pragma once
// The Scope policy expressions run in: the assignment's parameter values, the evaluated
// resource's context (resourceGroup(), subscription()), and the hooks the policy-only functions
// (field, current, requestContext, policy) call back into the evaluation in progress.
#include <string>

#include "engine/expr/scope.hpp"

namespace pf::policy {

class PolicyHooks {
 public:
  virtual ~PolicyHooks() = default;
  // field('<name>'): the value of a field of the resource the `if` evaluates.
  virtual Result<Value> field(std::string_view name, Loc loc) = 0;
  // current('<name>') / current(): the member a count is at.
  virtual Result<Value> current(const std::string* name, Loc loc) = 0;
  // requestContext(): {apiVersion, identity}; identity cannot be known offline.
  virtual Value requestContext() const = 0;
  // policy(): {assignmentId, definitionId, setDefinitionId, definitionReferenceId}.
  virtual Value policyInfo() const = 0;
};

class PolicyScope final : public Scope {
 public:
  PolicyScope(const DeploymentContext& context, const Object& parameters, PolicyHooks* hooks)
      : context_(context), parameters_(parameters), hooks_(hooks) {}
  const DeploymentContext& context() const override { return context_; }
  Result<Value> parameter(std::string_view name, Loc loc) override;
  Result<Value> variable(std::string_view name, Loc loc) override;
  PolicyHooks* hooks() const { return hooks_; }

 private:
  const DeploymentContext& context_;
  const Object& parameters_;
  PolicyHooks* hooks_;
};

}  // namespace pf::policy
