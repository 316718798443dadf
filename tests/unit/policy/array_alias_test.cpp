// [*] aliases, field() and count, with the vectors of Microsoft's "Author policies for array
// properties" (how-to/author-policies-for-arrays): the example resource, the selected values
// of each alias, field()'s return values, and the count/where iterations.
#include <catch2/catch.hpp>

#include "tests/unit/policy/policy_helpers.hpp"

using pf::test::policy::fieldValue;
using pf::test::policy::truth;

namespace {

const std::string kResource = R"({
  "type": "Microsoft.Test/resourceType", "name": "r",
  "tags": {"env": "prod"},
  "properties": {
    "stringArray": ["a", "b", "c"],
    "objectArray": [
      {"property": "value1", "nestedArray": [1, 2]},
      {"property": "value2", "nestedArray": [3, 4]}
    ]
  }
})";

std::string alias(const std::string& a) { return "Microsoft.Test/resourceType/" + a; }

std::string cond(const std::string& field, const std::string& op, const std::string& value) {
  return R"({"field": ")" + alias(field) + R"(", ")" + op + R"(": )" + value + "}";
}

}  // namespace

TEST_CASE("policy arrays: field() returns what the documentation lists", "[policy][policy-arrays]") {
  CHECK(fieldValue(alias("missingArray"), kResource) == R"("")");
  CHECK(fieldValue(alias("missingArray[*]"), kResource) == "[]");
  CHECK(fieldValue(alias("missingArray[*].property"), kResource) == "[]");
  CHECK(fieldValue(alias("stringArray"), kResource) == R"(["a","b","c"])");
  CHECK(fieldValue(alias("stringArray[*]"), kResource) == R"(["a","b","c"])");
  CHECK(fieldValue(alias("objectArray[*].property"), kResource) == R"(["value1","value2"])");
  CHECK(fieldValue(alias("objectArray[*].nestedArray"), kResource) == "[[1,2],[3,4]]");
  CHECK(fieldValue(alias("objectArray[*].nestedArray[*]"), kResource) == "[1,2,3,4]");
  CHECK(fieldValue("tags", kResource) == R"({"env":"prod"})");
  CHECK(fieldValue("tags.env", kResource) == R"("prod")");
  CHECK(fieldValue("tags[''env'']", kResource) == R"("prod")");  // tags['env'], quotes doubled in the expression
  CHECK(fieldValue("name", kResource) == R"("r")");
  CHECK(fieldValue("type", kResource) == R"("Microsoft.Test/resourceType")");
}

TEST_CASE("policy arrays: a field condition on [*] holds only when every member does", "[policy][policy-arrays]") {
  CHECK(truth(cond("stringArray[*]", "equals", R"("a")"), kResource) == "false");
  CHECK(truth(cond("stringArray[*]", "in", R"(["a", "b", "c"])"), kResource) == "true");
  CHECK(truth(cond("objectArray[*].property", "like", R"("value*")"), kResource) == "true");
  CHECK(truth(cond("objectArray[*].property", "equals", R"("value1")"), kResource) == "false");
  CHECK(truth(cond("objectArray[*].nestedArray[*]", "greater", "0"), kResource) == "true");
  CHECK(truth(cond("objectArray[*].nestedArray[*]", "greater", "1"), kResource) == "false");
  // The whole array (no [*]) is one value.
  CHECK(truth(cond("stringArray", "equals", R"(["a", "b", "c"])"), kResource) == "true");
}

TEST_CASE("policy arrays: an empty collection satisfies every operator", "[policy][policy-arrays]") {
  // missingArray[*] selects an empty collection and the all-members rule holds vacuously,
  // which is why built-ins guard [*] conditions with exists or count.
  CHECK(truth(cond("missingArray[*]", "equals", R"("x")"), kResource) == "true");
  CHECK(truth(cond("missingArray[*]", "notEquals", R"("x")"), kResource) == "true");
  CHECK(truth(cond("missingArray[*].property", "exists", "true"), kResource) == "true");
  CHECK(truth(cond("missingArray[*].property", "exists", "false"), kResource) == "true");
  const std::string empty = R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {"stringArray": []}})";
  CHECK(truth(cond("stringArray[*]", "equals", R"("x")"), empty) == "true");
  // missingArray (no [*]) selects null: a missing value.
  CHECK(truth(cond("missingArray", "exists", "false"), kResource) == "true");
  CHECK(truth(cond("missingArray", "equals", R"("x")"), kResource) == "false");
}

TEST_CASE("policy arrays: a member without the property is selected as missing", "[policy][policy-arrays]") {
  const std::string r = R"({"type": "Microsoft.Test/resourceType", "name": "r",
    "properties": {"objectArray": [{"property": "a"}, {"other": 1}]}})";
  CHECK(truth(cond("objectArray[*].property", "exists", "true"), r) == "false");
  CHECK(truth(cond("objectArray[*].property", "notEquals", R"("b")"), r) == "true");
  CHECK(pf::test::policy::fieldValue(alias("objectArray[*].property"), r) == R"(["a"])");
}

TEST_CASE("policy arrays: count without where is the number of members", "[policy][policy-arrays]") {
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + R"("}, "equals": 3})", kResource) == "true");
  CHECK(truth(R"({"count": {"field": ")" + alias("objectArray[*].nestedArray[*]") + R"("}, "greaterOrEquals": 4})",
              kResource) == "true");
  CHECK(truth(R"({"count": {"field": ")" + alias("missingArray[*]") + R"("}, "equals": 0})", kResource) == "true");
}

TEST_CASE("policy arrays: where sees one member at a time", "[policy][policy-arrays]") {
  // Iterations a/b/c: only "a" matches.
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + R"(", "where": )" +
                  cond("stringArray[*]", "equals", R"("a")") + R"(}, "equals": 1})",
              kResource) == "true");
  // The second member has property value2 and a nested member greater than 2.
  std::string where = R"({"allOf": [)" + cond("objectArray[*].property", "equals", R"("value2")") + "," +
                      cond("objectArray[*].nestedArray[*]", "greater", "2") + "]}";
  CHECK(truth(R"({"count": {"field": ")" + alias("objectArray[*]") + R"(", "where": )" + where + R"(}, "equals": 1})",
              kResource) == "true");
  // where can read fields outside the array.
  CHECK(truth(R"({"count": {"field": ")" + alias("objectArray[*]") +
                  R"(", "where": {"field": "tags.env", "equals": "prod"}}, "equals": 2})",
              kResource) == "true");
  // Nested counts: 3 is in the second member's nested array only.
  std::string inner = R"({"count": {"field": ")" + alias("objectArray[*].nestedArray[*]") + R"(", "where": )" +
                      cond("objectArray[*].nestedArray[*]", "equals", "3") + R"(}, "greater": 0})";
  CHECK(truth(R"({"count": {"field": ")" + alias("objectArray[*]") + R"(", "where": )" + inner + R"(}, "equals": 1})",
              kResource) == "true");
}

TEST_CASE("policy arrays: field() of the counted alias inside where is a one-member array", "[policy][policy-arrays]") {
  // field() gives ["a"], which is not "a": no iteration matches.
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + R"(", "where": {"field": ")" +
                  alias("stringArray[*]") + R"(", "equals": "[field(')" + alias("stringArray[*]") +
                  R"(')]"}}, "equals": 0})",
              kResource) == "true");
  // first() unwraps it: every iteration matches.
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + R"(", "where": {"field": ")" +
                  alias("stringArray[*]") + R"(", "equals": "[first(field(')" + alias("stringArray[*]") +
                  R"('))]"}}, "equals": 3})",
              kResource) == "true");
}

TEST_CASE("policy arrays: current() in field and value counts", "[policy][policy-arrays]") {
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + R"(", "where": {"value": "[current(')" +
                  alias("stringArray[*]") + R"(')]", "in": ["a", "c"]}}, "equals": 2})",
              kResource) == "true");
  CHECK(truth(R"({"count": {"field": ")" + alias("objectArray[*]") + R"(", "where": {"value": "[current(')" +
                  alias("objectArray[*].property") + R"(')]", "equals": "value2"}}, "equals": 1})",
              kResource) == "true");
  // Value count with and without a name (Microsoft's examples 1 and 2).
  CHECK(truth(R"({"count": {"value": ["prefix1_*", "r*"], "name": "pattern",
                  "where": {"field": "name", "like": "[current('pattern')]"}}, "greater": 0})",
              kResource) == "true");
  CHECK(truth(R"({"count": {"value": ["prefix1_*", "prefix2_*"],
                  "where": {"field": "name", "like": "[current()]"}}, "greater": 0})",
              kResource) == "false");
  // A value count over a field count's member (example 4: approved prefixes).
  std::string vnet = R"({"type": "Microsoft.Network/virtualNetworks", "name": "v",
    "properties": {"addressSpace": {"addressPrefixes": ["10.0.0.0/24", "192.168.1.0/24"]}}})";
  std::string rule = R"({"count": {"field": "Microsoft.Network/virtualNetworks/addressSpace.addressPrefixes[*]",
    "where": {"count": {"value": "[parameters('approved')]", "name": "approvedPrefix",
      "where": {"value": "[ipRangeContains(current('approvedPrefix'), current('Microsoft.Network/virtualNetworks/addressSpace.addressPrefixes[*]'))]",
                "equals": true}}, "equals": 0}}, "greater": 0})";
  CHECK(truth(rule, vnet, R"({"approved": ["10.0.0.0/16"]})") == "true");
  CHECK(truth(rule, vnet, R"({"approved": ["10.0.0.0/16", "192.168.0.0/16"]})") == "false");
}

TEST_CASE("policy arrays: unknown arrays and members make counts inconclusive", "[policy][policy-arrays]") {
  const std::string unknownArray =
      R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {"stringArray": "[parameters('list')]"}})";
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + R"("}, "equals": 0})", unknownArray) == "unknown");
  CHECK(truth(cond("stringArray[*]", "equals", R"("a")"), unknownArray) == "unknown");
  const std::string oneUnknown =
      R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {"stringArray": ["a", "[parameters('x')]", "b"]}})";
  // 1 or 2 members equal "a": greater than 0 either way, equals 1 not known.
  std::string where = R"(, "where": )" + cond("stringArray[*]", "equals", R"("a")") + "}";
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + "\"" + where + R"(, "greater": 0})", oneUnknown) ==
        "true");
  CHECK(truth(R"({"count": {"field": ")" + alias("stringArray[*]") + "\"" + where + R"(, "equals": 1})", oneUnknown) ==
        "unknown");
  // One member is "b": not all members equal "a", whatever the unknown one is.
  CHECK(truth(cond("stringArray[*]", "equals", R"("a")"), oneUnknown) == "false");
}
