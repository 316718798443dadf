// Which reasons a result keeps: the failing part of an allOf, every part of a failing anyOf, the
// unknown parts of an unknown result, the items of a sub-selector. Parts whose reasons are not
// kept are evaluated without building them, and again with them when the outcome needs them;
// these cases pin that the kept reasons, and their order, stay the same.
#include <catch2/catch.hpp>

#include "tests/unit/rules/rules_helpers.hpp"

using namespace pf;

namespace {

// "<outcome>: <reasons>" of a condition.
std::string why(const std::string& condition, std::string_view targetJson) {
  return test::outcome(condition, targetJson) + ": " + test::reasons(condition, targetJson);
}

// The same for a rule with a spec.where pre-condition.
std::string whyWhere(const std::string& condition, const std::string& where, std::string_view targetJson) {
  test::Loaded l = test::loadRuleText(test::ruleWithCondition(condition, "  where: " + where + "\n"));
  REQUIRE_FALSE(l.diags.hasErrors());
  auto results = test::evaluateAll(l.set, test::target(targetJson));
  if (results.empty()) return "n/a";
  std::string out = std::string(rules::outcomeName(results[0].outcome)) + ":";
  for (const auto& r : results[0].reasons) out += (out.back() == ':' ? " " : " | ") + r.text();
  return out;
}

}  // namespace

TEST_CASE("reasons: anyOf keeps every part's reasons when none holds", "[rules][rules-reasons]") {
  const std::string c = "anyOf:\n- {field: a, equals: 1}\n- {field: b, in: [x, y]}\n- {field: c, exists: true}";
  CHECK(why(c, R"J({"a": 2, "b": "z"})J") ==
        "fail: Path a: Is set to '2'. | Path b: The value 'z' is not one of 'x', 'y'. | Path c: Does not exist.");
  CHECK(why(c, R"J({"a": 2, "b": "y"})J") == "pass: ");
  // Unknown: only the unknown parts explain it.
  CHECK(why(c, R"J({"a": "!unknown:p()", "b": "z", "c2": 1})J") ==
        "inconclusive: Path a: Not known before deployment ([p()]).");
  CHECK(why(c, R"J({"a": "!unknown:p()", "b": "!unknown:q()"})J") ==
        "inconclusive: Path a: Not known before deployment ([p()]). | Path b: Not known before deployment ([q()]).");
}

TEST_CASE("reasons: allOf keeps the failing part's, or the unknown parts'", "[rules][rules-reasons]") {
  const std::string c = "allOf:\n- {field: a, equals: 1}\n- {field: b, equals: 2}\n- {field: c, equals: 3}";
  CHECK(why(c, R"J({"a": "!unknown:p()", "b": 5, "c": "!unknown:q()"})J") == "fail: Path b: Is set to '5'.");
  CHECK(why(c, R"J({"a": "!unknown:p()", "b": 2, "c": "!unknown:q()"})J") ==
        "inconclusive: Path a: Not known before deployment ([p()]). | Path c: Not known before deployment ([q()]).");
}

TEST_CASE("reasons: nested operators", "[rules][rules-reasons]") {
  // A failing anyOf inside an allOf inside a failing anyOf.
  const std::string c =
      "anyOf:\n- allOf:\n  - {field: a, exists: true}\n  - anyOf:\n    - {field: b, equals: 1}\n"
      "    - {field: c, equals: 1}\n- {field: d, equals: 1}";
  CHECK(why(c, R"J({"a": 1, "b": 2, "c": 3, "d": 4})J") ==
        "fail: Path b: Is set to '2'. | Path c: Is set to '3'. | Path d: Is set to '4'.");
  CHECK(why(c, R"J({"a": 1, "b": 2, "c": 1, "d": 4})J") == "pass: ");
  CHECK(why(c, R"J({"b": 1, "d": 4})J") == "fail: Path a: Does not exist. | Path d: Is set to '4'.");
  // not: the inner reasons explain only an unknown result.
  CHECK(why("not: {field: a, equals: 1}", R"J({"a": "!unknown:p()"})J") ==
        "inconclusive: Path a: Not known before deployment ([p()]).");
  CHECK(why("not: {field: a, equals: 1}", R"J({"a": 1})J") ==
        "fail: Path a: Satisfies 'equals: '1'', which must not hold.");
  CHECK(why("not:\n  anyOf:\n  - {field: a, equals: 1}\n  - {field: b, equals: 1}", R"J({"a": 1})J") ==
        "fail: Satisfies a group of conditions that must not hold.");
  CHECK(why("not:\n  anyOf:\n  - {field: a, equals: 1}\n  - {field: b, equals: 1}", R"J({"a": 2})J") == "pass: ");
}

TEST_CASE("reasons: sub-selector items and where", "[rules][rules-reasons]") {
  const std::string c = "field: v\nwhere: {field: k, equals: a}\nallOf:\n- {field: n, equals: 1}";
  CHECK(why(c, R"J({"v": [{"k": "a", "n": 2}, {"k": "b", "n": 2}, {"k": "a", "n": 3}]})J") ==
        "fail: Path v[0].n: Is set to '2'. | Path v[2].n: Is set to '3'.");
  // An item the where cannot decide is explained by the where's reasons.
  CHECK(why(c, R"J({"v": [{"k": "!unknown:p()", "n": 2}, {"k": "a", "n": 1}]})J") ==
        "inconclusive: Path v[0].k: Not known before deployment ([p()]).");
  // Items of an anyOf: every part's reasons, named by the item.
  CHECK(why("field: v\nanyOf:\n- {field: '.', equals: 1}\n- {field: '.', equals: 2}", R"J({"v": [1, 3]})J") ==
        "fail: Path v[1]: Is set to '3'.");
}

TEST_CASE("reasons: sub-selector quantifiers", "[rules][rules-reasons]") {
  const std::string c = "field: v\ngreaterOrEqual: 2\nallOf:\n- {field: '.', equals: 1}";
  CHECK(why(c, R"J({"v": [1, 2, 1]})J") == "pass: ");
  CHECK(why(c, R"J({"v": [1, 2, 3]})J") ==
        "fail: Path v: 1 item matches; expected at least 2. | Path v[1]: Is set to '2'. | Path v[2]: Is set to '3'.");
  CHECK(why(c, R"J({"v": [1, "!unknown:p()", 3]})J") ==
        "inconclusive: Path v[1]: Not known before deployment ([p()]).");
  CHECK(why(c, R"J({})J") == "fail: Path v: Does not exist; expected at least 2 matching items.");
}

TEST_CASE("reasons: an empty anyOf fails without a reason, so a sub-selector does not count it",
          "[rules][rules-reasons]") {
  // Items that fail silently are not failing items: nothing passed, so nothing was selected...
  CHECK(why("field: v\nanyOf: []", R"J({"v": [1, 2]})J") == "fail: Path v: No items were selected.");
  CHECK(why("field: v\nallOf:\n- {field: '.', exists: true}\n- anyOf: []", R"J({"v": [1]})J") ==
        "fail: Path v: No items were selected.");
  // ...and an item the where cannot decide keeps the result unknown.
  const std::string c = "field: v\nwhere: {field: k, equals: a}\nanyOf: []";
  CHECK(why(c, R"J({"v": [{"k": "!unknown:p()"}, {"k": "a"}]})J") ==
        "inconclusive: Path v[0].k: Not known before deployment ([p()]).");
  // A part that says why still counts.
  CHECK(why("field: v\nanyOf:\n- anyOf: []\n- {field: '.', equals: 1}", R"J({"v": [1, 2]})J") ==
        "fail: Path v[1]: Is set to '2'.");
}

TEST_CASE("reasons: a pre-condition's reasons only when it is unknown", "[rules][rules-reasons]") {
  const std::string c = "{field: n, equals: 1}";
  const std::string where = "{anyOf: [{field: k, equals: a}, {field: k, equals: b}]}";
  CHECK(whyWhere(c, where, R"J({"k": "a", "n": 2})J") == "fail: Path n: Is set to '2'.");
  CHECK(whyWhere(c, where, R"J({"k": "c", "n": 2})J") == "n/a");
  CHECK(whyWhere(c, where, R"J({"k": "!unknown:p()", "n": 2})J") ==
        "inconclusive: Path k: Not known before deployment ([p()]). | Path n: Is set to '2'.");
}

TEST_CASE("reasons: operands other than fields are named", "[rules][rules-reasons]") {
  const char* t = R"J({"type": "Microsoft.Web/sites", "name": "app", "scope": "/subscriptions/1",
                       "_source": {"file": "main.json", "line": 3}, "v": [{"name": "!unknown:p()"}, {"name": "a", "type": ""}]})J";
  CHECK(why("{type: ., equals: Other}", t) == "fail: Type: Is set to 'Microsoft.Web/sites'.");
  CHECK(why("{name: ., in: [a, b]}", t) == "fail: Name: The value 'app' is not one of 'a', 'b'.");
  CHECK(why("{scope: ., startsWith: /x}", t) == "fail: Scope: The value '/subscriptions/1' does not start with any of '/x'.");
  CHECK(why("{source: Template, endsWith: .bicep}", t) ==
        "fail: Source Template: The value 'main.json' does not end with any of '.bicep'.");
  CHECK(why("{source: Parameter, equals: x}", t) == "fail: The target has no 'Parameter' source.");
  CHECK(why("{value: 1, equals: 2}", t) == "fail: Value: Is set to '1'.");
  CHECK(why("field: v\nallOf:\n- {name: ., equals: a}", t) ==
        "inconclusive: Path v[0]: Name: Not known before deployment ([p()]).");
  CHECK(why("field: v\nallOf:\n- {type: ., equals: a}", t) ==
        "fail: Path v[0]: The target has no bound type. | Path v[1]: The target has no bound type.");
}

TEST_CASE("reasons: each reason once, in the order found", "[rules][rules-reasons]") {
  const std::string c = "anyOf:\n- {field: a, equals: 1}\n- {field: b, equals: 1}\n- {field: a, equals: 2}\n"
                        "- {field: b, equals: 2}\n- {field: c, equals: 1}";
  CHECK(why(c, R"J({"a": 3, "b": 4, "c": 5})J") == "fail: Path a: Is set to '3'. | Path b: Is set to '4'. | Path c: Is set to '5'.");
  // A pre-condition's reason comes first.
  CHECK(whyWhere("{field: a, equals: 1}", "{field: k, equals: a}", R"J({"k": "!unknown:p()", "a": 3})J") ==
        "inconclusive: Path k: Not known before deployment ([p()]). | Path a: Is set to '3'.");
}
