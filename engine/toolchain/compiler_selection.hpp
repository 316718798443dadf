#pragma once
// Choosing the Bicep compiler for a file: the native compiler when its Bicep release
// satisfies the file's `bicep.version`, otherwise an installed Bicep CLI that does.
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/toolchain/bicep_config.hpp"
#include "engine/toolchain/semver.hpp"

namespace pf::toolchain {

// --bicep-cli: never (native only), auto (native unless the pin needs a CLI), always (CLI only).
enum class BicepCliPolicy { Never, Auto, Always };
Result<BicepCliPolicy> parseBicepCliPolicy(std::string_view text);
const char* bicepCliPolicyName(BicepCliPolicy p);

// What the process environment says about where Bicep CLIs live. Passed in (not read
// from the environment by the library) so that tests and embedders control it.
struct ToolEnvironment {
  std::string bicepPath;  // PREFLIGHT_BICEP_PATH: the bicep executable (or a folder holding it)
  std::string path;       // PATH
  std::string home;       // HOME, for ~/.azure/bin/bicep and ~/.bicep
  std::vector<std::string> variables;  // the whole environment ("NAME=value"), for Bicep CLI runs
  static ToolEnvironment fromProcess();
};

// The environment a Bicep CLI run gets: what a .NET program needs to start (PATH, HOME, the
// temporary folder, locale, TZ, XDG_*, DOTNET_*, SSL_CERT_*) and the variables a .bicepparam
// file may read (`allowed`); nothing else, since on a CI runner the environment holds the
// pipeline's credentials and `bicep build-params` reads any variable a file names.
std::vector<std::string> bicepCliEnvironment(const ToolEnvironment& env, const std::set<std::string>& allowed);

struct ToolchainOptions {
  BicepCliPolicy policy = BicepCliPolicy::Auto;
  std::chrono::milliseconds timeout{60000};  // per Bicep CLI run (--version and builds)
  ToolEnvironment env;
  // Environment variables .bicepparam files may read (--allow-env, allowEnv: in preflight.yaml);
  // the native compiler reads no other, and Bicep CLI runs see no other.
  std::set<std::string> allowedEnvironment;
};

// The release the native compiler matches (pf::kBicepVersion).
const Version& nativeBicepVersion();

// An installed Bicep CLI found by discovery.
struct ExternalCompiler {
  std::string path;
  std::optional<Version> version;  // nullopt when `--version` failed
  std::string problem;             // why there is no version
};

// Candidate executables in search order: PREFLIGHT_BICEP_PATH, `bicep` on PATH, the Azure
// CLI's copy in ~/.azure/bin. The same file reached twice (e.g. through a symlink) is listed once.
// An explicit PREFLIGHT_BICEP_PATH that does not exist is still listed so it can be reported.
std::vector<std::string> bicepCandidates(const ToolEnvironment& env);

// Runs `<path> --version` and reads the version it prints.
ExternalCompiler probeBicep(const std::string& path, std::chrono::milliseconds timeout);

// The installed CLIs, probed on first use (a .NET cold start costs about a second each) and
// then remembered. One catalogue per run; safe to share between threads.
class CompilerCatalog {
 public:
  explicit CompilerCatalog(ToolchainOptions options) : options_(std::move(options)) {}
  const ToolchainOptions& options() const { return options_; }
  const std::vector<ExternalCompiler>& external();

 private:
  ToolchainOptions options_;
  std::once_flag once_;
  std::vector<ExternalCompiler> external_;
};

struct CompilerChoice {
  bool native = true;
  std::string path;  // the CLI, when not native
  Version version;
  std::string describe() const;  // "native 0.46.1" or "/usr/bin/bicep 0.30.3"
};

// Picks the compiler for a file whose configuration is `config`. The error (TOOL020) reads
// "Bicep version X is required by <bicepconfig> but the available compilers are: ..." and is
// located at the pin in bicepconfig.json; callers report it on the Bicep file and on every
// module declaration that references the file. A configuration whose pin could not be read
// (bicepVersionInvalid) is also TOOL020. The CLI is only probed when needed.
Result<CompilerChoice> selectCompiler(const BicepConfig& config, CompilerCatalog& catalog);

// The same decision on plain data (no probing): `pin` may be null (no bicep.version).
Result<CompilerChoice> selectCompiler(const VersionPin* pin, BicepCliPolicy policy, const Version& native,
                                      const std::vector<ExternalCompiler>& external);

enum class BicepBuildKind { Build, BuildParams };

struct ExternalBuildOutput {
  std::string json;      // what `--stdout` printed: the template (build) or the parameters output (build-params)
  std::string messages;  // Bicep's warnings on stderr
};

// `bicep build --stdout FILE` or `bicep build-params --stdout FILE` with the timeout.
// Errors: TOOL021 (Bicep failed: its own stderr is in the message), TOOL022 (timed out;
// whatever Bicep printed before is in the message), TOOL023 (could not be started).
// `environment`: the CLI's whole environment (see bicepCliEnvironment); unset: this process's.
Result<ExternalBuildOutput> runExternalBicep(const std::string& bicepPath, BicepBuildKind kind, const std::string& file,
                                             std::chrono::milliseconds timeout,
                                             std::optional<std::vector<std::string>> environment = std::nullopt);

// What `bicep build-params --stdout` prints: a JSON object whose string members hold the
// parameters file and the compiled template (and the template spec id when `using` names one).
struct BuildParamsOutput {
  std::string parametersJson;
  std::string templateJson;    // may be empty (e.g. `using none`)
  std::string templateSpecId;  // empty unless `using` names a template spec
};
Result<BuildParamsOutput> parseBuildParamsOutput(std::string_view stdoutText);

}  // namespace pf::toolchain
