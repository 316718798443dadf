// The built-in rules' help pages (rules/azure/en/<name>.md): every rule has one, each reads
// cleanly, and each page's examples are right: the Bicep example, and the Azure template the
// native compiler makes of it, both pass the rule they illustrate when `preflight analyze` runs it.
#include <catch2/catch.hpp>

#include <set>

#include "engine/analyze/builtin_help.hpp"
#include "engine/analyze/builtin_rules.hpp"
#include "engine/bicep/compiler.hpp"
#include "help/arm_example.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;

namespace {

struct BuiltinRules {
  SourceFiles files;
  Diagnostics diags;
  rules::RuleSet set;
  BuiltinRules() {
    rules::RuleSetBuilder b(files, diags);
    analyze::addBuiltinRules(b);
    set = b.build();
  }
};

const BuiltinRules& builtin() {
  static const BuiltinRules r;
  return r;
}

bool judgesDiagnostics(const rules::RuleInfo& rule) {
  const Value* target = rule.annotations.find("preflight/target");
  return target && target->isString() && target->str() == "diagnostics";
}

// What `preflight analyze` says about `rule` on a folder holding only `file` (and a configuration
// that runs only that rule, with the configuration values of the example's preflight.yaml): the
// findings, and whether anything failed or stayed unknown.
std::string analyzeExample(const rules::RuleInfo& rule, const std::string& fileName, const std::string& text,
                           const std::vector<rules::RuleHelpFile>& files, bool& passed, bool& clean) {
  test::TempDir dir;
  dir.write(fileName, text);
  std::string config;
  for (const auto& f : files) {
    if (f.path == "preflight.yaml") config = f.text + "\n";
    else dir.write(f.path, f.text + "\n");
  }
  dir.write("preflight.yaml", config + "rules:\n  include: ['" + rule.name + "']\n");
  auto a = test::analyzeFolder(dir.str());
  passed = false;
  clean = a->result.diagnostics.errorCount() == 0;
  for (const auto& f : a->all(rule.name)) {
    if (f.outcome == report::Outcome::Pass) passed = true;
    else clean = false;
  }
  return a->diagnostics();
}

}  // namespace

TEST_CASE("rule help: every built-in rule has a page with a description and a Bicep example", "[help][rules]") {
  const auto& b = builtin();
  REQUIRE(b.diags.empty());
  REQUIRE(b.set.size() >= 70);
  for (const auto& rule : b.set.rules()) {
    INFO("rules/azure/en/" << rule->name << ".md");
    SourceFiles files;
    Diagnostics diags;
    auto help = analyze::builtinRuleHelp(rule->name, files, diags);
    REQUIRE(help.has_value());
    std::string problems;
    for (const auto& d : diags.items()) problems += formatDiagnostic(d, files, false) + "\n";
    INFO(problems);
    CHECK(diags.empty());
    CHECK_FALSE(help->title.empty());
    CHECK(help->description.size() >= 80);
    CHECK_FALSE(help->bicepExample.empty());
    // The synopsis, recommendation and main link live in the rule file only.
    CHECK(help->synopsis.empty());
    CHECK(help->recommendation.empty());
    // An example's preflight.yaml holds the configuration values the rule reads, nothing else.
    if (const auto* config = rules::findExampleFile(help->exampleFiles, "preflight.yaml")) {
      CHECK(config->text.find("\nconfiguration:\n") != std::string::npos);
      CHECK(config->text.find("\nrules:") == std::string::npos);
    }
  }
}

TEST_CASE("rule help: every page in rules/azure/en belongs to a built-in rule", "[help][rules]") {
  std::set<std::string> names;
  for (const auto& rule : builtin().set.rules()) names.insert(rule->name + ".md");
  for (const auto& f : analyze::builtinRuleHelpFiles()) {
    INFO(f.name);
    CHECK(names.count(std::string(f.name)) == 1);
  }
}

TEST_CASE("rule help: each example passes its rule, in Bicep and as the Azure template compiled from it",
          "[help][rules][examples]") {
  for (const auto& rule : builtin().set.rules()) {
    SourceFiles files;
    Diagnostics diags;
    auto help = analyze::builtinRuleHelp(rule->name, files, diags);
    if (!help || help->bicepExample.empty()) continue;  // the test above reports it
    INFO(rule->name);
    // An example compiles without a warning: no unknown type or API version, nothing unused.
    SourceFiles compiled;
    auto c = bicep::compileBicepText("example.bicep", help->bicepExample, compiled,
                                     help::exampleCompileOptions(help->exampleFiles));
    std::string said;
    for (const auto& d : c.diagnostics.items()) said += formatDiagnostic(d, compiled, false) + "\n";
    INFO(said);
    CHECK(c.diagnostics.empty());
    bool passed = false, clean = false;
    std::string seen = analyzeExample(*rule, "main.bicep", help->bicepExample + "\n", help->exampleFiles, passed, clean);
    INFO("Bicep example:\n" << seen);
    CHECK(clean);
    if (!judgesDiagnostics(*rule)) CHECK(passed);

    auto arm = help::armExample(help->bicepExample, help->exampleFiles);
    INFO((arm ? std::string() : arm.error().message));
    REQUIRE(arm.ok());
    std::vector<rules::RuleHelpFile> config;
    if (const auto* f = rules::findExampleFile(help->exampleFiles, "preflight.yaml")) config.push_back(*f);
    seen = analyzeExample(*rule, "main.json", *arm + "\n", config, passed, clean);
    INFO("Azure template example:\n" << seen);
    CHECK(clean);
    if (!judgesDiagnostics(*rule)) CHECK(passed);
  }
}
