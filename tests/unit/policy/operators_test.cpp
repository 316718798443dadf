// Every condition operator: its documented behaviour, the case rules (everything ignores case
// but match/notMatch), location normalisation, and the decisions on missing properties and type
// mismatches (see policy/language/operators.hpp for each decision and its source).
#include <catch2/catch.hpp>

#include "tests/unit/policy/policy_helpers.hpp"

using pf::test::policy::truth;

namespace {

const std::string kResource = R"({
  "type": "Microsoft.Test/resourceType", "name": "MyResource", "location": "East US 2", "kind": "StorageV2",
  "tags": {"Env": "Prod", "cost.center": "42"},
  "properties": {"property": "Value-12", "number": 5, "flag": false, "date": "2024-03-01T00:00:00Z",
                 "object": {"a": 1, "B": "x"}, "stringArray": ["a", "B"]}
})";

std::string f(const std::string& field, const std::string& op, const std::string& value) {
  std::string name = field.find('/') == std::string::npos && field.rfind("tags", 0) != 0 &&
                             field != "name" && field != "location" && field != "kind" && field != "type"
                         ? "Microsoft.Test/resourceType/" + field
                         : field;
  return R"({"field": ")" + name + R"(", ")" + op + R"(": )" + value + "}";
}

}  // namespace

TEST_CASE("policy operators: equals and notEquals ignore case", "[policy][policy-operators]") {
  CHECK(truth(f("property", "equals", R"("value-12")"), kResource) == "true");
  CHECK(truth(f("property", "notEquals", R"("VALUE-12")"), kResource) == "false");
  CHECK(truth(f("name", "equals", R"("myresource")"), kResource) == "true");
  CHECK(truth(f("type", "equals", R"("microsoft.test/RESOURCETYPE")"), kResource) == "true");
  CHECK(truth(f("number", "equals", "5"), kResource) == "true");
  CHECK(truth(f("number", "equals", "5.0"), kResource) == "true");
  CHECK(truth(f("object", "equals", R"({"b": "X", "A": 1})"), kResource) == "true");
  CHECK(truth(f("stringArray", "equals", R"(["A", "b"])"), kResource) == "true");
}

TEST_CASE("policy operators: strings equal booleans and numbers by their JSON text", "[policy][policy-operators]") {
  // Built-in 404c3081 compares supportsHttpsTrafficOnly (a boolean) with "false".
  CHECK(truth(f("flag", "equals", R"("false")"), kResource) == "true");
  CHECK(truth(f("flag", "equals", R"("False")"), kResource) == "true");
  CHECK(truth(f("flag", "equals", "false"), kResource) == "true");
  CHECK(truth(f("flag", "equals", R"("true")"), kResource) == "false");
  CHECK(truth(f("number", "equals", R"("5")"), kResource) == "true");
  CHECK(truth(f("tags['cost.center']", "equals", "42"), kResource) == "true");
}

TEST_CASE("policy operators: a missing property satisfies only the negated operators", "[policy][policy-operators]") {
  const std::string r = R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {}})";
  CHECK(truth(f("property", "equals", R"("")"), r) == "false");
  CHECK(truth(f("property", "notEquals", R"("x")"), r) == "true");
  CHECK(truth(f("property", "like", R"("*")"), r) == "false");
  CHECK(truth(f("property", "notLike", R"("*")"), r) == "true");
  CHECK(truth(f("property", "match", R"("")"), r) == "false");
  CHECK(truth(f("property", "notMatch", R"("#")"), r) == "true");
  CHECK(truth(f("property", "contains", R"("")"), r) == "false");
  CHECK(truth(f("property", "notContains", R"("x")"), r) == "true");
  CHECK(truth(f("property", "in", R"(["x"])"), r) == "false");
  CHECK(truth(f("property", "notIn", R"(["x"])"), r) == "true");
  CHECK(truth(f("object", "containsKey", R"("a")"), r) == "false");
  CHECK(truth(f("object", "notContainsKey", R"("a")"), r) == "true");
  CHECK(truth(f("number", "less", "3"), r) == "false");
  CHECK(truth(f("number", "greaterOrEquals", "3"), r) == "false");
  CHECK(truth(f("property", "exists", "false"), r) == "true");
  CHECK(truth(f("property", "exists", R"("False")"), r) == "true");
  CHECK(truth(f("property", "exists", R"("true")"), r) == "false");
  // No properties at all, and a tag that is not there.
  CHECK(truth(f("property", "exists", "false"), R"({"type": "Microsoft.Test/resourceType", "name": "r"})") == "true");
  CHECK(truth(f("tags['missing']", "exists", "false"), kResource) == "true");
}

TEST_CASE("policy operators: like and notLike", "[policy][policy-operators]") {
  CHECK(truth(f("property", "like", R"("value-*")"), kResource) == "true");
  CHECK(truth(f("property", "like", R"("*-12")"), kResource) == "true");
  CHECK(truth(f("property", "like", R"("*lue*")"), kResource) == "true");
  CHECK(truth(f("property", "like", R"("value")"), kResource) == "false");
  CHECK(truth(f("property", "notLike", R"("x*")"), kResource) == "true");
  CHECK(truth(f("number", "like", R"("5")"), kResource) == "true");
  CHECK(truth(f("object", "like", R"("*")"), kResource) == "unknown");  // undocumented: inconclusive
}

TEST_CASE("policy operators: match is case-sensitive with # ? and .", "[policy][policy-operators]") {
  CHECK(truth(f("property", "match", R"("?????-##")"), kResource) == "true");
  CHECK(truth(f("property", "match", R"("Value.##")"), kResource) == "true");
  CHECK(truth(f("property", "match", R"("value-##")"), kResource) == "false");
  CHECK(truth(f("property", "matchInsensitively", R"("value-##")"), kResource) == "true");
  CHECK(truth(f("property", "match", R"("?????-#")"), kResource) == "false");  // whole string
  CHECK(truth(f("property", "notMatch", R"("value-##")"), kResource) == "true");
  CHECK(truth(f("property", "notMatchInsensitively", R"("VALUE-##")"), kResource) == "false");
}

TEST_CASE("policy operators: contains and notContains", "[policy][policy-operators]") {
  CHECK(truth(f("property", "contains", R"("LUE-1")"), kResource) == "true");
  CHECK(truth(f("property", "notContains", R"("zz")"), kResource) == "true");
  CHECK(truth(f("stringArray", "contains", R"("b")"), kResource) == "true");
  CHECK(truth(f("stringArray", "contains", R"("c")"), kResource) == "false");
  CHECK(truth(f("object", "contains", R"("a")"), kResource) == "unknown");  // undocumented
}

TEST_CASE("policy operators: in and notIn need an array", "[policy][policy-operators]") {
  CHECK(truth(f("property", "in", R"(["x", "VALUE-12"])"), kResource) == "true");
  CHECK(truth(f("property", "notIn", R"(["x"])"), kResource) == "true");
  CHECK(truth(f("property", "in", "[]"), kResource) == "false");
  CHECK(truth(f("property", "in", R"("[parameters('list')]")"), kResource, R"({"list": ["value-12"]})") == "true");
  CHECK(truth(f("property", "in", R"("[parameters('one')]")"), kResource, R"({"one": "value-12"})")
            .rfind("error POL014", 0) == 0);
}

TEST_CASE("policy operators: containsKey and notContainsKey", "[policy][policy-operators]") {
  CHECK(truth(f("tags", "containsKey", R"("env")"), kResource) == "true");
  CHECK(truth(f("tags", "notContainsKey", R"("owner")"), kResource) == "true");
  CHECK(truth(f("object", "containsKey", R"("b")"), kResource) == "true");
  CHECK(truth(f("property", "containsKey", R"("v")"), kResource) == "false");
}

TEST_CASE("policy operators: less and greater compare numbers, dates and strings", "[policy][policy-operators]") {
  CHECK(truth(f("number", "less", "6"), kResource) == "true");
  CHECK(truth(f("number", "lessOrEquals", "5"), kResource) == "true");
  CHECK(truth(f("number", "greater", "5"), kResource) == "false");
  CHECK(truth(f("number", "greaterOrEquals", R"("5")"), kResource) == "true");
  CHECK(truth(f("date", "less", R"("2024-03-02")"), kResource) == "true");
  CHECK(truth(f("date", "greater", R"("2024-02-29T23:59:59Z")"), kResource) == "true");
  CHECK(truth(f("property", "less", R"("value-13")"), kResource) == "true");
  // A type mismatch is an evaluation error (Azure: "an error is thrown"), which Azure turns into deny.
  CHECK(truth(f("object", "less", "3"), kResource).rfind("error POL014", 0) == 0);
  CHECK(truth(f("flag", "less", "3"), kResource).rfind("error POL014", 0) == 0);
}

TEST_CASE("policy operators: exists", "[policy][policy-operators]") {
  CHECK(truth(f("property", "exists", "true"), kResource) == "true");
  CHECK(truth(f("kind", "exists", R"("TRUE")"), kResource) == "true");
  CHECK(truth(f("tags.Env", "exists", "true"), kResource) == "true");
  CHECK(truth(f("tags[Env]", "exists", "true"), kResource) == "true");
}

TEST_CASE("policy operators: location values are normalised", "[policy][policy-operators]") {
  CHECK(truth(f("location", "equals", R"("eastus2")"), kResource) == "true");
  CHECK(truth(f("location", "in", R"(["westus", "EastUS2"])"), kResource) == "true");
  CHECK(truth(f("location", "notEquals", R"("east us 2")"), kResource) == "false");
  CHECK(truth(f("location", "like", R"("eastus*")"), kResource) == "true");
}

TEST_CASE("policy operators: unknown values make conditions unknown", "[policy][policy-operators]") {
  const std::string r = R"({"type": "Microsoft.Test/resourceType", "name": "r",
    "properties": {"property": "[parameters('p')]", "nested": "[reference('x')]"}})";
  CHECK(truth(f("property", "equals", R"("x")"), r) == "unknown");
  CHECK(truth(f("property", "notEquals", R"("x")"), r) == "unknown");
  CHECK(truth(f("property", "exists", "true"), r) == "true");  // the value is there, only its content is unknown
  CHECK(truth(f("nested.flag", "exists", "true"), r) == "unknown");
  // Secrets are not known to the policy either.
  CHECK(truth(f("property", "equals", R"("x")"),
              R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {"property": "{{Secret}}"}})") ==
        "unknown");
}

TEST_CASE("policy operators: logical operators combine unknowns as Kleene logic", "[policy][policy-operators]") {
  const std::string r = R"({"type": "Microsoft.Test/resourceType", "name": "r", "properties": {"property": "[parameters('p')]", "number": 1}})";
  std::string unknown = f("property", "equals", R"("x")");
  std::string yes = f("number", "equals", "1");
  std::string no = f("number", "equals", "2");
  CHECK(truth(R"({"allOf": [)" + unknown + "," + no + "]}", r) == "false");
  CHECK(truth(R"({"allOf": [)" + unknown + "," + yes + "]}", r) == "unknown");
  CHECK(truth(R"({"anyOf": [)" + unknown + "," + yes + "]}", r) == "true");
  CHECK(truth(R"({"anyOf": [)" + unknown + "," + no + "]}", r) == "unknown");
  CHECK(truth(R"({"not": )" + unknown + "}", r) == "unknown");
  CHECK(truth(R"({"not": )" + no + "}", r) == "true");
  CHECK(truth(R"({"allOf": []})", r) == "true");
  CHECK(truth(R"({"anyOf": []})", r) == "false");
}
