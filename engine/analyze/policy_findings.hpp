#pragma once
// Azure Policy in `preflight analyze`: the policy documents of a run (--policy, preflight.yaml's
// policy section) loaded once, and each deployment's policy results as rule results: deny as an
// error at the resource's line with the message Azure would give, audit and if-not-exists as
// warnings, append/modify changes as notes (and applied to the resources the rules then check).
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/file_access.hpp"
#include "engine/expand/expand.hpp"
#include "policy/assignments/engine.hpp"
#include "rules/rule_result.hpp"

namespace pf::analyze {

struct PolicyAnalysis {
  policy::PolicySetup setup;
  std::vector<std::shared_ptr<const rules::RuleInfo>> rules;  // one per setup.policies entry
};

struct PolicyInputs {
  std::vector<std::string> paths;         // the caller's own (--policy): not confined
  std::vector<std::string> configPaths;   // preflight.yaml's policy.paths: read through `access`
  std::vector<std::string> aliasFiles;    // --aliases
  std::vector<std::string> configAliasFiles;
  bool assignAll = false;
  std::string today;
};

// Loads the run's policies. Problems of the documents go to `setup` (findings of the
// configuration rule), a path that does not exist to `inputErrors` (a usage error), notes to
// `notes`. Null when there is nothing to evaluate.
std::unique_ptr<PolicyAnalysis> loadPolicyAnalysis(const PolicyInputs& in, const DeploymentContext& context,
                                                   const FileAccessPolicy& access, SourceFiles& files, Diagnostics& setup,
                                                   Diagnostics& inputErrors, Diagnostics& notes);

// The policy results of one deployment, as (rule result, target) pairs. Enforced append/modify
// changes are made to `e.resources` (what the rules check next).
std::vector<std::pair<rules::RuleResult, Value>> evaluatePolicies(const PolicyAnalysis& pa, Expansion& e,
                                                                  const DeploymentContext& context,
                                                                  EvalSession& session, Diagnostics& notes);

}  // namespace pf::analyze
