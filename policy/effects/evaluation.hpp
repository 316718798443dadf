#pragma once
// One definition (with its parameter values) evaluated on one resource, as Azure would on the
// resource's create/update request: whether the definition applies (mode), the effect, the
// evaluated details, the request after modify/append, and why.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/expr/eval_context.hpp"
#include "policy/definitions/definition.hpp"
#include "policy/definitions/effect.hpp"
#include "policy/language/evaluator.hpp"

namespace pf::policy {

// One step of a change's location: an object member, or an array item (index >= 0).
struct ChangeStep {
  std::string key;
  long index = -1;
};

// A change append or modify made to the request.
struct Change {
  std::string operation;  // append | add | addOrReplace | remove
  std::string field;      // as the definition names it
  std::string path;       // where in the resource ("tags.env", "properties.minimumTlsVersion")
  std::vector<ChangeStep> steps;  // the same place, step by step
  Value before;           // null when absent
  Value after;            // null when removed
};

// Makes `c` in `target` (another view of the same resource, e.g. with runtime properties):
// sets (creating objects on the way) or removes the value at c.steps.
void applyChange(Value& target, const Change& c);

// The resources an if-not-exists effect may find.
struct RelatedResources {
  const std::vector<PolicyResource>* resources = nullptr;
  // Whether `resources` holds every resource that could match (policy eval --related): a miss
  // is then non-compliant. Otherwise (a deployment's own resources) a miss is inconclusive: the
  // related resource may exist outside the deployment.
  bool complete = true;
};

struct EvaluationRequest {
  const PolicyDefinition& definition;
  const Object& parameters;           // resolved (resolveParameters)
  PolicyInfo policy;
  std::optional<Effect> effectOverride;  // an assignment's `overrides` of kind policyEffect
  RelatedResources related;
};

struct PolicyEvaluation {
  // Whether the definition evaluates the resource at all (mode, identity.type modify on other
  // types); Unknown when its type is not known.
  Truth applicable = Truth::True;
  Truth matched = Truth::False;       // the `if`
  std::optional<Effect> effect;       // the effect that takes place; nullopt: none (no match,
                                      // disabled, a compliant if-not-exists)
  std::optional<Effect> declared;     // the rule's effect after parameters and overrides
  bool inconclusive = false;          // the effect may or may not take place
  std::vector<std::string> because;   // why the `if` matched (or was unknown)
  std::vector<std::string> notes;     // skipped operations, related resources not found, ...
  Value details;                      // the evaluated details (null when the effect has none)
  std::vector<Change> changes;        // append/modify, applied to `resource`
  Value resource;                     // the request after append/modify
  std::optional<Error> error;         // evaluation failed: Azure treats it as deny
  // append overriding a value, or a modify on a non-modifiable alias with conflictEffect deny.
  std::optional<std::string> conflict;
};

// Evaluates `req.definition` on `resource`. `session` must use policyFunctions().
PolicyEvaluation evaluatePolicy(const EvaluationRequest& req, const PolicyResource& resource, const AliasCatalog& aliases,
                                const DeploymentContext& context, EvalSession& session);

// Whether a definition of `mode` evaluates a resource of `type` (Indexed: types that carry tags
// and location, as Bicep's type index says; Unknown for a type it does not know).
Truth modeApplies(PolicyMode mode, const std::string& type, const std::string& apiVersion);

// A JSON object of a change, for reports: {operation, field, path, before?, after?}.
Value changeToJson(const Change& c);

}  // namespace pf::policy
