// preflight docs DIR: writes the generated reference pages (DIR/diagnostics.md, DIR/rules/) from
// the diagnostics catalogue and the built-in rules. `preflight docs docs` refreshes the pages
// checked in under docs/.
#include <filesystem>
#include <iostream>
#include <memory>
#include <set>

#include "cli/commands.hpp"
#include "cli/output_file.hpp"
#include "cli/terminal_output.hpp"
#include "help/docs_pages.hpp"
#include "report/exit_code.hpp"

namespace pf::cli {

namespace fs = std::filesystem;

namespace {

constexpr const char* kCannotWrite = "CLI032";

int writeDocs(const std::string& dir) {
  Diagnostics diags;
  auto pages = help::generatedDocs(diags);
  SourceFiles none;
  for (const auto& d : diags.items()) std::cerr << diagnosticText(d, none, nullptr, false) << "\n";
  for (const auto& [rel, text] : pages) {
    std::string path = (fs::path(dir) / rel).string();
    if (auto why = writeOutputFile(path, text)) {
      std::cerr << "preflight docs: error " << kCannotWrite << ": cannot write " << path << ": " << *why << "\n";
      return report::kExitUsage;
    }
  }
  // Pages of rules that no longer exist are not deleted (the folder may hold other files): say so.
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(fs::path(dir) / "rules", ec)) {
    std::string rel = "rules/" + e.path().filename().string();
    if (e.path().extension() == ".md" && !pages.count(rel))
      std::cerr << "preflight docs: " << e.path().string() << " was not generated (remove it if its rule is gone)\n";
  }
  std::cout << "wrote " << pages.size() << " pages to " << dir << "\n";
  return 0;
}

}  // namespace

void addDocsCommand(CLI::App& app, ExitCode& exit) {
  auto dir = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("docs", "Write the reference pages (diagnostics.md, rules/) into a folder");
  cmd->add_option("dir", *dir, "The folder (docs in a checkout of preflight)")->required();
  cmd->callback([dir, &exit] { exit.value = writeDocs(*dir); });
}

}  // namespace pf::cli
