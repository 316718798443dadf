// The built-in rule pack over every quickstart azuredeploy.json (with its parameter file):
// prints pass / fail / inconclusive counts per rule and a few failing samples, so that false
// failures can be spotted; checks that nothing crashes and every template is accounted for.
// PREFLIGHT_RULEPACK_SHOW=<rule name> prints every failure of that rule with all its reasons.
// The counts per rule are compared exactly with tests/corpus/expected/rulepack_quickstart.tsv:
// a change to a rule or to expansion shows its effect there in review. Regenerate with
// PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests "[rulepack-corpus]".
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>

#include "engine/expand/deployment_targets.hpp"
#include "tests/golden.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/corpus/rule_count_table.hpp"
#include "tests/corpus/quickstart_expand.hpp"
#include "tests/unit/rulepack/rulepack_helpers.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

// The corpus README's count of shared quickstart sample folders.
constexpr size_t kQuickstartTemplates = 923;
// Measured with ./build/tests/preflight_tests "[rulepack-corpus]": "923 templates analyzed, 0 not
// loadable, 8029 targets".
constexpr size_t kAnalyzedFloor = 923;
constexpr size_t kTargetsFloor = 8029;

struct RuleCounts {
  size_t pass = 0, fail = 0, inconclusive = 0;
  std::vector<std::string> failSamples;
};

}  // namespace

TEST_CASE("corpus: the built-in rule pack over the quickstart templates", "[corpus][rulepack-corpus]") {
  PF_REQUIRE_CORPUS();
  const auto& pack = test::builtinPack();
  REQUIRE_FALSE(pack.diags.hasErrors());
  fs::path root = test::corpusRoot() / "quickstart";
  auto templates = test::corpusFiles(root, "azuredeploy.json");
  PF_REQUIRE_CORPUS_INPUTS("quickstart azuredeploy.json files", templates.size(), kQuickstartTemplates);

  std::map<std::string, RuleCounts> counts;
  std::map<std::string, std::string> ids;
  for (const auto& rule : pack.set.rules()) {
    counts[rule->name];
    ids[rule->name] = rule->id();
  }
  size_t analyzed = 0, notLoaded = 0, targets = 0;
  const char* show = std::getenv("PREFLIGHT_RULEPACK_SHOW");
  Diagnostics d;
  rules::RuleSelection all = rules::selectRules(pack.set, {}, d);
  for (const auto& t : templates) {
    fs::path params = t.parent_path() / "azuredeploy.parameters.json";
    if (!fs::exists(params)) params.clear();
    test::CorpusExpansion x = test::expandCorpusTemplate(t, params, t.parent_path());
    if (!x.loaded) {
      ++notLoaded;
      continue;
    }
    ++analyzed;
    std::string rel = fs::relative(t.parent_path(), root).string();
    for (const Value& target : ruleTargets(x.expansion)) {
      ++targets;
      for (const auto& r : rules::evaluate(all, rules::bindTarget(target))) {
        RuleCounts& c = counts[r.rule->name];
        if (r.outcome == rules::Outcome::Pass) ++c.pass;
        if (r.outcome == rules::Outcome::Inconclusive) ++c.inconclusive;
        if (r.outcome == rules::Outcome::Fail) {
          ++c.fail;
          const Value* name = target.get("name");
          if (show && r.rule->name == show) {
            std::cout << "FAIL " << rel << " [" << (name && name->isString() ? name->str() : "?") << "]\n";
            for (const auto& reason : r.reasons) std::cout << "    " << reason.text() << "\n";
          }
          if (c.failSamples.size() < 3) {
            std::string why = r.reasons.empty() ? "" : r.reasons[0].text();
            c.failSamples.push_back(rel + " [" + (name && name->isString() ? name->str() : "?") + "] " + why);
          }
        }
      }
    }
  }
  std::cout << "rule pack over quickstart: " << analyzed << " templates analyzed, " << notLoaded
            << " not loadable, " << targets << " targets\n";
  std::cout << std::left << std::setw(46) << "rule" << std::right << std::setw(7) << "pass" << std::setw(7) << "fail"
            << std::setw(7) << "inconc" << "\n";
  for (const auto& [name, c] : counts) {
    std::cout << std::left << std::setw(46) << name << std::right << std::setw(7) << c.pass << std::setw(7) << c.fail
              << std::setw(7) << c.inconclusive << "\n";
    for (const auto& s : c.failSamples) std::cout << "      fail: " << s << "\n";
  }
  CHECK(analyzed + notLoaded == templates.size());
  CHECK(analyzed >= kAnalyzedFloor);
  CHECK(targets >= kTargetsFloor);

  std::map<std::string, test::RuleCountRow> rows;
  for (const auto& [name, c] : counts) rows[name] = {ids[name], c.pass, c.fail, c.inconclusive, 0};
  std::string table = test::ruleCountTable(
      "The built-in rule pack over the shared quickstart azuredeploy.json files (with their parameter\n"
      "files), as tests/corpus/rulepack_corpus_test.cpp counts them: one result per rule and expanded\n"
      "resource. Regenerate: PREFLIGHT_UPDATE_GOLDEN=1 ./build/tests/preflight_tests \"[rulepack-corpus]\"",
      rows);
  std::string mismatch = test::compareWithGolden("tests/corpus/expected/rulepack_quickstart.tsv", table, "[rulepack-corpus]");
  if (!mismatch.empty())
    FAIL_CHECK("per-rule counts over the quickstart corpus changed (- golden, + this run):\n" << mismatch);
  if (test::updateGolden()) WARN("wrote tests/corpus/expected/rulepack_quickstart.tsv");
}
