// preflight rules [PATH] / preflight rules show RULE [PATH]: the rules `preflight analyze PATH`
// would run (built-in, the repository's rule folders, the configuration's rule paths, --rules),
// and everything known about one of them.
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/config_lookup.hpp"
#include "cli/terminal_output.hpp"
#include "engine/analyze/rule_loading.hpp"
#include "engine/core/file_access.hpp"
#include "engine/inputs/read_access.hpp"
#include "help/rule_doc.hpp"
#include "help/rule_writers.hpp"
#include "help/suggest.hpp"
#include "report/detail/escape.hpp"
#include "report/exit_code.hpp"

namespace pf::cli {

namespace {

// `preflight rules show` names a rule that is not in the rule set.
constexpr const char* kUnknownRule = "CLI030";

struct RulesArgs {
  std::string path = ".";
  std::string configFile;
  std::vector<std::string> rules;
  bool noBuiltinRules = false;
  std::string format = "text";
  std::string rule;  // show
};

void printDiagnostics(const Diagnostics& diags, const SourceFiles& files) {
  for (const auto& d : diags.items()) std::cerr << diagnosticText(d, files) << "\n";
}

// The rules `preflight analyze <path>` would load, selected by its configuration. False on a
// usage error (a --config or --rules path that does not exist), already printed.
bool loadRules(const RulesArgs& a, SourceFiles& files, rules::RuleSelection& out, FileAccessPolicy& access) {
  Diagnostics diags;
  access = inputs::analysisAccess({a.path}, {});
  inputs::Config config;
  inputs::ConfigFiles found = a.configFile.empty() ? findConfig({a.path}) : inputs::ConfigFiles{a.configFile, ""};
  if (!found.empty()) {
    std::error_code ec;
    if (!a.configFile.empty() && !std::filesystem::exists(a.configFile, ec)) {
      std::cerr << "preflight rules: the configuration file '" << a.configFile << "' does not exist\n";
      return false;
    }
    config = a.configFile.empty() ? inputs::loadConfigFiles(found, files, diags, access)
                                  : inputs::loadConfigFile(a.configFile, files, diags);
    inputs::applyConfigAccess(access, config, diags);
  }
  // As analyze: the repository's rule folders (.ps-rule/, rules/) and its rule modules.
  analyze::RuleSources sources;
  sources.builtin = !a.noBuiltinRules;
  std::string root = analysisRootOf(a.path);
  sources.repositoryRoot = root;
  sources.psRuleFolders.push_back({(std::filesystem::path(root) / ".ps-rule").string(), true});
  sources.moduleRoots.push_back(root);
  sources.configuredPaths = config.rules.paths;
  sources.configuredPathLocs = config.rules.pathLocs;
  sources.paths = a.rules;
  sources.access = access;
  out = analyze::loadAnalysisRules(sources, config, files, diags);
  printDiagnostics(diags, files);
  for (const auto& d : diags.items())
    if (d.code == analyze::kMissingRulePath) return false;
  return true;
}

int listRules(const RulesArgs& a) {
  SourceFiles files;
  rules::RuleSelection selection;
  FileAccessPolicy access;
  if (!loadRules(a, files, selection, access)) return report::kExitUsage;
  Diagnostics diags;
  help::DescribeOptions options;
  options.compileExamples = false;
  options.access = access;
  auto docs = help::describeSelection(selection, files, diags, options);
  printDiagnostics(diags, files);
  if (a.format == "json")
    std::cout << help::rulesJson(docs, false);
  else if (a.format == "markdown")
    std::cout << help::rulesListMarkdown(docs, false);
  else
    std::cout << help::rulesListText(docs);
  return 0;
}

int showRule(const RulesArgs& a) {
  SourceFiles files;
  rules::RuleSelection selection;
  FileAccessPolicy access;
  if (!loadRules(a, files, selection, access)) return report::kExitUsage;
  long index = help::findRuleIndex(selection, a.rule);
  if (index < 0) {
    std::vector<std::string> names;
    for (const auto& r : selection.ruleSet().rules()) names.push_back(r->name);
    std::cerr << "preflight rules show: error " << kUnknownRule << ": no rule is named '"
              << report::detail::terminalSafe(a.rule) << "'" << help::didYouMean(help::suggest(a.rule, names))
              << " (`preflight rules` lists them)\n";
    return 1;
  }
  Diagnostics diags;
  help::DescribeOptions options;
  options.access = access;
  help::RuleDoc doc = help::describeRule(selection, static_cast<size_t>(index), files, diags, options);
  printDiagnostics(diags, files);
  if (a.format == "json")
    std::cout << help::ruleJson(doc);
  else if (a.format == "markdown")
    std::cout << help::ruleMarkdown(doc);
  else
    std::cout << help::ruleText(doc);
  return 0;
}

void addSourceOptions(CLI::App& cmd, RulesArgs& a) {
  cmd.add_option("-c,--config", a.configFile, "Configuration file (default: preflight.yaml as analyze finds it)");
  cmd.add_option("--rules", a.rules, "Extra rule file or folder (*.Rule.yaml; repeatable)");
  cmd.add_flag("--no-builtin-rules", a.noBuiltinRules, "Leave out the built-in rule pack");
  cmd.add_option("-f,--format", a.format, "Output format: text, json, markdown")
      ->check(CLI::IsMember({"text", "json", "markdown"}));
}

}  // namespace

void addRulesCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<RulesArgs>();
  auto* cmd = app.add_subcommand("rules", "List the rules analyze runs, or show one with its examples (rules show RULE)");
  cmd->add_option("path", args->path,
                  "The folder whose rules (.ps-rule/, rules/, preflight.yaml) are listed (default: the current folder)");
  addSourceOptions(*cmd, *args);
  auto* show = cmd->add_subcommand("show", "Describe one rule: what it checks, why, how to fix it, with Bicep and ARM examples");
  show->add_option("rule", args->rule, "The rule's name (Azure.Storage.SecureTransfer) or id (PF-0101)")->required();
  show->add_option("path", args->path, "The folder whose rules are searched (default: the current folder)");
  addSourceOptions(*show, *args);
  cmd->callback([args, cmd, show, &exit] {
    if (show->parsed()) return;
    exit.value = listRules(*args);
  });
  show->callback([args, &exit] { exit.value = showRule(*args); });
}

}  // namespace pf::cli
