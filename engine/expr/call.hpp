#pragma once
// Call: what a function implementation sees: its arguments, where it was called, and
// helpers for ARM-style errors.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/expr/ast.hpp"
#include "engine/expr/eval_context.hpp"

namespace pf {

class Call {
 public:
  Call(const FunctionSpec& spec, const Expr& node, EvalContext& ctx, std::vector<Value> args)
      : spec(spec), node(node), ctx(ctx), args(std::move(args)) {}

  const FunctionSpec& spec;
  const Expr& node;
  EvalContext& ctx;
  std::vector<Value> args;  // evaluated arguments (empty for lazy functions)

  // The name as written in the template (list* functions need it).
  const std::string& name() const { return node.text; }
  size_t argc() const { return node.args.size(); }
  Loc loc() const { return exprLoc(ctx.base, node.offset); }
  Loc argLoc(size_t i) const { return i < node.args.size() ? exprLoc(ctx.base, node.args[i].offset) : loc(); }
  Scope& scope() const { return ctx.scope; }

  // Lazy functions evaluate their arguments on demand.
  Result<Value> evalArg(size_t i);

  // "<name>: <message>" at the call (code EVAL010).
  Error error(std::string message) const;
  // A wrong argument: "<name>: argument N must be <expected>, but it is <kind> (<value>)" (code EVAL002).
  Error argError(size_t i, std::string_view expected) const;
  // Type checks that return an argError when the argument is of another kind.
  std::optional<Error> expect(size_t i, Kind k) const;
  std::optional<Error> expectInt(size_t i) const { return expect(i, Kind::Int); }
  std::optional<Error> expectString(size_t i) const { return expect(i, Kind::String); }

  // Call a lambda value with the given arguments (map, filter, reduce, ...).
  Result<Value> invoke(const Value& lambda, std::vector<Value> lambdaArgs);

  // The call as ARM text with its evaluated arguments in place: what an Unknown result prints as.
  std::string render() const;
};

// Lambda values (made by the `lambda` function; the representation is private to the evaluator).
Value makeLambda(std::vector<std::string> params, const Expr& body, EvalContext& ctx);
size_t lambdaParamCount(const Value& lambda);
// Call a lambda value outside a function call (e.g. `validate` predicates); `who` names the caller in errors.
Result<Value> invokeLambda(const Value& lambda, std::vector<Value> args, EvalContext& ctx, std::string_view who);
// ARM only accepts a lambda as a direct argument of a function flagged kTakesLambda; a lambda
// value reaching any other place is this error (EVAL054).
Error misplacedLambda(Loc loc);

// ARM expression text that produces `v` (strings quoted, objects as createObject(...), ...).
std::string renderLiteral(const Value& v);
// A short description of a value for messages: int (42), string ('abc'), object, ...
std::string describeValue(const Value& v);

}  // namespace pf
