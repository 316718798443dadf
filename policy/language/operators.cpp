#include "policy/language/operators.hpp"

#include <cmath>
#include <cstdlib>

#include "engine/core/json.hpp"
#include "engine/core/text_search.hpp"
#include "engine/core/utf8.hpp"
#include "functions/detail/dotnet_datetime.hpp"
#include "functions/detail/text.hpp"
#include "functions/detail/values.hpp"
#include "policy/diagnostics.hpp"

namespace pf::policy {

namespace {

struct OpName {
  Op op;
  const char* name;
};

constexpr OpName kOps[] = {
    {Op::Equals, "equals"},
    {Op::NotEquals, "notEquals"},
    {Op::Like, "like"},
    {Op::NotLike, "notLike"},
    {Op::Match, "match"},
    {Op::NotMatch, "notMatch"},
    {Op::MatchInsensitively, "matchInsensitively"},
    {Op::NotMatchInsensitively, "notMatchInsensitively"},
    {Op::Contains, "contains"},
    {Op::NotContains, "notContains"},
    {Op::In, "in"},
    {Op::NotIn, "notIn"},
    {Op::ContainsKey, "containsKey"},
    {Op::NotContainsKey, "notContainsKey"},
    {Op::Less, "less"},
    {Op::LessOrEquals, "lessOrEquals"},
    {Op::Greater, "greater"},
    {Op::GreaterOrEquals, "greaterOrEquals"},
    {Op::Exists, "exists"},
};

std::string folded(std::string_view s) { return text::toLowerInvariant(s); }

std::string normalizeLocation(std::string_view s) {
  std::string out;
  for (char c : s)
    if (c != ' ') out += c;
  return folded(out);
}

// The JSON text of a scalar as policy compares it with a string: true/false, 42, 1.5.
std::optional<std::string> scalarText(const Value& v) {
  switch (v.kind()) {
    case Kind::String: return v.str();
    case Kind::Bool: return std::string(v.asBool() ? "true" : "false");
    case Kind::Int: return std::to_string(v.asInt());
    case Kind::Float: return formatDouble(v.asFloat());
    default: return std::nullopt;
  }
}

bool stringEquals(std::string_view a, std::string_view b, bool location) {
  if (location) return normalizeLocation(a) == normalizeLocation(b);
  if (iequals(a, b)) return true;
  if (utf8::isAscii(a) && utf8::isAscii(b)) return false;
  return folded(a) == folded(b);
}

Op positive(Op op) {
  switch (op) {
    case Op::NotEquals: return Op::Equals;
    case Op::NotLike: return Op::Like;
    case Op::NotMatch: return Op::Match;
    case Op::NotMatchInsensitively: return Op::MatchInsensitively;
    case Op::NotContains: return Op::Contains;
    case Op::NotIn: return Op::In;
    case Op::NotContainsKey: return Op::ContainsKey;
    default: return op;
  }
}

std::optional<double> numberOf(const Value& v) {
  if (v.isNumber()) return v.asNumber();
  if (!v.isString() || v.str().empty()) return std::nullopt;
  const std::string& s = v.str();
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !std::isfinite(d)) return std::nullopt;
  return d;
}

// <0, 0, >0; nullopt on a type mismatch.
std::optional<int> order(const Value& a, const Value& b) {
  if (a.isNumber() || b.isNumber()) {
    auto x = numberOf(a), y = numberOf(b);
    if (!x || !y) return std::nullopt;
    return *x < *y ? -1 : *x > *y ? 1 : 0;
  }
  if (a.isString() && b.isString()) {
    // Only text that looks like a date (starts with a digit) is read as one: "10" is not.
    auto da = a.str().size() >= 8 ? dotnet::parseDateTime(a.str()) : std::nullopt;
    auto db = b.str().size() >= 8 ? dotnet::parseDateTime(b.str()) : std::nullopt;
    if (da && db) return da->ticks < db->ticks ? -1 : da->ticks > db->ticks ? 1 : 0;
    int c = cultureCompare(folded(a.str()), folded(b.str()));
    return c < 0 ? -1 : c > 0 ? 1 : 0;
  }
  return std::nullopt;
}

std::optional<bool> boolOf(const Value& v) {
  if (v.isBool()) return v.asBool();
  if (v.isString()) {
    if (iequals(v.str(), "true")) return true;
    if (iequals(v.str(), "false")) return false;
  }
  return std::nullopt;
}

Outcome undocumented(const std::string& what) {
  return Outcome::of(Truth::Unknown, what + " is not documented by Microsoft; the condition is inconclusive");
}

// The positive operators on a present, known value.
Result<Outcome> applyPositive(Op op, const Value& lhs, const Value& rhs, const CompareOptions& o) {
  switch (op) {
    case Op::Equals: return Outcome{policyEquals(lhs, rhs, o.location), {}};
    case Op::In: {
      if (!rhs.isArray())
        return makeError(std::string(diag::kEvaluation),
                         std::string("'in' and 'notIn' need an array, but the value is ") + show(rhs));
      Truth t = Truth::False;
      for (const Value& x : rhs.arr()) {
        Truth e = policyEquals(lhs, x, o.location);
        if (e == Truth::True) return Outcome{Truth::True, {}};
        if (e == Truth::Unknown) t = Truth::Unknown;
      }
      return Outcome{t, {}};
    }
    case Op::Like: {
      auto l = scalarText(lhs);
      auto r = scalarText(rhs);
      if (!l || !r) return undocumented(std::string("'like' on ") + kindWithArticle(!l ? lhs.kind() : rhs.kind()));
      if (o.location) return Outcome{truthOf(likeMatch(normalizeLocation(*l), normalizeLocation(*r))), {}};
      return Outcome{truthOf(likeMatch(*l, *r)), {}};
    }
    case Op::Match:
    case Op::MatchInsensitively: {
      auto l = scalarText(lhs);
      auto r = scalarText(rhs);
      if (!l || !r) return undocumented(std::string("'match' on ") + kindWithArticle(!l ? lhs.kind() : rhs.kind()));
      return Outcome{truthOf(patternMatch(*l, *r, op == Op::MatchInsensitively)), {}};
    }
    case Op::Contains: {
      if (lhs.isArray()) {
        Truth t = Truth::False;
        for (const Value& x : lhs.arr()) {
          Truth e = policyEquals(x, rhs, o.location);
          if (e == Truth::True) return Outcome{Truth::True, {}};
          if (e == Truth::Unknown) t = Truth::Unknown;
        }
        return Outcome{t, {}};
      }
      auto l = scalarText(lhs);
      auto r = scalarText(rhs);
      if (!l || !r) return undocumented(std::string("'contains' on ") + kindWithArticle(!l ? lhs.kind() : rhs.kind()));
      std::string hay = o.location ? normalizeLocation(*l) : folded(*l);
      std::string needle = o.location ? normalizeLocation(*r) : folded(*r);
      return Outcome{truthOf(TextFinder(needle).first(hay) != TextFinder::npos), {}};
    }
    case Op::ContainsKey: {
      if (!lhs.isObject()) return Outcome{Truth::False, {}};
      auto r = scalarText(rhs);
      if (!r) return Outcome{Truth::False, {}};
      for (const auto& [k, v] : lhs.obj())
        if (stringEquals(k, *r, false)) return Outcome{Truth::True, {}};
      return Outcome{Truth::False, {}};
    }
    case Op::Less:
    case Op::LessOrEquals:
    case Op::Greater:
    case Op::GreaterOrEquals: {
      auto c = order(lhs, rhs);
      if (!c)
        return makeError(std::string(diag::kEvaluation), std::string("'") + opName(op) + "' cannot compare " +
                                                             kindWithArticle(lhs.kind()) + " (" + show(lhs) + ") with " +
                                                             kindWithArticle(rhs.kind()) + " (" + show(rhs) + ")");
      bool r = op == Op::Less ? *c < 0 : op == Op::LessOrEquals ? *c <= 0 : op == Op::Greater ? *c > 0 : *c >= 0;
      return Outcome{truthOf(r), {}};
    }
    default: return Outcome{Truth::False, {}};
  }
}

std::string describeItem(const Item& i) {
  switch (i.presence) {
    case Presence::Missing: return "missing";
    case Presence::Unknown: return "unknown (" + i.value.unknownData().expr + ")";
    case Presence::Present: return show(i.value);
  }
  return "";
}

}  // namespace

std::optional<Op> parseOp(std::string_view key) {
  for (const OpName& n : kOps)
    if (iequals(key, n.name)) return n.op;
  return std::nullopt;
}

const char* opName(Op op) {
  for (const OpName& n : kOps)
    if (n.op == op) return n.name;
  return "?";
}

bool isNegated(Op op) { return positive(op) != op; }

std::string show(const Value& v) {
  switch (v.kind()) {
    case Kind::Null: return "null";
    case Kind::String: {
      std::string s = v.str();
      if (s.size() > 80) s = s.substr(0, 77) + "...";
      return "'" + s + "'";
    }
    case Kind::Unknown: return "unknown (" + v.unknownData().expr + ")";
    case Kind::Array:
      if (v.arr().size() <= 4) {
        std::string s = toJson(v);
        if (s.size() <= 80) return s;
      }
      return "an array of " + std::to_string(v.arr().size());
    case Kind::Object: {
      std::string s = toJson(v);
      if (s.size() <= 80) return s;
      return "an object";
    }
    default: return toJson(v);
  }
}

Truth policyEquals(const Value& a, const Value& b, bool location) {
  if (a.isUnknown() || b.isUnknown()) return Truth::Unknown;
  if (a.isString() && b.isString()) return truthOf(stringEquals(a.str(), b.str(), location));
  if (a.isNumber() && b.isNumber()) return truthOf(a.asNumber() == b.asNumber());
  if (a.isBool() && b.isBool()) return truthOf(a.asBool() == b.asBool());
  if (a.isNull() || b.isNull()) return truthOf(a.isNull() && b.isNull());
  if (a.isString() || b.isString()) {
    auto x = scalarText(a), y = scalarText(b);
    if (x && y) return truthOf(iequals(*x, *y));
    return Truth::False;
  }
  if (a.isArray() && b.isArray()) {
    if (a.arr().size() != b.arr().size()) return Truth::False;
    Truth t = Truth::True;
    for (size_t i = 0; i < a.arr().size(); ++i) {
      Truth e = policyEquals(a.arr()[i], b.arr()[i], location);
      if (e == Truth::False) return Truth::False;
      if (e == Truth::Unknown) t = Truth::Unknown;
    }
    return t;
  }
  if (a.isObject() && b.isObject()) {
    if (a.obj().size() != b.obj().size()) return Truth::False;
    Truth t = Truth::True;
    for (const auto& [k, v] : a.obj()) {
      const Value* w = b.obj().find(k);
      if (!w) return Truth::False;
      Truth e = policyEquals(v, *w, location);
      if (e == Truth::False) return Truth::False;
      if (e == Truth::Unknown) t = Truth::Unknown;
    }
    return t;
  }
  return Truth::False;
}

bool likeMatch(std::string_view value, std::string_view pattern) {
  std::string v = folded(value), p = folded(pattern);
  // The pattern's literal runs between '*'s: the first must start the value, the last end it,
  // and each one between is taken where it first occurs after the one before (taking it later
  // never helps). Each run is searched once, in time linear in the value (TextFinder): a
  // backtracking match takes time proportional to value times pattern.
  std::vector<std::string_view> runs;
  for (size_t i = 0;;) {
    size_t star = p.find('*', i);
    runs.emplace_back(std::string_view(p).substr(i, star == std::string::npos ? std::string::npos : star - i));
    if (star == std::string::npos) break;
    i = star + 1;
  }
  std::string_view rest = v;
  if (runs.size() == 1) return rest == runs[0];
  const std::string_view head = runs.front(), tail = runs.back();
  if (!rest.starts_with(head)) return false;
  rest.remove_prefix(head.size());
  if (rest.size() < tail.size() || !rest.ends_with(tail)) return false;
  rest.remove_suffix(tail.size());
  for (size_t k = 1; k + 1 < runs.size(); ++k) {
    if (runs[k].empty()) continue;
    size_t at = TextFinder(runs[k]).first(rest);
    if (at == TextFinder::npos) return false;
    rest.remove_prefix(at + runs[k].size());
  }
  return true;
}

bool patternMatch(std::string_view value, std::string_view pattern, bool ignoreCase) {
  std::u32string v = utf8::decode(ignoreCase ? folded(value) : std::string(value));
  std::u32string p = utf8::decode(ignoreCase ? folded(pattern) : std::string(pattern));
  if (v.size() != p.size()) return false;
  for (size_t i = 0; i < v.size(); ++i) {
    char32_t c = v[i];
    switch (p[i]) {
      case U'#':
        if (!(c >= U'0' && c <= U'9')) return false;
        break;
      case U'?': {
        bool letter = (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z') || (c >= 0xC0 && c != 0xD7 && c != 0xF7);
        if (!letter) return false;
        break;
      }
      case U'.': break;
      default:
        if (c != p[i]) return false;
    }
  }
  return true;
}

Result<Outcome> applyOperator(Op op, const Item& lhs, const Value& rhs, const CompareOptions& options) {
  std::string lhsText = describeItem(lhs);
  auto finish = [&](Outcome o) {
    if (o.because.empty()) o.because.push_back(lhsText + " " + opName(op) + " " + show(rhs));
    return o;
  };
  if (op == Op::Exists) {
    auto want = rhs.isUnknown() ? std::optional<bool>() : boolOf(rhs);
    if (rhs.isUnknown()) return finish(Outcome{Truth::Unknown, {}});
    if (!want)
      return makeError(std::string(diag::kEvaluation), "'exists' needs true or false, but the value is " + show(rhs));
    if (lhs.presence == Presence::Unknown) return finish(Outcome{Truth::Unknown, {}});
    bool present = lhs.presence == Presence::Present;
    return finish(Outcome{truthOf(present == *want), {}});
  }
  Op pos = positive(op);
  bool negated = pos != op;
  if (rhs.isUnknown() || lhs.presence == Presence::Unknown ||
      (lhs.presence == Presence::Present && lhs.value.isUnknown()))
    return finish(Outcome{Truth::Unknown, {}});
  if (pos == Op::In && !rhs.isArray())
    return makeError(std::string(diag::kEvaluation),
                     std::string("'") + opName(op) + "' needs an array, but the value is " + show(rhs));
  Outcome o;
  if (lhs.presence == Presence::Missing) {
    o.truth = Truth::False;
  } else {
    PF_TRY(r, applyPositive(pos, lhs.value, rhs, options));
    o = std::move(r);
  }
  if (negated) o.truth = negate(o.truth);
  return finish(std::move(o));
}

Result<Outcome> applyOperator(Op op, const Selection& lhs, const Value& rhs, const CompareOptions& options) {
  if (!lhs.collection) return applyOperator(op, lhs.items.empty() ? Item{} : lhs.items.front(), rhs, options);
  Outcome all{Truth::True, {}};
  for (size_t i = 0; i < lhs.items.size(); ++i) {
    PF_TRY(o, applyOperator(op, lhs.items[i], rhs, options));
    if (o.truth == Truth::False) {
      Outcome f{Truth::False, {}};
      for (std::string& b : o.because) f.because.push_back("member " + std::to_string(i) + ": " + b);
      return f;
    }
    if (o.truth == Truth::Unknown) {
      all.truth = Truth::Unknown;
      for (std::string& b : o.because) all.because.push_back("member " + std::to_string(i) + ": " + b);
    }
  }
  if (all.truth == Truth::True)
    all.because.push_back(lhs.items.empty() ? std::string("no members (an empty collection satisfies every operator)")
                                            : "all " + std::to_string(lhs.items.size()) + " members " + opName(op) +
                                                  " " + show(rhs));
  return all;
}

}  // namespace pf::policy
