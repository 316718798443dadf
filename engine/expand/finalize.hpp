#pragma once
// Internal: turning evaluated instances into the resources of an Expansion.
#include <vector>

#include "engine/core/source.hpp"
#include "engine/core/value.hpp"

namespace pf {

class DeploymentExpander;

// Append the resources of `d` in deployment order (nested deployments' resources follow the
// deployment resource), with dependsOn ids, _source, and (when `redact`) secrets replaced by
// "{{Secret}}"; and to `requests`, when given, the same resources as their requests carry them
// (see Expansion::requests). _source is {file, line, column, deployment, template?, parameterFile?,
// symbol?, copy?, copyIndex?, conditionUnknown?, literalLocation?}; literalLocation is true when
// the declaration writes its location as a region name (not an expression, not "global").
// The instances' results and requests are moved out: `d` is done with them (its summary and
// outputs do not read them), and what is added to a value that nothing else shares is added in
// place, not to a copy.
void collectResources(DeploymentExpander& d, std::vector<Value>& out, std::vector<Value>* requests,
                      const SourceFiles& files, bool redact);

// Child resources (e.g. .../virtualNetworks/vnet/subnets/a) are also nested under their
// parent's "resources" array when the parent is in the expansion, as PSRule presents them; so are
// extension resources (diagnostic settings, locks, role assignments) under the resource they
// apply to (".../vaults/kv/providers/Microsoft.Insights/diagnosticSettings/d" under the vault).
void nestChildResources(std::vector<Value>& resources);

}  // namespace pf
