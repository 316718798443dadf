// The function table: every function of issue 3 is registered, and `preflight eval
// --list-functions` shows name, arity and category for each.
#include <catch2/catch.hpp>

#include <algorithm>

#include "tests/helpers.hpp"
#include "tests/unit/functions/registry_check.hpp"

using namespace pf;

namespace {

// Every function issue 3 names, by category as the issue lists them.
const std::vector<std::string>& issueFunctions() {
  static const std::vector<std::string> names = {
      // String
      "base64", "base64ToJson", "base64ToString", "buildUri", "concat", "contains", "dataUri", "dataUriToString",
      "empty", "endsWith", "first", "format", "guid", "indexOf", "join", "json", "last", "lastIndexOf", "length",
      "like", "newGuid", "padLeft", "parseUri", "replace", "skip", "split", "startsWith", "string", "substring",
      "take", "toLower", "toUpper", "trim", "uniqueString", "uri", "uriComponent", "uriComponentToString",
      // Array / object
      "array", "createArray", "createObject", "distinct", "flatten", "indexFromEnd", "tryIndexFromEnd",
      "intersection", "items", "max", "min", "null", "objectKeys", "range", "shallowMerge", "tryGet", "union",
      // Numeric / comparison / logical
      "add", "sub", "mul", "div", "mod", "int", "float", "copyIndex", "coalesce", "equals", "greater",
      "greaterOrEquals", "less", "lessOrEquals", "and", "or", "not", "bool", "if", "true", "false",
      // Date
      "dateTimeAdd", "dateTimeFromEpoch", "dateTimeToEpoch", "utcNow",
      // Lambda
      "lambda", "lambdaVariables", "filter", "map", "reduce", "sort", "toObject", "groupBy", "mapValues",
      // CIDR
      "parseCidr", "cidrSubnet", "cidrHost",
      // Deployment / scope / resource
      "deployment", "deployer", "environment", "parameters", "variables", "fail", "subscription", "resourceGroup",
      "tenant", "managementGroup", "resourceId", "subscriptionResourceId", "tenantResourceId",
      "managementGroupResourceId", "extensionResourceId", "reference", "references", "resourceInfo", "target", "list",
      "listKeys", "listSecrets", "listAccountSas", "listOutputsWithSecureValues", "pickZones", "providers",
      "roleDefinitions", "toLogicalZone", "toLogicalZones", "toPhysicalZone", "toPhysicalZones", "extensions",
      "externalInputs"};
  return names;
}

}  // namespace

// Fails until every category of the library has landed.
TEST_CASE("registry: every function of issue 3 is registered", "[fn-registry]") {
  std::string missing;
  for (const std::string& name : issueFunctions())
    if (!test::functions().find(name)) missing += (missing.empty() ? "" : ", ") + name;
  INFO("missing: " << missing);
  CHECK(missing.empty());
}

TEST_CASE("registry: deployment, scope and resource functions with arity and category", "[fn-registry]") {
  // name, min, max (-1: any), category; from the documented signatures.
  const std::vector<test::ExpectedFunction> expected = {
      {"deployment", 0, 0, "deployment"},          {"deployer", 0, 0, "deployment"},
      {"environment", 0, 0, "deployment"},         {"parameters", 1, 1, "deployment"},
      {"variables", 1, 1, "deployment"},           {"fail", 1, 1, "deployment"},
      {"externalInputs", 1, 1, "deployment"},      {"extensions", 1, 1, "deployment"},
      {"subscription", 0, 0, "scope"},             {"resourceGroup", 0, 0, "scope"},
      {"tenant", 0, 0, "scope"},                   {"managementGroup", 0, 0, "scope"},
      {"resourceId", 2, -1, "resource"},           {"subscriptionResourceId", 2, -1, "resource"},
      {"tenantResourceId", 2, -1, "resource"},     {"managementGroupResourceId", 2, -1, "resource"},
      {"extensionResourceId", 3, -1, "resource"},  {"reference", 1, 3, "resource"},
      {"references", 1, 2, "resource"},            {"resourceInfo", 1, 1, "resource"},
      {"list", 2, 3, "resource"},                  {"listOutputsWithSecureValues", 2, 2, "resource"},
      {"pickZones", 3, 5, "resource"},             {"providers", 1, 2, "resource"},
      {"roleDefinitions", 1, 1, "resource"},       {"toLogicalZone", 3, 3, "resource"},
      {"toLogicalZones", 3, 3, "resource"},        {"toPhysicalZone", 3, 3, "resource"},
      {"toPhysicalZones", 3, 3, "resource"},       {"target", 0, 1, "resource"}};
  for (const auto& e : expected) test::checkRegistered(e);
  // list* is one prefix entry; listOutputsWithSecureValues has its own.
  const FunctionSpec* list = test::functions().find("list");
  CHECK(test::functions().find("listKeys") == list);
  CHECK(test::functions().find("LISTCALLBACKURL") == list);
  CHECK(test::functions().find("listOutputsWithSecureValues") != list);
  CHECK(test::functions().find("lis") == nullptr);
}

TEST_CASE("registry: eval --list-functions prints name, arity and category", "[fn-registry]") {
  std::string out;
  REQUIRE(test::runCli("eval --list-functions", &out) == 0);
  CHECK_THAT(out, Catch::Contains("resourceId\t2..n\tresource\t"));
  CHECK_THAT(out, Catch::Contains("list*\t2..3\tresource\t"));
  CHECK_THAT(out, Catch::Contains("pickZones\t3..5\tresource\t"));
  CHECK_THAT(out, Catch::Contains("deployment\t0..0\tdeployment\t"));
  CHECK_THAT(out, Catch::Contains("managementGroup\t0..0\tscope\t"));
  // One line per registered function.
  size_t lines = static_cast<size_t>(std::count(out.begin(), out.end(), '\n'));
  CHECK(lines == test::functions().size());
}
