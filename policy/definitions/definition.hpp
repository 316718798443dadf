#pragma once
// Policy definitions as Azure stores them: read from the shapes people keep in git (the object
// `az policy definition show` prints, its `properties`, the ARM resource form the ALZ library
// uses, or a bare policyRule), and checked as Azure checks them when they are saved.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/registry.hpp"
#include "policy/aliases/alias_table.hpp"
#include "policy/language/condition.hpp"

namespace pf::policy {

struct ParameterDecl {
  std::string name;
  std::string type;  // as declared: String, Array, Object, Boolean, Integer, Float, DateTime
  std::optional<Value> defaultValue;
  std::optional<Value> allowedValues;  // an array
  Loc loc;
};

enum class PolicyMode : unsigned char { All, Indexed, ResourceProvider };

// One modify operation, as written (value and condition are evaluated per resource).
struct ModifyOperation {
  std::string operation;  // add | addOrReplace | remove (as written)
  Value field;            // a string, possibly an expression
  Value value;            // absent for remove
  Value condition;        // optional expression
  std::string path;
  Loc loc;
};

struct PolicyDefinition {
  std::string id;    // the resource id when known, else the name
  std::string name;  // the id's last segment (a GUID for built-ins)
  std::string displayName, description, version, file;
  PolicyMode mode = PolicyMode::Indexed;
  std::string modeText;
  std::vector<ParameterDecl> parameters;
  bool bareRule = false;  // only a policyRule was given: any parameter name is accepted
  Condition condition;    // policyRule.if
  Value then;             // policyRule.then, as written
  // then.details pieces the effects use, compiled once.
  std::optional<Condition> existenceCondition;
  std::vector<ModifyOperation> operations;
  Value metadata;
  Loc loc;

  const ParameterDecl* parameter(std::string_view name) const;
};

struct DefinitionOptions {
  const AliasCatalog* aliases = nullptr;
  const FunctionRegistry* functions = nullptr;  // policyFunctions()
};

// Whether `doc` looks like a policy definition in any of the accepted shapes.
bool isDefinitionDocument(const Value& doc);

// Reads and checks a definition. Problems are POL diagnostics naming `file` through their Loc and
// the JSON path in their message; nullopt when Azure would reject the definition. A definition in
// a resource-provider mode is returned (mode ResourceProvider) with a POL013 warning.
std::optional<PolicyDefinition> loadDefinition(const Value& doc, const std::string& file, const DefinitionOptions& options,
                                               Diagnostics& diags);

// The parameter values a rule runs with: `given` ({name: value} or {name: {value}}) checked
// against the declarations (type, allowedValues), defaults for the rest. POL008 for a value of
// an undeclared parameter, a missing required one, a wrong type or a value not allowed; `where`
// names what gave the values (a file, an assignment) in messages. nullopt on an error.
std::optional<Object> resolveParameters(const PolicyDefinition& d, const Value& given, const std::string& where,
                                        Diagnostics& diags);

// The parameter-file shape {"name": {"value": x}} read as {"name": x}; plain objects unchanged.
Object parameterValues(const Value& given);

}  // namespace pf::policy
