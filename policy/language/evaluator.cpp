#include "policy/language/evaluator.hpp"

#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"
#include "policy/diagnostics.hpp"

namespace pf::policy {

namespace {

constexpr size_t kMaxValueCountIterations = 100;  // Azure's limit, nested counts included
constexpr size_t kMaxReasons = 8;

void addReasons(Outcome& to, const Outcome& from, std::string_view prefix = {}) {
  for (const std::string& b : from.because) {
    if (to.because.size() >= kMaxReasons) return;
    to.because.push_back(std::string(prefix) + b);
  }
}

Outcome withPrefix(Outcome o, const std::string& prefix) {
  for (std::string& b : o.because) b = prefix + b;
  return o;
}

// A value condition's operand as a selected item: null is missing.
Item itemOf(const Value& v) {
  if (v.isNull()) return Item{Presence::Missing, Value()};
  return Item{Presence::Present, policyValue(v)};
}

std::string displayOf(const Value& operand) {
  if (operand.isString()) return "'" + operand.str() + "'";
  return show(operand);
}

}  // namespace

Value PolicyInfo::toValue() const {
  return Object{{"assignmentId", assignmentId},
                {"definitionId", definitionId},
                {"setDefinitionId", setDefinitionId},
                {"definitionReferenceId", definitionReferenceId}};
}

RuleEvaluator::RuleEvaluator(const RuleInputs& inputs, EvalSession& session, const PolicyResource& subject)
    : in_(inputs), session_(session), subject_(subject), fieldTarget_(&subject), scope_(inputs.context, inputs.parameters, this) {}

Result<Outcome> RuleEvaluator::evaluate(const Condition& c) {
  fieldTarget_ = &subject_;
  frames_.clear();
  return eval(c);
}

Result<Outcome> RuleEvaluator::evaluateOn(const Condition& c, const PolicyResource& related) {
  fieldTarget_ = &related;
  frames_.clear();
  Result<Outcome> r = eval(c);
  fieldTarget_ = &subject_;
  return r;
}

Result<Value> RuleEvaluator::value(const Value& v) {
  EvalContext ctx(session_, scope_);
  Result<Value> r = evaluateValue(v, ctx);
  if (!r) {
    Error e = std::move(r).error();
    if (e.code.rfind("POL", 0) != 0) {
      e.message = "evaluating " + (v.isString() ? "'" + v.str() + "'" : std::string("a value")) + " failed: " + e.message +
                  " (" + e.code + ")";
      e.code = std::string(diag::kEvaluation);
    }
    if (!e.loc.known()) e.loc = v.loc();
    return e;
  }
  return r;
}

std::vector<const Binding*> RuleEvaluator::bindings() const {
  std::vector<const Binding*> out;
  for (const Frame& f : frames_)
    if (f.field)
      for (const Binding& b : f.chain) out.push_back(&b);
  return out;
}

Result<FieldRef> RuleEvaluator::fieldRef(const Value& operand, const std::string& path, Loc loc) {
  if (!operand.isString()) return makeError(std::string(diag::kCondition), path + ": 'field' takes a string", loc);
  if (!isExpression(operand.str())) return parseField(operand.str());
  PF_TRY(v, value(operand));
  if (v.isUnknown())
    return makeError(std::string(diag::kEvaluation), path + ": the field name '" + operand.str() + "' is not known (" +
                                                         v.unknownData().expr + ")", loc);
  if (!v.isString())
    return makeError(std::string(diag::kEvaluation),
                     path + ": the field expression '" + operand.str() + "' gives " + kindName(v.kind()) + ", not a string",
                     loc);
  FieldRef f = parseField(v.str());
  if (f.kind == FieldRef::Kind::Alias && !in_.aliases.contains(f.text))
    return makeError(std::string(diag::kUnknownAlias),
                     path + ": the field expression '" + operand.str() + "' gives '" + f.text + "', which is no alias",
                     loc);
  return f;
}

Result<Selection> RuleEvaluator::select(const FieldRef& f, const PolicyResource& r, Loc) {
  Selection s;
  auto scalar = [&](Value v) {
    s.items.push_back(v.isNull() ? Item{Presence::Missing, Value()} : Item{Presence::Present, std::move(v)});
    return s;
  };
  std::vector<const Binding*> none;
  const std::vector<const Binding*>& bound = (&r == fieldTarget_) ? bindings() : none;
  switch (f.kind) {
    case FieldRef::Kind::Name:
      if (r.nameUnknown) return scalar(Value::unknown("the resource's name"));
      return scalar(Value(r.name));
    case FieldRef::Kind::FullName:
      if (r.nameUnknown) return scalar(Value::unknown("the resource's name"));
      return scalar(Value(r.fullName));
    case FieldRef::Kind::Type: return scalar(Value(r.type));
    case FieldRef::Kind::Id:
      if (r.nameUnknown || r.id.empty()) return scalar(Value::unknown("the resource's id"));
      return scalar(Value(r.id));
    case FieldRef::Kind::ResourceKind: return policy::select(r.body, parsePath("kind"));
    case FieldRef::Kind::Location: return policy::select(r.body, parsePath("location"));
    case FieldRef::Kind::Tags: return policy::select(r.body, parsePath("tags"));
    case FieldRef::Kind::Tag: {
      Selection tags = policy::select(r.body, parsePath("tags"));
      const Item& t = tags.items.front();
      if (t.presence == Presence::Unknown || (t.presence == Presence::Present && t.value.isUnknown()))
        return scalar(t.value.isUnknown() ? t.value : Value::unknown("the resource's tags"));
      if (t.presence == Presence::Missing || !t.value.isObject()) {
        s.items.push_back(Item{Presence::Missing, Value()});
        return s;
      }
      const Value* v = t.value.obj().find(f.tag);
      if (!v) {
        if (t.value.open()) return scalar(Value::unknown("the tag '" + f.tag + "'"));
        s.items.push_back(Item{Presence::Missing, Value()});
        return s;
      }
      return scalar(policyValue(*v));
    }
    case FieldRef::Kind::Identity: return policy::select(r.body, f.path, bound);
    case FieldRef::Kind::Alias: {
      std::optional<FieldPath> path = aliasPath(in_.aliases, f, r.type, r.apiVersion);
      if (!path) {
        // The alias belongs to other types: this resource has no such property.
        s.collection = f.collection;
        if (!f.collection) s.items.push_back(Item{Presence::Missing, Value()});
        return s;
      }
      return policy::select(r.body, *path, bound);
    }
  }
  return s;
}

Result<Value> RuleEvaluator::fieldFunction(const std::string& name, Loc loc) {
  FieldRef f = parseField(name);
  if (f.kind == FieldRef::Kind::Alias && !in_.aliases.contains(name))
    return makeError(std::string(diag::kUnknownAlias), "field('" + name + "'): no such alias", loc);
  PF_TRY(s, select(f, subject_, loc));
  if (f.collection || s.collection) {
    Array out;
    for (const Item& i : s.items) {
      if (i.presence == Presence::Unknown) return i.value;
      if (i.presence == Presence::Present) out.push_back(i.value);
    }
    return Value(std::move(out));
  }
  const Item& i = s.items.front();
  if (i.presence == Presence::Missing) return Value("");
  return i.value;
}

Result<Value> RuleEvaluator::field(std::string_view name, Loc loc) { return fieldFunction(std::string(name), loc); }

Result<Value> RuleEvaluator::current(const std::string* name, Loc loc) {
  if (frames_.empty())
    return makeError(std::string(diag::kCount), "current() is only available inside a count's 'where'", loc);
  if (!name) {
    const Frame& f = frames_.back();
    if (!f.field) return f.current;
    return f.chain.empty() ? Value() : f.chain.back().member;
  }
  for (auto it = frames_.rbegin(); it != frames_.rend(); ++it) {
    if (!it->field) {
      if (iequals(it->name, *name)) return it->current;
      continue;
    }
    if (iequals(it->name, *name)) return it->chain.empty() ? Value() : policyValue(it->chain.back().member);
    if (name->size() > it->name.size() && istartsWith(*name, it->name) && (*name)[it->name.size()] == '.') {
      FieldRef f = parseField(*name);
      PF_TRY(s, select(f, *fieldTarget_, loc));
      if (s.collection) {
        Array out;
        for (const Item& i : s.items) {
          if (i.presence == Presence::Unknown) return i.value;
          if (i.presence == Presence::Present) out.push_back(i.value);
        }
        return Value(std::move(out));
      }
      const Item& i = s.items.front();
      return i.presence == Presence::Missing ? Value("") : i.value;
    }
  }
  return makeError(std::string(diag::kCount), "current('" + *name + "') names no enclosing count", loc);
}

Value RuleEvaluator::requestContext() const {
  return Object{{"apiVersion", subject_.apiVersion.empty() ? Value::unknown("requestContext().apiVersion")
                                                            : Value(subject_.apiVersion)},
                {"identity", Value::unknown("requestContext().identity")}};
}

Value RuleEvaluator::policyInfo() const { return in_.policy.toValue(); }

// allOf (`identity` true) and anyOf (`identity` false): the first child with the other truth
// decides; otherwise an unknown child makes the whole unknown, and an evaluation error after an
// unknown is only a reason (Azure would fail, but the unknown already makes it inconclusive).
Result<Outcome> RuleEvaluator::evalJunction(const std::vector<Condition>& children, Truth identity) {
  Outcome settled{identity, {}};
  Outcome unknown{Truth::Unknown, {}};
  bool sawUnknown = false;
  for (const Condition& child : children) {
    Result<Outcome> r = eval(child);
    if (!r) {
      if (!sawUnknown) return r;
      addReasons(unknown, Outcome::of(Truth::Unknown, "evaluation would fail: " + r.error().message));
      continue;
    }
    if (r->truth == negate(identity)) return std::move(r).value();
    if (r->truth == Truth::Unknown) {
      sawUnknown = true;
      addReasons(unknown, *r);
    } else {
      addReasons(settled, *r);
    }
  }
  return sawUnknown ? unknown : settled;
}

Result<Outcome> RuleEvaluator::eval(const Condition& c) {
  switch (c.kind) {
    case Condition::Kind::AllOf:  // false as soon as one is false
      return evalJunction(c.children, Truth::True);
    case Condition::Kind::AnyOf:  // true as soon as one is true
      return evalJunction(c.children, Truth::False);
    case Condition::Kind::Not: {
      PF_TRY(r, eval(c.children.front()));
      r.truth = negate(r.truth);
      return withPrefix(std::move(r), "not: ");
    }
    case Condition::Kind::FieldCount:
    case Condition::Kind::ValueCount: return evalCount(c);
    default: return evalLeaf(c);
  }
}

Result<Outcome> RuleEvaluator::compare(const Condition& c, const Selection& lhs, const std::string& what,
                                       bool location) {
  PF_TRY(rhs, value(c.rhs));
  CompareOptions o;
  o.location = location;
  Result<Outcome> r = applyOperator(c.op, lhs, rhs, o);
  if (!r) {
    Error e = std::move(r).error();
    e.message = c.path + ": " + what + ": " + e.message;
    if (!e.loc.known()) e.loc = c.loc;
    return e;
  }
  return withPrefix(std::move(r).value(), what + ": ");
}

Result<Outcome> RuleEvaluator::evalLeaf(const Condition& c) {
  if (c.kind == Condition::Kind::Value) {
    PF_TRY(v, value(c.operand));
    Selection s;
    s.items.push_back(itemOf(v));
    return compare(c, s, "value " + displayOf(c.operand), false);
  }
  PF_TRY(f, fieldRef(c.operand, c.path, c.loc));
  PF_TRY(s, select(f, *fieldTarget_, c.loc));
  return compare(c, s, "field '" + f.text + "'", f.kind == FieldRef::Kind::Location);
}

Result<Outcome> RuleEvaluator::evalCount(const Condition& c) {
  std::vector<Frame> members;
  std::string what;
  if (c.kind == Condition::Kind::FieldCount) {
    PF_TRY(f, fieldRef(c.operand, c.path, c.loc));
    what = "count of '" + f.text + "'";
    std::optional<FieldPath> path = f.kind == FieldRef::Kind::Alias
                                        ? aliasPath(in_.aliases, f, fieldTarget_->type, fieldTarget_->apiVersion)
                                        : std::optional<FieldPath>(f.path);
    if (path) {
      bool unknown = false;
      std::string why;
      auto chains = enumerate(fieldTarget_->body, *path, bindings(), unknown, why);
      if (unknown) return Outcome::of(Truth::Unknown, what + ": the array is not known (" + why + ")");
      for (auto& chain : chains) {
        Frame fr;
        fr.field = true;
        fr.name = f.text;
        fr.chain = std::move(chain);
        members.push_back(std::move(fr));
      }
    }
  } else {
    PF_TRY(arr, value(c.operand));
    what = "count of " + displayOf(c.operand);
    if (arr.isUnknown()) return Outcome::of(Truth::Unknown, what + ": the array is not known (" + arr.unknownData().expr + ")");
    if (!arr.isArray())
      return makeError(std::string(diag::kEvaluation),
                       c.path + ".count.value: expected an array, found " + std::string(kindName(arr.kind())), c.loc);
    size_t outer = 1;
    for (const Frame& f : frames_)
      if (!f.field) outer *= f.arraySize;
    if (arr.arr().size() * outer > kMaxValueCountIterations)
      return makeError(std::string(diag::kEvaluation),
                       c.path + ".count.value: " + std::to_string(arr.arr().size()) +
                           " iterations; Azure allows " + std::to_string(kMaxValueCountIterations),
                       c.loc);
    for (const Value& m : arr.arr()) {
      Frame fr;
      fr.name = c.countName;
      fr.current = m;
      fr.arraySize = arr.arr().size();
      members.push_back(std::move(fr));
    }
  }
  size_t trues = 0, unknowns = 0;
  Outcome unknownWhy{Truth::Unknown, {}};
  for (Frame& fr : members) {
    if (c.children.empty()) {
      ++trues;
      continue;
    }
    frames_.push_back(std::move(fr));
    Result<Outcome> r = eval(c.children.front());
    frames_.pop_back();
    if (!r) return r;
    if (r->truth == Truth::True) ++trues;
    else if (r->truth == Truth::Unknown) {
      ++unknowns;
      addReasons(unknownWhy, *r, "member: ");
    }
  }
  PF_TRY(rhs, value(c.rhs));
  // With unknown members the count lies in [trues, trues + unknowns]: decided only when the
  // operator gives the same answer for every count in that range.
  std::optional<Truth> decided;
  Outcome last;
  for (size_t n = trues; n <= trues + unknowns; ++n) {
    Item lhs{Presence::Present, Value(static_cast<long long>(n))};
    Result<Outcome> r = applyOperator(c.op, lhs, rhs);
    if (!r) {
      Error e = std::move(r).error();
      e.message = c.path + ": " + what + ": " + e.message;
      if (!e.loc.known()) e.loc = c.loc;
      return e;
    }
    if (!decided) decided = r->truth;
    else if (*decided != r->truth) decided = Truth::Unknown;
    last = std::move(r).value();
    if (*decided == Truth::Unknown) break;
  }
  if (unknowns == 0) return withPrefix(std::move(last), what + ": ");
  if (*decided != Truth::Unknown)
    return Outcome::of(*decided, what + ": " + std::to_string(trues) + " to " + std::to_string(trues + unknowns) + " " +
                                     opName(c.op) + " " + show(rhs) + " whatever the unknown members are");
  unknownWhy.because.insert(unknownWhy.because.begin(), what + ": between " + std::to_string(trues) + " and " +
                                                            std::to_string(trues + unknowns) + " members match");
  return unknownWhy;
}

}  // namespace pf::policy
