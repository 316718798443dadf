// The template hygiene rules (rules/azure/Template.Rule.yaml): each fails on a template with the
// problem, at the line of the problem, and says nothing about a template without it.
#include <catch2/catch.hpp>

#include "tests/unit/analyze/analyze_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

const std::string kVnet = R"([
    {
      "type": "Microsoft.Network/virtualNetworks",
      "apiVersion": "2023-05-01",
      "name": "[parameters('name')]",
      "location": "eastus",
      "properties": {"addressSpace": {"addressPrefixes": ["10.0.0.0/16"]}}
    }
  ])";
const std::vector<std::string> kHygiene = {"PF-0050", "PF-0051", "PF-0052", "PF-0053", "PF-0054"};

// Hygiene problems of every rule but `except`.
size_t otherHygiene(const Analysis& a, const std::string& except) {
  size_t n = 0;
  for (const auto& id : kHygiene)
    if (id != except) n += a.problems(id).size();
  return n;
}

}  // namespace

TEST_CASE("hygiene: a clean template with its parameter file has no hygiene findings", "[analyze][hygiene]") {
  TempDir dir;
  dir.write("vnet.json", armTemplate(kVnet, R"({"name": {"type": "string", "minLength": 3}})"));
  dir.write("vnet.parameters.json", parameterFile(R"({"name": {"value": "vnet-hub"}})"));
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  CHECK(otherHygiene(*a, "") == 0);
  CHECK(a->result.report.summary.filesAnalyzed == 2);
}

TEST_CASE("hygiene: Azure.Template.Valid fails on JSON that does not parse, at its line", "[analyze][hygiene]") {
  TempDir dir;
  dir.write("broken.json",
            "{\n  \"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#\",\n"
            "  \"contentVersion\": \"1.0.0.0\",\n  \"resources\": [\n    {\"type\": }\n  ]\n}\n");
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Template.Valid");
  REQUIRE(f.size() == 1);
  CHECK(f[0].ruleId == "PF-0050");
  CHECK(f[0].location.file == "broken.json");
  CHECK(f[0].location.line == 5);
  CHECK(f[0].level == report::Level::Error);
  CHECK_THAT(f[0].message, Catch::StartsWith("JSON"));
  // The template is accounted for as skipped, with why.
  bool skipped = false;
  for (const auto& s : a->result.report.summary.skipped) skipped = skipped || s.file == "broken.json";
  CHECK(skipped);
}

TEST_CASE("hygiene: Azure.Template.ParameterValue fails at the parameter file's line", "[analyze][hygiene]") {
  TempDir dir;
  dir.write("vnet.json", armTemplate(kVnet, R"({"name": {"type": "string", "minLength": 3}})"));
  std::string params = parameterFile(R"({
    "name": {"value": "ab"}
  })");
  dir.write("vnet.parameters.json", params);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Template.ParameterValue");
  REQUIRE(f.size() == 1);
  CHECK(f[0].ruleId == "PF-0051");
  CHECK(f[0].location.file == "vnet.parameters.json");
  CHECK(f[0].location.line == lineOf(params, "\"ab\""));
  CHECK_THAT(f[0].message, Catch::Contains("minimum length of 3"));
  CHECK(otherHygiene(*a, "PF-0051") == 0);
}

TEST_CASE("hygiene: Azure.Template.RequiredParameter warns when a placeholder stands in", "[analyze][hygiene]") {
  TempDir dir;
  std::string tpl = armTemplate(kVnet, R"({
    "name": {"type": "string"}
  })");
  dir.write("vnet.json", tpl);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Template.RequiredParameter");
  REQUIRE(f.size() == 1);
  CHECK(f[0].level == report::Level::Warning);
  CHECK(f[0].location.line == lineOf(tpl, "\"name\": {\"type\""));
  CHECK_THAT(f[0].message, Catch::Contains("'name'"));
  CHECK(otherHygiene(*a, "PF-0052") == 0);

  // A default in preflight.yaml is a value: no finding.
  dir.write("preflight.yaml", "parameters:\n  name: vnet-hub\n");
  auto b = analyzeFolder(dir.str());
  CHECK(b->problems("Azure.Template.RequiredParameter").empty());
}

TEST_CASE("hygiene: Azure.Template.Limits fails on a copy count above 800", "[analyze][hygiene]") {
  TempDir dir;
  std::string tpl = armTemplate(R"([
    {
      "type": "Microsoft.Network/publicIPAddresses",
      "apiVersion": "2023-05-01",
      "name": "[concat('ip', copyIndex())]",
      "location": "eastus",
      "copy": {"name": "ips", "count": 801}
    }
  ])");
  dir.write("ips.json", tpl);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Template.Limits");
  REQUIRE(f.size() == 1);
  CHECK(f[0].ruleId == "PF-0053");
  CHECK_THAT(f[0].message, Catch::Contains("800"));
  CHECK(f[0].location.line == lineOf(tpl, "\"copy\""));
}

TEST_CASE("hygiene: Azure.Template.Expressions fails on a reference that does not resolve", "[analyze][hygiene]") {
  TempDir dir;
  std::string tpl = armTemplate(R"([
    {
      "type": "Microsoft.Network/virtualNetworks",
      "apiVersion": "2023-05-01",
      "name": "[variables('missing')]",
      "location": "eastus"
    }
  ])");
  dir.write("vnet.json", tpl);
  auto a = analyzeFolder(dir.str());
  INFO(a->diagnostics());
  auto f = a->problems("Azure.Template.Expressions");
  REQUIRE_FALSE(f.empty());
  CHECK(f[0].ruleId == "PF-0054");
  CHECK_THAT(f[0].message, Catch::Contains("missing"));
  CHECK(f[0].location.line == lineOf(tpl, "variables('missing')"));
}

TEST_CASE("hygiene: hygiene rules can be excluded like any rule", "[analyze][hygiene]") {
  TempDir dir;
  dir.write("vnet.json", armTemplate(kVnet, R"({"name": {"type": "string"}})"));
  dir.write("preflight.yaml", "rules:\n  exclude: [Azure.Template.RequiredParameter]\n");
  auto a = analyzeFolder(dir.str());
  CHECK(a->all("Azure.Template.RequiredParameter").empty());
}
