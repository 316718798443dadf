// preflight policy eval: one policy definition on one resource, as Azure Policy would evaluate
// the resource's create/update request.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/terminal_output.hpp"
#include "engine/core/json.hpp"
#include "policy/definitions/definition.hpp"
#include "policy/diagnostics.hpp"
#include "policy/effects/evaluation.hpp"
#include "policy/effects/evaluation_output.hpp"
#include "policy/io/json_file.hpp"
#include "policy/language/functions.hpp"
#include "policy/language/resource.hpp"

namespace pf::cli {

namespace {

struct PolicyEvalArgs {
  std::string definition, resource, parameters, related, apiVersion, contextFile, format = "text";
  std::vector<std::string> aliases;
  bool realTime = false;
};

void print(const Diagnostics& diags, const SourceFiles& files) {
  for (const Diagnostic& d : diags.items()) std::cerr << diagnosticText(d, files) << "\n";
}

// A resource in the ARM shape: an object with a string type and a name.
bool checkResource(const Value& v, const std::string& file, const std::string& path, Diagnostics& diags) {
  const Value* type = v.isObject() ? v.get("type") : nullptr;
  const Value* name = v.isObject() ? v.get("name") : nullptr;
  if (!v.isObject() || !type || !type->isString() || !name) {
    diags.add(policy::diag::make(policy::diag::kResource, path,
                                 file + " is not a resource: expected an object with 'type' and 'name' (the ARM shape)",
                                 v.loc()));
    return false;
  }
  return true;
}

int runPolicyEval(const PolicyEvalArgs& a) {
  if (a.format != "text" && a.format != "json") {
    std::cerr << "preflight policy eval: --format is text or json, not '" << a.format << "'\n";
    return 2;
  }
  SourceFiles files;
  Diagnostics diags;
  FileAccessPolicy access;  // the caller's own files
  DeploymentContext context;
  if (!a.contextFile.empty()) {
    if (auto v = policy::readJsonFile(a.contextFile, access, files, diags)) applyContextOverrides(context, *v, diags);
  }
  policy::AliasCatalog aliases;
  for (const std::string& f : a.aliases) policy::loadAliasFile(f, access, files, aliases, diags);
  std::optional<Value> defDoc = policy::readJsonFile(a.definition, access, files, diags);
  std::optional<Value> resDoc = policy::readJsonFile(a.resource, access, files, diags);
  std::optional<Value> paramDoc, relatedDoc;
  if (!a.parameters.empty()) paramDoc = policy::readJsonFile(a.parameters, access, files, diags);
  if (!a.related.empty()) relatedDoc = policy::readJsonFile(a.related, access, files, diags);
  if (diags.hasErrors()) {
    print(diags, files);
    return 2;
  }
  FunctionRegistry functions = policy::policyFunctions();
  policy::DefinitionOptions options{&aliases, &functions};
  std::optional<policy::PolicyDefinition> def = policy::loadDefinition(*defDoc, a.definition, options, diags);
  if (resDoc) checkResource(*resDoc, a.resource, "$", diags);
  std::vector<policy::PolicyResource> related;
  if (relatedDoc) {
    if (!relatedDoc->isArray()) {
      diags.add(policy::diag::make(policy::diag::kResource, "$", a.related + " must hold a JSON array of resources",
                                   relatedDoc->loc()));
    } else {
      for (size_t i = 0; i < relatedDoc->arr().size(); ++i) {
        const Value& r = relatedDoc->arr()[i];
        if (checkResource(r, a.related, "$[" + std::to_string(i) + "]", diags))
          related.push_back(policy::makeResource(policy::expressionsAsUnknown(r), context));
      }
    }
  }
  std::optional<Object> params;
  if (def)
    params = policy::resolveParameters(*def, paramDoc ? *paramDoc : Value::emptyObject(),
                                       a.parameters.empty() ? std::string("parameters") : a.parameters, diags);
  if (diags.hasErrors() || !def || !params) {
    print(diags, files);
    return 2;
  }
  print(diags, files);  // notes and warnings (POL011, POL013)
  policy::PolicyResource resource = policy::makeResource(policy::expressionsAsUnknown(*resDoc), context, a.apiVersion);
  policy::PolicyInfo info{context.policyAssignmentId, context.policyDefinitionId.empty() ? def->id : context.policyDefinitionId,
                          context.policySetDefinitionId, context.policyDefinitionReferenceId};
  policy::EvaluationRequest req{*def, *params, info, std::nullopt, policy::RelatedResources{&related, true}};
  EvalOptions eo;
  eo.realTime = a.realTime;
  EvalSession session(functions, eo);
  policy::PolicyEvaluation result = policy::evaluatePolicy(req, resource, aliases, context, session);
  if (a.format == "json") {
    JsonWriteOptions w;
    w.indent = 2;
    std::cout << toJson(policy::evaluationToJson(result), w) << "\n";
  } else {
    std::cout << policy::evaluationToText(result, resource.type + "/" + resource.fullName);
  }
  return 0;
}

}  // namespace

void addPolicyCommand(CLI::App& app, ExitCode& exit) {
  auto* policy = app.add_subcommand("policy", "Azure Policy offline: evaluate policy definitions on resources");
  policy->require_subcommand(1);
  auto args = std::make_shared<PolicyEvalArgs>();
  auto* cmd = policy->add_subcommand("eval", "Evaluate one policy definition on one resource and print the effect");
  cmd->add_option("--definition", args->definition,
                  "A policy definition: the object `az policy definition show` prints, its properties, or a bare "
                  "policyRule")
      ->required();
  cmd->add_option("--resource", args->resource,
                  "One resource in the ARM shape (type, name as parent/child, location, tags, kind, identity, "
                  "properties); strings that are expressions stand for unknown values")
      ->required();
  cmd->add_option("--parameters", args->parameters,
                  "Parameter values: {\"name\": value} or the parameter-file shape {\"name\": {\"value\": ...}}");
  cmd->add_option("--related", args->related,
                  "A JSON array of resources that auditIfNotExists/deployIfNotExists may find");
  cmd->add_option("--api-version", args->apiVersion,
                  "The request's API version (requestContext().apiVersion, alias paths); default: the resource's");
  cmd->add_option("--aliases", args->aliases,
                  "`az provider list --expand resourceTypes/aliases` output to add or override aliases (repeatable)");
  cmd->add_option("--context", args->contextFile,
                  "The context file `preflight eval --context` takes (subscription, resource group, tags, management "
                  "group, policy: {assignmentId, ...}, utcNow)");
  cmd->add_option("--format", args->format, "text (default) or json");
  cmd->add_flag("--real-time", args->realTime, "Make utcNow() real instead of fixed");
  cmd->callback([args, &exit] { exit.value = runPolicyEval(*args); });
}

}  // namespace pf::cli
