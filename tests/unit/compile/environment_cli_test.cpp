// A Bicep CLI run sees only the environment it needs to start and the variables the run allows:
// `bicep build-params` reads whatever variable a .bicepparam file names.
#include <catch2/catch.hpp>

#include "engine/compile/bicep_compile.hpp"
#include "engine/core/json.hpp"
#include "engine/toolchain/compiler_selection.hpp"
#include "tests/temp_dir.hpp"

using pf::test::TempDir;

TEST_CASE("environment: a Bicep CLI run gets the allowed variables and what it needs, nothing else", "[toolchain]") {
  pf::toolchain::ToolEnvironment env;
  env.variables = {"PATH=/usr/bin:/bin", "HOME=/home/u", "LC_ALL=C", "DOTNET_ROOT=/opt/dotnet",
                   "GITHUB_TOKEN=ghp_planted", "AZURE_CLIENT_SECRET=planted", "ALLOWED_ONE=visible", "=odd", "NOEQUALS"};
  auto out = pf::toolchain::bicepCliEnvironment(env, {"ALLOWED_ONE"});
  CHECK(out == std::vector<std::string>{"PATH=/usr/bin:/bin", "HOME=/home/u", "LC_ALL=C", "DOTNET_ROOT=/opt/dotnet",
                                        "ALLOWED_ONE=visible"});
}

TEST_CASE("environment: a .bicepparam compiled by the Bicep CLI cannot read variables the run does not allow",
          "[toolchain]") {
  TempDir t;
  // The fake CLI prints, as the parameter value, every variable a fork's file might read.
  t.script("cli/bicep", R"SH(case "$1" in
  --version) echo "Bicep CLI version 0.30.3 (fake)" ;;
  *) printf '{"parametersJson": "{\\"parameters\\": {\\"v\\": {\\"value\\": \\"[%s][%s]\\"}}}", "templateJson": "{\\"resources\\": []}"}\n' "$PF_CLI_ALLOWED" "$PF_CLI_SECRET" ;;
esac
)SH");
  t.write("app/bicepconfig.json", R"({"bicep": {"version": "0.30.3"}})");
  t.write("app/main.bicep", "param v string\n");
  std::string params = t.write("app/main.bicepparam", "using 'main.bicep'\nparam v = readEnvironmentVariable('PF_CLI_SECRET')\n");
  pf::toolchain::ToolchainOptions o;
  o.env.bicepPath = (t.path() / "cli" / "bicep").string();
  o.env.home = (t.path() / "home").string();
  o.env.variables = {"PATH=/usr/bin:/bin", "PF_CLI_ALLOWED=allowed-value", "PF_CLI_SECRET=ghp_planted_cli_secret"};
  o.allowedEnvironment = {"PF_CLI_ALLOWED"};
  pf::SourceFiles files;
  pf::compile::CompileContext ctx(files, o);
  auto r = pf::compile::compileBicep(params, ctx);
  REQUIRE(r.parameters);
  CHECK(r.parameters->get("parameters")->get("v")->get("value")->str() == "[allowed-value][]");
}
