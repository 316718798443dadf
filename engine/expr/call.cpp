#include "engine/expr/call.hpp"

#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/registry.hpp"

namespace pf {

Result<Value> Call::evalArg(size_t i) {
  if (i < args.size()) return args[i];
  if (i >= node.args.size()) return error("argument " + std::to_string(i + 1) + " is missing");
  Result<Value> r = evaluate(node.args[i], ctx);
  // Lazy functions (if, and, or, coalesce) never take lambdas.
  if (r && r->isLambda()) return misplacedLambda(argLoc(i));
  return r;
}

Error misplacedLambda(Loc loc) {
  return makeError("EVAL054",
                   "a lambda expression can only be passed directly as an argument of filter, groupBy, map, "
                   "mapValues, reduce, sort or toObject",
                   loc);
}

Error Call::error(std::string message) const {
  return makeError("EVAL010", spec.name + ": " + message, loc());
}

std::string describeValue(const Value& v) {
  // A secure value is named by its kind only: messages reach reports.
  if (v.secret() && v.kind() != Kind::Null && v.kind() != Kind::Lambda)
    return std::string(v.isString() ? "a string" : v.isArray() ? "an array" : v.isObject() ? "an object" : "a value") +
           " (" + std::string(kSecretPlaceholder) + ")";
  switch (v.kind()) {
    case Kind::Null: return "null";
    case Kind::Bool: return v.asBool() ? "a bool (true)" : "a bool (false)";
    case Kind::Int: return "an int (" + std::to_string(v.asInt()) + ")";
    case Kind::Float: return "a float (" + formatDouble(v.asFloat()) + ")";
    case Kind::String: {
      std::string s = v.str();
      if (s.size() > 60) s = s.substr(0, 57) + "...";
      return "a string ('" + s + "')";
    }
    case Kind::Array: return "an array (" + std::to_string(v.arr().size()) + " items)";
    case Kind::Object: return "an object";
    case Kind::Unknown: return "a value not known before deployment ([" + v.unknownData().expr + "])";
    case Kind::Lambda: return "a lambda";
  }
  return "?";
}

Error Call::argError(size_t i, std::string_view expected) const {
  const Value* v = i < args.size() ? &args[i] : nullptr;
  std::string msg = spec.name + ": argument " + std::to_string(i + 1) + " must be " + std::string(expected);
  if (v) msg += ", but it is " + describeValue(*v);
  return makeError("EVAL002", msg, argLoc(i));
}

std::optional<Error> Call::expect(size_t i, Kind k) const {
  if (i < args.size() && args[i].kind() == k) return std::nullopt;
  std::string what;
  switch (k) {
    case Kind::String: what = "a string"; break;
    case Kind::Int: what = "an integer"; break;
    case Kind::Bool: what = "a bool"; break;
    case Kind::Array: what = "an array"; break;
    case Kind::Object: what = "an object"; break;
    case Kind::Lambda: what = "a lambda"; break;
    default: what = kindName(k); break;
  }
  return argError(i, what);
}

namespace {

class LambdaValue : public LambdaBase {
 public:
  std::vector<std::string> params;
  const Expr* body = nullptr;
  std::shared_ptr<const ParsedExpression> owner;
  std::vector<std::pair<std::string, Value>> captured;
  Loc base;
  std::string describe() const override {
    std::string s = "lambda(";
    for (auto& p : params) s += "'" + p + "', ";
    return s + renderExpr(*body) + ")";
  }
};

}  // namespace

// Lambda values are made by the `lambda` function (functions/lambda.cpp) through this hook so
// that the representation stays private to the evaluator.
Value makeLambda(std::vector<std::string> params, const Expr& body, EvalContext& ctx) {
  auto fn = std::make_shared<LambdaValue>();
  fn->params = std::move(params);
  fn->body = &body;
  fn->owner = ctx.current;
  fn->captured = ctx.lambdaVars;
  fn->base = ctx.base;
  return Value::lambda(std::move(fn));
}

size_t lambdaParamCount(const Value& lambda) {
  auto* fn = dynamic_cast<const LambdaValue*>(lambda.lambdaFn().get());
  return fn ? fn->params.size() : 0;
}

Result<Value> invokeLambda(const Value& lambda, std::vector<Value> lambdaArgs, EvalContext& ctx, std::string_view who) {
  auto* fn = dynamic_cast<const LambdaValue*>(lambda.lambdaFn().get());
  if (!fn) return makeError("EVAL010", std::string(who) + ": expected a lambda expression");
  if (fn->params.size() > lambdaArgs.size())
    return makeError("EVAL010", std::string(who) + ": the lambda takes " + std::to_string(fn->params.size()) +
                                    " parameters, but " + std::to_string(lambdaArgs.size()) + " are passed");
  WorkScope work(ctx.session);  // a `validate` predicate is called outside any expression
  if (auto over = ctx.session.charge(1, exprLoc(fn->base, fn->body->offset))) return std::move(*over);
  EvalContext inner(ctx.session, ctx.scope);
  inner.base = fn->base;
  inner.current = fn->owner;
  inner.depth = ctx.depth;
  inner.lambdaVars = fn->captured;
  for (size_t i = 0; i < fn->params.size(); ++i) inner.lambdaVars.emplace_back(fn->params[i], std::move(lambdaArgs[i]));
  Result<Value> r = evaluate(*fn->body, inner);
  if (r && r->isLambda()) return misplacedLambda(exprLoc(fn->base, fn->body->offset));
  return r;
}

Result<Value> Call::invoke(const Value& lambda, std::vector<Value> lambdaArgs) {
  auto r = invokeLambda(lambda, std::move(lambdaArgs), ctx, spec.name);
  if (!r && !r.error().loc.known()) {
    Error e = std::move(r).error();
    e.loc = loc();
    return e;
  }
  return r;
}

std::string renderLiteral(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return "null()";
    case Kind::Bool: return v.asBool() ? "true()" : "false()";
    case Kind::Int: return std::to_string(v.asInt());
    case Kind::Float: return "json('" + formatDouble(v.asFloat()) + "')";
    case Kind::String: {
      std::string s = "'";
      for (char c : v.str()) {
        if (c == '\'') s += '\'';
        s += c;
      }
      return s + "'";
    }
    case Kind::Array: {
      std::string s = "createArray(";
      bool first = true;
      for (const Value& x : v.arr()) {
        if (!first) s += ", ";
        first = false;
        s += renderLiteral(x);
      }
      return s + ")";
    }
    case Kind::Object: {
      std::string s = "createObject(";
      bool first = true;
      for (const auto& [k, x] : v.obj()) {
        if (!first) s += ", ";
        first = false;
        s += renderLiteral(Value(k)) + ", " + renderLiteral(x);
      }
      return s + ")";
    }
    case Kind::Unknown: return v.unknownData().expr;
    case Kind::Lambda: return v.lambdaFn()->describe();
  }
  return "null()";
}

std::string Call::render() const {
  std::string s = name() + "(";
  for (size_t i = 0; i < node.args.size(); ++i) {
    if (i) s += ", ";
    s += i < args.size() ? renderLiteral(args[i]) : renderExpr(node.args[i]);
  }
  return s + ")";
}

}  // namespace pf
