#include "engine/analyze/analyze.hpp"

#include <filesystem>
#include <set>

#include "engine/analyze/diagnostic_targets.hpp"
#include "engine/analyze/findings.hpp"
#include "engine/analyze/rule_loading.hpp"
#include "engine/analyze/suppressions.hpp"
#include "engine/analyze/unit_expansion.hpp"
#include "engine/expand/deployment_targets.hpp"
#include "engine/inputs/discover.hpp"
#include "mocks/runtime_model.hpp"

namespace pf::analyze {

namespace {

// Everything one analysis shares between its units.
struct Run {
  const AnalyzeRequest& request;
  SourceFiles& files;
  AnalyzeResult& result;
  const rules::RuleSelection& rules;
  ReportPaths paths;
  Suppressor suppressor;
  rules::EvaluateOptions evaluate;
};

void evaluateTarget(Run& run, const Value& object, const std::string& fallbackFile) {
  rules::RuleTarget target = rules::bindTarget(object);
  for (const rules::RuleResult& r : rules::evaluate(run.rules, target, run.evaluate)) {
    std::string sourcePath = fallbackFile;
    for (const auto& s : target.sources)
      if (!s.file.empty()) {
        sourcePath = s.file;
        break;
      }
    for (report::Finding& f : splitByDeclaration(toFinding(r, target, run.paths, fallbackFile), r, target, run.paths)) {
      f.suppression = run.suppressor.find(f, object, sourcePath);
      run.result.report.findings.push_back(std::move(f));
    }
  }
}

// Diagnostics of reading and expanding a unit: template problems become Preflight.Diagnostic
// targets; limits of the analysis go to the run's diagnostics.
void judgeDiagnostics(Run& run, const Diagnostics& diags, const std::string& parameterFile,
                      const std::string& fallbackFile) {
  for (const Diagnostic& d : diags.items()) {
    std::string_view category = diagnosticCategory(d);
    if (category.empty()) {
      if (d.severity != Severity::Info) run.result.diagnostics.add(d);
      continue;
    }
    Value target = diagnosticTarget(d, category, run.files, run.request.context.deploymentName, parameterFile);
    evaluateTarget(run, target, fallbackFile);
  }
}

std::string skipText(const inputs::SkippedFile& s) {
  std::string out = inputs::skipReasonName(s.reason);
  if (!s.detail.empty()) out += ": " + s.detail;
  return out;
}

}  // namespace

AnalyzeResult analyze(const AnalyzeRequest& request, SourceFiles& files) {
  AnalyzeResult result;
  result.report.tool.version = request.toolVersion;

  inputs::Discovery discovery = inputs::discover(request.paths, request.config, files, result.diagnostics);
  if (result.diagnostics.hasErrors()) result.inputError = true;

  RuleSources sources;
  sources.builtin = request.builtinRules;
  if (request.repositoryRules) sources.repositoryRoot = discovery.root;
  sources.paths = request.config.rules.paths;
  sources.paths.insert(sources.paths.end(), request.rulePaths.begin(), request.rulePaths.end());
  Diagnostics ruleDiags;
  rules::RuleSelection selection = loadAnalysisRules(sources, request.config, files, ruleDiags);
  if (ruleDiags.hasErrors()) result.inputError = true;
  result.diagnostics.append(ruleDiags);
  auto allRules = selection.ruleSet().rules();
  for (const auto& e : selection.entries()) result.report.rules.push_back(toReportRule(*allRules[e.rule], e.level));

  Run run{request,
          files,
          result,
          selection,
          ReportPaths(request.reportRoot.empty() ? discovery.root : request.reportRoot, files),
          Suppressor(request.config, request.today, files, result.diagnostics),
          {}};
  run.evaluate.workingDirectory = discovery.root;
  std::string reportRoot = request.reportRoot.empty() ? discovery.root : request.reportRoot;
  std::string rootAbs =
      std::filesystem::absolute(reportRoot.empty() ? "." : reportRoot).lexically_normal().generic_string();
  if (rootAbs.empty() || rootAbs.back() != '/') rootAbs += '/';
  result.report.rootUri = "file://" + rootAbs;

  FunctionRegistry functions = builtinFunctions();
  mocks::MockRuntimeModel runtime;
  ExpandOptions expandOptions = request.expand;
  for (const auto& [k, v] : request.config.parameterDefaults)
    if (!expandOptions.parameterDefaults.find(k)) expandOptions.parameterDefaults.set(k, v);
  if (expandOptions.rootDir.empty()) expandOptions.rootDir = discovery.root;
  for (const auto& a : request.config.artifacts) expandOptions.artifactLocations.emplace_back(a.url, a.dir);
  UnitServices services{functions, files, &runtime, expandOptions, request.context};
  LoadedSources cache;

  std::set<std::string> analyzedFiles;
  // Sources only reachable through a unit that failed (a .bicepparam that does not compile).
  std::vector<std::pair<std::string, std::string>> sourcesOfFailedUnits;
  for (const inputs::AnalysisUnit& unit : discovery.units) {
    UnitExpansion ux = expandUnit(unit, services, cache);
    std::string mainFile = unit.kind == inputs::UnitKind::BicepParams ? unit.parameters : unit.source;
    judgeDiagnostics(run, ux.loadDiagnostics, ux.parameterPath, mainFile);
    if (!ux.expansion) {
      result.report.summary.skipped.push_back({run.paths.relative(mainFile), ux.skipReason});
      if (unit.kind == inputs::UnitKind::BicepParams && !unit.source.empty())
        sourcesOfFailedUnits.emplace_back(unit.source, "only deployed with " + run.paths.relative(mainFile) +
                                                           ", which could not be analyzed");
      continue;
    }
    analyzedFiles.insert(unit.source.empty() ? mainFile : unit.source);
    if (!unit.parameters.empty()) analyzedFiles.insert(unit.parameters);
    judgeDiagnostics(run, ux.expansion->diagnostics, ux.parameterPath, mainFile);
    for (const Value& target : ruleTargets(*ux.expansion)) evaluateTarget(run, target, mainFile);
  }
  for (const auto& [file, reason] : sourcesOfFailedUnits)
    if (!analyzedFiles.count(file)) result.report.summary.skipped.push_back({run.paths.relative(file), reason});
  result.report.summary.filesAnalyzed = analyzedFiles.size();
  for (const auto& f : analyzedFiles) result.analyzedFiles.push_back(run.paths.relative(f));
  for (const auto& l : discovery.linked) result.linkedFiles.push_back(run.paths.relative(l.path));
  for (const auto& s : discovery.skipped) result.report.summary.skipped.push_back({run.paths.relative(s.path), skipText(s)});
  return result;
}

}  // namespace pf::analyze
