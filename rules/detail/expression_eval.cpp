// Operators and sub-selectors. Reasons are kept only where they explain the outcome: the failing
// part of an allOf, every part of a failing anyOf, the unknown parts of an unknown result.
#include <algorithm>

#include "rules/detail/evaluator.hpp"
#include "rules/detail/value_compare.hpp"

namespace pf::rules::detail {
namespace {

void append(std::vector<Reason>& to, std::vector<Reason>& from) {
  for (auto& r : from) to.push_back(std::move(r));
  from.clear();
}

std::string describeArgument(const Condition& c) {
  if (c.expected.fn) return "a computed value";
  if (!c.list.empty()) {
    std::string s;
    for (const auto& v : c.list) s += (s.empty() ? "'" : ", '") + reasonValue(v) + "'";
    return s;
  }
  if (!c.strings.empty()) {
    std::string s;
    for (const auto& v : c.strings) s += (s.empty() ? "'" : ", '") + v + "'";
    return s;
  }
  if (c.regex) return "'" + c.regex->pattern() + "'";
  if (c.version) return "'" + c.version->text() + "'";
  switch (c.kind) {
    case Cond::Exists:
    case Cond::HasValue:
    case Cond::IsString:
    case Cond::IsArray:
    case Cond::IsBoolean:
    case Cond::IsInteger:
    case Cond::IsNumeric:
    case Cond::IsDateTime:
    case Cond::IsLower:
    case Cond::IsUpper: return c.flag ? "true" : "false";
    default: return "'" + reasonValue(c.expected.literal) + "'";
  }
}

// Why a `not` failed: the inner expression held.
Reason negationReason(const Expr& inner) {
  if (const auto* c = std::get_if<Condition>(&inner.node)) {
    std::string path = c->operand.kind == OperandKind::Field ? c->operand.text : "";
    return {path, std::string("Satisfies '") + condName(c->kind) + ": " + describeArgument(*c) + "', which must not hold."};
  }
  return {"", "Satisfies a group of conditions that must not hold."};
}

// Whether `op` can be false without giving a reason: only through an anyOf with no parts (every
// condition, `not` and sub-selector that fails says why).
bool canFailSilently(const Operator& op);

bool canFailSilently(const Expr& e) {
  const auto* op = std::get_if<Operator>(&e.node);
  return op && !op->sub && canFailSilently(*op);
}

bool canFailSilently(const Operator& op) {
  auto silent = [](const Expr& child) { return canFailSilently(child); };
  switch (op.kind) {
    case Op::AllOf: return std::any_of(op.children.begin(), op.children.end(), silent);
    case Op::AnyOf: return std::all_of(op.children.begin(), op.children.end(), silent);
    case Op::Not: return false;
  }
  return false;
}

// Children append their reasons to `reasons` directly; reasons that turn out not to explain the
// outcome are cut off again.
Tri combine(const Operator& op, const EvalEnv& env, const Value& current, bool isRoot, std::vector<Reason>* reasons) {
  auto cut = [&](size_t from, size_t to) {
    if (reasons)
      reasons->erase(reasons->begin() + static_cast<ptrdiff_t>(from), reasons->begin() + static_cast<ptrdiff_t>(to));
  };
  const size_t start = reasons ? reasons->size() : 0;
  switch (op.kind) {
    case Op::AllOf: {
      // A false part decides alone: the reasons of unknown parts before it are dropped.
      Tri result = Tri::True;
      for (const Expr& child : op.children) {
        const size_t before = reasons ? reasons->size() : 0;
        Tri t = evaluate(child, env, current, isRoot, reasons);
        if (t == Tri::False) {
          cut(start, before);
          return Tri::False;
        }
        if (t == Tri::Unknown) result = Tri::Unknown;
      }
      return result;
    }
    case Op::AnyOf: {
      // Reasons matter only when no part holds, and in most anyOfs one does: the outcome is found
      // without reasons first, and the parts are evaluated again for them only when it is false
      // (every part's reasons) or unknown (the unknown parts' reasons).
      Tri result = Tri::False;
      for (const Expr& child : op.children) {
        Tri t = evaluate(child, env, current, isRoot, nullptr);
        if (t == Tri::True) return Tri::True;
        if (t == Tri::Unknown) result = Tri::Unknown;
      }
      if (!reasons) return result;
      for (const Expr& child : op.children) {
        const size_t before = reasons->size();
        Tri t = evaluate(child, env, current, isRoot, reasons);
        if (result == Tri::Unknown && t != Tri::Unknown) cut(before, reasons->size());
      }
      return result;
    }
    case Op::Not: {
      if (op.children.empty()) return Tri::False;
      // The inner reasons explain only an unknown result (rare): evaluated again for them then.
      Tri t = evaluate(op.children[0], env, current, isRoot, nullptr);
      if (t == Tri::Unknown) {
        if (reasons) evaluate(op.children[0], env, current, isRoot, reasons);
        return t;
      }
      if (t == Tri::True) {
        if (reasons) reasons->push_back(negationReason(op.children[0]));
        return Tri::False;
      }
      return Tri::True;
    }
  }
  return Tri::False;
}

bool quantifierHolds(const SubSelector& s, int64_t n) {
  switch (s.quantifier) {
    case SubSelector::Count: return n == s.bound;
    case SubSelector::Less: return n < s.bound;
    case SubSelector::LessOrEqual: return n <= s.bound;
    case SubSelector::Greater: return n > s.bound;
    case SubSelector::GreaterOrEqual: return n >= s.bound;
    case SubSelector::None: return true;
  }
  return false;
}

const char* quantifierText(SubSelector::Quantifier q) {
  switch (q) {
    case SubSelector::Count: return "exactly";
    case SubSelector::Less: return "fewer than";
    case SubSelector::LessOrEqual: return "at most";
    case SubSelector::Greater: return "more than";
    case SubSelector::GreaterOrEqual: return "at least";
    case SubSelector::None: break;
  }
  return "";
}

// Reasons found on an item are reported with the item's place in the field.
void prefixReasons(std::vector<Reason>& rs, const std::string& field, size_t index) {
  for (auto& r : rs) {
    std::string base = field + "[" + std::to_string(index) + "]";
    bool self = r.path.empty() || r.path == "." || r.path == "$" || r.path == "@";
    r.path = self ? base : base + (r.path[0] == '[' ? "" : ".") + r.path;
  }
}

Tri evaluateSub(const Operator& op, const EvalEnv& env, const Value& current, std::vector<Reason>* reasons) {
  const SubSelector& s = *op.sub;
  // With a quantifier the items' reasons explain only a count that fails: the outcome is found
  // without them first (most counts hold).
  if (reasons && s.quantifier != SubSelector::None) {
    Tri t = evaluateSub(op, env, current, nullptr);
    if (t == Tri::True) return t;
  }
  const std::string& field = s.field.text();
  PathMatch m = s.field.evaluate(current);
  if (m.tooMuchWork) {
    if (reasons) reasons->push_back({field, pathTooCostly()});
    return Tri::False;
  }
  if (m.unknown) {
    if (reasons) reasons->push_back({field, "Not known before deployment ([" + m.unknownExpr + "])."});
    return Tri::Unknown;
  }
  // Without a quantifier an item fails the selector only when it says why. Where no item can
  // fail silently (see canFailSilently) the items' reasons are needed only by a caller that
  // keeps them.
  const bool keep = reasons || (s.quantifier == SubSelector::None && canFailSilently(op));
  size_t n = m.found ? m.elementCount() : 0;
  int64_t pass = 0, uncertain = 0, failed = 0;
  std::vector<Reason> failing, unknown, scratch;
  for (size_t i = 0; i < n; ++i) {
    const Value& item = m.element(i);
    scratch.clear();
    if (s.where) {
      // The where's reasons explain only an unknown item (rare): evaluated again for them then.
      Tri w = evaluate(*s.where, env, item, false, nullptr);
      if (w == Tri::False) continue;
      if (w == Tri::Unknown) {
        ++uncertain;
        if (reasons) {
          evaluate(*s.where, env, item, false, &scratch);
          prefixReasons(scratch, field, i);
          append(unknown, scratch);
        }
        continue;
      }
    }
    Tri t = combine(op, env, item, false, keep ? &scratch : nullptr);
    if (t == Tri::True) {
      ++pass;
    } else if (t == Tri::Unknown) {
      ++uncertain;
      if (reasons) {
        prefixReasons(scratch, field, i);
        append(unknown, scratch);
      }
    } else {
      // Every failing item is evaluated, so that a report names all of them at once.
      if (!keep || !scratch.empty()) ++failed;
      if (reasons) {
        prefixReasons(scratch, field, i);
        append(failing, scratch);
      }
    }
  }
  if (s.quantifier == SubSelector::None) {
    if (failed > 0) {
      if (reasons) append(*reasons, failing);
      return Tri::False;
    }
    if (uncertain > 0) {
      if (reasons) append(*reasons, unknown);
      return Tri::Unknown;
    }
    if (pass == 0) {
      if (reasons) reasons->push_back({field, m.found ? "No items were selected." : "Does not exist."});
      return Tri::False;
    }
    return Tri::True;
  }
  // With a quantifier the number of passing items lies in [pass, pass + uncertain].
  bool low = quantifierHolds(s, pass), high = quantifierHolds(s, pass + uncertain);
  bool decided = s.quantifier == SubSelector::Count ? (uncertain == 0 || s.bound < pass || s.bound > pass + uncertain)
                                                    : low == high;
  if (!decided) {
    if (reasons) append(*reasons, unknown);
    return Tri::Unknown;
  }
  if (low) return Tri::True;
  if (!reasons) return Tri::False;
  std::string message = std::to_string(pass) + (pass == 1 ? " item matches" : " items match") + "; expected " +
                        quantifierText(s.quantifier) + " " + std::to_string(s.bound) + ".";
  if (!m.found) message = "Does not exist; expected " + std::string(quantifierText(s.quantifier)) + " " +
                          std::to_string(s.bound) + " matching items.";
  reasons->push_back({field, message});
  append(*reasons, failing);
  return Tri::False;
}

}  // namespace

Tri evaluate(const Expr& e, const EvalEnv& env, const Value& current, bool isRoot, std::vector<Reason>* reasons) {
  if (const auto* c = std::get_if<Condition>(&e.node)) return evaluateCondition(*c, env, current, isRoot, reasons);
  const auto& op = std::get<Operator>(e.node);
  if (op.sub) return evaluateSub(op, env, current, reasons);
  return combine(op, env, current, isRoot, reasons);
}

}  // namespace pf::rules::detail
