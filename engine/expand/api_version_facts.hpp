#pragma once
// What the Azure type index says of a resource's API version, for template-hygiene rules
// (the `preflight.apiVersion` member of a rule target, see deployment_targets.hpp):
//   {known, preview, newest, newestStable?, daysBehind?, newerStable}
#include <string>
#include <unordered_map>

#include "engine/core/value.hpp"

namespace pf {

// Null when the type is not in the index or the version is not text.
Value apiVersionFacts(const std::string* type, const std::string* version);

// apiVersionFacts once per type and version: templates repeat both, within an expansion and
// across the units one thread analyzes (the answers depend on the built-in index only).
class ApiVersionFacts {
 public:
  // The facts of resource `r` (its `type` and `apiVersion`); null when either is not text.
  const Value& of(const Value& r);

 private:
  Value none_;
  std::unordered_map<std::string, Value> known_;  // by "<lower-case type>@<version>"
};

}  // namespace pf
