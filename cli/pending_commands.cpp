// Verbs whose issues have not landed yet say so instead of pretending.
#include <iostream>

#include "cli/commands.hpp"

namespace pf::cli {

void addPendingCommands(CLI::App& app, ExitCode& exit) {
  struct Pending {
    const char* name;
    const char* what;
  };
  static const Pending pending[] = {
      {"analyze", "analyze folders of templates and Bicep files against rules"},
  };
  for (const auto& p : pending) {
    auto* cmd = app.add_subcommand(p.name, std::string(p.what) + " (not available yet)");
    cmd->allow_extras();
    std::string name = p.name;
    cmd->callback([name, &exit] {
      std::cerr << "preflight " << name << ": not available in this build yet\n";
      exit.value = 2;
    });
  }
}

}  // namespace pf::cli
