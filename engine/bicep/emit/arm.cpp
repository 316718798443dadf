#include "engine/bicep/emit/arm.hpp"

#include "engine/core/json.hpp"
#include "engine/expr/parser.hpp"

namespace pf::bicep::arm {

Expr str(std::string s) {
  Expr e;
  e.type = Expr::Type::String;
  e.text = std::move(s);
  return e;
}

Expr integer(int64_t v) {
  Expr e;
  e.type = Expr::Type::Int;
  e.ival = v;
  return e;
}

Expr call(std::string name, std::vector<Expr> args) {
  Expr e;
  e.type = Expr::Type::Call;
  e.text = std::move(name);
  e.args = std::move(args);
  return e;
}

namespace {

bool isIdentifier(std::string_view s) {
  if (s.empty()) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || (i > 0 && c >= '0' && c <= '9');
    if (!ok) return false;
  }
  return true;
}

}  // namespace

Expr member(Expr base, std::string name, bool safe) {
  if (safe) return call("tryGet", {std::move(base), str(std::move(name))});  // ARM has no .? operator
  if (!isIdentifier(name)) return index(std::move(base), str(std::move(name)), safe);
  Expr e;
  e.type = Expr::Type::Member;
  e.text = std::move(name);
  e.safe = safe;
  e.args.push_back(std::move(base));
  return e;
}

Expr index(Expr base, Expr idx, bool safe) {
  if (safe) return call("tryGet", {std::move(base), std::move(idx)});
  Expr e;
  e.type = Expr::Type::Index;
  e.safe = safe;
  e.args.push_back(std::move(base));
  e.args.push_back(std::move(idx));
  return e;
}

bool isString(const Expr& e) { return e.type == Expr::Type::String; }
bool isInt(const Expr& e) { return e.type == Expr::Type::Int; }
bool isCall(const Expr& e, std::string_view name) { return e.type == Expr::Type::Call && e.text == name; }

Expr fromValue(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return call("null");
    case Kind::Bool: return call(v.asBool() ? "true" : "false");
    case Kind::Int:
      if (v.asInt() > 2147483647 || v.asInt() < -2147483648LL) return call("json", {str(std::to_string(v.asInt()))});
      return integer(v.asInt());
    case Kind::Float: return call("json", {str(formatDouble(v.asFloat()))});
    case Kind::String: return str(v.str());
    case Kind::Array: {
      std::vector<Expr> items;
      for (const Value& x : v.arr()) items.push_back(fromValue(x));
      return call("createArray", std::move(items));
    }
    case Kind::Object: {
      std::vector<Expr> items;
      for (const auto& [k, x] : v.obj()) {
        items.push_back(str(k));
        items.push_back(fromValue(x));
      }
      return call("createObject", std::move(items));
    }
    default: return call("null");
  }
}

// ARM would evaluate a string "[...]" as an expression: a literal one is written "[[...]".
std::string escapeLiteral(std::string s) {
  if (s.size() >= 2 && s.front() == '[' && s.back() == ']') s.insert(s.begin(), '[');
  return s;
}

Value literal(std::string s, Loc loc) { return Value(escapeLiteral(std::move(s))).withLoc(loc); }

Value toValue(const Expr& e, Loc loc) {
  if (e.type == Expr::Type::String) return literal(e.text, loc);
  if (e.type == Expr::Type::Int) return Value(e.ival).withLoc(loc);
  return asExpressionString(e, loc);
}

Value escapeLiterals(Value v) {
  // Payloads are taken over (copied only when shared); the result carries the location alone,
  // as a freshly made value would.
  switch (v.kind()) {
    case Kind::String: return literal(std::move(v.strMut()), v.loc());
    case Kind::Array: {
      Array a = std::move(v.arrMut());
      for (Value& x : a) x = escapeLiterals(std::move(x));
      return Value(std::move(a)).withLoc(v.loc());
    }
    case Kind::Object: {
      Object o = std::move(v.objMut());
      for (auto& entry : o) entry.second = escapeLiterals(std::move(entry.second));
      return Value(std::move(o)).withLoc(v.loc());
    }
    default: return v;
  }
}

Value asExpressionString(const Expr& e, Loc loc) { return Value("[" + renderExpr(e) + "]").withLoc(loc); }

}  // namespace pf::bicep::arm
