// .bicepparam compilation.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <set>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace {

struct Out {
  std::string json;
  std::string error;
};

Out build(const std::string& params, const std::string& mainBicep = "", std::set<std::string> allowEnv = {}) {
  auto files = std::make_shared<std::map<std::string, std::string>>();
  (*files)["/v/main.bicep"] = mainBicep;
  pf::bicep::CompileOptions o;
  o.allowedEnvironment = std::move(allowEnv);
  o.files.read = [files](const std::string& p) -> pf::Result<std::string> {
    auto it = files->find(p);
    if (it == files->end()) return pf::makeError("IO001", "no such file " + p);
    return it->second;
  };
  pf::SourceFiles sf;
  auto r = pf::bicep::compileParamsText("/v/params.bicepparam", params, sf, o);
  Out out;
  if (r.parameters) out.json = pf::toJson(*r.parameters->get("parameters"));
  for (const auto& d : r.diagnostics.items())
    if (d.severity == pf::Severity::Error && out.error.empty()) out.error = d.code + " " + d.message;
  return out;
}

}  // namespace

TEST_CASE("bicepparam: values are evaluated", "[bicep]") {
  auto o = build("using 'main.bicep'\nvar base = 'abc'\nparam a = toUpper(base)\nparam b = length([1, 2, 3]) * 2\nparam c = {\n  d: a\n}\n",
                 "param a string\nparam b int\nparam c object\n");
  CHECK(o.error.empty());
  CHECK(o.json == "{\"a\":{\"value\":\"ABC\"},\"b\":{\"value\":6},\"c\":{\"value\":{\"d\":\"ABC\"}}}");
}

TEST_CASE("bicepparam: getSecret becomes a Key Vault reference", "[bicep]") {
  auto o = build("using none\nparam s = az.getSecret('sub', 'rg', 'kv', 'secret')\n");
  CHECK(o.error.empty());
  CHECK(o.json ==
        "{\"s\":{\"reference\":{\"keyVault\":{\"id\":\"/subscriptions/sub/resourceGroups/rg/providers/"
        "Microsoft.KeyVault/vaults/kv\"},\"secretName\":\"secret\"}}}");
}

TEST_CASE("bicepparam: readEnvironmentVariable with and without a default", "[bicep]") {
  setenv("PF_BICEP_TEST_VAR", "from-env", 1);
  std::set<std::string> allowed{"PF_BICEP_TEST_VAR", "PF_BICEP_NOT_SET"};
  auto o = build("using none\nparam a = readEnvironmentVariable('PF_BICEP_TEST_VAR')\nparam b = readEnvironmentVariable('PF_BICEP_NOT_SET', 'dflt')\n",
                 "", allowed);
  CHECK(o.error.empty());
  CHECK(o.json == "{\"a\":{\"value\":\"from-env\"},\"b\":{\"value\":\"dflt\"}}");
  // Allowed but not set, without a default: Bicep's error.
  auto missing = build("using none\nparam a = readEnvironmentVariable('PF_BICEP_NOT_SET')\n", "", allowed);
  CHECK(missing.error.rfind("BCP338", 0) == 0);
}

TEST_CASE("bicepparam: externalInput becomes an externalInputs expression", "[bicep]") {
  auto o = build("using none\nparam a = externalInput('sys.cli', 'foo')\nparam b = '${a}-x'\nparam c = externalInput('sys.cli', 'foo')\n");
  CHECK(o.error.empty());
  CHECK(o.json ==
        "{\"a\":{\"expression\":\"[externalInputs('sys_cli_0')]\"},\"b\":{\"expression\":\"[format('{0}-x', "
        "externalInputs('sys_cli_0'))]\"},\"c\":{\"expression\":\"[externalInputs('sys_cli_0')]\"}}");
}

TEST_CASE("bicepparam: values are checked against the template", "[bicep]") {
  CHECK(build("using 'main.bicep'\nparam n = 'text'\n", "param n int\n").error.rfind("BCP033", 0) == 0);
  CHECK(build("using 'main.bicep'\nparam x = 1\n", "param n int = 1\n").error.rfind("BCP259", 0) == 0);
  CHECK(build("using 'main.bicep'\n", "param n int\n").error.rfind("BCP258", 0) == 0);
  CHECK(build("using 'main.bicep'\nparam n = 1\n", "param n int\n").error.empty());
}
