// String functions (and concat, which also joins arrays).
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/string_categories.hpp"

#include "engine/core/json.hpp"

namespace pf {
namespace {

// concat joins strings, or concatenates arrays; the first argument decides which.
Result<Value> concat(Call& c) {
  if (c.args[0].isArray() || c.args[0].isNull()) {
    Array out;
    for (size_t i = 0; i < c.args.size(); ++i) {
      const Value& a = c.args[i];
      if (a.isNull()) continue;
      if (!a.isArray()) return c.argError(i, "an array (the first argument is an array)");
      out.insert(out.end(), a.arr().begin(), a.arr().end());
    }
    return Value(std::move(out));
  }
  std::string out;
  for (size_t i = 0; i < c.args.size(); ++i) {
    const Value& a = c.args[i];
    switch (a.kind()) {
      case Kind::String: out += a.str(); break;
      case Kind::Int: out += std::to_string(a.asInt()); break;
      case Kind::Float: out += formatDouble(a.asFloat()); break;
      case Kind::Bool: out += a.asBool() ? "True" : "False"; break;
      case Kind::Null: break;
      default: return c.argError(i, "a string, number or bool (the first argument is a string)");
    }
  }
  return Value(std::move(out));
}

}  // namespace

void registerStringFunctions(FunctionRegistry& r) {
  registerStringBasicFunctions(r);
  registerStringHashFunctions(r);
  registerStringFormatFunctions(r);
  registerStringUriFunctions(r);
  registerStringEncodingFunctions(r);
  r.add({"concat", "string", 1, -1, "concat(arg1, arg2, ...)",
         "Joins strings, or concatenates arrays when the first argument is an array.", concat});
}

}  // namespace pf
