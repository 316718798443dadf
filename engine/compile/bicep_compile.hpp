#pragma once
// The one way preflight compiles Bicep (`build`, `build-params`, `expand`, `analyze`): each file's
// closest bicepconfig.json decides the compiler (bicep.version: the native compiler when its Bicep
// release satisfies the pin, else an installed Bicep CLI that does), and serves registry modules
// (moduleAliases, the `bicep restore` cache). Modules follow their own bicepconfig.json.
//
// Diagnostic codes added here (the rest come from engine/bicep and engine/toolchain):
//   TOOL020 error  no compiler satisfies a pin: on the Bicep file (no line), and at every `module`
//                  (or `using`) declaration whose target's pin cannot be satisfied.
//   TOOL021-023    a Bicep CLI run failed (its stderr is in the message), timed out, or could not start.
//   TOOL025 info   the Bicep CLI compiled a file: positions in its output are lines of the generated
//                  JSON, not Bicep lines (the CLI gives no source map).
//   TOOL026 error  the Bicep CLI printed something that is not a JSON object.
//   TOOL027 info   what the Bicep CLI printed on stderr that is not a positioned diagnostic; its
//                  positioned diagnostics keep Bicep's own code, severity and Bicep file position.
//   TOOL028 error  the path is not a .bicep or .bicepparam file.
//   TOOL030-033    registry modules: malformed, unknown alias, not in the local cache, unreadable.
//   TOOL034 info   the native compiler met a construct it does not support yet (BCPPF01, named with its
//                  line) and an installed Bicep CLI that satisfies the file's pin compiled the file
//                  instead (--bicep-cli auto, the default); without one, BCPPF01 stays an error that
//                  names the construct, its line and the --bicep-cli option.
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "engine/bicep/import_cache.hpp"
#include "engine/bicep/module_cache.hpp"
#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/result.hpp"
#include "engine/core/value.hpp"
#include "engine/toolchain/bicep_config.hpp"
#include "engine/toolchain/compiler_selection.hpp"

namespace pf::compile {

// Per-run state shared by every file compiled in a run: the source table, the installed Bicep CLIs
// (probed at most once), bicepconfig.json files (read once; their folder lookups cached) and what
// the CLI printed for each file. Safe to share between threads; not copyable.
class CompileContext {
 public:
  // Every file a compilation reads (Bicep files, modules, load* targets, bicepconfig.json
  // `extends`) goes through `access`; registry modules are read from their cache folder.
  CompileContext(SourceFiles& files, toolchain::ToolchainOptions options, FileAccessPolicy access = {});
  CompileContext(const CompileContext&) = delete;
  CompileContext& operator=(const CompileContext&) = delete;

  // Emit languageVersion 2.0 (symbolic names) even when Bicep would not (native compiler only).
  bool forceSymbolicNames = false;

  SourceFiles& files() { return files_; }
  const FileAccessPolicy& access() const { return access_; }
  toolchain::CompilerCatalog& compilers() { return compilers_; }
  // Modules the native compiler compiled in this run, shared by every file compiled with this
  // context: a module many files use is compiled once (stats() counts compilations and reuses).
  bicep::ModuleCache& moduleCache() { return moduleCache_; }
  // Bicep files imported from, loaded once for every file compiled with this context.
  bicep::ImportCache& importCache() { return importCache_; }
  const toolchain::ToolchainOptions& options() const { return compilers_.options(); }

  // The configuration that applies to a Bicep file. Problems in a configuration file are added
  // to `diags` the first time that file is read in this run.
  std::shared_ptr<const toolchain::BicepConfig> configFor(const std::string& bicepFile, Diagnostics& diags);

  // Internal to the library: what a Bicep CLI printed for a file, remembered by CLI and file.
  struct CliRun;
  std::shared_ptr<const CliRun> cliRun(const std::string& cli, const std::string& file, bool params);

 private:
  SourceFiles& files_;
  FileAccessPolicy access_;
  toolchain::CompilerCatalog compilers_;
  toolchain::ConfigLoader configs_;
  bicep::ModuleCache moduleCache_;
  bicep::ImportCache importCache_;
  std::mutex mutex_;
  std::map<std::string, std::string> configByFolder_;  // folder → closest bicepconfig.json ("" for none)
  std::map<std::string, std::string> configByWrittenFolder_;  // the same, by a file's folder as given
  // The bicepconfig.json closest to an absolute folder ("" for none); every folder it looks in is
  // remembered, so each folder of the run is looked in once.
  std::string closestConfig(std::string folder);
  std::map<std::string, std::shared_ptr<const CliRun>> cliRuns_;
};

enum class BicepFileKind { NotBicep, Bicep, Params };
// By extension, ignoring case: .bicep → Bicep, .bicepparam → Params.
BicepFileKind bicepFileKind(std::string_view path);

struct BicepCompilation {
  // The ARM template: the compiled .bicep file, or the template a .bicepparam file's `using`
  // names (absent for `using none` or a template spec). Present whenever a compiler produced
  // one, even with errors (e.g. a registry module missing from the cache leaves that module's
  // template empty and is reported as TOOL032), so callers may analyze what they can.
  std::optional<Value> tmpl;
  // .bicepparam files only: the deploymentParameters.json object.
  std::optional<Value> parameters;
  // Positions: Bicep file, line and column for the native compiler (through modules); for the
  // Bicep CLI, lines of its JSON output (registered in the SourceFiles table under
  // "<file> (bicep build output)").
  Diagnostics diagnostics;
  // The compiler used; absent when none could be chosen (TOOL020) or the file could not be read.
  std::optional<toolchain::CompilerChoice> compiler;
  uint32_t fileId = 0;  // the Bicep file in the SourceFiles table (0 when it could not be read)

  bool ok() const { return (tmpl || parameters) && !diagnostics.hasErrors(); }
};

// Compiles a .bicep or .bicepparam file. Never throws; every problem is a diagnostic.
BicepCompilation compileBicep(const std::string& path, CompileContext& ctx);
// The same for text already in hand, as if read from `path` (its configuration, modules and
// load* targets are taken from there).
BicepCompilation compileBicepSource(const std::string& path, std::string text, CompileContext& ctx);

}  // namespace pf::compile
