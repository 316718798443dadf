#include "engine/expr/evaluator.hpp"

#include <algorithm>

#include "engine/core/secrets.hpp"
#include "engine/expr/call.hpp"
#include "engine/expr/user_functions.hpp"

namespace pf {

namespace {

constexpr uint32_t kMaxUserFunctionDepth = 64;

std::string availableKeys(const Object& o) {
  std::string s;
  for (const auto& [k, v] : o) {
    if (!s.empty()) s += ", ";
    s += k;
    if (s.size() > 200) {
      s += ", ...";
      break;
    }
  }
  return s;
}

// An element read from `container` keeps its secret and open flags.
Value element(const Value& container, const Value& v) {
  Value r = v;
  r.addTaint(container.taint());
  if (container.open()) r.setOpen();
  return r;
}

// `target.key` or `target['key']` on an object.
Result<Value> objectMember(const Value& target, const std::string& key, const Expr& e, Loc at) {
  if (const Value* v = target.obj().find(key)) return element(target, *v);
  if (target.open()) return Value::unknown(renderExpr(e));
  if (e.safe) return Value();
  return makeError("EVAL030",
                   "The language expression property '" + key + "' doesn't exist, available properties are '" +
                       availableKeys(target.obj()) + "'.",
                   at);
}

Result<Value> member(const Expr& e, EvalContext& ctx) {
  PF_TRY(target, evaluate(e.args[0], ctx));
  Loc at = exprLoc(ctx.base, e.offset);
  if (target.isUnknown()) return Value::unknown(target.unknownData().expr + (e.safe ? ".?" : ".") + e.text);
  if (target.isObject()) return objectMember(target, e.text, e, at);
  if (target.isNull() && e.safe) return Value();
  return makeError("EVAL031",
                   "cannot read property '" + e.text + "' of " + describeValue(target) + " (in '" +
                       renderExpr(e.args[0]) + "')",
                   at);
}

Result<Value> index(const Expr& e, EvalContext& ctx) {
  PF_TRY(target, evaluate(e.args[0], ctx));
  PF_TRY(idx, evaluate(e.args[1], ctx));
  Loc at = exprLoc(ctx.base, e.args[1].offset);
  if (target.isUnknown() || idx.isUnknown())
    return Value::unknown(renderLiteral(target) + (e.safe ? "[?" : "[") + renderLiteral(idx) + "]");
  if (target.isNull() && e.safe) return Value();
  if (target.isArray()) {
    if (!idx.isInt())
      return makeError("EVAL032", "an array index must be an integer, but it is " + describeValue(idx), at);
    const Array& a = target.arr();
    int64_t i = idx.asInt();
    if (i < 0 || static_cast<uint64_t>(i) >= a.size()) {
      if (target.open()) return Value::unknown(renderExpr(e));
      if (e.safe) return Value();
      return makeError("EVAL033",
                       "The language expression property array index '" + std::to_string(i) +
                           "' is out of bounds (the array has " + std::to_string(a.size()) + " items).",
                       at);
    }
    return element(target, a[static_cast<size_t>(i)]);
  }
  if (target.isObject()) {
    if (!idx.isString())
      return makeError("EVAL032", "an object index must be a string, but it is " + describeValue(idx), at);
    return objectMember(target, idx.str(), e, at);
  }
  return makeError("EVAL031", "cannot index " + describeValue(target) + " (in '" + renderExpr(e.args[0]) + "')", at);
}

// What a function result costs against the session's work budget: its shallow size.
uint64_t workOf(const Value& v) {
  switch (v.kind()) {
    case Kind::Array: return 1 + v.arr().size();
    case Kind::Object: return 1 + v.obj().size();
    case Kind::String: return 1 + v.str().size() / 16;
    case Kind::Unknown: return 1 + v.unknownData().expr.size() / 16;
    default: return 1;
  }
}

// Charges `r` (when it is a value) to the budget; the error replaces it when over.
Result<Value> charged(Result<Value> r, EvalContext& ctx, Loc at) {
  if (!r) return r;
  if (auto over = ctx.session.charge(workOf(*r), at)) return std::move(*over);
  return r;
}

// Templates are read with at most 512 levels of nesting, and no function may build deeper
// values: a loop such as reduce(range(...), x, lambda(..., createArray(...))) could otherwise
// nest arrays a million levels deep, past the stack of everything that walks them.
constexpr uint32_t kMaxValueDepth = 512;

// Whether `v` nests deeper than `limit` levels; counts the items and members it looks at and
// gives up (true) past `maxVisits`: values share their parts, so a few calls can build one
// that stands for billions of items (createArray(x, x) of createArray(y, y) of ...).
bool nestsDeeper(const Value& v, uint32_t limit, uint64_t& visited, uint64_t maxVisits) {
  if (!v.isArray() && !v.isObject()) return false;
  if (limit == 0) return true;
  visited += v.isArray() ? v.arr().size() : v.obj().size();
  if (visited > maxVisits) return true;
  if (v.isArray()) {
    for (const Value& x : v.arr())
      if (nestsDeeper(x, limit - 1, visited, maxVisits)) return true;
  } else {
    for (const auto& [k, x] : v.obj())
      if (nestsDeeper(x, limit - 1, visited, maxVisits)) return true;
  }
  return false;
}

// A function result built from its arguments must not nest too deeply. Looking costs an
// eighth of a unit per item against the work budget, so repeated looks are bounded too, and
// so is the size of what any later walk of the result (string(), equals(), output) visits.
Result<Value> checkedDepth(Result<Value> r, EvalContext& ctx, Loc at) {
  if (!r || !(r->isArray() || r->isObject())) return r;
  uint64_t visited = 0;
  uint64_t maxVisits = (EvalSession::kMaxWork - std::min(ctx.session.work, EvalSession::kMaxWork)) * 8;
  bool deep = nestsDeeper(*r, kMaxValueDepth, visited, maxVisits);
  if (auto over = ctx.session.charge((visited + 7) / 8, at)) return std::move(*over);
  if (deep)
    return makeError("EVAL061",
                     "the function builds a value nested more than " + std::to_string(kMaxValueDepth) +
                         " levels deep (the most a template may have)",
                     at);
  return r;
}

std::string arityText(const FunctionSpec& fn) {
  if (fn.maxArgs < 0) return "at least " + std::to_string(fn.minArgs);
  if (fn.minArgs == fn.maxArgs) return "exactly " + std::to_string(fn.minArgs);
  return "between " + std::to_string(fn.minArgs) + " and " + std::to_string(fn.maxArgs);
}

Result<Value> callBuiltin(const FunctionSpec& fn, const Expr& e, EvalContext& ctx) {
  int argc = static_cast<int>(e.args.size());
  if (argc < fn.minArgs || (fn.maxArgs >= 0 && argc > fn.maxArgs)) {
    return makeError("EVAL001",
                     "The template function '" + e.text + "' expects " + arityText(fn) + " argument" +
                         (fn.maxArgs == 1 && fn.minArgs == 1 ? "" : "s") + ", but " + std::to_string(argc) +
                         (argc == 1 ? " was" : " were") + " given. Usage: " + fn.signature,
                     exprLoc(ctx.base, e.offset));
  }
  std::vector<Value> args;
  bool anyUnknown = false;
  uint8_t taint = 0;  // of the arguments, passed on to the result
  if (!(fn.flags & kLazy)) {
    args.reserve(e.args.size());
    for (const Expr& a : e.args) {
      PF_TRY(v, evaluate(a, ctx));
      if (v.isLambda() && !(fn.flags & kTakesLambda)) return misplacedLambda(exprLoc(ctx.base, a.offset));
      anyUnknown |= v.isUnknown();
      taint |= v.taint();
      args.push_back(std::move(v));
    }
  }
  Call call(fn, e, ctx, std::move(args));
  if (anyUnknown && !(fn.flags & kSeesUnknown)) {
    Value u = Value::unknown(call.render());
    u.addTaint(taint);
    return charged(std::move(u), ctx, call.loc());
  }
  Result<Value> r = charged(fn.impl(call), ctx, call.loc());
  // Lazy functions return arguments, and stored values were checked when they were built.
  if (!(fn.flags & (kLazy | kStoredValue))) r = checkedDepth(std::move(r), ctx, call.loc());
  if (!r) {
    Error err = std::move(r).error();
    if (!err.loc.known()) err.loc = call.loc();
    // A function may quote its arguments in its message; secure ones must not reach a report.
    if (taint) {
      SecretSet quoted;
      for (const Value& a : call.args)
        if (a.secret()) quoted.addValue(a);
      err.message = quoted.scrub(std::move(err.message));
    }
    return err;
  }
  if (taint && !(fn.flags & kNoTaint)) {
    Value v = std::move(r).value();
    if (v.isString() || v.isArray() || v.isObject() || v.isUnknown()) v.addTaint(taint);
    return v;
  }
  return r;
}

}  // namespace

Result<Value> callUserFunction(const UserFunction& fn, std::vector<Value> args, Loc loc, EvalContext& ctx) {
  if (ctx.depth >= kMaxUserFunctionDepth)
    return makeError("EVAL041",
                     "user-defined function calls nest deeper than " + std::to_string(kMaxUserFunctionDepth) +
                         " levels (is '" + fn.ns + "." + fn.name + "' recursive?)",
                     loc);
  if (args.size() != fn.params.size())
    return makeError("EVAL001",
                     "The user-defined function '" + fn.ns + "." + fn.name + "' expects " +
                         std::to_string(fn.params.size()) + " arguments, but " + std::to_string(args.size()) +
                         " were given.",
                     loc);

  // A function body sees only its own parameters (through parameters(): Resource Manager's
  // documented rule, and the compiler never emits a template parameter there), the template's
  // variables, other functions and types; it has no copy index.
  class FunctionScope : public Scope {
   public:
    FunctionScope(Scope& outer, const UserFunction& fn, std::vector<Value>& args) : outer_(outer), fn_(fn), args_(args) {}
    const DeploymentContext& context() const override { return outer_.context(); }
    const UserFunctions* userFunctions() const override { return outer_.userFunctions(); }
    Value deployment() const override { return outer_.deployment(); }
    Result<Value> parameter(std::string_view name, Loc loc) override {
      for (size_t i = 0; i < fn_.params.size(); ++i)
        if (iequals(fn_.params[i].name, name)) return args_[i];
      return makeError("EVAL020",
                       "The user-defined function '" + fn_.ns + "." + fn_.name + "' has no parameter named '" +
                           std::string(name) + "'.",
                       loc);
    }
    // The template's variables: Bicep emits variables('x') in a function that uses an imported
    // variable, and Resource Manager evaluates it (Bicep's own import tests deploy this).
    Result<Value> variable(std::string_view name, Loc loc) override { return outer_.variable(name, loc); }
    bool isExtensionResource(std::string_view target) const override { return outer_.isExtensionResource(target); }
    Result<Value> reference(Call& call) override { return outer_.reference(call); }
    Result<Value> list(Call& call) override { return outer_.list(call); }

   private:
    Scope& outer_;
    const UserFunction& fn_;
    std::vector<Value>& args_;
  };

  FunctionScope scope(ctx.scope, fn, args);
  EvalContext inner(ctx.session, scope);
  inner.depth = ctx.depth + 1;
  const Value* body = fn.output.get("value");
  if (!body) return makeError("EVAL040", "the user-defined function '" + fn.ns + "." + fn.name + "' has no output value", loc);
  return evaluateValue(*body, inner);
}

Result<Value> evaluate(const Expr& e, EvalContext& ctx) {
  switch (e.type) {
    case Expr::Type::String: return e.literal.isString() ? e.literal : Value(e.text);
    case Expr::Type::Int: return Value(static_cast<long long>(e.ival));
    case Expr::Type::Member: return member(e, ctx);
    case Expr::Type::Index: return index(e, ctx);
    case Expr::Type::Call: break;
  }
  Loc at = exprLoc(ctx.base, e.offset);
  if (!e.ns.empty()) {
    const UserFunctions* fns = ctx.scope.userFunctions();
    const UserFunction* fn = fns ? fns->find(e.ns, e.text) : nullptr;
    if (!fn)
      return makeError("EVAL003", "The user-defined function '" + e.ns + "." + e.text + "' is not defined in this template.",
                       at);
    std::vector<Value> args;
    for (const Expr& a : e.args) {
      PF_TRY(v, evaluate(a, ctx));
      if (v.isLambda()) return misplacedLambda(exprLoc(ctx.base, a.offset));
      args.push_back(std::move(v));
    }
    return callUserFunction(*fn, std::move(args), at, ctx);
  }
  const FunctionSpec* fn = e.fn ? e.fn : ctx.session.functions.find(e.text);
  if (!fn) return makeError("EVAL003", "The template function '" + e.text + "' is not valid: no such function.", at);
  return callBuiltin(*fn, e, ctx);
}

namespace {

Result<Value> evaluateText(std::string_view text, Loc loc, EvalContext& ctx, bool allowLambda) {
  PF_TRY(parsed, ctx.session.cache.get(text, loc));
  Loc savedBase = ctx.base;
  auto savedCurrent = std::move(ctx.current);
  ctx.base = loc;
  // ctx.current keeps the tree alive (a nested lookup may clear the cache): moved, not shared again.
  const Expr& root = parsed->root;
  ctx.current = std::move(parsed);
  Result<Value> r = [&] {
    WorkScope work(ctx.session);
    return evaluate(root, ctx);
  }();
  ctx.base = savedBase;
  ctx.current = std::move(savedCurrent);
  if (r && r->isLambda() && !allowLambda) return misplacedLambda(loc);
  return r;
}

}  // namespace

Result<Value> evaluateExpression(std::string_view text, Loc loc, EvalContext& ctx) {
  return evaluateText(text, loc, ctx, false);
}

Result<Value> evaluateLambdaExpression(const Value& text, EvalContext& ctx) {
  if (!text.isString() || !isExpression(text.str()))
    return makeError("EVAL055", "expected a lambda expression such as \"[lambda('x', ...)]\"", text.loc());
  Loc at = text.loc();
  if (at.known()) at.col += 2;
  const std::string& s = text.str();
  PF_TRY(r, evaluateText(std::string_view(s).substr(1, s.size() - 2), at, ctx, true));
  if (!r.isLambda())
    return makeError("EVAL055", "expected a lambda expression, but it evaluates to " + describeValue(r), text.loc());
  return r;
}

Result<Value> evaluateValue(const Value& v, EvalContext& ctx) {
  switch (v.kind()) {
    case Kind::String: {
      const std::string& s = v.str();
      if (isExpression(s)) {
        Loc at = v.loc();
        if (at.known()) at.col += 2;  // past the opening quote and bracket
        PF_TRY(r, evaluateExpression(std::string_view(s).substr(1, s.size() - 2), at, ctx));
        if (!r.loc().known()) r.setLoc(v.loc());
        return r;
      }
      if (s.size() >= 2 && s[0] == '[' && s[1] == '[') {
        Value lit(s.substr(1));
        lit.setLoc(v.loc());
        return lit;
      }
      return v;
    }
    case Kind::Array: {
      const Array& a = v.arr();
      Array out;
      out.reserve(a.size());
      for (const Value& x : a) {
        PF_TRY(r, evaluateValue(x, ctx));
        out.push_back(std::move(r));
      }
      return Value(std::move(out)).withLoc(v.loc());
    }
    case Kind::Object: {
      Object out;
      out.reserve(v.obj().size());
      for (const auto& [k, x] : v.obj()) {
        PF_TRY(r, evaluateValue(x, ctx));
        if (k.empty() || k[0] != '[') {
          out.append(k, std::move(r));
          continue;
        }
        PF_TRY(key, evaluateKey(k, x.loc(), ctx));
        out.setExact(std::move(key), std::move(r));
      }
      return Value(std::move(out)).withLoc(v.loc());
    }
    default: return v;
  }
}

Result<std::string> evaluateKey(const std::string& key, Loc valueLoc, EvalContext& ctx) {
  if (key.size() >= 2 && key[0] == '[' && key[1] == '[') return key.substr(1);
  if (!isExpression(key)) return key;
  // The key's own position is not kept; the member's value is on the same line in practice.
  PF_TRY(r, evaluateExpression(std::string_view(key).substr(1, key.size() - 2), valueLoc, ctx));
  if (r.isString()) return r.str();
  if (r.isUnknown()) return "[" + r.unknownData().expr + "]";
  return makeError("EVAL062",
                   "the property name " + key + " must evaluate to a string, but it is " + describeValue(r), valueLoc);
}

}  // namespace pf
