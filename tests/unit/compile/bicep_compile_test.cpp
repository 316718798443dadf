// compileBicep: the compiler chosen from bicep.version, the Bicep CLI path (with a fake `bicep`
// script), TOOL020 at files and module declarations, and registry modules from the cache.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/compile/bicep_compile.hpp"
#include "engine/compile/external_build.hpp"
#include "engine/core/json.hpp"
#include "engine/toolchain/module_reference.hpp"
#include "preflight/version.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::compile;
using pf::test::TempDir;

namespace {

// The fake CLI's template: a resource type the native compiler would never emit for our inputs.
const char* kCannedTemplate =
    R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "contentVersion": "1.0.0.0",
  "resources": [{"type": "Fake.Cli/things", "apiVersion": "2020-01-01", "name": "from-the-cli"}]})";

// A stand-in for the Bicep CLI: answers --version, logs its arguments, and runs `onBuild` (shell)
// for build / build-params.
std::string fakeBicep(const TempDir& t, const std::string& version, const std::string& onBuild) {
  return t.script("cli/bicep", "echo \"$@\" >> \"$(dirname \"$0\")/calls.log\"\n"
                               "case \"$1\" in\n"
                               "  --version) echo \"Bicep CLI version " + version + " (fake)\" ;;\n"
                               "  *) " + onBuild + " ;;\n"
                               "esac\n");
}

std::string printsTemplate() { return std::string("cat <<'EOF'\n") + kCannedTemplate + "\nEOF\n"; }

std::string calls(const TempDir& t) {
  std::ifstream f(t.path() / "cli" / "calls.log");
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

toolchain::ToolchainOptions options(const TempDir& t, toolchain::BicepCliPolicy policy = toolchain::BicepCliPolicy::Auto,
                                    std::chrono::milliseconds timeout = std::chrono::seconds(20)) {
  toolchain::ToolchainOptions o;
  o.policy = policy;
  o.timeout = timeout;
  o.env.bicepPath = (t.path() / "cli" / "bicep").string();
  o.env.home = (t.path() / "home").string();  // no real ~/.azure/bin or ~/.bicep
  return o;
}

void pin(const TempDir& t, const std::string& dir, const std::string& constraint) {
  t.write(dir + "/bicepconfig.json", "{\n  // pinned\n  \"bicep\": {\"version\": \"" + constraint + "\"}\n}\n");
}

const Diagnostic* find(const Diagnostics& d, const std::string& code, Severity s) {
  for (const auto& x : d.items())
    if (x.code == code && x.severity == s) return &x;
  return nullptr;
}

std::vector<const Diagnostic*> all(const Diagnostics& d, const std::string& code) {
  std::vector<const Diagnostic*> out;
  for (const auto& x : d.items())
    if (x.code == code) out.push_back(&x);
  return out;
}

std::string listing(const Diagnostics& d, const SourceFiles& files) {
  std::string s;
  for (const auto& x : d.items()) s += formatDiagnostic(x, files, false) + "\n";
  return s;
}

const char* kStorage = R"(param location string = 'westeurope'
resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'stpreflight'
  location: location
  sku: { name: 'Standard_LRS' }
  kind: 'StorageV2'
}
)";

}  // namespace

TEST_CASE("compile: the native compiler is used when the pin allows it, without probing the CLI", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", printsTemplate());
  pin(t, "app", std::string(">=") + kBicepVersion + " <1.0.0");
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.ok());
  REQUIRE(r.compiler);
  CHECK(r.compiler->native);
  CHECK(r.compiler->version.str() == kBicepVersion);
  CHECK(r.tmpl->get("resources")->arr()[0].get("type")->str() == "Microsoft.Storage/storageAccounts");
  // Positions are Bicep positions: the resource starts on line 2 of main.bicep.
  CHECK(files.path(r.tmpl->get("resources")->arr()[0].loc().file) == main);
  CHECK(r.tmpl->get("resources")->arr()[0].loc().line == 2);
  CHECK(calls(t).empty());
}

TEST_CASE("compile: a pin the native compiler does not satisfy uses a Bicep CLI that does", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", printsTemplate());
  pin(t, "app", "~0.30.0");
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.ok());
  REQUIRE(r.compiler);
  CHECK_FALSE(r.compiler->native);
  CHECK(r.compiler->path == (t.path() / "cli" / "bicep").string());
  CHECK(r.compiler->version.str() == "0.30.3");
  CHECK(r.tmpl->get("resources")->arr()[0].get("type")->str() == "Fake.Cli/things");
  CHECK(calls(t) == "--version\nbuild --stdout " + main + "\n");
  // No source map: said once, at info level, on the Bicep file.
  const Diagnostic* note = find(r.diagnostics, "TOOL025", Severity::Info);
  REQUIRE(note);
  CHECK(note->loc.file == r.fileId);
  CHECK_THAT(note->message, Catch::Contains("0.30.3") && Catch::Contains("~0.30.0") && Catch::Contains("no source map"));
  // Positions of the template are lines of the CLI's output, under a name that says so.
  const Value& res = r.tmpl->get("resources")->arr()[0];
  CHECK(files.path(res.loc().file) == main + " (bicep build output)");
  CHECK(res.loc().line == 3);  // the line of the canned output holding the resource

  // A second compilation in the same run reuses the CLI's answer.
  auto again = compileBicep(main, ctx);
  CHECK(again.ok());
  CHECK(calls(t) == "--version\nbuild --stdout " + main + "\n");
}

TEST_CASE("compile: --bicep-cli always and never", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", printsTemplate());
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  {
    CompileContext ctx(files, options(t, toolchain::BicepCliPolicy::Always));
    auto r = compileBicep(main, ctx);
    REQUIRE(r.compiler);
    CHECK_FALSE(r.compiler->native);
    CHECK(r.tmpl->get("resources")->arr()[0].get("type")->str() == "Fake.Cli/things");
    CHECK_THAT(find(r.diagnostics, "TOOL025", Severity::Info)->message, Catch::Contains("--bicep-cli always"));
  }
  pin(t, "app", "0.30.3");
  {
    CompileContext ctx(files, options(t, toolchain::BicepCliPolicy::Never));
    auto r = compileBicep(main, ctx);
    CHECK_FALSE(r.compiler);
    const Diagnostic* e = find(r.diagnostics, "TOOL020", Severity::Error);
    REQUIRE(e);
    CHECK_THAT(e->message, Catch::Contains("--bicep-cli never"));
  }
}

TEST_CASE("compile: when nothing satisfies the pin, TOOL020 names the pin, its file and every compiler", "[toolchain]") {
  TempDir t;
  std::string cli = fakeBicep(t, "0.30.3", printsTemplate());
  pin(t, "app", "0.20.0");
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  CHECK_FALSE(r.compiler);
  CHECK_FALSE(r.tmpl);
  REQUIRE(r.diagnostics.errorCount() == 1);
  const Diagnostic& e = r.diagnostics.items()[0];
  CHECK(e.code == "TOOL020");
  CHECK(e.message == "Bicep version 0.20.0 is required by " + (t.path() / "app" / "bicepconfig.json").string() +
                         " but the available compilers are: native " + kBicepVersion + ", " + cli + " 0.30.3");
  // On the Bicep file, without a line (the pin is in bicepconfig.json, named in the message).
  CHECK(files.path(e.loc.file) == main);
  CHECK_FALSE(e.loc.known());
  CHECK(calls(t) == "--version\n");
}

TEST_CASE("compile: a module whose pin nothing satisfies is TOOL020 at every declaration of it", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", printsTemplate());
  pin(t, "app/legacy", "0.20.0");
  t.write("app/legacy/child.bicep", "output o string = 'child'\n");
  t.write("app/fine.bicep", "output o string = 'fine'\n");
  std::string main = t.write("app/main.bicep", R"(module fine 'fine.bicep' = {
  name: 'fine'
}

module first 'legacy/child.bicep' = {
  name: 'first'
}

module second './legacy/child.bicep' = {
  name: 'second'
}
)");
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.compiler);
  CHECK(r.compiler->native);  // the root itself is not pinned
  auto errors = all(r.diagnostics, "TOOL020");
  REQUIRE(errors.size() == 2);
  std::string expected = "Bicep version 0.20.0 is required by " + (t.path() / "app" / "legacy" / "bicepconfig.json").string() +
                         " but the available compilers are: native " + kBicepVersion + ", ";
  for (const Diagnostic* e : errors) {
    CHECK_THAT(e->message, Catch::StartsWith(expected) && Catch::EndsWith(" 0.30.3"));
    CHECK(files.path(e->loc.file) == main);
    CHECK(e->severity == Severity::Error);
  }
  CHECK(errors[0]->loc.line == 5);
  CHECK(errors[0]->loc.col == 14);
  CHECK(errors[1]->loc.line == 9);
  // The module that is fine is compiled; the template is still produced for what can be analyzed.
  REQUIRE(r.tmpl);
  CHECK(r.tmpl->get("resources")->arr()[0].get("properties")->get("template")->get("outputs")->get("o"));
  CHECK_FALSE(r.ok());
}

TEST_CASE("compile: with the Bicep CLI compiling the root, unsatisfiable module pins are still TOOL020", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", printsTemplate());
  pin(t, "app/legacy", "0.20.0");
  t.write("app/legacy/child.bicep", "output o string = 'child'\n");
  t.write("app/nested/mid.bicep", "\n\nmodule deeper '../legacy/child.bicep' = {\n  name: 'deeper'\n}\n");
  std::string main = t.write("app/main.bicep", "module mid 'nested/mid.bicep' = {\n  name: 'mid'\n}\n");
  SourceFiles files;
  CompileContext ctx(files, options(t, toolchain::BicepCliPolicy::Always));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.compiler);
  CHECK_FALSE(r.compiler->native);
  auto errors = all(r.diagnostics, "TOOL020");
  REQUIRE(errors.size() == 1);
  CHECK(files.path(errors[0]->loc.file) == (t.path() / "app" / "nested" / "mid.bicep").string());
  CHECK(errors[0]->loc.line == 3);
  CHECK_THAT(errors[0]->message, Catch::StartsWith("Bicep version 0.20.0 is required by "));
}

TEST_CASE("compile: a module pinned to another Bicep release is compiled by that CLI and inlined", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", printsTemplate());
  pin(t, "app/old", "~0.30");
  std::string child = t.write("app/old/child.bicep", "output o string = 'child'\n");
  std::string main = t.write("app/main.bicep", "module m 'old/child.bicep' = {\n  name: 'm'\n}\n");
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.ok());
  CHECK(r.compiler->native);
  const Value* inner = r.tmpl->get("resources")->arr()[0].get("properties")->get("template");
  REQUIRE(inner);
  CHECK(inner->get("resources")->arr()[0].get("name")->str() == "from-the-cli");
  CHECK(calls(t) == "--version\nbuild --stdout " + child + "\n");
  const Diagnostic* note = find(r.diagnostics, "TOOL025", Severity::Info);
  REQUIRE(note);
  CHECK(files.path(note->loc.file) == main);
  CHECK(note->loc.line == 1);
  CHECK_THAT(note->message, Catch::Contains("'old/child.bicep'") && Catch::Contains("0.30.3"));
}

TEST_CASE("compile: a failing Bicep CLI shows Bicep's own stderr", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3",
            "echo \"$3(2,7) : Error BCP057: The name \\\"nmae\\\" does not exist in the current context.\" >&2; exit 1");
  pin(t, "app", "0.30.3");
  std::string main = t.write("app/main.bicep", kStorage);
  std::string mod = t.write("app2/main.bicep", "module m '../app/main.bicep' = {\n  name: 'm'\n}\n");
  SourceFiles files;
  CompileContext ctx(files, options(t));

  auto r = compileBicep(main, ctx);
  CHECK_FALSE(r.tmpl);
  const Diagnostic* e = find(r.diagnostics, "TOOL021", Severity::Error);
  REQUIRE(e);
  CHECK(e->loc.file == r.fileId);
  CHECK_THAT(e->message, Catch::Contains("failed (exit code 1)") &&
                             Catch::Contains(main + "(2,7) : Error BCP057: The name \"nmae\" does not exist"));

  // Through a module declaration: the same failure, at the declaration.
  auto viaModule = compileBicep(mod, ctx);
  const Diagnostic* atDecl = find(viaModule.diagnostics, "TOOL021", Severity::Error);
  REQUIRE(atDecl);
  CHECK(files.path(atDecl->loc.file) == mod);
  CHECK(atDecl->loc.line == 1);
  CHECK_THAT(atDecl->message, Catch::Contains("BCP057"));
}

TEST_CASE("compile: a Bicep CLI that does not finish is stopped at the timeout", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", "echo 'restoring modules...' >&2; sleep 30");
  pin(t, "app", "0.30.3");
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  CompileContext ctx(files, options(t, toolchain::BicepCliPolicy::Auto, std::chrono::milliseconds(500)));
  auto start = std::chrono::steady_clock::now();
  auto r = compileBicep(main, ctx);
  auto took = std::chrono::steady_clock::now() - start;
  CHECK(took < std::chrono::seconds(10));
  const Diagnostic* e = find(r.diagnostics, "TOOL022", Severity::Error);
  REQUIRE(e);
  CHECK_THAT(e->message, Catch::Contains("500 ms") && Catch::Contains("--bicep-timeout") &&
                             Catch::Contains("restoring modules..."));
}

TEST_CASE("compile: Bicep's warnings keep their code and Bicep position", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3",
            "echo \"$3(1,7) : Warning no-unused-params: Parameter \\\"location\\\" is declared but never used. "
            "[https://aka.ms/bicep/linter/no-unused-params]\" >&2; echo 'WARNING: experimental' >&2; " +
                printsTemplate());
  pin(t, "app", "0.30.3");
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.ok());
  const Diagnostic* w = find(r.diagnostics, "no-unused-params", Severity::Warning);
  REQUIRE(w);
  CHECK(files.path(w->loc.file) == main);
  CHECK(w->loc.line == 1);
  CHECK(w->loc.col == 7);
  CHECK(files.lineText(w->loc.file, 1) == "param location string = 'westeurope'");
  const Diagnostic* rest = find(r.diagnostics, "TOOL027", Severity::Info);
  REQUIRE(rest);
  CHECK(rest->message == "the Bicep CLI printed:\nWARNING: experimental");
}

TEST_CASE("compile: Bicep's message lines", "[toolchain]") {
  auto m = parseBicepMessage("/src/a (1)/main.bicep(12,3) : Error BCP018: Expected the \"}\" character at this location.");
  REQUIRE(m);
  CHECK(m->file == "/src/a (1)/main.bicep");
  CHECK(m->line == 12);
  CHECK(m->col == 3);
  CHECK(m->severity == Severity::Error);
  CHECK(m->code == "BCP018");
  CHECK(m->message == "Expected the \"}\" character at this location.");
  auto uri = parseBicepMessage("file:///src/my%20app/main.bicep(1,1) : Info use-recent-api-versions: x: y");
  REQUIRE(uri);
  CHECK(uri->file == "/src/my app/main.bicep");
  CHECK(uri->severity == Severity::Info);
  CHECK(uri->message == "x: y");
  CHECK_FALSE(parseBicepMessage("Build succeeded: 0 Warning(s), 0 Error(s)"));
  CHECK_FALSE(parseBicepMessage("main.bicep(a,1) : Error BCP1: x"));
  CHECK_FALSE(parseBicepMessage("main.bicep(1,1) : Fatal BCP1: x"));
}

TEST_CASE("compile: .bicepparam natively gives parameters and the template", "[toolchain]") {
  TempDir t;
  t.write("app/main.bicep", kStorage);
  std::string params = t.write("app/main.bicepparam", "using 'main.bicep'\n\nparam location = 'northeurope'\n");
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(params, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.ok());
  REQUIRE(r.parameters);
  REQUIRE(r.tmpl);
  CHECK(r.parameters->get("parameters")->get("location")->get("value")->str() == "northeurope");
  CHECK(r.tmpl->get("parameters")->get("location"));
  CHECK(bicepFileKind(params) == BicepFileKind::Params);
  CHECK(bicepFileKind("X.BICEP") == BicepFileKind::Bicep);
  CHECK(bicepFileKind("x.json") == BicepFileKind::NotBicep);
}

TEST_CASE("compile: .bicepparam through the Bicep CLI", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", R"(cat <<'EOF'
{"parametersJson": "{\"parameters\": {\"location\": {\"value\": \"x\"}}}", "templateJson": "{\"resources\": []}"}
EOF
)");
  pin(t, "app", "0.30.3");
  t.write("app/main.bicep", kStorage);
  std::string params = t.write("app/main.bicepparam", "using 'main.bicep'\nparam location = 'x'\n");
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(params, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.ok());
  CHECK(r.parameters->get("parameters")->get("location")->get("value")->str() == "x");
  REQUIRE(r.tmpl);
  CHECK(r.tmpl->get("resources")->arr().empty());
  CHECK(calls(t) == "--version\nbuild-params --stdout " + params + "\n");
}

TEST_CASE("compile: output that is not JSON is an error, not a crash", "[toolchain]") {
  TempDir t;
  fakeBicep(t, "0.30.3", "echo 'this is not json'");
  pin(t, "app", "0.30.3");
  std::string main = t.write("app/main.bicep", kStorage);
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  CHECK_FALSE(r.tmpl);
  CHECK(find(r.diagnostics, "TOOL026", Severity::Error));
}

TEST_CASE("compile: registry modules come from the local cache, or are named when missing", "[toolchain]") {
  TempDir t;
  std::string main = t.write("app/main.bicep", R"(module cached 'br/public:avm/res/network/vnet:1.2.0' = {
  name: 'cached'
}
output id string = cached.outputs.vnetId

module missing 'br/public:avm/res/network/nsg:0.1.0' = {
  name: 'missing'
}

module spec 'ts:00000000-0000-0000-0000-000000000001/specs-rg/web:1.0' = {
  name: 'spec'
}
)");
  SourceFiles files;
  Diagnostics ignored;
  auto cfg = toolchain::ConfigLoader::defaults();
  std::string cacheRoot = (t.path() / "home" / ".bicep").string();
  auto vnet = toolchain::parseModuleReference("br/public:avm/res/network/vnet:1.2.0", *cfg);
  auto web = toolchain::parseModuleReference("ts:00000000-0000-0000-0000-000000000001/specs-rg/web:1.0", *cfg);
  REQUIRE(vnet.ok());
  REQUIRE(web.ok());
  auto place = [&](const std::string& path, const std::string& text) {
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    std::ofstream(path) << text;
  };
  place(toolchain::moduleCachePath(*vnet, cacheRoot),
        R"({"resources": [{"type": "Microsoft.Network/virtualNetworks", "apiVersion": "2023-04-01", "name": "vnet"}],
            "outputs": {"vnetId": {"type": "string", "value": "[resourceId('Microsoft.Network/virtualNetworks', 'vnet')]"}}})");
  place(toolchain::moduleCachePath(*web, cacheRoot),
        R"({"properties": {"mainTemplate": {"resources": [], "outputs": {}}}})");

  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.tmpl);
  const Value& deployments = *r.tmpl->get("resources");
  REQUIRE(deployments.arr().size() == 3);
  CHECK(deployments.arr()[0].get("properties")->get("template")->get("resources")->arr()[0].get("name")->str() == "vnet");
  CHECK(deployments.arr()[2].get("properties")->get("templateLink")->get("id")->str() ==
        "/subscriptions/00000000-0000-0000-0000-000000000001/resourceGroups/specs-rg/providers/"
        "Microsoft.Resources/templateSpecs/web/versions/1.0");
  auto missing = all(r.diagnostics, "TOOL032");
  REQUIRE(missing.size() == 1);
  CHECK(missing[0]->loc.line == 6);
  CHECK_THAT(missing[0]->message, Catch::Contains("'br/public:avm/res/network/nsg:0.1.0'") &&
                                       Catch::Contains("bicep restore"));
  CHECK(r.diagnostics.errorCount() == 1);
}

TEST_CASE("compile: compile-time imports from a registry module read the cached template", "[toolchain]") {
  TempDir t;
  std::string main = t.write("app/main.bicep",
                             "import {skuName} from 'br/public:avm/utl/types:0.2.0'\n"
                             "import {other} from 'br/public:avm/utl/missing:0.1.0'\n"
                             "param sku skuName = 'Standard_LRS'\n");
  auto ref = toolchain::parseModuleReference("br/public:avm/utl/types:0.2.0", *toolchain::ConfigLoader::defaults());
  REQUIRE(ref.ok());
  std::string cached = toolchain::moduleCachePath(*ref, (t.path() / "home" / ".bicep").string());
  std::filesystem::create_directories(std::filesystem::path(cached).parent_path());
  std::ofstream(cached) << R"({"definitions": {"skuName": {"type": "string", "allowedValues": ["Standard_LRS", "Premium_LRS"],
    "metadata": {"__bicep_export!": true}}}, "resources": []})";
  SourceFiles files;
  CompileContext ctx(files, options(t));
  auto r = compileBicep(main, ctx);
  INFO(listing(r.diagnostics, files));
  REQUIRE(r.tmpl);
  const Value* def = r.tmpl->get("definitions") ? r.tmpl->get("definitions")->get("skuName") : nullptr;
  REQUIRE(def);
  CHECK(def->get("allowedValues")->arr().size() == 2);
  auto missing = all(r.diagnostics, "TOOL032");
  REQUIRE(missing.size() == 1);
  CHECK(missing[0]->loc.line == 2);
  CHECK_THAT(missing[0]->message, Catch::Contains("br/public:avm/utl/missing:0.1.0"));
}

TEST_CASE("compile: each file takes its closest bicepconfig.json, whatever order the folders are met in", "[toolchain]") {
  TempDir t;
  t.write("repo/bicepconfig.json", "{}\n");
  t.write("repo/a/b/bicepconfig.json", "{}\n");
  std::vector<std::string> files{
      t.write("other/x/main.bicep", kStorage),  // no configuration in its folders: defaults
      t.write("repo/a/main.bicep", kStorage),   // repo's, found above a folder with none
      t.write("repo/a/b/c/main.bicep", kStorage),  // the nearer one, below a folder already seen
      t.write("repo/a/b/main.bicep", kStorage),
      t.write("repo/main.bicep", kStorage),
      t.write("repo/d/main.bicep", kStorage),  // beside a folder already seen
      t.write("other/main.bicep", kStorage),
      t.write("repo/a/b/c/other.bicep", kStorage),  // a folder already asked about, as written
  };
  std::string repo = (t.path() / "repo" / "bicepconfig.json").string();
  std::string nested = (t.path() / "repo" / "a" / "b" / "bicepconfig.json").string();
  std::vector<std::string> expected{toolchain::ConfigLoader::findConfigFile(files[0]), repo, nested, nested, repo, repo,
                                    toolchain::ConfigLoader::findConfigFile(files[6]), nested};
  SourceFiles sources;
  CompileContext ctx(sources, options(t));
  for (size_t i = 0; i < files.size(); ++i) {
    Diagnostics d;
    INFO(files[i]);
    CHECK(ctx.configFor(files[i], d)->path == expected[i]);
    CHECK(toolchain::ConfigLoader::findConfigFile(files[i]) == expected[i]);
  }
}
