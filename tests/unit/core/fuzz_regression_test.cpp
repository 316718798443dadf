// Inputs found by the fuzz targets (fuzz/json_fuzz, and the YAML readers behind fuzz/rules_fuzz
// and fuzz/config_fuzz) that hung or crashed the core readers.
#include <catch2/catch.hpp>

#include <string>

#include "engine/core/yaml.hpp"

using namespace pf;

TEST_CASE("fuzz: a stray comma is a YAML syntax error, not endless empty documents", "[fuzz-regression][yaml]") {
  // yaml-cpp 0.7 reports an empty document at ',' forever; the reader used to collect two
  // million of them (its node limit) and every consumer then walked them all.
  for (std::string text : {",", "a: 1\n---\n,\n", "# Synopsis: x\n  ,evel: Information\n"}) {
    INFO(text);
    Diagnostics diags;
    auto docs = parseYamlDocuments(text, 3, diags);
    CHECK(docs.size() <= 3);  // what came before, then one empty document at the comma
    REQUIRE(diags.items().size() == 1);
    CHECK(diags.items()[0].code == "YAML001");
    CHECK(diags.items()[0].loc.file == 3);
  }
}

TEST_CASE("fuzz: empty documents that do move on are still read", "[fuzz-regression][yaml]") {
  Diagnostics diags;
  auto docs = parseYamlDocuments("---\n---\n---\na: 1\n", 1, diags);
  CHECK(diags.empty());
  REQUIRE(docs.size() == 3);
  CHECK(docs[0].isNull());
  CHECK(docs[2].get("a"));
}
