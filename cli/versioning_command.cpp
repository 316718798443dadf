// preflight versioning: Bicep version constraints from bicepconfig.json, for people and for
// other tools (max-compatible, satisfies), and which compiler each Bicep file would use.
#include <algorithm>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/terminal_output.hpp"
#include "cli/toolchain_options.hpp"
#include "engine/core/json.hpp"
#include "engine/core/terminal_text.hpp"
#include "engine/toolchain/bicep_config.hpp"
#include "engine/toolchain/compiler_selection.hpp"
#include "engine/toolchain/glob.hpp"
#include "engine/toolchain/max_compatible.hpp"

namespace pf::cli {

namespace {

using namespace pf::toolchain;

struct VersioningArgs {
  std::vector<std::string> files;
  std::vector<std::string> versions;
  std::string version;
  std::string range;
  ToolchainArgs toolchain;
};

void printDiagnostics(const Diagnostics& diags, const SourceFiles& files) {
  for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files) << "\n";
}

// Expands every -f argument; a pattern that matches nothing is an error.
bool expandFiles(const std::vector<std::string>& patterns, std::vector<std::string>& out, const char* verb) {
  bool ok = true;
  for (const auto& p : patterns) {
    auto matched = expandGlob(p);
    if (matched.empty()) {
      std::cerr << "preflight versioning " << verb << ": no file matches '" << p << "'\n";
      ok = false;
    }
    for (auto& m : matched)
      if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(std::move(m));
  }
  return ok;
}

int runMaxCompatible(const VersioningArgs& a) {
  std::vector<Version> versions;
  for (const auto& text : a.versions) {
    auto v = parseVersion(text);
    if (!v) {
      std::cerr << "preflight versioning max-compatible: --versions: " << terminalSafe(v.error().message) << "\n";
      return 2;
    }
    versions.push_back(*v);
  }
  std::vector<std::string> files;
  if (!expandFiles(a.files, files, "max-compatible")) return 1;

  SourceFiles sources;
  Diagnostics diags;
  ConfigLoader loader(sources);
  std::vector<FileConstraint> constraints;
  bool unreadablePin = false;
  for (const auto& f : files) {
    auto cfg = loader.forFile(f, diags);
    unreadablePin = unreadablePin || cfg->bicepVersionInvalid;
    FileConstraint fc{f, cfg->path, std::nullopt};
    if (cfg->bicepVersion) {
      fc.declaredIn = cfg->bicepVersion->declaredIn;
      fc.constraint = cfg->bicepVersion->constraint;
    }
    constraints.push_back(std::move(fc));
  }
  printDiagnostics(diags, sources);
  // A configuration whose pin cannot be read leaves the answer unknown; other problems in
  // configuration files are reported but do not change it.
  if (unreadablePin) return 1;
  auto r = maxCompatible(constraints, versions, a.versions);
  if (!r) {
    std::cerr << "preflight versioning max-compatible: error " << r.error().code << ": " << terminalSafe(r.error().message) << "\n";
    return 1;
  }
  std::string out = "{\"maxVersion\": ";
  if (*r) writeJsonString(out, a.versions[**r]);
  else out += "null";
  std::cout << out << "}\n";
  return 0;
}

int runSatisfies(const VersioningArgs& a) {
  auto c = parseConstraint(a.range);
  if (!c) {
    std::cerr << "preflight versioning satisfies: --range: " << formatConstraintError(a.range, c.error()) << "\n";
    return 2;
  }
  auto v = parseVersion(a.version);
  if (!v) {
    std::cerr << "preflight versioning satisfies: --version: " << terminalSafe(v.error().message) << "\n";
    return 2;
  }
  bool ok = c->satisfiedBy(*v);
  std::cout << (ok ? "true" : "false") << "\n";
  return ok ? 0 : 1;
}

int runCompilers(const VersioningArgs& a) {
  auto opts = toolchainOptions(a.toolchain);
  if (!opts) {
    std::cerr << "preflight versioning compilers: " << terminalSafe(opts.error().message) << "\n";
    return 2;
  }
  CompilerCatalog catalog(*opts);
  std::cout << "native\t" << nativeBicepVersion().str() << "\n";
  if (opts->policy != BicepCliPolicy::Never)
    for (const auto& e : catalog.external())
      std::cout << e.path << "\t" << (e.version ? e.version->str() : "unusable: " + e.problem) << "\n";
  if (a.files.empty()) return 0;
  std::vector<std::string> files;
  if (!expandFiles(a.files, files, "compilers")) return 1;
  SourceFiles sources;
  Diagnostics diags;
  ConfigLoader loader(sources);
  int rc = 0;
  for (const auto& f : files) {
    auto cfg = loader.forFile(f, diags);
    auto choice = selectCompiler(*cfg, catalog);
    if (choice) {
      std::cout << f << "\t" << choice->describe() << "\n";
    } else {
      Diagnostic d = choice.error().toDiagnostic();
      d.message = f + ": " + d.message;
      diags.add(d);
      rc = 1;
    }
  }
  printDiagnostics(diags, sources);
  return diags.hasErrors() ? 1 : rc;
}

}  // namespace

void addVersioningCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<VersioningArgs>();
  auto* cmd = app.add_subcommand("versioning", "Bicep version constraints from bicepconfig.json (bicep.version)");
  cmd->require_subcommand(1);

  auto* max = cmd->add_subcommand(
      "max-compatible", "print {\"maxVersion\": ...}: the highest of --versions that every file's bicep.version accepts");
  max->add_option("-f,--file", args->files, "Bicep files, folders (every *.bicep below) or globs (*, ?, **)")
      ->required()
      ->expected(1, -1);
  max->add_option("--versions", args->versions, "candidate Bicep versions")->required()->expected(1, -1);
  max->callback([args, &exit] { exit.value = runMaxCompatible(*args); });

  auto* sat = cmd->add_subcommand("satisfies", "exit 0 when --version satisfies --range, 1 when not, 2 when either is invalid");
  sat->add_option("--version", args->version, "a version, e.g. 0.30.23")->required();
  sat->add_option("--range", args->range, "a constraint, e.g. '>=0.30.0 <1.0.0' or ^0.30")->required();
  sat->callback([args, &exit] { exit.value = runSatisfies(*args); });

  auto* comp = cmd->add_subcommand("compilers", "list the native compiler and installed Bicep CLIs, and with -f which one each file uses");
  comp->add_option("-f,--file", args->files, "Bicep files, folders or globs")->expected(1, -1);
  addToolchainOptions(comp, args->toolchain);
  comp->callback([args, &exit] { exit.value = runCompilers(*args); });
}

}  // namespace pf::cli
