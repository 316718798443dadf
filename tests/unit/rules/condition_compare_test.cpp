// Conditions that compare values: exists, hasValue, hasDefault, equals, notEquals, in, notIn,
// less/greater, count/notCount, setOf, subset. Vectors follow PSRule's documented behaviour,
// including which conditions pass when the field is missing.
#include <catch2/catch.hpp>

#include "tests/unit/rules/rules_helpers.hpp"

using pf::test::outcome;
using pf::test::reasons;

TEST_CASE("condition: exists", "[rules][rules-condition]") {
  const std::string yes = "{field: Value, exists: true}", no = "{field: Value, exists: false}";
  CHECK(outcome(yes, R"J({"value": 3})J") == "pass");
  CHECK(outcome(yes, R"J({"notValue": 3})J") == "fail");
  CHECK(outcome(yes, R"J({"value": null})J") == "pass");
  CHECK(outcome(no, R"J({"value": 3})J") == "fail");
  CHECK(outcome(no, R"J({"notValue": 3})J") == "pass");
  CHECK(outcome(no, R"J({"value": null})J") == "fail");
  CHECK(reasons(yes, R"J({"other": 1})J") == "Path Value: Does not exist.");
  CHECK(reasons(no, R"J({"value": 1})J") == "Path Value: Exists.");
  // Below an unknown value nobody knows; the unknown value itself exists.
  CHECK(outcome("{field: a.b, exists: true}", R"J({"a": "!unknown:reference('x')"})J") == "inconclusive");
  CHECK(outcome("{field: a, exists: true}", R"J({"a": "!unknown:reference('x')"})J") == "pass");
}

TEST_CASE("condition: hasValue", "[rules][rules-condition]") {
  const std::string yes = "{field: Value, hasValue: true}", no = "{field: Value, hasValue: false}";
  CHECK(outcome(yes, R"J({"value": 3})J") == "pass");
  CHECK(outcome(yes, R"J({"notValue": 3})J") == "fail");
  CHECK(outcome(yes, R"J({"value": null})J") == "fail");
  CHECK(outcome(yes, R"J({"value": ""})J") == "fail");
  CHECK(outcome(yes, R"J({"value": []})J") == "fail");
  CHECK(outcome(yes, R"J({"value": {}})J") == "pass");
  CHECK(outcome(no, R"J({"value": 3})J") == "fail");
  CHECK(outcome(no, R"J({"notValue": 3})J") == "pass");  // passes when missing
  CHECK(outcome(no, R"J({"value": null})J") == "pass");
  CHECK(reasons(yes, R"J({"value": ""})J") == "Path Value: Is null or empty.");
  CHECK(outcome(yes, R"J({"value": "!unknown:x()"})J") == "inconclusive");
  CHECK(outcome(yes, R"J({"value": ["!unknown:x()"]})J") == "pass");  // a list with an item has a value
}

TEST_CASE("condition: hasDefault passes when missing, else must equal", "[rules][rules-condition]") {
  const std::string c = R"J(allOf:
- {field: integerValue, hasDefault: 100}
- {field: boolValue, hasDefault: true}
- {field: stringValue, hasDefault: testValue, caseSensitive: true})J";
  CHECK(outcome(c, R"J({"integerValue": 100, "boolValue": true, "stringValue": "testValue"})J") == "pass");
  CHECK(outcome(c, R"J({"integerValue": 1})J") == "fail");
  CHECK(outcome(c, R"J({"boolValue": false})J") == "fail");
  CHECK(outcome(c, R"J({"stringValue": "TestValue"})J") == "fail");
  CHECK(outcome(c, R"J({})J") == "pass");
  CHECK(outcome("{field: x, hasDefault: true}", R"J({"x": "!unknown:p()"})J") == "inconclusive");
}

TEST_CASE("condition: equals with typed values, caseSensitive and convert", "[rules][rules-condition]") {
  const std::string c = R"J(allOf:
- {field: ValueString, equals: abc, caseSensitive: true}
- {field: ValueInt, equals: 123}
- {field: ValueBool, equals: true}
- anyOf:
  - {field: ValueEnum, exists: false}
  - {field: ValueEnum, equals: All, convert: true})J";
  CHECK(outcome(c, R"J({"ValueString": "abc", "ValueInt": 123, "ValueBool": true, "ValueEnum": "All"})J") == "pass");
  CHECK(outcome(c, R"J({"ValueString": "efg", "ValueInt": 123, "ValueBool": true})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "abc", "ValueInt": 456, "ValueBool": true})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "abc", "ValueInt": 123, "ValueBool": false})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "abc", "ValueInt": 123, "ValueBool": true, "ValueEnum": "None"})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "ABC", "ValueInt": 123, "ValueBool": true})J") == "fail");
  CHECK(outcome("{field: s, equals: abc}", R"J({"s": "ABC"})J") == "pass");  // case-insensitive by default
}

TEST_CASE("condition: equals across types", "[rules][rules-condition]") {
  CHECK(outcome("{field: n, equals: '123'}", R"J({"n": 123})J") == "pass");   // the rule's text converts
  CHECK(outcome("{field: n, equals: 123}", R"J({"n": "123"})J") == "pass");   // as PSRule's YAML compares
  CHECK(outcome("{field: b, equals: true}", R"J({"b": "True"})J") == "pass");
  CHECK(outcome("{field: b, equals: 'true'}", R"J({"b": true})J") == "pass");
  CHECK(outcome("{field: b, equals: true}", R"J({"b": 1})J") == "fail");
  CHECK(outcome("{field: n, equals: 1}", R"J({"n": 1.0})J") == "pass");
  CHECK(outcome("{field: n, equals: 1.5}", R"J({"n": 1.5})J") == "pass");
  CHECK(outcome("{field: n, equals: 5}", R"J({"n": "5x"})J") == "fail");
  CHECK(outcome("{field: n, equals: abc, convert: true}", R"J({"n": 7})J") == "fail");
  CHECK(outcome("{field: n, equals: '7', convert: true}", R"J({"n": 7})J") == "pass");
  CHECK(outcome("{field: a, equals: [x, y]}", R"J({"a": ["x", "y"]})J") == "pass");
  CHECK(outcome("{field: a, equals: [x, y]}", R"J({"a": ["y", "x"]})J") == "fail");
  CHECK(outcome("{field: o, equals: {k: v}}", R"J({"o": {"K": "v"}})J") == "pass");
  CHECK(outcome("{field: n, equals: null}", R"J({"n": null})J") == "pass");
  CHECK(outcome("{field: n, equals: abc}", R"J({"n": null})J") == "fail");
}

TEST_CASE("condition: equals on missing and unknown fields", "[rules][rules-condition]") {
  CHECK(outcome("{field: n, equals: 1}", R"J({})J") == "fail");
  CHECK(reasons("{field: n, equals: 1}", R"J({})J") == "Path n: Does not exist.");
  CHECK(reasons("{field: properties.networkAcls.defaultAction, equals: Deny}",
                R"J({"properties": {"networkAcls": {"defaultAction": "Allow"}}})J") ==
        "Path properties.networkAcls.defaultAction: Is set to 'Allow'.");
  CHECK(outcome("{field: n, equals: 1}", R"J({"n": "!unknown:parameters('p')"})J") == "inconclusive");
  CHECK(reasons("{field: n, equals: 1}", R"J({"n": "!unknown:parameters('p')"})J") ==
        "Path n: Not known before deployment ([parameters('p')]).");
  CHECK(outcome("{field: a, equals: [1]}", R"J({"a": [1, "!unknown:x()"]})J") == "inconclusive");
}

TEST_CASE("condition: notEquals passes when missing", "[rules][rules-condition]") {
  const std::string c = R"J(allOf:
- {field: ValueString, notEquals: abc, caseSensitive: true}
- {field: ValueInt, notEquals: 123}
- {field: ValueBool, notEquals: true}
- anyOf:
  - {field: ValueEnum, exists: false}
  - {field: ValueEnum, notEquals: All, convert: true})J";
  CHECK(outcome(c, R"J({"ValueString": "efg", "ValueInt": 456, "ValueBool": false, "ValueEnum": "None"})J") == "pass");
  CHECK(outcome(c, R"J({"ValueString": "abc", "ValueInt": 456, "ValueBool": false})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "efg", "ValueInt": 123, "ValueBool": false})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "efg", "ValueInt": 456, "ValueBool": true})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "efg", "ValueInt": 456, "ValueBool": false, "ValueEnum": "All"})J") == "fail");
  CHECK(outcome(c, R"J({"ValueString": "ABC", "ValueInt": 456, "ValueBool": false})J") == "pass");
  CHECK(outcome("{field: x, notEquals: 1}", R"J({})J") == "pass");
  CHECK(outcome("{field: x, notEquals: 1}", R"J({"x": "!unknown:p()"})J") == "inconclusive");
}

TEST_CASE("condition: in and notIn, with array operands", "[rules][rules-condition]") {
  const std::string in = "{field: Value, in: [Value1, Value2]}", notIn = "{field: Value, notIn: [Value1, Value2]}";
  CHECK(outcome(in, R"J({"value": ["Value1"]})J") == "pass");
  CHECK(outcome(in, R"J({"value": ["Value2"]})J") == "pass");
  CHECK(outcome(in, R"J({"value": ["Value3"]})J") == "fail");
  CHECK(outcome(in, R"J({"value": []})J") == "fail");
  CHECK(outcome(in, R"J({"value": null})J") == "fail");
  CHECK(outcome(in, R"J({})J") == "fail");
  CHECK(outcome(in, R"J({"value": "value1"})J") == "pass");  // always case-insensitive
  CHECK(outcome(notIn, R"J({"value": ["Value1"]})J") == "fail");
  CHECK(outcome(notIn, R"J({"value": ["Value3"]})J") == "pass");
  CHECK(outcome(notIn, R"J({"value": []})J") == "pass");
  CHECK(outcome(notIn, R"J({"value": null})J") == "pass");
  CHECK(outcome(notIn, R"J({})J") == "pass");
  CHECK(outcome("{field: n, in: [1, 2]}", R"J({"n": 2})J") == "pass");
  CHECK(reasons(in, R"J({"value": "x"})J") == "Path Value: The value 'x' is not one of 'Value1', 'Value2'.");
  CHECK(reasons(notIn, R"J({"value": ["a", "Value2"]})J") == "Path Value: Is set to 'Value2'.");
  // A known match decides; otherwise an unknown item leaves it open.
  CHECK(outcome(in, R"J({"value": ["!unknown:x()", "Value1"]})J") == "pass");
  CHECK(outcome(in, R"J({"value": ["!unknown:x()", "Value3"]})J") == "inconclusive");
  CHECK(outcome(notIn, R"J({"value": ["!unknown:x()", "Value1"]})J") == "fail");
  CHECK(outcome(notIn, R"J({"value": ["!unknown:x()"]})J") == "inconclusive");
}

TEST_CASE("condition: less, lessOrEquals, greater, greaterOrEquals", "[rules][rules-condition]") {
  auto c = [](const std::string& op, int a, int b) {
    return "anyOf:\n- {field: Value, " + op + ": " + std::to_string(a) + "}\n- {field: ValueStr, " + op + ": " +
           std::to_string(b) + ", convert: true}";
  };
  struct Row {
    const char* target;
    bool less, lessOrEquals, greater, greaterOrEquals;
  };
  // Value against 3; ValueStr (with convert) against 0 for less* and -1 for greater*.
  const Row rows[] = {
      {R"J({"value": 3})J", false, true, false, true},
      {R"J({"value": 4})J", false, false, true, true},
      {R"J({"value": ["Value3"]})J", true, true, false, false},  // one item
      {R"J({"value": []})J", true, true, false, false},
      {R"J({"value": null})J", true, true, false, false},
      {R"J({"value": 2})J", true, true, false, false},
      {R"J({"value": -1})J", true, true, false, false},
      {R"J({"valueStr": "0"})J", false, true, true, true},
      {R"J({"valueStr": "-1"})J", true, true, false, true},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome(c("less", 3, 0), r.target) == (r.less ? "pass" : "fail"));
    CHECK(outcome(c("lessOrEquals", 3, 0), r.target) == (r.lessOrEquals ? "pass" : "fail"));
    CHECK(outcome(c("greater", 3, -1), r.target) == (r.greater ? "pass" : "fail"));
    CHECK(outcome(c("greaterOrEquals", 3, -1), r.target) == (r.greaterOrEquals ? "pass" : "fail"));
  }
}

TEST_CASE("condition: comparisons by string length, dates and names", "[rules][rules-condition]") {
  CHECK(outcome("{field: s, greater: 2}", R"J({"s": "abc"})J") == "pass");
  CHECK(outcome("{field: s, less: 3}", R"J({"s": "abc"})J") == "fail");
  CHECK(outcome("{field: s, greater: 2}", R"J({"s": "12"})J") == "fail");       // length 2, no convert
  CHECK(outcome("{field: s, greater: 2, convert: true}", R"J({"s": "12"})J") == "pass");
  CHECK(outcome("{field: d, less: 0, convert: true}", R"J({"d": "2000-01-01T00:00:00Z"})J") == "pass");
  CHECK(outcome("{field: d, greater: 0, convert: true}", R"J({"d": "2999-01-01"})J") == "pass");
  CHECK(outcome("{field: f, greater: 1}", R"J({"f": 1.5})J") == "pass");
  CHECK(outcome("{field: o, greater: 1}", R"J({"o": {"a": 1}})J") == "fail");
  CHECK(outcome("{name: ., less: 8}", R"J({"name": "ItemTwo"})J") == "pass");
  CHECK(outcome("{name: ., less: 8}", R"J({"name": "ItemThree"})J") == "fail");
  CHECK(outcome("{field: x, greaterOrEquals: 1}", R"J({})J") == "fail");
  CHECK(reasons("{field: ips, greaterOrEquals: 1}", R"J({"ips": []})J") == "Path ips: Has 0 items; expected >= 1.");
  CHECK(reasons("{field: n, less: 3}", R"J({"n": 5})J") == "Path n: The value '5' is not < 3.");
  CHECK(outcome("{field: n, less: 3}", R"J({"n": "!unknown:x()"})J") == "inconclusive");
  CHECK(outcome("{field: n, less: 3}", R"J({"n": ["!unknown:x()"]})J") == "pass");  // the count is known
}

TEST_CASE("condition: count and notCount", "[rules][rules-condition]") {
  struct Row {
    const char* target;
    bool count, notCount;
  };
  const Row rows[] = {
      {R"J({"value": ["1", "2", "3"]})J", false, true}, {R"J({"value": ["2", "1"]})J", true, false},
      {R"J({"value": ["1"]})J", false, true},           {R"J({"value": [2, 3]})J", true, false},
      {R"J({"value": [3]})J", false, true},             {R"J({"value": []})J", false, true},
      {R"J({"value": null})J", false, false},           {R"J({})J", false, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome("{field: Value, count: 2}", r.target) == (r.count ? "pass" : "fail"));
    CHECK(outcome("{field: Value, notCount: 2}", r.target) == (r.notCount ? "pass" : "fail"));
  }
  CHECK(reasons("{field: Value, count: 2}", R"J({"value": [1]})J") == "Path Value: Has 1 items instead of 2.");
  CHECK(outcome("{field: Value, count: 2}", R"J({"value": "ab"})J") == "fail");
}

TEST_CASE("condition: setOf and subset", "[rules][rules-condition]") {
  const std::string setOf = "{field: Value, setOf: [cluster-autoscaler, kube-apiserver], caseSensitive: true}";
  const std::string subset =
      "{field: Value, subset: [cluster-autoscaler, kube-apiserver], caseSensitive: true, unique: true}";
  struct Row {
    const char* target;
    bool setOf, subset;
  };
  const Row rows[] = {
      {R"J({"value": ["cluster-autoscaler", "kube-apiserver", "kube-scheduler"]})J", false, true},
      {R"J({"value": ["kube-apiserver", "cluster-autoscaler"]})J", true, true},
      {R"J({"value": ["cluster-autoscaler"]})J", false, false},
      {R"J({"value": ["kube-apiserver", "kube-scheduler"]})J", false, false},
      {R"J({"value": ["kube-scheduler"]})J", false, false},
      {R"J({"value": []})J", false, false},
      {R"J({"value": null})J", false, false},
      {R"J({})J", false, false},
      {R"J({"value": ["kube-apiserver", "cluster-autoscaler", "kube-apiserver"]})J", false, false},
      {R"J({"value": ["cluster-autoscaler", "kube-APIserver"]})J", false, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome(setOf, r.target) == (r.setOf ? "pass" : "fail"));
    CHECK(outcome(subset, r.target) == (r.subset ? "pass" : "fail"));
  }
  CHECK(outcome("{field: v, setOf: [a, b]}", R"J({"v": ["B", "A"]})J") == "pass");
  CHECK(outcome("{field: v, subset: [a]}", R"J({"v": ["a", "a"]})J") == "pass");  // duplicates allowed without unique
  CHECK(reasons(subset, R"J({"value": ["kube-apiserver"]})J") == "Path Value: Does not include 'cluster-autoscaler'.");
  CHECK(outcome(setOf, R"J({"value": ["!unknown:x()", "kube-apiserver"]})J") == "inconclusive");
}
