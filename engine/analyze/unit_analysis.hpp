#pragma once
// One analysis unit from expansion to findings. Units are independent: a worker (one per thread)
// owns its caches and mutable helpers, and shares only read-only services, so the units of an
// analysis can run in parallel and be merged in discovery order.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/analyze/findings.hpp"
#include "engine/analyze/policy_findings.hpp"
#include "engine/analyze/suppressions.hpp"
#include "engine/analyze/unit_expansion.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/timings.hpp"
#include "engine/expand/api_version_facts.hpp"
#include "report/finding.hpp"

namespace pf::analyze {

// What a unit contributes to the report.
struct UnitReport {
  std::vector<report::Finding> findings;
  std::optional<report::SkippedFile> skipped;  // the unit could not be expanded
  // A .bicepparam that failed: its template is skipped too, unless another unit analyzes it.
  std::optional<std::pair<std::string, std::string>> failedSource;  // (path, reason)
  std::vector<std::string> analyzedFiles;                          // paths as discovered
};

// Read-only services shared by every worker.
struct SharedServices {
  const UnitServices& units;
  const rules::RuleSelection& rules;
  const rules::RuleSelection& setupRules;  // judges the configuration's and rule files' problems
  rules::EvaluateOptions evaluate;
  const inputs::Config& config;
  std::string today;
  std::string reportRoot;
  std::string deploymentName;
  // Values of the environment variables .bicepparam files may read: scrubbed from every unit's
  // findings and notes along with the unit's own secure values.
  SecretSet environmentSecrets;
  bool timings = false;  // workers time their phases (--timings)
  const std::function<void(size_t, size_t, const std::string&)>* progress = nullptr;  // AnalyzeRequest::progress
  // Azure Policy, when the run has policies (null otherwise).
  const PolicyAnalysis* policy = nullptr;
};

// A worker's own state: caches and helpers that are not safe to share.
class UnitAnalyzer {
 public:
  explicit UnitAnalyzer(const SharedServices& shared);
  UnitAnalyzer(const UnitAnalyzer&) = delete;  // the suppressor refers to diags_
  UnitAnalyzer& operator=(const UnitAnalyzer&) = delete;
  UnitReport analyze(const inputs::AnalysisUnit& unit);
  // Drops the templates read for the units analyzed so far: once a source's units are done its
  // parsed tree is not needed again, and keeping every one made memory grow with the folder.
  void releaseSources() { cache_.templates.clear(); }
  // Findings for problems of the run's own inputs (the configuration file, rule files): each
  // warning or error is a target of category "configuration". What no rule judges (notes, or
  // Azure.Preflight.Configuration not selected) goes to `unjudged`, for standard error.
  UnitReport judgeSetup(const Diagnostics& diags, Diagnostics& unjudged);
  // Analysis limits and expired suppressions this worker met (for standard error).
  Diagnostics& diagnostics() { return diags_; }
  // Time this worker spent per phase (counted only when `shared.timings` asks for it).
  const Timings& timings() const { return timings_; }

 private:
  void evaluateTarget(UnitReport& out, Value object, const std::string& fallbackFile,
                      const rules::RuleSelection& selection);
  void evaluatePolicyResults(UnitReport& out, Expansion& e, const std::string& fallbackFile);
  void judgeDiagnostics(UnitReport& out, const Diagnostics& diags, const std::string& parameterFile,
                        const std::string& fallbackFile, const std::string& deployment);
  UnitReport analyzeResources(const inputs::AnalysisUnit& unit);

  const SharedServices& shared_;
  Diagnostics diags_;
  ReportPaths paths_;
  RuleTexts ruleTexts_;
  Suppressor suppressor_;
  LoadedSources cache_;
  SecretSet secrets_;  // of the unit being analyzed
  ApiVersionFacts apiFacts_;  // kept across this worker's units
  Timings timings_;
  std::unique_ptr<EvalSession> policySession_;  // this worker's policy expression cache
};

}  // namespace pf::analyze
