#include <catch2/catch.hpp>

#include "engine/toolchain/bicep_config.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::toolchain;
using pf::test::TempDir;

namespace {

std::string formatAll(const Diagnostics& diags, const SourceFiles& files) {
  std::string s;
  for (const auto& d : diags.items()) s += formatDiagnostic(d, files, false) + "\n";
  return s;
}

}  // namespace

TEST_CASE("bicepconfig: the closest file walking up from the Bicep file applies", "[toolchain]") {
  TempDir t;
  std::string rootCfg = t.write("bicepconfig.json", R"({"bicep": {"version": ">=0.30"}})");
  std::string nearCfg = t.write("app/bicepconfig.json", R"({"bicep": {"version": "~0.31.0"}})");
  std::string inApp = t.write("app/modules/storage.bicep", "");
  std::string inRoot = t.write("other/main.bicep", "");

  CHECK(ConfigLoader::findConfigFile(inApp) == nearCfg);
  CHECK(ConfigLoader::findConfigFile(inRoot) == rootCfg);

  SourceFiles files;
  Diagnostics diags;
  ConfigLoader loader(files);
  auto app = loader.forFile(inApp, diags);
  auto other = loader.forFile(inRoot, diags);
  CHECK(diags.empty());
  REQUIRE(app->bicepVersion);
  CHECK(app->bicepVersion->constraint.text == "~0.31.0");
  CHECK(app->bicepVersion->declaredIn == nearCfg);
  REQUIRE(other->bicepVersion);
  CHECK(other->bicepVersion->constraint.normalized() == ">=0.30.0");
  // Files sharing a configuration share one loaded copy.
  CHECK(loader.forFile(t.write("app/x.bicep", ""), diags).get() == app.get());
}

TEST_CASE("bicepconfig: without a file the defaults apply", "[toolchain]") {
  TempDir t;
  std::string file = t.write("main.bicep", "");
  if (!ConfigLoader::findConfigFile(file).empty()) {
    WARN("a bicepconfig.json exists above the temp folder; skipped");
    return;
  }
  SourceFiles files;
  Diagnostics diags;
  auto cfg = ConfigLoader(files).forFile(file, diags);
  CHECK(cfg->path.empty());
  CHECK_FALSE(cfg->bicepVersion);
  const RegistryAlias* pub = cfg->registryAlias("public");
  REQUIRE(pub);
  CHECK(pub->registry == "mcr.microsoft.com");
  CHECK(pub->modulePath == "bicep");
  CHECK(cfg->analyzersEnabled);
  CHECK(cfg->moduleCacheRoot("/home/u") == "/home/u/.bicep");
}

TEST_CASE("bicepconfig: comments, features, aliases, rule levels and the version pin", "[toolchain]") {
  TempDir t;
  t.write("bicepconfig.json", R"({
  // JSON with comments, as Bicep reads it
  "experimentalFeaturesEnabled": { "symbolicNameCodegen": true, "assertions": false },
  "moduleAliases": {
    "br": { "ContosoRegistry": { "registry": "contoso.azurecr.io", "modulePath": "bicep/modules" } },
    "ts": { "CoreSpecs": { "subscription": "00000000-1111-2222-3333-444444444444", "resourceGroup": "specs-rg" } }
  },
  "analyzers": { "core": { "rules": {
    "no-unused-params": { "level": "error" },
    "use-recent-api-versions": { "level": "Off" },
    "no-hardcoded-env-urls": { "disallowedhosts": ["x"] }
  } } },
  "bicep": { "version": ">=0.30.0 <1.0.0" },
  "cacheRootDirectory": "cache",
})");
  SourceFiles files;
  Diagnostics diags;
  auto cfg = ConfigLoader(files).forFile(t.write("main.bicep", ""), diags);
  INFO(formatAll(diags, files));
  CHECK(diags.empty());
  CHECK(cfg->experimentalFeatureEnabled("symbolicNameCodegen"));
  CHECK(cfg->experimentalFeatureEnabled("SYMBOLICNAMECODEGEN"));
  CHECK_FALSE(cfg->experimentalFeatureEnabled("assertions"));
  CHECK_FALSE(cfg->experimentalFeatureEnabled("extensibility"));
  REQUIRE(cfg->registryAlias("ContosoRegistry"));
  CHECK(cfg->registryAlias("ContosoRegistry")->modulePath == "bicep/modules");
  CHECK(cfg->registryAlias("public"));  // defaults merge underneath
  REQUIRE(cfg->templateSpecAlias("CoreSpecs"));
  CHECK(cfg->templateSpecAlias("CoreSpecs")->resourceGroup == "specs-rg");
  CHECK(cfg->ruleLevel("no-unused-params") == RuleLevel::Error);
  CHECK(cfg->ruleLevel("use-recent-api-versions") == RuleLevel::Off);
  CHECK_FALSE(cfg->ruleLevel("no-hardcoded-env-urls"));
  CHECK_FALSE(cfg->ruleLevel("max-params"));
  REQUIRE(cfg->bicepVersion);
  CHECK(cfg->bicepVersion->constraint.normalized() == ">=0.30.0 <1.0.0");
  CHECK(cfg->bicepVersion->loc.line == 13);
  CHECK(cfg->moduleCacheRoot("/home/u") == (t.path() / "cache").string());
}

TEST_CASE("bicepconfig: unknown and invalid content is reported with file and line", "[toolchain]") {
  TempDir t;
  std::string cfgPath = t.write("bicepconfig.json", R"({
  "analyzer": {},
  "experimentalFeaturesEnabled": { "symbolicNameCodgen": true, "assertions": "yes" },
  "moduleAliases": { "br": { "bad alias": { "registry": "x.io" }, "noreg": { "modulePath": "m" } },
                     "ts": { "t": { "subscription": "not-a-guid", "resourceGroup": "rg" } } },
  "analyzers": { "core": { "rules": { "no-unused-params": { "level": "loud" } } } },
  "bicep": { "version": ">=0.30 || 1.*", "pin": true }
})");
  SourceFiles files;
  Diagnostics diags;
  auto cfg = ConfigLoader(files).forFile(t.write("main.bicep", ""), diags);
  std::string all = formatAll(diags, files);
  INFO(all);
  CHECK_THAT(all, Catch::Contains(cfgPath + ":2:15: warning TOOL010: unknown property 'analyzer'"));
  CHECK_THAT(all, Catch::Contains(cfgPath + ":3:58: warning TOOL013: unknown experimental feature 'symbolicNameCodgen'"));
  CHECK_THAT(all, Catch::Contains(cfgPath + ":3:78: error TOOL011: experimental feature 'assertions' must be true or false"));
  CHECK_THAT(all, Catch::Contains(":4:43: error TOOL011: alias name 'bad alias' is invalid"));
  CHECK_THAT(all, Catch::Contains(":4:76: error TOOL011: moduleAliases.br.noreg needs a 'registry' string"));
  CHECK_THAT(all, Catch::Contains(":5:53: error TOOL011: moduleAliases.ts.t needs a 'subscription' GUID"));
  CHECK_THAT(all, Catch::Contains(":6:70: error TOOL011: the level of rule 'no-unused-params' must be"));
  // The column points inside the string at the '||'.
  CHECK_THAT(all, Catch::Contains(":7:33: error TOOL002: invalid 'bicep.version' \">=0.30 || 1.*\": '||'"));
  CHECK_THAT(all, Catch::Contains(":7:49: warning TOOL010: unknown property 'bicep.pin'"));
  CHECK_FALSE(cfg->bicepVersion);
  CHECK_FALSE(cfg->registryAlias("noreg"));
  CHECK(cfg->registryAlias("public"));

  // The caret snippet lands on the offending character.
  for (const auto& d : diags.items())
    if (d.code == "TOOL002") CHECK_THAT(formatDiagnostic(d, files), Catch::EndsWith("\n  " + std::string(32, ' ') + "^"));
}

TEST_CASE("bicepconfig: a file that is not JSON or not an object is an error, defaults still apply", "[toolchain]") {
  TempDir t;
  t.write("a/bicepconfig.json", "{ \"bicep\": { \"version\": ");
  t.write("b/bicepconfig.json", "[1, 2]");
  SourceFiles files;
  Diagnostics diags;
  ConfigLoader loader(files);
  auto a = loader.forFile(t.write("a/main.bicep", ""), diags);
  CHECK(diags.hasErrors());
  CHECK(a->registryAlias("public"));
  Diagnostics diagsB;
  loader.forFile(t.write("b/main.bicep", ""), diagsB);
  CHECK_THAT(formatAll(diagsB, files), Catch::Contains("must contain a JSON object"));
}

TEST_CASE("bicepconfig: extends chains merge bottom-up, the nearest file wins", "[toolchain]") {
  TempDir t;
  t.write("corp/bicepconfig.corp.json", R"({
    "analyzers": { "core": { "rules": { "no-unused-params": { "level": "warning" },
                                         "no-hardcoded-env-urls": { "level": "warning" } } } },
    "bicep": { "version": ">=0.30.0" },
    "moduleAliases": { "br": { "corp": { "registry": "corp.azurecr.io" } } }
  })");
  t.write("team/base.json", R"({ "extends": "../corp/bicepconfig.corp.json",
    "analyzers": { "core": { "rules": { "no-hardcoded-env-urls": { "level": "error" } } } } })");
  std::string leaf = t.write("team/app/bicepconfig.json", R"({ "extends": "../base.json",
    "experimentalFeaturesEnabled": { "assertions": true } })");
  SourceFiles files;
  Diagnostics diags;
  auto cfg = ConfigLoader(files).forFile(t.write("team/app/main.bicep", ""), diags);
  INFO(formatAll(diags, files));
  CHECK(diags.empty());
  CHECK(cfg->path == leaf);
  CHECK(cfg->extended.size() == 2);
  CHECK(cfg->ruleLevel("no-unused-params") == RuleLevel::Warning);
  CHECK(cfg->ruleLevel("no-hardcoded-env-urls") == RuleLevel::Error);
  CHECK(cfg->experimentalFeatureEnabled("assertions"));
  CHECK(cfg->registryAlias("corp"));
  REQUIRE(cfg->bicepVersion);
  // The pin is reported against the file that declares it.
  CHECK(cfg->bicepVersion->declaredIn == (t.path() / "corp/bicepconfig.corp.json").string());
}

TEST_CASE("bicepconfig: extends errors (absolute, missing, cycle)", "[toolchain]") {
  TempDir t;
  t.write("abs/bicepconfig.json", R"({"extends": "/etc/bicepconfig.json"})");
  t.write("missing/bicepconfig.json", R"({"extends": "nope.json"})");
  t.write("cycle/bicepconfig.json", R"({"extends": "other.json"})");
  t.write("cycle/other.json", R"({"extends": "bicepconfig.json"})");
  SourceFiles files;
  ConfigLoader loader(files);
  struct Case {
    const char* dir;
    const char* says;
  };
  for (const Case& c : {Case{"abs", "must be a relative path"}, Case{"missing", "no such file"},
                        Case{"cycle", "forms a cycle"}}) {
    Diagnostics diags;
    loader.forFile(t.write(std::string(c.dir) + "/main.bicep", ""), diags);
    INFO(c.dir);
    std::string all = formatAll(diags, files);
    CHECK_THAT(all, Catch::Contains("TOOL012") && Catch::Contains(c.says) && Catch::Contains(":1:"));
  }
}

TEST_CASE("bicepconfig: an unreadable pin is unknown, not absent", "[toolchain]") {
  TempDir t;
  t.write("bad/bicepconfig.json", R"({"bicep": {"version": "^^1"}})");
  t.write("notjson/bicepconfig.json", R"({"bicep": )");
  t.write("typed/bicepconfig.json", R"({"bicep": {"version": 30}})");
  t.write("brokenbase/bicepconfig.json", R"({"extends": "missing.json"})");
  t.write("pinnedleaf/bicepconfig.json", R"({"extends": "missing.json", "bicep": {"version": "0.30.3"}})");
  t.write("aliasonly/bicepconfig.json", R"({"moduleAliases": {"br": {"x": {}}}})");
  SourceFiles files;
  ConfigLoader loader(files);
  for (const char* dir : {"bad", "notjson", "typed", "brokenbase"}) {
    Diagnostics diags;
    INFO(dir);
    auto cfg = loader.forFile(t.write(std::string(dir) + "/main.bicep", ""), diags);
    CHECK(cfg->bicepVersionInvalid);
    CHECK_FALSE(cfg->bicepVersion);
    CHECK(diags.hasErrors());
  }
  for (const char* dir : {"pinnedleaf", "aliasonly"}) {
    Diagnostics diags;
    INFO(dir);
    auto cfg = loader.forFile(t.write(std::string(dir) + "/main.bicep", ""), diags);
    CHECK_FALSE(cfg->bicepVersionInvalid);
    CHECK(diags.hasErrors());  // the other problem is still reported
  }
}
