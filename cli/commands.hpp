#pragma once
// Each verb registers its options and a handler; main() only wires them up.
#include <CLI/CLI.hpp>

namespace pf::cli {

// Set by the chosen verb's callback; main returns it.
struct ExitCode {
  int value = 0;
};

void addEvalCommand(CLI::App& app, ExitCode& exit);
void addExpandCommand(CLI::App& app, ExitCode& exit);
void addAnalyzeCommand(CLI::App& app, ExitCode& exit);
void addVersioningCommand(CLI::App& app, ExitCode& exit);
void addBuildCommands(CLI::App& app, ExitCode& exit);
void addRulesCommand(CLI::App& app, ExitCode& exit);
void addExplainCommand(CLI::App& app, ExitCode& exit);
void addDocsCommand(CLI::App& app, ExitCode& exit);
void addPolicyCommand(CLI::App& app, ExitCode& exit);
void addExtensionCommand(CLI::App& app, ExitCode& exit);
void addMergeCommand(CLI::App& app, ExitCode& exit);
void addDiffCommand(CLI::App& app, ExitCode& exit);

}  // namespace pf::cli
