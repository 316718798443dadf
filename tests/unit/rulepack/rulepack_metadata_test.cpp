// The built-in pack loads cleanly and every rule carries what reports need.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <set>

#include "engine/analyze/builtin_rules.hpp"
#include "engine/core/file.hpp"
#include "rules/rule_set.hpp"
#include "tests/unit/rulepack/rulepack_helpers.hpp"

using namespace pf;
namespace fs = std::filesystem;

TEST_CASE("rulepack: the pack loads without any diagnostic", "[rulepack]") {
  const auto& pack = test::builtinPack();
  std::string all;
  for (const auto& d : pack.diags.items()) all += formatDiagnostic(d, *pack.files, false) + "\n";
  INFO(all);
  CHECK(pack.diags.items().empty());
  CHECK(pack.set.size() >= 60);
}

TEST_CASE("rulepack: every rule has a reference, synopsis, description, recommendation, level, link and tags", "[rulepack]") {
  const auto& pack = test::builtinPack();
  static const std::regex refFormat("PF-[0-9]{4}");
  static const std::regex nameFormat("Azure\\.[A-Za-z]+\\.[A-Za-z0-9]+");
  std::set<std::string> refs;
  for (const auto& rule : pack.set.rules()) {
    INFO("rule " << rule->name);
    CHECK(std::regex_match(rule->name, nameFormat));
    CHECK(std::regex_match(rule->ref, refFormat));
    CHECK(refs.insert(rule->ref).second);  // unique
    CHECK(rule->synopsis.size() > 20);
    CHECK(rule->recommend.size() > 20);
    // The description says why the rule matters (the synopsis says what it checks).
    CHECK(rule->description.size() > 40);
    CHECK(rule->description != rule->synopsis);
    CHECK(rule->helpUri.rfind("https://learn.microsoft.com/", 0) == 0);
    const Value* release = rule->tags.find("release");
    CHECK((release && release->isString() && release->str() == "GA"));
    static const std::set<std::string> pillars{"Security", "Reliability", "Cost Optimization", "Operational Excellence",
                                               "Performance Efficiency"};
    const Value* pillar = rule->tags.find("Azure.WAF/pillar");
    CHECK((pillar && pillar->isString() && pillars.count(pillar->str())));
    // The Azure service the rule is about, for listings grouped by service.
    const Value* service = rule->tags.find("service");
    CHECK((service && service->isString() && !service->str().empty()));
  }
}

TEST_CASE("rulepack: every rule states its level", "[rulepack]") {
  // RuleInfo cannot tell an explicit `level: Error` from PSRule's default, so read the files:
  // each rule document has exactly one `level:` line.
  static const std::regex level("\n  level: (Error|Warning|Information)\n");
  static const std::regex kindRule("\nkind: Rule\n");
  size_t files = 0;
  for (const auto& e : fs::directory_iterator(test::rulePackDir())) {
    if (!rules::isRuleFileName(e.path().filename().string())) continue;
    ++files;
    auto text = readFile(e.path().string());
    REQUIRE(text);
    auto count = [&](const std::regex& re) {
      return std::distance(std::sregex_iterator(text->begin(), text->end(), re), std::sregex_iterator());
    };
    INFO("file " << e.path().filename().string());
    CHECK(count(level) == count(kindRule));
  }
  CHECK(files >= 15);
}

TEST_CASE("rulepack: read from its YAML, every pattern compiles (the packed load defers them)", "[rulepack]") {
  // The packed documents' regular expressions are compiled when first searched, so only this
  // load, which compiles them all, can report one that RE2 refuses.
  SourceFiles files;
  Diagnostics diags;
  rules::RuleSetBuilder builder(files, diags);
  for (const auto& f : analyze::builtinRuleFiles()) builder.addText(std::string(f.name), std::string(f.text), analyze::kBuiltinModule);
  rules::RuleSet set = builder.build();
  std::string all;
  for (const auto& d : diags.items()) all += formatDiagnostic(d, files, false) + "\n";
  INFO(all);
  CHECK(diags.items().empty());
  CHECK(set.size() == test::builtinPack().set.size());
}
