// Every built-in rule against its example templates (tests/unit/rulepack/templates/<rule name>/
// *.json): each template is expanded with the mocks' runtime model, and every rule target tagged
// `expect: pass|fail|unknown` (or whose name's last segment starts with one of those words) must
// pass, fail or be inconclusive under that rule.
#include <catch2/catch.hpp>

#include <filesystem>
#include <set>

#include "engine/core/file.hpp"
#include "engine/expand/deployment_targets.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/expand_helpers.hpp"
#include "tests/unit/rulepack/rulepack_helpers.hpp"

using namespace pf;
namespace fs = std::filesystem;
using test::Expect;

namespace {

fs::path examplesDir() { return fs::path(PREFLIGHT_SOURCE_DIR) / "tests" / "unit" / "rulepack" / "templates"; }

std::vector<fs::path> jsonFiles(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".json") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

const char* expectName(Expect e) {
  switch (e) {
    case Expect::Pass: return "pass";
    case Expect::Fail: return "fail";
    case Expect::Inconclusive: return "inconclusive";
    case Expect::None: break;
  }
  return "-";
}

struct Tally {
  int pass = 0, fail = 0, inconclusive = 0;
};

// Checks one example template against one rule; returns how many expectations it held.
Tally checkExample(const rules::RuleInfo& rule, const fs::path& file) {
  static const mocks::MockRuntimeModel runtime;
  Tally t;
  auto text = readFile(file.string());
  REQUIRE(text);
  test::Expanded x = test::expandText(*text, "", {}, {}, &runtime);
  INFO("example " << fs::relative(file, examplesDir()).string() << "\n" << x.diagnostics());
  CHECK_FALSE(x.result.diagnostics.hasErrors());
  rules::RuleFilter filter;
  filter.includeLocal = false;  // rules loaded from files are local: select by name only
  filter.include = {rule.name};
  Diagnostics d;
  rules::RuleSelection selection = rules::selectRules(test::builtinPack().set, filter, d);
  for (const Value& target : ruleTargets(x.result)) {
    const Value* name = target.get("name");
    if (!name || !name->isString()) continue;
    Expect want = test::expectationOf(target);
    if (want == Expect::None) continue;
    auto results = rules::evaluate(selection, rules::bindTarget(target));
    std::string got = results.empty() ? "n/a" : rules::outcomeName(results[0].outcome);
    std::string why;
    if (!results.empty())
      for (const auto& r : results[0].reasons) why += "\n    " + r.text();
    INFO("target " << name->str() << ": expected " << expectName(want) << ", got " << got << why);
    CHECK(got == expectName(want));
    if (got != expectName(want)) continue;
    if (want == Expect::Pass) ++t.pass;
    if (want == Expect::Fail) ++t.fail;
    if (want == Expect::Inconclusive) ++t.inconclusive;
  }
  return t;
}

}  // namespace

TEST_CASE("rulepack: every rule has examples that pass and fail as written", "[rulepack]") {
  const auto& pack = test::builtinPack();
  REQUIRE_FALSE(pack.diags.hasErrors());
  REQUIRE(pack.set.size() >= 60);
  int withUnknown = 0;
  for (const auto& rule : pack.set.rules()) {
    // Template hygiene rules judge the expansion's diagnostics, not resources: their pass and
    // fail cases are in tests/unit/analyze/hygiene_rules_test.cpp.
    if (const Value* t = rule->annotations.find("preflight/target"); t && t->isString() && t->str() == "diagnostics")
      continue;
    fs::path dir = examplesDir() / rule->name;
    INFO("rule " << rule->name);
    REQUIRE(fs::is_directory(dir));
    Tally total;
    for (const fs::path& file : jsonFiles(dir)) {
      Tally t = checkExample(*rule, file);
      total.pass += t.pass;
      total.fail += t.fail;
      total.inconclusive += t.inconclusive;
    }
    CHECK(total.pass >= 1);
    CHECK(total.fail >= 1);
    if (total.inconclusive > 0) ++withUnknown;
  }
  // A few rules also show that a value only known after deployment is not a failure.
  CHECK(withUnknown >= 5);
}

TEST_CASE("rulepack: every example folder belongs to a rule", "[rulepack]") {
  const auto& pack = test::builtinPack();
  for (const auto& e : fs::directory_iterator(examplesDir())) {
    if (!e.is_directory()) continue;
    INFO("folder " << e.path().filename().string());
    CHECK(pack.set.findRule(e.path().filename().string()) != nullptr);
  }
}
