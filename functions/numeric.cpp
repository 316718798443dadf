// Numeric functions: add, sub, mul, div, mod, int, float, min, max, copyIndex.
// Integers are 64-bit; overflow is an error naming the function, never a wrap-around.
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>

#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

Error overflow(const Call& c) {
  return c.error("the result of " + c.render() + " does not fit in a 64-bit integer");
}

Result<Value> arithmetic(Call& c, bool (*op)(int64_t, int64_t, int64_t*)) {
  PF_EXPECT(c.expectInt(0));
  PF_EXPECT(c.expectInt(1));
  int64_t r = 0;
  if (op(c.args[0].asInt(), c.args[1].asInt(), &r)) return overflow(c);
  return Value(static_cast<long long>(r));
}

Result<Value> add(Call& c) {
  return arithmetic(c, [](int64_t a, int64_t b, int64_t* r) { return __builtin_add_overflow(a, b, r); });
}
Result<Value> sub(Call& c) {
  return arithmetic(c, [](int64_t a, int64_t b, int64_t* r) { return __builtin_sub_overflow(a, b, r); });
}
Result<Value> mul(Call& c) {
  return arithmetic(c, [](int64_t a, int64_t b, int64_t* r) { return __builtin_mul_overflow(a, b, r); });
}

// Integer division truncates toward zero; mod keeps the sign of the dividend (C# semantics).
Result<Value> divide(Call& c, bool remainder) {
  PF_EXPECT(c.expectInt(0));
  PF_EXPECT(c.expectInt(1));
  int64_t a = c.args[0].asInt();
  int64_t b = c.args[1].asInt();
  if (b == 0) return c.error("attempted to divide by zero");
  if (a == std::numeric_limits<int64_t>::min() && b == -1) {
    if (remainder) return Value(0);
    return overflow(c);
  }
  return Value(static_cast<long long>(remainder ? a % b : a / b));
}

Result<Value> div(Call& c) { return divide(c, false); }
Result<Value> mod(Call& c) { return divide(c, true); }

std::string_view trimSpace(std::string_view s) {
  auto space = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

// int('42'), int(' -7 '), int(3): .NET Int64 parsing (optional sign, digits, surrounding
// white space); a float is rounded to the nearest integer, halves to even (Convert.ToInt64).
Result<Value> toInt(Call& c) {
  const Value& v = c.args[0];
  if (v.isInt()) return v;
  if (v.isFloat()) {
    double d = std::nearbyint(v.asFloat());
    if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0)) return overflow(c);
    return Value(static_cast<long long>(d));
  }
  if (!v.isString()) return c.argError(0, "a string or an int");
  std::string_view s = trimSpace(v.str());
  bool neg = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) {
    neg = s[0] == '-';
    s.remove_prefix(1);
  }
  if (s.empty()) return c.argError(0, "a string holding an integer");
  uint64_t mag = 0;
  for (char ch : s) {
    if (ch < '0' || ch > '9') return c.argError(0, "a string holding an integer");
    if (mag > (std::numeric_limits<uint64_t>::max() - 9) / 10) return overflow(c);
    mag = mag * 10 + static_cast<uint64_t>(ch - '0');
  }
  constexpr uint64_t kMaxPos = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());
  if (mag > kMaxPos + (neg ? 1 : 0)) return overflow(c);
  int64_t r = neg ? static_cast<int64_t>(0 - mag) : static_cast<int64_t>(mag);
  return Value(static_cast<long long>(r));
}

// float('3.5'), float(3): a floating-point number (invariant culture, exponent allowed).
Result<Value> toFloat(Call& c) {
  const Value& v = c.args[0];
  if (v.isNumber()) return Value(v.asNumber());
  if (!v.isString()) return c.argError(0, "a string or a number");
  std::string s(trimSpace(v.str()));
  bool ok = !s.empty();
  for (char ch : s)
    ok &= (ch >= '0' && ch <= '9') || ch == '.' || ch == '-' || ch == '+' || ch == 'e' || ch == 'E';
  char* end = nullptr;
  errno = 0;
  double d = ok ? std::strtod(s.c_str(), &end) : 0;
  if (!ok || end != s.c_str() + s.size() || errno == ERANGE || !std::isfinite(d))
    return c.argError(0, "a string holding a number");
  return Value(d);
}

// The numbers min/max look at: one array argument, or the arguments themselves.
Result<Value> extreme(Call& c, bool wantMax) {
  bool fromArray = c.args.size() == 1 && c.args[0].isArray();
  const Array& items = fromArray ? c.args[0].arr() : c.args;
  if (items.empty()) return c.argError(0, "a non-empty array of numbers");
  const Value* best = nullptr;
  for (size_t i = 0; i < items.size(); ++i) {
    const Value& x = items[i];
    if (x.isUnknown()) return unknownCall(c);
    if (!x.isNumber()) {
      if (fromArray)
        return c.error("argument 1 must be an array of numbers, but element " + std::to_string(i) + " is " +
                       describeValue(x));
      return c.argError(i, "a number (or a single array of numbers)");
    }
    if (!best) {
      best = &x;
      continue;
    }
    bool better = x.isInt() && best->isInt() ? (wantMax ? x.asInt() > best->asInt() : x.asInt() < best->asInt())
                                             : (wantMax ? x.asNumber() > best->asNumber() : x.asNumber() < best->asNumber());
    if (better) best = &x;
  }
  return *best;
}

Result<Value> max(Call& c) { return extreme(c, true); }
Result<Value> min(Call& c) { return extreme(c, false); }

// copyIndex(), copyIndex(offset), copyIndex('loop'), copyIndex('loop', offset).
Result<Value> copyIndex(Call& c) {
  std::string loop;
  int64_t offset = 0;
  if (c.args.size() == 2) {
    PF_EXPECT(c.expectString(0));
    PF_EXPECT(c.expectInt(1));
    loop = c.args[0].str();
    offset = c.args[1].asInt();
  } else if (c.args.size() == 1) {
    if (c.args[0].isString()) loop = c.args[0].str();
    else if (c.args[0].isInt()) offset = c.args[0].asInt();
    else return c.argError(0, "a loop name (string) or an offset (int)");
  }
  PF_TRY(index, c.scope().copyIndex(loop, c.loc()));
  if (!index.isInt()) return index;  // Unknown while the loop is not expanded
  int64_t r = 0;
  if (__builtin_add_overflow(index.asInt(), offset, &r)) return overflow(c);
  return Value(static_cast<long long>(r));
}

}  // namespace

void registerNumericFunctions(FunctionRegistry& r) {
  r.add({"add", "numeric", 2, 2, "add(operand1, operand2)", "Sum of two integers.", add});
  r.add({"sub", "numeric", 2, 2, "sub(operand1, operand2)", "Difference of two integers.", sub});
  r.add({"mul", "numeric", 2, 2, "mul(operand1, operand2)", "Product of two integers.", mul});
  r.add({"div", "numeric", 2, 2, "div(operand1, operand2)", "Integer division, truncated toward zero.", div});
  r.add({"mod", "numeric", 2, 2, "mod(operand1, operand2)",
         "Remainder of the integer division (it has the sign of operand1).", mod});
  r.add({"int", "numeric", 1, 1, "int(valueToConvert)", "Converts a string or number to an integer.", toInt});
  r.add({"float", "numeric", 1, 1, "float(arg1)", "Converts a string or integer to a floating-point number.", toFloat});
  r.add({"max", "numeric", 1, -1, "max(arg1, ...)", "The largest of an array of numbers or of the arguments.", max});
  r.add({"min", "numeric", 1, -1, "min(arg1, ...)", "The smallest of an array of numbers or of the arguments.", min});
  r.add({"copyIndex", "numeric", 0, 2, "copyIndex([loopName], [offset])",
         "The current iteration of the innermost (or the named) copy loop, plus offset.", copyIndex});
}

}  // namespace pf
