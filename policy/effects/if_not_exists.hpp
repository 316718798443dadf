#pragma once
// Internal to policy/effects: the related-resource search of auditIfNotExists and
// deployIfNotExists (effect-audit-if-not-exists): resources of details.type (and details.name),
// under the evaluated resource when the type is its child or extension, else in its resource
// group (or subscription, with existenceScope), that satisfy the existenceCondition.
#include <optional>
#include <string>
#include <vector>

#include "policy/effects/evaluation.hpp"

namespace pf::policy {

struct IfNotExistsResult {
  Truth compliance = Truth::False;  // True: a related resource satisfies the existenceCondition
  std::vector<std::string> notes;
  std::optional<Error> error;
};

// `details` is the evaluated details object (type, name, existenceScope, resourceGroupName).
IfNotExistsResult findRelated(const RelatedResources& related, const PolicyDefinition& d, const Value& details,
                              const PolicyResource& subject, RuleEvaluator& ev);

// Whether `name` (details.name; '?' matches any one segment) names `candidate`: compared with its
// full name when it has a '/', else with its last segment.
bool relatedNameMatches(const std::string& name, const PolicyResource& candidate);

}  // namespace pf::policy
