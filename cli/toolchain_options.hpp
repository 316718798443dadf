#pragma once
// The Bicep toolchain options shared by verbs that compile Bicep (--bicep-cli, --bicep-timeout).
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/toolchain/compiler_selection.hpp"

namespace pf::cli {

struct ToolchainArgs {
  std::string bicepCli = "auto";
  double timeoutSeconds = 0;  // 0: PREFLIGHT_BICEP_TIMEOUT, else 60
  std::vector<std::string> allowEnv;  // --allow-env: variables .bicepparam files may read
};

void addToolchainOptions(CLI::App* cmd, ToolchainArgs& args);
// --allow-env NAME (repeatable), for verbs that compile .bicepparam files.
void addEnvironmentOptions(CLI::App* cmd, ToolchainArgs& args);

// Validated options, with the environment of this process.
Result<toolchain::ToolchainOptions> toolchainOptions(const ToolchainArgs& args);

}  // namespace pf::cli
