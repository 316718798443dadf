// readEnvironmentVariable: an error in .bicep files (as in Bicep); in .bicepparam files only
// allowed variables are read, and what is read is flagged so that it is never shown.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <map>
#include <memory>
#include <set>

#include "engine/bicep/compiler.hpp"
#include "engine/core/json.hpp"

namespace {

struct Compiled {
  pf::bicep::ParamsResult params;
  pf::bicep::CompileResult bicep;
  std::string diagnostics;  // "CODE severity: message" lines
};

pf::bicep::CompileOptions options(std::map<std::string, std::string> files, std::set<std::string> allowEnv) {
  auto shared = std::make_shared<std::map<std::string, std::string>>(std::move(files));
  pf::bicep::CompileOptions o;
  o.allowedEnvironment = std::move(allowEnv);
  o.files.read = [shared](const std::string& p) -> pf::Result<std::string> {
    auto it = shared->find(p);
    if (it == shared->end()) return pf::makeError("IO001", "no such file " + p);
    return it->second;
  };
  return o;
}

std::string lines(const pf::Diagnostics& d) {
  std::string out;
  for (const auto& x : d.items()) out += x.code + " " + pf::severityName(x.severity) + ": " + x.message + "\n";
  return out;
}

Compiled params(const std::string& text, const std::string& mainBicep = "", std::set<std::string> allowEnv = {}) {
  Compiled c;
  pf::SourceFiles sf;
  auto o = options({{"/v/main.bicep", mainBicep}}, std::move(allowEnv));
  c.params = pf::bicep::compileParamsText("/v/p.bicepparam", text, sf, o);
  c.diagnostics = lines(c.params.diagnostics);
  return c;
}

const pf::Value* paramEntry(const Compiled& c, const std::string& name) {
  if (!c.params.parameters) return nullptr;
  const pf::Value* p = c.params.parameters->get("parameters");
  return p ? p->get(name) : nullptr;
}

}  // namespace

TEST_CASE("environment: readEnvironmentVariable does not exist in a .bicep file", "[bicep]") {
  setenv("PF_ENV_TEST_TOKEN", "ghp_planted_in_bicep", 1);
  pf::SourceFiles sf;
  auto o = options({}, {"PF_ENV_TEST_TOKEN"});  // even when allowed: Bicep offers it in .bicepparam only
  auto r = pf::bicep::compileBicepText("/v/main.bicep",
                                       "var t = readEnvironmentVariable('PF_ENV_TEST_TOKEN', '')\n"
                                       "var u = sys.readEnvironmentVariable('PF_ENV_TEST_TOKEN')\n"
                                       "output o string = '${t}${u}'\n",
                                       sf, o);
  std::string d = lines(r.diagnostics);
  CHECK_THAT(d, Catch::Contains("BCP057 error: The name \"readEnvironmentVariable\" does not exist in the current context."));
  CHECK_THAT(d, Catch::Contains("BCP107 error: The function \"readEnvironmentVariable\" does not exist in namespace \"sys\"."));
  REQUIRE(r.tmpl);
  CHECK_THAT(pf::toJson(*r.tmpl), !Catch::Contains("ghp_planted_in_bicep"));
}

TEST_CASE("environment: a variable that is not allowed is not read", "[bicep]") {
  setenv("PF_ENV_TEST_TOKEN", "ghp_planted_not_allowed", 1);
  // With a default: the default, silently (a repository value, not the machine's).
  auto withDefault = params("using none\nparam a = readEnvironmentVariable('PF_ENV_TEST_TOKEN', 'fallback')\n");
  CHECK(withDefault.diagnostics.empty());
  REQUIRE(paramEntry(withDefault, "a"));
  CHECK(pf::toJson(*paramEntry(withDefault, "a")) == R"({"value":"fallback"})");

  // Without one: supplied at deployment (Bicep's externalInput('sys.envVar', name)), with a note.
  auto deferred = params("using none\nvar t = readEnvironmentVariable('PF_ENV_TEST_TOKEN')\nparam a = t\nparam b = '${t}-x'\n");
  CHECK_THAT(deferred.diagnostics,
             Catch::Contains("BCPPF05 info: Environment variable \"PF_ENV_TEST_TOKEN\" is not read") &&
                 Catch::Contains("--allow-env") && Catch::Contains("allowEnv:"));
  CHECK_FALSE(deferred.params.diagnostics.hasErrors());
  REQUIRE(deferred.params.parameters);
  std::string json = pf::toJson(*deferred.params.parameters);
  CHECK_THAT(json, !Catch::Contains("ghp_planted_not_allowed"));
  CHECK(pf::toJson(*paramEntry(deferred, "a")) == R"({"expression":"[externalInputs('sys_envVar_0')]"})");
  CHECK(pf::toJson(*paramEntry(deferred, "b")) == R"({"expression":"[format('{0}-x', externalInputs('sys_envVar_0'))]"})");
  CHECK_THAT(json, Catch::Contains(R"("externalInputDefinitions":{"sys_envVar_0":{"kind":"sys.envVar","config":"PF_ENV_TEST_TOKEN"}})"));
  // One note per call, however often the variable is inlined.
  size_t notes = 0;
  for (const auto& d : deferred.params.diagnostics.items()) notes += d.code == "BCPPF05";
  CHECK(notes == 1);
}

TEST_CASE("environment: an allowed variable is read, and what it reaches is flagged", "[bicep]") {
  setenv("PF_ENV_TEST_TOKEN", "ghp_planted_allowed", 1);
  unsetenv("PF_ENV_TEST_UNSET");
  auto c = params(
      "using none\nvar t = readEnvironmentVariable('PF_ENV_TEST_TOKEN')\nparam a = t\nparam b = toUpper(t)\n"
      "param c = readEnvironmentVariable('PF_ENV_TEST_UNSET', 'dflt')\nparam d = 'plain'\n",
      "", {"PF_ENV_TEST_TOKEN", "PF_ENV_TEST_UNSET"});
  CHECK(c.diagnostics.empty());
  const pf::Value* a = paramEntry(c, "a");
  const pf::Value* b = paramEntry(c, "b");
  REQUIRE(a);
  REQUIRE(b);
  CHECK(a->get("value")->str() == "ghp_planted_allowed");
  CHECK(a->get("value")->taint() == pf::Value::kFromEnvironment);
  CHECK(b->get("value")->str() == "GHP_PLANTED_ALLOWED");
  CHECK(b->get("value")->secret());
  CHECK_FALSE(paramEntry(c, "c")->get("value")->secret());  // the file's own default
  CHECK_FALSE(paramEntry(c, "d")->get("value")->secret());

  // Allowed but not set, and no default: Bicep's error.
  auto missing = params("using none\nparam a = readEnvironmentVariable('PF_ENV_TEST_UNSET')\n", "", {"PF_ENV_TEST_UNSET"});
  CHECK_THAT(missing.diagnostics,
             Catch::Contains("BCP338 error: Environment variable \"PF_ENV_TEST_UNSET\" does not exist"));
}

TEST_CASE("environment: BCP033 does not quote a secure value or one read from the environment", "[bicep]") {
  setenv("PF_ENV_TEST_TOKEN", "ghp_planted_bcp033", 1);
  auto c = params("using 'main.bicep'\nparam pw = 'planted-secure-literal'\nparam region = readEnvironmentVariable('PF_ENV_TEST_TOKEN')\n",
                  "@secure()\n@allowed(['one-value', 'two-value'])\nparam pw string\n@allowed(['eastus'])\nparam region string\n",
                  {"PF_ENV_TEST_TOKEN"});
  CHECK_THAT(c.diagnostics, Catch::Contains("BCP033 error: Expected a value of type \"'one-value' | 'two-value'\" but the "
                                            "provided value is of type \"{{Secret}}\"."));
  CHECK_THAT(c.diagnostics, Catch::Contains("BCP033 error: Expected a value of type \"'eastus'\" but the provided value "
                                            "is of type \"{{Secret}}\"."));
  CHECK_THAT(c.diagnostics, !Catch::Contains("planted"));
  // The secure parameter's value is flagged in the compiled parameters.
  CHECK(paramEntry(c, "pw")->get("value")->secure());
}
