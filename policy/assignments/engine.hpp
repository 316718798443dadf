#pragma once
// Azure Policy over a deployment: every assigned policy whose scope holds a resource is
// evaluated on the resource's request, in Azure's order: append and modify first (their changes,
// when enforced, are what the other effects see), then deny, audit and the rest.
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/expr/eval_context.hpp"
#include "policy/assignments/assigned.hpp"
#include "policy/assignments/scope.hpp"
#include "policy/effects/evaluation.hpp"

namespace pf::policy {

// What a run loads once and shares read-only between threads.
struct PolicySetup {
  PolicyLibrary library;
  std::deque<PolicyAssignment> synthetic;  // --policy-assign-all
  std::vector<AssignedPolicy> policies;
  AliasCatalog aliases;
  FunctionRegistry functions;
  std::string today;  // YYYY-MM-DD, for exemptions' expiresOn
};

struct PolicyOutcome {
  const AssignedPolicy* policy = nullptr;
  size_t resource = 0;                          // index of the request
  PolicyEvaluation evaluation;
  const PolicyExemption* exemption = nullptr;   // exempt: its changes are not made, its effect does not apply
  bool selectorsUnknown = false;                // resourceSelectors depend on an unknown location
  std::optional<Effect> overridden;             // an override's effect
  std::vector<std::string> conflicts;           // modify conflicts with other assignments
};

struct DeploymentPolicies {
  std::vector<PolicyOutcome> outcomes;  // by resource, then in Azure's order of effects
  std::vector<Value> requests;          // the requests after enforced append/modify
  Diagnostics notes;                    // expired exemptions and the like
};

// Evaluates the policies of `setup` on `requests` (Expansion::requests), under `context` (the
// analysis context: subscription, resource group, management groups). `session` must use
// setup.functions; one per thread.
DeploymentPolicies evaluateDeployment(const PolicySetup& setup, const std::vector<Value>& requests,
                                      const DeploymentContext& context, EvalSession& session);

}  // namespace pf::policy
