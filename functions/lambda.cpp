// Lambda functions: lambda, lambdaVariables, filter, map, reduce, sort, toObject, groupBy,
// mapValues. A lambda value only exists as a direct argument of the last seven (the
// evaluator rejects it anywhere else; see misplacedLambda).
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

// lambda('x', 'y', body): every argument but the last is a parameter name written as a
// string literal; the body is kept unevaluated.
Result<Value> lambda(Call& c) {
  std::vector<std::string> params;
  for (size_t i = 0; i + 1 < c.argc(); ++i) {
    const Expr& p = c.node.args[i];
    if (p.type != Expr::Type::String)
      return makeError("EVAL002", "lambda: argument " + std::to_string(i + 1) +
                                      " must be a parameter name written as a string literal, but it is '" +
                                      renderExpr(p) + "'",
                       c.argLoc(i));
    for (const auto& q : params)
      if (iequals(q, p.text))
        return makeError("EVAL002", "lambda: the parameter name '" + p.text + "' is used twice", c.argLoc(i));
    params.push_back(p.text);
  }
  return makeLambda(std::move(params), c.node.args.back(), c.ctx);
}

// The innermost lambda parameter of that name.
Result<Value> lambdaVariables(Call& c) {
  PF_EXPECT(c.expectString(0));
  const auto& vars = c.ctx.lambdaVars;
  for (auto it = vars.rbegin(); it != vars.rend(); ++it)
    if (iequals(it->first, c.args[0].str())) return it->second;
  return c.error("there is no lambda variable named '" + c.args[0].str() +
                 "' here (lambdaVariables can only be used inside a lambda that declares it)");
}

// The lambda argument at `i`, checked to take between lo and hi parameters (`what` names them).
std::optional<Error> expectLambda(const Call& c, size_t i, size_t lo, size_t hi, const char* what) {
  PF_EXPECT(c.expect(i, Kind::Lambda));
  size_t n = lambdaParamCount(c.args[i]);
  if (n < lo || n > hi)
    return makeError("EVAL002",
                     c.spec.name + ": argument " + std::to_string(i + 1) + " must be a lambda taking " + what +
                         ", but it takes " + std::to_string(n) + " parameter" + (n == 1 ? "" : "s"),
                     c.argLoc(i));
  return std::nullopt;
}

// A predicate result: true, false or (for an Unknown) undecided.
Result<Tri> truth(const Call& c, const Value& v) {
  if (v.isUnknown()) return Tri::Unknown;
  if (!v.isBool()) return c.error("the lambda must return a bool, but it returned " + describeValue(v));
  return v.asBool() ? Tri::Yes : Tri::No;
}

Value indexValue(size_t i) { return Value(static_cast<long long>(i)); }

Result<Value> filter(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(expectLambda(c, 1, 1, 2, "1 or 2 parameters (item, index)"));
  Array out;
  const Array& a = c.args[0].arr();
  for (size_t i = 0; i < a.size(); ++i) {
    PF_TRY(keep, c.invoke(c.args[1], {a[i], indexValue(i)}));
    PF_TRY(t, truth(c, keep));
    if (t == Tri::Unknown) return unknownCall(c);
    if (t == Tri::Yes) out.push_back(a[i]);
  }
  return Value(std::move(out));
}

Result<Value> map(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(expectLambda(c, 1, 1, 2, "1 or 2 parameters (item, index)"));
  Array out;
  const Array& a = c.args[0].arr();
  out.reserve(a.size());
  for (size_t i = 0; i < a.size(); ++i) {
    PF_TRY(v, c.invoke(c.args[1], {a[i], indexValue(i)}));
    out.push_back(std::move(v));
  }
  return Value(std::move(out));
}

Result<Value> reduce(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(expectLambda(c, 2, 2, 3, "2 or 3 parameters (current, next, index)"));
  Value acc = c.args[1];
  const Array& a = c.args[0].arr();
  for (size_t i = 0; i < a.size(); ++i) {
    PF_TRY(v, c.invoke(c.args[2], {acc, a[i], indexValue(i)}));
    acc = std::move(v);
  }
  return acc;
}

// A stable merge sort: lambda(a, b) true means a goes before b. Our own loop rather than
// std::sort, because the lambda may fail or be inconsistent.
Result<Value> sort(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(expectLambda(c, 1, 2, 2, "2 parameters (a, b)"));
  Array cur = c.args[0].arr();
  Array tmp(cur.size());
  for (size_t width = 1; width < cur.size(); width *= 2) {
    for (size_t lo = 0; lo < cur.size(); lo += 2 * width) {
      size_t mid = std::min(lo + width, cur.size());
      size_t hi = std::min(lo + 2 * width, cur.size());
      size_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        PF_TRY(r, c.invoke(c.args[1], {cur[j], cur[i]}));
        PF_TRY(t, truth(c, r));
        if (t == Tri::Unknown) return unknownCall(c);
        tmp[k++] = t == Tri::Yes ? cur[j++] : cur[i++];
      }
      while (i < mid) tmp[k++] = cur[i++];
      while (j < hi) tmp[k++] = cur[j++];
    }
    std::swap(cur, tmp);
  }
  return Value(std::move(cur));
}

// The key a lambda gives an item: a string, or nothing yet when it is Unknown.
Result<std::optional<std::string>> keyOf(Call& c, size_t lambdaArg, const Value& item) {
  PF_TRY(k, c.invoke(c.args[lambdaArg], {item}));
  if (k.isUnknown()) return std::optional<std::string>();
  if (!k.isString()) return c.error("the key lambda must return a string, but it returned " + describeValue(k));
  return std::optional<std::string>(k.str());
}

Result<Value> valueOf(Call& c, const Value& item) {
  if (c.args.size() < 3) return item;
  return c.invoke(c.args[2], {item});
}

// The key and value of each item for toObject and groupBy (array, keyLambda, [valueLambda]),
// in order; nullopt as soon as a key is Unknown.
using KeyedItems = std::vector<std::pair<std::string, Value>>;
Result<std::optional<KeyedItems>> keyedItems(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Array));
  PF_EXPECT(expectLambda(c, 1, 1, 1, "1 parameter (item)"));
  if (c.args.size() > 2) PF_EXPECT(expectLambda(c, 2, 1, 1, "1 parameter (item)"));
  KeyedItems out;
  for (const Value& item : c.args[0].arr()) {
    PF_TRY(key, keyOf(c, 1, item));
    if (!key) return std::optional<KeyedItems>();
    PF_TRY(v, valueOf(c, item));
    out.emplace_back(std::move(*key), std::move(v));
  }
  return std::optional<KeyedItems>(std::move(out));
}

// toObject(array, keyLambda, [valueLambda]); a repeated key keeps the last value.
Result<Value> toObject(Call& c) {
  PF_TRY(items, keyedItems(c));
  if (!items) return unknownCall(c);
  Object out;
  for (auto& [key, v] : *items) out.setExact(key, std::move(v));
  return Value(std::move(out));
}

// groupBy(array, keyLambda, [valueLambda]): {key: [items with that key]} in first-seen order.
Result<Value> groupBy(Call& c) {
  PF_TRY(items, keyedItems(c));
  if (!items) return unknownCall(c);
  Object out;
  for (auto& [key, v] : *items) {
    Value* group = out.find(key);
    if (!group) {
      out.append(key, Value(Array{}));
      group = out.find(key);
    }
    group->arrMut().push_back(std::move(v));
  }
  return Value(std::move(out));
}

Result<Value> mapValues(Call& c) {
  PF_EXPECT(c.expect(0, Kind::Object));
  PF_EXPECT(expectLambda(c, 1, 1, 1, "1 parameter (value)"));
  Object out;
  for (const auto& [k, v] : c.args[0].obj()) {
    PF_TRY(mapped, c.invoke(c.args[1], {v}));
    out.append(k, std::move(mapped));
  }
  return Value(std::move(out));
}

}  // namespace

void registerLambdaFunctions(FunctionRegistry& r) {
  r.add({"lambda", "lambda", 2, -1, "lambda('param1', ['param2', ...], body)",
         "A lambda with the named parameters; only valid as an argument of filter, map, reduce, sort, toObject, "
         "groupBy and mapValues.",
         lambda, kLazy});
  r.add({"lambdaVariables", "lambda", 1, 1, "lambdaVariables('param')",
         "The value of a parameter of an enclosing lambda.", lambdaVariables, kStoredValue});
  r.add({"filter", "lambda", 2, 2, "filter(inputArray, lambda('item', ['index'], predicate))",
         "The items for which the lambda returns true.", filter, kTakesLambda});
  r.add({"map", "lambda", 2, 2, "map(inputArray, lambda('item', ['index'], expression))",
         "The lambda applied to each item.", map, kTakesLambda});
  r.add({"reduce", "lambda", 3, 3, "reduce(inputArray, initialValue, lambda('current', 'next', ['index'], expression))",
         "Folds the array into one value with the lambda, starting from initialValue.", reduce, kTakesLambda});
  r.add({"sort", "lambda", 2, 2, "sort(inputArray, lambda('a', 'b', aGoesFirst))",
         "The array sorted (stably) by the comparison lambda.", sort, kTakesLambda});
  r.add({"toObject", "lambda", 2, 3, "toObject(inputArray, lambda('item', key), [lambda('item', value)])",
         "An object with a property per item, named by the key lambda (value: the item or the value lambda).",
         toObject, kTakesLambda});
  r.add({"groupBy", "lambda", 2, 3, "groupBy(inputArray, lambda('item', key), [lambda('item', value)])",
         "An object mapping each key the lambda returns to the array of items with that key.", groupBy,
         kTakesLambda});
  r.add({"mapValues", "lambda", 2, 2, "mapValues(inputObject, lambda('value', expression))",
         "The object with the lambda applied to each property value.", mapValues, kTakesLambda});
}

}  // namespace pf
