#include "engine/diff/resource_view.hpp"

namespace pf::diff {

Value comparedView(const Value& resource) {
  Value v = resource;
  if (v.isObject()) {
    Object& o = v.objMut();
    for (const char* k : {"_source", "resources", "dependsOn", "id"}) o.erase(k);
    if (isNestedDeployment(resource))
      if (Value* p = o.find("properties"); p && p->isObject()) p->objMut().erase("outputs");
  }
  return v;
}

std::string stringMember(const Value& resource, std::string_view key) {
  const Value* v = resource.get(key);
  if (!v) return {};
  if (v->isString()) return v->str();
  if (v->isUnknown()) return "[" + v->unknownData().expr + "]";
  return {};
}

std::string pairingKey(const Value& resource) { return toLowerAscii(stringMember(resource, "id")); }

std::optional<SourceRef> sourceOf(const Value& resource) {
  const Value* s = resource.get("_source");
  if (!s || !s->isObject()) return std::nullopt;
  SourceRef ref;
  if (const Value* f = s->get("file"); f && f->isString()) ref.file = f->str();
  if (const Value* l = s->get("line"); l && l->isInt() && l->asInt() > 0) ref.line = static_cast<uint32_t>(l->asInt());
  if (ref.file.empty()) return std::nullopt;
  return ref;
}

std::vector<std::string> dependenciesOf(const Value& resource) {
  std::vector<std::string> out;
  if (const Value* d = resource.get("dependsOn"); d && d->isArray())
    for (const Value& x : d->arr())
      if (x.isString()) out.push_back(x.str());
  return out;
}

bool isNestedDeployment(const Value& resource) {
  return iequals(stringMember(resource, "type"), "Microsoft.Resources/deployments");
}

}  // namespace pf::diff
