// Comparison functions: coalesce, equals, greater, greaterOrEquals, less, lessOrEquals.
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

// The first argument that is not null; later arguments are not evaluated. An Unknown may
// turn out null, so after one the result is Unknown unless every candidate is decided.
Result<Value> coalesce(Call& c) {
  bool unknownSeen = false;
  for (size_t i = 0; i < c.argc(); ++i) {
    Result<Value> r = c.evalArg(i);
    if (!r) {
      if (!unknownSeen) return r;
      break;  // only reached at deployment if the Unknowns before are null
    }
    Value v = std::move(r).value();
    c.args.push_back(v);
    if (v.isNull()) continue;
    if (v.isUnknown()) {
      unknownSeen = true;
      continue;
    }
    if (!unknownSeen) return v;
    break;
  }
  if (unknownSeen) return unknownCall(c);
  return Value();
}

Result<Value> equals(Call& c) {
  switch (deepEquals(c.args[0], c.args[1])) {
    case Tri::Yes: return Value(true);
    case Tri::No: return Value(false);
    case Tri::Unknown: return unknownCall(c);
  }
  return Value(false);
}

// Numbers compare by value (int with float too); strings with the culture order ARM uses.
Result<int> order(Call& c) {
  const Value& a = c.args[0];
  const Value& b = c.args[1];
  if (a.isNumber() && b.isNumber()) {
    if (a.isInt() && b.isInt()) return a.asInt() < b.asInt() ? -1 : a.asInt() > b.asInt() ? 1 : 0;
    return a.asNumber() < b.asNumber() ? -1 : a.asNumber() > b.asNumber() ? 1 : 0;
  }
  if (a.isString() && b.isString()) return cultureCompare(a.str(), b.str());
  if (!a.isNumber() && !a.isString()) return c.argError(0, "an int or a string");
  return c.argError(1, a.isString() ? "a string (like argument 1)" : "a number (like argument 1)");
}

Result<Value> greater(Call& c) {
  PF_TRY(o, order(c));
  return Value(o > 0);
}
Result<Value> greaterOrEquals(Call& c) {
  PF_TRY(o, order(c));
  return Value(o >= 0);
}
Result<Value> less(Call& c) {
  PF_TRY(o, order(c));
  return Value(o < 0);
}
Result<Value> lessOrEquals(Call& c) {
  PF_TRY(o, order(c));
  return Value(o <= 0);
}

}  // namespace

void registerComparisonFunctions(FunctionRegistry& r) {
  r.add({"coalesce", "comparison", 1, -1, "coalesce(arg1, arg2, ...)",
         "The first argument that is not null (later arguments are not evaluated).", coalesce, kLazy});
  r.add({"equals", "comparison", 2, 2, "equals(arg1, arg2)",
         "True when the values are equal (strings case-sensitively, arrays and objects deeply).", equals, kNoTaint});
  r.add({"greater", "comparison", 2, 2, "greater(arg1, arg2)", "Whether arg1 > arg2 (ints or strings).", greater,
         kNoTaint});
  r.add({"greaterOrEquals", "comparison", 2, 2, "greaterOrEquals(arg1, arg2)",
         "Whether arg1 >= arg2 (ints or strings).", greaterOrEquals, kNoTaint});
  r.add({"less", "comparison", 2, 2, "less(arg1, arg2)", "Whether arg1 < arg2 (ints or strings).", less, kNoTaint});
  r.add({"lessOrEquals", "comparison", 2, 2, "lessOrEquals(arg1, arg2)", "Whether arg1 <= arg2 (ints or strings).",
         lessOrEquals, kNoTaint});
}

}  // namespace pf
