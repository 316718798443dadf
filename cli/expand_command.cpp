// preflight expand <template> [-p params]: print the expanded deployment as JSON. The template
// is ARM JSON, a .bicep file, or a .bicepparam file (which supplies the parameters too); Bicep
// is compiled the way the file's bicepconfig.json says (see engine/compile).
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/context_options.hpp"
#include "cli/read_options.hpp"
#include "cli/terminal_output.hpp"
#include "cli/toolchain_options.hpp"
#include "engine/analyze/diagnostic_targets.hpp"
#include "engine/compile/bicep_compile.hpp"
#include "engine/core/json.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/terminal_text.hpp"
#include "engine/expand/expand.hpp"
#include "engine/inputs/config.hpp"
#include "engine/inputs/environment_access.hpp"
#include "engine/inputs/read_access.hpp"
#include "engine/template/template_file.hpp"
#include "mocks/runtime_model.hpp"

namespace pf::cli {

namespace {

struct ExpandArgs {
  std::string templatePath;
  std::string parameterPath;
  std::string format = "json";
  std::string configFile;
  ContextOptions context;
  ToolchainArgs toolchain;
  bool showSecrets = false;
  ReadOptions read;
};

struct Inputs {
  std::optional<Template> tpl;
  std::optional<ParameterFile> params;
};

// Compiles a Bicep input. A template is used even when compilation reported errors (they are
// shown and make the exit code non-zero): a registry module missing from the cache, for one,
// leaves only that module empty.
compile::BicepCompilation compileInput(const std::string& path, compile::CompileContext& ctx, Diagnostics& diags) {
  auto r = compile::compileBicep(path, ctx);
  diags.append(r.diagnostics);
  return r;
}

// Reads or compiles the template and the parameters. False when there is nothing to expand.
bool loadInputs(const ExpandArgs& a, compile::CompileContext& ctx, Diagnostics& diags, Inputs& in) {
  SourceFiles& files = ctx.files();
  auto templateKind = compile::bicepFileKind(a.templatePath);
  if (templateKind == compile::BicepFileKind::NotBicep) {
    in.tpl = readTemplateFile(a.templatePath, files, diags);
  } else {
    auto r = compileInput(a.templatePath, ctx, diags);
    if (r.tmpl) in.tpl = loadTemplate(*r.tmpl, diags);
    else if (templateKind == compile::BicepFileKind::Params && r.parameters)
      diags.error("CLI003", a.templatePath + " names no template that can be expanded (`using none` or a template spec)",
                  Loc{r.fileId, 0, 0});
    if (templateKind == compile::BicepFileKind::Params && r.parameters) in.params = loadParameterFile(*r.parameters, diags);
  }
  if (!a.parameterPath.empty()) {
    if (compile::bicepFileKind(a.parameterPath) == compile::BicepFileKind::Params) {
      auto r = compileInput(a.parameterPath, ctx, diags);
      if (r.parameters) in.params = loadParameterFile(*r.parameters, diags);
    } else {
      in.params = readParameterFile(a.parameterPath, files, diags);
    }
    if (!in.params) return false;
  }
  return in.tpl.has_value();
}

int runExpand(const ExpandArgs& a) {
  SourceFiles files;
  Diagnostics diags;
  FunctionRegistry fns = builtinFunctions();
  DeploymentContext ctx;
  ExpandOptions options;
  options.showSecrets = a.showSecrets;
  std::vector<std::string> allowEnv = a.toolchain.allowEnv;
  auto printAll = [&] {
    for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files) << "\n";
  };
  // Reads the template causes stay in the repositories of the files named here (and --root,
  // --allow-read, a trusted configuration's allowRead).
  std::vector<std::string> named = {a.templatePath};
  if (!a.parameterPath.empty()) named.push_back(a.parameterPath);
  FileAccessPolicy access = readAccess(a.read, named);
  if (!a.context.rootDir.empty()) access.allow(a.context.rootDir);
  // preflight.yaml: its context, parameter defaults and artifact locations; flags win.
  if (!a.configFile.empty()) {
    inputs::Config config = inputs::loadConfigFile(a.configFile, files, diags);
    if (diags.hasErrors()) {
      printAll();
      return 2;
    }
    ctx = config.deploymentContext();
    options.parameterDefaults = config.parameterDefaults;
    for (const auto& m : config.artifacts) options.artifactLocations.emplace_back(m.url, m.dir);
    inputs::applyConfigAccess(access, config, diags);
    applyMaxFileSize(a.read, access);
    for (auto& name : inputs::configAllowedEnvironment(config, access, diags)) allowEnv.push_back(name);
  }
  size_t fromConfig = options.artifactLocations.size();
  if (!applyContextOptions(a.context, ctx, options, files, diags)) {
    printAll();
    return 2;
  }
  // Folders the command line maps linked templates to are the caller's choice.
  for (size_t i = fromConfig; i < options.artifactLocations.size(); ++i) access.allow(options.artifactLocations[i].second);
  options.files = access;
  if (compile::bicepFileKind(a.templatePath) == compile::BicepFileKind::Params && !a.parameterPath.empty()) {
    std::cerr << "preflight expand: " << a.templatePath << " supplies its own parameters; -p cannot be used with it\n";
    return 2;
  }
  ToolchainArgs tool = a.toolchain;
  tool.allowEnv = allowEnv;
  auto toolchain = toolchainOptions(tool);
  if (!toolchain) {
    std::cerr << "preflight expand: " << terminalSafe(toolchain.error().message) << "\n";
    return 2;
  }
  // Values of the variables .bicepparam files may read: never shown (unless --show-secrets).
  SecretSet environment = a.showSecrets ? SecretSet() : environmentSecrets(toolchain->allowedEnvironment);
  compile::CompileContext bicep(files, std::move(*toolchain), access);
  Inputs in;
  if (!loadInputs(a, bicep, diags, in)) {
    environment.scrub(diags);
    printAll();
    return 2;
  }
  ExpandRequest req;
  req.tpl = &*in.tpl;
  req.templatePath = a.templatePath;
  if (in.params) {
    req.parameters = &*in.params;
    req.parameterPath = a.parameterPath.empty() ? a.templatePath : a.parameterPath;
  }
  req.context = ctx;
  mocks::MockRuntimeModel runtime;
  ExpandServices services{fns, files, &runtime};
  Expansion e = expand(req, services, options);
  e.diagnostics.items().insert(e.diagnostics.items().begin(), diags.items().begin(), diags.items().end());
  if (!a.showSecrets) hideSecrets(e, environment);
  JsonWriteOptions w;
  w.indent = 2;
  std::cout << toJson(expansionToJson(e, files), w) << "\n";
  SecretSet all = environment;
  all.merge(e.secrets);
  for (const auto& d : e.diagnostics.items())
    if (d.severity != Severity::Info || analyze::isRunNote(d))
      std::cerr << diagnosticText(d, files, a.showSecrets ? nullptr : &all) << "\n";
  return e.diagnostics.hasErrors() ? 1 : 0;
}

}  // namespace

void addExpandCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<ExpandArgs>();
  auto* cmd = app.add_subcommand("expand", "Expand a template into the resources Azure would deploy, as JSON");
  cmd->add_option("template", args->templatePath,
                  "The template: ARM JSON, .bicep, or .bicepparam (which brings its parameters)")
      ->required();
  cmd->add_option("-p,--parameters", args->parameterPath, "An ARM parameter file (.json) or a .bicepparam file");
  cmd->add_option("-c,--config", args->configFile,
                  "A preflight.yaml whose context, parameter defaults and artifact locations apply (flags win)");
  cmd->add_option("--format", args->format, "Output format")->check(CLI::IsMember({"json"}));
  cmd->add_flag("--show-secrets", args->showSecrets,
                "Print secure values (secure parameters and outputs, values read from the environment) instead of "
                "{{Secret}}: for a developer's own machine, never in a pipeline");
  addContextOptions(*cmd, args->context);
  addToolchainOptions(cmd, args->toolchain);
  addEnvironmentOptions(cmd, args->toolchain);
  addReadOptions(*cmd, args->read);
  cmd->callback([args, &exit] { exit.value = runExpand(*args); });
}

}  // namespace pf::cli
