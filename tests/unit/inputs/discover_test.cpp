#include <sys/stat.h>

#include <catch2/catch.hpp>

#include <algorithm>

#include <string>
#include <vector>

#include "engine/core/stack_thread.hpp"
#include "engine/inputs/discover.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::inputs;
using pf::test::TempDir;

namespace {

const char* kTemplateSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#";
const char* kSubscriptionSchema =
    "https://schema.management.azure.com/schemas/2018-05-01/subscriptionDeploymentTemplate.json#";
const char* kParamsSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#";

std::string tmpl(const std::string& params = "{}", const std::string& resources = "[]",
                 const std::string& schema = kTemplateSchema) {
  return std::string("{\"$schema\": \"") + schema +
         "\", \"contentVersion\": \"1.0.0.0\", \"parameters\": " + params + ", \"resources\": " + resources + "}";
}

std::string params(const std::string& values = "{}", const std::string& metadataTemplate = "") {
  std::string meta = metadataTemplate.empty() ? "" : ", \"metadata\": {\"template\": \"" + metadataTemplate + "\"}";
  return std::string("{\"$schema\": \"") + kParamsSchema + "\", \"contentVersion\": \"1.0.0.0\"" + meta +
         ", \"parameters\": " + values + "}";
}

struct Run {
  SourceFiles files;
  Diagnostics diags;
  Discovery d;
  std::string root;

  std::string rel(const std::string& p) const {
    return p.rfind(root + "/", 0) == 0 ? p.substr(root.size() + 1) : p;
  }
  // "source + parameters (link)" per unit, relative to the temp folder.
  std::vector<std::string> units() const {
    std::vector<std::string> out;
    for (const auto& u : d.units) {
      std::string s = std::string(unitKindName(u.kind)) + " " + rel(u.source);
      if (!u.parameters.empty()) s += " + " + rel(u.parameters) + " (" + linkMethodName(u.link) + ")";
      out.push_back(s);
    }
    return out;
  }
  std::vector<std::string> skipped() const {
    std::vector<std::string> out;
    for (const auto& s : d.skipped) out.push_back(rel(s.path) + ": " + skipReasonName(s.reason));
    return out;
  }
  std::vector<std::string> linked() const {
    std::vector<std::string> out;
    for (const auto& l : d.linked) out.push_back(rel(l.path) + " <- " + rel(l.parent));
    return out;
  }
  std::string codes() const {
    std::string out;
    for (const auto& x : diags.items()) out += (out.empty() ? "" : " ") + x.code;
    return out;
  }
};

// A run over `dir`; `yaml` is read as dir/preflight.yaml into the same SourceFiles (so that
// pattern positions name it), then `tweak` may adjust the configuration.
std::unique_ptr<Run> run(const TempDir& dir, const std::string& yaml = "", std::vector<std::string> args = {},
                         void (*tweak)(Config&) = nullptr) {
  auto r = std::make_unique<Run>();
  r->root = dir.path().generic_string();
  Config config;
  if (!yaml.empty()) {
    std::string path = (dir.path() / "preflight.yaml").generic_string();
    uint32_t id = r->files.add(path, yaml);
    config = parseConfig(r->files.text(id), id, path, r->diags);
    REQUIRE(r->diags.empty());
  }
  if (tweak) tweak(config);
  if (args.empty()) args = {r->root};
  r->d = discover(args, config, r->files, r->diags);
  return r;
}

}  // namespace

TEST_CASE("discover: templates, parameter files and their links", "[inputs][discover]") {
  TempDir dir;
  dir.write("app/azuredeploy.json", tmpl(R"({"name": {"type": "string"}})"));
  dir.write("app/azuredeploy.parameters.json", params(R"({"name": {"value": "a"}})"));
  dir.write("app/azuredeploy.parameters.prod.json", params(R"({"name": {"value": "p"}})"));
  dir.write("app/metadata.json", R"({"$schema": "https://aka.ms/azure-quickstart-templates-metadata-schema#", "itemDisplayName": "x"})");
  dir.write("app/createUiDefinition.json",
            R"({"$schema": "https://schema.management.azure.com/schemas/0.1.2-preview/CreateUIDefinition.MultiVm.json#"})");
  dir.write("app/README.md", "# not ours");
  dir.write("sub/main.json", tmpl("{}", "[]", kSubscriptionSchema));
  dir.write("templates/storage.json", tmpl());
  dir.write("deploy/dev/storage.parameters.json", params("{}", "./../../templates/storage.json"));
  dir.write("deploy/prod.json", params("{}", "templates/storage.json"));  // relative to the root
  dir.write("orphan/thing.parameters.json", params());
  dir.write("names/azuredeploy.json", tmpl(R"({"a": {"type": "string"}, "b": {"type": "int"}})"));
  dir.write("names/remove-user.parameters.json", params(R"({"a": {"value": "x"}})"));
  dir.write("broken/azuredeploy.json", std::string("{\"$schema\": \"") + kTemplateSchema + "\", \"resources\": [ oops");
  dir.write("bad.json", "{ not json at all");
  dir.write("jsonc/deploy.jsonc", tmpl());
  dir.write("jsonc/deploy.parameters.jsonc", params());

  auto r = run(dir);
  CHECK(r->units() == std::vector<std::string>{
                          "template app/azuredeploy.json + app/azuredeploy.parameters.json (naming)",
                          "template app/azuredeploy.json + app/azuredeploy.parameters.prod.json (naming)",
                          "template broken/azuredeploy.json",
                          "template jsonc/deploy.jsonc + jsonc/deploy.parameters.jsonc (naming)",
                          "template names/azuredeploy.json + names/remove-user.parameters.json (parameter-names)",
                          "template sub/main.json",
                          "template templates/storage.json + deploy/dev/storage.parameters.json (metadata)",
                          "template templates/storage.json + deploy/prod.json (metadata)",
                      });
  CHECK(r->skipped() == std::vector<std::string>{
                            "app/createUiDefinition.json: not-arm-json",
                            "app/metadata.json: not-arm-json",
                            "bad.json: invalid-json",
                            "orphan/thing.parameters.json: unlinked-parameters",
                        });
  CHECK(r->codes() == "INP005 INP003");
  CHECK(r->d.counts.templates == 6);
  CHECK(r->d.counts.parameterFiles == 7);
  CHECK(r->d.counts.linkedParameterFiles == 6);
  for (const auto& u : r->d.units) {
    INFO(u.source);
    CHECK(u.sourceFile != 0);
    CHECK(r->files.path(u.sourceFile) == u.source);
    CHECK_FALSE(u.needsBicep());
    if (u.source.find("sub/main.json") != std::string::npos) CHECK(u.scope == TargetScope::Subscription);
    else CHECK(u.scope == TargetScope::ResourceGroup);
  }
  const Diagnostic& unlinked = r->diags.items()[1];
  CHECK(unlinked.severity == Severity::Warning);
  CHECK(unlinked.message.find("thing.parameters.json") != std::string::npos);
  CHECK(unlinked.message.find("thing.json") != std::string::npos);
}

TEST_CASE("discover: metadata.template problems fall back to naming", "[inputs][discover]") {
  TempDir dir;
  dir.write("repo/a/x.json", tmpl());
  dir.write("repo/a/x.parameters.json", params("{}", "./missing.json"));
  dir.write("repo/b/y.json", tmpl());
  dir.write("repo/b/y.parameters.json", params("{}", "../../outside.json"));
  dir.write("outside.json", tmpl());
  dir.write("repo/c/z.parameters.json", params("{}", "./notes.json"));
  dir.write("repo/c/notes.json", R"({"hello": 1})");
  auto r = std::make_unique<Run>();
  r->root = (dir.path() / "repo").generic_string();
  r->d = discover({r->root}, Config{}, r->files, r->diags);
  CHECK(r->units() == std::vector<std::string>{
                          "template a/x.json + a/x.parameters.json (naming)",
                          "template b/y.json + b/y.parameters.json (naming)",
                      });
  CHECK(r->codes() == "INP004 INP004 INP004 INP003");
  CHECK(r->diags.items()[0].message.find("was not found") != std::string::npos);
  CHECK(r->diags.items()[0].loc.line == 1);
  CHECK(r->diags.items()[1].message.find("outside the root") != std::string::npos);
  CHECK(r->diags.items()[2].message.find("not an ARM template") != std::string::npos);
}

TEST_CASE("discover: Bicep entry files, modules and .bicepparam", "[inputs][discover]") {
  TempDir dir;
  dir.write("main.bicep", "targetScope = 'subscription'\n// module c './commented.bicep' = {}\nmodule st './modules/storage.bicep' = {\n  name: 'st'\n}\n"
                          "module reg 'br/public:avm/res/x:1.0.0' = {\n  name: 'r'\n}\n");
  dir.write("modules/storage.bicep", "import {tags} from '../types.bicep'\nparam name string\n");
  dir.write("types.bicep", "@export()\ntype tags = object\n");
  dir.write("main.bicepparam", "using './main.bicep'\nparam x = 1\n");
  dir.write("other.bicep", "param p string\n");
  dir.write("other.parameters.json", params(R"({"p": {"value": "v"}})"));
  dir.write("alone.bicep", "/* block\nmodule m './modules/storage.bicep' = {}\n*/\nparam q int = 1\n");
  dir.write("registry.bicepparam", "using 'br/public:avm/res/x:1.0.0'\n");
  dir.write("missing.bicepparam", "using './nope.bicep'\n");
  auto r = run(dir);
  CHECK(r->units() == std::vector<std::string>{
                          "bicep alone.bicep",
                          "bicepparam main.bicep + main.bicepparam (using)",
                          "bicepparam  + missing.bicepparam (using)",
                          "bicep other.bicep + other.parameters.json (naming)",
                          "bicepparam  + registry.bicepparam (using)",
                      });
  CHECK(r->linked() == std::vector<std::string>{"modules/storage.bicep <- main.bicep", "types.bicep <- modules/storage.bicep"});
  CHECK(r->codes() == "INP007");
  CHECK(r->d.counts.bicepFiles == 5);
  CHECK(r->d.counts.bicepParamFiles == 3);
  for (const auto& u : r->d.units) CHECK(u.needsBicep());
  CHECK(r->d.units[1].scope == TargetScope::Subscription);
}

TEST_CASE("discover: linked templates are analyzed through their parent", "[inputs][discover]") {
  TempDir dir;
  std::string deployment =
      R"([{"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "vnet",
          "properties": {"mode": "Incremental", "templateLink": {
            "uri": "[uri(parameters('_artifactsLocation'), concat('nestedtemplates/vnet.json', parameters('_artifactsLocationSasToken')))]"}}},
         {"type": "Microsoft.Resources/deployments", "apiVersion": "2022-09-01", "name": "rel",
          "properties": {"mode": "Incremental", "templateLink": {"relativePath": "linked/storage.json"}}}])";
  dir.write("sample/azuredeploy.json", tmpl(R"({"_artifactsLocation": {"type": "string"}, "_artifactsLocationSasToken": {"type": "securestring"}})", deployment));
  dir.write("sample/azuredeploy.parameters.json", params());
  dir.write("sample/nestedtemplates/vnet.json", tmpl());
  dir.write("sample/linked/storage.json", tmpl("{}", R"([{"type": "Microsoft.Resources/deployments", "name": "deeper",
      "properties": {"templateLink": {"uri": "https://raw.githubusercontent.com/org/repo/main/sample/linked/deeper.json"}}}])"));
  dir.write("sample/linked/deeper.json", tmpl());
  dir.write("sample/linked/own.json", tmpl());
  dir.write("sample/linked/own.parameters.json", params());
  dir.write("sample/azuredeploy2.json", tmpl("{}", R"([{"type": "x", "name": "[concat('a', 'linked/own.json')]"}])"));

  SECTION("by default") {
    auto r = run(dir);
    CHECK(r->units() == std::vector<std::string>{
                            "template sample/azuredeploy.json + sample/azuredeploy.parameters.json (naming)",
                            "template sample/azuredeploy2.json",
                            "template sample/linked/own.json + sample/linked/own.parameters.json (naming)",
                        });
    CHECK(r->linked() == std::vector<std::string>{
                             "sample/linked/deeper.json <- sample/linked/storage.json",
                             "sample/linked/storage.json <- sample/azuredeploy.json",
                             "sample/nestedtemplates/vnet.json <- sample/azuredeploy.json",
                         });
    // own.json has a parameter file of its own, so it is a unit, marked as reached both ways.
    CHECK(r->d.units[2].referencedBy == r->root + "/sample/azuredeploy2.json");
    CHECK(r->d.units[0].referencedBy.empty());
  }
  SECTION("standalone") {
    auto r = run(dir, "linkedTemplates: {standalone: true}\n");
    CHECK(r->d.units.size() == 6);
    CHECK(r->linked().empty());
    for (const auto& u : r->d.units)
      if (u.source.find("vnet.json") != std::string::npos) CHECK(u.referencedBy == r->root + "/sample/azuredeploy.json");
  }
}

TEST_CASE("discover: templates that reference each other stay units", "[inputs][discover]") {
  TempDir dir;
  dir.write("a.json", tmpl("{}", R"([{"properties": {"templateLink": {"relativePath": "b.json"}}}])"));
  dir.write("b.json", tmpl("{}", R"([{"properties": {"templateLink": {"relativePath": "./a.json"}}}])"));
  dir.write("c.json", tmpl("{}", R"([{"properties": {"templateLink": {"relativePath": "c.json"}}}])"));
  auto r = run(dir);
  CHECK(r->units() == std::vector<std::string>{"template a.json", "template b.json", "template c.json"});
  CHECK(r->linked().empty());
}

TEST_CASE("discover: input patterns, .gitignore and .git", "[inputs][discover]") {
  TempDir dir;
  dir.write(".gitignore", "out/\n*.generated.json\n");
  dir.write("out/azuredeploy.json", tmpl());
  dir.write("a/x.generated.json", tmpl());
  dir.write("a/keep.generated.json", tmpl());
  dir.write("a/azuredeploy.json", tmpl());
  dir.write("a/.gitignore", "local.json\n");
  dir.write("a/local.json", tmpl());
  dir.write("b/local.json", tmpl());
  dir.write("legacy/old.json", tmpl());
  dir.write("legacy/sub/older.json", tmpl());
  dir.write(".git/config.json", tmpl());
  dir.write("modules/m/main.bicep", "param p string\n");
  const std::string yaml = "input:\n  exclude:\n    - legacy/\n    - '!keep.generated.json'\n    - 'modules/**/*.bicep'\n";

  auto r = run(dir, yaml);
  CHECK(r->units() == std::vector<std::string>{"template a/azuredeploy.json", "template a/keep.generated.json",
                                               "template b/local.json"});
  CHECK(r->d.counts.excluded == 5);  // out/, legacy/, a/x.generated.json, a/local.json, main.bicep
  CHECK(r->diags.empty());

  SECTION("without .gitignore") {
    auto r2 = run(dir, yaml, {}, [](Config& c) {
      c.input.gitignore = false;
      c.input.ignoreGitPath = false;
    });
    CHECK(r2->units().size() == 7);  // adds out/, x.generated, a/local.json, .git/config.json
  }
  SECTION("a named file that is excluded is listed with the pattern") {
    auto r3 = run(dir, yaml, {(dir.path() / "legacy/old.json").string(), (dir.path() / "a/azuredeploy.json").string()});
    CHECK(r3->units() == std::vector<std::string>{"template a/azuredeploy.json"});
    REQUIRE(r3->d.skipped.size() == 1);
    CHECK(r3->d.skipped[0].reason == SkipReason::Excluded);
    CHECK(r3->d.skipped[0].detail.find("'legacy/'") != std::string::npos);
    CHECK(r3->d.skipped[0].detail.find("preflight.yaml:3") != std::string::npos);
  }
  SECTION("a named folder that is excluded") {
    auto r4 = run(dir, yaml, {(dir.path() / "legacy").string()});
    CHECK(r4->units().empty());
    CHECK(r4->codes() == "INP008");
  }
  SECTION("walking a subfolder still applies the root's .gitignore") {
    auto r5 = run(dir, yaml, {(dir.path() / "a").string()});
    CHECK(r5->units() == std::vector<std::string>{"template a/azuredeploy.json", "template a/keep.generated.json"});
  }
}

TEST_CASE("discover: include patterns narrow the walk", "[inputs][discover]") {
  TempDir dir;
  dir.write("infra/a.json", tmpl());
  dir.write("infra/deep/b.json", tmpl());
  dir.write("infra/deep/skip.json", tmpl());
  dir.write("docs/c.json", tmpl());
  auto r = run(dir, "input:\n  include: ['infra/', '!skip.json']\n");
  CHECK(r->units() == std::vector<std::string>{"template infra/a.json", "template infra/deep/b.json"});
  CHECK(r->d.counts.excluded == 2);
}

TEST_CASE("discover: turning kinds of files off", "[inputs][discover]") {
  TempDir dir;
  dir.write("t.json", tmpl());
  dir.write("t.parameters.json", params());
  dir.write("m.bicep", "param p int = 1\n");
  dir.write("m.bicepparam", "using './m.bicep'\n");
  dir.write("n.bicep", "param p int = 1\n");
  auto r = run(dir, "configuration:\n  AZURE_PARAMETER_FILE_EXPANSION: false\n  AZURE_BICEP_FILE_EXPANSION: false\n"
                   "  AZURE_BICEP_PARAMS_FILE_EXPANSION: false\n");
  CHECK(r->units() == std::vector<std::string>{"template t.json"});
  CHECK(r->skipped() == std::vector<std::string>{"m.bicep: disabled", "m.bicepparam: disabled", "n.bicep: disabled",
                                                 "t.parameters.json: disabled"});
}

TEST_CASE("discover: arguments, order and limits", "[inputs][discover]") {
  TempDir dir;
  dir.write("z/t.json", tmpl());
  dir.write("a/t.json", tmpl());
  dir.write("a/t.parameters.json", params());
  dir.write("notes.txt", "x");
  SECTION("a missing path is an error; files and folders mix; duplicates count once") {
    auto r = run(dir, "", {(dir.path() / "nope").string(), (dir.path() / "a/t.parameters.json").string(),
                           dir.path().string(), (dir.path() / "notes.txt").string()});
    CHECK(r->codes() == "INP001");
    CHECK(r->units() == std::vector<std::string>{"template a/t.json + a/t.parameters.json (naming)", "template z/t.json"});
    CHECK(r->skipped() == std::vector<std::string>{"notes.txt: not-arm-json"});
  }
  SECTION("the result does not depend on the run") {
    auto r1 = run(dir);
    auto r2 = run(dir);
    CHECK(r1->units() == r2->units());
    CHECK(r1->units().size() == 2);
  }
  SECTION("too many files") {
    DiscoverOptions o;
    o.maxFiles = 2;
    auto r = std::make_unique<Run>();
    r->d = discover({dir.path().string()}, Config{}, r->files, r->diags, o);
    CHECK(r->codes() == "INP006");
  }
}

TEST_CASE("discover: why a parameter file found no template; Bicep-generated templates", "[inputs][discover]") {
  TempDir dir;
  dir.write("s/azuredeploy.json",
            R"({"$schema": ")" + std::string(kTemplateSchema) +
                R"(", "metadata": {"_generator": {"name": "bicep", "version": "0.5.6.12127"}}, "parameters": {"a": {"type": "string"}}, "resources": []})");
  dir.write("s/main.bicep", "param a string\n");
  dir.write("s/remove.parameters.json", params(R"({"a": {"value": "x"}, "stale": {"value": 1}})"));
  auto r = run(dir);
  CHECK(r->units() == std::vector<std::string>{"template s/azuredeploy.json", "bicep s/main.bicep"});
  CHECK(r->d.units[0].generatedByBicep);
  CHECK_FALSE(r->d.units[1].generatedByBicep);
  REQUIRE(r->codes() == "INP003");
  CHECK(r->diags.items()[0].message.find("azuredeploy.json beside it does not declare 'stale'") != std::string::npos);
}

// Files are read on several threads after the walk: the units, skips and diagnostics (in their
// order, a refused file's between the walk's own notes) do not depend on how many.
TEST_CASE("discover: the result does not depend on the number of reading threads", "[inputs][discover]") {
  TempDir dir, outside;
  outside.write("secret.json", tmpl());
  std::filesystem::create_directories(outside.path() / "folder");
  for (int i = 0; i < 40; ++i) {
    std::string n = std::to_string(i);
    dir.write("t" + n + "/azuredeploy.json", tmpl(R"({"name": {"type": "string"}})"));
    dir.write("t" + n + "/azuredeploy.parameters.json", params(R"({"name": {"value": "a"}})"));
    dir.write("t" + n + "/other.json", "{}");
  }
  dir.write("m/main.bicep", "module a 'mod.bicep' = {\n  name: 'a'\n}\n");
  dir.write("m/mod.bicep", "param x string = ''\n");
  // A link leading out of the root (refused while reading), then a link to a folder (a walk note).
  std::filesystem::create_symlink(outside.path() / "secret.json", dir.path() / "a.json");
  std::filesystem::create_directory_symlink(outside.path() / "folder", dir.path() / "b");
  std::filesystem::create_symlink(outside.path() / "secret.json", dir.path() / "c.json");

  auto discoverWith = [&](unsigned jobs) {
    auto r = std::make_unique<Run>();
    r->root = dir.path().generic_string();
    DiscoverOptions options;
    options.access = FileAccessPolicy::confinedTo({r->root});
    options.jobs = jobs;
    r->d = discover({r->root}, Config{}, r->files, r->diags, options);
    return r;
  };
  auto one = discoverWith(1);
  CHECK(one->codes() == "INP012 INP010 INP012");
  CHECK(one->units().size() == 41);
  CHECK(one->linked() == std::vector<std::string>{"m/mod.bicep <- m/main.bicep"});
  for (unsigned jobs : {2u, 4u, 1u}) {
    // --jobs 1 once more on a work stack, where the walk's thread reads files too (as analyze runs).
    std::unique_ptr<Run> many;
    if (jobs == 1) runOnWorkStack([&] { many = discoverWith(jobs); });
    else many = discoverWith(jobs);
    CHECK(many->units() == one->units());
    CHECK(many->skipped() == one->skipped());
    CHECK(many->linked() == one->linked());
    CHECK(many->codes() == one->codes());
    for (size_t i = 0; i < one->d.units.size() && i < many->d.units.size(); ++i)
      CHECK(many->files.text(many->d.units[i].sourceFile) == one->files.text(one->d.units[i].sourceFile));
  }
}

TEST_CASE("discover: what the walk says of links, loops, FIFOs and folders it does not enter", "[inputs][discover]") {
  TempDir dir;
  dir.write("azuredeploy.json", tmpl());
  dir.write("sub/t.json", tmpl());
  dir.write("sub/.gitignore", "ignored.json\n");
  dir.write("sub/ignored.json", tmpl());
  std::filesystem::create_directories(dir.path() / "empty");
  std::filesystem::create_symlink("loop.json", dir.path() / "loop.json");
  std::filesystem::create_symlink("missing.json", dir.path() / "dangling.json");
  std::filesystem::create_directory_symlink("sub", dir.path() / "linked");
  REQUIRE(::mkfifo((dir.path() / "pipe.json").c_str(), 0600) == 0);
  REQUIRE(::mkfifo((dir.path() / "pipe").c_str(), 0600) == 0);

  auto r = run(dir);
  CHECK(r->units() == std::vector<std::string>{"template azuredeploy.json", "template sub/t.json"});
  CHECK(r->d.counts.excluded == 1);  // sub/ignored.json, by sub/.gitignore
  CHECK(r->codes() == "INP010 INP011");
  CHECK_THAT(r->diags.items()[1].message, Catch::Contains("pipe' is a FIFO, not a regular file; it is not read; it is not examined"));
  REQUIRE(r->d.skipped.size() == 3);
  CHECK(r->skipped() == std::vector<std::string>{"dangling.json: refused", "loop.json: refused", "pipe.json: refused"});
  CHECK(r->d.skipped[0].detail == "a symbolic link that cannot be followed (No such file or directory)");
  CHECK(r->d.skipped[1].detail == "a symbolic link loop");
  CHECK(r->d.skipped[2].detail == "a FIFO, not a regular file; it is not read");
}

TEST_CASE("discover: a link by parameter names looks only at templates in the same folder", "[inputs][discover]") {
  TempDir dir;
  const std::string declares = R"({"name": {"type": "string"}})";
  dir.write("a/main.json", tmpl(declares));
  dir.write("a/remove.parameters.json", params(R"({"name": {"value": "x"}})"));
  // Templates that would fit too, but elsewhere: below, beside (a folder whose name starts the
  // same), above.
  dir.write("a/sub/other.json", tmpl(declares));
  dir.write("ab/other.json", tmpl(declares));
  dir.write("other.json", tmpl(declares));
  auto r = run(dir);
  CHECK(r->units() == std::vector<std::string>{"template a/main.json + a/remove.parameters.json (parameter-names)",
                                               "template a/sub/other.json", "template ab/other.json", "template other.json"});
  CHECK(r->codes() == "INP005");

  SECTION("two fitting templates beside it: no guess") {
    dir.write("a/second.json", tmpl(declares));
    auto r2 = run(dir);
    CHECK(r2->codes() == "INP003");
  }
}

TEST_CASE("discover: a .gitignore of thousands of patterns is bounded, and says so", "[inputs][discover]") {
  // 12,000 literal-free patterns: every path would walk every one (minutes over a large tree).
  // The first 10,000 are kept (INP015) and the walks stop at their budget (INP014); what no
  // pattern reached is analyzed.
  TempDir dir;
  std::string gitignore = "*.generated.json\n";
  for (int i = 0; i < 12'000; ++i) gitignore += "*[q" + std::to_string(i % 10) + "]?[z]*\n";
  gitignore += "late.json\n";  // past the 10,000: not used
  dir.write(".gitignore", gitignore);
  // Each path walks each pattern in about 400 steps: 4 million a path, past the budget by 100.
  for (int i = 0; i < 100; ++i) dir.write("a-folder-with-a-longer-name-" + std::to_string(i) + "/azuredeploy.json", tmpl());
  dir.write("a/x.generated.json", tmpl());
  dir.write("a/late.json", tmpl());
  auto r = run(dir);
  CHECK(r->codes() == "INP015 INP014");
  auto units = r->units();
  CHECK(units.size() == 101);  // the 100, and late.json; x.generated.json matched a literal check
  CHECK(std::find(units.begin(), units.end(), "template a/late.json") != units.end());
  CHECK(r->diags.items()[0].message.find("2002 after the first 10000") != std::string::npos);
}
