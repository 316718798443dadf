#pragma once
// A target: one expanded resource as rules see it, with the values PSRule "binds" from it
// (type and name for `spec.type`, `type: '.'` / `name: '.'` and reports, the scope for
// `scope: '.'`, custom fields, and the source files for `source: '<kind>'` and withinPath).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::rules {

struct TargetSource {
  std::string kind;  // "Template", "Parameter", ...
  std::string file;  // path as given by the expansion (usually relative to the analyzed root)
  uint32_t line = 0;
  uint32_t column = 0;
};

// PSRule's binding options (ps-rule.yaml `binding:`, a ModuleConfig's `spec.binding`): which
// properties name a target and give its type. Empty lists: the defaults below.
struct Binding {
  std::vector<std::string> targetName;  // tried in order; the first present, non-empty text wins
  std::vector<std::string> targetType;
  // Custom fields: field name → properties tried in order (e.g. resourceId: [ResourceId, id]).
  std::vector<std::pair<std::string, std::vector<std::string>>> fields;
  std::optional<bool> preferTargetInfo;  // `_PSRule.name`/`_PSRule.type` win over the lists (default false)
  std::optional<bool> ignoreCase;        // property names match without case (default true)
  bool operator==(const Binding&) const = default;
};

// `high` over `low`: each option from `high` when it sets it, else from `low` (as PSRule merges a
// workspace's binding over a module configuration's).
Binding combine(const Binding& high, const Binding& low);

struct RuleTarget {
  Value object;        // the resource
  std::string type;    // bound type, compared case-insensitively with spec.type
  std::string name;    // bound name
  std::string scope;   // e.g. "/subscriptions/<id>/resourceGroups/<rg>"; empty when unknown
  Object fields;       // bound custom fields
  std::vector<TargetSource> sources;
};

// Binds a resource. Name and type: `_PSRule.name`/`_PSRule.type` first when preferTargetInfo;
// then the binding's properties in order; then the `name` (or `TargetName`) and `type` members.
// Scope: a string `scope` member, else the part of `id` before its last "/providers/". Sources:
// `_source` — an object {file, line, column, parameterFile} or an array of {kind|type, file,
// line, column} — or PSRule's `_PSRule.source` array.
RuleTarget bindTarget(const Value& resource, const Binding& binding = {});
// bindTarget(bound.object, binding), taking what the options do not decide (scope, sources)
// from `bound`.
RuleTarget rebind(const RuleTarget& bound, const Binding& binding);

}  // namespace pf::rules
