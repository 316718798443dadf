// ParameterFile::find: ignoring case, the first value named so, in small files and large ones.
#include <catch2/catch.hpp>

#include <string>

#include "engine/core/json.hpp"
#include "engine/template/parameter_file.hpp"
#include "tests/helpers.hpp"

using namespace pf;

namespace {

ParameterFile load(int count) {
  std::string params;
  for (int i = 0; i < count; ++i) params += "\"p" + std::to_string(i) + "\": {\"value\": " + std::to_string(i) + "}, ";
  // Two names that differ only by case: the first is found either way.
  params += R"("Twin": {"value": "first"}, "TWIN": {"value": "second"})";
  Diagnostics diags;
  auto file = loadParameterFile(test::json(R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
    "contentVersion": "1.0.0.0", "parameters": {)" + params + "}}"), diags);
  REQUIRE(file);
  return *file;
}

}  // namespace

TEST_CASE("parameter file: find ignores case and takes the first, with few values or many", "[template]") {
  for (int count : {3, 5000}) {
    INFO(count << " values");
    ParameterFile file = load(count);
    for (int i = 0; i < count; i += 7) {
      const ParameterValue* v = file.find("P" + std::to_string(i));
      REQUIRE(v);
      CHECK(v->value.asInt() == i);
    }
    CHECK(file.find("twin")->value.str() == "first");
    CHECK(file.find("TWIN")->value.str() == "first");
    CHECK(file.find("p" + std::to_string(count)) == nullptr);
    // A value added after loading is found too (the file's own index no longer covers it).
    file.values.push_back({"added", Value(1), false, "", Loc{}});
    CHECK(file.find("ADDED"));
    CHECK(file.find("twin")->value.str() == "first");
  }
}
