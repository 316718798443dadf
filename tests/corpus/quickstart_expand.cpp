#include "tests/corpus/quickstart_expand.hpp"

#include <regex>
#include <stdexcept>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"
#include "engine/template/template_file.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/helpers.hpp"

namespace pf::test {

void substituteQuickstartPlaceholders(Value& file) {
  static const std::regex unique("GEN-UNIQUE(-([0-9]+))?");
  Value* params = file.isObject() ? file.objMut().find("parameters") : nullptr;
  if (!params || !params->isObject()) return;
  int counter = 0;
  for (auto& [name, entry] : params->objMut()) {
    if (!entry.isObject()) continue;
    Object& e = entry.objMut();
    if (Value* ref = e.find("reference"); ref && ref->isString() && ref->str() == "GEN-KEYVAULT-PASSWORD-REFERENCE") {
      *ref = Value(Object{{"keyVault", Object{{"id", "/subscriptions/x/resourceGroups/y/providers/Microsoft.KeyVault/vaults/kv"}}},
                          {"secretName", name}});
      continue;
    }
    Value* v = e.find("value");
    if (!v || !v->isString()) continue;
    const std::string s = v->str();
    std::smatch m;
    if (std::regex_match(s, m, unique)) {
      size_t n = m[2].matched ? std::stoul(m[2].str()) : 18;
      std::string out = "pf" + std::to_string(++counter);
      while (out.size() < n) out += static_cast<char>('a' + out.size() % 26);
      out.resize(n);
      *v = Value(out);
    } else if (s == "GEN-PASSWORD") {
      *v = Value("Pf-Passw0rd-2025!");
    } else if (s == "GEN-GUID") {
      *v = Value("5c1f1b86-64bd-4a6a-8c6b-2a6c63f9a0d" + std::to_string(++counter % 10));
    } else if (s == "GEN-SSH-PUB-KEY") {
      *v = Value("ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 preflight@example");
    }
  }
}

namespace {

std::optional<ParameterFile> readCorpusParameters(const std::filesystem::path& paramPath, CorpusExpansion& out) {
  if (paramPath.empty()) return std::nullopt;
  auto text = readFile(paramPath.string());
  if (!text) throw std::runtime_error("cannot read " + paramPath.string());
  uint32_t id = out.files->add(paramPath.string(), *text);
  auto parsed = parseJson(out.files->text(id), id, out.loadDiags);
  if (!parsed) return std::nullopt;
  substituteQuickstartPlaceholders(*parsed);
  return loadParameterFile(*parsed, out.loadDiags);
}

void expandLoaded(const Template& tpl, const std::optional<ParameterFile>& params,
                  const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                  const std::filesystem::path& root, CorpusExpansion& out) {
  out.loaded = true;
  ExpandRequest req;
  req.tpl = &tpl;
  req.templatePath = templatePath.string();
  if (params) {
    req.parameters = &*params;
    req.parameterPath = paramPath.string();
  }
  ExpandOptions opts;
  opts.rootDir = root.string();
  static const mocks::MockRuntimeModel runtime;
  ExpandServices services{functions(), *out.files, &runtime};
  out.expansion = expand(req, services, opts);
}

}  // namespace

CorpusExpansion expandCorpusTemplate(const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                                     const std::filesystem::path& root) {
  CorpusExpansion out;
  auto tpl = readTemplateFile(templatePath.string(), *out.files, out.loadDiags);
  auto params = readCorpusParameters(paramPath, out);
  if (tpl) expandLoaded(*tpl, params, templatePath, paramPath, root, out);
  return out;
}

CorpusExpansion expandCorpusValue(const Value& templateJson, std::unique_ptr<SourceFiles> files,
                                  const std::filesystem::path& templatePath, const std::filesystem::path& paramPath,
                                  const std::filesystem::path& root) {
  CorpusExpansion out;
  out.files = std::move(files);
  auto tpl = loadTemplate(templateJson, out.loadDiags);
  auto params = readCorpusParameters(paramPath, out);
  if (tpl) expandLoaded(*tpl, params, templatePath, paramPath, root, out);
  return out;
}

CorpusExpansion expandCorpusValue(const Value& templateJson, std::unique_ptr<SourceFiles> files,
                                  const std::filesystem::path& templatePath, const Value& parameterFile,
                                  const std::filesystem::path& root) {
  CorpusExpansion out;
  out.files = std::move(files);
  auto tpl = loadTemplate(templateJson, out.loadDiags);
  auto params = loadParameterFile(parameterFile, out.loadDiags);
  if (tpl) expandLoaded(*tpl, params, templatePath, templatePath, root, out);
  return out;
}

}  // namespace pf::test
