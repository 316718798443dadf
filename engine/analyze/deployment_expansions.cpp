#include "engine/analyze/deployment_expansions.hpp"

#include <algorithm>
#include <optional>

#include "engine/analyze/request_setup.hpp"
#include "engine/analyze/unit_expansion.hpp"
#include "engine/analyze/unit_workers.hpp"
#include "engine/core/cpu_count.hpp"
#include "engine/inputs/discover.hpp"
#include "mocks/runtime_model.hpp"

namespace pf::analyze {

namespace {

// The mock model's static facts (providers, zones) but none of what a deployment produces.
class BeforeDeploymentModel final : public RuntimeModel {
 public:
  void project(Value&, const DeploymentContext&) const override {}
  std::optional<Value> list(std::string_view, std::string_view, std::string_view, std::string_view,
                            const DeploymentContext&, const Value*) const override {
    return std::nullopt;
  }
  Result<Value> providers(Call& call, const DeploymentContext& ctx) const override { return mocks_.providers(call, ctx); }
  Result<Value> zones(Call& call) const override { return mocks_.zones(call); }

 private:
  mocks::MockRuntimeModel mocks_;
};

// One unit's share of ExpandedDeployments, put together in unit order after the workers are done.
struct UnitOutcome {
  std::optional<ExpandedDeployment> deployment;  // none: nothing is deployed (exported data)
  SecretSet secrets;                             // the expansion's secure values
  Diagnostics loadErrors;
};

UnitOutcome expandOne(const inputs::AnalysisUnit& unit, const UnitServices& services, LoadedSources& cache,
                      const SecretSet& environment) {
  UnitOutcome out;
  if (unit.kind == inputs::UnitKind::Resources) return out;  // exported data: nothing is deployed
  UnitExpansion ux = expandUnit(unit, services, cache);
  ExpandedDeployment d;
  d.source = unit.source.empty() ? unit.parameters : unit.source;
  d.parameters = unit.parameters;
  SecretSet secrets = environment;
  if (ux.expansion) secrets.merge(ux.expansion->secrets);
  if (ux.expansion) {
    hideSecrets(*ux.expansion, environment);
    out.secrets = ux.expansion->secrets;
    for (const Diagnostic& diag : ux.expansion->diagnostics.items())
      if (diag.severity == Severity::Error) d.errors.add(diag);
    d.expansion = std::move(ux.expansion);
  } else {
    d.failure = secrets.scrub(ux.skipReason);
  }
  secrets.scrub(ux.loadDiagnostics);
  for (const Diagnostic& diag : ux.loadDiagnostics.items())
    if (diag.severity == Severity::Error) out.loadErrors.add(diag);
  out.deployment = std::move(d);
  return out;
}

}  // namespace

ExpandedDeployments expandDeployments(const AnalyzeRequest& request, SourceFiles& files) {
  ExpandedDeployments out;
  FileAccessPolicy access = requestAccess(request, out.diagnostics);
  inputs::DiscoverOptions discoverOptions;
  discoverOptions.access = access;
  unsigned jobs = request.jobs ? request.jobs : usableCores();
  discoverOptions.jobs = jobs;
  discoverOptions.crew = request.crew;
  inputs::Discovery discovery = inputs::discover(request.paths, request.config, files, out.diagnostics, discoverOptions);
  out.root = discovery.root;
  if (out.diagnostics.hasErrors()) out.inputError = true;

  FunctionRegistry functions = builtinFunctions();
  BeforeDeploymentModel runtime;
  ExpandOptions expandOptions = requestExpandOptions(request, discovery.root, access);
  expandOptions.showSecrets = false;
  expandOptions.requests = false;  // Azure Policy's input: diff evaluates no policy
  compile::CompileContext bicep(files, request.toolchain, access);
  UnitServices services{functions, files, bicep, &runtime, expandOptions, request.context};
  SecretSet environment = environmentSecrets(request.toolchain.allowedEnvironment);
  out.secrets = environment;

  // As analyze runs them: a worker per core, each with its own templates, dropped after each source.
  const auto& units = discovery.units;
  auto groups = groupsBySource(units);
  jobs = std::max(1u, std::min<unsigned>(jobs, static_cast<unsigned>(groups.size())));
  std::vector<LoadedSources> caches(jobs);
  std::vector<UnitOutcome> outcomes(units.size());
  forEachGroup(
      groups.size(), jobs, request.crew,
      [&](unsigned worker, size_t g) {
        for (size_t u = groups[g].first; u < groups[g].second; ++u)
          outcomes[u] = expandOne(units[u], services, caches[worker], environment);
        caches[worker].templates.clear();
      },
      [&](unsigned worker) { caches[worker] = {}; });  // freed by the thread that made them
  for (UnitOutcome& o : outcomes) {
    if (!o.deployment) continue;
    out.secrets.merge(o.secrets);
    out.diagnostics.append(o.loadErrors);
    out.deployments.push_back(std::move(*o.deployment));
  }
  return out;
}

}  // namespace pf::analyze
