#include "tests/unit/policy/policy_helpers.hpp"

#include <stdexcept>

#include "engine/core/json.hpp"
#include "policy/language/evaluator.hpp"
#include "policy/language/functions.hpp"
#include "policy/language/resource.hpp"

namespace pf::test::policy {

using namespace pf::policy;

Value json(std::string_view text) {
  Diagnostics d;
  auto v = parseJson(text, 0, d);
  if (!v) throw std::runtime_error("bad test JSON: " + std::string(text) + " " + (d.empty() ? "" : d.items()[0].message));
  return *v;
}

const AliasCatalog& testAliases() {
  static const AliasCatalog* c = [] {
    auto* cat = new AliasCatalog();
    const char* t = "Microsoft.Test/resourceType";
    for (const char* path : {"stringArray", "stringArray[*]", "objectArray", "objectArray[*]", "objectArray[*].property",
                             "objectArray[*].nestedArray", "objectArray[*].nestedArray[*]", "missingArray",
                             "missingArray[*]", "missingArray[*].property", "property", "nested.flag", "number",
                             "flag", "date", "object"}) {
      AliasEntry e;
      e.name = std::string(t) + "/" + path;
      e.resourceType = t;
      e.defaultPath = std::string("properties.") + path;
      if (std::string(path) == "property") e.modifiable = Modifiable::Yes;
      if (std::string(path) == "number") e.modifiable = Modifiable::No;
      cat->put(std::move(e));
    }
    return cat;
  }();
  return *c;
}

const FunctionRegistry& functions() {
  static const FunctionRegistry* r = new FunctionRegistry(policyFunctions());
  return *r;
}

const DeploymentContext& context() {
  static const DeploymentContext* c = new DeploymentContext();
  return *c;
}

std::string Loaded::errors() const {
  std::string out;
  for (const Diagnostic& d : diags.items()) out += d.code + ": " + d.message + "\n";
  return out;
}

bool Loaded::hasCode(std::string_view code) const {
  for (const Diagnostic& d : diags.items())
    if (d.code == code) return true;
  return false;
}

Loaded load(const std::string& definitionJson, const AliasCatalog* aliases) {
  Loaded l;
  DefinitionOptions o;
  o.aliases = aliases ? aliases : &testAliases();
  o.functions = &functions();
  l.definition = loadDefinition(json(definitionJson), "test.json", o, l.diags);
  return l;
}

namespace {

std::vector<PolicyResource> relatedResources(const std::string& related) {
  std::vector<PolicyResource> out;
  if (related.empty()) return out;
  Value arr = expressionsAsUnknown(json(related));
  for (const Value& r : arr.arr()) out.push_back(makeResource(r, context()));
  return out;
}

}  // namespace

PolicyEvaluation evaluate(const std::string& definition, const std::string& resource, const std::string& parameters,
                          const std::string& related, bool relatedComplete) {
  Loaded l = load(definition);
  if (!l.definition) throw std::runtime_error("definition does not load:\n" + l.errors());
  Diagnostics d;
  auto params = resolveParameters(*l.definition, json(parameters), "parameters", d);
  if (!params) throw std::runtime_error("parameters: " + (d.empty() ? std::string() : d.items()[0].message));
  std::vector<PolicyResource> rel = relatedResources(related);
  EvaluationRequest req{*l.definition, *params, PolicyInfo{"/a/assignment", "/d/definition", "", ""}, std::nullopt,
                        RelatedResources{related.empty() ? nullptr : &rel, relatedComplete}};
  PolicyResource r = makeResource(expressionsAsUnknown(json(resource)), context());
  EvalSession session(functions());
  return evaluatePolicy(req, r, testAliases(), context(), session);
}

std::string truth(const std::string& condition, const std::string& resource, const std::string& parameters) {
  std::string def = R"({"if": )" + condition + R"(, "then": {"effect": "audit"}})";
  PolicyEvaluation e = evaluate(def, resource, parameters);
  if (e.error) return "error " + e.error->code + ": " + e.error->message;
  return truthName(e.matched);
}

std::string fieldValue(const std::string& field, const std::string& resource) {
  return expression("[field('" + field + "')]", resource);
}

std::string expression(const std::string& expr, const std::string& resource, const std::string& parameters) {
  Object params = parameterValues(json(parameters));
  PolicyResource r = makeResource(expressionsAsUnknown(json(resource)), context());
  RuleInputs in{testAliases(), context(), params, PolicyInfo{"/a/x", "/d/y", "/s/z", "ref1"}};
  EvalSession session(functions());
  RuleEvaluator ev(in, session, r);
  Result<Value> v = ev.value(Value(expr));
  if (!v) return "error " + v.error().code + ": " + v.error().message;
  return toJson(*v);
}

}  // namespace pf::test::policy
