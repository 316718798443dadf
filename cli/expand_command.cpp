// preflight expand <template.json> [-p params.json]: print the expanded deployment as JSON.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/context_options.hpp"
#include "engine/core/json.hpp"
#include "engine/expand/expand.hpp"
#include "engine/template/template_file.hpp"
#include "mocks/runtime_model.hpp"

namespace pf::cli {

namespace {

struct ExpandArgs {
  std::string templatePath;
  std::string parameterPath;
  std::string format = "json";
  ContextOptions context;
};

int runExpand(const ExpandArgs& a) {
  SourceFiles files;
  Diagnostics diags;
  FunctionRegistry fns = builtinFunctions();
  DeploymentContext ctx;
  ExpandOptions options;
  if (!applyContextOptions(a.context, ctx, options, files, diags)) {
    for (const auto& d : diags.items()) std::cerr << formatDiagnostic(d, files) << "\n";
    return 2;
  }
  auto tpl = readTemplateFile(a.templatePath, files, diags);
  std::optional<ParameterFile> params;
  if (!a.parameterPath.empty()) params = readParameterFile(a.parameterPath, files, diags);
  if (!tpl || (!a.parameterPath.empty() && !params)) {
    for (const auto& d : diags.items()) std::cerr << formatDiagnostic(d, files) << "\n";
    return 2;
  }
  ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = a.templatePath;
  if (params) {
    req.parameters = &*params;
    req.parameterPath = a.parameterPath;
  }
  req.context = ctx;
  mocks::MockRuntimeModel runtime;
  ExpandServices services{fns, files, &runtime};
  Expansion e = expand(req, services, options);
  e.diagnostics.items().insert(e.diagnostics.items().begin(), diags.items().begin(), diags.items().end());
  JsonWriteOptions w;
  w.indent = 2;
  std::cout << toJson(expansionToJson(e, files), w) << "\n";
  for (const auto& d : e.diagnostics.items())
    if (d.severity != Severity::Info) std::cerr << formatDiagnostic(d, files) << "\n";
  return e.diagnostics.hasErrors() ? 1 : 0;
}

}  // namespace

void addExpandCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<ExpandArgs>();
  auto* cmd = app.add_subcommand("expand", "Expand a template into the resources Azure would deploy, as JSON");
  cmd->add_option("template", args->templatePath, "The ARM template (.json)")->required();
  cmd->add_option("-p,--parameters", args->parameterPath, "An ARM parameter file");
  cmd->add_option("--format", args->format, "Output format")->check(CLI::IsMember({"json"}));
  addContextOptions(*cmd, args->context);
  cmd->callback([args, &exit] { exit.value = runExpand(*args); });
}

}  // namespace pf::cli
