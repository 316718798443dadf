#include "rules/rule_target.hpp"

namespace pf::rules {
namespace {

std::string member(const Value& v, std::string_view key) {
  const Value* m = v.get(key);
  return m && m->isString() ? m->str() : std::string();
}

uint32_t number(const Value& v, std::string_view key) {
  const Value* m = v.get(key);
  return m && m->isInt() && m->asInt() > 0 && m->asInt() <= UINT32_MAX ? static_cast<uint32_t>(m->asInt()) : 0;
}

void addSource(RuleTarget& t, const Value& s, std::string defaultKind) {
  if (!s.isObject()) return;
  TargetSource src;
  src.kind = member(s, "kind");
  if (src.kind.empty()) src.kind = member(s, "type");
  if (src.kind.empty()) src.kind = std::move(defaultKind);
  src.file = member(s, "file");
  src.line = number(s, "line");
  src.column = number(s, "column");
  if (!src.column) src.column = number(s, "position");
  if (!src.file.empty()) t.sources.push_back(std::move(src));
}

}  // namespace

RuleTarget bindTarget(const Value& resource) {
  RuleTarget t;
  t.object = resource;
  t.type = member(resource, "type");
  t.name = member(resource, "name");
  t.scope = member(resource, "scope");
  if (t.scope.empty()) {
    std::string id = member(resource, "id");
    size_t p = id.empty() ? std::string::npos : toLowerAscii(id).rfind("/providers/");
    if (p != std::string::npos && p > 0) t.scope = id.substr(0, p);
  }
  if (const Value* s = resource.get("_source")) {
    if (s->isArray()) {
      for (const Value& e : s->arr()) addSource(t, e, "Template");
    } else if (s->isObject()) {
      addSource(t, *s, "Template");
      std::string params = member(*s, "parameterFile");
      if (!params.empty()) t.sources.push_back({"Parameter", params, 1, 0});
    }
  } else if (const Value* ps = resource.get("_PSRule"); ps && ps->get("source") && ps->get("source")->isArray()) {
    for (const Value& e : ps->get("source")->arr()) addSource(t, e, "Template");
  }
  return t;
}

}  // namespace pf::rules
