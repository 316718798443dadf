#include "engine/analyze/deployment_expansions.hpp"

#include "engine/analyze/request_setup.hpp"
#include "engine/analyze/unit_expansion.hpp"
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

}  // namespace

ExpandedDeployments expandDeployments(const AnalyzeRequest& request, SourceFiles& files) {
  ExpandedDeployments out;
  FileAccessPolicy access = requestAccess(request, out.diagnostics);
  inputs::DiscoverOptions discoverOptions;
  discoverOptions.access = access;
  inputs::Discovery discovery = inputs::discover(request.paths, request.config, files, out.diagnostics, discoverOptions);
  out.root = discovery.root;
  if (out.diagnostics.hasErrors()) out.inputError = true;

  FunctionRegistry functions = builtinFunctions();
  BeforeDeploymentModel runtime;
  ExpandOptions expandOptions = requestExpandOptions(request, discovery.root, access);
  expandOptions.showSecrets = false;
  compile::CompileContext bicep(files, request.toolchain, access);
  UnitServices services{functions, files, bicep, &runtime, expandOptions, request.context};
  SecretSet environment = environmentSecrets(request.toolchain.allowedEnvironment);
  out.secrets = environment;
  LoadedSources cache;
  for (const inputs::AnalysisUnit& unit : discovery.units) {
    if (unit.kind == inputs::UnitKind::Resources) continue;  // exported data: nothing is deployed
    UnitExpansion ux = expandUnit(unit, services, cache);
    ExpandedDeployment d;
    d.source = unit.source.empty() ? unit.parameters : unit.source;
    d.parameters = unit.parameters;
    SecretSet secrets = environment;
    if (ux.expansion) secrets.merge(ux.expansion->secrets);
    if (ux.expansion) {
      hideSecrets(*ux.expansion, environment);
      out.secrets.merge(ux.expansion->secrets);
      for (const Diagnostic& diag : ux.expansion->diagnostics.items())
        if (diag.severity == Severity::Error) d.errors.add(diag);
      d.expansion = std::move(ux.expansion);
    } else {
      d.failure = secrets.scrub(ux.skipReason);
    }
    secrets.scrub(ux.loadDiagnostics);
    for (const Diagnostic& diag : ux.loadDiagnostics.items())
      if (diag.severity == Severity::Error) out.diagnostics.add(diag);
    out.deployments.push_back(std::move(d));
  }
  return out;
}

}  // namespace pf::analyze
