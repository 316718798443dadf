// The policy functions (field, current, requestContext, policy, ipRangeContains, addDays,
// utcNow anywhere) and the ARM functions a policy may and may not call.
#include <catch2/catch.hpp>

#include "policy/language/functions.hpp"
#include "tests/unit/policy/policy_helpers.hpp"

using pf::test::policy::expression;
using pf::test::policy::load;

TEST_CASE("policy functions: ipRangeContains", "[policy][policy-functions]") {
  using pf::policy::ipRangeContains;
  CHECK(*ipRangeContains("10.0.0.0/24", "10.0.0.5"));
  CHECK(*ipRangeContains("10.0.0.0/24", "10.0.0.0/25"));
  CHECK_FALSE(*ipRangeContains("10.0.0.0/24", "10.0.0.0/23"));
  CHECK(*ipRangeContains("192.168.0.1-192.168.0.9", "192.168.0.2-192.168.0.9"));
  CHECK_FALSE(*ipRangeContains("192.168.0.1-192.168.0.9", "192.168.0.10"));
  CHECK(*ipRangeContains("2001:0DB8::/110", "2001:0DB8::3:FFFE"));
  CHECK(*ipRangeContains("2001:0DB8::-2001:0DB8::3:FFFF", "2001:db8::1"));
  CHECK(*ipRangeContains("10.1.2.3", "10.1.2.3"));
  // Empty ranges and mixed families are evaluation failures (documented).
  CHECK_FALSE(ipRangeContains("", "10.0.0.1").ok());
  CHECK_FALSE(ipRangeContains("10.0.0.0/8", "2001:db8::1").ok());
  CHECK_FALSE(ipRangeContains("10.0.0.0/33", "10.0.0.1").ok());
  CHECK(expression("[ipRangeContains('10.0.0.0/8', '10.1.1.1')]") == "true");
  CHECK(expression("[ipRangeContains('10.0.0.0/8', 'fe80::1')]").rfind("error POL014", 0) == 0);
}

TEST_CASE("policy functions: dates", "[policy][policy-functions]") {
  CHECK(expression("[utcNow()]") == R"("2025-01-01T00:00:00.0000000Z")");
  CHECK(expression("[utcNow('yyyy')]") == R"("2025")");
  CHECK(expression("[addDays('2024-02-28T00:00:00.0000000Z', 2)]") == R"("2024-03-01T00:00:00.0000000Z")");
  CHECK(expression("[addDays(utcNow(), -1)]") == R"("2024-12-31T00:00:00.0000000Z")");
  CHECK(expression("[addDays('not a date', 1)]").rfind("error", 0) == 0);
}

TEST_CASE("policy functions: requestContext and policy", "[policy][policy-functions]") {
  const std::string r = R"({"type": "Microsoft.Test/resourceType", "name": "r", "apiVersion": "2023-01-01"})";
  CHECK(expression("[requestContext().apiVersion]", r) == R"("2023-01-01")");
  // The caller's identity is not known offline.
  CHECK(expression("[requestContext().identity.idtyp]", r) == R"("[requestContext().identity.idtyp]")");
  CHECK(expression("[policy().assignmentId]") == R"("/a/x")");
  CHECK(expression("[policy().definitionReferenceId]") == R"("ref1")");
}

TEST_CASE("policy functions: resourceGroup() and subscription() read the resource's context", "[policy][policy-functions]") {
  CHECK(expression("[resourceGroup().name]") == R"("preflight-rg")");
  CHECK(expression("[subscription().subscriptionId]") == R"("00000000-0000-0000-0000-000000000000")");
  // managedBy is null for a group nobody manages (built-ins read it).
  CHECK(expression("[resourcegroup().managedBy]") == "null");
}

TEST_CASE("policy functions: ARM functions work, forbidden ones fail", "[policy][policy-functions]") {
  CHECK(expression("[concat(field('name'), '-x')]") == R"("r-x")");
  CHECK(expression("[toLower(field('type'))]") == R"("microsoft.test/resourcetype")");
  CHECK(expression("[parameters('p')]", R"({"type": "T", "name": "r"})", R"({"p": [1]})") == "[1]");
  CHECK(expression("[length(field('Microsoft.Test/resourceType/missingArray[*]'))]") == "0");
  CHECK(expression("[if(greaterOrEquals(length(field('name')), 3), substring(field('name'), 0, 3), 'short')]") ==
        R"("short")");
  // substring() past the end fails: Azure treats that as deny.
  CHECK(expression("[substring(field('name'), 0, 3)]").rfind("error POL014", 0) == 0);
  for (const char* fn : {"[dateTimeAdd(utcNow(), 'P1D')]", "[resourceId('a/b', 'c')]", "[reference('x')]",
                         "[newGuid()]", "[listKeys('x', '2020-01-01')]", "[deployment().name]", "[variables('v')]",
                         "[copyIndex()]", "[tenant().tenantId]", "[managementGroup().name]",
                         "[environment().name]", "[subscriptionResourceId('a/b', 'c')]", "[pickZones('a', 'b', 'c')]"})
    CHECK(expression(fn).rfind("error POL006", 0) == 0);
}

TEST_CASE("policy functions: forbidden functions are rejected when the definition loads", "[policy][policy-functions]") {
  auto l = load(R"({"if": {"value": "[dateTimeAdd(utcNow(), 'P1D')]", "equals": "x"}, "then": {"effect": "deny"}})");
  CHECK_FALSE(l.definition);
  CHECK(l.hasCode("POL006"));
  CHECK(l.errors().find("if.value: 'dateTimeAdd()' is not available in policy rules") != std::string::npos);
  auto m = load(R"({"if": {"value": "[map(createArray(1), lambda('x', 1))]", "equals": "x"}, "then": {"effect": "deny"}})");
  CHECK(m.hasCode("POL006"));
  auto u = load(R"({"if": {"value": "[ns.fn()]", "equals": "x"}, "then": {"effect": "deny"}})");
  CHECK(u.hasCode("POL006"));
  auto p = load(R"({"if": {"value": "[noSuchFunction()]", "equals": "x"}, "then": {"effect": "deny"}})");
  CHECK(p.hasCode("POL007"));
  auto q = load(R"({"if": {"value": "[concat('a'", "equals": "x"}, "then": {"effect": "deny"}})");
  CHECK(q.definition);  // not an expression (no closing bracket): a literal string
}
