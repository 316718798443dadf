#include "engine/analyze/unit_analysis.hpp"

#include <optional>

#include "engine/analyze/diagnostic_targets.hpp"
#include "engine/analyze/exported_resources.hpp"
#include "engine/expand/deployment_targets.hpp"

namespace pf::analyze {

namespace {

std::string firstErrorText(const Diagnostics& diags) {
  for (const Diagnostic& d : diags.items())
    if (d.severity == Severity::Error) return "the exported resource data cannot be read: " + d.code + " " + d.message;
  return "the exported resource data cannot be read";
}

}  // namespace

UnitAnalyzer::UnitAnalyzer(const SharedServices& shared)
    : shared_(shared),
      paths_(shared.reportRoot, shared.units.files),
      suppressor_(shared.config, shared.today, shared.units.files, diags_, paths_.relative(shared.config.path)) {
  if (shared.policy) policySession_ = std::make_unique<EvalSession>(shared.policy->setup.functions);
}

// Policies first: enforced append/modify change the resources the rules then check.
void UnitAnalyzer::evaluatePolicyResults(UnitReport& out, Expansion& e, const std::string& fallbackFile) {
  if (!shared_.policy || !policySession_) return;
  for (auto& [result, object] : evaluatePolicies(*shared_.policy, e, shared_.units.context, *policySession_, diags_)) {
    secrets_.scrub(object);
    rules::RuleTarget target = rules::bindTarget(object);
    std::string sourcePath = fallbackFile;
    for (const auto& s : target.sources)
      if (!s.file.empty()) {
        sourcePath = s.file;
        break;
      }
    report::Finding f = toFinding(result, target, targetTexts(target, paths_, fallbackFile), ruleTexts_);
    f.message = secrets_.scrub(f.message);
    f.suppression = suppressor_.find(f, object, sourcePath);
    if (const Value* ex = object.get("_policyExemption"); ex && !f.suppression) {
      const Value* name = ex->get("name");
      const Value* category = ex->get("category");
      report::Suppression s;
      s.kind = report::SuppressionKind::External;
      s.justification = "policy exemption '" + (name && name->isString() ? name->str() : std::string()) + "'" +
                        (category && category->isString() && !category->str().empty() ? " (" + category->str() + ")" : "");
      s.source = ex->get("id") && ex->get("id")->isString() ? ex->get("id")->str() : std::string();
      f.suppression = std::move(s);
    }
    out.findings.push_back(std::move(f));
  }
}

void UnitAnalyzer::evaluateTarget(UnitReport& out, Value object, const std::string& fallbackFile,
                                  const rules::RuleSelection& selection) {
  // Rules quote what they read (reasons, names, ids): the unit's secrets go first. Flagged values
  // are "{{Secret}}" already; this catches their text copied into other strings.
  secrets_.scrub(object);
  rules::RuleTarget target = rules::bindTarget(object);
  std::string sourcePath = fallbackFile;
  for (const auto& s : target.sources)
    if (!s.file.empty()) {
      sourcePath = s.file;
      break;
    }
  // Each rule scope (local rules, each module) binds the object with its own binding options.
  std::vector<rules::RuleResult> results = rules::evaluate(selection, object, shared_.evaluate, &target);
  if (results.empty()) return;  // no rule applies: nothing to locate
  TargetTexts resource = targetTexts(target, paths_, fallbackFile);
  for (const rules::RuleResult& r : results) {
    for (report::Finding& f : splitByDeclaration(toFinding(r, target, resource, ruleTexts_), r, target, paths_)) {
      f.suppression = suppressor_.find(f, object, sourcePath);
      out.findings.push_back(std::move(f));
    }
  }
}

// Template problems become Preflight.Diagnostic targets; limits of the analysis are reported.
void UnitAnalyzer::judgeDiagnostics(UnitReport& out, const Diagnostics& diags, const std::string& parameterFile,
                                    const std::string& fallbackFile, const std::string& deployment) {
  for (const Diagnostic& d : diags.items()) {
    std::string_view category = diagnosticCategory(d);
    if (category.empty()) {
      // Notes stay quiet, but for those that change what the findings rest on (isRunNote).
      if (d.severity != Severity::Info || isRunNote(d)) diags_.add(d);
      continue;
    }
    Value target = diagnosticTarget(d, category, shared_.units.files, deployment, parameterFile);
    evaluateTarget(out, target, fallbackFile, shared_.rules);
  }
}

UnitReport UnitAnalyzer::judgeSetup(const Diagnostics& diags, Diagnostics& unjudged) {
  UnitReport out;
  for (const Diagnostic& d : diags.items()) {
    size_t before = out.findings.size();
    if (d.severity != Severity::Info && !isSetupWarning(d)) {
      Value target = diagnosticTarget(d, kConfigurationCategory, shared_.units.files, "", "");
      evaluateTarget(out, target, d.loc.file ? shared_.units.files.path(d.loc.file) : std::string(), shared_.setupRules);
    }
    if (out.findings.size() == before) unjudged.add(d);
  }
  return out;
}

// Exported resource data: each resource as it is; the file's own problems (its JSON) are judged
// like a template's.
UnitReport UnitAnalyzer::analyzeResources(const inputs::AnalysisUnit& unit) {
  UnitReport out;
  secrets_ = shared_.environmentSecrets;
  Timings* timings = shared_.timings ? &timings_ : nullptr;
  std::optional<PhaseTimer> loading(std::in_place, timings, Phase::Load);
  ExportedTargets data = exportedTargets(shared_.units.files, unit.sourceFile, unit.source, shared_.evaluate.workingDirectory);
  loading.reset();
  PhaseTimer timer(timings, Phase::Rules);
  judgeDiagnostics(out, data.diagnostics, "", unit.source, "");
  if (data.diagnostics.hasErrors() && data.targets.empty()) {
    out.skipped = report::SkippedFile{paths_.relative(unit.source), firstErrorText(data.diagnostics)};
    return out;
  }
  out.analyzedFiles.push_back(unit.source);
  for (Value& target : data.targets) evaluateTarget(out, std::move(target), unit.source, shared_.rules);
  return out;
}

UnitReport UnitAnalyzer::analyze(const inputs::AnalysisUnit& unit) {
  suppressor_.startUnit();
  if (unit.kind == inputs::UnitKind::Resources) return analyzeResources(unit);
  UnitReport out;
  UnitExpansion ux = expandUnit(unit, shared_.units, cache_, shared_.timings ? &timings_ : nullptr);
  // The rest is the rules' phase: the targets made of the expansion, their secrets scrubbed, the
  // rules and the findings.
  PhaseTimer timer(shared_.timings ? &timings_ : nullptr, Phase::Rules);
  // Whatever this unit shows passes through its secrets: the environment's and the expansion's.
  secrets_ = shared_.environmentSecrets;
  if (ux.expansion) secrets_.merge(ux.expansion->secrets);
  secrets_.scrub(ux.loadDiagnostics);
  if (ux.expansion) secrets_.scrub(ux.expansion->diagnostics);
  ux.skipReason = secrets_.scrub(std::move(ux.skipReason));
  std::string mainFile = unit.kind == inputs::UnitKind::BicepParams ? unit.parameters : unit.source;
  judgeDiagnostics(out, ux.loadDiagnostics, ux.parameterPath, mainFile, shared_.deploymentName);
  if (!ux.expansion) {
    out.skipped = report::SkippedFile{paths_.relative(mainFile), ux.skipReason};
    if (unit.kind == inputs::UnitKind::BicepParams && !unit.source.empty())
      out.failedSource.emplace(unit.source, "only deployed with " + paths_.relative(mainFile) +
                                                ", which could not be analyzed");
    return out;
  }
  out.analyzedFiles.push_back(unit.source.empty() ? mainFile : unit.source);
  if (!unit.parameters.empty()) out.analyzedFiles.push_back(unit.parameters);
  judgeDiagnostics(out, ux.expansion->diagnostics, ux.parameterPath, mainFile, shared_.deploymentName);
  evaluatePolicyResults(out, *ux.expansion, mainFile);
  // The expansion is not needed after this: its resources become the targets.
  for (Value& target : ruleTargets(std::move(*ux.expansion), apiFacts_))
    evaluateTarget(out, std::move(target), mainFile, shared_.rules);
  return out;
}

}  // namespace pf::analyze
