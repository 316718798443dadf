#include <catch2/catch.hpp>

#include "engine/toolchain/bicep_config.hpp"
#include "engine/toolchain/compiler_selection.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"

using pf::test::runCli;
using pf::test::TempDir;

namespace {

// Runs preflight with environment assignments ("PATH=... HOME=...") in front.
int runWithEnv(const std::string& env, const std::string& args, std::string* out, std::string* err) {
  return runCli(args, out, err, "-u PREFLIGHT_BICEP_PATH -u PREFLIGHT_BICEP_TIMEOUT " + env);
}

void pinned(const TempDir& t, const std::string& dir, const std::string& constraint) {
  t.write(dir + "/bicepconfig.json", "{\n  // pinned\n  \"bicep\": { \"version\": \"" + constraint + "\" }\n}\n");
  t.write(dir + "/main.bicep", "param location string = resourceGroup().location\n");
}

}  // namespace

TEST_CASE("versioning cli: max-compatible, all agree (issue example 1)", "[toolchain]") {
  TempDir t;
  pinned(t, "a", ">=1.0");
  pinned(t, "b", ">=1.5.8 <3.0.0");
  pinned(t, "c", "~2.1.1");
  t.write("d/main.bicep", "");
  std::string out, err;
  CHECK(runCli("versioning max-compatible -f '" + t.str() + "/**/*.bicep' --versions 1.0.0 1.5.8 2.0.0 2.1.2", &out, &err) == 0);
  CHECK(out == "{\"maxVersion\": \"2.1.2\"}\n");
  CHECK(err.empty());
}

TEST_CASE("versioning cli: max-compatible, conflicting pins (issue example 2)", "[toolchain]") {
  TempDir t;
  pinned(t, "legacy", ">=1.0 <2.0");
  pinned(t, "current", ">=2.0");
  std::string out, err;
  CHECK(runCli("versioning max-compatible -f '" + t.str() + "/*/main.bicep' --versions 1.0.0 1.5.8 2.0.0 2.1.2", &out, &err) == 1);
  CHECK(out.empty());
  CHECK_THAT(err, Catch::Contains("TOOL040") && Catch::Contains("conflict") &&
                      Catch::Contains("'>=1.0 <2.0' in " + t.str() + "/legacy/bicepconfig.json (for " + t.str() +
                                      "/legacy/main.bicep) -> 1.5.8") &&
                      Catch::Contains("'>=2.0' in " + t.str() + "/current/bicepconfig.json (for " + t.str() +
                                      "/current/main.bicep) -> 2.1.2"));
}

TEST_CASE("versioning cli: max-compatible, no constraint anywhere", "[toolchain]") {
  TempDir t;
  t.write("bicepconfig.json", "{ \"analyzers\": {} }");
  t.write("x/main.bicep", "");
  t.write("y/main.bicep", "");
  std::string out;
  CHECK(runCli("versioning max-compatible -f " + t.str() + "/x/main.bicep -f " + t.str() + "/y --versions 0.30.3", &out) == 0);
  CHECK(out == "{\"maxVersion\": null}\n");
}

TEST_CASE("versioning cli: max-compatible, nothing satisfies a pin", "[toolchain]") {
  TempDir t;
  pinned(t, "a", "^0.31");
  std::string out, err;
  CHECK(runCli("versioning max-compatible -f " + t.str() + " --versions 0.29.0 0.30.3", &out, &err) == 1);
  CHECK(out.empty());
  CHECK_THAT(err, Catch::Contains("no provided version (0.29.0 0.30.3) satisfies the constraint") &&
                      Catch::Contains("'^0.31' in " + t.str() + "/a/bicepconfig.json"));
}

TEST_CASE("versioning cli: max-compatible input errors", "[toolchain]") {
  TempDir t;
  pinned(t, "a", ">=0.30 <");
  std::string err;
  // A pin that does not parse: the diagnostic points into bicepconfig.json.
  CHECK(runCli("versioning max-compatible -f " + t.str() + " --versions 0.30.3", nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains(t.str() + "/a/bicepconfig.json:3:34: error TOOL002") &&
                      Catch::Contains("expected a version after '<'"));
  CHECK(runCli("versioning max-compatible -f " + t.str() + " --versions 0.30", nullptr, &err) == 2);
  CHECK_THAT(err, Catch::Contains("invalid version '0.30'"));
  CHECK(runCli("versioning max-compatible -f '" + t.str() + "/none/*.bicep' --versions 0.30.0", nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains("no file matches"));
  CHECK(runCli("versioning max-compatible --versions 0.30.0", nullptr, &err) == 2);

  // Other configuration problems are reported but do not block the answer.
  TempDir u;
  u.write("bicepconfig.json", R"({"bicep": {"version": "~0.30"}, "moduleAliases": {"br": {"x": {}}}})");
  u.write("main.bicep", "");
  std::string out;
  CHECK(runCli("versioning max-compatible -f " + u.str() + " --versions 0.30.3 0.31.0", &out, &err) == 0);
  CHECK(out == "{\"maxVersion\": \"0.30.3\"}\n");
  CHECK_THAT(err, Catch::Contains("error TOOL011: moduleAliases.br.x needs a 'registry' string"));
}

TEST_CASE("versioning cli: satisfies exits 0, 1 or 2", "[toolchain]") {
  std::string out, err;
  CHECK(runCli("versioning satisfies --version 0.31.5 --range '^0.31.2'", &out) == 0);
  CHECK(out == "true\n");
  CHECK(runCli("versioning satisfies --version 0.32.0 --range '^0.31.2'", &out) == 1);
  CHECK(out == "false\n");
  CHECK(runCli("versioning satisfies --version 1.0.0 --range '>=1.*'", &out, &err) == 2);
  CHECK(err == "preflight versioning satisfies: --range: invalid version constraint: a wildcard cannot be combined "
               "with '>='; write '>=' with a version, or the wildcard alone\n  >=1.*\n      ^\n");
  CHECK(runCli("versioning satisfies --version 1.0 --range '*'", nullptr, &err) == 2);
}

TEST_CASE("versioning cli: compilers finds a fake bicep on PATH and picks per file", "[toolchain]") {
  TempDir t;
  std::string fake = t.script("bin/bicep", "case \"$1\" in --version) echo 'Bicep CLI version 0.30.3 (fake)';; esac\n");
  pinned(t, "native", ">=" + pf::toolchain::nativeBicepVersion().str());
  pinned(t, "old", "~0.30");
  pinned(t, "future", ">=99.0");
  std::string env = "PATH=" + t.str() + "/bin:/usr/bin:/bin HOME=" + t.str() + "/home";
  std::string out, err;
  int rc = runWithEnv(env, "versioning compilers -f '" + t.str() + "/*/main.bicep'", &out, &err);
  CHECK(rc == 1);  // one file has no compiler
  CHECK_THAT(out, Catch::StartsWith("native\t" + pf::toolchain::nativeBicepVersion().str() + "\n" + fake + "\t0.30.3\n"));
  CHECK_THAT(out, Catch::Contains(t.str() + "/native/main.bicep\tnative " + pf::toolchain::nativeBicepVersion().str()));
  CHECK_THAT(out, Catch::Contains(t.str() + "/old/main.bicep\t" + fake + " 0.30.3"));
  CHECK_THAT(err, Catch::Contains(t.str() + "/future/bicepconfig.json:3:25: error TOOL020: " + t.str() +
                                  "/future/main.bicep: Bicep version >=99.0 is required by " + t.str() +
                                  "/future/bicepconfig.json but the available compilers are: native " +
                                  pf::toolchain::nativeBicepVersion().str() + ", " + fake + " 0.30.3"));

  // --bicep-cli never leaves the old pin without a compiler; always skips the native one.
  rc = runWithEnv(env, "versioning compilers --bicep-cli never -f " + t.str() + "/old/main.bicep", &out, &err);
  CHECK(rc == 1);
  CHECK_THAT(err, Catch::Contains("--bicep-cli never"));
  rc = runWithEnv(env, "versioning compilers --bicep-cli always -f " + t.str() + "/native/main.bicep", &out, &err);
  CHECK(rc == 1);
  CHECK_THAT(err, Catch::Contains("the available compilers are: " + fake + " 0.30.3"));
  // PREFLIGHT_BICEP_PATH comes first.
  std::string other = t.script("other/bicep", "echo 'Bicep CLI version 0.30.9 (other)'\n");
  rc = runWithEnv(env + " PREFLIGHT_BICEP_PATH=" + other, "versioning compilers -f " + t.str() + "/old/main.bicep", &out, &err);
  CHECK(rc == 0);
  CHECK_THAT(out, Catch::Contains(t.str() + "/old/main.bicep\t" + other + " 0.30.9"));
}

TEST_CASE("versioning cli: a module whose pin no compiler satisfies", "[toolchain]") {
  // main.bicep is unpinned; the module it uses lives under a configuration pinning a release
  // nothing installed provides. Each file resolves its own configuration, so the module fails.
  TempDir t;
  t.write("app/main.bicep", "module net '../shared/network/vnet.bicep' = { name: 'net' }\n");
  t.write("shared/bicepconfig.json", "{ \"bicep\": { \"version\": \"0.12.*\" } }");
  std::string module = t.write("shared/network/vnet.bicep", "param name string\n");
  pf::SourceFiles files;
  pf::Diagnostics diags;
  pf::toolchain::ConfigLoader loader(files);
  pf::toolchain::ToolchainOptions opts;
  opts.env.path = t.str() + "/no-bin";
  pf::toolchain::CompilerCatalog catalog(opts);
  auto mainChoice = pf::toolchain::selectCompiler(*loader.forFile(t.str() + "/app/main.bicep", diags), catalog);
  REQUIRE(mainChoice.ok());
  CHECK(mainChoice->native);
  auto moduleChoice = pf::toolchain::selectCompiler(*loader.forFile(module, diags), catalog);
  REQUIRE_FALSE(moduleChoice.ok());
  CHECK_THAT(moduleChoice.error().message,
             Catch::StartsWith("Bicep version 0.12.* is required by " + t.str() + "/shared/bicepconfig.json") &&
                 Catch::Contains("no Bicep CLI found"));
  std::string err;
  CHECK(runWithEnv("PATH=/usr/bin:/bin HOME=" + t.str(), "versioning compilers -f " + module, nullptr, &err) == 1);
  CHECK_THAT(err, Catch::Contains("TOOL020") && Catch::Contains("0.12.*"));
}
