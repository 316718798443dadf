#pragma once
// What rules evaluate for one expansion: its resources, plus one `Microsoft.Resources/deployments`
// target per deployment that carries what deployment-hygiene rules need and a resource cannot
// show (which parameters hold secrets, which outputs return them).
#include <vector>

#include "engine/expand/expand.hpp"

namespace pf {

// The root deployment's target first, then `e.resources` in order. The root target is
//   {type: "Microsoft.Resources/deployments", name, id, rootDeployment: true,
//    properties: {mode, parameters: {<name>: {value}}, outputs: {<name>: {type, value}}},
//    preflight: {...}, _source: {file: <template>, line: 1, column: 1, deployment, parameterFile?}}
// (`rootDeployment` as PSRule for Azure sets it, so rules written to skip the root deployment do)
// and every nested deployment resource gets `rootDeployment: false` and the same `preflight` member:
//   preflight: {deployment: "<path>",
//               parameters: [{name, type, secure, file, line, column}],  type: the value's kind
//               outputs: [{name, type, secure, holdsSecret, file, line, column}]}  type: as declared
// (file, line, column: where the parameter or output is declared). A deployment with extensions
// (or given extension configs) also has
//   preflight.extensions: [{alias, name, version, missingConfig: [..], inlineConfig: [..], stack,
//                           file, line, column}]   (where the template declares the extension)
//   preflight.extensionConfigs: [{alias, property, form, allowed, reason?, keyVaultReference,
//                                 file, line, column}]  (where the value is written: the parent's
//                                 module declaration, or the parameter file for the root)
//   preflight.extensibleResources: [{name, type, alias, requestBytes, file, line, column}]
//                                 (JSON size of what the extensibility host would receive)
// `missingConfig`: required properties nothing supplies (known schemas only); `inlineConfig`:
// properties the template sets itself; `stack`: the parent passes extensionConfigs (a stack-style
// module); `form`: how the value is written (see extension_forms.hpp), `allowed` whether a
// deployment stack can evaluate it again. The root target's properties.extensions lists every
// deployment's extensions as the deployments API does ({name, alias, version, deploymentId, config}).
// A parameter is `secure` when the expansion marked its value secret (a securestring/secureObject
// declaration or a Key Vault reference). An output is `secure` when declared securestring or
// secureObject, and `holdsSecret` when its value or anything in it carries the secret marker (it
// came from a secure parameter or a list*() call) — except inside a value read with reference(),
// because Azure does not return write-only secrets of a deployed resource. Values are shown with
// secrets redacted.
std::vector<Value> ruleTargets(const Expansion& e);

}  // namespace pf
