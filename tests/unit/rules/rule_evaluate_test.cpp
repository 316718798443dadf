// Operands, operators, sub-selectors, functions, pre-conditions, rule selection and the rules
// PSRule for Azure ships (psrule-compat.md §3.5) over hand-made resources.
#include <catch2/catch.hpp>

#include <thread>

#include "tests/unit/rules/rules_helpers.hpp"

using namespace pf;
using pf::test::outcome;
using pf::test::reasons;
using rules::Outcome;

namespace {

const test::Loaded& compatRules() {
  static const test::Loaded l = [] {
    test::Loaded x;
    rules::RuleSetBuilder b(*x.files, x.diags);
    b.addPath(std::string(PREFLIGHT_SOURCE_DIR) + "/tests/unit/rules/data/Azure.Compat.Rule.yaml");
    x.set = b.build();
    return x;
  }();
  return l;
}

// The outcome of the named rule on a resource, or "n/a" when it does not apply.
std::string run(const std::string& ruleName, std::string_view resourceJson, std::string* why = nullptr) {
  const auto& l = compatRules();
  REQUIRE_FALSE(l.diags.hasErrors());
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.include = {ruleName};
  auto results = test::evaluateAll(l.set, test::target(resourceJson), f);
  if (results.empty()) return "n/a";
  if (why)
    for (const auto& r : results[0].reasons) *why += (why->empty() ? "" : " | ") + r.text();
  return rules::outcomeName(results[0].outcome);
}

}  // namespace

TEST_CASE("operators: allOf, anyOf, not", "[rules][rules-condition]") {
  const std::string allOf = "allOf:\n- {field: AlternateName, exists: true}\n- {field: Name, exists: true}";
  const std::string anyOf = "anyOf:\n- {field: AlternateName, exists: true}\n- {field: Name, exists: true}";
  const std::string no = "not:\n  anyOf:\n  - {field: AlternateName, exists: true}\n  - {field: Name, exists: true}";
  const char* t1 = R"J({"Name": "Name1"})J";
  const char* t2 = R"J({"AlternateName": "Name2"})J";
  const char* t3 = R"J({"Name": "Name1", "AlternateName": "Name2"})J";
  const char* t4 = R"J({"OtherName": "Name3"})J";
  CHECK(outcome(allOf, t1) == "fail");
  CHECK(outcome(allOf, t2) == "fail");
  CHECK(outcome(allOf, t3) == "pass");
  CHECK(outcome(allOf, t4) == "fail");
  CHECK(outcome(anyOf, t1) == "pass");
  CHECK(outcome(anyOf, t3) == "pass");
  CHECK(outcome(anyOf, t4) == "fail");
  CHECK(outcome(no, t1) == "fail");
  CHECK(outcome(no, t3) == "fail");
  CHECK(outcome(no, t4) == "pass");
  CHECK(outcome("allOf: []", t4) == "pass");
  CHECK(reasons(anyOf, t4) == "Path AlternateName: Does not exist. | Path Name: Does not exist.");
  CHECK(reasons("not: {field: Name, exists: true}", t1) == "Path Name: Satisfies 'exists: true', which must not hold.");
}

TEST_CASE("operators: unknown values with Kleene logic", "[rules][rules-condition]") {
  const char* t = R"J({"u": "!unknown:reference('x').y", "a": 1})J";
  CHECK(outcome("allOf:\n- {field: u, equals: 1}\n- {field: a, equals: 1}", t) == "inconclusive");
  CHECK(outcome("allOf:\n- {field: u, equals: 1}\n- {field: a, equals: 2}", t) == "fail");   // a known failure decides
  CHECK(outcome("anyOf:\n- {field: u, equals: 1}\n- {field: a, equals: 1}", t) == "pass");   // a known pass decides
  CHECK(outcome("anyOf:\n- {field: u, equals: 1}\n- {field: a, equals: 2}", t) == "inconclusive");
  CHECK(outcome("not: {field: u, equals: 1}", t) == "inconclusive");
  CHECK(reasons("anyOf:\n- {field: u, equals: 1}\n- {field: a, equals: 2}", t) ==
        "Path u: Not known before deployment ([reference('x').y]).");
}

TEST_CASE("operands: name, type, scope, source and value", "[rules][rules-condition]") {
  CHECK(outcome("{name: ., equals: TargetObject1}", R"J({"name": "TargetObject1"})J") == "pass");
  CHECK(outcome("{name: ., equals: TargetObject1}", R"J({"name": "TargetObject2"})J") == "fail");
  CHECK(outcome("{name: ., notEquals: TargetObject1}", R"J({"name": "TargetObject2"})J") == "pass");
  CHECK(outcome("{name: ., match: '.*1$'}", R"J({"name": "TargetObject1"})J") == "pass");
  CHECK(outcome("{name: ., in: [TargetObject1]}", R"J({"name": "TargetObject1"})J") == "pass");
  CHECK(outcome("{name: ., startsWith: ['1']}", R"J({"name": "1TargetObject"})J") == "pass");
  CHECK(outcome("{name: ., contains: ['.1.']}", R"J({"name": "Target.2.Object"})J") == "fail");
  CHECK(outcome("{name: ., equals: x}", R"J({"type": "t"})J") == "fail");  // no bound name
  CHECK(outcome("{type: ., equals: microsoft.web/SITES}", R"J({"type": "Microsoft.Web/sites"})J") == "pass");
  const char* scoped = R"J({"id": "/subscriptions/s1/resourceGroups/rg1/providers/Microsoft.Web/sites/app"})J";
  CHECK(outcome("{scope: ., equals: /subscriptions/s1/resourceGroups/rg1}", scoped) == "pass");
  CHECK(outcome("{scope: ., startsWith: /subscriptions/s1/}", scoped) == "pass");
  CHECK(outcome("{scope: ., hasValue: false}", R"J({"name": "x"})J") == "pass");
  CHECK(outcome("{scope: ., hasValue: true}", R"J({"scope": "/subscriptions/s2"})J") == "pass");
  const char* sourced = R"J({"name": "x", "_source": {"file": "deployments/path/template.json", "line": 12,
                             "parameterFile": "deployments/path/dev.parameters.json"}})J";
  CHECK(outcome("{source: Template, endsWith: /template.json}", sourced) == "pass");
  CHECK(outcome("{source: Parameter, endsWith: dev.parameters.json}", sourced) == "pass");
  CHECK(outcome("{source: Template, withinPath: [deployments/path/]}", sourced) == "pass");
  CHECK(outcome("{source: Template, withinPath: [Deployments/Path/], caseSensitive: true}", sourced) == "fail");
  CHECK(outcome("{source: Template, notWithinPath: [deployments/path/]}", sourced) == "fail");
  CHECK(outcome("{source: Template, notWithinPath: [Deployments/Path/], caseSensitive: true}", sourced) == "pass");
  CHECK(outcome("{source: Bicep, endsWith: x}", sourced) == "fail");
  CHECK(outcome("{value: 3, equals: 3}", R"J({})J") == "pass");
  CHECK(outcome("{value: [1, 2], count: 2}", R"J({})J") == "pass");
}

TEST_CASE("functions: a text past 4 MB ends the function, and the condition fails saying why",
          "[rules][rules-condition]") {
  // Rules come from the repository under review too: padLeft to 50,000,000,000 characters ran
  // out of memory (std::bad_alloc after 39 s under an 8 GB limit).
  auto load = test::loadRuleText(test::ruleWithCondition(
      "value: {$: {padLeft: {string: '7'}, totalLength: 50000000000, paddingCharacter: '0'}}\nequals: '007'"));
  CHECK_THAT(load.errors(), Catch::Contains("RULE017") && Catch::Contains("'totalLength' must be at most 4194304"));
  CHECK(test::outcome("value: {$: {padLeft: {string: '7'}, totalLength: 4194304}}\nhasValue: true", "{}") == "pass");
  // replace and concat grow a text only to 4 MB.
  std::string name(100, 'a');
  std::string target = R"J({"name": ")J" + name + R"J("})J";
  std::string big(100'000, 'b');
  std::string replace = "value: {$: {replace: {path: name}, oldString: a, newString: " + big + "}}\nhasValue: true";
  CHECK(test::outcome(replace, target) == "fail");
  CHECK_THAT(test::reasons(replace, target), Catch::Contains("longer than 4194304 bytes"));
  std::string concat = "value:\n  $:\n    concat:\n";
  for (int i = 0; i < 50; ++i) concat += "    - string: " + big + "\n";
  concat += "equals: x";
  CHECK(test::outcome(concat, target) == "fail");
  CHECK_THAT(test::reasons(concat, target), Catch::Contains("longer than 4194304 bytes"));
  // As the expected value too.
  std::string expected = "field: name\nequals: {$: {replace: {path: name}, oldString: a, newString: " + big + "}}";
  CHECK(test::outcome(expected, target) == "fail");
  CHECK_THAT(test::reasons(expected, target), Catch::Contains("longer than 4194304 bytes"));
}

TEST_CASE("conditions: one that would compare more than 20,000,000 pairs fails, saying so", "[rules][rules-condition]") {
  // A pull request brings both the rule and the value: in, subset and setOf compare every item
  // with every listed one, contains and like every text with every pattern.
  std::string items = "[0";
  for (int i = 1; i < 5000; ++i) items += "," + std::to_string(i);
  items += "]";
  std::string target = R"J({"list": )J" + items + R"J(, "text": ")J" + std::string(100'000, 'a') + R"J("})J";
  for (const char* op : {"in", "notIn", "subset", "setOf"}) {
    std::string cond = std::string("field: list\n") + op + ": " + items;
    INFO(op);
    CHECK(test::outcome(cond, target) == "fail");
    CHECK_THAT(test::reasons(cond, target), Catch::Contains("more than 20000000 pairs"));
  }
  std::string pattern(300, 'a');
  for (const char* op : {"contains", "notContains", "like", "notLike"}) {
    std::string cond = std::string("field: text\n") + op + ": ['" + pattern + "b']";
    INFO(op);
    CHECK(test::outcome(cond, target) == "fail");
    CHECK_THAT(test::reasons(cond, target), Catch::Contains("more than 20000000 pairs"));
  }
  // Within the limit they answer as before.
  CHECK(test::outcome("field: list\nin: [4999]", target) == "pass");
  CHECK(test::outcome("field: text\ncontains: ['aab']", target) == "fail");
  CHECK(test::outcome("field: text\nlike: ['a*a']", target) == "pass");
}

TEST_CASE("functions: $ in value and as the expected value", "[rules][rules-condition]") {
  const char* t = R"J({"Name": "TestObject1"})J";
  CHECK(outcome("value: {$: {substring: {path: name}, length: 7}}\nequals: TestObj", t) == "pass");
  CHECK(outcome("value: {$: {boolean: true}}\nequals: true", t) == "pass");
  CHECK(outcome("value:\n  $:\n    concat:\n    - path: name\n    - string: '-'\n    - path: name\n"
                "equals: TestObject1-TestObject1",
                t) == "pass");
  CHECK(outcome("value: {$: {integer: 6}}\ngreater: 5", t) == "pass");
  CHECK(outcome("value: TestObject1-TestObject1\nequals:\n  $:\n    concat:\n    - path: name\n    - string: '-'\n"
                "    - path: name",
                t) == "pass");
  CHECK(outcome("value: {$: {replace: {string: ' test one '}, oldString: ' ', newString: ''}}\nequals: testone", t) ==
        "pass");
  CHECK(outcome("value: {$: {replace: {string: 'A-a'}, oldString: 'a', newString: 'b', caseSensitive: true}}\n"
                "equals: A-b",
                t) == "pass");
  CHECK(outcome("value: {$: {trim: {string: ' test '}}}\nequals: test", t) == "pass");
  CHECK(outcome("value: {$: {first: [{string: abc}, {string: def}]}}\nequals: abc", t) == "pass");
  CHECK(outcome("value: {$: {last: [{string: abc}, {string: def}]}}\nequals: def", t) == "pass");
  CHECK(outcome("value: {$: {first: {path: name}}}\nequals: T", t) == "pass");
  CHECK(outcome("value: {$: {split: {string: One Two Three}, delimiter: [' ']}}\nequals: [One, Two, Three]", t) ==
        "pass");
  CHECK(outcome("value: {$: {padLeft: {string: '7'}, totalLength: 3, paddingCharacter: '0'}}\nequals: '007'", t) ==
        "pass");
  CHECK(outcome("value: {$: {padRight: {path: name}, totalLength: 13}}\nequals: 'TestObject1  '", t) == "pass");
  CHECK(outcome("value: {$: {string: 5}}\nequals: '5'", t) == "pass");
  CHECK(outcome("value: {$: {path: missing}}\nhasValue: false", t) == "pass");
  CHECK(outcome("field: Name\nequals: {$: {path: name}}", t) == "pass");
  // A function that reads an unknown value makes the condition inconclusive.
  CHECK(outcome("value: {$: {path: p}}\nequals: x", R"J({"p": "!unknown:reference('r').p"})J") == "inconclusive");
}

TEST_CASE("functions: configuration values come from the selection", "[rules][rules-condition]") {
  auto l = test::loadRuleText(test::ruleWithCondition("value: {$: {configuration: ConfigArray}}\ncount: 5"));
  REQUIRE(l.set.size() == 1);
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.configuration.set("configArray", Value(Array{"1", "2", "3", "4", "5"}));
  auto results = test::evaluateAll(l.set, test::target("{}"), f);
  REQUIRE(results.size() == 1);
  CHECK(results[0].outcome == Outcome::Pass);
  CHECK(test::evaluateAll(l.set, test::target("{}"))[0].outcome == Outcome::Fail);  // unset: null
  // preflight only: `default` is the value when the configuration does not set one.
  auto d = test::loadRuleText(test::ruleWithCondition("field: days\nlessOrEquals: {$: {configuration: MaxDays, default: 30}}"));
  REQUIRE(d.set.size() == 1);
  CHECK(test::evaluateAll(d.set, test::target(R"J({"days": 30})J"))[0].outcome == Outcome::Pass);
  CHECK(test::evaluateAll(d.set, test::target(R"J({"days": 31})J"))[0].outcome == Outcome::Fail);
  f.configuration.set("maxDays", Value(60LL));
  CHECK(test::evaluateAll(d.set, test::target(R"J({"days": 31})J"), f)[0].outcome == Outcome::Pass);
  auto bad = test::loadRuleText(test::ruleWithCondition("value: {$: {path: x, default: 1}}\nequals: 1"));
  CHECK(bad.set.size() == 0);  // only configuration takes a default
}

TEST_CASE("functions: in, notIn, match and notMatch take a configuration value", "[rules][rules-condition]") {
  // preflight only (PSRule reads literal lists and patterns there): a team's allowed values come
  // from its configuration.
  auto run = [](const std::string& condition, const std::string& target, const Value& configured) {
    auto l = test::loadRuleText(test::ruleWithCondition(condition));
    REQUIRE(l.set.size() == 1);
    rules::RuleFilter f;
    if (!configured.isNull()) f.configuration.set("Allowed", configured);
    auto results = test::evaluateAll(l.set, test::target(target), f);
    REQUIRE(results.size() == 1);
    std::string why;
    for (const auto& r : results[0].reasons) why += r.text();
    return std::string(rules::outcomeName(results[0].outcome)) + (why.empty() ? "" : ": " + why);
  };
  const Value list(Array{"Standard_D2s_v5", "Standard_D4s_v5"});
  CHECK(run("field: size\nin: {$: {configuration: allowed}}", R"J({"size": "standard_d2s_v5"})J", list) == "pass");
  CHECK(run("field: size\nin: {$: {configuration: allowed}}", R"J({"size": "Standard_A1"})J", list) ==
        "fail: Path size: The value 'Standard_A1' is not one of 'Standard_D2s_v5', 'Standard_D4s_v5'.");
  CHECK(run("field: size\nnotIn: {$: {configuration: allowed}}", R"J({"size": "Standard_A1"})J", list) == "pass");
  CHECK(run("field: size\nnotIn: {$: {configuration: allowed}}", R"J({"size": "Standard_D4s_v5"})J", list) ==
        "fail: Path size: Is set to 'Standard_D4s_v5'.");
  // One value is a list of one; nothing configured is an empty list.
  CHECK(run("field: size\nin: {$: {configuration: allowed}}", R"J({"size": "x"})J", Value("x")) == "pass");
  CHECK(run("field: size\nin: {$: {configuration: allowed}}", R"J({"size": "x"})J", Value()).rfind("fail", 0) == 0);
  CHECK(run("field: size\nnotIn: {$: {configuration: allowed}}", R"J({"size": "x"})J", Value()) == "pass");
  // Patterns are compiled when the rule runs; a bad one is a failure that says why.
  CHECK(run("field: name\nmatch: {$: {configuration: allowed}}", R"J({"name": "st-web-01"})J", Value("^st-[a-z]+-[0-9]{2}$")) ==
        "pass");
  CHECK(run("field: name\nmatch: {$: {configuration: allowed}}", R"J({"name": "web"})J", Value("^st-")) ==
        "fail: Path name: The value 'web' does not match the pattern '^st-'.");
  CHECK(run("field: name\nnotMatch: {$: {configuration: allowed}}", R"J({"name": "web"})J", Value("^st-")) == "pass");
  CHECK(run("field: name\nmatch: {$: {configuration: allowed}}", R"J({"name": "web"})J", Value("(")).rfind(
            "fail: Path name: The pattern '(' is not a valid regular expression", 0) == 0);
  CHECK(run("field: name\nmatch: {$: {configuration: allowed}}", R"J({"name": "web"})J", Value()) ==
        "fail: Path name: No pattern is set (the configuration value is missing).");
  // subset: every configured value is among the field's items.
  CHECK(run("field: names\nsubset: {$: {configuration: allowed}}", R"J({"names": ["Standard_D4s_v5", "x", "Standard_D2s_v5"]})J",
            list) == "pass");
  CHECK(run("field: names\nsubset: {$: {configuration: allowed}}", R"J({"names": ["Standard_D4s_v5"]})J", list) ==
        "fail: Path names: Does not include 'Standard_D2s_v5'.");
  // An unknown value stays inconclusive.
  CHECK(run("field: size\nin: {$: {configuration: allowed}}", R"J({"size": "!unknown:parameters('s')"})J", list) ==
        "inconclusive: Path size: Not known before deployment ([parameters('s')]).");
}

TEST_CASE("sub-selectors: where filters items, all must pass", "[rules][rules-condition]") {
  const std::string filter = "field: resources\nwhere:\n  field: '.'\n  isString: true\nallOf:\n- field: '.'\n  equals: abc";
  CHECK(outcome(filter, R"J({"resources": ["abc", "abc"]})J") == "pass");
  CHECK(outcome(filter, R"J({"resources": ["abc", "123", "abc"]})J") == "fail");
  CHECK(outcome(filter, R"J({"resources": ["abc", 123]})J") == "pass");  // 123 is not selected
  const std::string reordered = "allOf:\n- {field: '.', equals: abc}\nfield: resources\nwhere: {field: '.', equals: abc}";
  CHECK(outcome(reordered, R"J({"resources": ["abc", "123", "abc"]})J") == "pass");
  // Field missing, or nothing selected: fail.
  CHECK(outcome(filter, R"J({})J") == "fail");
  CHECK(outcome(filter, R"J({"resources": [1, 2]})J") == "fail");
  CHECK(reasons(filter, R"J({"resources": [1]})J") == "Path resources: No items were selected.");
  CHECK(reasons(filter, R"J({"resources": ["abc", "x"]})J") == "Path resources[1]: Is set to 'x'.");
}

TEST_CASE("sub-selectors: the documented web app example", "[rules][rules-condition]") {
  const std::string c = R"(field: resources
where:
  type: '.'
  equals: 'Microsoft.Web/sites/config'
allOf:
- field: properties.detailedErrorLoggingEnabled
  equals: true)";
  const std::string withFallback = "anyOf:\n- " + std::string(R"(field: resources
  where:
    type: '.'
    equals: 'Microsoft.Web/sites/config'
  allOf:
  - field: properties.detailedErrorLoggingEnabled
    equals: true
- field: resources
  exists: false)");
  const char* good = R"J({"resources": [{"name": "web", "type": "Microsoft.Web/sites/config",
                          "properties": {"detailedErrorLoggingEnabled": true}}, {"type": "other"}]})J";
  const char* bad = R"J({"resources": [{"type": "Microsoft.Web/sites/config", "properties": {}}]})J";
  const char* none = R"J({"resources": [{"type": "other"}]})J";
  CHECK(outcome(c, good) == "pass");
  CHECK(outcome(c, bad) == "fail");
  CHECK(outcome(c, none) == "fail");
  CHECK(outcome(c, "{}") == "fail");
  CHECK(outcome(withFallback, "{}") == "pass");
  CHECK(outcome(withFallback, none) == "fail");
  CHECK(outcome(withFallback, good) == "pass");
}

TEST_CASE("sub-selectors: quantifiers", "[rules][rules-condition]") {
  const std::string c = R"(field: resources[*].properties.logs[*]
greaterOrEqual: 1
allOf:
- field: category
  equals: firewall
- field: enabled
  equals: true)";
  CHECK(outcome(c, R"J({"resources": [{"properties": {"logs": [{"category": "firewall", "enabled": true},
                        {"category": "other", "enabled": false}]}}]})J") == "pass");
  CHECK(outcome(c, R"J({"resources": [{"properties": {"logs": [{"category": "firewall", "enabled": false}]}}]})J") ==
        "fail");
  CHECK(outcome(c, R"J({"resources": [{"properties": {"logs": []}}, {"properties": {"logs": [
                        {"category": "firewall", "enabled": true}]}}]})J") == "pass");
  const std::string counted = "field: properties.logs\ncount: 1\nallOf:\n- {field: name, exists: true}";
  CHECK(outcome(counted, R"J({"properties": {"logs": [{"name": "log1"}]}})J") == "pass");
  CHECK(outcome(counted, R"J({"properties": {"logs": [{"name": "log1"}, {"name": "log2"}]}})J") == "fail");
  CHECK(outcome(counted, R"J({"properties": {"logs": []}})J") == "fail");
  CHECK(outcome("field: v\nless: 2\nanyOf:\n- {field: '.', equals: 1}", R"J({"v": [1, 2, 3]})J") == "pass");
  CHECK(outcome("field: v\nlessOrEqual: 0\nanyOf:\n- {field: '.', equals: 1}", R"J({"v": [1]})J") == "fail");
  CHECK(outcome("field: v\ngreater: 1\nanyOf:\n- {field: '.', equals: 1}", R"J({"v": [1, 1]})J") == "pass");
  CHECK(outcome("field: v\ngreaterOrEquals: 3\nanyOf:\n- {field: '.', equals: 1}", R"J({"v": [1, 1]})J") == "fail");
  CHECK(reasons(counted, R"J({"properties": {"logs": []}})J") == "Path properties.logs: 0 items match; expected exactly 1.");
}

TEST_CASE("sub-selectors: unknown items", "[rules][rules-condition]") {
  const std::string all = "field: v\nallOf:\n- {field: '.', equals: 1}";
  const std::string atLeastOne = "field: v\ngreaterOrEqual: 1\nallOf:\n- {field: '.', equals: 1}";
  CHECK(outcome(all, R"J({"v": [1, "!unknown:x()"]})J") == "inconclusive");
  CHECK(outcome(all, R"J({"v": [2, "!unknown:x()"]})J") == "fail");  // a known failure decides
  CHECK(outcome(atLeastOne, R"J({"v": [1, "!unknown:x()"]})J") == "pass");
  CHECK(outcome(atLeastOne, R"J({"v": [2, "!unknown:x()"]})J") == "inconclusive");
  CHECK(outcome("field: v\ncount: 0\nallOf:\n- {field: '.', equals: 1}", R"J({"v": [1, "!unknown:x()"]})J") == "fail");
  CHECK(outcome(all, R"J({"v": "!unknown:x()"})J") == "inconclusive");
  CHECK(outcome("field: v\nwhere: {field: k, equals: a}\nallOf:\n- {field: n, equals: 1}",
                R"J({"v": [{"k": "!unknown:y()", "n": 2}, {"k": "a", "n": 1}]})J") == "inconclusive");
}

TEST_CASE("pre-conditions: type, with selectors and where", "[rules]") {
  // Azure.Storage.Firewall: storage accounts not created by Cloud Shell.
  std::string why;
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa",
            "properties": {"networkAcls": {"defaultAction": "Deny"}}})J") == "pass");
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "microsoft.storage/STORAGEACCOUNTS", "name": "sa",
            "properties": {"networkAcls": {"defaultAction": "Allow"}}})J",
            &why) == "fail");
  CHECK(why == "Path properties.networkAcls.defaultAction: Is set to 'Allow'.");
  why.clear();
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa",
            "properties": {}})J", &why) == "fail");
  CHECK(why == "Path properties.networkAcls.defaultAction: Does not exist.");
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa",
            "properties": {"networkAcls": {"defaultAction": "!unknown:parameters('acl')"}}})J") == "inconclusive");
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa",
            "tags": {"ms-resource-usage": "azure-cloud-shell"}, "properties": {}})J") == "n/a");
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa",
            "tags": {"ms-resource-usage": "!unknown:parameters('t')"}, "properties": {}})J") == "inconclusive");
  CHECK(run("Azure.Storage.Firewall", R"J({"type": "Microsoft.Web/sites", "name": "app"})J") == "n/a");
}

TEST_CASE("real rules: Azure.Storage.SecureTransfer", "[rules]") {
  auto sa = [](const std::string& api, const std::string& props) {
    return R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa", "apiVersion": ")J" + api +
           R"J(", "properties": )J" + props + "}";
  };
  CHECK(run("Azure.Storage.SecureTransfer", sa("2021-09-01", "{}")) == "pass");  // secure by default since 2019-04-01
  CHECK(run("Azure.Storage.SecureTransfer", sa("2018-07-01", "{}")) == "fail");
  CHECK(run("Azure.Storage.SecureTransfer", sa("2018-07-01", R"J({"supportsHttpsTrafficOnly": true})J")) == "pass");
  CHECK(run("Azure.Storage.SecureTransfer", sa("2021-09-01", R"J({"supportsHttpsTrafficOnly": false})J")) == "fail");
  CHECK(run("Azure.Storage.SecureTransfer", sa("2021-09-01-preview", "{}")) == "fail");
  CHECK(run("Azure.Storage.SecureTransfer",
            sa("2021-09-01", R"J({"supportsHttpsTrafficOnly": "!unknown:parameters('https')"})J")) == "inconclusive");
}

TEST_CASE("real rules: Azure.AKS.AuthorizedIPs", "[rules]") {
  auto aks = [](const std::string& profile) {
    return R"J({"type": "Microsoft.ContainerService/managedClusters", "name": "aks", "properties": {"apiServerAccessProfile": )J" +
           profile + "}}";
  };
  CHECK(run("Azure.AKS.AuthorizedIPs", aks(R"J({"enablePrivateCluster": true})J")) == "n/a");
  CHECK(run("Azure.AKS.AuthorizedIPs", aks(R"J({"authorizedIPRanges": ["10.0.0.0/24"]})J")) == "pass");
  CHECK(run("Azure.AKS.AuthorizedIPs", aks(R"J({"authorizedIPRanges": []})J")) == "fail");
  CHECK(run("Azure.AKS.AuthorizedIPs", aks("{}")) == "fail");
  CHECK(run("Azure.AKS.AuthorizedIPs", aks(R"J({"enablePrivateCluster": false, "authorizedIPRanges": ["1.2.3.4/32"]})J")) ==
        "pass");
  CHECK(run("Azure.AKS.AuthorizedIPs", aks(R"J({"enablePrivateCluster": "!unknown:parameters('private')"})J")) ==
        "inconclusive");
  CHECK(run("Azure.AKS.AuthorizedIPs",
            aks(R"J({"enablePrivateCluster": "!unknown:parameters('private')", "authorizedIPRanges": ["1.2.3.4/32"]})J")) ==
        "pass");
}

TEST_CASE("real rules: Azure.ServiceFabric.ProtectionLevel (filter path, where, count)", "[rules]") {
  auto cluster = [](const std::string& params) {
    return R"J({"type": "Microsoft.ServiceFabric/clusters", "name": "sf", "properties": {"fabricSettings": [
             {"name": "Other", "parameters": [{"name": "ClusterProtectionLevel", "value": "None"}]},
             {"name": "Security", "parameters": )J" +
           params + "}]}}";
  };
  CHECK(run("Azure.ServiceFabric.ProtectionLevel",
            cluster(R"J([{"name": "ClusterProtectionLevel", "value": "EncryptAndSign"}, {"name": "x", "value": "y"}])J")) ==
        "pass");
  CHECK(run("Azure.ServiceFabric.ProtectionLevel", cluster(R"J([{"name": "ClusterProtectionLevel", "value": "Sign"}])J")) ==
        "fail");
  CHECK(run("Azure.ServiceFabric.ProtectionLevel", cluster(R"J([{"name": "x", "value": "y"}])J")) == "fail");
  CHECK(run("Azure.ServiceFabric.ProtectionLevel",
            R"J({"type": "Microsoft.ServiceFabric/clusters", "name": "sf", "properties": {}})J") == "fail");
}

TEST_CASE("selectors with filter paths: Azure.IsAppGwPublic", "[rules]") {
  auto l = test::loadRuleText(
      "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata: {name: AppGw.Public}\nspec:\n"
      "  with: [Azure.IsAppGwPublic]\n  condition: {field: properties.sku.tier, equals: WAF_v2}\n");
  // Selectors come from another file: build both into one set.
  test::Loaded both;
  rules::RuleSetBuilder b(*both.files, both.diags);
  b.addPath(std::string(PREFLIGHT_SOURCE_DIR) + "/tests/unit/rules/data/Azure.Compat.Rule.yaml");
  b.addText("appgw.Rule.yaml",
            "apiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata: {name: AppGw.Public}\nspec:\n"
            "  with: [Azure.IsAppGwPublic]\n  condition: {field: properties.sku.tier, equals: WAF_v2}\n");
  both.set = b.build();
  REQUIRE_FALSE(both.diags.hasErrors());
  CHECK(l.diags.hasErrors());  // alone, the selector is unknown
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.include = {"AppGw.Public"};
  auto pub = test::target(R"J({"type": "Microsoft.Network/applicationGateways", "name": "gw", "properties": {
      "sku": {"tier": "Standard_v2"},
      "frontendIPConfigurations": [{"properties": {"publicIPAddress": {"id": "/x/pip"}}}]}})J");
  auto priv = test::target(R"J({"type": "Microsoft.Network/applicationGateways", "name": "gw", "properties": {
      "frontendIPConfigurations": [{"properties": {"privateIPAddress": "10.0.0.4"}}]}})J");
  auto r = test::evaluateAll(both.set, pub, f);
  REQUIRE(r.size() == 1);
  CHECK(r[0].outcome == Outcome::Fail);
  CHECK(test::evaluateAll(both.set, priv, f).empty());
}

TEST_CASE("selection: include, exclude, tags, baselines and levels", "[rules]") {
  const auto& l = compatRules();
  Diagnostics d;
  auto names = [](const rules::RuleSelection& s) {
    std::vector<std::string> out;
    for (const auto& r : s.rules()) out.push_back(r->name);
    return out;
  };
  rules::RuleFilter all;
  CHECK(rules::selectRules(l.set, all, d).entries().size() == 4);
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.include = {"Azure.Storage.*"};
  CHECK(names(rules::selectRules(l.set, f, d)) ==
        std::vector<std::string>{"Azure.Storage.Firewall", "Azure.Storage.SecureTransfer"});
  f.exclude = {"AZR-000196"};
  CHECK(names(rules::selectRules(l.set, f, d)) == std::vector<std::string>{"Azure.Storage.Firewall"});
  rules::RuleFilter tags;
  tags.includeLocal = false;  // rules loaded from files are local: select by name only
  tags.tags.set("ruleSet", Value(Array{"2021_09", "2022_03"}));
  CHECK(names(rules::selectRules(l.set, tags, d)) == std::vector<std::string>{"Azure.Storage.Firewall"});
  tags.tags = Object{};
  tags.tags.set("release", "*");
  CHECK(rules::selectRules(l.set, tags, d).entries().size() == 4);
  rules::RuleFilter levels;
  levels.includeLocal = false;  // rules loaded from files are local: select by name only
  levels.levels = {{"Azure.AKS.*", rules::Level::Information}};
  auto s = rules::selectRules(l.set, levels, d);
  auto aks = test::target(R"J({"type": "Microsoft.ContainerService/managedClusters", "name": "aks", "properties": {}})J");
  auto r = rules::evaluate(s, rules::bindTarget(aks));
  REQUIRE(r.size() == 1);
  CHECK(r[0].level == rules::Level::Information);
  CHECK(r[0].rule->level == rules::Level::Warning);
  CHECK_FALSE(d.hasErrors());
  rules::RuleFilter unknown;
  unknown.baseline = "Nope";
  Diagnostics bad;
  (void)rules::selectRules(l.set, unknown, bad);
  REQUIRE(bad.errorCount() == 1);
  CHECK(bad.items()[0].code == "RULE040");
}

TEST_CASE("selection: a baseline's rule filter and level overrides", "[rules]") {
  SourceFiles files;
  Diagnostics diags;
  auto set = rules::loadRules({std::string(PREFLIGHT_SOURCE_DIR) + "/tests/unit/rules/data"}, files, diags);
  REQUIRE_FALSE(diags.hasErrors());
  rules::RuleFilter f;
  f.includeLocal = false;  // rules loaded from files are local: select by name only
  f.baseline = "example.ga";
  auto s = rules::selectRules(set, f, diags);
  std::vector<std::string> names;
  for (const auto& r : s.rules()) names.push_back(r->name);
  // Example.Json.Https is "preview" and Example.Storage.Firewall has no tags.
  CHECK(names == std::vector<std::string>{"Azure.Storage.Firewall", "Azure.Storage.SecureTransfer",
                                          "Azure.AKS.AuthorizedIPs", "Azure.ServiceFabric.ProtectionLevel"});
  auto aks = test::target(R"J({"type": "Microsoft.ContainerService/managedClusters", "name": "aks", "properties": {}})J");
  auto r = rules::evaluate(s, rules::bindTarget(aks));
  REQUIRE(r.size() == 1);
  CHECK(r[0].level == rules::Level::Error);  // the baseline raised it
}

TEST_CASE("binding: targets from expanded resources", "[rules]") {
  auto t = rules::bindTarget(test::target(R"J({"type": "Microsoft.Web/sites", "name": "app",
      "id": "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Web/sites/app",
      "_source": {"file": "main.json", "line": 10, "column": 5, "parameterFile": "main.parameters.json"}})J"));
  CHECK(t.type == "Microsoft.Web/sites");
  CHECK(t.name == "app");
  CHECK(t.scope == "/subscriptions/s/resourceGroups/rg");
  REQUIRE(t.sources.size() == 2);
  CHECK(t.sources[0].kind == "Template");
  CHECK(t.sources[0].file == "main.json");
  CHECK(t.sources[0].line == 10);
  CHECK(t.sources[0].column == 5);
  CHECK(t.sources[1].kind == "Parameter");
  auto p = rules::bindTarget(test::target(R"J({"_PSRule": {"source": [{"file": "a.json", "type": "Template", "line": 3}]}})J"));
  REQUIRE(p.sources.size() == 1);
  CHECK(p.sources[0].line == 3);
}

TEST_CASE("binding: the scope is the id before its last /providers/, in any case", "[rules]") {
  auto scopeOf = [](const std::string& id) {
    return rules::bindTarget(test::target(R"J({"type": "t", "name": "n", "id": ")J" + id + R"J("})J")).scope;
  };
  CHECK(scopeOf("/subscriptions/s/resourceGroups/rg/PROVIDERS/Microsoft.Web/sites/app") == "/subscriptions/s/resourceGroups/rg");
  CHECK(scopeOf("/subscriptions/s/resourceGroups/rg/providers/Microsoft.Network/vnets/v/Providers/Microsoft.Authorization/locks/l") ==
        "/subscriptions/s/resourceGroups/rg/providers/Microsoft.Network/vnets/v");
  CHECK(scopeOf("/providers/Microsoft.Management/managementGroups/mg").empty());  // nothing before it
  CHECK(scopeOf("/subscriptions/s/providers").empty());                          // no trailing slash
  CHECK(scopeOf("x/providers/") == "x");
  CHECK(scopeOf("").empty());
  // Without a file a source is left out, whatever else it says.
  auto t = rules::bindTarget(test::target(R"J({"_source": [{"kind": "Template", "line": 3}, {"file": "b.json"}]})J"));
  REQUIRE(t.sources.size() == 1);
  CHECK(t.sources[0].file == "b.json");
  CHECK(t.sources[0].kind == "Template");
}

TEST_CASE("evaluation is safe to share between threads", "[rules]") {
  const auto& l = compatRules();
  Diagnostics d;
  auto s = rules::selectRules(l.set, {}, d);
  auto deny = rules::bindTarget(test::target(R"J({"type": "Microsoft.Storage/storageAccounts", "name": "sa",
      "apiVersion": "2022-09-01", "properties": {"networkAcls": {"defaultAction": "Deny"}}})J"));
  std::vector<std::thread> threads;
  std::vector<int> passes(4, 0);
  for (int i = 0; i < 4; ++i)
    threads.emplace_back([&, i] {
      for (int k = 0; k < 200; ++k)
        for (const auto& r : rules::evaluate(s, deny)) passes[static_cast<size_t>(i)] += r.outcome == Outcome::Pass;
    });
  for (auto& t : threads) t.join();
  for (int p : passes) CHECK(p == 400);
}

TEST_CASE("sub-selectors: every failing item is a reason, and a failure outweighs an unknown item", "[rules][rules-condition]") {
  const std::string cond = "{field: items, allOf: [{field: port, notEquals: 22}]}";
  std::string why = test::reasons(cond, R"({"items": [{"port": 22}, {"port": 80}, {"port": 22}]})");
  CHECK_THAT(why, Catch::Contains("items[0].port"));
  CHECK_THAT(why, Catch::Contains("items[2].port"));
  CHECK_THAT(why, !Catch::Contains("items[1]"));
  // The unknown item comes first; the known failure still decides.
  CHECK(test::outcome(cond, R"J({"items": [{"port": "!unknown:parameters('p')"}, {"port": 22}]})J") == "fail");
  CHECK(test::outcome(cond, R"J({"items": [{"port": "!unknown:parameters('p')"}, {"port": 80}]})J") == "inconclusive");
}

TEST_CASE("results: the same reason from two alternatives is reported once (issue 18)", "[rules]") {
  // Both branches of the anyOf fail on the same field with the same words.
  const std::string twice = "anyOf:\n- {field: https, equals: true}\n- allOf:\n  - {field: kind, exists: true}\n"
                            "  - {field: https, equals: true}";
  CHECK(reasons(twice, R"J({"https": false, "kind": "v2"})J") == "Path https: Is set to 'false'.");
  // Different reasons stay, in the order found.
  const std::string two = "anyOf:\n- {field: https, equals: true}\n- {field: kind, exists: true}";
  CHECK(reasons(two, R"J({"https": false})J") == "Path https: Is set to 'false'. | Path kind: Does not exist.");
}
