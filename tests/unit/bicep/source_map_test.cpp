// The source map through expansion: each expanded resource's _source names the .bicep file
// and the line of its declaration, in the module's own file for resources of a module.
#include <catch2/catch.hpp>

#include "engine/expand/expand.hpp"
#include "engine/template/template.hpp"
#include "tests/helpers.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using namespace pf;

namespace {

struct Source {
  std::string file;
  long long line = 0;
};

std::map<std::string, Source> sourcesByName(const Expansion& e) {
  std::map<std::string, Source> out;
  for (const Value& r : e.resources) {
    const Value* name = r.get("name");
    const Value* src = r.get("_source");
    if (!name || !src || !name->isString()) continue;
    const Value* file = src->get("file");
    const Value* line = src->get("line");
    out[name->str()] = Source{file && file->isString() ? file->str() : "", line && line->isInt() ? line->asInt() : 0};
  }
  return out;
}

}  // namespace

TEST_CASE("bicep source map: expanded resources point at their Bicep declarations, through modules", "[bicep]") {
  const std::string main = R"(param prefix string = 'app'

@description('the plan')
resource plan 'Microsoft.Web/serverfarms@2022-09-01' = {
  name: '${prefix}-plan'
  location: 'westeurope'
}

module site 'modules/site.bicep' = {
  name: 'site'
  params: {
    planId: plan.id
  }
}

resource logs 'Microsoft.Storage/storageAccounts@2023-01-01' = [for i in range(0, 2): {
  name: '${prefix}logs${i}'
  location: 'westeurope'
}]
)";
  const std::string site = R"(param planId string

resource web 'Microsoft.Web/sites@2022-09-01' = {
  name: 'web'
  location: 'westeurope'
  properties: {
    serverFarmId: planId
  }

  resource config 'config' = {
    name: 'web'
    properties: {}
  }
}
)";
  bool symbolic = GENERATE(false, true);  // classic and languageVersion 2.0 templates alike
  INFO("symbolic names: " << symbolic);
  auto c = test::compile(main, {{"modules/site.bicep", site}}, symbolic);
  REQUIRE(c.firstError().empty());
  Diagnostics diags;
  auto tpl = loadTemplate(*c.result.tmpl, diags);
  REQUIRE(tpl);
  ExpandRequest req;
  req.tpl = &*tpl;
  req.templatePath = "/virtual/main.json";
  ExpandServices services{test::functions(), *c.files, nullptr};
  Expansion e = expand(req, services);
  auto sources = sourcesByName(e);

  REQUIRE(sources.count("app-plan"));
  CHECK(sources["app-plan"].file == "/virtual/main.bicep");
  CHECK(sources["app-plan"].line == 4);  // the `resource` line, not its decorator
  REQUIRE(sources.count("site"));
  CHECK(sources["site"].file == "/virtual/main.bicep");
  CHECK(sources["site"].line == 9);
  for (const char* copy : {"applogs0", "applogs1"}) {
    REQUIRE(sources.count(copy));
    CHECK(sources[copy].file == "/virtual/main.bicep");
    CHECK(sources[copy].line == 16);
  }
  REQUIRE(sources.count("web"));
  CHECK(sources["web"].file == "/virtual/modules/site.bicep");
  CHECK(sources["web"].line == 3);
  REQUIRE(sources.count("web/web"));
  CHECK(sources["web/web"].file == "/virtual/modules/site.bicep");
  CHECK(sources["web/web"].line == 10);
}
