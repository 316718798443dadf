#include "engine/analyze/analyze.hpp"

#include <algorithm>
#include <atomic>
#include <deque>
#include <filesystem>
#include <iterator>
#include <optional>
#include <set>
#include <tuple>

#include "engine/analyze/builtin_help.hpp"
#include "engine/analyze/diagnostic_targets.hpp"
#include "engine/analyze/rule_help_markdown.hpp"
#include "engine/analyze/rule_loading.hpp"
#include "engine/analyze/request_setup.hpp"
#include "engine/analyze/unit_analysis.hpp"
#include "engine/analyze/unit_workers.hpp"
#include "engine/core/cpu_count.hpp"
#include "engine/inputs/discover.hpp"
#include "engine/inputs/shard.hpp"
#include "mocks/runtime_model.hpp"

namespace pf::analyze {

namespace {

std::string skipText(const inputs::SkippedFile& s) {
  std::string out = inputs::skipReasonName(s.reason);
  if (!s.detail.empty()) out += ": " + s.detail;
  return out;
}

// Runs every unit on `jobs` threads; reports come back in unit order, so the result does not
// depend on scheduling.
std::vector<UnitReport> analyzeUnits(const std::vector<inputs::AnalysisUnit>& units, const SharedServices& shared,
                                     unsigned jobs, ThreadCrew* crew, Diagnostics& diags, Timings& timings) {
  std::vector<UnitReport> reports(units.size());
  auto groups = groupsBySource(units);
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(groups.size())));
  std::deque<std::optional<UnitAnalyzer>> workers;  // not movable: a deque builds them in place
  for (unsigned i = 0; i < jobs; ++i) workers.emplace_back(std::in_place, shared);
  // What outlives a worker: its notes and timings.
  std::vector<Diagnostics> workerNotes(jobs);
  std::vector<Timings> workerTimings(jobs);
  std::atomic<size_t> done{0};
  forEachGroup(
      groups.size(), jobs, crew,
      [&](unsigned worker, size_t g) {
        UnitAnalyzer& w = *workers[worker];
        for (size_t u = groups[g].first; u < groups[g].second; ++u) {
          if (shared.progress) (*shared.progress)(done.load(), units.size(), units[u].source.empty() ? units[u].parameters : units[u].source);
          reports[u] = w.analyze(units[u]);
          // Kept until every unit is done: without the room its list grew into (up to half again).
          reports[u].findings.shrink_to_fit();
          done.fetch_add(1);
        }
        w.releaseSources();  // the next group has another source
      },
      [&](unsigned worker) {  // on the worker's thread, which made its caches (see forEachGroup)
        workerNotes[worker] = std::move(workers[worker]->diagnostics());
        workerTimings[worker] = workers[worker]->timings();
        workers[worker].reset();
      });
  // Which worker met a note depends on scheduling: sorted by place, the notes print in the same
  // order whatever --jobs is. Each worker reports an expired suppression once; the run, once.
  const SourceFiles& files = shared.units.files;
  std::vector<const Diagnostic*> notes;
  for (unsigned w = 0; w < jobs; ++w) {
    for (const Diagnostic& d : workerNotes[w].items()) notes.push_back(&d);
    timings.merge(workerTimings[w]);
  }
  auto key = [&](const Diagnostic* d) {
    return std::make_tuple(d->loc.file ? files.path(d->loc.file) : std::string(), d->loc.line, d->loc.col, d->code, d->message);
  };
  std::stable_sort(notes.begin(), notes.end(), [&](const Diagnostic* a, const Diagnostic* b) { return key(a) < key(b); });
  std::set<std::tuple<std::string, std::string, uint32_t>> seen;
  for (const Diagnostic* d : notes)
    if (seen.insert({d->code + d->message, std::get<0>(key(d)), d->loc.line}).second) diags.add(*d);
  return reports;
}

}  // namespace

AnalyzeResult analyze(const AnalyzeRequest& request, SourceFiles& files) {
  AnalyzeResult result;
  result.report.tool.version = request.toolVersion;

  FileAccessPolicy access = requestAccess(request, result.diagnostics);

  inputs::DiscoverOptions discoverOptions;
  discoverOptions.access = access;
  discoverOptions.resourceData = request.resourceData;
  unsigned jobs = request.jobs ? request.jobs : usableCores();
  discoverOptions.jobs = jobs;
  discoverOptions.crew = request.crew;
  Timings* timings = request.timings ? &result.timings : nullptr;
  std::optional<PhaseTimer> discoverTimer(std::in_place, timings, Phase::Discover, CpuOf::Process);  // and its readers
  inputs::Discovery discovery = inputs::discover(request.paths, request.config, files, result.diagnostics, discoverOptions);
  if (request.shard) inputs::keepShard(discovery, *request.shard);
  discoverTimer.reset();
  if (result.diagnostics.hasErrors()) result.inputError = true;

  RuleSources sources;
  sources.builtin = request.builtinRules;
  sources.access = access;
  if (request.repositoryRules) {
    sources.repositoryRoot = discovery.root;
    for (const auto& p : request.paths.empty() ? std::vector<std::string>{"."} : request.paths) {
      std::string root = analysisRootOf(p);
      sources.psRuleFolders.push_back({(std::filesystem::path(root) / ".ps-rule").string(), true});
      if (std::find(sources.moduleRoots.begin(), sources.moduleRoots.end(), root) == sources.moduleRoots.end())
        sources.moduleRoots.push_back(root);
    }
    if (!request.workingDirectory.empty()) {
      std::string dir = (std::filesystem::path(request.workingDirectory) / ".ps-rule").string();
      sources.psRuleFolders.push_back({dir, access.insideRoots(dir)});
    }
  }
  sources.configuredPaths = request.config.rules.paths;
  sources.configuredPathLocs = request.config.rules.pathLocs;
  sources.paths = request.rulePaths;
  Diagnostics ruleDiags;
  rules::RuleSelection selection = loadAnalysisRules(sources, request.config, files, ruleDiags);
  // The configuration's and rule files' problems are findings; a --rules path that does not exist
  // is the command line's, a usage error.
  Diagnostics setupDiags = request.configDiagnostics;
  for (const Diagnostic& d : ruleDiags.items()) {
    if (d.code == kMissingRulePath) {
      result.inputError = true;
      result.diagnostics.add(d);
    } else {
      setupDiags.add(d);
    }
  }
  rules::RuleSelection setupRules = setupRuleSelection(request.config, files);
  auto allRules = selection.ruleSet().rules();
  bool setupRuleListed = false;
  for (const auto& e : selection.entries()) {
    result.report.rules.push_back(toReportRule(*allRules[e.rule], e.level));
    setupRuleListed |= allRules[e.rule]->name == kSetupRule;
    // Built-in rules carry their help page (rules/azure/en/) to code scanning; the pages are
    // checked by the tests, so what they might say about themselves is not the run's business.
    Diagnostics helpDiags;
    if (request.ruleHelp && isBuiltinRule(*allRules[e.rule], files))
      if (auto help = builtinRuleHelp(allRules[e.rule]->name, files, helpDiags))
        result.report.rules.back().helpMarkdown = ruleHelpMarkdown(*allRules[e.rule], *help);
  }

  // Azure Policy: the documents' problems are findings like the rule files'; a --policy path that
  // does not exist is a usage error, as a --rules path is.
  PolicyInputs policyInputs{request.policyPaths, request.config.policy.paths, request.aliasFiles,
                            request.config.policy.aliases, request.policyAssignAll || request.config.policy.assignAll,
                            request.today};
  Diagnostics policyInputErrors;
  std::unique_ptr<PolicyAnalysis> policies =
      loadPolicyAnalysis(policyInputs, request.context, access, files, setupDiags, policyInputErrors, result.diagnostics);
  if (!policyInputErrors.empty()) {
    result.inputError = true;
    result.diagnostics.append(policyInputErrors);
  }
  if (policies)
    for (const auto& info : policies->rules) result.report.rules.push_back(toReportRule(*info, info->level));

  std::string reportRoot = request.reportRoot.empty() ? discovery.root : request.reportRoot;
  std::string rootAbs =
      std::filesystem::absolute(reportRoot.empty() ? "." : reportRoot).lexically_normal().generic_string();
  if (rootAbs.empty() || rootAbs.back() != '/') rootAbs += '/';
  result.report.rootUri = "file://" + rootAbs;

  FunctionRegistry functions = builtinFunctions();
  mocks::MockRuntimeModel runtime;
  ExpandOptions expandOptions = requestExpandOptions(request, discovery.root, access);
  expandOptions.requests = policies && !policies->setup.policies.empty();  // what only policy reads
  compile::CompileContext bicep(files, request.toolchain, access);
  UnitServices services{functions, files, bicep, &runtime, expandOptions, request.context};
  SharedServices shared{services,
                        selection,
                        setupRules,
                        {},
                        request.config,
                        request.today,
                        reportRoot,
                        request.context.deploymentName,
                        environmentSecrets(request.toolchain.allowedEnvironment),
                        request.timings,
                        request.progress ? &request.progress : nullptr,
                        policies.get()};
  shared.evaluate.workingDirectory = discovery.root;

  std::vector<UnitReport> reports;
  {
    UnitAnalyzer setup(shared);
    reports.push_back(setup.judgeSetup(setupDiags, result.diagnostics));
    result.diagnostics.append(setup.diagnostics());
  }
  std::vector<UnitReport> unitReports = analyzeUnits(discovery.units, shared, jobs, request.crew, result.diagnostics, result.timings);
  reports.insert(reports.end(), std::make_move_iterator(unitReports.begin()), std::make_move_iterator(unitReports.end()));

  ReportPaths paths(reportRoot, files);
  std::vector<std::string> analyzedFiles;  // sorted and made unique once all are in
  std::vector<std::pair<std::string, std::string>> failedSources;
  // The setup rule judges whatever else is selected: the report describes it when it judged.
  if (!setupRuleListed && !reports.front().findings.empty())
    for (const auto& e : setupRules.entries())
      result.report.rules.push_back(toReportRule(*setupRules.ruleSet().rules()[e.rule], e.level));
  // One allocation for every finding; each unit's own list is released as it is moved, not
  // held (moved-from) until the end: a folder of thousands of templates made the copies overlap.
  size_t total = 0;
  for (const UnitReport& r : reports) total += r.findings.size();
  result.report.findings.reserve(total);
  for (UnitReport& r : reports) {
    std::move(r.findings.begin(), r.findings.end(), std::back_inserter(result.report.findings));
    r.findings = {};
    if (r.skipped) result.report.summary.skipped.push_back(std::move(*r.skipped));
    if (r.failedSource) failedSources.push_back(std::move(*r.failedSource));
    std::move(r.analyzedFiles.begin(), r.analyzedFiles.end(), std::back_inserter(analyzedFiles));
  }
  std::sort(analyzedFiles.begin(), analyzedFiles.end());
  analyzedFiles.erase(std::unique(analyzedFiles.begin(), analyzedFiles.end()), analyzedFiles.end());
  size_t unitSkipped = result.report.summary.skipped.size();
  for (const auto& [file, reason] : failedSources)
    if (!std::binary_search(analyzedFiles.begin(), analyzedFiles.end(), file))
      result.report.summary.skipped.push_back({paths.relative(file), reason});
  if (request.shard) {
    // What `preflight merge` needs to put the shards back together (report::ShardInfo).
    report::ShardInfo shard;
    shard.index = request.shard->index;
    shard.count = request.shard->count;
    shard.rootUri = result.report.rootUri;
    shard.unitSkipped = unitSkipped;
    shard.sourceSkipped = result.report.summary.skipped.size() - unitSkipped;
    for (const auto& r : result.report.rules) shard.ruleHelp.push_back(r.helpMarkdown);
    result.report.shard = std::move(shard);
  }
  result.report.summary.filesAnalyzed = analyzedFiles.size();
  for (const auto& f : analyzedFiles) result.analyzedFiles.push_back(paths.relative(f));
  for (const auto& l : discovery.linked) result.linkedFiles.push_back(paths.relative(l.path));
  for (const auto& s : discovery.skipped) result.report.summary.skipped.push_back({paths.relative(s.path), skipText(s)});
  return result;
}

}  // namespace pf::analyze
