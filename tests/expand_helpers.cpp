#include "tests/expand_helpers.hpp"

#include <stdexcept>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"

namespace pf::test {

Expanded expandText(std::string_view templateJson, std::string_view paramsJson, ExpandOptions options,
                    DeploymentContext ctx, const RuntimeModel* runtime) {
  Expanded e;
  uint32_t id = e.files->add("template.json", std::string(templateJson));
  auto root = parseJson(e.files->text(id), id, e.loadDiags);
  if (!root) throw std::runtime_error("bad test template: " + e.loadDiags.items().back().message);
  auto tpl = loadTemplate(*root, e.loadDiags);
  if (!tpl) throw std::runtime_error("not a template");
  e.tpl = std::make_unique<Template>(std::move(*tpl));
  ExpandRequest req;
  req.tpl = e.tpl.get();
  req.templatePath = "template.json";
  req.context = ctx;
  if (!paramsJson.empty()) {
    uint32_t pid = e.files->add("template.parameters.json", std::string(paramsJson));
    auto pv = parseJson(e.files->text(pid), pid, e.loadDiags);
    if (!pv) throw std::runtime_error("bad test parameters");
    auto pf = loadParameterFile(*pv, e.loadDiags);
    e.params = std::make_unique<ParameterFile>(std::move(*pf));
    req.parameters = e.params.get();
    req.parameterPath = "template.parameters.json";
  }
  ExpandServices services{functions(), *e.files, runtime};
  e.result = expand(req, services, options);
  return e;
}

const Value* Expanded::resource(std::string_view name) const {
  for (const Value& r : result.resources)
    if (const Value* n = r.get("name"); n && n->isString() && n->str() == name) return &r;
  return nullptr;
}

const Value& Expanded::require(std::string_view name) const {
  const Value* r = resource(name);
  if (!r) throw std::runtime_error("no resource named '" + std::string(name) + "'; diagnostics:\n" + diagnostics());
  return *r;
}

std::vector<const Value*> Expanded::ofType(std::string_view type) const {
  std::vector<const Value*> out;
  for (const Value& r : result.resources)
    if (const Value* t = r.get("type"); t && iequals(t->str(), type)) out.push_back(&r);
  return out;
}

std::string Expanded::at(std::string_view name, std::string_view path) const {
  const Value* v = resource(name);
  if (!v) return "<no resource " + std::string(name) + ">";
  size_t start = 0;
  while (start <= path.size() && v) {
    size_t dot = path.find('.', start);
    std::string_view key = path.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
    v = v->get(key);
    if (dot == std::string_view::npos) break;
    start = dot + 1;
  }
  return v ? toJson(*v) : "<missing>";
}

std::string Expanded::output(std::string_view name) const {
  const Value* o = result.outputs.get(name);
  const Value* v = o ? o->get("value") : nullptr;
  return v ? toJson(*v) : "<missing>";
}

bool Expanded::hasDiagnostic(std::string_view code) const {
  for (const auto& d : result.diagnostics.items())
    if (d.code == code) return true;
  return false;
}

std::string Expanded::diagnostics() const {
  std::string s;
  for (const auto& d : loadDiags.items()) s += d.code + ": " + d.message + "\n";
  for (const auto& d : result.diagnostics.items()) s += d.code + ": " + d.message + "\n";
  return s;
}

}  // namespace pf::test
