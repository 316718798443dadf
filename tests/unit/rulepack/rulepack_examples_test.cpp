// Every built-in rule against its examples, as `preflight analyze` reads them: the folder
// tests/unit/rulepack/templates/<rule name>/ holds ARM templates (*.json) and Bicep files (*.bicep;
// modules they use live in subfolders), each expanded (Bicep compiled by the native compiler) with
// the mocks' runtime model, and an optional preflight.yaml whose `configuration:` values reach the
// rule, as in a repository. Every rule target tagged `expect: pass|fail|unknown` (or whose name's
// last segment starts with one of those words) must pass, fail or be inconclusive under the rule,
// and each rule needs at least one passing and one failing target from JSON and from Bicep.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>

#include "engine/analyze/unit_expansion.hpp"
#include "engine/expand/deployment_targets.hpp"
#include "engine/inputs/config.hpp"
#include "engine/expr/registry.hpp"
#include "mocks/runtime_model.hpp"
#include "tests/unit/rulepack/rulepack_helpers.hpp"

using namespace pf;
namespace fs = std::filesystem;
using test::Expect;

namespace {

fs::path examplesDir() { return fs::path(PREFLIGHT_SOURCE_DIR) / "tests" / "unit" / "rulepack" / "templates"; }

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
  void add(const Tally& t) {
    pass += t.pass;
    fail += t.fail;
    inconclusive += t.inconclusive;
  }
};

// What one rule folder's examples need: the files of the folder (not its subfolders) that are
// analysis entries, and the rule configuration of its preflight.yaml.
struct Examples {
  std::vector<fs::path> json, bicep;
  Object configuration;
};

Examples examplesOf(const fs::path& dir) {
  Examples ex;
  for (const auto& e : fs::directory_iterator(dir)) {
    if (!e.is_regular_file()) continue;
    std::string ext = e.path().extension().string();
    if (ext == ".json") ex.json.push_back(e.path());
    if (ext == ".bicep") ex.bicep.push_back(e.path());
  }
  std::sort(ex.json.begin(), ex.json.end());
  std::sort(ex.bicep.begin(), ex.bicep.end());
  fs::path config = dir / "preflight.yaml";
  if (fs::exists(config)) {
    SourceFiles files;
    Diagnostics d;
    inputs::Config c = inputs::loadConfigFile(config.string(), files, d);
    INFO("configuration " << config.string());
    CHECK(d.items().empty());
    ex.configuration = c.ruleConfiguration;
  }
  return ex;
}

// Expands one example file as `preflight analyze` does and checks each expecting target.
Tally checkExample(const rules::RuleInfo& rule, const fs::path& file, const Object& configuration) {
  static const FunctionRegistry functions = builtinFunctions();
  static const mocks::MockRuntimeModel runtime;
  static const ExpandOptions expandOptions;
  static const DeploymentContext context;
  SourceFiles files;
  toolchain::ToolchainOptions toolchain;
  toolchain.policy = toolchain::BicepCliPolicy::Never;  // the native compiler, whatever is installed
  compile::CompileContext bicep(files, toolchain);
  analyze::UnitServices services{functions, files, bicep, &runtime, expandOptions, context};
  analyze::LoadedSources cache;
  inputs::AnalysisUnit unit;
  unit.kind = file.extension() == ".bicep" ? inputs::UnitKind::Bicep : inputs::UnitKind::Template;
  unit.source = file.string();
  analyze::UnitExpansion ux = analyze::expandUnit(unit, services, cache);

  Tally t;
  std::string problems;
  auto collect = [&](const Diagnostics& ds) {
    for (const auto& d : ds.items())
      if (d.severity == Severity::Error) problems += "\n  " + formatDiagnostic(d, files, false);
  };
  collect(ux.loadDiagnostics);
  if (ux.expansion) collect(ux.expansion->diagnostics);
  INFO("example " << fs::relative(file, examplesDir()).string() << problems << "\n" << ux.skipReason);
  REQUIRE(ux.expansion);
  CHECK(problems.empty());

  rules::RuleFilter filter;
  filter.includeLocal = false;  // rules loaded from files are local: select by name only
  filter.include = {rule.name};
  filter.configuration = configuration;
  Diagnostics d;
  rules::RuleSelection selection = rules::selectRules(test::builtinPack().set, filter, d);
  for (const Value& target : ruleTargets(*ux.expansion)) {
    const Value* name = target.get("name");
    if (!name || !name->isString()) continue;
    bool inherited = false;
    Expect want = test::expectationOf(target, &inherited);
    if (want == Expect::None) continue;
    auto results = rules::evaluate(selection, rules::bindTarget(target));
    if (inherited && results.empty()) continue;  // "passx/default" of a type the rule does not judge
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

bool judgesDiagnostics(const rules::RuleInfo& rule) {
  const Value* t = rule.annotations.find("preflight/target");
  return t && t->isString() && t->str() == "diagnostics";
}

}  // namespace

TEST_CASE("rulepack: every rule has examples that pass and fail, from ARM JSON and from Bicep", "[rulepack]") {
  const auto& pack = test::builtinPack();
  REQUIRE_FALSE(pack.diags.hasErrors());
  REQUIRE(pack.set.size() >= 60);
  int withUnknown = 0;
  for (const auto& rule : pack.set.rules()) {
    // Template hygiene rules that judge the expansion's diagnostics, not resources: their pass
    // and fail cases are in tests/unit/analyze/hygiene_rules_test.cpp.
    if (judgesDiagnostics(*rule)) continue;
    fs::path dir = examplesDir() / rule->name;
    INFO("rule " << rule->name << " (examples in " << fs::relative(dir, PREFLIGHT_SOURCE_DIR).string() << ")");
    REQUIRE(fs::is_directory(dir));
    Examples ex = examplesOf(dir);
    Tally json, bicep;
    for (const fs::path& file : ex.json) json.add(checkExample(*rule, file, ex.configuration));
    for (const fs::path& file : ex.bicep) bicep.add(checkExample(*rule, file, ex.configuration));
    CHECK(json.pass >= 1);
    CHECK(json.fail >= 1);
    CHECK(bicep.pass >= 1);
    CHECK(bicep.fail >= 1);
    if (json.inconclusive + bicep.inconclusive > 0) ++withUnknown;
  }
  // A few rules also show that a value only known after deployment is not a failure.
  CHECK(withUnknown >= 5);
}

TEST_CASE("rulepack: every example folder belongs to a rule", "[rulepack]") {
  const auto& pack = test::builtinPack();
  for (const auto& e : fs::directory_iterator(examplesDir())) {
    if (!e.is_directory()) continue;
    INFO("folder " << e.path().filename().string());
    auto rule = pack.set.findRule(e.path().filename().string());
    CHECK(rule != nullptr);
    if (rule) CHECK_FALSE(judgesDiagnostics(*rule));
  }
}
