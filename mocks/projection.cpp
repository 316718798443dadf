// Runtime-property projection: apply the entries of runtime-properties.json to a resource.
#include "engine/expr/call.hpp"
#include "functions/resource_id.hpp"
#include "mocks/mocks.hpp"
#include "mocks/template_expander.hpp"

namespace pf::mocks {

namespace {

enum class Tri { False, True, Unknown };

bool icontains(std::string_view haystack, std::string_view needle) {
  if (needle.size() > haystack.size()) return false;
  for (size_t i = 0; i + needle.size() <= haystack.size(); ++i)
    if (iequals(haystack.substr(i, needle.size()), needle)) return true;
  return false;
}

Tri test(const Condition& c, const Subject& s) {
  const Value* target = nullptr;
  if (c.path == "item") target = s.item;
  else if (c.path.starts_with("item.")) target = s.item ? lookupPath(*s.item, std::string_view(c.path).substr(5)) : nullptr;
  else if (s.resource) target = lookupPath(*s.resource, c.path);
  if (target && target->isUnknown()) return Tri::Unknown;

  bool match = false;
  switch (c.op) {
    case Condition::Op::Exists: match = target && !target->isNull(); break;
    case Condition::Op::Equals:
      if (target && (target->isString() || target->isBool())) {
        std::string text = target->isBool() ? (target->asBool() ? "true" : "false") : target->str();
        for (const std::string& v : c.values) match = match || iequals(text, v);
      }
      break;
    case Condition::Op::Contains:
      if (target && target->isString()) {
        for (const std::string& v : c.values) match = match || icontains(target->str(), v);
      } else if (target && target->isArray()) {
        for (const Value& x : target->arr()) {
          if (x.isUnknown()) return Tri::Unknown;
          if (x.isString())
            for (const std::string& v : c.values) match = match || iequals(x.str(), v);
        }
      }
      break;
  }
  return match != c.negate ? Tri::True : Tri::False;
}

// The reference() call an unknown projected value names, rendered on first use: most
// projections compute a value or nothing, and rendering the id costs. Holds copies (values
// share their storage), since projecting changes the resource the id was read from.
class ReferenceText {
 public:
  ReferenceText(const Value* id, const Value* api, const std::string& type)
      : id_(id ? *id : Value()), api_(api ? *api : Value()), hasId_(id), hasApi_(api), type_(type) {}
  const std::string& text() {
    if (text_.empty())
      text_ = "reference(" + renderLiteral(hasId_ ? id_ : Value(type_)) + ", " +
              renderLiteral(hasApi_ ? api_ : Value("")) + ", 'Full')";
    return text_;
  }

 private:
  Value id_, api_;
  bool hasId_, hasApi_;
  const std::string& type_;  // the Subject's, which outlives this
  std::string text_;
};

class Applier {
 public:
  Applier(const Projection& p, ReferenceText& ref) : p_(p), ref_(ref) {}

  size_t added = 0;

  void walk(Value& node, size_t i, const Subject& s, const PathTrail* path) {
    const PathStep& step = p_.steps[i];
    const bool last = i + 1 == p_.steps.size();
    switch (step.kind) {
      case PathStep::Kind::Member: {
        if (!node.isObject()) return;
        const Value* existing = node.obj().find(step.name);
        PathTrail child{path, step.name, 0, false};
        if (existing && (existing->isObject() || existing->isArray()) && !last) {
          walk(*node.objMut().find(step.name), i + 1, s, &child);
          return;
        }
        if (existing && !existing->isNull()) return;  // set by the user (or not an object to descend into)
        // Absent: create it (and the objects leading to it) only when a value results;
        // a [*] or * step below an absent member has nothing to visit.
        for (size_t k = i + 1; k < p_.steps.size(); ++k)
          if (p_.steps[k].kind != PathStep::Kind::Member) return;
        std::optional<Value> v = compute(s, [&] {
          std::string leafPath = spellPath(&child);
          for (size_t k = i + 1; k < p_.steps.size(); ++k) leafPath = appendMemberPath(std::move(leafPath), p_.steps[k].name);
          return leafPath;
        });
        if (!v) return;
        for (size_t k = p_.steps.size() - 1; k > i; --k) v = Value(Object{{p_.steps[k].name, std::move(*v)}});
        node.objMut().set(step.name, std::move(*v));
        ++added;
        return;
      }
      case PathStep::Kind::EachItem: {
        if (!node.isArray()) return;
        for (size_t k = 0; k < node.arr().size(); ++k) {
          Value& item = node.arrMut()[k];
          Subject inner = s;
          inner.item = &item;
          PathTrail at{path, {}, k, true};
          walk(item, i + 1, inner, &at);
        }
        return;
      }
      case PathStep::Kind::EachMember: {
        if (!node.isObject()) return;
        for (size_t k = 0; k < node.obj().size(); ++k) {
          Object& members = node.objMut();
          const std::string& key = members.entries()[k].first;
          Value& value = members.valueAt(k);
          Subject inner = s;
          inner.key = &key;
          PathTrail at{path, key, 0, false};
          if (value.isNull()) {
            // {"<identity id>": null} is written for {}: fill a fresh object.
            Value fresh = Value::emptyObject();
            inner.item = &fresh;
            size_t before = added;
            walk(fresh, i + 1, inner, &at);
            if (added != before) value = std::move(fresh);
          } else {
            inner.item = &value;
            walk(value, i + 1, inner, &at);
          }
        }
        return;
      }
    }
  }

 private:
  const Projection& p_;
  ReferenceText& ref_;

  // `pathText()`: the value's path below the resource, wanted only when it is unknown.
  template <class PathText>
  std::optional<Value> compute(const Subject& s, PathText&& pathText) {
    bool unknown = p_.unknown;
    for (const Condition& c : p_.when) {
      Tri t = test(c, s);
      if (t == Tri::False) return std::nullopt;
      if (t == Tri::Unknown) unknown = true;
    }
    if (!unknown) {
      Expansion ex = expandTemplate(p_.value, s, "");
      if (ex.missing) return std::nullopt;
      if (!ex.unknown) return std::move(ex.value);
    }
    std::string path = pathText();
    return Value::unknown(ref_.text() + (path.starts_with("[") ? "" : ".") + path);
  }
};

}  // namespace

size_t projectRuntimeProperties(Value& resource, const DeploymentContext& ctx, const MockData& data) {
  if (!resource.isObject()) return 0;
  const Value* type = resource.get("type");
  if (!type || !type->isString()) return 0;

  Subject s;
  s.type = type->str();
  s.ctx = &ctx;
  s.suffixes = data.suffixes(ctx.environmentName);
  const Value* id = resource.get("id");
  const Value* api = resource.get("apiVersion");
  const Value* name = resource.get("name");
  if (id && id->isString()) s.id = id->str();
  s.idUnknown = !id || id->containsUnknown();
  if (api && api->isString()) s.apiVersion = api->str();
  if (name && name->isString()) {
    std::string_view n = name->str();
    for (size_t i = 0; i <= n.size();) {
      size_t slash = std::min(n.find('/', i), n.size());
      s.names.emplace_back(n.substr(i, slash - i));
      i = slash + 1;
    }
  } else if (!s.id.empty()) {
    s.names = parseResourceId(s.id).names;
  }
  s.nameUnknown = name && name->containsUnknown();

  ReferenceText ref(id, api, s.type);
  size_t added = 0;
  for (const auto* list : {&data.projections(s.type), &data.projectionsForAnyType()}) {
    for (const Projection& p : *list) {
      s.resource = &resource;
      Applier a(p, ref);
      a.walk(resource, 0, s, nullptr);
      added += a.added;
    }
  }
  return added;
}

}  // namespace pf::mocks
