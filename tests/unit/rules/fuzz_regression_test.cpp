// Rule files found by fuzz/rules_fuzz that hung the loader, loaded the way the harness does
// (RuleSetBuilder::addText on the text).
#include <catch2/catch.hpp>

#include <string>

#include "tests/unit/rules/rules_helpers.hpp"

using pf::test::loadRuleText;

TEST_CASE("fuzz: a rule file of one comma is a syntax error", "[fuzz-regression][rules]") {
  auto l = loadRuleText(",");
  CHECK(l.set.size() == 0);
  REQUIRE(l.diags.hasErrors());
  CHECK(l.diags.items()[0].code == "RULE002");
}

TEST_CASE("fuzz: many documents in one rule file are read in one pass", "[fuzz-regression][rules]") {
  // Each document used to split the whole file into lines again to find its synopsis.
  std::string text;
  for (int i = 0; i < 20000; ++i) text += "---\n# comment\n";
  text += "---\n# Synopsis: The last one.\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\n"
          "metadata:\n  name: Last\nspec:\n  condition:\n    field: name\n    exists: true\n";
  auto l = loadRuleText(text);
  CHECK_FALSE(l.diags.hasErrors());
  REQUIRE(l.set.size() == 1);
  CHECK(l.set.rules()[0]->synopsis == "The last one.");
}
