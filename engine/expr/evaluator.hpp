#pragma once
// Evaluating expressions and template values.
#include <string>
#include <string_view>

#include "engine/core/result.hpp"
#include "engine/expr/eval_context.hpp"

namespace pf {

// Evaluate one AST node.
Result<Value> evaluate(const Expr& e, EvalContext& ctx);

// Evaluate the text between the brackets of an expression string whose text begins at `loc`.
Result<Value> evaluateExpression(std::string_view text, Loc loc, EvalContext& ctx);

// Evaluate an expression string that must produce a lambda (the one place ARM accepts a
// standalone lambda: `validate` predicates of parameters, outputs and types); EVAL055 when it
// is not one.
Result<Value> evaluateLambdaExpression(const Value& text, EvalContext& ctx);

// Evaluate a template value: strings that are expressions are evaluated, "[[" escapes are
// unescaped, arrays and objects are walked, and property names that are expressions are
// evaluated too (Bicep emits "[format('{0}', id)]": {} for interpolated keys). Results take the
// location of the template node they came from.
Result<Value> evaluateValue(const Value& v, EvalContext& ctx);

// A property name as Resource Manager reads it: an expression ("[...]") is evaluated and must
// give a string (an Unknown gives "[<expression>]"; EVAL062 otherwise), "[[" is unescaped, any
// other name is itself. Errors point at `valueLoc`, the member's value.
Result<std::string> evaluateKey(const std::string& key, Loc valueLoc, EvalContext& ctx);

// Call a user-defined function with evaluated arguments.
Result<Value> callUserFunction(const struct UserFunction& fn, std::vector<Value> args, Loc loc, EvalContext& ctx);

}  // namespace pf
