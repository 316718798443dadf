#pragma once
// Exported resource data as rule targets: the JSON PSRule reads with -InputPath for in-flight
// checks (Export-AzRuleData: ResourceName, ResourceType, ResourceId, nested `resources`;
// Export-AzTemplateRuleData: expanded resources with `_PSRule.source`). Each top-level resource
// is a target as it is: nothing is expanded, nested `resources` stay inside their parent (as
// rules that read `resources[?...]` expect), and the rule scopes' binding options name and type
// it (the built-in pack binds ResourceName/ResourceType as PSRule for Azure does).
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/source.hpp"
#include "engine/core/value.hpp"

namespace pf::analyze {

struct ExportedTargets {
  std::vector<Value> targets;
  // The JSON's syntax errors (JSON0xx); an item that is not an object (INP013, a warning; left out).
  Diagnostics diagnostics;
};

// Reads file `fileId` of `files` (shown as `path`): an array of resources, or one resource.
// Each target gets `_source`: the files of `_PSRule.source` (a relative one taken from
// `sourceRoot`, the analyzed root, as PSRule writes them from the folder it ran in), else
// {file: path, line, column} at its place in the exported file.
ExportedTargets exportedTargets(const SourceFiles& files, uint32_t fileId, const std::string& path,
                                const std::string& sourceRoot);

}  // namespace pf::analyze
