// The built-in rule pack over every quickstart azuredeploy.json (with its parameter file):
// prints pass / fail / inconclusive counts per rule and a few failing samples, so that false
// failures can be spotted; checks that nothing crashes and every template is accounted for.
// PREFLIGHT_RULEPACK_SHOW=<rule name> prints every failure of that rule with all its reasons.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <map>

#include "engine/expand/deployment_targets.hpp"
#include "tests/corpus/corpus.hpp"
#include "tests/corpus/quickstart_expand.hpp"
#include "tests/unit/rulepack/rulepack_helpers.hpp"

using namespace pf;
namespace fs = std::filesystem;

namespace {

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
  REQUIRE(templates.size() > 800);

  std::map<std::string, RuleCounts> counts;
  for (const auto& rule : pack.set.rules()) counts[rule->name];
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
  CHECK(analyzed > 800);
}
