#include "engine/analyze/unit_expansion.hpp"

#include "engine/bicep/compiler.hpp"
#include "engine/core/file.hpp"
#include "engine/core/json.hpp"

namespace pf::analyze {

namespace {

// The JSON of a file discovery already read (`id`), else read now.
std::optional<Value> readJsonFile(const std::string& path, uint32_t id, SourceFiles& files, Diagnostics& diags) {
  if (id == 0) {
    auto text = readFile(path);
    if (!text) {
      diags.add(text.error().toDiagnostic());
      return std::nullopt;
    }
    id = files.add(path, std::move(text).value());
  }
  return parseJson(files.text(id), id, diags);
}

std::shared_ptr<LoadedTemplate> modelTemplate(std::optional<Value> root, Diagnostics diags) {
  auto t = std::make_shared<LoadedTemplate>();
  t->diagnostics = std::move(diags);
  t->root = std::move(root);
  if (t->root) t->tpl = loadTemplate(*t->root, t->diagnostics);
  return t;
}

std::shared_ptr<const LoadedTemplate> jsonTemplate(const inputs::AnalysisUnit& unit, SourceFiles& files,
                                                   LoadedSources& cache) {
  auto it = cache.templates.find(unit.source);
  if (it != cache.templates.end()) return it->second;
  Diagnostics d;
  auto root = readJsonFile(unit.source, unit.sourceFile, files, d);
  auto t = modelTemplate(std::move(root), std::move(d));
  cache.templates.emplace(unit.source, t);
  return t;
}

std::shared_ptr<const LoadedTemplate> bicepTemplate(const std::string& path, SourceFiles& files,
                                                    LoadedSources& cache) {
  auto it = cache.templates.find(path);
  if (it != cache.templates.end()) return it->second;
  bicep::CompileResult r = bicep::compileBicepFile(path, files);
  std::optional<Value> root;
  if (r.ok()) root = std::move(r.tmpl);
  auto t = modelTemplate(std::move(root), std::move(r.diagnostics));
  cache.templates.emplace(path, t);
  return t;
}

// Compiler warnings are Bicep's linter's business; only errors are template problems here.
Diagnostics errorsOnly(const Diagnostics& in) {
  Diagnostics out;
  for (const auto& d : in.items())
    if (d.severity == Severity::Error) out.add(d);
  return out;
}

// "<why>: <the first error>", so that a skipped file says what stopped it.
std::string firstError(std::string why, const Diagnostics& d) {
  for (const auto& x : d.items())
    if (x.severity == Severity::Error) return why + " (" + x.code + ": " + x.message + ")";
  return why;
}

}  // namespace

UnitExpansion expandUnit(const inputs::AnalysisUnit& unit, const UnitServices& s, LoadedSources& cache) {
  UnitExpansion out;
  out.parameterPath = unit.parameters;
  std::shared_ptr<const LoadedTemplate> tpl;
  std::optional<ParameterFile> params;
  std::string templatePath = unit.source;

  switch (unit.kind) {
    case inputs::UnitKind::Template:
      tpl = jsonTemplate(unit, s.files, cache);
      out.loadDiagnostics.append(tpl->diagnostics);
      break;
    case inputs::UnitKind::Bicep:
      tpl = bicepTemplate(unit.source, s.files, cache);
      out.loadDiagnostics.append(errorsOnly(tpl->diagnostics));
      break;
    case inputs::UnitKind::BicepParams: {
      bicep::ParamsResult r = bicep::compileParamsFile(unit.parameters, s.files);
      out.loadDiagnostics.append(errorsOnly(r.diagnostics));
      if (!r.ok() || !r.tmpl) {
        out.skipReason = !r.ok() ? firstError("the .bicepparam file does not compile", out.loadDiagnostics)
                                 : "the .bicepparam file names no local template (using none, a registry or a template spec)";
        return out;
      }
      auto t = std::make_shared<LoadedTemplate>();
      t->root = std::move(r.tmpl);
      t->tpl = loadTemplate(*t->root, t->diagnostics);
      out.loadDiagnostics.append(t->diagnostics);
      tpl = t;
      if (templatePath.empty()) templatePath = unit.parameters;
      params = loadParameterFile(*r.parameters, out.loadDiagnostics);
      if (!params) {
        out.skipReason = "the compiled parameters are not a valid parameter file";
        return out;
      }
      break;
    }
  }
  if (!tpl || !tpl->tpl) {
    out.skipReason = firstError(
        unit.kind == inputs::UnitKind::Template ? "the template cannot be read" : "the Bicep file does not compile",
        tpl ? tpl->diagnostics : out.loadDiagnostics);
    return out;
  }
  if (unit.kind != inputs::UnitKind::BicepParams && !unit.parameters.empty()) {
    auto root = readJsonFile(unit.parameters, unit.parametersFile, s.files, out.loadDiagnostics);
    if (root) params = loadParameterFile(*root, out.loadDiagnostics);
    if (!params) {
      out.skipReason = "the parameter file cannot be read";
      return out;
    }
  }

  ExpandRequest req;
  req.tpl = &*tpl->tpl;
  req.templatePath = templatePath;
  if (params) {
    req.parameters = &*params;
    req.parameterPath = unit.parameters;
  }
  req.context = s.context;
  ExpandServices services{s.functions, s.files, s.runtime};
  out.expansion = expand(req, services, s.expand);
  return out;
}

}  // namespace pf::analyze
