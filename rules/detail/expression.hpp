#pragma once
// The compiled form of PSRule expressions (spec.condition, spec.where, selector spec.if).
// Built once by compileExpression and then only read.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/core/value.hpp"
#include "rules/detail/compile_context.hpp"
#include "rules/detail/functions.hpp"
#include "rules/detail/object_path.hpp"
#include "rules/detail/regex.hpp"
#include "rules/detail/version_constraint.hpp"
#include "rules/detail/wildcard.hpp"

namespace pf::rules::detail {

// The 38 conditions.
enum class Cond {
  Exists, HasValue, HasDefault, Equals, NotEquals, In, NotIn, Less, LessOrEquals, Greater, GreaterOrEquals,
  Count, NotCount, StartsWith, NotStartsWith, EndsWith, NotEndsWith, Contains, NotContains, Like, NotLike,
  Match, NotMatch, SetOf, Subset, IsString, IsArray, IsBoolean, IsInteger, IsNumeric, IsDateTime, IsLower,
  IsUpper, Version, ApiVersion, HasSchema, WithinPath, NotWithinPath,
};
const char* condName(Cond c);
std::optional<Cond> findCondition(std::string_view name);  // case-insensitive
std::vector<std::string_view> conditionNames();

enum class Op { AllOf, AnyOf, Not };

enum class OperandKind { Field, Type, Name, Source, Scope, Literal };

struct Operand {
  OperandKind kind = OperandKind::Field;
  std::string text;  // the path, or the source kind
  ObjectPath path;   // Field
  Value literal;     // Literal
  std::shared_ptr<const Function> fn;  // Literal given as a function
};

// A value from the rule: a literal or a function computed against the current object.
struct Expected {
  Value literal;
  std::shared_ptr<const Function> fn;
};

struct Condition {
  Cond kind = Cond::Exists;
  Operand operand;
  Expected expected;                  // equals, notEquals, hasDefault; counts and bounds
  bool flag = true;                   // exists, hasValue, isString, ...
  std::vector<Value> list;            // in, notIn, setOf, subset
  std::vector<std::string> strings;   // startsWith..., like, hasSchema, withinPath
  std::vector<Wildcard> wildcards;    // like, notLike
  std::shared_ptr<const Regex> regex; // match, notMatch
  std::shared_ptr<const VersionConstraint> version;  // version, apiVersion
  bool caseSensitive = false;
  bool convert = false;
  bool unique = false;
  bool ignoreScheme = false;
};

struct Expr;

// `field` + optional `where` + an operator + optional quantifier: the operator runs on each
// item of the field that the `where` selects.
struct SubSelector {
  enum Quantifier { None, Count, Less, LessOrEqual, Greater, GreaterOrEqual } quantifier = None;
  int64_t bound = 0;
  ObjectPath field;
  std::shared_ptr<const Expr> where;
};

struct Operator {
  Op kind = Op::AllOf;
  std::vector<Expr> children;
  std::optional<SubSelector> sub;
};

struct Expr {
  std::variant<Operator, Condition> node;
  Loc loc;
};

// Compiles an expression mapping; nullopt after reporting errors with positions.
std::optional<Expr> compileExpression(const Value& node, CompileContext& cx, int depth = 0);

}  // namespace pf::rules::detail
