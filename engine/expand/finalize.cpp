#include "engine/expand/finalize.hpp"

#include <unordered_map>

#include "engine/expand/deployment.hpp"
#include "engine/expand/resource_id.hpp"
#include "engine/core/secrets.hpp"
#include "engine/expr/parser.hpp"

namespace pf {

void collectResources(const DeploymentExpander& d, std::vector<Value>& out, std::vector<Value>& requests,
                      const SourceFiles& files, bool redact) {
  const auto& instances = d.instances();
  for (size_t i : d.order()) {
    const Instance& inst = instances[i];
    if (!inst.deployed || inst.existing || inst.failed || !inst.result.isObject()) continue;
    Value r = inst.result;
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
    Value request = inst.request.isObject() ? inst.request : inst.result;
    if (redact) redactSecrets(request);
    Object& q = request.objMut();
    if (const Value* deps = o.find("dependsOn")) q.set("dependsOn", *deps);
    q.set("_source", std::move(source));
    out.push_back(std::move(r));
    requests.push_back(std::move(request));
    if (inst.nested) collectResources(*inst.nested, out, requests, files, redact);
  }
}

namespace {

// The resource an extension resource applies to: the id before the last "/providers/" when
// that part is itself a resource (".../vaults/kv/providers/Microsoft.Insights/diagnosticSettings/d"
// → ".../vaults/kv"); empty for other ids.
std::string extensionScope(const std::string& id) {
  std::string lower = toLowerAscii(id);
  size_t last = lower.rfind("/providers/");
  if (last == std::string::npos || last == 0) return "";
  size_t first = lower.find("/providers/");
  if (first == last) return "";  // the only provider segment: a resource of a group or subscription
  return id.substr(0, last);
}

}  // namespace

void nestChildResources(std::vector<Value>& resources) {
  std::unordered_map<std::string, size_t> byId;
  for (size_t i = 0; i < resources.size(); ++i)
    if (const Value* id = resources[i].get("id"); id && id->isString()) byId.emplace(toLowerAscii(id->str()), i);
  for (size_t i = 0; i < resources.size(); ++i) {
    const Value* id = resources[i].get("id");
    const Value* type = resources[i].get("type");
    if (!id || !type || !id->isString() || !type->isString()) continue;
    const std::string& s = id->str();
    std::string parentId = extensionScope(s);
    if (parentId.empty()) {
      if (splitSegments(type->str()).size() < 3) continue;
      size_t last = s.rfind('/');
      if (last == std::string::npos || last == 0) continue;
      size_t prev = s.rfind('/', last - 1);
      if (prev == std::string::npos) continue;
      parentId = s.substr(0, prev);
      if (iendsWith(parentId, "/providers")) continue;
    }
    auto it = byId.find(toLowerAscii(parentId));
    if (it == byId.end() || it->second == i) continue;
    Value child = resources[i];
    child.objMut().erase("resources");
    Object& parent = resources[it->second].objMut();
    Value* arr = parent.find("resources");
    if (!arr || !arr->isArray()) {
      parent.set("resources", Value::emptyArray());
      arr = parent.find("resources");
    }
    arr->arrMut().push_back(std::move(child));
  }
}

}  // namespace pf
