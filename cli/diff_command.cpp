// preflight diff [--base REV] [--head REV] [PATH...]: what a change does to the deployed
// resources (offline what-if). Both revisions are expanded as `analyze` would; the working tree
// is the head unless --head names a commit.
#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/diff_sides.hpp"
#include "cli/keep_until_exit.hpp"
#include "cli/output_file.hpp"
#include "engine/analyze/unit_workers.hpp"
#include "engine/core/cpu_count.hpp"
#include "engine/core/terminal_text.hpp"
#include "engine/diff/diff_deployments.hpp"
#include "engine/inputs/git_revision.hpp"
#include "report/diff_writers.hpp"

namespace pf::cli {

namespace {

// Exit codes, as `git diff --exit-code`: 1 only when asked for.
constexpr int kNoChange = 0, kChanged = 1, kError = 2;

struct DiffArgs {
  std::vector<std::string> paths;
  std::string base = "HEAD";
  std::string head;  // empty: the working tree
  std::string format = "text";
  std::string output;
  std::string color = "auto";
  bool exitCode = false;
  SideOptions side;
};

int fail(const Error& e) {
  std::cerr << "preflight diff: error " << e.code << ": " << terminalSafe(e.message) << "\n";
  return kError;
}

int runDiff(DiffArgs a) {
  auto repo = inputs::openRepository(".");
  if (!repo) return fail(repo.error());
  std::vector<std::string> paths = a.paths.empty() ? std::vector<std::string>{"."} : a.paths;
  for (const auto& p : paths) {
    auto rel = inputs::repositoryRelative(*repo, p);
    if (!rel) return fail(rel.error());
    a.side.paths.push_back(*rel);
  }
  auto baseCommit = inputs::resolveCommit(*repo, a.base);
  if (!baseCommit) return fail(baseCommit.error());
  std::optional<std::string> headCommit;
  if (!a.head.empty()) {
    auto h = inputs::resolveCommit(*repo, a.head);
    if (!h) return fail(h.error());
    headCommit = *h;
  }
  auto baseTree = inputs::materialize(*repo, *baseCommit);
  if (!baseTree) return fail(baseTree.error());
  std::optional<inputs::MaterializedRevision> headTree;
  if (headCommit) {
    auto h = inputs::materialize(*repo, *headCommit);
    if (!h) return fail(h.error());
    headTree = std::move(h).value();
  }

  std::string headRoot = headTree ? headTree->tree() : repo->top;
  for (size_t i = 0; i < paths.size(); ++i) {
    std::error_code ec;
    const std::string& rel = a.side.paths[i];
    if (!std::filesystem::exists(std::filesystem::path(baseTree->tree()) / rel, ec) &&
        !std::filesystem::exists(std::filesystem::path(headRoot) / rel, ec))
      return fail(makeError("CLI040", "the path '" + paths[i] + "' exists at neither revision (" + a.base + ", " +
                                          (headTree ? a.head : std::string("the working tree")) + ")"));
  }
  // The threads that expand (and, with --rules, analyze) both sides, kept from the base's to the
  // head's and then until the process exits, as analyze keeps them (engine/core/thread_crew.hpp).
  auto crew = std::make_unique<ThreadCrew>();
  Side base = expandSide(a.base, baseTree->tree(), a.side, crew.get());
  Side head = expandSide(headTree ? a.head : "working tree", headRoot, a.side, crew.get());
  if (base.failed || head.failed) return kError;
  SecretSet secrets = base.secrets;
  secrets.merge(head.secrets);
  // Both sides at once: scrubbing scans every string they hold.
  analyze::forEachGroup(2, usableCores() > 1 ? 2 : 1, crew.get(),
                        [&](unsigned, size_t side) { scrubSide(side == 0 ? base : head, secrets); });

  diff::DiffResult result = diff::diffSides(base.input, head.input);
  if (a.side.rules) markFindings(result, base, head);

  report::WriteOptions wo;
  wo.color = a.output.empty() &&
             (a.color == "always" || (a.color == "auto" && isatty(STDOUT_FILENO) && std::getenv("NO_COLOR") == nullptr));
  std::string text = a.format == "json"       ? report::diffJson(result)
                     : a.format == "markdown" ? report::diffMarkdown(result, wo)
                                              : report::diffText(result, wo);
  if (a.output.empty()) {
    std::cout << text;
    std::cout.flush();
  } else if (auto linked = linkedOutOfRepository(a.output, FileAccessPolicy::confinedTo({repo->top}))) {
    // The working tree is the pull request's: a link it committed where the report goes.
    std::cerr << "preflight diff: CLI025: the report file '" << a.output << "' " << *linked << "; it is not written\n";
    return kError;
  } else if (auto why = writeOutputFile(a.output, text)) {
    std::cerr << "preflight diff: cannot write the report to " << a.output << ": " << *why << "\n";
    return kError;
  }
  keepUntilExit(std::move(crew));
  return a.exitCode && result.hasChanges() ? kChanged : kNoChange;
}

}  // namespace

void addDiffCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<DiffArgs>();
  auto* cmd = app.add_subcommand("diff", "Show what a change does to the deployed resources, offline (what-if between two git revisions)");
  cmd->add_option("paths", args->paths, "Files and folders to compare (default: the current folder)");
  cmd->add_option("--base", args->base, "The revision to compare from (default: HEAD)");
  cmd->add_option("--head", args->head, "The revision to compare to (default: the working tree)");
  cmd->add_option("-f,--format", args->format, "Report format: text (default), json, markdown")
      ->check(CLI::IsMember({"text", "json", "markdown"}));
  cmd->add_option("-o,--output", args->output, "Write the report to this file");
  cmd->add_option("--color", args->color, "Colour the text report: auto, always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  cmd->add_flag("--exit-code", args->exitCode, "Exit with 1 when anything changes (as git diff --exit-code)");
  cmd->add_flag("--rules", args->side.rules, "Also run the rules at both revisions: mark findings each change introduces or fixes");
  cmd->add_option("-c,--config", args->side.configFile,
                  "Configuration file for both revisions (default: preflight.yaml and ps-rule.yaml of each revision)");
  addContextOptions(*cmd, args->side.context);
  addToolchainOptions(cmd, args->side.toolchain);
  addEnvironmentOptions(cmd, args->side.toolchain);
  addReadOptions(*cmd, args->side.read);
  cmd->callback([args, &exit] { exit.value = runDiff(*args); });
}

}  // namespace pf::cli
