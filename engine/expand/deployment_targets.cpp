#include "engine/expand/deployment_targets.hpp"

#include <algorithm>

#include "engine/core/secrets.hpp"
#include "engine/expand/api_version_facts.hpp"
#include "engine/expand/finalize.hpp"

namespace pf {

namespace {

// A value read from a deployed resource's state (reference(), an "open" value) is what Azure
// would return on GET, and Azure does not return write-only secrets such as passwords given at
// creation; so secrets inside such a value are not counted.
bool holdsSecret(const Value& v) {
  if (v.open()) return false;
  if (v.secure()) return true;  // secure in ARM's sense; a value read from the environment is not
  if (v.isArray())
    for (const Value& x : v.arr())
      if (holdsSecret(x)) return true;
  if (v.isObject())
    for (const auto& [k, x] : v.obj())
      if (holdsSecret(x)) return true;
  return false;
}

bool isSecureTypeName(const Value* type) {
  return type && type->isString() && (iequals(type->str(), "securestring") || iequals(type->str(), "secureobject"));
}

const std::string* str(const Value& v, std::string_view key) {
  const Value* x = v.get(key);
  return x && x->isString() ? &x->str() : nullptr;
}

// What the summary says of the declaration of `name` in `section` (summary.declarations.<section>):
// file, line, column and the like.
const Object* declarationOf(const Value* section, const std::string& name) {
  const Value* at = section ? section->get(name) : nullptr;
  return at && at->isObject() ? &at->obj() : nullptr;
}

const Value* declarations(const Value& summary, std::string_view section) {
  const Value* d = summary.get("declarations");
  return d ? d->get(section) : nullptr;
}

// An empty entry with room for `own` members and then those of `declaration`.
Object sizedEntry(size_t own, const Object* declaration) {
  Object entry;
  entry.reserve(own + (declaration ? declaration->size() : 0));
  return entry;
}

void appendAll(Object& entry, const Object* from) {
  if (from)
    for (const auto& [k, v] : *from) entry.append(k, v);
}

// The `preflight` member of a deployment summary (an entry of Expansion::deployments).
Value hygiene(const Value& summary) {
  Array params, outs;
  if (const Value* p = summary.get("parameters"); p && p->isObject()) {
    const Value* section = declarations(summary, "parameters");
    // Most parameters are of a few kinds: each kind's name is one shared Value.
    Value kindNames[static_cast<size_t>(Kind::Lambda) + 1];
    params.reserve(p->obj().size());
    for (const auto& [name, v] : p->obj()) {
      const Object* declaration = declarationOf(section, name);
      Object entry = sizedEntry(3, declaration);
      Value& kind = kindNames[static_cast<size_t>(v.kind())];
      if (kind.isNull()) kind = Value(kindName(v.kind()));
      entry.append("name", name);
      entry.append("type", kind);
      entry.append("secure", v.secure() && !v.isNull());
      appendAll(entry, declaration);
      params.push_back(Value(std::move(entry)));
    }
  }
  if (const Value* o = summary.get("outputs"); o && o->isObject()) {
    const Value* section = declarations(summary, "outputs");
    outs.reserve(o->obj().size());
    for (const auto& [name, out] : o->obj()) {
      const Value* type = out.get("type");
      const Value* value = out.get("value");
      const Object* declaration = declarationOf(section, name);
      Object entry = sizedEntry(4, declaration);
      entry.append("name", name);
      entry.append("type", type ? *type : Value("object"));
      entry.append("secure", isSecureTypeName(type));
      entry.append("holdsSecret", value != nullptr && holdsSecret(*value));
      appendAll(entry, declaration);
      outs.push_back(Value(std::move(entry)));
    }
  }
  Array vars;
  if (const Value* v = declarations(summary, "variables"); v && v->isObject()) {
    vars.reserve(v->obj().size());
    for (const auto& [name, facts] : v->obj()) {
      const Object* declaration = facts.isObject() ? &facts.obj() : nullptr;
      Object entry = sizedEntry(1, declaration);
      entry.append("name", name);
      appendAll(entry, declaration);
      vars.push_back(Value(std::move(entry)));
    }
  }
  const std::string* path = str(summary, "path");
  const Value* checks = summary.get("extensionChecks");
  Object out;
  out.reserve(checks ? 7 : 4);
  out.append("deployment", path ? *path : "");
  out.append("parameters", Value(std::move(params)));
  out.append("variables", Value(std::move(vars)));
  out.append("outputs", Value(std::move(outs)));
  // How its extensions are configured (written in the parent, or the parameter file, for the root).
  if (checks) {
    out.append("extensions", checks->get("extensions") ? *checks->get("extensions") : Value::emptyArray());
    out.append("extensionConfigs", checks->get("configs") ? *checks->get("configs") : Value::emptyArray());
    out.append("extensibleResources", checks->get("resources") ? *checks->get("resources") : Value::emptyArray());
  }
  return Value(std::move(out));
}

// Every deployment's extensions, as the deployments API lists them for the root deployment.
Value allExtensions(const Expansion& e) {
  Array out;
  for (const Value& d : e.deployments)
    if (const Value* list = d.get("extensions"); list && list->isArray())
      for (const Value& x : list->arr()) out.push_back(x);
  return Value(std::move(out));
}

Value rootTarget(const Value& summary, const Expansion& e) {
  const std::string* name = str(summary, "name");
  const std::string* scopeId = str(summary, "scopeId");
  std::string n = name ? *name : "deployment";
  Object params;
  if (const Value* p = summary.get("parameters"); p && p->isObject())
    for (const auto& [k, v] : p->obj()) params.append(k, Object{{"value", v}});
  Value outputs = summary.get("outputs") ? *summary.get("outputs") : Value::emptyObject();
  Value properties(Object{{"mode", "Incremental"}, {"parameters", Value(std::move(params))}, {"outputs", outputs}});
  if (Value ext = allExtensions(e); !ext.arr().empty()) properties.objMut().append("extensions", std::move(ext));
  redactSecrets(properties);
  Object src;
  const std::string* tpl = str(summary, "template");
  src.append("file", tpl ? *tpl : "");
  src.append("line", 1LL);
  src.append("column", 1LL);
  src.append("deployment", n);
  if (const std::string* pf = str(summary, "parameterFile")) src.append("parameterFile", *pf);
  return Object{{"type", "Microsoft.Resources/deployments"},
                {"name", n},
                {"id", (scopeId ? *scopeId : "") + "/providers/Microsoft.Resources/deployments/" + n},
                {"rootDeployment", true},
                {"properties", std::move(properties)},
                {"preflight", hygiene(summary)},
                {"_source", Value(std::move(src))}};
}

}  // namespace

std::vector<Value> ruleTargets(const Expansion& e) {
  ApiVersionFacts apiFacts;
  return ruleTargets(e, apiFacts);
}

namespace {

// `resources`: e's resources, shared (their payloads are copied where facts are added) or taken.
std::vector<Value> targetsOf(const Expansion& e, std::vector<Value>&& resources, ApiVersionFacts& apiFacts) {
  std::vector<Value> out;
  out.reserve(resources.size() + 1);
  if (!e.deployments.empty()) out.push_back(rootTarget(e.deployments.front(), e));
  for (Value& taken : resources) {
    out.push_back(std::move(taken));
    const Value& r = out.back();
    Object facts;
    if (const Value& api = apiFacts.of(r); !api.isNull()) facts.append("apiVersion", api);
    if (const Value* tags = r.get("tags"); tags && tags->isObject()) {
      Array names;
      for (const auto& [k, x] : tags->obj()) names.emplace_back(k);
      facts.append("tagNames", Value(std::move(names)));
    }
    if (!facts.empty()) out.back().objMut().set("preflight", Value(std::move(facts)));
    const Value* type = r.get("type");
    const Value* src = r.get("_source");
    const std::string* name = str(r, "name");
    if (!type || !type->isString() || !iequals(type->str(), "Microsoft.Resources/deployments") || !src || !name) continue;
    const std::string* parent = str(*src, "deployment");
    if (!parent) continue;
    std::string path = *parent + "/" + *name;
    for (size_t i = 1; i < e.deployments.size(); ++i) {
      const std::string* p = str(e.deployments[i], "path");
      if (p && *p == path) {
        Value h = hygiene(e.deployments[i]);
        if (const Value& facts = apiFacts.of(r); !facts.isNull()) h.objMut().set("apiVersion", facts);
        out.back().objMut().set("preflight", std::move(h));
        out.back().objMut().set("rootDeployment", false);
        break;
      }
    }
  }
  return out;
}

}  // namespace

std::vector<Value> ruleTargets(const Expansion& e, ApiVersionFacts& apiFacts) {
  return targetsOf(e, std::vector<Value>(e.resources), apiFacts);
}

std::vector<Value> ruleTargets(Expansion&& e, ApiVersionFacts& apiFacts) {
  std::vector<Value> resources = std::move(e.resources);
  e.resources.clear();
  return targetsOf(e, std::move(resources), apiFacts);
}

}  // namespace pf
