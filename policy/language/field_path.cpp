#include "policy/language/field_path.hpp"

#include "engine/core/secrets.hpp"

namespace pf::policy {

bool FieldPath::isCollection() const {
  for (const PathSegment& s : segments)
    if (s.each) return true;
  return false;
}

std::string FieldPath::text() const {
  std::string out;
  for (size_t i = 0; i < segments.size(); ++i) {
    if (i) out += '.';
    out += segments[i].name;
    if (segments[i].each) out += "[*]";
  }
  return out;
}

FieldPath parsePath(std::string_view path) {
  FieldPath p;
  size_t start = 0;
  while (start <= path.size()) {
    size_t dot = path.find('.', start);
    std::string_view part = path.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    PathSegment s;
    if (part.size() >= 3 && part.substr(part.size() - 3) == "[*]") {
      s.each = true;
      part.remove_suffix(3);
    }
    s.name = std::string(part);
    p.segments.push_back(std::move(s));
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  if (p.segments.size() == 1 && p.segments[0].name.empty() && !p.segments[0].each) p.segments.clear();
  return p;
}

bool isPrefix(const FieldPath& prefix, const FieldPath& path) {
  if (prefix.segments.size() > path.segments.size()) return false;
  for (size_t i = 0; i < prefix.segments.size(); ++i) {
    const PathSegment& a = prefix.segments[i];
    const PathSegment& b = path.segments[i];
    if (a.each != b.each || !iequals(a.name, b.name)) return false;
  }
  return true;
}

Value policyValue(const Value& v) {
  if (v.secret() || (v.isString() && v.str() == kSecretPlaceholder))
    return Value::unknown("a secure value");
  return v;
}

namespace {

Item unknownItem(const Value& why) {
  return Item{Presence::Unknown, why.isUnknown() ? why : Value::unknown("an unknown value")};
}

class Selector {
 public:
  Selector(const FieldPath& path, Selection& out) : path_(path), out_(out) {}

  void walk(const Value& raw, size_t i) {
    Value node = policyValue(raw);
    if (i == path_.segments.size()) {
      if (node.isNull()) out_.items.push_back(Item{Presence::Missing, Value()});
      else out_.items.push_back(Item{Presence::Present, node});
      return;
    }
    if (node.isUnknown()) {
      out_.items.push_back(unknownItem(node));
      return;
    }
    const PathSegment& seg = path_.segments[i];
    const Value* child = &node;
    if (!seg.name.empty()) {
      child = node.isObject() ? node.get(seg.name) : nullptr;
      if (!child) {
        if (node.open())
          out_.items.push_back(
              unknownItem(Value::unknown("a property '" + seg.name + "' of a value known only after deployment")));
        else if (!eachAhead(i)) out_.items.push_back(Item{Presence::Missing, Value()});
        // an absent array (or what leads to it) under [*] contributes no members
        return;
      }
    }
    if (!seg.each) {
      walk(*child, i + 1);
      return;
    }
    Value arr = policyValue(*child);
    if (arr.isUnknown()) {
      out_.items.push_back(unknownItem(arr));
      return;
    }
    if (!arr.isArray()) return;  // not an array: no members
    for (const Value& m : arr.arr()) walk(m, i + 1);
  }

 private:
  bool eachAhead(size_t i) const {
    for (size_t j = i; j < path_.segments.size(); ++j)
      if (path_.segments[j].each) return true;
    return false;
  }

  const FieldPath& path_;
  Selection& out_;
};

// The binding to start from: the longest prefix of `path` (inner bindings win ties).
const Binding* startBinding(const FieldPath& path, const std::vector<const Binding*>& bindings) {
  const Binding* best = nullptr;
  for (const Binding* b : bindings)
    if (isPrefix(b->prefix, path) && (!best || b->prefix.segments.size() >= best->prefix.segments.size())) best = b;
  return best;
}

}  // namespace

Selection select(const Value& root, const FieldPath& path, const std::vector<const Binding*>& bindings) {
  Selection out;
  const Binding* b = startBinding(path, bindings);
  size_t from = b ? b->prefix.segments.size() : 0;
  for (size_t i = from; i < path.segments.size(); ++i) out.collection = out.collection || path.segments[i].each;
  Selector sel(path, out);
  // A missing member under a [*] is still a selected (missing) value: only absent arrays give none.
  if (b) sel.walk(b->member, from);
  else sel.walk(root, 0);
  if (!out.collection && out.items.empty()) out.items.push_back(Item{Presence::Missing, Value()});
  return out;
}

namespace {

void enumerateFrom(const Value& raw, const FieldPath& path, size_t i, std::vector<Binding>& chain,
                   std::vector<std::vector<Binding>>& out, bool& unknown, std::string& why) {
  if (unknown) return;
  Value node = policyValue(raw);
  if (node.isUnknown()) {
    unknown = true;
    why = node.unknownData().expr;
    return;
  }
  // Walk members up to the next [*].
  size_t k = i;
  const Value* cur = &node;
  Value hold;
  for (; k < path.segments.size(); ++k) {
    const PathSegment& seg = path.segments[k];
    if (!seg.name.empty()) {
      if (!cur->isObject()) return;
      const Value* child = cur->get(seg.name);
      if (!child) {
        if (cur->open()) {
          unknown = true;
          why = "a property '" + seg.name + "' of a value known only after deployment";
        }
        return;
      }
      hold = policyValue(*child);
      cur = &hold;
      if (cur->isUnknown()) {
        unknown = true;
        why = cur->unknownData().expr;
        return;
      }
    }
    if (seg.each) break;
  }
  if (k == path.segments.size()) return;  // no [*] left (cannot happen for a validated count field)
  if (!cur->isArray()) return;
  FieldPath prefix;
  prefix.segments.assign(path.segments.begin(), path.segments.begin() + static_cast<long>(k) + 1);
  Value arr = *cur;
  bool last = true;
  for (size_t j = k + 1; j < path.segments.size(); ++j) last = last && !path.segments[j].each;
  for (const Value& m : arr.arr()) {
    chain.push_back(Binding{prefix, m});
    if (last) out.push_back(chain);
    else enumerateFrom(m, path, k + 1, chain, out, unknown, why);
    chain.pop_back();
    if (unknown) return;
  }
}

}  // namespace

std::vector<std::vector<Binding>> enumerate(const Value& root, const FieldPath& path,
                                            const std::vector<const Binding*>& bindings, bool& unknown,
                                            std::string& unknownWhy) {
  std::vector<std::vector<Binding>> out;
  unknown = false;
  const Binding* b = startBinding(path, bindings);
  size_t from = b ? b->prefix.segments.size() : 0;
  std::vector<Binding> chain;
  enumerateFrom(b ? b->member : root, path, from, chain, out, unknown, unknownWhy);
  if (unknown) out.clear();
  return out;
}

}  // namespace pf::policy
