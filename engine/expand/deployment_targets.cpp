#include "engine/expand/deployment_targets.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "engine/azuretypes/type_index.hpp"
#include "engine/core/civil_date.hpp"
#include "engine/core/secrets.hpp"
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

// Adds file, line and column of the declaration of `name` (summary.declarations.<section>).
void addDeclaration(Object& entry, const Value& summary, std::string_view section, const std::string& name) {
  const Value* d = summary.get("declarations");
  const Value* s = d ? d->get(section) : nullptr;
  const Value* at = s ? s->get(name) : nullptr;
  if (!at || !at->isObject()) return;
  for (const auto& [k, v] : at->obj()) entry.append(k, v);
}

// The `preflight` member of a deployment summary (an entry of Expansion::deployments).
Value hygiene(const Value& summary) {
  Array params, outs;
  if (const Value* p = summary.get("parameters"); p && p->isObject()) {
    for (const auto& [name, v] : p->obj()) {
      Object entry{{"name", name}, {"type", kindName(v.kind())}, {"secure", v.secure() && !v.isNull()}};
      addDeclaration(entry, summary, "parameters", name);
      params.push_back(Value(std::move(entry)));
    }
  }
  if (const Value* o = summary.get("outputs"); o && o->isObject()) {
    for (const auto& [name, out] : o->obj()) {
      const Value* type = out.get("type");
      const Value* value = out.get("value");
      Object entry{{"name", name},
                   {"type", type ? *type : Value("object")},
                   {"secure", isSecureTypeName(type)},
                   {"holdsSecret", value != nullptr && holdsSecret(*value)}};
      addDeclaration(entry, summary, "outputs", name);
      outs.push_back(Value(std::move(entry)));
    }
  }
  Array vars;
  if (const Value* d = summary.get("declarations"))
    if (const Value* v = d->get("variables"); v && v->isObject())
      for (const auto& [name, facts] : v->obj()) {
        Object entry{{"name", name}};
        if (facts.isObject())
          for (const auto& [k, x] : facts.obj()) entry.append(k, x);
        vars.push_back(Value(std::move(entry)));
      }
  const std::string* path = str(summary, "path");
  Object out{{"deployment", path ? *path : ""},
             {"parameters", Value(std::move(params))},
             {"variables", Value(std::move(vars))},
             {"outputs", Value(std::move(outs))}};
  // How its extensions are configured (written in the parent, or the parameter file, for the root).
  if (const Value* checks = summary.get("extensionChecks")) {
    out.append("extensions", checks->get("extensions") ? *checks->get("extensions") : Value::emptyArray());
    out.append("extensionConfigs", checks->get("configs") ? *checks->get("configs") : Value::emptyArray());
    out.append("extensibleResources", checks->get("resources") ? *checks->get("resources") : Value::emptyArray());
  }
  return Value(std::move(out));
}

// Days since 1970-01-01 of an API version's date part (YYYY-MM-DD...), or nullopt.
std::optional<int64_t> versionDays(std::string_view v) {
  if (v.size() < 10 || v[4] != '-' || v[7] != '-') return std::nullopt;
  for (size_t i : {0, 1, 2, 3, 5, 6, 8, 9})
    if (v[i] < '0' || v[i] > '9') return std::nullopt;
  auto num = [&](size_t at, size_t n) {
    unsigned x = 0;
    for (size_t i = at; i < at + n; ++i) x = x * 10 + static_cast<unsigned>(v[i] - '0');
    return x;
  };
  unsigned month = num(5, 2), day = num(8, 2);
  if (month < 1 || month > 12 || day < 1 || day > 31) return std::nullopt;
  return daysFromCivil(num(0, 4), month, day);
}

// What the type index says of a resource's API version, for template-hygiene rules:
//   {known, preview, newest, newestStable?, daysBehind?, newerStable}
// Null when the type is not in the index or the version is not text.
Value apiVersionFacts(const std::string* type, const std::string* version) {
  if (!type || !version) return Value();
  // One pass over the versions as listed (unsorted, perhaps repeated): every fact is a maximum
  // or an "any", so neither sorting nor removing repeats changes it.
  std::vector<std::string_view> all = azuretypes::TypeIndex::builtin().listedApiVersions(*type);
  if (all.empty()) return Value();
  auto used = versionDays(*version);
  std::string_view newest, newestStable;
  bool known = false, newerStable = false;
  for (std::string_view v : all) {
    known = known || iequals(v, *version);
    if (v > newest) newest = v;
    if (v.size() != 10) continue;  // previews and other suffixes
    if (newestStable.empty() || v > newestStable) newestStable = v;
    if (auto d = versionDays(v); d && used && *d >= *used && !iequals(v, *version)) newerStable = true;
  }
  Object facts{{"known", known}, {"preview", version->size() > 10}, {"newest", newest}};
  if (!newestStable.empty()) {
    facts.append("newestStable", newestStable);
    if (auto d = versionDays(newestStable); d && used) facts.append("daysBehind", std::max<int64_t>(0, *d - *used));
  }
  facts.append("newerStable", newerStable);
  return Value(std::move(facts));
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

const Value& ApiVersionMemo::of(const Value& r) {
  const std::string* type = str(r, "type");
  const std::string* version = str(r, "apiVersion");
  if (!type || !version) return none_;
  key_.assign(*type);
  for (char& c : key_) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  key_ += '@';
  key_ += *version;
  auto it = known_.find(key_);
  if (it == known_.end()) it = known_.emplace(key_, apiVersionFacts(type, version)).first;
  return it->second;
}

std::vector<Value> ruleTargets(const Expansion& e) {
  ApiVersionMemo memo;
  return ruleTargets(e, memo);
}

std::vector<Value> ruleTargets(const Expansion& e, ApiVersionMemo& apiFacts) {
  std::vector<Value> out;
  out.reserve(e.resources.size() + 1);
  if (!e.deployments.empty()) out.push_back(rootTarget(e.deployments.front(), e));
  for (const Value& r : e.resources) {
    out.push_back(r);
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

}  // namespace pf
