#pragma once
// A policy rule's `if` (and an existenceCondition, and a count's `where`) compiled once: the
// tree of logical operators and conditions, checked the way Azure checks a definition when it
// is saved. Expressions stay text (they are evaluated per resource) but are parsed and checked
// here: an unknown function, one policies may not call, a field that is no alias.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"
#include "engine/expr/registry.hpp"
#include "policy/aliases/alias_table.hpp"
#include "policy/language/operators.hpp"

namespace pf::policy {

struct Condition {
  enum class Kind : unsigned char { AllOf, AnyOf, Not, Field, Value, FieldCount, ValueCount };
  Kind kind = Kind::AllOf;
  std::vector<Condition> children;  // AllOf/AnyOf; Not: one; counts: the `where` (none when absent)
  // Field: the field name (a string, possibly an expression); Value: the value; FieldCount: the
  // counted [*] alias; ValueCount: the array (literal or expression).
  Value operand;
  std::string countName;  // ValueCount: count.name ("default" when not given)
  Op op = Op::Equals;     // conditions and counts
  Value rhs;              // the operator's value (literal or expression)
  std::string path;       // JSON path, for messages ("policyRule.if.allOf[0]")
  Loc loc;
};

// What compiling needs: the alias catalogue (a field must be an alias or a known field), the
// policy function table, and which parameter names exist (declared ones; any when `anyParameter`).
struct CompileOptions {
  const AliasCatalog* aliases = nullptr;
  const FunctionRegistry* functions = nullptr;
  std::vector<std::string> parameters;
  bool anyParameter = false;
};

// Per-rule counters for Azure's authoring limits.
struct CompileStats {
  size_t conditions = 0;
  size_t valueCounts = 0;
  size_t functionCalls = 0;
};

// Compiles `v` (at JSON `path`). Problems are POL diagnostics; nullopt when any is an error.
std::optional<Condition> compileCondition(const Value& v, const std::string& path, const CompileOptions& options,
                                          Diagnostics& diags, CompileStats& stats);

// Checks one expression string (a value that starts with '['): it parses, calls only functions
// policies allow, and names declared parameters. `inCount` lists the names current() may use
// (count names and counted aliases of the enclosing counts, innermost last); `fieldAccessor`
// forbids field() and current() (a `field` that is an expression). Returns false on an error.
bool checkExpression(const Value& v, const std::string& path, const CompileOptions& options,
                     const std::vector<std::string>* inCount, bool fieldAccessor, Diagnostics& diags,
                     CompileStats& stats);

// Checks every expression string inside `v` (arrays and objects walked).
bool checkExpressions(const Value& v, const std::string& path, const CompileOptions& options, Diagnostics& diags,
                      CompileStats& stats);

// Checks a literal field name: an alias in the catalogue or one of the fields every resource has.
bool checkFieldName(const std::string& field, const std::string& path, Loc loc, const CompileOptions& options,
                    Diagnostics& diags);

}  // namespace pf::policy
