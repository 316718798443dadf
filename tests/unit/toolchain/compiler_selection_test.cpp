#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>

#include "engine/toolchain/compiler_selection.hpp"
#include "engine/toolchain/process.hpp"
#include "tests/temp_dir.hpp"

using namespace pf::toolchain;
using pf::test::TempDir;
namespace fs = std::filesystem;

namespace {

// A stand-in for the Bicep CLI: answers --version, logs its arguments and prints a canned
// template for build / build-params.
std::string fakeBicep(const TempDir& t, const std::string& rel, const std::string& version) {
  return t.script(rel, "echo \"$@\" >> \"$(dirname \"$0\")/calls.log\"\n"
                       "case \"$1\" in\n"
                       "  --version) echo \"Bicep CLI version " + version + " (fake)\" ;;\n"
                       "  build) echo '{\"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#\", \"resources\": []}' ;;\n"
                       "  build-params) echo '{\"parametersJson\": \"{}\", \"templateJson\": \"{}\"}' ;;\n"
                       "esac\n");
}

VersionPin pin(const char* constraint, const char* declaredIn = "/repo/bicepconfig.json") {
  VersionPin p;
  p.constraint = *parseConstraint(constraint);
  p.declaredIn = declaredIn;
  return p;
}

ExternalCompiler cli(const char* path, const char* version) {
  ExternalCompiler e;
  e.path = path;
  if (version) e.version = *parseVersion(version);
  else e.problem = "'--version' failed";
  return e;
}

}  // namespace

TEST_CASE("compilers: candidates in order PREFLIGHT_BICEP_PATH, PATH, ~/.azure/bin", "[toolchain]") {
  TempDir t;
  std::string explicitCli = fakeBicep(t, "explicit/bicep", "0.29.0");
  std::string onPath1 = fakeBicep(t, "bin1/bicep", "0.30.3");
  std::string onPath2 = fakeBicep(t, "bin2/bicep", "0.31.0");
  std::string azure = fakeBicep(t, "home/.azure/bin/bicep", "0.32.0");
  fs::create_directories(t.path() / "bin3");
  fs::create_symlink(azure, t.path() / "bin3" / "bicep");  // the same file twice is listed once
  t.write("bin4/bicep", "not executable");

  ToolEnvironment env;
  env.bicepPath = t.str() + "/explicit";  // a folder holding bicep is accepted
  env.path = t.str() + "/bin1:" + t.str() + "/bin4:" + t.str() + "/missing:" + t.str() + "/bin2:" + t.str() + "/bin3";
  env.home = t.str() + "/home";
  CHECK(bicepCandidates(env) == std::vector<std::string>{explicitCli, onPath1, onPath2, t.str() + "/bin3/bicep"});

  env.bicepPath = t.str() + "/nowhere/bicep";  // an explicit choice that does not exist is still reported
  env.path.clear();
  CHECK(bicepCandidates(env) == std::vector<std::string>{t.str() + "/nowhere/bicep", azure});
}

TEST_CASE("compilers: probing reads the version from --version", "[toolchain]") {
  TempDir t;
  auto good = probeBicep(fakeBicep(t, "good/bicep", "0.30.3"), std::chrono::seconds(10));
  REQUIRE(good.version);
  CHECK(good.version->str() == "0.30.3");

  auto failing = probeBicep(t.script("bad/bicep", "echo 'Unhandled exception: no .NET runtime' >&2\nexit 3\n"),
                            std::chrono::seconds(10));
  CHECK_FALSE(failing.version);
  CHECK_THAT(failing.problem, Catch::Contains("failed") && Catch::Contains("no .NET runtime"));

  auto garbage = probeBicep(t.script("garbage/bicep", "echo hello\n"), std::chrono::seconds(10));
  CHECK_FALSE(garbage.version);
  CHECK_THAT(garbage.problem, Catch::Contains("printed no version"));

  auto slow = probeBicep(t.script("slow/bicep", "sleep 20\n"), std::chrono::milliseconds(200));
  CHECK_FALSE(slow.version);
  CHECK_THAT(slow.problem, Catch::Contains("did not answer within 200 ms"));

  CHECK_THAT(probeBicep(t.str() + "/none/bicep", std::chrono::seconds(1)).problem, Catch::Contains("not an executable"));
}

TEST_CASE("compilers: selection by policy and pin", "[toolchain]") {
  Version native = *parseVersion("0.46.1");
  std::vector<ExternalCompiler> external = {cli("/opt/broken/bicep", nullptr), cli("/usr/bin/bicep", "0.30.3"),
                                            cli("/home/u/.azure/bin/bicep", "0.31.0")};
  auto pick = [&](const VersionPin* p, BicepCliPolicy policy) { return selectCompiler(p, policy, native, external); };

  // No pin: native, unless the CLI is forced (then the first usable one in search order).
  CHECK(pick(nullptr, BicepCliPolicy::Auto)->native);
  CHECK(pick(nullptr, BicepCliPolicy::Never)->native);
  CHECK(pick(nullptr, BicepCliPolicy::Always)->path == "/usr/bin/bicep");

  // A pin the native compiler satisfies.
  VersionPin nativeOk = pin(">=0.40");
  CHECK(pick(&nativeOk, BicepCliPolicy::Auto)->describe() == "native 0.46.1");
  CHECK_FALSE(pick(&nativeOk, BicepCliPolicy::Always).ok());  // no CLI is >=0.40

  // A pin only a CLI satisfies: the first satisfying one in search order.
  VersionPin old = pin("~0.31");
  CHECK(pick(&old, BicepCliPolicy::Auto)->describe() == "/home/u/.azure/bin/bicep 0.31.0");
  CHECK(pick(&old, BicepCliPolicy::Always)->path == "/home/u/.azure/bin/bicep");
  VersionPin older = pin("^0.30");
  CHECK(pick(&older, BicepCliPolicy::Auto)->path == "/usr/bin/bicep");

  // never: the CLI is not considered.
  auto never = pick(&old, BicepCliPolicy::Never);
  REQUIRE_FALSE(never.ok());
  CHECK(never.error().message ==
        "Bicep version ~0.31 is required by /repo/bicepconfig.json but the available compilers are: native 0.46.1 "
        "(the Bicep CLI is not considered: --bicep-cli never)");
}

TEST_CASE("compilers: nothing satisfies the pin", "[toolchain]") {
  Version native = *parseVersion("0.46.1");
  VersionPin p = pin(">=0.50", "/repo/infra/bicepconfig.json");
  p.loc = pf::Loc{3, 4, 16};
  auto r = selectCompiler(&p, BicepCliPolicy::Auto, native,
                          {cli("/usr/bin/bicep", "0.30.3"), cli("/opt/bicep", nullptr)});
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "TOOL020");
  CHECK(r.error().loc == p.loc);  // located at the pin in bicepconfig.json
  CHECK(r.error().message ==
        "Bicep version >=0.50 is required by /repo/infra/bicepconfig.json but the available compilers are: "
        "native 0.46.1, /usr/bin/bicep 0.30.3, /opt/bicep (unusable: '--version' failed)");

  auto none = selectCompiler(&p, BicepCliPolicy::Auto, native, {});
  REQUIRE_FALSE(none.ok());
  CHECK_THAT(none.error().message, Catch::EndsWith("native 0.46.1 (no Bicep CLI found: set PREFLIGHT_BICEP_PATH, "
                                                   "put bicep on PATH, or run 'az bicep install')"));
}

TEST_CASE("compilers: the catalog probes only when the native compiler will not do", "[toolchain]") {
  TempDir t;
  std::string fake = fakeBicep(t, "bin/bicep", "0.30.3");
  ToolchainOptions opts;
  opts.env.path = t.str() + "/bin";
  opts.timeout = std::chrono::seconds(10);

  BicepConfig cfg;
  cfg.path = "/repo/bicepconfig.json";
  cfg.bicepVersion = pin(("<=" + nativeBicepVersion().str()).c_str());
  CompilerCatalog catalog(opts);
  auto r = selectCompiler(cfg, catalog);
  REQUIRE(r.ok());
  CHECK(r->native);
  CHECK(r->version == nativeBicepVersion());
  CHECK_FALSE(fs::exists(t.path() / "bin" / "calls.log"));  // never ran

  cfg.bicepVersion = pin("0.30.3");
  auto r2 = selectCompiler(cfg, catalog);
  REQUIRE(r2.ok());
  CHECK(r2->path == fake);
  auto r3 = selectCompiler(cfg, catalog);  // the second file reuses the probe
  REQUIRE(r3.ok());
  std::ifstream log(t.path() / "bin" / "calls.log");
  std::string all((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
  CHECK(all == "--version\n");

  cfg.bicepVersion = pin("0.29.0");
  auto r4 = selectCompiler(cfg, catalog);
  REQUIRE_FALSE(r4.ok());
  CHECK(r4.error().message == "Bicep version 0.29.0 is required by /repo/bicepconfig.json but the available compilers are: native " +
                                  nativeBicepVersion().str() + ", " + fake + " 0.30.3");
}

TEST_CASE("compilers: running the Bicep CLI for build and build-params", "[toolchain]") {
  TempDir t;
  std::string fake = fakeBicep(t, "bin/bicep", "0.30.3");
  auto built = runExternalBicep(fake, BicepBuildKind::Build, "/src/main.bicep", std::chrono::seconds(10));
  REQUIRE(built.ok());
  CHECK_THAT(built->json, Catch::StartsWith("{\"$schema\"") && Catch::Contains("\"resources\": []"));
  auto params = runExternalBicep(fake, BicepBuildKind::BuildParams, "/src/main.bicepparam", std::chrono::seconds(10));
  REQUIRE(params.ok());
  CHECK_THAT(params->json, Catch::Contains("parametersJson"));
  std::ifstream log(t.path() / "bin" / "calls.log");
  std::string all((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
  CHECK(all == "build --stdout /src/main.bicep\nbuild-params --stdout /src/main.bicepparam\n");
}

TEST_CASE("compilers: a failing build shows Bicep's own stderr", "[toolchain]") {
  TempDir t;
  std::string fake = t.script("bicep", "echo '/src/main.bicep(3,7) : Error BCP018: Expected the \"=\" character at this location.' >&2\nexit 1\n");
  auto r = runExternalBicep(fake, BicepBuildKind::Build, "/src/main.bicep", std::chrono::seconds(10));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "TOOL021");
  CHECK(r.error().message == "'" + fake + " build --stdout /src/main.bicep' failed (exit code 1):\n"
                                 "/src/main.bicep(3,7) : Error BCP018: Expected the \"=\" character at this location.");
}

TEST_CASE("compilers: a build that hangs is stopped at the timeout, keeping what Bicep printed", "[toolchain]") {
  TempDir t;
  std::string fake = t.script("bicep", "echo 'Restoring modules...' >&2\nsleep 30\necho never\n");
  auto start = std::chrono::steady_clock::now();
  auto r = runExternalBicep(fake, BicepBuildKind::Build, "/src/main.bicep", std::chrono::milliseconds(300));
  auto elapsed = std::chrono::steady_clock::now() - start;
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == "TOOL022");
  CHECK_THAT(r.error().message, Catch::Contains("did not finish within 300 ms and was stopped") &&
                                    Catch::Contains("Bicep printed:\nRestoring modules..."));
  CHECK(elapsed < std::chrono::seconds(5));  // the sleeping child was killed with the script
}

TEST_CASE("compilers: other failures of the CLI run", "[toolchain]") {
  TempDir t;
  auto missing = runExternalBicep(t.str() + "/no-bicep", BicepBuildKind::Build, "x.bicep", std::chrono::seconds(5));
  REQUIRE_FALSE(missing.ok());
  CHECK(missing.error().code == "TOOL023");
  CHECK_THAT(missing.error().message, Catch::Contains("No such file"));

  auto silent = runExternalBicep(t.script("silent", "exit 0\n"), BicepBuildKind::Build, "x.bicep", std::chrono::seconds(5));
  REQUIRE_FALSE(silent.ok());
  CHECK_THAT(silent.error().message, Catch::Contains("succeeded but printed nothing"));

  auto killed = runExternalBicep(t.script("killed", "kill -9 $$\n"), BicepBuildKind::Build, "x.bicep", std::chrono::seconds(5));
  REQUIRE_FALSE(killed.ok());
  CHECK_THAT(killed.error().message, Catch::Contains("killed by signal 9"));

  auto quiet = runExternalBicep(t.script("quiet", "exit 2\n"), BicepBuildKind::Build, "x.bicep", std::chrono::seconds(5));
  REQUIRE_FALSE(quiet.ok());
  CHECK_THAT(quiet.error().message, Catch::Contains("exit code 2) and printed nothing on stderr"));
}

TEST_CASE("compilers: runProcess captures both streams and the exit code", "[toolchain]") {
  TempDir t;
  std::string big = t.script("big", "i=0\nwhile [ $i -lt 2000 ]; do echo \"line $i of output that is long enough\"; echo err $i >&2; i=$((i+1)); done\nexit 5\n");
  auto r = runProcess(big, {});
  REQUIRE(r.ok());
  CHECK(r->exitCode == 5);
  CHECK_FALSE(r->timedOut);
  CHECK_THAT(r->out, Catch::StartsWith("line 0 of") && Catch::EndsWith("line 1999 of output that is long enough\n"));
  CHECK_THAT(r->err, Catch::StartsWith("err 0\n") && Catch::EndsWith("err 1999\n"));
}

TEST_CASE("compilers: environmentWith replaces or adds variables and keeps the rest", "[toolchain]") {
  ::setenv("PF_ENV_TEST_A", "old", 1);
  ::setenv("PF_ENV_TEST_AB", "kept", 1);
  auto env = environmentWith({"PF_ENV_TEST_A=new", "PF_ENV_TEST_C=added"});
  auto count = [&](const std::string& entry) { return std::count(env.begin(), env.end(), entry); };
  CHECK(count("PF_ENV_TEST_A=new") == 1);
  CHECK(count("PF_ENV_TEST_A=old") == 0);
  CHECK(count("PF_ENV_TEST_AB=kept") == 1);  // a longer name that starts alike is another variable
  CHECK(count("PF_ENV_TEST_C=added") == 1);
  CHECK(std::any_of(env.begin(), env.end(), [](const std::string& e) { return e.rfind("PATH=", 0) == 0; }));
  ::unsetenv("PF_ENV_TEST_A");
  ::unsetenv("PF_ENV_TEST_AB");
}

TEST_CASE("compilers: reading build-params output", "[toolchain]") {
  auto out = parseBuildParamsOutput(
      R"({"parametersJson": "{\"parameters\": {\"a\": {\"value\": 1}}}", "templateJson": "{\"resources\": []}", "templateSpecId": null})");
  REQUIRE(out.ok());
  CHECK(out->parametersJson == R"({"parameters": {"a": {"value": 1}}})");
  CHECK(out->templateJson == R"({"resources": []})");
  CHECK(out->templateSpecId.empty());
  CHECK_FALSE(parseBuildParamsOutput(R"({"parameters": {}})").ok());
  CHECK_FALSE(parseBuildParamsOutput("not json").ok());
}

TEST_CASE("compilers: --bicep-cli values", "[toolchain]") {
  CHECK(*parseBicepCliPolicy("never") == BicepCliPolicy::Never);
  CHECK(*parseBicepCliPolicy("auto") == BicepCliPolicy::Auto);
  CHECK(*parseBicepCliPolicy("always") == BicepCliPolicy::Always);
  CHECK_FALSE(parseBicepCliPolicy("sometimes").ok());
}
