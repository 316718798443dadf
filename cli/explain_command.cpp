// preflight explain CODE: what a diagnostic code means and how to fix it, from the diagnostics
// catalogue (help/diagnostic_catalog.hpp); a built-in rule's id or name shows that rule.
// preflight explain --list: every code.
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "engine/analyze/builtin_rules.hpp"
#include "help/diagnostic_catalog.hpp"
#include "help/diagnostic_writers.hpp"
#include "help/rule_doc.hpp"
#include "help/rule_writers.hpp"
#include "help/suggest.hpp"
#include "report/detail/escape.hpp"
#include "report/exit_code.hpp"

namespace pf::cli {

namespace {

constexpr const char* kUnknownCode = "CLI031";

struct ExplainArgs {
  std::string code;
  bool list = false;
  std::string format = "text";
};

// A built-in rule named by id or name, described as `rules show` would; false when there is none.
bool explainRule(const ExplainArgs& a) {
  SourceFiles files;
  Diagnostics diags;
  rules::RuleSetBuilder builder(files, diags);
  analyze::addBuiltinRules(builder);
  rules::RuleSelection selection = rules::selectRules(builder.build(), {}, diags);
  long index = help::findRuleIndex(selection, a.code);
  if (index < 0) return false;
  help::RuleDoc doc = help::describeRule(selection, static_cast<size_t>(index), files, diags);
  if (a.format == "json") std::cout << help::ruleJson(doc);
  else if (a.format == "markdown") std::cout << help::ruleMarkdown(doc);
  else std::cout << help::ruleText(doc);
  return true;
}

int explain(const ExplainArgs& a) {
  if (a.list) {
    auto tables = help::diagnosticTables();
    if (a.format == "json") std::cout << help::diagnosticsListJson(tables);
    else if (a.format == "markdown") std::cout << help::diagnosticsMarkdown(tables);
    else std::cout << help::diagnosticsListText(tables);
    return 0;
  }
  if (a.code.empty()) {
    std::cerr << "preflight explain: name a code (preflight explain EXP040), or --list for every code\n";
    return report::kExitUsage;
  }
  if (auto entry = help::findDiagnostic(a.code)) {
    if (a.format == "json") std::cout << help::diagnosticJson(*entry);
    else if (a.format == "markdown") std::cout << help::diagnosticMarkdown(*entry);
    else std::cout << help::diagnosticText(*entry);
    return 0;
  }
  if (explainRule(a)) return 0;
  std::string shown = report::detail::terminalSafe(a.code);
  std::cerr << "preflight explain: error " << kUnknownCode << ": '" << shown << "' is not a code preflight reports"
            << help::didYouMean(help::suggest(a.code, help::allDiagnosticCodes()));
  if (istartsWith(a.code, "BCP"))
    std::cerr << "; Bicep's other codes are documented at "
                 "https://learn.microsoft.com/azure/azure-resource-manager/bicep/bicep-core-diagnostics";
  std::cerr << " (`preflight explain --list` prints every code)\n";
  return 1;
}

}  // namespace

void addExplainCommand(CLI::App& app, ExitCode& exit) {
  auto args = std::make_shared<ExplainArgs>();
  auto* cmd = app.add_subcommand("explain", "What a diagnostic code (EXP040, TOOL032, ...) or rule id means, and how to fix it");
  cmd->add_option("code", args->code, "A diagnostic code, or a built-in rule's id or name");
  cmd->add_flag("--list", args->list, "Every diagnostic code, by phase");
  cmd->add_option("-f,--format", args->format, "Output format: text, json, markdown")
      ->check(CLI::IsMember({"text", "json", "markdown"}));
  cmd->callback([args, &exit] { exit.value = explain(*args); });
}

}  // namespace pf::cli
