// preflight: pre-flight policy and expansion engine for Azure infrastructure as code.
#include <iostream>

#include "cli/commands.hpp"
#include "engine/core/stack_thread.hpp"
#include "preflight/version.hpp"

namespace {

int run(int argc, char** argv) {
  CLI::App app{"preflight: expand Azure templates the way Resource Manager would and check them against rules"};
  app.set_version_flag("--version", std::string("preflight ") + pf::kVersion + " (native Bicep compiler matching Bicep " +
                                        pf::kBicepVersion + ")");
  app.require_subcommand(1);
  pf::cli::ExitCode exit;
  pf::cli::addEvalCommand(app, exit);
  pf::cli::addExpandCommand(app, exit);
  pf::cli::addBuildCommands(app, exit);
  pf::cli::addVersioningCommand(app, exit);
  pf::cli::addAnalyzeCommand(app, exit);
  pf::cli::addMergeCommand(app, exit);
  pf::cli::addRulesCommand(app, exit);
  pf::cli::addExplainCommand(app, exit);
  pf::cli::addDocsCommand(app, exit);
  pf::cli::addPolicyCommand(app, exit);
  pf::cli::addExtensionCommand(app, exit);
  pf::cli::addDiffCommand(app, exit);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  return exit.value;
}

}  // namespace

// Every command runs on a thread whose stack is sized for preflight's limits, whatever
// `ulimit -s` gives the main thread (see engine/core/stack_thread.hpp).
int main(int argc, char** argv) {
  int code = 0;
  pf::runWithStack([&] { code = run(argc, argv); });
  return code;
}
