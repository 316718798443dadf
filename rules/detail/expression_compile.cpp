// Compiling expression mappings. Strict: a misspelt condition, a missing or doubled operand, an
// argument of the wrong type, a bad path, regex or version constraint is an error at the line
// where it is written, so a broken rule is found when it loads rather than silently never failing.
#include <algorithm>

#include "rules/detail/expression.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/value_compare.hpp"

namespace pf::rules::detail {
namespace {

enum class Arg { Bool, AnyValue, List, Integer, Strings, Pattern, Constraint, SchemaList };
enum Mod : unsigned { kCaseSensitive = 1, kConvert = 2, kUnique = 4, kIgnoreScheme = 8, kIncludePrerelease = 16 };

struct CondInfo {
  Cond kind;
  std::string_view name;
  Arg arg;
  unsigned mods;
  bool fieldOnly;
  bool function;  // the argument may be a `$` function
};

constexpr CondInfo kConds[] = {
    {Cond::Exists, "exists", Arg::Bool, 0, true, false},
    {Cond::HasValue, "hasValue", Arg::Bool, 0, false, false},
    {Cond::HasDefault, "hasDefault", Arg::AnyValue, kCaseSensitive, false, false},
    {Cond::Equals, "equals", Arg::AnyValue, kCaseSensitive | kConvert, false, true},
    {Cond::NotEquals, "notEquals", Arg::AnyValue, kCaseSensitive | kConvert, false, true},
    {Cond::In, "in", Arg::List, 0, false, true},
    {Cond::NotIn, "notIn", Arg::List, 0, false, true},
    {Cond::Less, "less", Arg::Integer, kConvert, false, true},
    {Cond::LessOrEquals, "lessOrEquals", Arg::Integer, kConvert, false, true},
    {Cond::Greater, "greater", Arg::Integer, kConvert, false, true},
    {Cond::GreaterOrEquals, "greaterOrEquals", Arg::Integer, kConvert, false, true},
    {Cond::Count, "count", Arg::Integer, 0, false, true},
    {Cond::NotCount, "notCount", Arg::Integer, 0, false, true},
    {Cond::StartsWith, "startsWith", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::NotStartsWith, "notStartsWith", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::EndsWith, "endsWith", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::NotEndsWith, "notEndsWith", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::Contains, "contains", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::NotContains, "notContains", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::Like, "like", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::NotLike, "notLike", Arg::Strings, kCaseSensitive | kConvert, false, false},
    {Cond::Match, "match", Arg::Pattern, kCaseSensitive, false, true},
    {Cond::NotMatch, "notMatch", Arg::Pattern, kCaseSensitive, false, true},
    {Cond::SetOf, "setOf", Arg::List, kCaseSensitive, true, true},
    {Cond::Subset, "subset", Arg::List, kCaseSensitive | kUnique, true, true},
    {Cond::IsString, "isString", Arg::Bool, 0, false, false},
    {Cond::IsArray, "isArray", Arg::Bool, 0, false, false},
    {Cond::IsBoolean, "isBoolean", Arg::Bool, kConvert, false, false},
    {Cond::IsInteger, "isInteger", Arg::Bool, kConvert, false, false},
    {Cond::IsNumeric, "isNumeric", Arg::Bool, kConvert, false, false},
    {Cond::IsDateTime, "isDateTime", Arg::Bool, kConvert, false, false},
    {Cond::IsLower, "isLower", Arg::Bool, 0, false, false},
    {Cond::IsUpper, "isUpper", Arg::Bool, 0, false, false},
    {Cond::Version, "version", Arg::Constraint, kIncludePrerelease, false, false},
    {Cond::ApiVersion, "apiVersion", Arg::Constraint, kIncludePrerelease, false, false},
    {Cond::HasSchema, "hasSchema", Arg::SchemaList, kIgnoreScheme | kCaseSensitive, true, false},
    {Cond::WithinPath, "withinPath", Arg::Strings, kCaseSensitive, false, false},
    {Cond::NotWithinPath, "notWithinPath", Arg::Strings, kCaseSensitive, false, false},
};

constexpr bool tableMatchesEnum() {
  for (size_t i = 0; i < std::size(kConds); ++i)
    if (static_cast<size_t>(kConds[i].kind) != i) return false;
  return std::size(kConds) == 38;
}
static_assert(tableMatchesEnum(), "kConds must list every condition in the order of enum Cond");

const CondInfo& info(Cond c) { return kConds[static_cast<size_t>(c)]; }

struct ModInfo {
  std::string_view name;
  Mod mod;
};
constexpr ModInfo kMods[] = {{"caseSensitive", kCaseSensitive},
                             {"convert", kConvert},
                             {"unique", kUnique},
                             {"ignoreScheme", kIgnoreScheme},
                             {"includePrerelease", kIncludePrerelease}};

constexpr std::string_view kOperands[] = {"field", "type", "name", "source", "scope", "value"};
constexpr std::string_view kOperators[] = {"allOf", "anyOf", "not"};
// Quantifier spellings of a sub-selector; PSRule's own are lessOrEqual/greaterOrEqual, the others
// double as condition names.
constexpr std::string_view kQuantifierOnly[] = {"lessOrEqual", "greaterOrEqual"};

template <class T>
std::optional<size_t> indexOf(const T& table, std::string_view name) {
  for (size_t i = 0; i < std::size(table); ++i)
    if (iequals(table[i], name)) return i;
  return std::nullopt;
}

std::vector<std::string_view> allKeyNames() {
  std::vector<std::string_view> names;
  for (const auto& c : kConds) names.push_back(c.name);
  for (auto o : kOperators) names.push_back(o);
  for (auto o : kOperands) names.push_back(o);
  for (const auto& m : kMods) names.push_back(m.name);
  names.push_back("where");
  for (auto q : kQuantifierOnly) names.push_back(q);
  return names;
}

struct Keyed {
  std::string key;
  const Value* value;
};

bool isFunction(const Value& v) { return v.isObject() && v.obj().size() == 1 && v.obj().entries()[0].first == "$"; }

class Compiler {
 public:
  explicit Compiler(CompileContext& cx) : cx_(cx) {}

  std::optional<Expr> compile(const Value& node, int depth) {
    if (depth > CompileContext::kMaxDepth || ++cx_.nodes > CompileContext::kMaxNodes) {
      cx_.error(codes::kLimit, "the expression is nested too deeply or is too large", node.loc());
      return std::nullopt;
    }
    if (!node.isObject() || node.obj().empty()) {
      cx_.error(codes::kExpression,
                "expected an expression: a mapping with a condition (e.g. field: ..., equals: ...) or an operator "
                "(allOf, anyOf, not); found " + describeKind(node),
                node.loc());
      return std::nullopt;
    }
    std::vector<Keyed> ops, conds, operands, mods, quants;
    const Value* where = nullptr;
    bool ok = true;
    for (const auto& [k, v] : node.obj()) {
      if (indexOf(kOperators, k)) ops.push_back({k, &v});
      else if (findCondition(k)) conds.push_back({k, &v});
      else if (indexOf(kOperands, k)) operands.push_back({k, &v});
      else if (findMod(k)) mods.push_back({k, &v});
      else if (iequals(k, "where")) where = &v;
      else if (indexOf(kQuantifierOnly, k)) quants.push_back({k, &v});
      else {
        std::string hint = closestName(k, allKeyNames());
        cx_.error(codes::kExpression,
                  "unknown condition or property '" + k + "'" + (hint.empty() ? "" : " (did you mean '" + hint + "'?)"),
                  v.loc());
        ok = false;
      }
    }
    if (!ok) return std::nullopt;
    if (!ops.empty()) return compileOperator(node, ops, conds, operands, mods, quants, where, depth);
    return compileCondition(node, conds, operands, mods, quants, where);
  }

 private:
  CompileContext& cx_;

  static std::optional<Mod> findMod(std::string_view k) {
    for (const auto& m : kMods)
      if (iequals(m.name, k)) return m.mod;
    return std::nullopt;
  }

  bool fail(const char* code, std::string msg, const Loc& loc) {
    cx_.error(code, std::move(msg), loc);
    return false;
  }

  std::optional<Expr> compileOperator(const Value& node, const std::vector<Keyed>& ops, const std::vector<Keyed>& conds,
                                      const std::vector<Keyed>& operands, const std::vector<Keyed>& mods,
                                      std::vector<Keyed> quants, const Value* where, int depth) {
    if (ops.size() > 1) {
      fail(codes::kExpression, "an expression has one operator; found '" + ops[0].key + "' and '" + ops[1].key + "'",
           ops[1].value->loc());
      return std::nullopt;
    }
    const Keyed& opKey = ops[0];
    // Besides the operator only a sub-selector's keys may appear: field, where and a quantifier.
    for (const auto& c : conds) {
      Cond k = *findCondition(c.key);
      if (k == Cond::Count || k == Cond::Less || k == Cond::LessOrEquals || k == Cond::Greater ||
          k == Cond::GreaterOrEquals) {
        quants.push_back(c);
      } else {
        fail(codes::kExpression,
             "'" + opKey.key + "' cannot be combined with the condition '" + c.key + "' in one mapping; put the "
             "condition inside the operator",
             c.value->loc());
        return std::nullopt;
      }
    }
    for (const auto& m : mods) {
      fail(codes::kExpression, "'" + m.key + "' applies to conditions, not to '" + opKey.key + "'", m.value->loc());
      return std::nullopt;
    }
    Operator op;
    op.kind = iequals(opKey.key, "allOf") ? Op::AllOf : iequals(opKey.key, "anyOf") ? Op::AnyOf : Op::Not;
    const Value* field = nullptr;
    for (const auto& o : operands) {
      if (!iequals(o.key, "field")) {
        fail(codes::kOperand, "'" + o.key + "' cannot be used with '" + opKey.key + "'; a sub-selector takes 'field'",
             o.value->loc());
        return std::nullopt;
      }
      field = o.value;
    }
    if ((where || !quants.empty()) && !field) {
      fail(codes::kOperand,
           std::string(where ? "'where'" : "a quantifier") + " needs 'field': the array whose items the operator checks",
           (where ? where : quants[0].value)->loc());
      return std::nullopt;
    }
    if (quants.size() > 1) {
      fail(codes::kExpression, "a sub-selector takes one quantifier; found '" + quants[0].key + "' and '" +
                                   quants[1].key + "'",
           quants[1].value->loc());
      return std::nullopt;
    }
    if (field) {
      SubSelector sub;
      auto path = compilePath(*field);
      if (!path) return std::nullopt;
      sub.field = std::move(*path);
      if (where) {
        auto w = compile(*where, depth + 1);
        if (!w) return std::nullopt;
        sub.where = std::make_shared<const Expr>(std::move(*w));
      }
      if (!quants.empty()) {
        const Keyed& q = quants[0];
        int64_t bound;
        if (!q.value->isInt() || (bound = q.value->asInt()) < 0) {
          fail(codes::kArgument, "the quantifier '" + q.key + "' takes a non-negative integer; found " +
                                     describeKind(*q.value),
               q.value->loc());
          return std::nullopt;
        }
        sub.bound = bound;
        std::string k = toLowerAscii(q.key);
        sub.quantifier = k == "count"                                           ? SubSelector::Count
                         : k == "less"                                          ? SubSelector::Less
                         : (k == "lessorequal" || k == "lessorequals")          ? SubSelector::LessOrEqual
                         : k == "greater"                                       ? SubSelector::Greater
                                                                                : SubSelector::GreaterOrEqual;
      }
      op.sub = std::move(sub);
    }
    const Value& body = *opKey.value;
    if (op.kind == Op::Not) {
      if (!body.isObject()) {
        fail(codes::kType, "'not' takes one expression (a mapping); found " + describeKind(body), body.loc());
        return std::nullopt;
      }
      auto child = compile(body, depth + 1);
      if (!child) return std::nullopt;
      op.children.push_back(std::move(*child));
    } else {
      if (!body.isArray()) {
        fail(codes::kType, "'" + opKey.key + "' takes a list of expressions; found " + describeKind(body), body.loc());
        return std::nullopt;
      }
      if (body.arr().empty())
        cx_.warning(codes::kUnused,
                    "'" + opKey.key + "' has no expressions; it always " +
                        (op.kind == Op::AllOf ? "passes" : "fails"),
                    body.loc());
      for (const Value& c : body.arr()) {
        auto child = compile(c, depth + 1);
        if (!child) return std::nullopt;
        op.children.push_back(std::move(*child));
      }
    }
    return Expr{std::move(op), node.loc()};
  }

  std::optional<ObjectPath> compilePath(const Value& v) {
    std::string text, err;
    if (!v.isString() && !scalarText(v, text)) {
      fail(codes::kType, "'field' takes an object path (a string); found " + describeKind(v), v.loc());
      return std::nullopt;
    }
    if (v.isString()) text = v.str();
    auto p = ObjectPath::parse(text, err);
    if (!p) fail(codes::kPath, "invalid object path '" + text + "': " + err, v.loc());
    return p;
  }

  std::optional<Expr> compileCondition(const Value& node, const std::vector<Keyed>& conds,
                                       const std::vector<Keyed>& operands, const std::vector<Keyed>& mods,
                                       const std::vector<Keyed>& quants, const Value* where) {
    if (!quants.empty()) {
      fail(codes::kExpression,
           "'" + quants[0].key + "' is a sub-selector quantifier and needs an operator (allOf/anyOf)" +
               " (as a condition, write '" + quants[0].key + "s')",
           quants[0].value->loc());
      return std::nullopt;
    }
    if (where) {
      fail(codes::kExpression, "'where' filters the items of a sub-selector and needs 'field' and an operator "
                               "(allOf/anyOf); use spec.where for a rule pre-condition",
           where->loc());
      return std::nullopt;
    }
    if (conds.empty()) {
      std::string what = operands.empty() ? "" : " for '" + operands[0].key + "'";
      fail(codes::kExpression, "the expression has no condition" + what +
                                   "; add one such as equals, exists, in, match or greaterOrEquals, or an operator",
           node.loc());
      return std::nullopt;
    }
    if (conds.size() > 1) {
      fail(codes::kExpression, "an expression has one condition; found '" + conds[0].key + "' and '" + conds[1].key +
                                   "' (combine them with allOf)",
           conds[1].value->loc());
      return std::nullopt;
    }
    const Keyed& ck = conds[0];
    Condition c;
    c.kind = *findCondition(ck.key);
    const CondInfo& ci = info(c.kind);
    if (operands.empty()) {
      fail(codes::kOperand, "'" + ck.key + "' needs an operand: one of field, type, name, source, scope or value",
           node.loc());
      return std::nullopt;
    }
    if (operands.size() > 1) {
      fail(codes::kOperand, "an expression has one operand; found '" + operands[0].key + "' and '" + operands[1].key + "'",
           operands[1].value->loc());
      return std::nullopt;
    }
    if (!compileOperand(operands[0], c.operand)) return std::nullopt;
    if (ci.fieldOnly && c.operand.kind != OperandKind::Field) {
      fail(codes::kOperand, "'" + ck.key + "' works on a field; use 'field' as its operand", operands[0].value->loc());
      return std::nullopt;
    }
    for (const auto& m : mods) {
      Mod mod = *findMod(m.key);
      if (!m.value->isBool()) {
        fail(codes::kType, "'" + m.key + "' takes true or false; found " + describeKind(*m.value), m.value->loc());
        return std::nullopt;
      }
      if (!(ci.mods & mod)) {
        cx_.warning(codes::kUnused, "'" + m.key + "' has no effect on '" + ck.key + "'", m.value->loc());
        continue;
      }
      bool b = m.value->asBool();
      switch (mod) {
        case kCaseSensitive: c.caseSensitive = b; break;
        case kConvert: c.convert = b; break;
        case kUnique: c.unique = b; break;
        case kIgnoreScheme: c.ignoreScheme = b; break;
        case kIncludePrerelease: break;  // used when parsing the constraint below
      }
    }
    if (!compileArgument(ck, ci, node, c)) return std::nullopt;
    return Expr{std::move(c), node.loc()};
  }

  bool compileOperand(const Keyed& o, Operand& out) {
    const Value& v = *o.value;
    std::string k = toLowerAscii(o.key);
    std::string text;
    if (k == "value") {
      out.kind = OperandKind::Literal;
      if (isFunction(v)) {
        auto fn = compileFunction(v.obj().entries()[0].second, cx_);
        if (!fn) return false;
        out.fn = std::make_shared<const Function>(std::move(*fn));
      } else {
        out.literal = v;
      }
      return true;
    }
    if (k == "field") {
      auto p = compilePath(v);
      if (!p) return false;
      out.kind = OperandKind::Field;
      out.text = p->text();
      out.path = std::move(*p);
      return true;
    }
    if (!scalarText(v, text) || v.isNull())
      return fail(codes::kType, "'" + o.key + "' takes a string; found " + describeKind(v), v.loc());
    if (k == "source") {
      if (text.empty()) return fail(codes::kOperand, "'source' names a source kind such as 'Template'", v.loc());
      out.kind = OperandKind::Source;
      out.text = text;
      return true;
    }
    // type, name and scope bind the target's own values and only accept '.'.
    if (text != ".")
      return fail(codes::kOperand, "'" + o.key + ": " + text + "' is not supported; write '" + o.key +
                                       ": .' for the target's bound " + o.key,
                  v.loc());
    out.kind = k == "type" ? OperandKind::Type : k == "name" ? OperandKind::Name : OperandKind::Scope;
    out.text = o.key;
    return true;
  }

  bool compileArgument(const Keyed& ck, const CondInfo& ci, const Value& node, Condition& c) {
    const Value& v = *ck.value;
    std::string text;
    auto wrong = [&](const std::string& expected) {
      return fail(codes::kArgument, "'" + ck.key + "' takes " + expected + "; found " + describeKind(v), v.loc());
    };
    if (isFunction(v)) {
      if (!ci.function)
        return fail(codes::kArgument, "'" + ck.key + "' does not accept a '$' function as its argument", v.loc());
      auto fn = compileFunction(v.obj().entries()[0].second, cx_);
      if (!fn) return false;
      c.expected.fn = std::make_shared<const Function>(std::move(*fn));
      return true;
    }
    switch (ci.arg) {
      case Arg::Bool:
        if (!v.isBool()) return wrong("true or false");
        c.flag = v.asBool();
        return true;
      case Arg::AnyValue:
        c.expected.literal = v;
        return true;
      case Arg::Integer: {
        int64_t n;
        if (v.isInt()) n = v.asInt();
        else if (!(v.isString() && parseInt(v.str(), n))) return wrong("an integer");
        c.expected.literal = Value(n);
        return true;
      }
      case Arg::List:
        if (!v.isArray()) return wrong("a list of values");
        for (const Value& item : v.arr()) {
          if (item.isArray() || item.isObject())
            return fail(codes::kArgument, "'" + ck.key + "' takes a list of plain values; an item is " +
                                              describeKind(item),
                        item.loc());
          c.list.push_back(item);
        }
        return true;
      case Arg::SchemaList:
        if (!v.isArray()) return wrong("a list of schema URIs");
        [[fallthrough]];
      case Arg::Strings: {
        auto add = [&](const Value& item) {
          if (!scalarText(item, text) || item.isNull())
            return fail(codes::kArgument, "'" + ck.key + "' takes a string or a list of strings; an item is " +
                                              describeKind(item),
                        item.loc());
          c.strings.push_back(text);
          if (c.kind == Cond::Like || c.kind == Cond::NotLike) c.wildcards.emplace_back(text);
          return true;
        };
        if (v.isArray()) {
          for (const Value& item : v.arr())
            if (!add(item)) return false;
          return true;
        }
        if (v.isObject() || v.isNull()) return wrong("a string or a list of strings");
        return add(v);
      }
      case Arg::Pattern: {
        if (!scalarText(v, text) || v.isNull()) return wrong("a regular expression (a string)");
        std::string err;
        c.regex = cx_.regexes ? cx_.regexes->compile(text, c.caseSensitive, err) : Regex::compile(text, c.caseSensitive, err);
        if (!c.regex) return fail(codes::kRegex, "invalid regular expression '" + text + "': " + err, v.loc());
        return true;
      }
      case Arg::Constraint: {
        if (!scalarText(v, text)) return wrong("a version constraint (a string)");
        bool pre = false;
        if (const Value* p = node.get("includePrerelease"); p && p->isBool()) pre = p->asBool();
        std::string err;
        auto kind = c.kind == Cond::Version ? VersionKind::Semantic : VersionKind::Date;
        auto vc = VersionConstraint::parse(text, kind, pre, err);
        if (!vc) return fail(codes::kVersion, "invalid version constraint '" + text + "': " + err, v.loc());
        c.version = std::make_shared<const VersionConstraint>(std::move(*vc));
        return true;
      }
    }
    return false;
  }
};

}  // namespace

const char* condName(Cond c) { return kConds[static_cast<size_t>(c)].name.data(); }

std::optional<Cond> findCondition(std::string_view name) {
  for (const auto& c : kConds)
    if (iequals(c.name, name)) return c.kind;
  return std::nullopt;
}

std::vector<std::string_view> conditionNames() {
  std::vector<std::string_view> names;
  for (const auto& c : kConds) names.push_back(c.name);
  return names;
}

std::optional<Expr> compileExpression(const Value& node, CompileContext& cx, int depth) {
  return Compiler(cx).compile(node, depth);
}

}  // namespace pf::rules::detail
