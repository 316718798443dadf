#include "cli/toolchain_options.hpp"

#include <cstdlib>

namespace pf::cli {

void addToolchainOptions(CLI::App* cmd, ToolchainArgs& args) {
  cmd->add_option("--bicep-cli", args.bicepCli,
                  "when to use an installed Bicep CLI: never, auto (when bicep.version excludes the native compiler), always")
      ->check(CLI::IsMember({"never", "auto", "always"}));
  cmd->add_option("--bicep-timeout", args.timeoutSeconds,
                  "seconds a Bicep CLI run may take before it is stopped (default: PREFLIGHT_BICEP_TIMEOUT or 60)")
      ->check(CLI::PositiveNumber);
}

void addEnvironmentOptions(CLI::App* cmd, ToolchainArgs& args) {
  cmd->add_option("--allow-env", args.allowEnv,
                  "an environment variable readEnvironmentVariable() in .bicepparam files may read (repeatable; by default "
                  "none is read); its value is treated as a secret and never printed");
}

Result<toolchain::ToolchainOptions> toolchainOptions(const ToolchainArgs& args) {
  toolchain::ToolchainOptions opts;
  PF_TRY(policy, toolchain::parseBicepCliPolicy(args.bicepCli));
  opts.policy = policy;
  double seconds = args.timeoutSeconds;
  if (seconds <= 0) {
    seconds = 60;
    if (const char* env = std::getenv("PREFLIGHT_BICEP_TIMEOUT"); env && *env) {
      char* end = nullptr;
      double v = std::strtod(env, &end);
      if (end == env || *end != '\0' || !(v > 0) || v > 86400)
        return makeError("CLI002", "PREFLIGHT_BICEP_TIMEOUT must be a number of seconds, not '" + std::string(env) + "'");
      seconds = v;
    }
  }
  opts.timeout = std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
  opts.env = toolchain::ToolEnvironment::fromProcess();
  for (const std::string& name : args.allowEnv) {
    if (name.empty() || name.find('=') != std::string::npos)
      return makeError("CLI004", "--allow-env takes the name of an environment variable, not '" + name + "'");
    opts.allowedEnvironment.insert(name);
  }
  return opts;
}

}  // namespace pf::cli
