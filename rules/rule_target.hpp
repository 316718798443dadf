#pragma once
// A target: one expanded resource as rules see it, with the values PSRule "binds" from it
// (type and name for `type: '.'` / `name: '.'`, the scope for `scope: '.'`, and the source
// files for `source: '<kind>'` and withinPath).
#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::rules {

struct TargetSource {
  std::string kind;  // "Template", "Parameter", ...
  std::string file;  // path as given by the expansion (usually relative to the analyzed root)
  uint32_t line = 0;
  uint32_t column = 0;
};

struct RuleTarget {
  Value object;        // the resource
  std::string type;    // bound type, compared case-insensitively with spec.type
  std::string name;    // bound name
  std::string scope;   // e.g. "/subscriptions/<id>/resourceGroups/<rg>"; empty when unknown
  std::vector<TargetSource> sources;
};

// Binds an expanded resource: type and name from its `type`/`name` members; scope from a
// string `scope` member, else the part of `id` before its last "/providers/"; sources from
// `_source` — an object {file, line, column, parameterFile} or an array of
// {kind|type, file, line, column} — or from PSRule's `_PSRule.source` array.
RuleTarget bindTarget(const Value& resource);

}  // namespace pf::rules
