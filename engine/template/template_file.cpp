#include "engine/template/template_file.hpp"

#include <filesystem>

#include "engine/core/file.hpp"
#include "engine/core/json.hpp"

namespace pf {

namespace {

std::optional<Value> readJson(const std::string& path, SourceFiles& files, Diagnostics& diags) {
  auto text = readFile(path);
  if (!text) {
    diags.add(text.error().toDiagnostic());
    return std::nullopt;
  }
  uint32_t id = files.add(path, std::move(text).value());
  return parseJson(files.text(id), id, diags);
}

}  // namespace

std::optional<Template> readTemplateFile(const std::string& path, SourceFiles& files, Diagnostics& diags) {
  auto v = readJson(path, files, diags);
  if (!v) return std::nullopt;
  return loadTemplate(*v, diags);
}

std::optional<ParameterFile> readParameterFile(const std::string& path, SourceFiles& files, Diagnostics& diags) {
  auto v = readJson(path, files, diags);
  if (!v) return std::nullopt;
  return loadParameterFile(*v, diags);
}

std::string findTemplateForParameters(const std::string& parameterPath, const ParameterFile& pf) {
  namespace fs = std::filesystem;
  fs::path dir = fs::path(parameterPath).parent_path();
  std::error_code ec;
  if (!pf.templateHint.empty()) {
    fs::path p = dir / pf.templateHint;
    if (fs::exists(p, ec)) return p.lexically_normal().string();
  }
  for (const auto& name : conventionalTemplateNames(fs::path(parameterPath).filename().string())) {
    fs::path p = dir / name;
    if (fs::exists(p, ec)) return p.string();
  }
  return "";
}

}  // namespace pf
