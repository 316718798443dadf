#pragma once
// What rules evaluate for one expansion: its resources, plus one `Microsoft.Resources/deployments`
// target per deployment that carries what deployment-hygiene rules need and a resource cannot
// show (which parameters hold secrets, which outputs return them).
#include <vector>

#include "engine/expand/api_version_facts.hpp"
#include "engine/expand/expand.hpp"

namespace pf {

// The root deployment's target first, then `e.resources` in order. The root target is
//   {type: "Microsoft.Resources/deployments", name, id, rootDeployment: true,
//    properties: {mode, parameters: {<name>: {value}}, outputs: {<name>: {type, value}}},
//    preflight: {...}, _source: {file: <template>, line: 1, column: 1, deployment, parameterFile?}}
// (`rootDeployment` as PSRule for Azure sets it, so rules written to skip the root deployment do)
// and every nested deployment resource gets `rootDeployment: false` and the same `preflight` member:
//   preflight: {deployment: "<path>",
//               parameters: [{name, type, secure, declaredType, default, defaultHasText?, used,
//                             file, line, column}],
//               variables: [{name, used, file, line, column}],
//               outputs: [{name, type, secure, holdsSecret, file, line, column}]}  type: as declared
// (file, line, column: where the parameter, variable or output is declared). A parameter's `type`
// is the kind of its value, `declaredType` the type it is declared with (absent for a $ref to a
// user-defined type); `default` says what its defaultValue is: "none", "empty" ("", [], {}),
// "expression" or "literal" (then defaultHasText: whether it holds a non-empty string or a
// number, which {enabled: false} does not). `used` is whether an expression of the template reads the
// parameter or variable (engine/template/template_usage.hpp; always true when the template reads
// one by a computed name).
// Resource targets (nested deployments included) also get
//   preflight: {apiVersion: {known, preview, newest, newestStable, daysBehind, newerStable},
//               tagNames: [...]}
// tagNames: the names of the resource's tags (when it has a tags object), for rules that require
// tags by name; apiVersion: when the Azure type index (engine/azuretypes) knows the type.
// known: the index lists the resource's apiVersion; preview: it has a suffix (-preview, -beta...);
// newest / newestStable: the index's newest version and newest one without a suffix; daysBehind:
// days from the resource's version date to newestStable (0 when not older); newerStable: a
// version without a suffix, other than the resource's own, dated on or after it.
// A deployment with extensions
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
// The same, taking API version facts from `apiFacts` (a cache kept across expansions).
std::vector<Value> ruleTargets(const Expansion& e, ApiVersionFacts& apiFacts);
// The same for a caller that is done with `e`: its resources become the targets, and the facts
// added to one change it in place instead of a copy of it.
std::vector<Value> ruleTargets(Expansion&& e, ApiVersionFacts& apiFacts);

}  // namespace pf
