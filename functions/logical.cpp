// Logical functions: and, or, not, bool, if, true, false.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

// Evaluate a lazily taken branch; once the choice depends on an Unknown, a branch that
// fails now may never run at deployment, so it stays as its source text.
Value branchOrSource(Call& c, size_t i) {
  Result<Value> r = c.evalArg(i);
  if (r) return std::move(r).value();
  return Value::unknown(renderExpr(c.node.args[i]));
}

// Only the branch taken is evaluated (templates guard reference() calls this way).
Result<Value> ifFn(Call& c) {
  PF_TRY(cond, c.evalArg(0));
  if (cond.isUnknown()) {
    Value a = branchOrSource(c, 1);
    Value b = branchOrSource(c, 2);
    c.args = {cond, a, b};
    return unknownCall(c);
  }
  if (!cond.isBool()) {
    c.args = {cond};
    return c.argError(0, "a bool");
  }
  return c.evalArg(cond.asBool() ? 1 : 2);
}

// and/or short-circuit: the first false (and) or true (or) decides and later arguments are
// not evaluated. An Unknown before the decisive value leaves the result Unknown.
Result<Value> junction(Call& c, bool isAnd) {
  bool unknownSeen = false;
  for (size_t i = 0; i < c.argc(); ++i) {
    Result<Value> r = c.evalArg(i);
    if (!r) {
      if (!unknownSeen) return r;
      break;
    }
    Value v = std::move(r).value();
    c.args.push_back(v);
    if (v.isUnknown()) {
      unknownSeen = true;
      continue;
    }
    if (!v.isBool()) return c.argError(i, "a bool");
    if (v.asBool() != isAnd) return Value(!isAnd);  // decisive whatever the Unknowns are
  }
  if (unknownSeen) return unknownCall(c);
  return Value(isAnd);
}

Result<Value> andFn(Call& c) { return junction(c, true); }
Result<Value> orFn(Call& c) { return junction(c, false); }

Result<Value> notFn(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Bool));
  return Value(!c.args[0].asBool());
}

// bool('true'), bool('False') (case-insensitive, like .NET Boolean.Parse), bool(0), bool(1).
Result<Value> boolFn(Call& c) {
  const Value& v = c.args[0];
  switch (v.kind()) {
    case Kind::Bool: return v;
    case Kind::Int: return Value(v.asInt() != 0);
    case Kind::String: {
      std::string_view s = v.str();
      while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
      while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
      if (iequals(s, "true")) return Value(true);
      if (iequals(s, "false")) return Value(false);
      return c.argError(0, "'true' or 'false'");
    }
    default: return c.argError(0, "a string or an int");
  }
}

Result<Value> trueFn(Call&) { return Value(true); }
Result<Value> falseFn(Call&) { return Value(false); }

}  // namespace

void registerLogicalFunctions(FunctionRegistry& r) {
  r.add({"if", "logical", 3, 3, "if(condition, trueValue, falseValue)",
         "Returns trueValue when condition is true, else falseValue; only the chosen branch is evaluated.", ifFn,
         kLazy});
  r.add({"and", "logical", 2, -1, "and(arg1, arg2, ...)",
         "Whether all arguments are true; stops at the first false.", andFn, kLazy});
  r.add({"or", "logical", 2, -1, "or(arg1, arg2, ...)", "Whether any argument is true; stops at the first true.", orFn,
         kLazy});
  r.add({"not", "logical", 1, 1, "not(arg1)", "The opposite of a bool.", notFn});
  r.add({"bool", "logical", 1, 1, "bool(arg1)", "Converts 'true'/'false' (any case) or an int to a bool.", boolFn});
  r.add({"true", "logical", 0, 0, "true()", "Returns true.", trueFn});
  r.add({"false", "logical", 0, 0, "false()", "Returns false.", falseFn});
}

}  // namespace pf
