// The 38 conditions, with PSRule's semantics (LanguageExpressions): which pass when the field is
// missing (notEquals, notIn, notMatch, hasDefault, hasValue: false), how arrays and strings compare
// with numbers, which accept an array of strings. A condition whose answer depends on an unknown
// value is unknown, never a pass or a fail.
#include <concepts>
#include <cstdint>
#include <filesystem>

#include "rules/detail/evaluator.hpp"
#include "rules/detail/value_compare.hpp"

namespace pf::rules::detail {
namespace {

// The operand's value as the condition sees it.
struct Operand {
  enum State { Found, Missing, Invalid, Unknown } state = Found;
  Value value;
  // Where the operand already is (the target's field, the rule's literal), read in place: no copy,
  // and no reference count written on a value other workers read too.
  const Value* at = nullptr;
  std::string unknownExpr;
  std::string_view path;  // field path, for reasons (the condition's text, or ConditionEval::ownPath_)
  const char* prefix = nullptr;  // how a non-field operand is named in reasons ("Type", "Name", ...)
};

std::string quoteList(const std::vector<std::string>& items) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) s += (i ? ", '" : "'") + items[i] + "'";
  return s;
}

std::string quoteValues(const std::vector<Value>& items) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) s += (i ? ", '" : "'") + reasonValue(items[i]) + "'";
  return s;
}

// Rules come from the repository under review, and so do the values they test. Comparing every
// item of a value with every item of a rule's list, or looking for long patterns in long texts,
// costs the product of their sizes: a condition whose cost would pass this fails, saying so,
// instead of running for hours.
constexpr uint64_t kMaxConditionWork = 20'000'000;

// a * b, saturating (the sizes come from files, and their product only has to be compared).
uint64_t product(uint64_t a, uint64_t b) { return b != 0 && a > UINT64_MAX / b ? UINT64_MAX : a * b; }

class ConditionEval {
 public:
  ConditionEval(const Condition& c, const EvalEnv& env, const Value& current, bool isRoot, std::vector<Reason>* reasons)
      : c_(c), env_(env), current_(current), isRoot_(isRoot), reasons_(reasons) {}

  Tri run() {
    resolve();
    if (c_.kind == Cond::Exists) return exists();
    if (op_.state == Operand::Missing) {
      if (passesWhenMissing()) return Tri::True;
      return fail("Does not exist.");
    }
    if (op_.state == Operand::Invalid) return Tri::False;  // reason added by resolve()
    if (op_.state == Operand::Unknown) return unknown(op_.unknownExpr);
    if (c_.expected.fn) {
      FunctionResult r = evaluateFunction(*c_.expected.fn, current_, env_.configuration);
      if (r.tooLarge) return fail(functionTooLarge());
      if (r.unknown) return unknown(r.unknownExpr);
      computed_ = std::move(r.value);
      expected_ = &computed_;
    } else {
      expected_ = &c_.expected.literal;
    }
    return dispatch();
  }

 private:
  const Condition& c_;
  const EvalEnv& env_;
  const Value& current_;
  bool isRoot_;
  std::vector<Reason>* reasons_;  // null: the caller needs only the outcome
  Operand op_;
  // The rule's literal is read where it is: copying it would count references on a value every
  // worker shares, and two cores contend for that count.
  const Value* expected_ = nullptr;
  Value computed_;  // a function's result, when the expected value is one
  std::string ownPath_;  // a path made here (hasSchema's), which op_.path then names
  const Value& expected() const { return *expected_; }

  const Value& v() const { return op_.at ? *op_.at : op_.value; }

  void addReason(std::string message) {
    if (!op_.prefix) {
      reasons_->push_back({std::string(op_.path), std::move(message)});
      return;
    }
    std::string label = op_.prefix;
    if (c_.operand.kind == OperandKind::Source) label += " " + c_.operand.text;
    reasons_->push_back({std::string(op_.path), label + ": " + message});
  }
  // The message (text, or a function making it) is built only when the test fails and the caller
  // keeps reasons: most tests pass, most failures are dropped by an enclosing anyOf or not, and
  // quoting a value costs.
  template <class Message>
  Tri fail(Message&& message) {
    if (!reasons_) return Tri::False;
    if constexpr (std::invocable<Message>)
      addReason(message());
    else
      addReason(std::string(message));
    return Tri::False;
  }
  template <class Message>
  Tri result(bool pass, Message&& message) {
    return pass ? Tri::True : fail(std::forward<Message>(message));
  }
  Tri unknown(const std::string& expr) {
    if (reasons_) addReason("Not known before deployment ([" + expr + "]).");
    return Tri::Unknown;
  }
  Tri unknownValue(const Value& u) { return unknown(u.unknownData().expr); }
  // Whether a comparison of `work` pairs may run; when not, the condition fails (either polarity).
  bool affordable(uint64_t work) { return work <= kMaxConditionWork; }
  Tri tooCostly() {
    return fail("The condition would compare more than " + std::to_string(kMaxConditionWork) +
                " pairs of values or characters (the value's size times the rule's); it is not evaluated.");
  }
  // First unknown inside a value (depth-first), for the reason.
  static const Value* findUnknown(const Value& x) {
    if (x.isUnknown()) return &x;
    if (x.isArray())
      for (const Value& e : x.arr())
        if (const Value* u = findUnknown(e)) return u;
    if (x.isObject())
      for (const auto& [k, e] : x.obj())
        if (const Value* u = findUnknown(e)) return u;
    return nullptr;
  }
  // Content comparisons cannot be decided while any part of the value is unknown.
  bool blockedByUnknown(const Value& x, Tri& out) {
    if (const Value* u = findUnknown(x)) {
      out = unknownValue(*u);
      return true;
    }
    return false;
  }

  // Fills op_ in place (the evaluation's own state: no operand is built and then moved).
  void resolve() {
    Operand& o = op_;
    switch (c_.operand.kind) {
      case OperandKind::Field: {
        o.path = c_.operand.text;
        PathMatch m = c_.operand.path.evaluate(current_);
        if (m.tooMuchWork) {
          o.state = Operand::Invalid;
          if (reasons_) reasons_->push_back({c_.operand.text, pathTooCostly()});
        } else if (m.unknown) {
          o.state = Operand::Unknown;
          o.unknownExpr = std::move(m.unknownExpr);
        } else if (!m.found) {
          o.state = Operand::Missing;
        } else if (!m.many) {
          o.at = m.one;  // points into current_, which outlives this evaluation
        } else {
          o.value = m.value();
        }
        return;
      }
      case OperandKind::Type:
      case OperandKind::Name: {
        bool type = c_.operand.kind == OperandKind::Type;
        o.prefix = type ? "Type" : "Name";
        const std::string* bound = nullptr;
        if (isRoot_) {
          bound = type ? &env_.target.type : &env_.target.name;
        } else if (const Value* m = current_.get(type ? "type" : "name")) {
          if (m->isUnknown()) {
            o.state = Operand::Unknown;
            o.unknownExpr = m->unknownData().expr;
            return;
          }
          if (m->isString()) bound = &m->str();
        }
        if (!bound || bound->empty()) {
          o.state = Operand::Invalid;
          if (reasons_) reasons_->push_back({"", std::string("The target has no bound ") + (type ? "type." : "name.")});
          return;
        }
        o.value = Value(*bound);
        return;
      }
      case OperandKind::Scope:
        o.prefix = "Scope";
        if (!env_.target.scope.empty()) o.value = Value(env_.target.scope);
        return;
      case OperandKind::Source: {
        o.prefix = "Source";  // and the kind (see addReason)
        for (const auto& s : env_.target.sources) {
          if (iequals(s.kind, c_.operand.text)) {
            o.value = Value(s.file);
            return;
          }
        }
        o.state = Operand::Invalid;
        if (reasons_) reasons_->push_back({"", "The target has no '" + c_.operand.text + "' source."});
        return;
      }
      case OperandKind::Literal: {
        o.prefix = "Value";
        if (c_.operand.fn) {
          FunctionResult r = evaluateFunction(*c_.operand.fn, current_, env_.configuration);
          if (r.tooLarge) {
            o.state = Operand::Invalid;
            if (reasons_) reasons_->push_back({"", functionTooLarge()});
          } else if (r.unknown) {
            o.state = Operand::Unknown;
            o.unknownExpr = std::move(r.unknownExpr);
          } else {
            o.value = std::move(r.value);
          }
        } else {
          o.at = &c_.operand.literal;
        }
        return;
      }
    }
  }

  bool passesWhenMissing() const {
    switch (c_.kind) {
      case Cond::NotEquals:
      case Cond::NotIn:
      case Cond::NotMatch:
      case Cond::HasDefault: return true;
      case Cond::HasValue: return !c_.flag;
      default: return false;
    }
  }

  Tri exists() {
    if (op_.state == Operand::Unknown) return unknown(op_.unknownExpr);
    bool found = op_.state == Operand::Found;
    return result(found == c_.flag, c_.flag ? "Does not exist." : "Exists.");
  }

  Tri dispatch() {
    Tri t;
    switch (c_.kind) {
      case Cond::Exists: return exists();
      case Cond::HasValue:
        if (v().isUnknown()) return unknownValue(v());
        return result(c_.flag != isNullOrEmpty(v()),
                      [&] { return c_.flag ? "Is null or empty." : "Is set to '" + reasonValue(v()) + "'."; });
      case Cond::HasDefault:
        if (blockedByUnknown(v(), t)) return t;
        return result(valuesEqual(expected(), v(), c_.caseSensitive, true, false),
                      [&] { return "Is set to '" + reasonValue(v()) + "'."; });
      case Cond::Equals:
      case Cond::NotEquals: {
        if (blockedByUnknown(v(), t)) return t;
        bool eq = valuesEqual(expected(), v(), c_.caseSensitive, true, c_.convert);
        return result(eq == (c_.kind == Cond::Equals), [&] { return "Is set to '" + reasonValue(v()) + "'."; });
      }
      case Cond::In:
      case Cond::NotIn: return inSet();
      case Cond::Less:
      case Cond::LessOrEquals:
      case Cond::Greater:
      case Cond::GreaterOrEquals: return compare();
      case Cond::Count:
      case Cond::NotCount: return count();
      case Cond::StartsWith:
      case Cond::NotStartsWith:
      case Cond::EndsWith:
      case Cond::NotEndsWith:
      case Cond::Contains:
      case Cond::NotContains: return text();
      case Cond::Like:
      case Cond::NotLike: return like();
      case Cond::Match:
      case Cond::NotMatch: return match();
      case Cond::SetOf:
      case Cond::Subset: return set();
      case Cond::IsString:
      case Cond::IsArray:
      case Cond::IsBoolean:
      case Cond::IsInteger:
      case Cond::IsNumeric:
      case Cond::IsDateTime: return typeTest();
      case Cond::IsLower:
      case Cond::IsUpper: return letterCase();
      case Cond::Version:
      case Cond::ApiVersion: return version();
      case Cond::HasSchema: return hasSchema();
      case Cond::WithinPath:
      case Cond::NotWithinPath: return withinPath();
    }
    return Tri::False;
  }

  // in / notIn: the value, or any item of an array value, equals one of the listed values
  // (always case-insensitive, as in PSRule).
  Tri inSet() {
    bool positive = c_.kind == Cond::In;
    // A `$` function (a configuration value) gives the list at evaluation: an array, one value,
    // or nothing (an empty list).
    std::vector<Value> fromFunction;
    if (c_.expected.fn) {
      if (expected().isArray()) fromFunction = expected().arr();
      else if (!expected().isNull()) fromFunction.push_back(expected());
    }
    const std::vector<Value>& list = c_.expected.fn ? fromFunction : c_.list;
    if (!affordable(product(v().isArray() ? v().arr().size() : 1, list.size()))) return tooCostly();
    const Value* sawUnknown = nullptr;
    const Value* hit = nullptr;
    auto check = [&](const Value& x) {
      if (x.isUnknown()) {
        if (!sawUnknown) sawUnknown = &x;
        return;
      }
      if (hit || x.containsUnknown()) {
        if (!hit && !sawUnknown) sawUnknown = findUnknown(x);
        return;
      }
      for (const Value& e : list)
        if (valuesEqual(e, x, false, true, false)) {
          hit = &x;
          return;
        }
    };
    if (v().isArray()) {
      for (const Value& x : v().arr()) check(x);
    } else {
      check(v());
    }
    if (positive) {
      if (hit) return Tri::True;
      if (sawUnknown) return unknownValue(*sawUnknown);
      return fail([&] { return "The value '" + reasonValue(v()) + "' is not one of " + quoteValues(list) + "."; });
    }
    if (hit) return fail([&] { return "Is set to '" + reasonValue(*hit) + "'."; });
    if (sawUnknown) return unknownValue(*sawUnknown);
    return Tri::True;
  }

  Tri compare() {
    if (v().isUnknown()) return unknownValue(v());
    int64_t bound = 0;
    if (!tryInt(expected(), true, bound))
      return fail([&] { return "The expected value '" + reasonValue(expected()) + "' is not an integer."; });
    const char* sym = c_.kind == Cond::Less ? "<" : c_.kind == Cond::LessOrEquals ? "<=" : c_.kind == Cond::Greater ? ">" : ">=";
    auto holds = [&](int cmp) {
      switch (c_.kind) {
        case Cond::Less: return cmp < 0;
        case Cond::LessOrEquals: return cmp <= 0;
        case Cond::Greater: return cmp > 0;
        default: return cmp >= 0;
      }
    };
    if (v().isNull()) return result(holds(0 < bound ? -1 : (0 > bound ? 1 : 0)), "Is null or empty.");
    Value shown;
    auto cmp = compareNumeric(v(), bound, c_.convert, &shown);
    if (!cmp)
      return fail([&] {
        return "The value '" + reasonValue(v()) + "' cannot be compared with " + std::to_string(bound) + ".";
      });
    std::string expect = std::string(sym) + " " + std::to_string(bound);
    if (v().isArray())
      return result(holds(*cmp), [&] {
        return "Has " + reasonValue(shown) + (shown.asInt() == 1 ? " item" : " items") + "; expected " + expect + ".";
      });
    if (v().isString() && !(shown.isNumber()))
      return result(holds(*cmp), [&] { return "The value '" + reasonValue(v()) + "' is not " + expect + " (as a date)."; });
    if (v().isString() && !c_.convert)
      return result(holds(*cmp), [&] {
        return "The value '" + reasonValue(v()) + "' has " + reasonValue(shown) + " characters; expected " + expect + ".";
      });
    return result(holds(*cmp), [&] { return "The value '" + reasonValue(shown) + "' is not " + expect + "."; });
  }

  Tri count() {
    if (v().isUnknown()) return unknownValue(v());
    int64_t bound = 0;
    if (!tryInt(expected(), true, bound))
      return fail([&] { return "The expected value '" + reasonValue(expected()) + "' is not an integer."; });
    if (v().isNull()) return fail("Is null.");
    auto n = itemCount(v());
    if (!n) return fail([&] { return "The value '" + reasonValue(v()) + "' is not an array."; });
    if (c_.kind == Cond::Count)
      return result(*n == bound, [&] { return "Has " + std::to_string(*n) + " items instead of " + std::to_string(bound) + "."; });
    return result(*n != bound, [&] { return "Has " + std::to_string(*n) + " items."; });
  }

  // The strings a text condition looks at: the value itself, or each string item of an array.
  bool textValues(std::vector<std::string>& out, const Value*& sawUnknown) {
    std::string s;
    if (tryString(v(), c_.convert, s)) {
      out.push_back(s);
      return true;
    }
    if (!v().isArray()) return false;
    for (const Value& x : v().arr()) {
      if (x.isUnknown()) {
        if (!sawUnknown) sawUnknown = &x;
      } else if (tryString(x, c_.convert, s)) {
        out.push_back(s);
      }
    }
    return true;
  }

  bool textTest(const std::string& value, const std::string& pattern) const {
    std::string_view a = value, b = pattern;
    switch (c_.kind) {
      case Cond::StartsWith:
      case Cond::NotStartsWith:
        return a.size() >= b.size() && stringEquals(a.substr(0, b.size()), b, c_.caseSensitive);
      case Cond::EndsWith:
      case Cond::NotEndsWith:
        return a.size() >= b.size() && stringEquals(a.substr(a.size() - b.size()), b, c_.caseSensitive);
      default:
        if (c_.caseSensitive) return a.find(b) != std::string_view::npos;
        return toLowerAscii(a).find(toLowerAscii(b)) != std::string::npos;
    }
  }

  Tri text() {
    if (v().isUnknown()) return unknownValue(v());
    bool positive = c_.kind == Cond::StartsWith || c_.kind == Cond::EndsWith || c_.kind == Cond::Contains;
    bool starts = c_.kind == Cond::StartsWith || c_.kind == Cond::NotStartsWith;
    bool ends = c_.kind == Cond::EndsWith || c_.kind == Cond::NotEndsWith;
    const char* verb = starts ? "start with" : ends ? "end with" : "contain";
    const char* verbs = starts ? "starts with" : ends ? "ends with" : "contains";
    std::vector<std::string> values;
    const Value* sawUnknown = nullptr;
    if (!textValues(values, sawUnknown)) {
      if (!positive) return Tri::True;
      return fail([&] { return "The value '" + reasonValue(v()) + "' is not a string."; });
    }
    if (c_.kind == Cond::Contains || c_.kind == Cond::NotContains) {
      uint64_t texts = 0, patterns = 0;
      for (const auto& s : values) texts += s.size() + 1;
      for (const auto& p : c_.strings) patterns += p.size() + 1;
      if (!affordable(product(texts, patterns))) return tooCostly();
    }
    for (const auto& s : values)
      for (const auto& p : c_.strings)
        if (textTest(s, p)) {
          if (positive) return Tri::True;
          return fail([&] { return "The value '" + s + "' " + verbs + " '" + p + "'."; });
        }
    if (sawUnknown) return unknownValue(*sawUnknown);
    if (!positive) return Tri::True;
    return fail([&] {
      return "The value '" + reasonValue(v()) + "' does not " + verb + " any of " + quoteList(c_.strings) + ".";
    });
  }

  Tri like() {
    if (v().isUnknown()) return unknownValue(v());
    bool positive = c_.kind == Cond::Like;
    std::string s;
    if (!tryString(v(), c_.convert, s)) {
      if (!positive) return Tri::True;
      return fail([&] { return "The value '" + reasonValue(v()) + "' is not a string."; });
    }
    uint64_t patterns = 0;
    for (const auto& p : c_.strings) patterns += p.size() + 1;
    if (!affordable(product(s.size() + 1, patterns))) return tooCostly();
    for (size_t i = 0; i < c_.wildcards.size(); ++i) {
      if (c_.wildcards[i].matches(s, c_.caseSensitive)) {
        if (positive) return Tri::True;
        return fail([&] { return "The value '" + s + "' is like '" + c_.strings[i] + "'."; });
      }
    }
    if (!positive) return Tri::True;
    return fail([&] { return "The value '" + s + "' is not like any of " + quoteList(c_.strings) + "."; });
  }

  Tri match() {
    if (v().isUnknown()) return unknownValue(v());
    // The rule's own regex is read where it is (no reference count touched on a value every
    // worker shares); one compiled here from a `$` function is held by `computedRegex`.
    const Regex* regex = c_.regex.get();
    std::shared_ptr<const Regex> computedRegex;
    if (c_.expected.fn) {
      // The pattern comes from a `$` function (a configuration value): compiled here.
      std::string pattern, err;
      if (expected().isNull()) return fail("No pattern is set (the configuration value is missing).");
      if (!tryString(expected(), false, pattern))
        return fail([&] { return "The pattern '" + reasonValue(expected()) + "' is not a string."; });
      computedRegex = Regex::compile(pattern, c_.caseSensitive, err);
      regex = computedRegex.get();
      if (!regex)
        return fail([&] { return "The pattern '" + pattern + "' is not a valid regular expression: " + err; });
    }
    bool matched = v().isString() && regex->search(v().str());
    if (c_.kind == Cond::Match) {
      if (matched) return Tri::True;
      if (!v().isString()) return fail([&] { return "The value '" + reasonValue(v()) + "' is not a string."; });
      return fail(
          [&] { return "The value '" + v().str() + "' does not match the pattern '" + regex->pattern() + "'."; });
    }
    return result(!matched, [&] { return "The value '" + reasonValue(v()) + "' matches the pattern '" + regex->pattern() + "'."; });
  }

  Tri set() {
    Tri t;
    if (blockedByUnknown(v(), t)) return t;
    auto n = itemCount(v());
    if (!n) return fail([&] { return "The value '" + reasonValue(v()) + "' is not an array."; });
    std::vector<Value> fromFunction;  // a `$` function's list (see inSet)
    if (c_.expected.fn) {
      if (expected().isArray()) fromFunction = expected().arr();
      else if (!expected().isNull()) fromFunction.push_back(expected());
    }
    const std::vector<Value>& list = c_.expected.fn ? fromFunction : c_.list;
    if (!affordable(product(v().arr().size(), list.size()))) return tooCostly();
    if (c_.kind == Cond::SetOf && *n != static_cast<int64_t>(list.size()))
      return fail(
          [&] { return "Has " + std::to_string(*n) + " items instead of " + std::to_string(list.size()) + "."; });
    for (const Value& e : list) {
      size_t hits = 0;
      for (const Value& x : v().arr()) hits += valuesEqual(e, x, c_.caseSensitive, true, false);
      if (hits == 0) return fail([&] { return "Does not include '" + reasonValue(e) + "'."; });
      if (c_.kind == Cond::Subset && c_.unique && hits > 1)
        return fail([&] { return "Includes '" + reasonValue(e) + "' more than once."; });
    }
    return Tri::True;
  }

  Tri typeTest() {
    if (v().isUnknown()) return unknownValue(v());
    bool is = false;
    const char* what = "";
    int64_t i;
    double d;
    bool b;
    switch (c_.kind) {
      case Cond::IsString: is = v().isString(), what = "a string"; break;
      case Cond::IsArray: is = v().isArray(), what = "an array"; break;
      case Cond::IsBoolean: is = tryBool(v(), c_.convert, b), what = "a boolean"; break;
      case Cond::IsInteger: is = tryInt(v(), c_.convert, i), what = "an integer"; break;
      case Cond::IsNumeric: is = tryNumber(v(), c_.convert, d), what = "numeric"; break;
      default: is = tryDateTime(v(), c_.convert, d), what = "a date"; break;
    }
    return result(is == c_.flag, [&] { return "The value '" + reasonValue(v()) + "' is " + (is ? "" : "not ") + what + "."; });
  }

  Tri letterCase() {
    if (v().isUnknown()) return unknownValue(v());
    bool lower = c_.kind == Cond::IsLower;
    if (!v().isString()) return result(!c_.flag, [&] { return "The value '" + reasonValue(v()) + "' is not a string."; });
    bool all = true;
    for (char ch : v().str()) {
      if (lower && ch >= 'A' && ch <= 'Z') all = false;
      if (!lower && ch >= 'a' && ch <= 'z') all = false;
    }
    std::string which = lower ? "lowercase" : "uppercase";
    return result(all == c_.flag, [&] { return "The value '" + v().str() + "' is " + (all ? "" : "not ") + "all " + which + "."; });
  }

  Tri version() {
    if (v().isUnknown()) return unknownValue(v());
    if (!v().isString()) return fail([&] { return "The value '" + reasonValue(v()) + "' is not a string."; });
    auto parsed = parseVersion(v().str(), c_.kind == Cond::Version ? VersionKind::Semantic : VersionKind::Date);
    if (!parsed)
      return fail([&] {
        return "The value '" + v().str() + "' is not a valid " +
               (c_.kind == Cond::Version ? "version." : "API version.");
      });
    return result(c_.version->accepts(*parsed), [&] {
      return "The version '" + v().str() + "' does not satisfy the constraint '" + c_.version->text() + "'.";
    });
  }

  static std::string normalizeSchema(std::string s, bool ignoreScheme) {
    if (ignoreScheme) {
      if (istartsWith(s, "https://")) s.erase(0, 8);
      else if (istartsWith(s, "http://")) s.erase(0, 7);
    }
    if (!s.empty() && s.back() == '#') s.pop_back();
    return s;
  }

  Tri hasSchema() {
    if (v().isUnknown()) return unknownValue(v());
    const Value* schema = v().get("$schema");
    ownPath_ = op_.path.empty() || op_.path == "." ? std::string("$schema") : std::string(op_.path) + ".$schema";
    op_.path = ownPath_;
    if (!schema) return fail("Does not exist.");
    if (schema->isUnknown()) return unknownValue(*schema);
    if (!schema->isString()) return fail([&] { return "The value '" + reasonValue(*schema) + "' is not a string."; });
    if (schema->str().empty()) return fail("Is null or empty.");
    if (c_.strings.empty()) return Tri::True;
    std::string actual = normalizeSchema(schema->str(), c_.ignoreScheme);
    for (const auto& s : c_.strings)
      if (stringEquals(actual, normalizeSchema(s, c_.ignoreScheme), c_.caseSensitive)) return Tri::True;
    return fail([&] { return "None of the expected schemas match '" + schema->str() + "'."; });
  }

  std::string normalizePath(const std::string& p, bool asBase) const {
    namespace fs = std::filesystem;
    std::string s = p;
    for (char& ch : s)
      if (ch == '\\') ch = '/';
    fs::path path(s);
    if (path.is_relative()) {
      std::error_code ec;
      fs::path base = env_.workingDirectory.empty() ? fs::current_path(ec) : fs::path(env_.workingDirectory);
      path = base / path;
    }
    std::string out = path.lexically_normal().generic_string();
    if (asBase && (out.empty() || out.back() != '/')) out += '/';
    return out;
  }

  Tri withinPath() {
    if (v().isUnknown()) return unknownValue(v());
    bool positive = c_.kind == Cond::WithinPath;
    if (!v().isString()) {
      if (!positive) return Tri::True;
      return fail([&] { return "The value '" + reasonValue(v()) + "' is not a path."; });
    }
    std::string actual = normalizePath(v().str(), false);
    for (const auto& p : c_.strings) {
      std::string base = normalizePath(p, true);
      bool inside = c_.caseSensitive ? actual.compare(0, base.size(), base) == 0 : istartsWith(actual, base);
      if (inside) {
        if (positive) return Tri::True;
        return fail([&] { return "The file '" + v().str() + "' is within '" + p + "'."; });
      }
    }
    if (!positive) return Tri::True;
    return fail([&] { return "The file '" + v().str() + "' is not within " + quoteList(c_.strings) + "."; });
  }
};

}  // namespace

Tri evaluateCondition(const Condition& c, const EvalEnv& env, const Value& current, bool isRoot,
                      std::vector<Reason>* reasons) {
  return ConditionEval(c, env, current, isRoot, reasons).run();
}

}  // namespace pf::rules::detail
