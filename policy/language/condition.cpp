#include "policy/language/condition.hpp"

#include <cctype>

#include "engine/expr/parser.hpp"
#include "policy/diagnostics.hpp"
#include "policy/language/fields.hpp"
#include "policy/language/functions.hpp"

namespace pf::policy {

namespace {

constexpr size_t kMaxConditions = 4096;  // condition expressions in `if` (authoring limit)
constexpr size_t kMaxValueCounts = 10;
constexpr size_t kMaxFunctionCalls = 2048;

bool isLetterDigits(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isalnum(static_cast<unsigned char>(c))) return false;
  return true;
}

struct Checker {
  const CompileOptions& options;
  Diagnostics& diags;
  CompileStats& stats;
  // Names current() may use, innermost last: a value count's name or a field count's alias.
  std::vector<std::string> counts;
  bool ok = true;

  void error(std::string_view code, const std::string& path, std::string message, Loc loc) {
    Diagnostic d = diag::make(code, path, std::move(message), loc);
    if (d.severity == Severity::Error) ok = false;
    diags.add(std::move(d));
  }

  bool parameterDeclared(std::string_view name) const {
    if (options.anyParameter) return true;
    for (const std::string& p : options.parameters)
      if (iequals(p, name)) return true;
    return false;
  }

  void walkExpr(const Expr& e, const std::string& path, Loc loc, const std::vector<std::string>* inCount,
                bool fieldAccessor) {
    for (const Expr& a : e.args) walkExpr(a, path, loc, inCount, fieldAccessor);
    if (e.type != Expr::Type::Call) return;
    ++stats.functionCalls;
    std::string literal = !e.args.empty() && e.args[0].type == Expr::Type::String ? e.args[0].text : std::string();
    bool literalArg = !e.args.empty() && e.args[0].type == Expr::Type::String;
    if (!e.ns.empty() || !e.fn) {
      error(diag::kForbiddenFunction, path,
            "'" + (e.ns.empty() ? e.text : e.ns + "." + e.text) +
                "' is a user-defined function, which policy rules cannot call",
            loc);
      return;
    }
    if (e.fn->category == kForbiddenCategory) {
      error(diag::kForbiddenFunction, path, "'" + e.text + "()' is not available in policy rules", loc);
      return;
    }
    if (iequals(e.fn->name, "parameters") && literalArg && !parameterDeclared(literal)) {
      error(diag::kParameter, path, "the parameter '" + literal + "' is used but not declared", loc);
    } else if (iequals(e.fn->name, "field") || iequals(e.fn->name, "current")) {
      if (fieldAccessor) {
        error(diag::kCondition, path,
              "'field' and 'current' functions are not supported in the 'field' accessor ('" + e.text + "')", loc);
        return;
      }
      if (iequals(e.fn->name, "field") && literalArg) {
        if (!checkFieldName(literal, path, loc, options, diags)) ok = false;
      } else if (iequals(e.fn->name, "current")) {
        checkCurrent(e, path, loc, inCount);
      }
    }
  }

  void checkCurrent(const Expr& e, const std::string& path, Loc loc, const std::vector<std::string>* inCount) {
    if (!inCount || inCount->empty()) {
      error(diag::kCount, path, "current() is only available inside a count's 'where'", loc);
      return;
    }
    if (e.args.empty()) {
      if (inCount->size() > 1)
        error(diag::kCount, path, "current() without a name is not allowed in a nested count; give the count's name",
              loc);
      return;
    }
    if (e.args[0].type != Expr::Type::String) return;  // computed: checked when evaluated
    const std::string& name = e.args[0].text;
    for (const std::string& c : *inCount) {
      if (iequals(c, name)) return;
      if (c.find("[*]") != std::string::npos && name.size() > c.size() && istartsWith(name, c) && name[c.size()] == '.')
        return;
    }
    error(diag::kCount, path, "current('" + name + "') names no enclosing count (its name or counted alias)", loc);
  }
};

std::string memberPath(const std::string& path, std::string_view key) { return path + "." + std::string(key); }

class Compiler {
 public:
  Compiler(const CompileOptions& o, Diagnostics& d, CompileStats& s) : check_{o, d, s, {}, true} {}

  std::optional<Condition> run(const Value& v, const std::string& path) {
    std::optional<Condition> c = compile(v, path);
    if (check_.stats.conditions > kMaxConditions)
      check_.error(diag::kLimit, path,
                   std::to_string(check_.stats.conditions) + " conditions; Azure allows " +
                       std::to_string(kMaxConditions),
                   v.loc());
    if (check_.stats.valueCounts > kMaxValueCounts)
      check_.error(diag::kLimit, path,
                   std::to_string(check_.stats.valueCounts) + " value counts; Azure allows " +
                       std::to_string(kMaxValueCounts) + " per rule",
                   v.loc());
    if (check_.stats.functionCalls > kMaxFunctionCalls)
      check_.error(diag::kLimit, path,
                   std::to_string(check_.stats.functionCalls) + " function calls; Azure allows " +
                       std::to_string(kMaxFunctionCalls),
                   v.loc());
    if (!check_.ok) return std::nullopt;
    return c;
  }

  Checker check_;

 private:
  bool expr(const Value& v, const std::string& path, bool fieldAccessor = false) {
    return checkExpression(v, path, check_.options, &check_.counts, fieldAccessor, check_.diags, check_.stats) ||
           (check_.ok = false);
  }

  void exprs(const Value& v, const std::string& path) {
    if (v.isString()) {
      expr(v, path);
    } else if (v.isArray()) {
      for (size_t i = 0; i < v.arr().size(); ++i) exprs(v.arr()[i], path + "[" + std::to_string(i) + "]");
    } else if (v.isObject()) {
      for (const auto& [k, x] : v.obj()) exprs(x, memberPath(path, k));
    }
  }

  std::optional<Condition> compile(const Value& v, const std::string& path) {
    if (!v.isObject()) {
      check_.error(diag::kCondition, path, "expected an object (a condition or allOf/anyOf/not), found " +
                                               std::string(kindName(v.kind())),
                   v.loc());
      return std::nullopt;
    }
    const Object& o = v.obj();
    Condition c;
    c.path = path;
    c.loc = v.loc();
    for (const auto& [k, x] : o) {
      if (iequals(k, "allOf") || iequals(k, "anyOf")) {
        if (o.size() != 1) return extraKeys(o, k, path, v.loc());
        c.kind = iequals(k, "allOf") ? Condition::Kind::AllOf : Condition::Kind::AnyOf;
        std::string p = memberPath(path, k);
        if (!x.isArray()) {
          check_.error(diag::kCondition, p, "'" + k + "' takes an array of conditions, found " + kindName(x.kind()),
                       x.loc());
          return std::nullopt;
        }
        bool ok = true;
        for (size_t i = 0; i < x.arr().size(); ++i) {
          auto child = compile(x.arr()[i], p + "[" + std::to_string(i) + "]");
          if (child) c.children.push_back(std::move(*child));
          else ok = false;
        }
        if (!ok) return std::nullopt;
        return c;
      }
      if (iequals(k, "not")) {
        if (o.size() != 1) return extraKeys(o, k, path, v.loc());
        c.kind = Condition::Kind::Not;
        auto child = compile(x, memberPath(path, k));
        if (!child) return std::nullopt;
        c.children.push_back(std::move(*child));
        return c;
      }
    }
    return leaf(v, path);
  }

  std::optional<Condition> extraKeys(const Object& o, const std::string& op, const std::string& path, Loc loc) {
    std::string keys;
    for (const auto& [k, x] : o)
      if (!iequals(k, op)) keys += (keys.empty() ? "'" : ", '") + k + "'";
    check_.error(diag::kCondition, path, "'" + op + "' cannot stand beside " + keys + " in one object", loc);
    return std::nullopt;
  }

  std::optional<Condition> leaf(const Value& v, const std::string& path) {
    ++check_.stats.conditions;
    Condition c;
    c.path = path;
    c.loc = v.loc();
    const Value* subject = nullptr;
    std::string subjectKey;
    std::optional<Op> op;
    std::string opKey;
    bool ok = true;
    for (const auto& [k, x] : v.obj()) {
      if (iequals(k, "field") || iequals(k, "value") || iequals(k, "count")) {
        if (subject) {
          check_.error(diag::kCondition, path, "a condition has one of 'field', 'value' or 'count', not both '" +
                                                   subjectKey + "' and '" + k + "'",
                       x.loc());
          ok = false;
        }
        subject = &x;
        subjectKey = k;
      } else if (auto parsed = parseOp(k)) {
        if (op) {
          check_.error(diag::kCondition, path, "a condition has exactly one operator, not both '" + opKey + "' and '" +
                                                   k + "'",
                       x.loc());
          ok = false;
        }
        op = parsed;
        opKey = k;
        c.rhs = x;
      } else {
        check_.error(diag::kCondition, memberPath(path, k),
                     "unknown key '" + k + "' (a condition has 'field', 'value' or 'count' and one operator)",
                     x.loc());
        ok = false;
      }
    }
    if (!subject) {
      check_.error(diag::kCondition, path, "a condition needs 'field', 'value' or 'count'", v.loc());
      return std::nullopt;
    }
    if (!op) {
      check_.error(diag::kCondition, path, "a condition needs an operator (equals, in, exists, ...)", v.loc());
      return std::nullopt;
    }
    if (!ok) return std::nullopt;
    c.op = *op;
    std::string rhsPath = memberPath(path, opKey);
    if (*op == Op::Exists && !c.rhs.isBool() && !c.rhs.isString()) {
      check_.error(diag::kCondition, rhsPath, "'exists' takes true or false", c.rhs.loc());
      return std::nullopt;
    }
    if ((*op == Op::In || *op == Op::NotIn) && !c.rhs.isArray() && !(c.rhs.isString() && isExpression(c.rhs.str()))) {
      check_.error(diag::kCondition, rhsPath, "'" + opKey + "' takes an array, found " + kindName(c.rhs.kind()),
                   c.rhs.loc());
      return std::nullopt;
    }
    exprs(c.rhs, rhsPath);
    std::string subjectPath = memberPath(path, subjectKey);
    if (iequals(subjectKey, "field")) {
      c.kind = Condition::Kind::Field;
      c.operand = *subject;
      if (!subject->isString()) {
        check_.error(diag::kCondition, subjectPath, "'field' takes a string", subject->loc());
        return std::nullopt;
      }
      if (isExpression(subject->str())) expr(*subject, subjectPath, true);
      else if (!checkFieldName(subject->str(), subjectPath, subject->loc(), check_.options, check_.diags))
        check_.ok = false;
    } else if (iequals(subjectKey, "value")) {
      c.kind = Condition::Kind::Value;
      c.operand = *subject;
      exprs(*subject, subjectPath);
    } else {
      if (!count(c, *subject, subjectPath)) return std::nullopt;
    }
    if (!check_.ok) return std::nullopt;
    return c;
  }

  bool count(Condition& c, const Value& v, const std::string& path) {
    if (!v.isObject()) {
      check_.error(diag::kCount, path, "'count' takes an object with 'field' or 'value' (and 'where')", v.loc());
      return false;
    }
    const Value* field = nullptr;
    const Value* value = nullptr;
    const Value* where = nullptr;
    const Value* name = nullptr;
    for (const auto& [k, x] : v.obj()) {
      if (iequals(k, "field")) field = &x;
      else if (iequals(k, "value")) value = &x;
      else if (iequals(k, "where")) where = &x;
      else if (iequals(k, "name")) name = &x;
      else {
        check_.error(diag::kCount, memberPath(path, k), "unknown key '" + k + "' in a count", x.loc());
        return false;
      }
    }
    if ((field != nullptr) == (value != nullptr)) {
      check_.error(diag::kCount, path, "a count has either 'field' or 'value'", v.loc());
      return false;
    }
    std::string currentName;
    if (field) {
      c.kind = Condition::Kind::FieldCount;
      c.operand = *field;
      std::string fp = memberPath(path, "field");
      if (name) {
        check_.error(diag::kCount, memberPath(path, "name"), "'name' belongs to value counts only", name->loc());
        return false;
      }
      if (!field->isString()) {
        check_.error(diag::kCount, fp, "'count.field' takes an alias", field->loc());
        return false;
      }
      if (isExpression(field->str())) {
        if (!expr(*field, fp, true)) return false;
      } else {
        if (field->str().find("[*]") == std::string::npos) {
          check_.error(diag::kCount, fp, "'count.field' must be an array alias (with [*]), not '" + field->str() + "'",
                       field->loc());
          return false;
        }
        if (!checkFieldName(field->str(), fp, field->loc(), check_.options, check_.diags)) return false;
      }
      currentName = field->str();
    } else {
      c.kind = Condition::Kind::ValueCount;
      ++check_.stats.valueCounts;
      c.operand = *value;
      exprs(*value, memberPath(path, "value"));
      if (!value->isArray() && !(value->isString() && isExpression(value->str()))) {
        check_.error(diag::kCount, memberPath(path, "value"),
                     "'count.value' takes an array (or an expression that gives one), found " +
                         std::string(kindName(value->kind())),
                     value->loc());
        return false;
      }
      c.countName = "default";
      if (name) {
        if (!name->isString() || !isLetterDigits(name->str())) {
          check_.error(diag::kCount, memberPath(path, "name"),
                       "'count.name' is made of English letters and digits, not " +
                           (name->isString() ? "'" + name->str() + "'" : std::string(kindName(name->kind()))),
                       name->loc());
          return false;
        }
        c.countName = name->str();
      } else if (!check_.counts.empty()) {
        check_.error(diag::kCount, path, "a value count inside another count needs a 'name'", v.loc());
        return false;
      }
      currentName = c.countName;
    }
    if (where) {
      check_.counts.push_back(currentName);
      auto w = compile(*where, memberPath(path, "where"));
      check_.counts.pop_back();
      if (!w) return false;
      c.children.push_back(std::move(*w));
    }
    return true;
  }
};

}  // namespace

bool checkFieldName(const std::string& field, const std::string& path, Loc loc, const CompileOptions& options,
                    Diagnostics& diags) {
  FieldRef f = parseField(field);
  if (f.kind != FieldRef::Kind::Alias) return true;
  if (options.aliases && options.aliases->contains(field)) return true;
  if (looksLikePropertyPath(field)) {
    diags.add(diag::make(diag::kPropertyPath, path,
                         "'" + field + "' is a property path; a field must be an alias (such as "
                                       "'Microsoft.Storage/storageAccounts/minimumTlsVersion') or one of name, fullName, "
                                       "kind, type, location, id, identity.type, tags",
                         loc));
    return false;
  }
  diags.add(diag::make(diag::kUnknownAlias, path,
                       "the alias '" + field + "' is not in the alias catalogue (Azure: InvalidPolicyAlias)", loc));
  return false;
}

bool checkExpression(const Value& v, const std::string& path, const CompileOptions& options,
                     const std::vector<std::string>* inCount, bool fieldAccessor, Diagnostics& diags,
                     CompileStats& stats) {
  if (!v.isString() || !isExpression(v.str())) return true;
  std::string_view text = v.str();
  auto parsed = parseExpression(text.substr(1, text.size() - 2), v.loc(), options.functions);
  if (!parsed) {
    diags.add(diag::make(diag::kExpression, path, parsed.error().message + " in '" + v.str() + "'", v.loc()));
    return false;
  }
  Checker c{options, diags, stats, {}, true};
  c.walkExpr((*parsed)->root, path, v.loc(), inCount, fieldAccessor);
  return c.ok;
}

bool checkExpressions(const Value& v, const std::string& path, const CompileOptions& options, Diagnostics& diags,
                      CompileStats& stats) {
  if (v.isString()) return checkExpression(v, path, options, nullptr, false, diags, stats);
  bool ok = true;
  if (v.isArray())
    for (size_t i = 0; i < v.arr().size(); ++i)
      ok = checkExpressions(v.arr()[i], path + "[" + std::to_string(i) + "]", options, diags, stats) && ok;
  if (v.isObject())
    for (const auto& [k, x] : v.obj()) ok = checkExpressions(x, path + "." + k, options, diags, stats) && ok;
  return ok;
}

std::optional<Condition> compileCondition(const Value& v, const std::string& path, const CompileOptions& options,
                                          Diagnostics& diags, CompileStats& stats) {
  Compiler c(options, diags, stats);
  return c.run(v, path);
}

}  // namespace pf::policy
