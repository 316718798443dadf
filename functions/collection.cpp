// Functions that work on strings and arrays alike (and on objects for contains): concat,
// contains, indexOf, lastIndexOf. Strings search by UTF-16 position like .NET.
#include <optional>

#include "engine/core/json.hpp"
#include "engine/core/text_search.hpp"
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"
#include "functions/detail/utf16.hpp"
#include "functions/detail/values.hpp"

namespace pf {
namespace {

// concat joins strings, or concatenates arrays; the first argument that is not null decides
// which. Null arguments add nothing.
Result<Value> concat(Call& c) {
  size_t lead = 0;
  while (lead < c.args.size() && c.args[lead].isNull()) ++lead;
  if (lead < c.args.size() && c.args[lead].isArray()) {
    Array out;
    for (size_t i = 0; i < c.args.size(); ++i) {
      const Value& a = c.args[i];
      if (a.isNull()) continue;
      if (!a.isArray()) return c.argError(i, "an array (concat joins arrays only with arrays)");
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
      default: return c.argError(i, "a string, number or bool (concat joins strings only with strings)");
    }
  }
  return Value(std::move(out));
}

// The text of a scalar searched for in a string or used as an object key.
std::optional<std::string> scalarText(const Value& v) {
  switch (v.kind()) {
    case Kind::String: return v.str();
    case Kind::Int: return std::to_string(v.asInt());
    default: return std::nullopt;
  }
}

Result<Value> contains(Call& c) {
  const Value& container = c.args[0];
  const Value& item = c.args[1];
  if (container.isArray()) {
    bool unknown = false;
    for (const Value& x : container.arr()) {
      Tri t = deepEquals(x, item);
      if (t == Tri::Yes) return Value(true);
      unknown |= t == Tri::Unknown;
    }
    return unknown ? unknownCall(c) : Value(false);
  }
  if (container.isString() || container.isObject()) {
    auto text = scalarText(item);
    if (!text) return c.argError(1, "a string or an int");
    if (container.isObject()) return Value(container.obj().contains(*text));  // keys: case-insensitive
    // Text: case-sensitive, in time linear in both lengths (see TextFinder).
    return Value(TextFinder(*text).first(container.str()) != TextFinder::npos);
  }
  return c.argError(0, "an array, object or string");
}

// indexOf/lastIndexOf: strings case-insensitively (string docs), array items by exact equality
// (array docs: "case-sensitive for strings").
Result<Value> indexSearch(Call& c, bool last) {
  const Value& container = c.args[0];
  const Value& item = c.args[1];
  if (container.isString()) {
    if (!item.isString()) return c.argError(1, "a string (the value to find in the string)");
    const std::string& s = container.str();
    TextFinder needle(item.str(), true);
    size_t at = last ? needle.last(s) : needle.first(s);
    if (at == TextFinder::npos) return Value(-1);
    return Value(static_cast<long long>(utf16::indexOfByte(s, at)));
  }
  if (container.isArray()) {
    const Array& a = container.arr();
    for (size_t k = 0; k < a.size(); ++k) {
      size_t i = last ? a.size() - 1 - k : k;
      Tri t = deepEquals(a[i], item);
      if (t == Tri::Yes) return Value(static_cast<long long>(i));
      if (t == Tri::Unknown) return unknownCall(c);  // an earlier match is possible
    }
    return Value(-1);
  }
  return c.argError(0, "an array or string");
}

Result<Value> indexOf(Call& c) { return indexSearch(c, false); }
Result<Value> lastIndexOf(Call& c) { return indexSearch(c, true); }

}  // namespace

void registerCollectionSearchFunctions(FunctionRegistry& r) {
  r.add({"concat", "string", 1, -1, "concat(arg1, arg2, ...)",
         "Joins strings, or concatenates arrays when the first argument is an array.", concat});
  r.add({"contains", "array", 2, 2, "contains(container, itemToFind)",
         "Whether an array holds an item, an object a key (case-insensitive) or a string a substring "
         "(case-sensitive).",
         contains, kNoTaint});
  r.add({"indexOf", "array", 2, 2, "indexOf(arrayOrString, itemToFind)",
         "First position of an item in an array (exact match) or of a substring (case-insensitive); -1 if absent.",
         indexOf, kNoTaint});
  r.add({"lastIndexOf", "array", 2, 2, "lastIndexOf(arrayOrString, itemToFind)",
         "Last position of an item in an array (exact match) or of a substring (case-insensitive); -1 if absent.",
         lastIndexOf, kNoTaint});
}

}  // namespace pf
