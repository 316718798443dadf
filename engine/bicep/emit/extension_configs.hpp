#pragma once
// A module's `extensionConfigs: {<alias>: {...}}` → its deployment's properties.extensionConfigs,
// as Bicep writes it with the moduleExtensionConfigs feature: each configuration property
// becomes {value: ...}, a Key Vault reference {keyVaultReference: {keyVault: {id}, secretName}},
// or, inherited from this file's own extension (`k8s.config.namespace`), the expression
// "[extensions('k8s').config.namespace]"; a condition picks between such entries
// ("[if(c, createObject('value', a), extensions('k8s').config.kubeConfig)]"). A whole alias
// may be inherited (`k8s: k8s.config`) or chosen by a condition.
#include "engine/bicep/emit/value_emitter.hpp"

namespace pf::bicep {

Value moduleExtensionConfigs(const ValueEmitter& values, const Node& configs);

// Whether `n` reads this file's extension configuration: <alias>.config[.<property>...].
bool isExtensionConfigAccess(const SemanticModel& m, const Node& n);

}  // namespace pf::bicep
