// Conditions on text and types: startsWith..notContains, like, match, is*, isLower/isUpper,
// version, apiVersion, hasSchema, withinPath.
#include <catch2/catch.hpp>

#include "tests/unit/rules/rules_helpers.hpp"

using pf::test::outcome;
using pf::test::reasons;

namespace {

// PSRule's test selectors for the six text conditions, in one shape: the value must satisfy the
// condition for `a` (any case) or `b` (case-sensitive), for both as a list, and OtherValue (when
// present, converted to text) for `other`.
std::string textCondition(const std::string& cond, const std::string& a, const std::string& b, const std::string& other) {
  return "allOf:\n- anyOf:\n  - {field: Value, " + cond + ": '" + a + "'}\n  - {field: Value, " + cond + ": '" + b +
         "', caseSensitive: true}\n- {field: Value, " + cond + ": ['" + a + "', '" + b +
         "']}\n- anyOf:\n  - {field: OtherValue, exists: false}\n  - {field: OtherValue, " + cond + ": '" + other +
         "', convert: true}";
}

struct TextRow {
  const char* target;
  bool positive, negative;
};

}  // namespace

TEST_CASE("condition: startsWith and notStartsWith", "[rules][rules-condition]") {
  const TextRow rows[] = {
      {R"J({"value": "abc"})J", true, false},
      {R"J({"value": "efg"})J", true, false},
      {R"J({"value": "hij"})J", false, true},
      {R"J({"value": []})J", false, true},
      {R"J({"value": null})J", false, true},
      {R"J({})J", false, false},
      {R"J({"value": "EFG"})J", false, false},
      {R"J({"value": "abc", "OtherValue": "All"})J", true, false},
      {R"J({"value": ["hij", "abc"]})J", true, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome(textCondition("startsWith", "a", "e", "a"), r.target) == (r.positive ? "pass" : "fail"));
    CHECK(outcome(textCondition("notStartsWith", "a", "e", "a"), r.target) == (r.negative ? "pass" : "fail"));
  }
  CHECK(outcome(textCondition("startsWith", "a", "e", "a"), R"J({"value": "abc", "OtherValue": "None"})J") == "fail");
  CHECK(outcome(textCondition("notStartsWith", "a", "e", "a"), R"J({"value": "hij", "OtherValue": "None"})J") == "pass");
  CHECK(outcome("{field: n, startsWith: '1', convert: true}", R"J({"n": 12})J") == "pass");
  CHECK(outcome("{field: n, startsWith: '1'}", R"J({"n": 12})J") == "fail");
  CHECK(reasons("{field: v, startsWith: [x, y]}", R"J({"v": "abc"})J") ==
        "Path v: The value 'abc' does not start with any of 'x', 'y'.");
  CHECK(reasons("{field: v, notStartsWith: a}", R"J({"v": "abc"})J") == "Path v: The value 'abc' starts with 'a'.");
}

TEST_CASE("condition: endsWith and notEndsWith", "[rules][rules-condition]") {
  const TextRow rows[] = {
      {R"J({"value": "abc"})J", true, false},
      {R"J({"value": "efg"})J", true, false},
      {R"J({"value": "hij"})J", false, true},
      {R"J({"value": []})J", false, true},
      {R"J({"value": null})J", false, true},
      {R"J({})J", false, false},
      {R"J({"value": "EFG"})J", false, false},
      {R"J({"value": "abc", "OtherValue": "All"})J", true, false},
      {R"J({"value": ["hij", "abc"]})J", true, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome(textCondition("endsWith", "c", "g", "l"), r.target) == (r.positive ? "pass" : "fail"));
    CHECK(outcome(textCondition("notEndsWith", "c", "g", "l"), r.target) == (r.negative ? "pass" : "fail"));
  }
}

TEST_CASE("condition: contains and notContains", "[rules][rules-condition]") {
  const TextRow rows[] = {
      {R"J({"value": "abc"})J", true, false},
      {R"J({"value": "bcd"})J", true, false},
      {R"J({"value": "hij"})J", false, true},
      {R"J({"value": []})J", false, true},
      {R"J({"value": null})J", false, true},
      {R"J({})J", false, false},
      {R"J({"value": "BCD"})J", false, false},
      {R"J({"value": "abc", "OtherValue": "All"})J", true, false},
      {R"J({"value": ["hij", "abc"]})J", true, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome(textCondition("contains", "ab", "bc", "l"), r.target) == (r.positive ? "pass" : "fail"));
    CHECK(outcome(textCondition("notContains", "ab", "bc", "l"), r.target) == (r.negative ? "pass" : "fail"));
  }
  CHECK(outcome("{field: v, contains: x}", R"J({"v": ["a", "!unknown:u()"]})J") == "inconclusive");
  CHECK(outcome("{field: v, contains: a}", R"J({"v": ["a", "!unknown:u()"]})J") == "pass");
  CHECK(outcome("{field: v, notContains: a}", R"J({"v": ["a", "!unknown:u()"]})J") == "fail");
}

TEST_CASE("condition: like and notLike use wildcards", "[rules][rules-condition]") {
  const std::string like = textCondition("like", "ab*", "*f*", "12*");
  const std::string notLike = textCondition("notLike", "ab*", "*f*", "12*");
  const TextRow rows[] = {
      {R"J({"value": "abc"})J", true, false},
      {R"J({"value": "efg"})J", true, false},
      {R"J({"value": "hij"})J", false, true},
      {R"J({"value": []})J", false, true},
      {R"J({"value": null})J", false, true},
      {R"J({})J", false, false},
      {R"J({"value": "EFG"})J", false, false},
      {R"J({"value": "abc", "OtherValue": "123"})J", true, false},
      {R"J({"value": "abc", "OtherValue": 123})J", true, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome(like, r.target) == (r.positive ? "pass" : "fail"));
    CHECK(outcome(notLike, r.target) == (r.negative ? "pass" : "fail"));
  }
  CHECK(outcome("{field: v, like: 'a?c'}", R"J({"v": "abc"})J") == "pass");
  CHECK(outcome("{field: v, like: 'a?c'}", R"J({"v": "abbc"})J") == "fail");
  CHECK(outcome("{field: v, like: '[a-c]x'}", R"J({"v": "bx"})J") == "pass");
  CHECK(outcome("{field: v, like: '[a-c]x'}", R"J({"v": "dx"})J") == "fail");
  CHECK(outcome("{field: v, like: 'a`*'}", R"J({"v": "a*"})J") == "pass");
  CHECK(outcome("{field: v, like: 'a`*'}", R"J({"v": "ab"})J") == "fail");
  CHECK(outcome("{field: v, like: '*'}", R"J({"v": ""})J") == "pass");
  // Many stars against a long text must not backtrack exponentially.
  std::string text(20000, 'a');
  CHECK(outcome("{field: v, like: '*a*a*a*a*a*a*a*a*a*b'}", "{\"v\": \"" + text + "\"}") == "fail");
}

TEST_CASE("condition: match and notMatch", "[rules][rules-condition]") {
  const std::string match = "{field: Value, match: '^(abc|efg)$'}", notMatch = "{field: Value, notMatch: '^(abc|efg)$'}";
  CHECK(outcome(match, R"J({"value": "abc"})J") == "pass");
  CHECK(outcome(match, R"J({"value": "efg"})J") == "pass");
  CHECK(outcome(match, R"J({"value": "hij"})J") == "fail");
  CHECK(outcome(match, R"J({"value": 0})J") == "fail");
  CHECK(outcome(match, R"J({})J") == "fail");
  CHECK(outcome(match, R"J({"value": "ABC"})J") == "pass");  // case-insensitive by default
  CHECK(outcome(notMatch, R"J({"value": "abc"})J") == "fail");
  CHECK(outcome(notMatch, R"J({"value": "hij"})J") == "pass");
  CHECK(outcome(notMatch, R"J({"value": 0})J") == "pass");
  CHECK(outcome(notMatch, R"J({})J") == "pass");  // passes when missing
  CHECK(outcome("{field: Value, match: '^abc$', caseSensitive: true}", R"J({"value": "abc"})J") == "pass");
  CHECK(outcome("{field: Value, match: '^abc$', caseSensitive: true}", R"J({"value": "aBc"})J") == "fail");
  CHECK(outcome("{field: Value, notMatch: '^abc$', caseSensitive: true}", R"J({"value": "aBc"})J") == "pass");
  CHECK(outcome("{field: v, match: 'b'}", R"J({"v": "abc"})J") == "pass");  // anywhere in the text
  CHECK(outcome("{field: v, match: '^(?<word>[a-z]+)$'}", R"J({"v": "abc"})J") == "pass");  // .NET group syntax
  CHECK(reasons(match, R"J({"value": "hij"})J") == "Path Value: The value 'hij' does not match the pattern '^(abc|efg)$'.");
  CHECK(outcome(match, R"J({"value": "!unknown:x()"})J") == "inconclusive");
  // A pattern that backtracks catastrophically elsewhere finishes at once on RE2.
  std::string text(30, 'a');
  CHECK(outcome("{field: v, match: '^(a+)+$'}", "{\"v\": \"" + text + "!\"}") == "fail");
}

TEST_CASE("condition: isString, isArray, isBoolean", "[rules][rules-condition]") {
  CHECK(outcome("{field: Value, isString: true}", R"J({"value": "abc"})J") == "pass");
  CHECK(outcome("{field: Value, isString: true}", R"J({"value": 4})J") == "fail");
  CHECK(outcome("{field: Value, isString: true}", R"J({"value": []})J") == "fail");
  CHECK(outcome("{field: Value, isString: true}", R"J({"value": null})J") == "fail");
  CHECK(outcome("{field: Value, isString: true}", R"J({})J") == "fail");
  CHECK(outcome("{field: Value, isString: false}", R"J({"value": 4})J") == "pass");
  CHECK(outcome("{field: Value, isString: false}", R"J({"value": null})J") == "pass");
  CHECK(outcome("{field: Value, isString: false}", R"J({})J") == "fail");
  CHECK(outcome("{field: Value, isArray: true}", R"J({"value": ["abc"]})J") == "pass");
  CHECK(outcome("{field: Value, isArray: true}", R"J({"value": "abc"})J") == "fail");
  CHECK(outcome("{field: Value, isArray: false}", R"J({"value": null})J") == "pass");
  CHECK(outcome("{field: Value, isArray: false}", R"J({})J") == "fail");
  CHECK(outcome("{field: Value, isBoolean: true}", R"J({"value": false})J") == "pass");
  CHECK(outcome("{field: Value, isBoolean: true}", R"J({"value": "true"})J") == "fail");
  CHECK(outcome("{field: Value, isBoolean: true, convert: true}", R"J({"value": "true"})J") == "pass");
  CHECK(outcome("{field: Value, isBoolean: true, convert: true}", R"J({"value": "False"})J") == "pass");
  CHECK(outcome("{field: Value, isBoolean: true, convert: true}", R"J({"value": null})J") == "fail");
  CHECK(outcome("{field: Value, isBoolean: false}", R"J({"value": []})J") == "pass");
  CHECK(outcome("{field: Value, isBoolean: false, convert: true}", R"J({"value": "yes"})J") == "pass");
  CHECK(outcome("{field: Value, isString: true}", R"J({"value": "!unknown:x()"})J") == "inconclusive");
}

TEST_CASE("condition: isInteger, isNumeric, isDateTime", "[rules][rules-condition]") {
  CHECK(outcome("{field: Value, isInteger: true}", R"J({"value": 123})J") == "pass");
  CHECK(outcome("{field: Value, isInteger: true}", R"J({"value": 1.5})J") == "fail");
  CHECK(outcome("{field: Value, isInteger: true}", R"J({"value": 9223372036854775807})J") == "pass");
  CHECK(outcome("{field: Value, isInteger: true}", R"J({"value": "123"})J") == "fail");
  CHECK(outcome("{field: Value, isInteger: true, convert: true}", R"J({"value": "123"})J") == "pass");
  CHECK(outcome("{field: Value, isInteger: false}", R"J({"value": null})J") == "pass");
  CHECK(outcome("{field: Value, isInteger: false}", R"J({})J") == "fail");
  CHECK(outcome("{field: Value, isNumeric: true}", R"J({"value": 1.5})J") == "pass");
  CHECK(outcome("{field: Value, isNumeric: true}", R"J({"value": 123})J") == "pass");
  CHECK(outcome("{field: Value, isNumeric: true}", R"J({"value": "123"})J") == "fail");
  CHECK(outcome("{field: Value, isNumeric: true, convert: true}", R"J({"value": "1.25"})J") == "pass");
  CHECK(outcome("{field: Value, isNumeric: false, convert: true}", R"J({"value": "x1"})J") == "pass");
  CHECK(outcome("{field: Value, isDateTime: true}", R"J({"value": "2021-04-03T15:00:00.00+10:00"})J") == "fail");
  CHECK(outcome("{field: Value, isDateTime: true, convert: true}", R"J({"value": "2021-04-03T15:00:00.00+10:00"})J") ==
        "pass");
  CHECK(outcome("{field: Value, isDateTime: true, convert: true}", R"J({"value": 1})J") == "pass");  // days from now
  CHECK(outcome("{field: Value, isDateTime: true, convert: true}", R"J({"value": 9223372036854775807})J") == "fail");
  CHECK(outcome("{field: Value, isDateTime: true, convert: true}", R"J({"value": null})J") == "fail");
  CHECK(outcome("{field: Value, isDateTime: false, convert: true}", R"J({"value": "2021-13-01"})J") == "pass");
}

TEST_CASE("condition: isLower and isUpper consider letters only", "[rules][rules-condition]") {
  CHECK(outcome("{field: Value, isLower: true}", R"J({"value": "abc"})J") == "pass");
  CHECK(outcome("{field: Value, isLower: true}", R"J({"value": "aBc"})J") == "fail");
  CHECK(outcome("{field: Value, isLower: true}", R"J({"value": "a-b-c"})J") == "pass");
  CHECK(outcome("{field: Value, isLower: true}", R"J({"value": 4})J") == "fail");
  CHECK(outcome("{field: Value, isLower: true}", R"J({"value": null})J") == "fail");
  CHECK(outcome("{field: Value, isLower: true}", R"J({})J") == "fail");
  CHECK(outcome("{field: Value, isLower: false}", R"J({"value": "aBc"})J") == "pass");
  CHECK(outcome("{field: Value, isLower: false}", R"J({"value": "a-b-c"})J") == "fail");
  CHECK(outcome("{field: Value, isLower: false}", R"J({"value": 4})J") == "pass");
  CHECK(outcome("{field: Value, isLower: false}", R"J({"value": null})J") == "pass");
  CHECK(outcome("{field: Value, isLower: false}", R"J({})J") == "fail");
  CHECK(outcome("{field: Value, isUpper: true}", R"J({"value": "A-B-C"})J") == "pass");
  CHECK(outcome("{field: Value, isUpper: true}", R"J({"value": "aBc"})J") == "fail");
  CHECK(outcome("{field: Value, isUpper: false}", R"J({"value": "ABC"})J") == "fail");
  CHECK(outcome("{name: ., isLower: true}", R"J({"name": "targetobject1"})J") == "pass");
  CHECK(outcome("{name: ., isUpper: true}", R"J({"name": "TargetObject2"})J") == "fail");
}

TEST_CASE("condition: version constraints", "[rules][rules-condition]") {
  struct Row {
    const char* target;
    bool caret, caretPre, any, stable;
  };
  const Row rows[] = {
      {R"J({"version": "1.2.3"})J", true, true, true, true},
      {R"J({"version": "0.2.3"})J", false, false, true, true},
      {R"J({"version": "2.2.3"})J", false, false, true, true},
      {R"J({"version": "1.1.3"})J", false, false, true, true},
      {R"J({"version": "1.3.3-preview.1"})J", false, true, true, false},
      {R"J({})J", false, false, false, false},
      {R"J({"version": "a.b.c"})J", false, false, false, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome("{field: version, version: '^1.2.3'}", r.target) == (r.caret ? "pass" : "fail"));
    CHECK(outcome("{field: version, version: '^1.2.3', includePrerelease: true}", r.target) == (r.caretPre ? "pass" : "fail"));
    CHECK(outcome("{field: version, version: ''}", r.target) == (r.any ? "pass" : "fail"));
    CHECK(outcome("{field: version, version: '>=0.0.0'}", r.target) == (r.stable ? "pass" : "fail"));
  }
  CHECK(outcome("{field: v, version: '>=1.2.0 <2.0.0'}", R"J({"v": "1.9.9"})J") == "pass");
  CHECK(outcome("{field: v, version: '>=1.2.0 <2.0.0'}", R"J({"v": "2.0.0"})J") == "fail");
  CHECK(outcome("{field: v, version: '1.0.0 || 2.0.0'}", R"J({"v": "2.0.0"})J") == "pass");
  CHECK(outcome("{field: v, version: '1.0.0 || 2.0.0'}", R"J({"v": "3.0.0"})J") == "fail");
  CHECK(outcome("{field: v, version: '~1.2.0'}", R"J({"v": "1.2.9"})J") == "pass");
  CHECK(outcome("{field: v, version: '~1.2.0'}", R"J({"v": "1.3.0"})J") == "fail");
  CHECK(outcome("{field: v, version: '1.2.x'}", R"J({"v": "1.2.7"})J") == "pass");
  CHECK(outcome("{field: v, version: '>1.0.0-beta'}", R"J({"v": "1.0.0-rc"})J") == "pass");  // pre-release vs pre-release
  CHECK(outcome("{field: v, version: '@pre >=1.0.0'}", R"J({"v": "1.1.0-beta"})J") == "pass");
  CHECK(outcome("{field: v, version: '<1.0.0'}", R"J({"v": "1.0.0-beta"})J") == "fail");  // excluded without pre
  CHECK(outcome("{field: v, version: 'v1.2.3'}", R"J({"v": "1.2.3"})J") == "pass");
  CHECK(outcome("{field: v, version: '=1.2.3'}", R"J({"v": "v1.2.3+build.5"})J") == "pass");
  CHECK(reasons("{field: v, version: '^2.0.0'}", R"J({"v": "1.0.0"})J") ==
        "Path v: The version '1.0.0' does not satisfy the constraint '^2.0.0'.");
}

TEST_CASE("condition: apiVersion constraints on date versions", "[rules][rules-condition]") {
  struct Row {
    const char* target;
    bool atLeast, atLeastPre, any;
  };
  const Row rows[] = {
      {R"J({"apiVersion": "2015-10-01"})J", true, true, true},
      {R"J({"apiVersion": "2014-01-01"})J", false, false, true},
      {R"J({"apiVersion": "2022-01-01"})J", true, true, true},
      {R"J({"apiVersion": "2015-10-01-preview"})J", false, false, true},
      {R"J({"apiVersion": "2022-01-01-preview"})J", false, true, true},
      {R"J({})J", false, false, false},
      {R"J({"apiVersion": "a-b-c"})J", false, false, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome("{field: apiVersion, apiVersion: '>=2015-10-01'}", r.target) == (r.atLeast ? "pass" : "fail"));
    CHECK(outcome("{field: apiVersion, apiVersion: '>=2015-10-01', includePrerelease: true}", r.target) ==
          (r.atLeastPre ? "pass" : "fail"));
    CHECK(outcome("{field: apiVersion, apiVersion: ''}", r.target) == (r.any ? "pass" : "fail"));
  }
  CHECK(outcome("{field: a, apiVersion: '<2020-01-01'}", R"J({"a": "2019-12-31"})J") == "pass");
  CHECK(outcome("{field: a, apiVersion: '2019-06-01'}", R"J({"a": "2019-06-01"})J") == "pass");
  CHECK(outcome("{field: a, apiVersion: '>2019-06-01 <=2021-01-01'}", R"J({"a": "2021-01-01"})J") == "pass");
  CHECK(outcome("{field: a, apiVersion: '>=2019-04-01'}", R"J({"a": "!unknown:variables('v')"})J") == "inconclusive");
}

TEST_CASE("condition: reasons name the field a condition read, and hasSchema its $schema", "[rules][rules-condition]") {
  CHECK(reasons("{field: properties.tier, equals: Premium}", R"J({"properties": {"tier": "Basic"}})J")
            .find("Path properties.tier:") != std::string::npos);
  CHECK(reasons("{field: properties.p, hasSchema: [a]}", R"J({"properties": {"p": {}}})J")
            .find("Path properties.p.$schema:") != std::string::npos);
  CHECK(reasons("{field: ., hasSchema: [a]}", R"J({"name": "n"})J").find("Path $schema:") != std::string::npos);
}

TEST_CASE("condition: hasSchema", "[rules][rules-condition]") {
  const std::string schemas =
      "[https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#, "
      "https://schema.management.azure.com/schemas/2015-01-01/deploymentParameters.json#]";
  struct Row {
    const char* target;
    bool plain, ignoreScheme, any;
  };
  const Row rows[] = {
      {R"J({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#"})J", true, true, true},
      {R"J({"$schema": "https://schema.management.azure.com/schemas/2015-01-01/deploymentParameters.json"})J", true, true, true},
      {R"J({"$schema": "http://schema.management.azure.com/schemas/2019-04-01/DeploymentParameters.json#"})J", false, true, true},
      {R"J({"$schema": null})J", false, false, false},
      {R"J({"$schema": ""})J", false, false, false},
      {R"J({})J", false, false, false},
  };
  for (const auto& r : rows) {
    INFO(r.target);
    CHECK(outcome("{field: ., hasSchema: " + schemas + "}", r.target) == (r.plain ? "pass" : "fail"));
    CHECK(outcome("{field: ., hasSchema: " + schemas + ", ignoreScheme: true}", r.target) ==
          (r.ignoreScheme ? "pass" : "fail"));
    CHECK(outcome("{field: ., hasSchema: []}", r.target) == (r.any ? "pass" : "fail"));
  }
  CHECK(reasons("{field: ., hasSchema: []}", R"J({})J") == "Path $schema: Does not exist.");
  CHECK(outcome("{field: inner, hasSchema: [x]}", R"J({"inner": {"$schema": "x#"}})J") == "pass");
}

TEST_CASE("condition: withinPath and notWithinPath on fields", "[rules][rules-condition]") {
  const char* t = R"J({"FullName": "policy/policy.json"})J";
  CHECK(outcome("{field: FullName, withinPath: [policy/, security/]}", t) == "pass");
  CHECK(outcome("{field: FullName, withinPath: [POLICY/, SECURITY/], caseSensitive: true}", t) == "fail");
  CHECK(outcome("{field: FullName, withinPath: [policy]}", t) == "pass");  // a folder, with or without slash
  CHECK(outcome("{field: FullName, withinPath: [pol]}", t) == "fail");     // not a prefix of the name
  CHECK(outcome("{field: FullName, notWithinPath: [policy/, security/]}", t) == "fail");
  CHECK(outcome("{field: FullName, notWithinPath: [POLICY/], caseSensitive: true}", t) == "pass");
  CHECK(outcome("{field: FullName, withinPath: ['./policy/../policy']}", t) == "pass");
  CHECK(outcome("{field: Missing, notWithinPath: [x]}", t) == "fail");
}
