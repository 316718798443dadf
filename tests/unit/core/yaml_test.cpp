#include <catch2/catch.hpp>

#include <cmath>
#include <string>

#include "engine/core/json.hpp"
#include "engine/core/yaml.hpp"

using namespace pf;

namespace {

Value one(const std::string& text, Diagnostics& diags, const YamlReadOptions& options = {}) {
  auto docs = parseYamlDocuments(text, 7, diags, options);
  return docs.empty() ? Value() : docs.front();
}

Value ok(const std::string& text) {
  Diagnostics diags;
  Value v = one(text, diags);
  INFO(text);
  REQUIRE(diags.empty());
  return v;
}

const Diagnostic& onlyError(const Diagnostics& diags) {
  REQUIRE(diags.items().size() == 1);
  return diags.items().front();
}

}  // namespace

TEST_CASE("YAML plain scalars are typed by the 1.2 core schema", "[yaml][inputs]") {
  CHECK(resolveYamlScalar("").isNull());
  CHECK(resolveYamlScalar("~").isNull());
  CHECK(resolveYamlScalar("NULL").isNull());
  CHECK(resolveYamlScalar("True").asBool() == true);
  CHECK(resolveYamlScalar("FALSE").asBool() == false);
  // YAML 1.1 booleans are strings in 1.2.
  CHECK(resolveYamlScalar("yes").str() == "yes");
  CHECK(resolveYamlScalar("off").str() == "off");
  CHECK(resolveYamlScalar("42").asInt() == 42);
  CHECK(resolveYamlScalar("-17").asInt() == -17);
  CHECK(resolveYamlScalar("+5").asInt() == 5);
  CHECK(resolveYamlScalar("0o17").asInt() == 15);
  CHECK(resolveYamlScalar("0x1F").asInt() == 31);
  CHECK(resolveYamlScalar("-9223372036854775808").asInt() == INT64_MIN);
  Value big = resolveYamlScalar("99999999999999999999");
  REQUIRE(big.isFloat());
  CHECK(big.asFloat() == Approx(1e20));
  CHECK(resolveYamlScalar("1.5").asFloat() == 1.5);
  CHECK(resolveYamlScalar("-.5").asFloat() == -0.5);
  CHECK(resolveYamlScalar("1e3").asFloat() == 1000.0);
  CHECK(resolveYamlScalar("6.02E+23").isFloat());
  CHECK(std::isinf(resolveYamlScalar("-.inf").asFloat()));
  CHECK(resolveYamlScalar("-.inf").asFloat() < 0);
  CHECK(std::isnan(resolveYamlScalar(".NaN").asFloat()));
  // Not numbers under the core schema.
  CHECK(resolveYamlScalar("0b101").isString());
  CHECK(resolveYamlScalar("1_000").isString());
  CHECK(resolveYamlScalar("0.4.451").isString());
  CHECK(resolveYamlScalar("2024-01-31").isString());
  CHECK(resolveYamlScalar("1e").isString());
  CHECK(resolveYamlScalar(".").isString());
  CHECK(resolveYamlScalar("0xZ").isString());
  CHECK(resolveYamlScalar("-0x1").isString());
  // Version-like text survives when asked.
  CHECK(resolveYamlScalar("1.10").isFloat());
  CHECK(resolveYamlScalar("1.10", true).str() == "1.10");
  CHECK(resolveYamlScalar("1.5", true).isFloat());
}

TEST_CASE("YAML quoted and tagged scalars stay strings", "[yaml][inputs]") {
  Value v = ok("a: 'true'\nb: \"5\"\nc: !!str 7\nd: !custom 8\ne: !!int 9\nf: null\ng:\n");
  CHECK(v.get("a")->str() == "true");
  CHECK(v.get("b")->str() == "5");
  CHECK(v.get("c")->str() == "7");
  CHECK(v.get("d")->str() == "8");
  CHECK(v.get("e")->asInt() == 9);
  CHECK(v.get("f")->isNull());
  CHECK(v.get("g")->isNull());
}

TEST_CASE("YAML mappings keep key order and nest", "[yaml][inputs]") {
  Value v = ok("zeta: 1\nalpha:\n  - x\n  - {k: v, n: [1, 2.5]}\nmid: |\n  line1\n  line2\n");
  REQUIRE(v.isObject());
  std::vector<std::string> keys;
  for (const auto& [k, _] : v.obj()) keys.push_back(k);
  CHECK(keys == std::vector<std::string>{"zeta", "alpha", "mid"});
  CHECK(toJson(v) == R"({"zeta":1,"alpha":["x",{"k":"v","n":[1,2.5]}],"mid":"line1\nline2\n"})");
}

TEST_CASE("YAML values carry file, line and column", "[yaml][inputs]") {
  const std::string text = "# comment\nname: web\nlist:\n  - a\n  - b\nnested:\n  inner: 3\nflow: {x: 1}\n";
  Value v = ok(text);
  CHECK(v.get("name")->loc() == Loc{7, 2, 7});
  CHECK(v.get("list")->loc() == Loc{7, 4, 3});
  CHECK(v.get("list")->at(1)->loc() == Loc{7, 5, 5});
  CHECK(v.get("nested")->loc() == Loc{7, 7, 3});
  CHECK(v.get("nested")->get("inner")->loc() == Loc{7, 7, 10});
  CHECK(v.get("flow")->loc() == Loc{7, 8, 7});
  // Optionally a collection that is a key's value is located at its key.
  YamlReadOptions atKey;
  atKey.collectionsAtKey = true;
  Diagnostics diags;
  Value k = one(text, diags, atKey);
  CHECK(k.get("list")->loc() == Loc{7, 3, 1});
  CHECK(k.get("nested")->loc() == Loc{7, 6, 1});
  CHECK(k.get("flow")->loc() == Loc{7, 8, 1});
  CHECK(k.get("nested")->get("inner")->loc() == Loc{7, 7, 10});
  CHECK(k.loc() == Loc{7, 2, 1});
}

TEST_CASE("YAML multi-document streams", "[yaml][inputs]") {
  Diagnostics diags;
  auto docs = parseYamlDocuments("a: 1\n---\n- 2\n---\n---\nc: 3\n", 1, diags);
  REQUIRE(diags.empty());
  REQUIRE(docs.size() == 4);
  CHECK(docs[0].get("a")->asInt() == 1);
  CHECK(docs[1].at(0)->asInt() == 2);
  CHECK(docs[2].isNull());
  CHECK(docs[3].get("c")->loc().line == 6);
  CHECK(parseYamlDocuments("", 1, diags).empty());
  CHECK(parseYamlDocuments("# only a comment\n", 1, diags).empty());
  CHECK(diags.empty());
}

TEST_CASE("YAML errors have codes and positions; earlier documents survive", "[yaml][inputs]") {
  SECTION("syntax") {
    Diagnostics diags;
    auto docs = parseYamlDocuments("ok: 1\n---\na: [1, 2\nb: 3\n", 3, diags);
    CHECK(docs.size() == 1);
    const auto& d = onlyError(diags);
    CHECK(d.code == "YAML001");
    CHECK(d.loc.file == 3);
    CHECK(d.loc.line >= 3);
  }
  SECTION("duplicate keys, also differing only in case") {
    Diagnostics diags;
    one("a: 1\nb: 2\na: 3\n", diags);
    CHECK(onlyError(diags).code == "YAML004");
    CHECK(onlyError(diags).loc.line == 3);
    Diagnostics diags2;
    one("Name: 1\nname: 2\n", diags2);
    CHECK(onlyError(diags2).message.find("ignoring case") != std::string::npos);
  }
  SECTION("complex and null keys") {
    Diagnostics diags;
    one("? [a, b]\n: 1\n", diags);
    CHECK(onlyError(diags).code == "YAML005");
    Diagnostics diags2;
    one("~: 1\n", diags2);
    CHECK(onlyError(diags2).code == "YAML005");
  }
  SECTION("unknown alias") {
    Diagnostics diags;
    one("a: *nothing\n", diags);
    REQUIRE(diags.items().size() == 1);
    CHECK((diags.items()[0].code == "YAML006" || diags.items()[0].code == "YAML001"));
  }
}

TEST_CASE("YAML aliases share their anchor's value", "[yaml][inputs]") {
  Value v = ok("base: &b {location: eastus, tags: [x]}\ncopy: *b\n");
  CHECK(v.get("copy")->equals(*v.get("base")));
  CHECK(v.get("copy")->get("location")->str() == "eastus");
}

TEST_CASE("YAML alias bombs and deep nesting stop with an error", "[yaml][inputs]") {
  SECTION("billion laughs") {
    std::string text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i <= 12; ++i) {
      text += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
      for (int j = 0; j < 10; ++j) text += (j ? ", *a" : "*a") + std::to_string(i - 1);
      text += "]\n";
    }
    Diagnostics diags;
    one(text, diags);
    CHECK(onlyError(diags).code == "YAML003");
  }
  SECTION("a small alias fan-out is fine") {
    Diagnostics diags;
    Value v = one("a: &a [1, 2]\nb: [*a, *a, *a]\n", diags);
    CHECK(diags.empty());
    CHECK(v.get("b")->arr().size() == 3);
  }
  SECTION("deep flow nesting") {
    Diagnostics diags;
    one(std::string(5000, '[') + std::string(5000, ']'), diags);
    REQUIRE(diags.items().size() == 1);
    CHECK(diags.items()[0].code == "YAML002");
  }
  SECTION("depth limit of the reader") {
    YamlReadOptions o;
    o.maxDepth = 3;
    Diagnostics diags;
    one("a: {b: {c: {d: 1}}}", diags, o);
    CHECK(onlyError(diags).code == "YAML002");
  }
  SECTION("size limit") {
    YamlReadOptions o;
    o.maxBytes = 10;
    Diagnostics diags;
    one("a: 12345678901234567890", diags, o);
    CHECK(onlyError(diags).code == "YAML003");
  }
}

TEST_CASE("YAML reader survives hostile and odd input", "[yaml][inputs]") {
  const char* inputs[] = {
      "\t- a",           "a: b: c",       "- [",         "{{{{", "]]]", "&a [*a]",   "a: &a\n  b: *a\n",
      "%YAML 9.9\n---\n", "!<tag:x> 1",     "\"unterminated", "a:\n- b\n  - c", "? a\n? a\n", "---\n...\n...\n",
      "\xff\xfe\x00",    "key: \"\\u00zz\"", "- &x 1\n- &x 2\n- *x\n",
  };
  for (const char* text : inputs) {
    Diagnostics diags;
    INFO(text);
    CHECK_NOTHROW(parseYamlDocuments(text, 1, diags));
  }
  // A re-defined anchor refers to its latest value.
  Diagnostics diags;
  auto docs = parseYamlDocuments("- &x 1\n- &x 2\n- *x\n", 1, diags);
  REQUIRE(docs.size() == 1);
  CHECK(docs[0].at(2)->asInt() == 2);
}
