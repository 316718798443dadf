// Discovery reads a JSON file's facts with a shallow read (engine/core/json.hpp): they must be
// the facts a full parse gives, whatever the file holds.
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "engine/inputs/detail/file_facts.hpp"
#include "tests/json_facts_compare.hpp"

using namespace pf;
using namespace pf::inputs::detail;

namespace {

const std::string kSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#";
const std::string kParamsSchema = "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#";

JsonFacts fromFullParse(const std::string& text, std::string_view name, bool resourceData = false) {
  Diagnostics d;
  auto root = parseJson(text, 0, d);
  return jsonFacts(text, root, d, name, resourceData);
}

}  // namespace

TEST_CASE("json facts: a shallow read finds what a full parse finds", "[inputs][discover]") {
  const std::vector<std::pair<std::string, std::string>> files = {
      // A template: parameters, references in resources, variables and parameter defaults.
      {"t.json", "{\n  // comment\n  \"$schema\": \"" + kSchema +
                     "\",\n  \"metadata\": {\"_generator\": {\"name\": \"Bicep\"}},\n"
                     "  \"parameters\": {\"n\": {\"type\": \"string\", \"defaultValue\": \"p/d.json\"}, \"M\": {},},\n"
                     "  \"variables\": {\"v\": \"[concat(deployment().properties.templateLink.uri, 'v/x.json')]\"},\n"
                     "  \"resources\": [{\"type\": \"Microsoft.Resources/deployments\", \"properties\": "
                     "{\"templateLink\": {\"relativePath\": \"nested/linked.json\"}}}],\n"
                     "  \"outputs\": {\"o\": {\"value\": \"not/a-reference.json\"}}\n}"},
      // Sections spelled in another case; the exact spelling wins when both are there.
      {"c.json", "{\"$SCHEMA\": \"" + kSchema + "\", \"Resources\": [\"a.json\"], \"Parameters\": {\"P\": {}}}"},
      {"both.json", "{\"$schema\": \"" + kSchema + "\", \"Resources\": [\"a.json\"], \"resources\": [\"b.json\"]}"},
      // A duplicated key: the later value wins, in the earlier's place.
      {"dup.json", "{\"$schema\": \"" + kSchema +
                       "\", \"resources\": [\"first.json\"], \"parameters\": {\"a\": {}, \"a\": {}}, \"resources\": [\"second.json\"]}"},
      {"dup2.json", "{\"$schema\": \"" + kSchema +
                        "\", \"resources\": [{\"a\": \"one.json\", \"b\": 1, \"a\": \"two.json\"}, {\"c\": 1, \"c\": [\"x\"]}]}"},
      {"dupbroken.json", "{\"resources\": [{\"a\": 1, \"a\": 2}], \"x\": ["},
      // A parameter file naming its template.
      {"p.json", "{\"$schema\": \"" + kParamsSchema +
                     "\", \"metadata\": {\"template\": \"./main.json\"}, \"parameters\": {\"x\": {\"value\": \"v.json\"}}}"},
      // Broken JSON naming a schema; broken JSON naming none.
      {"broken.json", "{\"$schema\": \"" + kSchema + "\", \"resources\": ["},
      {"bad.json", "{\"a\": [1, 2,, ]}"},
      // Other JSON: a PSRule file, a schema that is not ARM's, exported resource data.
      {"r.json", "{\"apiVersion\": \"github.com/microsoft/PSRule/v1\", \"kind\": \"Rule\"}"},
      {"s.json", "{\"$schema\": \"https://json-schema.org/draft-07/schema\", \"parameters\": {\"q\": 1}}"},
      {"data.json", "[{\"type\": \"Microsoft.Storage/storageAccounts\", \"id\": \"/subscriptions/x/providers/Microsoft.Storage/storageAccounts/a\"}]"},
      {"bicepconfig.json", "{\"analyzers\": {}}"},
      {"empty.json", ""},
      {"scalar.json", "\"x.json\""},
  };
  for (const auto& [name, text] : files) {
    INFO(name);
    for (bool resourceData : {false, true}) {
      JsonFacts shallow = jsonFacts(text, name, resourceData);
      JsonFacts full = fromFullParse(text, name, resourceData);
      CHECK(test::describeFacts(shallow) == test::describeFacts(full));
    }
  }
  // The checks above compare like with like; these pin a few facts themselves.
  JsonFacts t = jsonFacts(files[0].second, "t.json");
  CHECK(t.type == JsonFacts::Type::Template);
  CHECK(t.generatedByBicep);
  CHECK(t.parameterNames == std::vector<std::string>{"n", "M"});
  CHECK(t.references == std::vector<std::string>{"nested/linked.json", "v/x.json", "p/d.json"});
  CHECK(jsonFacts(files[2].second, "both.json").references == std::vector<std::string>{"b.json"});
  CHECK(jsonFacts(files[3].second, "dup.json").references == std::vector<std::string>{"second.json"});
  JsonFacts p = jsonFacts(files[6].second, "p.json");
  CHECK(p.type == JsonFacts::Type::Parameters);
  CHECK(p.metadataTemplate == "./main.json");
  CHECK(p.metadataTemplateLoc.line == 1);
  CHECK(jsonFacts(files[11].second, "data.json").type == JsonFacts::Type::Resources);
}
