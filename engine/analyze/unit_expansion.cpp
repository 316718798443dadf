#include "engine/analyze/unit_expansion.hpp"

#include "engine/analyze/diagnostic_targets.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/json.hpp"

namespace pf::analyze {

namespace {

// The JSON of a file, by the id discovery gave its text (0: not read yet). Discovery only
// skims files; each is parsed here, by the unit that uses it, while its values are hot.
std::optional<Value> readJsonFile(const std::string& path, uint32_t id, SourceFiles& files, const FileAccessPolicy& access,
                                  Diagnostics& diags) {
  if (id == 0) {
    auto text = access.read(path);
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
                                                   const FileAccessPolicy& access,
                                                   LoadedSources& cache) {
  auto it = cache.templates.find(unit.source);
  if (it != cache.templates.end()) return it->second;
  Diagnostics d;
  auto root = readJsonFile(unit.source, unit.sourceFile, files, access, d);
  auto t = modelTemplate(std::move(root), std::move(d));
  cache.templates.emplace(unit.source, t);
  return t;
}

// Compiler warnings are Bicep's linter's business; only errors are template problems here (and
// the notes on what the compiler could not see, such as a registry module not restored or an
// environment variable not read).
Diagnostics errorsAndNotes(const Diagnostics& in) {
  Diagnostics out;
  for (const auto& d : in.items())
    if (d.severity == Severity::Error || d.code.rfind("TOOL", 0) == 0 || isRunNote(d)) out.add(d);
  return out;
}

// A compiled template is expanded unless an error makes it wrong: errors about what the compiler
// could not reach (a registry module missing from the cache) leave the rest worth checking.
bool usable(const compile::BicepCompilation& r) {
  if (!r.tmpl) return false;
  for (const auto& d : r.diagnostics.items())
    if (d.severity == Severity::Error && !diagnosticCategory(d).empty()) return false;
  return true;
}

std::shared_ptr<const LoadedTemplate> bicepTemplate(const std::string& path, compile::CompileContext& bicep,
                                                    LoadedSources& cache) {
  auto it = cache.templates.find(path);
  if (it != cache.templates.end()) return it->second;
  compile::BicepCompilation r = compile::compileBicep(path, bicep);
  std::optional<Value> root;
  if (usable(r)) root = std::move(r.tmpl);
  auto t = modelTemplate(std::move(root), errorsAndNotes(r.diagnostics));
  cache.templates.emplace(path, t);
  return t;
}

// "<why>: <the first error>", so that a skipped file says what stopped it.
std::string firstError(std::string why, const Diagnostics& d) {
  for (const auto& x : d.items())
    if (x.severity == Severity::Error) return why + " (" + x.code + ": " + x.message + ")";
  return why;
}

}  // namespace

UnitExpansion expandUnit(const inputs::AnalysisUnit& unit, const UnitServices& s, LoadedSources& cache,
                         Timings* timings) {
  UnitExpansion out;
  out.parameterPath = unit.parameters;
  std::shared_ptr<const LoadedTemplate> tpl;
  std::optional<ParameterFile> params;
  std::string templatePath = unit.source;

  switch (unit.kind) {
    case inputs::UnitKind::Resources:  // checked as it is (exported_resources.hpp)
      out.skipReason = "exported resource data is not expanded";
      return out;
    case inputs::UnitKind::Template: {
      PhaseTimer timer(timings, Phase::Load);
      tpl = jsonTemplate(unit, s.files, s.bicep.access(), cache);
      out.loadDiagnostics.append(tpl->diagnostics);
      break;
    }
    case inputs::UnitKind::Bicep: {
      PhaseTimer timer(timings, Phase::Compile);
      tpl = bicepTemplate(unit.source, s.bicep, cache);
      out.loadDiagnostics.append(tpl->diagnostics);
      break;
    }
    case inputs::UnitKind::BicepParams: {
      PhaseTimer timer(timings, Phase::Compile);
      compile::BicepCompilation r = compile::compileBicep(unit.parameters, s.bicep);
      out.loadDiagnostics.append(errorsAndNotes(r.diagnostics));
      if (r.parameters && !r.tmpl && !r.diagnostics.hasErrors()) {
        out.skipReason = "the .bicepparam file names no local template (using none, a registry or a template spec)";
        return out;
      }
      if (!r.parameters || !usable(r)) {
        out.skipReason = firstError("the .bicepparam file does not compile", out.loadDiagnostics);
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
    PhaseTimer timer(timings, Phase::Load);
    auto root = readJsonFile(unit.parameters, unit.parametersFile, s.files, s.bicep.access(), out.loadDiagnostics);
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
  // Bounded so that a long run keeps the expressions of recent units only (~2 KB a tree).
  constexpr size_t kKeptExpressions = 4096;
  if (!cache.expressions) cache.expressions = std::make_unique<ExpressionCache>(&s.functions, nullptr, kKeptExpressions);
  ExpandServices services{s.functions, s.files, s.runtime, cache.expressions.get()};
  PhaseTimer timer(timings, Phase::Expand);
  out.expansion = expand(req, services, s.expand);
  return out;
}

}  // namespace pf::analyze
