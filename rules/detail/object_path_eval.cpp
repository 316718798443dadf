// Evaluating object paths. Navigation that has to look inside an unknown value (or a filter that
// has to compare one) cannot know what it would find: the match is then flagged `unknown` and the
// condition using it becomes inconclusive.
#include "rules/detail/object_path_steps.hpp"
#include "rules/detail/value_compare.hpp"

namespace pf::rules::detail {

Value PathMatch::value() const {
  if (!many) return one ? *one : Value();
  Array a;
  a.reserve(items.size());
  for (const Value* v : items) a.push_back(*v);
  return Value(std::move(a));
}

size_t PathMatch::elementCount() const {
  if (many) return items.size();
  if (!one) return 0;
  return one->isArray() ? one->arr().size() : 1;
}

const Value& PathMatch::element(size_t i) const {
  if (many) return *items[i];
  return one->isArray() ? one->arr()[i] : *one;
}

std::string pathTooCostly() {
  return "The path visits more than " + std::to_string(kMaxPathWork) +
         " values (its filters nest paths with wildcards in one another); it is not evaluated.";
}

namespace {

enum class Tri { False, True, Unknown };

constexpr int kMaxDescent = 100;  // PSRule's limit for `..` searches

const Value* member(const Value& node, const std::string& name, bool caseSensitive) {
  if (!node.isObject()) return nullptr;
  if (!caseSensitive) return node.obj().find(name);
  for (const auto& [k, v] : node.obj())
    if (k == name) return &v;
  return nullptr;
}

const Value* item(const Value& node, int64_t index) {
  if (!node.isArray()) return nullptr;
  int64_t n = static_cast<int64_t>(node.arr().size());
  if (index < 0) index += n;
  return index >= 0 && index < n ? &node.arr()[static_cast<size_t>(index)] : nullptr;
}

// The one value a path of members and indexes leads to, or null; `unknownAt` is set when a step
// has to look inside an unknown value.
const Value* followSteps(const std::vector<PathStep>& steps, const Value& start, const Value*& unknownAt) {
  const Value* node = &start;
  for (const PathStep& st : steps) {
    if (node->isUnknown()) {
      unknownAt = node;
      return nullptr;
    }
    node = st.kind == PathStep::Member ? member(*node, st.name, st.caseSensitive) : item(*node, st.index);
    if (!node) return nullptr;
  }
  return node;
}

template <class F>
void forEachChild(const Value& node, F&& f) {
  if (node.isArray()) {
    for (const Value& v : node.arr()) f(v);
  } else if (node.isObject()) {
    for (const auto& [k, v] : node.obj()) f(v);
  }
}

}  // namespace

class PathWalker {
  struct Operand;
  struct Session;

 public:
  PathWalker(const Value& root, size_t maxWork) : root_(root), session_(&own_) { own_.maxWork = maxWork; }

  bool unknown = false;
  std::string unknownExpr;
  bool tooMuchWork() const { return session_->overBudget; }

  // Every value the steps from `k` on select, arrays flattened one level (as array-shaped results
  // and filter operands take them).
  bool walk(const ObjectPath& p, size_t k, const Value& node, std::vector<const Value*>& out) {
    if (!spend()) return false;
    if (k == p.steps_.size()) {
      if (!node.isArray()) {
        out.push_back(&node);
      } else {
        for (const Value& e : node.arr()) out.push_back(&e);
      }
      return true;
    }
    const PathStep& st = p.steps_[k];
    if (node.isUnknown()) {
      markUnknown(node);
      return false;
    }
    switch (st.kind) {
      case PathStep::Member: {
        const Value* v = member(node, st.name, st.caseSensitive);
        return v && walk(p, k + 1, *v, out);
      }
      case PathStep::Index: {
        const Value* v = item(node, st.index);
        return v && walk(p, k + 1, *v, out);
      }
      case PathStep::Wildcard: {
        bool any = false;
        forEachChild(node, [&](const Value& c) { any |= walk(p, k + 1, c, out); });
        return any;
      }
      case PathStep::Slice: {
        // PSRule's slice: step defaults to 1; start to 0 (or -1 stepping backwards); stop at the
        // end bound or at the first index outside the array. Always "found", possibly empty.
        int64_t step = st.step;
        int64_t i = st.start.value_or(step >= 0 ? 0 : -1);
        while (!st.end || (step > 0 && i < *st.end) || (step < 0 && i > *st.end)) {
          const Value* v = item(node, i);
          if (!v) break;
          i += step;
          walk(p, k + 1, *v, out);
        }
        return true;
      }
      case PathStep::UnionIndex: {
        bool any = false;
        for (int64_t i : st.indexes)
          if (const Value* v = item(node, i)) any |= walk(p, k + 1, *v, out);
        return any;
      }
      case PathStep::UnionMember: {
        bool any = false;
        for (const auto& n : st.names)
          if (const Value* v = member(node, n, false)) any |= walk(p, k + 1, *v, out);
        return any;
      }
      case PathStep::Descendant: return descend(p, k, node, 0, out);
      case PathStep::Filter: {
        bool any = false;
        forEachChild(node, [&](const Value& c) {
          if (test(*st.filter, c) == Tri::True) any |= walk(p, k + 1, c, out);
        });
        return any;
      }
    }
    return false;
  }

  // The one value a path of members and indexes (not isArray_) leads to, or null; no list built.
  const Value* follow(const ObjectPath& p, const Value& start) {
    const Value* unknownAt = nullptr;
    const Value* v = followSteps(p.steps_, start, unknownAt);
    if (unknownAt) markUnknown(*unknownAt);
    return v;
  }

 private:
  struct Operand {
    Tri state = Tri::False;  // False: not found; True: found; Unknown: not known
    const Value* value = nullptr;  // found: the value (null for an empty selection, read as null)
  };
  // What a path's walker and its filters' walkers share: the work done, and the operands that
  // start at `$` (the same for every item a filter tests, so each is evaluated once).
  struct Session {
    size_t maxWork = kMaxPathWork;
    size_t work = 0;
    bool overBudget = false;
    std::vector<std::pair<const FilterOperand*, Operand>> rootOperands;
    std::vector<std::string> rootUnknowns;  // the unknown expression of each, when Unknown
  };

  PathWalker(const Value& root, Session* session) : root_(root), session_(session) {}

  // Counts one value visited; false once the session is over its budget (the walk then stops).
  bool spend() {
    if (session_->overBudget) return false;
    if (++session_->work <= session_->maxWork) return true;
    session_->overBudget = true;
    return false;
  }

  const Value& root_;
  Session own_;
  Session* session_;

  void markUnknown(const Value& v) {
    if (!unknown) {
      unknown = true;
      unknownExpr = v.unknownData().expr;
    }
  }

  // PSRule's `..name`: look at each child; take its `name` member when it has one, otherwise
  // search below it.
  bool descend(const ObjectPath& p, size_t k, const Value& node, int depth, std::vector<const Value*>& out) {
    if (depth > kMaxDescent) return false;
    const PathStep& st = p.steps_[k];
    bool any = false;
    forEachChild(node, [&](const Value& c) {
      if (c.isUnknown()) {
        markUnknown(c);
      } else if (const Value* v = member(c, st.name, st.caseSensitive)) {
        any |= walk(p, k + 1, *v, out);
      } else {
        any |= descend(p, k, c, depth + 1, out);
      }
    });
    return any;
  }

  Operand operand(const FilterOperand& o, const Value& current) {
    if (o.kind == FilterOperand::Literal) return {Tri::True, &o.literal};
    std::string unknownAt;
    Operand r;
    if (o.kind == FilterOperand::Root) {
      auto& seen = session_->rootOperands;
      size_t i = 0;
      while (i < seen.size() && seen[i].first != &o) ++i;
      if (i == seen.size()) {
        seen.emplace_back(&o, evaluateOperand(o, current, unknownAt));
        session_->rootUnknowns.push_back(unknownAt);
      }
      r = seen[i].second;
      unknownAt = session_->rootUnknowns[i];
    } else {
      r = evaluateOperand(o, current, unknownAt);
    }
    if (r.state == Tri::Unknown) markUnknown(Value::unknown(unknownAt));
    return r;
  }

  // `unknownAt`: the expression of the unknown value the operand met, when its state is Unknown.
  Operand evaluateOperand(const FilterOperand& o, const Value& current, std::string& unknownAt) {
    PathWalker sub(root_, session_);
    const Value& start = o.kind == FilterOperand::Current ? current : root_;
    // The first selected value, arrays flattened (PSRule compares FirstOrDefault()).
    const Value* first = nullptr;
    bool found;
    if (!o.path.isArray()) {
      first = sub.follow(o.path, start);
      found = first != nullptr;
      if (first && first->isArray()) first = first->arr().empty() ? nullptr : &first->arr()[0];
    } else {
      std::vector<const Value*> out;
      found = sub.walk(o.path, 0, start, out);
      if (!out.empty()) first = out[0];
    }
    if (sub.unknown) {
      unknownAt = sub.unknownExpr;
      return {Tri::Unknown, nullptr};
    }
    if (!found) return {};
    return {Tri::True, first};
  }

  Tri test(const FilterNode& f, const Value& current) {
    if (!spend()) return Tri::False;
    switch (f.kind) {
      case FilterNode::Or: {
        Tri r = Tri::False;
        for (const auto& c : f.children) {
          Tri t = test(c, current);
          if (t == Tri::True) return Tri::True;
          if (t == Tri::Unknown) r = Tri::Unknown;
        }
        return r;
      }
      case FilterNode::And: {
        Tri r = Tri::True;
        for (const auto& c : f.children) {
          Tri t = test(c, current);
          if (t == Tri::False) return Tri::False;
          if (t == Tri::Unknown) r = Tri::Unknown;
        }
        return r;
      }
      case FilterNode::Not: {
        Tri t = test(f.children[0], current);
        return t == Tri::Unknown ? t : (t == Tri::True ? Tri::False : Tri::True);
      }
      case FilterNode::Exists: return operand(f.operands[0], current).state;
      case FilterNode::Compare: {
        Operand l = operand(f.operands[0], current);
        Operand r = operand(f.operands[1], current);
        if (l.state == Tri::False || r.state == Tri::False) return Tri::False;
        if (l.state == Tri::Unknown || r.state == Tri::Unknown) return Tri::Unknown;
        const Value none;
        const Value& lv = l.value ? *l.value : none;
        const Value& rv = r.value ? *r.value : none;
        if (lv.isUnknown() || rv.isUnknown()) {
          markUnknown(lv.isUnknown() ? lv : rv);
          return Tri::Unknown;
        }
        return compare(f, lv, rv) ? Tri::True : Tri::False;
      }
    }
    return Tri::False;
  }

  static bool compare(const FilterNode& f, const Value& l, const Value& r) {
    switch (f.op) {
      case FilterNode::Eq: return valuesEqual(l, r, false, false, false);
      case FilterNode::Ne: return !valuesEqual(l, r, false, false, false);
      case FilterNode::Match: return l.isString() && f.regex->search(l.str());
      default: break;
    }
    std::optional<int> c;
    int64_t ri;
    if (tryInt(r, true, ri)) c = compareNumeric(l, ri, false);
    else if (l.isNumber() && r.isNumber()) c = l.asNumber() < r.asNumber() ? -1 : (l.asNumber() > r.asNumber() ? 1 : 0);
    if (!c) return false;
    switch (f.op) {
      case FilterNode::Lt: return *c < 0;
      case FilterNode::Le: return *c <= 0;
      case FilterNode::Gt: return *c > 0;
      case FilterNode::Ge: return *c >= 0;
      default: return false;
    }
  }
};

PathMatch ObjectPath::evaluate(const Value& input, size_t maxWork) const {
  PathMatch m;
  if (!isArray_) {
    const Value* unknownAt = nullptr;
    m.one = followSteps(steps_, input, unknownAt);
    m.found = m.one != nullptr;
    if (unknownAt) {
      m.unknown = true;
      m.unknownExpr = unknownAt->unknownData().expr;
    }
    return m;
  }
  PathWalker w(input, maxWork);
  m.found = w.walk(*this, 0, input, m.items);
  m.many = m.found;
  if (!m.found) m.items.clear();
  m.unknown = w.unknown;
  m.unknownExpr = std::move(w.unknownExpr);
  if (w.tooMuchWork()) {
    m.tooMuchWork = true;
    m.found = m.many = false;
    m.items.clear();
  }
  return m;
}

}  // namespace pf::rules::detail
