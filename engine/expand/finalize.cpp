#include "engine/expand/finalize.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "engine/expand/deployment.hpp"
#include "engine/expand/resource_id.hpp"
#include "engine/core/secrets.hpp"
#include "engine/expr/parser.hpp"

namespace pf {

void collectResources(DeploymentExpander& d, std::vector<Value>& out, std::vector<Value>* requests,
                      const SourceFiles& files, bool redact) {
  const auto& instances = d.instances();
  for (size_t i : d.order()) {
    const Instance& inst = instances[i];
    if (!inst.deployed || inst.existing || inst.failed || !inst.result.isObject()) continue;
    Value r = std::move(d.instance(i).result);
    if (redact) redactSecrets(r);
    Object& o = r.objMut();
    Array deps;
    for (size_t dep : inst.deps) {
      const Instance& t = instances[dep];
      if (!t.deployed || t.existing || t.failed) continue;
      Value id = identityValue(t.id, t);
      if (redact) redactSecrets(id);
      deps.push_back(std::move(id));
    }
    if (!deps.empty()) o.set("dependsOn", Value(std::move(deps)));
    Object src;
    Loc loc = inst.decl->loc();
    src.append("file", files.path(loc.file));
    src.append("line", static_cast<long long>(loc.line));
    src.append("column", static_cast<long long>(loc.col));
    src.append("deployment", d.path());
    if (loc.file == 0 || files.path(loc.file) != d.templatePath()) src.append("template", d.templatePath());
    if (!d.parameterPath().empty()) src.append("parameterFile", d.parameterPath());
    if (!inst.symbol.empty()) src.append("symbol", inst.symbol);
    if (inst.copyIndex >= 0) {
      src.append("copy", inst.copyName);
      src.append("copyIndex", static_cast<long long>(inst.copyIndex));
    }
    if (inst.conditionUnknown) src.append("conditionUnknown", true);
    // A location written as a region name rather than taken from a parameter or expression
    // (template hygiene: the template cannot be deployed elsewhere without editing it).
    if (const Value* l = inst.decl->isObject() ? inst.decl->get("location") : nullptr;
        l && l->isString() && !l->str().empty() && !isExpression(l->str()) && !iequals(l->str(), "global"))
      src.append("literalLocation", true);
    if (!inst.options.names.empty()) {
      Array names;
      for (const auto& n : inst.options.names) names.push_back(Value(n));
      src.append("options", Value(std::move(names)));
    }
    Value source(std::move(src));
    o.set("_source", source);
    if (requests) {
      if (inst.request.isObject()) {
        Value request = std::move(d.instance(i).request);
        if (redact) redactSecrets(request);
        Object& q = request.objMut();
        if (const Value* deps = o.find("dependsOn")) q.set("dependsOn", *deps);
        q.set("_source", std::move(source));
        requests->push_back(std::move(request));
      } else {
        // No request of its own: the request is the result, with the same dependsOn and _source,
        // redacted alike. It shares the finished resource (a later change to either copies it).
        requests->push_back(r);
      }
    }
    out.push_back(std::move(r));
    if (inst.nested) collectResources(*inst.nested, out, requests, files, redact);
  }
}

namespace {

// The length of the parent's id at the start of a resource's lower-case id, or npos when the
// resource has no parent. An extension resource applies to the id before the last "/providers/"
// when that part is itself a resource (".../vaults/kv/providers/Microsoft.Insights/diagnosticSettings/d"
// → ".../vaults/kv"; not when it is the only provider segment: a resource of a group or
// subscription). A child ("Ns/type/child", three segments or more) is the id less its last
// "/type/name" pair, unless that leaves ".../providers".
size_t parentLength(std::string_view lowerId, std::string_view type) {
  constexpr std::string_view kProviders = "/providers/";
  size_t last = lowerId.rfind(kProviders);
  if (last != std::string_view::npos && last != 0 && lowerId.find(kProviders) != last) return last;
  if (std::count(type.begin(), type.end(), '/') < 2) return std::string_view::npos;
  size_t end = lowerId.rfind('/');
  if (end == std::string_view::npos || end == 0) return std::string_view::npos;
  size_t prev = lowerId.rfind('/', end - 1);
  if (prev == std::string_view::npos || lowerId.substr(0, prev).ends_with("/providers")) return std::string_view::npos;
  return prev;
}

}  // namespace

void nestChildResources(std::vector<Value>& resources) {
  // Each id is lower-cased once; parents are looked up by a prefix of it, as a view.
  std::vector<std::string> lowerIds(resources.size());
  std::unordered_map<std::string_view, size_t> byId;
  for (size_t i = 0; i < resources.size(); ++i)
    if (const Value* id = resources[i].get("id"); id && id->isString()) {
      lowerIds[i] = toLowerAscii(id->str());
      byId.emplace(lowerIds[i], i);
    }
  for (size_t i = 0; i < resources.size(); ++i) {
    const Value* id = resources[i].get("id");
    const Value* type = resources[i].get("type");
    if (!id || !type || !id->isString() || !type->isString()) continue;
    size_t parent = parentLength(lowerIds[i], type->str());
    if (parent == std::string_view::npos) continue;
    auto it = byId.find(std::string_view(lowerIds[i]).substr(0, parent));
    if (it == byId.end() || it->second == i) continue;
    Value child = resources[i];
    child.objMut().erase("resources");
    Object& parentObject = resources[it->second].objMut();
    Value* arr = parentObject.find("resources");
    if (!arr || !arr->isArray()) {
      parentObject.set("resources", Value::emptyArray());
      arr = parentObject.find("resources");
    }
    arr->arrMut().push_back(std::move(child));
  }
}

}  // namespace pf
