// Loading rule files: documents, metadata, synopsis, JSON rule files, and broken files reported
// with file, line and what is wrong.
#include <catch2/catch.hpp>

#include "tests/unit/rules/rules_helpers.hpp"

using namespace pf;
using pf::test::loadRuleText;

namespace {

// The first diagnostic as "file:line:col: severity CODE: message".
std::string firstError(const std::string& text, const std::string& path = "bad.Rule.yaml") {
  auto l = loadRuleText(text, path);
  for (const auto& d : l.diags.items())
    if (d.severity == Severity::Error) return formatDiagnostic(d, *l.files, false);
  return "";
}

std::string rule(const std::string& spec) {
  return "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: R1\nspec:\n" + spec;
}

}  // namespace

TEST_CASE("loader: a multi-document file with rules, selectors and baselines", "[rules]") {
  auto l = loadRuleText(R"(# A header comment
---
# Synopsis: Storage accounts should only accept explicitly allowed traffic.
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata:
  name: Example.Storage.Firewall
  ref: EX-000001
  alias: [Old.Name]
  displayName: Storage firewall
  description: Long description.
  tags: { release: 'GA', ruleSet: '2021_09', Azure.WAF/pillar: 'Security' }
  annotations:
    online version: https://example.com/firewall
spec:
  level: Warning
  recommend: Set the default action to Deny.
  type:
  - Microsoft.Storage/storageAccounts
  condition:
    field: properties.networkAcls.defaultAction
    equals: Deny

---
# Synopsis: Selects everything.
apiVersion: github.com/microsoft/PSRule/2025-01-01
kind: Selector
metadata:
  name: Example.All
spec:
  if:
    field: type
    exists: true

---
apiVersion: github.com/microsoft/PSRule/v1
kind: Baseline
metadata:
  name: Example.GA
spec:
  rule:
    tag:
      release: GA
---
)");
  INFO(l.errors());
  CHECK_FALSE(l.diags.hasErrors());
  REQUIRE(l.set.size() == 1);
  auto info = l.set.rules()[0];
  CHECK(info->name == "Example.Storage.Firewall");
  CHECK(info->ref == "EX-000001");
  CHECK(info->id() == "EX-000001");
  CHECK(info->aliases == std::vector<std::string>{"Old.Name"});
  CHECK(info->synopsis == "Storage accounts should only accept explicitly allowed traffic.");
  CHECK(info->description == "Long description.");
  CHECK(info->displayName == "Storage firewall");
  CHECK(info->recommend == "Set the default action to Deny.");
  CHECK(info->helpUri == "https://example.com/firewall");
  CHECK(info->level == rules::Level::Warning);
  CHECK(info->tags.find("Azure.WAF/pillar")->str() == "Security");
  CHECK(info->loc.line == 4);
  CHECK(l.set.selectorNames() == std::vector<std::string>{"Example.All"});
  CHECK(l.set.baselineNames() == std::vector<std::string>{"Example.GA"});
  CHECK(l.set.findRule("ex-000001") == info);
  CHECK(l.set.findRule("old.name") == info);
  CHECK(l.set.findRule("nothing") == nullptr);
}

TEST_CASE("loader: the synopsis falls back to the description, and metadata.link is the help", "[rules]") {
  auto l = loadRuleText(rule("  condition: {field: a, exists: true}\n"));
  REQUIRE(l.set.size() == 1);
  CHECK(l.set.rules()[0]->synopsis.empty());
  CHECK(l.set.rules()[0]->level == rules::Level::Error);  // PSRule's default
  auto m = loadRuleText(
      "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: R2\n  description: Described.\n"
      "  link: https://example.com/r2\nspec:\n  condition: {field: a, exists: true}\n");
  REQUIRE(m.set.size() == 1);
  CHECK(m.set.rules()[0]->synopsis == "Described.");
  CHECK(m.set.rules()[0]->helpUri == "https://example.com/r2");
}

TEST_CASE("loader: JSON rule files with // Synopsis comments", "[rules]") {
  auto l = loadRuleText(R"([
  {
    // Synopsis: A JSON rule.
    "apiVersion": "github.com/microsoft/PSRule/v1",
    "kind": "Rule",
    "metadata": { "name": "Json.Rule" },
    "spec": {
      "type": ["Microsoft.Web/sites"],
      "condition": { "field": "properties.httpsOnly", "equals": true }
    }
  },
  {
    "apiVersion": "github.com/microsoft/PSRule/v1",
    "kind": "Selector",
    "metadata": { "name": "Json.Selector" },
    "spec": { "if": { "anyOf": [ { "field": "kind", "equals": "api" }, { "field": "kind", "exists": false } ] } }
  }
])",
                        "rules.Rule.jsonc");
  INFO(l.errors());
  CHECK_FALSE(l.diags.hasErrors());
  REQUIRE(l.set.size() == 1);
  CHECK(l.set.rules()[0]->synopsis == "A JSON rule.");
  auto results = test::evaluateAll(l.set, test::target(R"({"type": "Microsoft.Web/sites", "properties": {"httpsOnly": true}})"));
  REQUIRE(results.size() == 1);
  CHECK(results[0].outcome == rules::Outcome::Pass);
}

TEST_CASE("loader: rule file names", "[rules]") {
  CHECK(rules::isRuleFileName("Azure.Storage.Rule.yaml"));
  CHECK(rules::isRuleFileName("x.rule.YML"));
  CHECK(rules::isRuleFileName("a.Rule.jsonc"));
  CHECK(rules::isRuleFileName("a.Rule.json"));
  CHECK_FALSE(rules::isRuleFileName(".Rule.yaml"));
  CHECK_FALSE(rules::isRuleFileName("rules.yaml"));
  CHECK_FALSE(rules::isRuleFileName("a.Rule.ps1"));
}

TEST_CASE("loader: broken expressions are errors at their line", "[rules]") {
  CHECK(firstError(rule("  condition:\n    field: a\n    equal: b\n")) ==
        "bad.Rule.yaml:8:12: error RULE010: unknown condition or property 'equal' (did you mean 'equals'?)");
  CHECK(firstError(rule("  condition:\n    field: a\n    name: .\n    equals: b\n")) ==
        "bad.Rule.yaml:8:11: error RULE011: an expression has one operand; found 'field' and 'name'");
  CHECK(firstError(rule("  condition:\n    equals: b\n")) ==
        "bad.Rule.yaml:7:5: error RULE011: 'equals' needs an operand: one of field, type, name, source, scope or value");
  CHECK(firstError(rule("  condition:\n    field: a\n")) ==
        "bad.Rule.yaml:7:5: error RULE010: the expression has no condition for 'field'; add one such as equals, exists, "
        "in, match or greaterOrEquals, or an operator");
  CHECK(firstError(rule("  condition:\n    field: a\n    equals: b\n    exists: true\n")) ==
        "bad.Rule.yaml:9:13: error RULE010: an expression has one condition; found 'equals' and 'exists' (combine them "
        "with allOf)");
  CHECK(firstError(rule("  condition:\n    field: a\n    in: b\n")) ==
        "bad.Rule.yaml:8:9: error RULE012: 'in' takes a list of values; found a string");
  CHECK(firstError(rule("  condition:\n    field: a\n    exists: 'yes'\n")) ==
        "bad.Rule.yaml:8:13: error RULE012: 'exists' takes true or false; found a string");
  CHECK(firstError(rule("  condition:\n    field: a\n    greater: many\n")) ==
        "bad.Rule.yaml:8:14: error RULE012: 'greater' takes an integer; found a string");
  CHECK(firstError(rule("  condition:\n    field: a\n    match: '(?<=x)y'\n")).find(
            "bad.Rule.yaml:8:12: error RULE013: invalid regular expression '(?<=x)y'") == 0);
  CHECK(firstError(rule("  condition:\n    field: 'a[?@.b'\n    exists: true\n")).find(
            "bad.Rule.yaml:7:12: error RULE014: invalid object path 'a[?@.b'") == 0);
  CHECK(firstError(rule("  condition:\n    field: v\n    version: '>>1.0'\n")).find(
            "bad.Rule.yaml:8:14: error RULE015: invalid version constraint '>>1.0'") == 0);
  CHECK(firstError(rule("  condition:\n    field: v\n    apiVersion: '^2020-01-01'\n")).find("RULE015") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    allOf:\n      field: a\n      exists: true\n")) ==
        "bad.Rule.yaml:8:7: error RULE008: 'allOf' takes a list of expressions; found a mapping");
  CHECK(firstError(rule("  condition:\n    allOf: []\n    anyOf: []\n")).find("RULE010") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    allOf:\n    - {field: a, exists: true}\n    equals: x\n")).find(
            "cannot be combined with the condition 'equals'") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    field: a\n    where: {field: b, exists: true}\n    exists: true\n"))
            .find("'where' filters the items of a sub-selector") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    type: Microsoft.Web/sites\n    equals: x\n")).find(
            "'type: Microsoft.Web/sites' is not supported; write 'type: .'") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    value: 3\n    setOf: [3]\n")).find("'setOf' works on a field") !=
        std::string::npos);
  CHECK(firstError(rule("  condition:\n    field: a\n    in: [{x: 1}]\n")).find("takes a list of plain values") !=
        std::string::npos);
  CHECK(firstError(rule("  condition:\n    field: a\n    exists: true\n    caseSensitive: 'no'\n")).find(
            "'caseSensitive' takes true or false") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    value: {$: {substrin: {path: name}}}\n    equals: x\n")).find(
            "unknown function 'substrin' (did you mean 'substring'?)") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    field: a\n    like: {$: {path: b}}\n")).find(
            "'like' does not accept a '$' function") != std::string::npos);
  CHECK(firstError(rule("  condition:\n    field: a\n    greaterOrEqual: 1\n")).find(
            "is a sub-selector quantifier") != std::string::npos);
}

TEST_CASE("loader: modifiers that do nothing are warnings, not errors", "[rules]") {
  auto l = loadRuleText(rule("  condition:\n    field: a\n    exists: true\n    caseSensitive: true\n"));
  CHECK_FALSE(l.diags.hasErrors());
  REQUIRE(l.diags.items().size() == 1);
  CHECK(formatDiagnostic(l.diags.items()[0], *l.files, false) ==
        "test.Rule.yaml:9:20: warning RULE018: 'caseSensitive' has no effect on 'exists'");
  CHECK(l.set.size() == 1);
}

TEST_CASE("loader: broken documents are errors at their line", "[rules]") {
  CHECK(firstError("apiVersion: github.com/microsoft/PSRule/v9\nkind: Rule\n") ==
        "bad.Rule.yaml:1:13: error RULE004: unsupported apiVersion 'github.com/microsoft/PSRule/v9'; expected "
        "github.com/microsoft/PSRule/v1 or .../2025-01-01");
  CHECK(firstError("apiVersion: github.com/microsoft/PSRule/v1\nkind: Rules\nmetadata: {name: x}\nspec: {}\n") ==
        "bad.Rule.yaml:2:7: error RULE005: unknown kind 'Rules'; expected Rule, Selector, Baseline or ModuleConfig");
  CHECK(firstError("apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata: {}\nspec: {}\n") ==
        "bad.Rule.yaml:3:11: error RULE007: the Rule has no metadata.name");
  CHECK(firstError(rule("  type: [x]\n")) == "bad.Rule.yaml:6:3: error RULE007: the rule 'R1' has no spec.condition");
  CHECK(firstError(rule("  condition: {field: a, exists: true}\n  level: Critical\n")) ==
        "bad.Rule.yaml:7:10: error RULE019: unknown level 'Critical'; expected Error, Warning or Information");
  CHECK(firstError(rule("  condition: {field: a, exists: true}\n  recomend: x\n")) ==
        "bad.Rule.yaml:7:13: error RULE006: unknown key 'recomend' in a Rule spec (did you mean 'recommend'?); "
        "expected condition, type, with, where, level, recommend");
  CHECK(firstError(rule("  condition: {field: a, exists: true}\n  with: [Missing.Selector]\n")) ==
        "bad.Rule.yaml:7:10: error RULE016: the rule 'R1' uses the selector 'Missing.Selector', which is not defined in "
        "the loaded rule files");
  CHECK(firstError(rule("  condition: {field: a, exists: true}\n---\n" + rule("  condition: {field: b, exists: true}\n")))
            .find("bad.Rule.yaml:11:9: error RULE009: a rule named 'R1' is already defined (line 1 of its file)") == 0);
  CHECK(firstError("- just\n- a list\n") ==
        "bad.Rule.yaml:1:1: error RULE003: a rule document is a mapping with apiVersion, kind, metadata and spec; found "
        "a list");
  CHECK(firstError("apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nextra: 1\n").find(
            "bad.Rule.yaml:3:8: error RULE006: unknown key 'extra' in a document") == 0);
}

TEST_CASE("loader: YAML syntax errors, duplicate keys and hostile input", "[rules]") {
  CHECK(firstError("apiVersion: [unclosed\n") .find("bad.Rule.yaml:2:1: error RULE002: YAML syntax error") == 0);
  CHECK(firstError(rule("  condition:\n    field: a\n    field: b\n    exists: true\n")) ==
        "bad.Rule.yaml:8:5: error RULE002: duplicate key 'field'");
  CHECK(firstError("key: {a: 1}\n? [complex]\n: 2\n").find("RULE002") != std::string::npos);
  // Nothing of this may crash or hang.
  std::string deep(5000, '[');
  CHECK(firstError(deep).find("RULE002") != std::string::npos);
  std::string bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char c = 'b'; c <= 'k'; ++c)
    bomb += std::string(1, c) + ": &" + c + " [*" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" +
            char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) + ", *" + char(c - 1) +
            ", *" + char(c - 1) + ", *" + char(c - 1) + "]\n";
  CHECK(firstError(bomb).find("too large") != std::string::npos);
  std::string binary;
  for (int i = 0; i < 2000; ++i) binary += static_cast<char>((i * 7919) % 256);
  (void)loadRuleText(binary);
  (void)loadRuleText("");
  (void)loadRuleText("---\n---\n");
  (void)loadRuleText("{", "x.Rule.json");
  (void)loadRuleText("[1, 2, {}]", "x.Rule.json");
  std::string nested = "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata: {name: n}\nspec:\n  condition: ";
  for (int i = 0; i < 150; ++i) nested += "{not: ";
  nested += "{field: a, exists: true}";
  for (int i = 0; i < 150; ++i) nested += "}";
  CHECK(firstError(nested).find("RULE020") != std::string::npos);
}

TEST_CASE("loader: a broken document does not stop the others", "[rules]") {
  auto l = loadRuleText(rule("  condition: {field: a, equal: 1}\n") + "---\n" +
                        "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: R2\nspec:\n"
                        "  condition: {field: a, equals: 1}\n");
  CHECK(l.diags.errorCount() == 1);
  REQUIRE(l.set.size() == 1);
  CHECK(l.set.rules()[0]->name == "R2");
}

TEST_CASE("loader: files and folders", "[rules]") {
  SourceFiles files;
  Diagnostics diags;
  auto set = rules::loadRules({std::string(PREFLIGHT_SOURCE_DIR) + "/tests/unit/rules/data"}, files, diags);
  INFO([&] {
    std::string s;
    for (const auto& d : diags.items()) s += formatDiagnostic(d, files, false) + "\n";
    return s;
  }());
  CHECK_FALSE(diags.hasErrors());
  CHECK(set.findRule("Example.Storage.Firewall") != nullptr);
  CHECK(set.findRule("Example.Json.Https") != nullptr);
  Diagnostics missing;
  (void)rules::loadRules({"/no/such/file.Rule.yaml"}, files, missing);
  REQUIRE(missing.errorCount() == 1);
  CHECK(missing.items()[0].code == "RULE001");
}

TEST_CASE("loader: every truncation and corruption of a rule file loads or fails cleanly", "[rules]") {
  const std::string good = R"(---
# Synopsis: x
apiVersion: github.com/microsoft/PSRule/v1
kind: Rule
metadata: {name: "Fuzz.Rule", tags: {release: GA}}
spec:
  type: [Microsoft.Storage/storageAccounts]
  where: {field: "properties.x[?@.a == 'b' && !(@.c > 2)]", greaterOrEquals: 1}
  condition:
    anyOf:
    - {field: "properties['a-b'][-1:0:-1]", match: '^(a|b)+$', caseSensitive: true}
    - field: properties.list
      where: {type: ., equals: x}
      count: 1
      allOf: [{value: {$: {concat: [{path: name}, {string: '-'}]}}, equals: n-}]
    - {field: apiVersion, apiVersion: '>=2019-04-01 || 2018-01-01'}
---
apiVersion: github.com/microsoft/PSRule/v1
kind: Selector
metadata: {name: S}
spec: {if: {field: a, version: '^1.2.3 <2.0.0'}}
)";
  REQUIRE_FALSE(loadRuleText(good).diags.hasErrors());
  auto resource = test::target(R"J({"type": "Microsoft.Storage/storageAccounts", "name": "n",
      "properties": {"x": [{"a": "b", "c": 1}], "a-b": ["a", "b", "c"], "list": [{"type": "x", "name": "n"}]},
      "apiVersion": "2021-01-01"})J");
  for (size_t n = 0; n <= good.size(); n += 3) {
    auto l = loadRuleText(good.substr(0, n));
    (void)test::evaluateAll(l.set, resource);
  }
  const char noise[] = {'\'', '"', '[', ']', '{', '}', ':', '-', '?', '*', '&', '!', '\t', '\0', '\xff', '|'};
  for (size_t i = 0; i < good.size(); i += 2) {
    std::string bad = good;
    bad[i] = noise[i % sizeof(noise)];
    auto l = loadRuleText(bad);
    (void)test::evaluateAll(l.set, resource);
  }
}

TEST_CASE("loader: errors in JSON rule files point at the JSON line", "[rules]") {
  CHECK(firstError(R"([
  {
    "apiVersion": "github.com/microsoft/PSRule/v1",
    "kind": "Rule",
    "metadata": { "name": "Json.Bad" },
    "spec": {
      "condition": { "field": "a", "equal": 1 }
    }
  }
])",
                   "bad.Rule.jsonc") ==
        "bad.Rule.jsonc:7:45: error RULE010: unknown condition or property 'equal' (did you mean 'equals'?)");
  CHECK(firstError("[{\"apiVersion\": 1}", "bad.Rule.json").find("bad.Rule.json:1:") == 0);
}
