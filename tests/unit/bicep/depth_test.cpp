// How deep Bicep files may refer to each other: modules nest at most 32 levels (Resource Manager's
// limit of nested deployments), checked while compiling; `extends` chains of .bicepparam files end.
#include <catch2/catch.hpp>

#include "engine/bicep/compiler.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using namespace pf;
using namespace pf::test;

namespace {

// m<i>.bicep declares m<i+1>.bicep as a module, for i < n - 1.
std::string moduleChain(const std::string& prefix, int from, int n, const std::string& last = "") {
  std::string next = from + 1 < n ? prefix + std::to_string(from + 1) + ".bicep" : last;
  if (next.empty()) return "output o string = 'end'\n";
  return "module next '" + next + "' = {\n  name: 'n" + std::to_string(from) + "'\n}\noutput o string = next.outputs.o\n";
}

const Diagnostic* find(const Diagnostics& d, const std::string& code) {
  for (const auto& x : d.items())
    if (x.code == code) return &x;
  return nullptr;
}

}  // namespace

TEST_CASE("depth: a chain of 5,000 modules is BCPPF06 at the module past 32 levels, naming the chain, on a 4 MB stack",
          "[bicep][depth]") {
  TempDir dir;
  for (int i = 0; i < 5000; ++i) dir.write("m" + std::to_string(i) + ".bicep", moduleChain("m", i, 5000));
  std::string out, err;
  int rc = runCli("build '" + dir.str() + "/m0.bicep' --stdout", &out, &err, stackLimit("4096"));
  CHECK(rc == 1);
  CHECK(err.find("m32.bicep:1:13: error BCPPF06: Modules nest more than 32 levels deep") != std::string::npos);
  CHECK(err.find(": m0.bicep > m1.bicep > m2.bicep > ") != std::string::npos);
  CHECK(err.find(" > m32.bicep > m33.bicep. ") != std::string::npos);
  CHECK(err.find("m34.bicep") == std::string::npos);

  // analyze, with two workers, on a small and on an unlimited main stack (glibc then gives new
  // threads its small default): a finding of Azure.Template.Limits at the module line.
  for (const char* limit : {"4096", "unlimited"}) {
    INFO("ulimit -s " << limit);
    rc = runCli("analyze '" + dir.str() + "' --jobs 2 --format json", &out, &err, stackLimit(limit));
    CHECK(rc == 1);
    Diagnostics d;
    auto report = parseJson(out, 0, d);
    REQUIRE(report);
    bool found = false;
    for (const auto& f : report->get("findings")->arr())
      if (f.get("ruleName")->str() == "Azure.Template.Limits" && f.get("message")->str().find("BCPPF06") == 0)
        found = f.get("location")->get("file")->str() == "m32.bicep" && f.get("location")->get("line")->asInt() == 1;
    CHECK(found);
  }
}

TEST_CASE("depth: a module compiled higher up is still too deep where a 31-level chain declares it", "[bicep][depth]") {
  // main.bicep uses a.bicep (which uses b.bicep) directly, then through c1 ... c31: a would be
  // level 32 there and b level 33.
  std::map<std::string, std::string> files{{"a.bicep", "module b 'b.bicep' = {\n  name: 'b'\n}\n"},
                                           {"b.bicep", "output o string = 'b'\n"}};
  for (int i = 1; i <= 31; ++i) files["c" + std::to_string(i) + ".bicep"] = moduleChain("c", i, 32, "a.bicep");
  Compiled c = compile("module a 'a.bicep' = {\n  name: 'a'\n}\nmodule c 'c1.bicep' = {\n  name: 'c'\n}\n", files);
  const Diagnostic* d = find(c.result.diagnostics, "BCPPF06");
  REQUIRE(d);
  CHECK(c.files->path(d->loc.file) == "/virtual/c31.bicep");
  CHECK(d->loc.line == 1);
  CHECK(d->message.find(": main.bicep > c1.bicep > c2.bicep > ") != std::string::npos);
  CHECK(d->message.find(" > c31.bicep > a.bicep > b.bicep. ") != std::string::npos);
}

TEST_CASE("depth: 32 levels of modules compile", "[bicep][depth]") {
  std::map<std::string, std::string> files;
  for (int i = 1; i <= 32; ++i) files["m" + std::to_string(i) + ".bicep"] = moduleChain("m", i, 33);
  Compiled c = compile(moduleChain("m", 0, 33), files);
  CHECK(c.firstError().empty());
  CHECK(c.result.ok());
}

TEST_CASE("depth: .bicepparam files that extend each other in a cycle are BCP095; long chains stop", "[bicep][depth]") {
  auto files = std::make_shared<std::map<std::string, std::string>>();
  (*files)["/v/main.bicep"] = "param p string\n";
  (*files)["/v/a.bicepparam"] = "using 'main.bicep'\nextends 'b.bicepparam'\nparam p = 'a'\n";
  (*files)["/v/b.bicepparam"] = "using 'main.bicep'\nextends 'a.bicepparam'\nparam p = 'b'\n";
  for (int i = 0; i < 100; ++i)
    (*files)["/v/x" + std::to_string(i) + ".bicepparam"] =
        "using 'main.bicep'\nextends 'x" + std::to_string(i + 1) + ".bicepparam'\nparam p = 'x'\n";
  bicep::CompileOptions o;
  o.files.read = [files](const std::string& p) -> Result<std::string> {
    auto it = files->find(p);
    if (it == files->end()) return makeError("IO001", "no such file " + p);
    return it->second;
  };
  SourceFiles sf;
  auto r = bicep::compileParamsText("/v/a.bicepparam", files->at("/v/a.bicepparam"), sf, o);
  const Diagnostic* d = find(r.diagnostics, "BCP095");
  REQUIRE(d);
  CHECK(sf.path(d->loc.file) == "/v/b.bicepparam");
  CHECK(d->message == "The file is involved in a cycle (\"/v/a.bicepparam\" -> \"/v/b.bicepparam\" -> \"/v/a.bicepparam\").");

  auto chain = bicep::compileParamsText("/v/x0.bicepparam", files->at("/v/x0.bicepparam"), sf, o);
  d = find(chain.diagnostics, "BCPPF07");
  REQUIRE(d);
  CHECK(sf.path(d->loc.file) == "/v/x32.bicepparam");
}
