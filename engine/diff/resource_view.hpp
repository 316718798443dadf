#pragma once
// What of an expanded resource the diff compares, and what it reads besides. The expansion adds
// bookkeeping (`_source`, the child resources nested under `resources`, `dependsOn`) that is not
// part of what Resource Manager deploys: it is left out of the comparison, as `id`, which pairs
// the resources.
#include <string>
#include <vector>

#include "engine/diff/diff_model.hpp"

namespace pf::diff {

// The resource without the members above.
Value comparedView(const Value& resource);
// The pairing key: the resource id (the deployment scope included), case-folded as Resource
// Manager compares ids. "" when the resource has no id that is known.
std::string pairingKey(const Value& resource);
// `_source.file` and `_source.line`, when present.
std::optional<SourceRef> sourceOf(const Value& resource);
// The ids in `dependsOn` that are known strings.
std::vector<std::string> dependenciesOf(const Value& resource);
// A string member, or "" (an unknown id prints as its expression).
std::string stringMember(const Value& resource, std::string_view key);
// A nested deployment (a module or a Microsoft.Resources/deployments resource). It is compared
// like any resource (its parameters are what changes when a module's inputs do), but for its
// `properties.outputs`, which the deployment produces rather than declares.
bool isNestedDeployment(const Value& resource);

}  // namespace pf::diff
