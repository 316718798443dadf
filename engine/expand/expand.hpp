#pragma once
// Expansion: turn a template, its parameters and a deployment context into the resources,
// outputs and nested deployments Azure Resource Manager would produce.
#include <string>
#include <utility>
#include <vector>

#include "engine/core/arm_limits.hpp"
#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/deployment_context.hpp"
#include "engine/expr/eval_context.hpp"
#include "engine/expr/registry.hpp"
#include "engine/template/parameter_file.hpp"
#include "engine/template/template.hpp"

namespace pf {

class RuntimeModel;

struct ExpandOptions {
  EvalOptions eval;
  // Values for parameters that have neither a given value nor a defaultValue
  // (PSRule's AZURE_PARAMETER_DEFAULTS).
  Object parameterDefaults;
  // The folder the local _artifactsLocation convention maps to (default: the template's folder).
  // Without a confined `files` policy, linked templates must also resolve to files under it.
  std::string rootDir;
  // How linked templates are read: when confined, its roots and allowed folders decide.
  FileAccessPolicy files;
  // URL prefix → local folder, for templateLink.uri values (--artifacts-location URL=DIR).
  std::vector<std::pair<std::string, std::string>> artifactLocations;
  uint32_t maxDeploymentDepth = kMaxDeploymentDepth;
  // Keep secure values in the expanded resources instead of "{{Secret}}" (`expand
  // --show-secrets`, for a developer's own machine). Never set when values reach a report.
  bool showSecrets = false;
  // Keep each resource's PUT request (Expansion::requests, what Azure Policy evaluates). Off
  // when nothing evaluates policy: the runtime projection then changes the resource in place
  // instead of a copy of it.
  bool requests = true;
};

struct ExpandRequest {
  const Template* tpl = nullptr;
  std::string templatePath;          // file path (for linked templates and _source)
  const ParameterFile* parameters = nullptr;
  std::string parameterPath;         // "" when none
  DeploymentContext context;
};

// Services expansion uses but does not own: built once, shared read-only (files is append-only).
struct ExpandServices {
  const FunctionRegistry& functions;
  SourceFiles& files;
  const RuntimeModel* runtime = nullptr;  // runtime properties and list*() answers (mocks/)
  // Parsed expressions kept across the expansions of one thread (templates of a corpus repeat
  // many expressions); null: each expansion parses its own. Over the same `functions`.
  ExpressionCache* expressions = nullptr;
};

struct Expansion {
  std::vector<Value> resources;    // deployment order; each has _source
  // The same resources as their PUT requests carry them, in the same order: what Azure Policy
  // evaluates. The runtime projection (what Azure fills in: provisioningState, endpoints, ids
  // of inline children) is not in them, nor are children nested under their parents.
  std::vector<Value> requests;
  Value outputs = Value::emptyObject();  // name → {type, value}
  std::vector<Value> deployments;  // the root first, then nested ones
  Diagnostics diagnostics;
  // The text of every secure value met (secure parameters and outputs, values read from the
  // environment), for scrubbing what is shown of this expansion (engine/core/secrets.hpp).
  SecretSet secrets;
};

Expansion expand(const ExpandRequest& request, const ExpandServices& services, const ExpandOptions& options = {});

// {"resources": [...], "outputs": {...}, "deployments": [...], "diagnostics": [...]}.
Value expansionToJson(const Expansion& e, const SourceFiles& files);

// What may be shown of `e`: secure values in outputs and in the deployments' parameters and
// outputs become "{{Secret}}", and the text of `e.secrets` and `more` (values of environment
// variables) is scrubbed from every string and diagnostic message.
void hideSecrets(Expansion& e, const SecretSet& more = {});

}  // namespace pf
