#pragma once
// Helpers for the policy tests: definitions and resources from JSON text (strings that are ARM
// expressions, "[...]", become unknown values in resources), a catalogue with the
// Microsoft.Test/resourceType aliases of Microsoft's array documentation, and one-call
// evaluation of a condition or a whole definition.
#include <optional>
#include <string>
#include <vector>

#include "engine/expr/registry.hpp"
#include "policy/aliases/alias_table.hpp"
#include "policy/definitions/definition.hpp"
#include "policy/effects/evaluation.hpp"

namespace pf::test::policy {

Value json(std::string_view text);

// The embedded catalogue plus Microsoft.Test/resourceType/{stringArray, objectArray, ...}.
const pf::policy::AliasCatalog& testAliases();
const FunctionRegistry& functions();
const DeploymentContext& context();

struct Loaded {
  std::optional<pf::policy::PolicyDefinition> definition;
  Diagnostics diags;
  std::string errors() const;  // "CODE: message" per diagnostic, one per line
  bool hasCode(std::string_view code) const;
};
Loaded load(const std::string& definitionJson, const pf::policy::AliasCatalog* aliases = nullptr);

// The truth of `condition` (an `if` body) on `resource`: "true", "false", "unknown" or
// "error POLnnn: message". Parameters: a JSON object name → value. Throws when it does not load.
std::string truth(const std::string& condition, const std::string& resource, const std::string& parameters = "{}");

// A whole definition (or a bare rule) on a resource. Throws when it does not load.
pf::policy::PolicyEvaluation evaluate(const std::string& definition, const std::string& resource,
                                      const std::string& parameters = "{}", const std::string& related = "",
                                      bool relatedComplete = true);

// The field() function's value on a resource, as JSON text (or "error ...").
std::string fieldValue(const std::string& field, const std::string& resource);
// An expression evaluated in a policy rule on `resource`, as JSON text (or "error CODE: ...").
std::string expression(const std::string& expr, const std::string& resource = R"({"type": "Microsoft.Test/resourceType", "name": "r"})",
                       const std::string& parameters = "{}");

}  // namespace pf::test::policy
