// Discovery hands each unit's JSON template and parameter file over parsed (Discovery::parsed):
// exactly what parsing the file with its id gives, positions and diagnostics included.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/inputs/discover.hpp"
#include "tests/temp_dir.hpp"

using namespace pf;
using namespace pf::inputs;
using pf::test::TempDir;

namespace {

const std::string kSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#";
const std::string kParamsSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#";

// Same kinds, values and positions everywhere (Value::equals ignores positions).
bool sameTree(const Value& a, const Value& b) {
  if (a.kind() != b.kind() || !(a.loc() == b.loc()) || !a.equals(b)) return false;
  if (a.isArray())
    for (size_t i = 0; i < a.arr().size(); ++i)
      if (!sameTree(a.arr()[i], b.arr()[i])) return false;
  if (a.isObject())
    for (size_t i = 0; i < a.obj().size(); ++i)
      if (a.obj().entries()[i].first != b.obj().entries()[i].first ||
          !sameTree(a.obj().entries()[i].second, b.obj().entries()[i].second))
        return false;
  return true;
}

void checkParsed(const Discovery& d, const SourceFiles& files, uint32_t id) {
  INFO(files.path(id));
  auto it = d.parsed.find(id);
  REQUIRE(it != d.parsed.end());
  Diagnostics fresh;
  auto root = parseJson(files.text(id), id, fresh);
  REQUIRE(root.has_value() == it->second.root.has_value());
  if (root) CHECK(sameTree(*root, *it->second.root));
  REQUIRE(fresh.items().size() == it->second.diagnostics.items().size());
  for (size_t i = 0; i < fresh.items().size(); ++i) {
    CHECK(fresh.items()[i].code == it->second.diagnostics.items()[i].code);
    CHECK(fresh.items()[i].message == it->second.diagnostics.items()[i].message);
    CHECK(fresh.items()[i].loc == it->second.diagnostics.items()[i].loc);
  }
}

}  // namespace

TEST_CASE("discover: units' JSON files are handed over parsed, as parsing them with their id gives", "[inputs][discover]") {
  TempDir dir;
  // A duplicate key (a warning), a comment and a trailing comma (ARM accepts them), a nested template.
  dir.write("a/azuredeploy.json", "{\n  // comment\n  \"$schema\": \"" + kSchema +
                                      "\",\n  \"parameters\": {\"n\": {\"type\": \"string\"}, \"n\": {\"type\": \"int\"},},\n"
                                      "  \"resources\": [{\"type\": \"Microsoft.Resources/deployments\", \"properties\": "
                                      "{\"templateLink\": {\"relativePath\": \"nested/linked.json\"}}}]\n}");
  dir.write("a/azuredeploy.parameters.json",
            "{\"$schema\": \"" + kParamsSchema + "\", \"parameters\": {\"n\": {\"value\": \"x\"}}}");
  dir.write("a/nested/linked.json", "{\"$schema\": \"" + kSchema + "\", \"resources\": []}");
  // Not JSON, but naming the template schema: a template unit whose parse failed.
  dir.write("b/broken.json", "{\"$schema\": \"" + kSchema + "\", \"resources\": [");
  SourceFiles files;
  Diagnostics diags;
  Config config;
  Discovery d = discover({dir.str()}, config, files, diags);
  REQUIRE(d.units.size() == 2);
  size_t handed = 0;
  for (const AnalysisUnit& u : d.units) {
    REQUIRE(u.kind == UnitKind::Template);
    checkParsed(d, files, u.sourceFile);
    ++handed;
    if (u.parametersFile) {
      checkParsed(d, files, u.parametersFile);
      ++handed;
    }
  }
  // A template analyzed only through the one linking it is not kept.
  CHECK(d.parsed.size() == handed);
  CHECK(d.parsed.size() == 3);
  REQUIRE(d.linked.size() == 1);
}
