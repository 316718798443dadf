#include "rules/detail/functions.hpp"

#include <cctype>
#include <optional>
#include <string_view>

#include "engine/core/utf8.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/value_compare.hpp"
#include "rules/detail/wildcard.hpp"

namespace pf::rules::detail {
namespace {

struct FunctionName {
  std::string_view name;
  Function::Kind kind;
};
constexpr FunctionName kFunctions[] = {
    {"configuration", Function::Configuration}, {"path", Function::Path},       {"boolean", Function::Boolean},
    {"string", Function::String},               {"integer", Function::Integer}, {"concat", Function::Concat},
    {"substring", Function::Substring},         {"replace", Function::Replace}, {"trim", Function::Trim},
    {"first", Function::First},                 {"last", Function::Last},       {"split", Function::Split},
    {"padLeft", Function::PadLeft},             {"padRight", Function::PadRight},
};
constexpr std::string_view kParameters[] = {"length",       "oldString",   "newString",       "caseSensitive",
                                            "delimiter",    "totalLength", "paddingCharacter", "default"};

std::vector<std::string_view> allNames() {
  std::vector<std::string_view> names;
  for (const auto& f : kFunctions) names.push_back(f.name);
  return names;
}

std::optional<Function::Kind> findFunction(std::string_view name) {
  for (const auto& f : kFunctions)
    if (iequals(f.name, name)) return f.kind;
  return std::nullopt;
}

bool isParameter(std::string_view name) {
  for (auto p : kParameters)
    if (iequals(p, name)) return true;
  return false;
}

// Which parameters each function takes.
bool takes(Function::Kind k, std::string_view p) {
  if (iequals(p, "length")) return k == Function::Substring;
  if (iequals(p, "oldString") || iequals(p, "newString") || iequals(p, "caseSensitive")) return k == Function::Replace;
  if (iequals(p, "delimiter")) return k == Function::Split;
  if (iequals(p, "default")) return k == Function::Configuration;
  return k == Function::PadLeft || k == Function::PadRight;  // totalLength, paddingCharacter
}

std::optional<Function> compileArgument(const Value& v, CompileContext& cx, int depth);

std::optional<Function> compileSpec(const Value& spec, CompileContext& cx, int depth) {
  if (depth > CompileContext::kMaxDepth || ++cx.nodes > CompileContext::kMaxNodes) {
    cx.error(codes::kLimit, "the function is nested too deeply", spec.loc());
    return std::nullopt;
  }
  if (!spec.isObject() || spec.obj().empty()) {
    cx.error(codes::kFunction, "a function is a mapping naming one function (e.g. {path: name}); found " + describeKind(spec),
             spec.loc());
    return std::nullopt;
  }
  Function fn;
  const Value* arg = nullptr;
  std::string name;
  for (const auto& [k, v] : spec.obj()) {
    if (auto kind = findFunction(k)) {
      if (arg) {
        cx.error(codes::kFunction, "a function mapping names two functions ('" + name + "' and '" + k + "')", v.loc());
        return std::nullopt;
      }
      fn.kind = *kind;
      name = k;
      arg = &v;
    } else if (!isParameter(k)) {
      std::string hint = closestName(k, allNames());
      cx.error(codes::kFunction,
               "unknown function '" + k + "'" + (hint.empty() ? "" : " (did you mean '" + hint + "'?)"), v.loc());
      return std::nullopt;
    }
  }
  if (!arg) {
    cx.error(codes::kFunction, "the mapping has parameters but names no function", spec.loc());
    return std::nullopt;
  }
  for (const auto& [k, v] : spec.obj()) {
    if (!isParameter(k)) continue;
    if (!takes(fn.kind, k)) {
      cx.error(codes::kFunction, "'" + name + "' does not take the parameter '" + k + "'", v.loc());
      return std::nullopt;
    }
    std::string text;
    if (iequals(k, "default")) {
      fn.fallback = v;  // any value: what the rule assumes when the configuration does not say
      continue;
    }
    if (iequals(k, "length") || iequals(k, "totalLength")) {
      if (!v.isInt() || v.asInt() < 0) {
        cx.error(codes::kFunction, "'" + k + "' must be a non-negative integer; found " + describeKind(v), v.loc());
        return std::nullopt;
      }
      if (iequals(k, "totalLength") && v.asInt() > static_cast<int64_t>(kMaxFunctionText)) {
        cx.error(codes::kFunction,
                 "'totalLength' must be at most " + std::to_string(kMaxFunctionText) +
                     ": a longer text is larger than any value a template may hold",
                 v.loc());
        return std::nullopt;
      }
      fn.length = v.asInt();
    } else if (iequals(k, "caseSensitive")) {
      if (!v.isBool()) {
        cx.error(codes::kFunction, "'caseSensitive' must be true or false", v.loc());
        return std::nullopt;
      }
      fn.caseSensitive = v.asBool();
    } else if (iequals(k, "delimiter")) {
      if (v.isArray()) {
        for (const Value& d : v.arr()) {
          if (!scalarText(d, text) || text.empty()) {
            cx.error(codes::kFunction, "each delimiter must be a non-empty string", d.loc());
            return std::nullopt;
          }
          fn.delimiters.push_back(text);
        }
      } else if (scalarText(v, text) && !text.empty()) {
        fn.delimiters.push_back(text);
      } else {
        cx.error(codes::kFunction, "'delimiter' must be a string or a list of strings", v.loc());
        return std::nullopt;
      }
    } else if (iequals(k, "paddingCharacter")) {
      if (!scalarText(v, text) || utf8::decode(text).size() != 1) {
        cx.error(codes::kFunction, "'paddingCharacter' must be a single character", v.loc());
        return std::nullopt;
      }
      fn.padding = text;
    } else {  // oldString, newString
      if (!scalarText(v, text)) {
        cx.error(codes::kFunction, "'" + k + "' must be a string", v.loc());
        return std::nullopt;
      }
      (iequals(k, "oldString") ? fn.oldString : fn.newString) = text;
    }
  }
  // Required parameters.
  auto missing = [&](const char* p) {
    cx.error(codes::kFunction, "'" + name + "' needs the parameter '" + p + "'", spec.loc());
    return std::nullopt;
  };
  if (fn.kind == Function::Substring && !spec.get("length")) return missing("length");
  if (fn.kind == Function::Replace && (!spec.get("oldString") || !spec.get("newString"))) return missing("oldString and newString");
  if (fn.kind == Function::Split && fn.delimiters.empty()) return missing("delimiter");

  std::string text;
  switch (fn.kind) {
    case Function::Configuration:
      if (!scalarText(*arg, text) || text.empty()) {
        cx.error(codes::kFunction, "'configuration' takes the name of a configuration value", arg->loc());
        return std::nullopt;
      }
      fn.key = text;
      return fn;
    case Function::Path: {
      std::string err;
      if (!scalarText(*arg, text)) {
        cx.error(codes::kFunction, "'path' takes an object path", arg->loc());
        return std::nullopt;
      }
      auto p = ObjectPath::parse(text, err);
      if (!p) {
        cx.error(codes::kPath, "invalid object path '" + text + "': " + err, arg->loc());
        return std::nullopt;
      }
      fn.path = std::move(*p);
      return fn;
    }
    case Function::Concat:
    case Function::First:
    case Function::Last:
      if (arg->isArray()) {
        fn.list = true;
        for (const Value& a : arg->arr()) {
          auto c = compileArgument(a, cx, depth + 1);
          if (!c) return std::nullopt;
          fn.args.push_back(std::move(*c));
        }
        return fn;
      }
      if (fn.kind == Function::Concat) {
        cx.error(codes::kFunction, "'concat' takes a list of arguments", arg->loc());
        return std::nullopt;
      }
      [[fallthrough]];
    default: {
      auto c = compileArgument(*arg, cx, depth + 1);
      if (!c) return std::nullopt;
      fn.args.push_back(std::move(*c));
      return fn;
    }
  }
}

std::optional<Function> compileArgument(const Value& v, CompileContext& cx, int depth) {
  if (v.isObject()) return compileSpec(v, cx, depth);
  if (v.isArray()) {
    cx.error(codes::kFunction, "a function argument is a value or a function mapping, not a list", v.loc());
    return std::nullopt;
  }
  Function lit;
  lit.kind = Function::Literal;
  lit.literal = v;
  return lit;
}

// Unknown values make the whole result unknown; a text past kMaxFunctionText ends the evaluation.
struct Evaluator {
  const Value& current;
  const Object& configuration;
  bool unknown = false;
  std::string unknownExpr;
  bool tooLarge = false;

  Value eval(const Function& fn) {
    if (unknown || tooLarge) return {};
    Value v = evalOne(fn);
    if (v.isUnknown() && !unknown) {
      unknown = true;
      unknownExpr = v.unknownData().expr;
    }
    if (v.isString() && v.str().size() > kMaxFunctionText) {
      tooLarge = true;
      return {};
    }
    return v;
  }

  // Whether `n` more bytes may be added to a text of `size` (false ends the evaluation).
  bool room(size_t size, size_t n) {
    if (size + n <= kMaxFunctionText) return true;
    tooLarge = true;
    return false;
  }

  Value evalOne(const Function& fn) {
    std::string s;
    switch (fn.kind) {
      case Function::Literal: return fn.literal;
      case Function::Configuration: {
        const Value* v = configuration.find(fn.key);
        return v && !v->isNull() ? *v : fn.fallback;
      }
      case Function::Path: {
        PathMatch m = fn.path.evaluate(current);
        if (m.tooMuchWork) return Value::unknown("the path '" + fn.path.text() + "' visits too many values");
        if (m.unknown) return Value::unknown(m.unknownExpr);
        return m.found ? m.value() : Value();
      }
      case Function::Boolean: {
        bool b = false;
        tryBool(eval(fn.args[0]), true, b);
        return Value(b);
      }
      case Function::String: {
        Value a = eval(fn.args[0]);
        return tryString(a, true, s) ? Value(s) : Value();
      }
      case Function::Integer: {
        int64_t i = 0;
        Value a = eval(fn.args[0]);
        if (!tryInt(a, true, i) || i < INT32_MIN || i > INT32_MAX) i = 0;
        return Value(i);
      }
      case Function::Concat: {
        std::string out;
        for (const auto& a : fn.args) {
          Value v = eval(a);
          if (tooLarge) return {};
          if (v.isNull()) continue;
          std::string piece = v.isBool() ? (v.asBool() ? "True" : "False") : display(v);
          if (!room(out.size(), piece.size())) return {};
          out += piece;
        }
        return Value(out);
      }
      case Function::Substring: {
        Value a = eval(fn.args[0]);
        if (!a.isString()) return Value();
        // The first fn.length code points.
        const std::string& text = a.str();
        size_t end = 0;
        for (int64_t n = 0; end < text.size() && n < fn.length; ++n) utf8::next(text, end);
        if (end >= text.size()) return a;
        return Value(text.substr(0, end));
      }
      case Function::Replace: {
        Value a = eval(fn.args[0]);
        if (!a.isString()) return Value();
        if (a.str().empty() || fn.oldString.empty()) return a;
        std::optional<std::string> out = replaceAll(a.str(), fn.oldString, fn.newString, fn.caseSensitive);
        if (!out) {
          tooLarge = true;
          return {};
        }
        return Value(std::move(*out));
      }
      case Function::Trim: {
        Value a = eval(fn.args[0]);
        if (!a.isString()) return Value();
        std::string_view t = a.str();
        while (!t.empty() && isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
        while (!t.empty() && isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
        return Value(std::string(t));
      }
      case Function::First:
      case Function::Last: {
        bool first = fn.kind == Function::First;
        if (fn.list) {
          if (fn.args.empty()) return Value();
          return eval(first ? fn.args.front() : fn.args.back());
        }
        Value a = eval(fn.args[0]);
        if (a.isString()) {
          std::u32string cps = utf8::decode(a.str());
          if (cps.empty()) return Value();
          return Value(utf8::encode(first ? cps.front() : cps.back()));
        }
        if (a.isArray() && !a.arr().empty()) return first ? a.arr().front() : a.arr().back();
        return Value();
      }
      case Function::Split: {
        Value a = eval(fn.args[0]);
        if (!a.isString()) return Value();
        return Value(split(a.str(), fn.delimiters));
      }
      case Function::PadLeft:
      case Function::PadRight: {
        Value a = eval(fn.args[0]);
        if (!tryString(a, true, s)) return Value();
        int64_t have = static_cast<int64_t>(utf8::decode(s).size());
        if (fn.length <= have) return Value(s);
        std::string pad;
        for (int64_t i = have; i < fn.length; ++i) pad += fn.padding;
        return Value(fn.kind == Function::PadLeft ? pad + s : s + pad);
      }
    }
    return Value();
  }

  // nullopt when the result would be longer than kMaxFunctionText.
  static std::optional<std::string> replaceAll(const std::string& s, const std::string& from, const std::string& to,
                                               bool cs) {
    std::string out;
    size_t i = 0;
    while (i < s.size()) {
      if (out.size() > kMaxFunctionText) return std::nullopt;
      if (i + from.size() <= s.size() &&
          (cs ? s.compare(i, from.size(), from) == 0 : iequals(std::string_view(s).substr(i, from.size()), from))) {
        out += to;
        i += from.size();
      } else {
        out += s[i++];
      }
    }
    return out;
  }

  static Array split(const std::string& s, const std::vector<std::string>& delims) {
    Array out;
    size_t start = 0, i = 0;
    while (i < s.size()) {
      size_t len = 0;
      for (const auto& d : delims)
        if (s.compare(i, d.size(), d) == 0) {
          len = d.size();
          break;
        }
      if (len) {
        out.emplace_back(s.substr(start, i - start));
        i += len;
        start = i;
      } else {
        ++i;
      }
    }
    out.emplace_back(s.substr(start));
    return out;
  }
};

}  // namespace

std::optional<Function> compileFunction(const Value& spec, CompileContext& cx, int depth) {
  return compileSpec(spec, cx, depth);
}

std::string functionTooLarge() {
  return "The function makes a text longer than " + std::to_string(kMaxFunctionText) +
         " bytes, more than any template value may hold; it is not evaluated.";
}

FunctionResult evaluateFunction(const Function& fn, const Value& current, const Object& configuration) {
  Evaluator e{current, configuration, false, {}, false};
  Value v = e.eval(fn);
  FunctionResult r;
  r.tooLarge = e.tooLarge;
  r.unknown = e.unknown && !r.tooLarge;
  r.unknownExpr = std::move(e.unknownExpr);
  if (!r.unknown && !r.tooLarge) r.value = std::move(v);
  return r;
}

}  // namespace pf::rules::detail
