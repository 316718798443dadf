#include "help/docs_pages.hpp"

#include "engine/analyze/builtin_rules.hpp"
#include "help/diagnostic_writers.hpp"
#include "help/rule_doc.hpp"
#include "help/rule_writers.hpp"

namespace pf::help {

namespace {

constexpr const char* kGeneratedNote =
    "<!-- Generated from rules/azure (the rule files and their en/ help pages) by `preflight docs docs`;\n"
    "     tests/unit/help/docs_current_test.cpp fails when it is stale. Edit the sources, not this page. -->\n\n";

std::string rulesIndex(const std::vector<RuleDoc>& docs) {
  return std::string("# Built-in rules\n\n") + kGeneratedNote +
         "The rules `preflight analyze` runs by default (" + std::to_string(docs.size()) +
         " rules, compiled into the binary from `rules/azure/`). Each page says what the rule checks, why, "
         "how to fix a failure, with a Bicep example and the Azure template the native compiler makes of it. "
         "`preflight rules` lists the rules a repository runs (with its own rule files and configuration), and "
         "`preflight rules show NAME` prints one page.\n\n" +
         rulesListMarkdown(docs, true);
}

}  // namespace

std::map<std::string, std::string> generatedDocs(Diagnostics& diags) {
  std::map<std::string, std::string> out;
  out["diagnostics.md"] = diagnosticsMarkdown(diagnosticTables());

  SourceFiles files;
  rules::RuleSetBuilder builder(files, diags);
  analyze::addBuiltinRules(builder);
  rules::RuleSet set = builder.build();
  rules::RuleSelection selection = rules::selectRules(set, {}, diags);
  std::vector<RuleDoc> docs = describeSelection(selection, files, diags);
  out["rules/README.md"] = rulesIndex(docs);
  for (const RuleDoc& d : docs) {
    std::string page = ruleMarkdown(d);
    size_t firstBreak = page.find("\n\n");
    page.insert(firstBreak + 2, kGeneratedNote);
    out["rules/" + d.name + ".md"] = std::move(page);
  }
  return out;
}

}  // namespace pf::help
