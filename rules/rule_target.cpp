#include "rules/rule_target.hpp"

namespace pf::rules {
namespace {

const std::string& member(const Value& v, std::string_view key) {
  static const std::string kNone;
  const Value* m = v.get(key);
  return m && m->isString() ? m->str() : kNone;
}

// Where the last "/providers/" (in any case) begins in `id`, or npos; no lower-case copy of
// the id is made (this runs for every target).
size_t lastProviders(std::string_view id) {
  constexpr std::string_view kProviders = "/providers/";
  if (id.size() < kProviders.size()) return std::string_view::npos;
  for (size_t at = id.size() - kProviders.size() + 1; at-- > 0;)
    if (id[at] == '/' && (id[at + 1] | 0x20) == 'p' && iequals(id.substr(at, kProviders.size()), kProviders))
      return at;
  return std::string_view::npos;
}

uint32_t number(const Value& v, std::string_view key) {
  const Value* m = v.get(key);
  return m && m->isInt() && m->asInt() > 0 && m->asInt() <= UINT32_MAX ? static_cast<uint32_t>(m->asInt()) : 0;
}

void addSource(RuleTarget& t, const Value& s, std::string_view defaultKind) {
  if (!s.isObject()) return;
  const std::string& file = member(s, "file");
  if (file.empty()) return;
  TargetSource src;
  src.kind = member(s, "kind");
  if (src.kind.empty()) src.kind = member(s, "type");
  if (src.kind.empty()) src.kind = defaultKind;
  src.file = file;
  src.line = number(s, "line");
  src.column = number(s, "column");
  if (!src.column) src.column = number(s, "position");
  t.sources.push_back(std::move(src));
}

// The property `name` of `object`, matched with or without case.
const Value* property(const Value& object, const std::string& name, bool ignoreCase) {
  if (!object.isObject()) return nullptr;
  if (ignoreCase) return object.get(name);
  for (const auto& [k, v] : object.obj())
    if (k == name) return &v;
  return nullptr;
}

// The first of `names` that holds non-empty text.
std::string firstText(const Value& object, const std::vector<std::string>& names, bool ignoreCase) {
  for (const auto& n : names) {
    const Value* v = property(object, n, ignoreCase);
    if (v && v->isString() && !v->str().empty()) return v->str();
  }
  return {};
}

}  // namespace

Binding combine(const Binding& high, const Binding& low) {
  Binding out = high;
  if (out.targetName.empty()) out.targetName = low.targetName;
  if (out.targetType.empty()) out.targetType = low.targetType;
  for (const auto& f : low.fields) {
    bool present = false;
    for (const auto& g : out.fields) present |= iequals(g.first, f.first);
    if (!present) out.fields.push_back(f);
  }
  if (!out.preferTargetInfo) out.preferTargetInfo = low.preferTargetInfo;
  if (!out.ignoreCase) out.ignoreCase = low.ignoreCase;
  return out;
}

namespace {

// What the binding options decide: the name, the type and the custom fields.
void bindNames(RuleTarget& t, const Value& resource, const Value* info, const Binding& binding) {
  const bool ignoreCase = binding.ignoreCase.value_or(true);
  if (binding.preferTargetInfo.value_or(false) && info && info->isObject()) {
    t.name = member(*info, "name");
    t.type = member(*info, "type");
  }
  if (t.name.empty()) t.name = firstText(resource, binding.targetName, ignoreCase);
  if (t.type.empty()) t.type = firstText(resource, binding.targetType, ignoreCase);
  static const std::vector<std::string> kDefaultNames{"TargetName", "name"};
  if (t.name.empty()) t.name = firstText(resource, kDefaultNames, true);
  if (t.type.empty()) t.type = member(resource, "type");
  for (const auto& [field, names] : binding.fields) {
    for (const auto& n : names) {
      const Value* v = property(resource, n, ignoreCase);
      if (!v || v->isNull()) continue;
      t.fields.set(field, *v);
      break;
    }
  }
}

}  // namespace

RuleTarget bindTarget(const Value& resource, const Binding& binding) {
  RuleTarget t;
  t.object = resource;
  const Value* info = resource.get("_PSRule");
  bindNames(t, resource, info, binding);
  t.scope = member(resource, "scope");
  if (t.scope.empty()) {
    const std::string& id = member(resource, "id");
    size_t p = lastProviders(id);
    if (p != std::string::npos && p > 0) t.scope = id.substr(0, p);
  }
  if (const Value* s = resource.get("_source")) {
    if (s->isArray()) {
      t.sources.reserve(s->arr().size());
      for (const Value& e : s->arr()) addSource(t, e, "Template");
    } else if (s->isObject()) {
      t.sources.reserve(2);  // the template and, often, a parameter file
      addSource(t, *s, "Template");
      const std::string& params = member(*s, "parameterFile");
      if (!params.empty()) t.sources.push_back({"Parameter", params, 1, 0});
    }
  } else if (info && info->get("source") && info->get("source")->isArray()) {
    for (const Value& e : info->get("source")->arr()) addSource(t, e, "Template");
  }
  return t;
}

RuleTarget rebind(const RuleTarget& bound, const Binding& binding) {
  RuleTarget t;
  t.object = bound.object;
  t.scope = bound.scope;
  t.sources = bound.sources;
  bindNames(t, t.object, t.object.get("_PSRule"), binding);
  return t;
}

}  // namespace pf::rules
