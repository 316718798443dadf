// @validate(predicate, message?): Bicep's custom validation decorator (experimental feature
// `userDefinedConstraints`). Without the feature Bicep does not know the name (BCP057); with it
// the compiled template carries ARM's `validate` constraint — ["[lambda('x', ...)]", message] —
// on the parameter, type or property, in an experimental language version; expansion then
// enforces it (EXP025) with the message, at the Bicep line that supplied the value.
// Facts: Bicep's UserDefinedTypeTests (BCP057 without the feature; the JSON at
// $.parameters.foo.validate), SystemNamespaceType (predicate + optional message,
// ParameterOutputOrType targets), REP 0010 (ARM's constraint and messages).
#include <catch2/catch.hpp>

#include "engine/bicep/compiler.hpp"
#include "engine/compile/bicep_compile.hpp"
#include "engine/core/json.hpp"
#include "engine/expand/expand.hpp"
#include "engine/template/parameter_file.hpp"
#include "engine/template/template.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/toolchain/temp_dir.hpp"

using namespace pf;

namespace {

struct Built {
  SourceFiles files;
  bicep::CompileResult result;
  std::string at(const std::string& path) const {
    const Value* v = result.tmpl ? &*result.tmpl : nullptr;
    size_t i = 1;
    while (v && i <= path.size()) {
      size_t j = path.find('/', i);
      std::string seg = path.substr(i, j == std::string::npos ? std::string::npos : j - i);
      v = v->isArray() ? v->at(std::stoul(seg)) : v->get(seg);
      if (j == std::string::npos) break;
      i = j + 1;
    }
    return v ? toJson(*v) : "<missing>";
  }
  std::vector<std::string> codes() const {
    std::vector<std::string> out;
    for (const auto& d : result.diagnostics.items()) out.push_back(d.code);
    return out;
  }
};

std::unique_ptr<Built> build(const std::string& text, bool featureOn) {
  auto b = std::make_unique<Built>();
  bicep::CompileOptions o;
  if (featureOn) o.experimentalFeatures.insert("userDefinedConstraints");
  b->result = bicep::compileBicepText("/virtual/main.bicep", text, b->files, o);
  return b;
}

const Diagnostic* findCode(const Diagnostics& d, const std::string& code) {
  for (const auto& x : d.items())
    if (x.code == code) return &x;
  return nullptr;
}

}  // namespace

TEST_CASE("bicep @validate: without the experimental feature the name does not exist (BCP057)", "[bicep]") {
  auto b = build("@validate(x => startsWith(x, 'foo'))\nparam foo string\n", false);
  REQUIRE(b->codes() == std::vector<std::string>{"BCP057"});
  const Diagnostic& d = b->result.diagnostics.items()[0];
  CHECK(d.message == "The name \"validate\" does not exist in the current context.");
  CHECK(d.loc.line == 1);
  CHECK(d.loc.col == 2);
  // sys.validate is just as unknown.
  auto q = build("@sys.validate(x => true)\nparam foo string\n", false);
  REQUIRE(q->codes() == std::vector<std::string>{"BCP107"});
}

TEST_CASE("bicep @validate: compiles to ARM's validate constraint in an experimental language version", "[bicep]") {
  auto b = build(R"(@validate(x => startsWith(x, 'foo'), 'Should have started with \'foo\'')
param foo string

@validate(x => x > 2)
type big = int

type named = {
  @validate(s => length(s) < 5, 'too long')
  name: string
}

@validate(o => contains(o, 'name'))
output out named = { name: 'abc' }
param size big = 3
)",
                 true);
  INFO(toJson(*b->result.tmpl));
  CHECK(b->codes().empty());
  CHECK(b->at("/parameters/foo/validate") ==
        R"(["[lambda('x', startsWith(lambdaVariables('x'), 'foo'))]","Should have started with 'foo'"])");
  CHECK(b->at("/definitions/big/validate") == R"(["[lambda('x', greater(lambdaVariables('x'), 2))]"])");
  CHECK(b->at("/definitions/named/properties/name/validate") ==
        R"(["[lambda('s', less(length(lambdaVariables('s')), 5))]","too long"])");
  CHECK(b->at("/outputs/out/validate") == R"(["[lambda('o', contains(lambdaVariables('o'), 'name'))]"])");
  // ARM accepts the constraint only with its experimental language feature.
  CHECK(b->at("/languageVersion") == R"("2.1-experimental")");
  CHECK(b->at("/metadata/_EXPERIMENTAL_FEATURES_ENABLED") == R"(["Enable @validate() decorator"])");
}

TEST_CASE("bicep @validate: where it may go and what it takes", "[bicep]") {
  auto onVar = build("@validate(x => true)\nvar v = 'a'\n", true);
  CHECK(onVar->codes() == std::vector<std::string>{"BCP126"});
  auto onResource =
      build("@validate(x => true)\nresource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {\n  name: 'sa'\n}\n", true);
  CHECK(onResource->codes() == std::vector<std::string>{"BCP127"});
  auto noLambda = build("@validate(true)\nparam p string\n", true);
  CHECK(noLambda->codes() == std::vector<std::string>{"BCP070"});
  auto pairs = build("@validate(x => true, 'a', x => false, 'b')\nparam p string\n", true);
  REQUIRE(pairs->codes() == std::vector<std::string>{"BCP071"});
  CHECK(pairs->result.diagnostics.items()[0].message == "Expected 1 to 2 arguments, but got 4.");
  auto dynamicMessage = build("param m string\n@validate(x => true, m)\nparam p string\n", true);
  CHECK(dynamicMessage->codes() == std::vector<std::string>{"BCP032"});
}

TEST_CASE("bicep @validate: a value the predicate rejects fails expansion with the message, at the Bicep line",
          "[bicep]") {
  test::TempDir t;
  t.write("bicepconfig.json", R"({ "experimentalFeaturesEnabled": { "userDefinedConstraints": true } })");
  t.write("main.bicep", R"(@description('The prefix of every name')
@validate(x => startsWith(x, 'pf-'), 'The prefix must start with pf-')
param prefix string = 'pf-app'

@validate(n => n % 2 == 0)
param count int = 2

output name string = '${prefix}${count}'
)");
  std::string bad = t.write("bad.bicepparam", "using 'main.bicep'\n\nparam prefix = 'app'\nparam count = 3\n");
  std::string good = t.write("good.bicepparam", "using 'main.bicep'\n\nparam prefix = 'pf-web'\nparam count = 4\n");

  auto run = [&](const std::string& paramsPath) {
    SourceFiles files;
    toolchain::ToolchainOptions opts;
    opts.policy = toolchain::BicepCliPolicy::Never;
    opts.env.home = (t.path() / "home").string();
    compile::CompileContext ctx(files, opts);
    auto c = compile::compileBicep(paramsPath, ctx);
    std::string listing;
    for (const auto& d : c.diagnostics.items()) listing += d.code + " " + d.message + "\n";
    INFO(listing);
    REQUIRE(c.ok());
    Diagnostics load;
    auto tpl = loadTemplate(*c.tmpl, load);
    auto params = loadParameterFile(*c.parameters, load);
    REQUIRE(tpl);
    REQUIRE(params);
    ExpandRequest req;
    req.tpl = &*tpl;
    req.templatePath = (t.path() / "main.bicep").string();
    req.parameters = &*params;
    req.parameterPath = paramsPath;
    ExpandServices services{test::functions(), files, nullptr};
    Expansion e = expand(req, services);
    std::vector<std::pair<Diagnostic, std::string>> out;
    for (const auto& d : e.diagnostics.items()) out.emplace_back(d, d.loc.known() ? files.path(d.loc.file) : "");
    return out;
  };

  auto rejected = run(bad);
  std::vector<const Diagnostic*> exp025;
  std::vector<std::string> where;
  for (const auto& [d, path] : rejected)
    if (d.code == "EXP025") {
      exp025.push_back(&d);
      where.push_back(path);
    }
  REQUIRE(exp025.size() == 2);
  CHECK(exp025[0]->severity == Severity::Error);
  CHECK(exp025[0]->message.find("The value was rejected by a custom validation predicate with the following message: "
                                "'The prefix must start with pf-.'") != std::string::npos);
  CHECK(exp025[0]->message.find("prefix") != std::string::npos);
  CHECK(exp025[1]->message.find("The value was rejected by a custom validation predicate.") != std::string::npos);
  // Positions are Bicep lines: where the .bicepparam file assigns the rejected values.
  CHECK(where[0] == bad);
  CHECK(where[1] == bad);
  CHECK(exp025[0]->loc.line == 3);
  CHECK(exp025[1]->loc.line == 4);

  for (const auto& [d, path] : run(good)) {
    INFO(d.code << " " << d.message);
    CHECK(d.code != "EXP025");
    CHECK(d.severity != Severity::Error);
  }
}

TEST_CASE("bicep @validate: a default value the predicate rejects fails expansion of the .bicep file", "[bicep]") {
  auto b = build("@validate(x => length(x) <= 3, 'at most three characters')\nparam code string = 'toolong'\n", true);
  REQUIRE(b->codes().empty());
  Diagnostics load;
  auto tpl = loadTemplate(*b->result.tmpl, load);
  REQUIRE(tpl);
  ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = "/virtual/main.bicep";
  ExpandServices services{test::functions(), b->files, nullptr};
  Expansion e = expand(req, services);
  const Diagnostic* d = findCode(e.diagnostics, "EXP025");
  REQUIRE(d);
  CHECK(d->message.find("'at most three characters.'") != std::string::npos);
  CHECK(d->loc.line == 2);
  CHECK(b->files.path(d->loc.file) == "/virtual/main.bicep");
}
