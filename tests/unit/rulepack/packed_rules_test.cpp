// The built-in pack read ahead of time (tools/pack_rules.cpp): every packed file decodes to
// exactly what reading its YAML gives, positions and synopses included; broken packs are refused.
#include <catch2/catch.hpp>

#include <cstring>
#include <limits>

#include "engine/analyze/builtin_rules.hpp"
#include "rules/packed_documents.hpp"

using namespace pf;
using rules::ParsedDocument;

namespace {

// Exact sameness, unlike Value::equals: kinds, positions, flags, key spelling and order.
std::string difference(const Value& a, const Value& b, const std::string& at) {
  if (a.kind() != b.kind()) return at + ": kind " + kindName(a.kind()) + " vs " + kindName(b.kind());
  if (!(a.loc() == b.loc())) return at + ": position";
  if (a.taint() != b.taint() || a.open() != b.open()) return at + ": flags";
  switch (a.kind()) {
    case Kind::Bool: return a.asBool() == b.asBool() ? "" : at + ": bool";
    case Kind::Int: return a.asInt() == b.asInt() ? "" : at + ": int";
    case Kind::Float: {
      double x = a.asFloat(), y = b.asFloat();
      return std::memcmp(&x, &y, sizeof x) == 0 ? "" : at + ": float";
    }
    case Kind::String: return a.str() == b.str() ? "" : at + ": string";
    case Kind::Array:
      if (a.arr().size() != b.arr().size()) return at + ": array size";
      for (size_t i = 0; i < a.arr().size(); ++i)
        if (auto d = difference(a.arr()[i], b.arr()[i], at + "[" + std::to_string(i) + "]"); !d.empty()) return d;
      return "";
    case Kind::Object:
      if (a.obj().size() != b.obj().size()) return at + ": object size";
      for (size_t i = 0; i < a.obj().size(); ++i) {
        const auto& [ka, va] = a.obj().entries()[i];
        const auto& [kb, vb] = b.obj().entries()[i];
        if (ka != kb) return at + ": key " + ka + " vs " + kb;
        if (auto d = difference(va, vb, at + "." + ka); !d.empty()) return d;
      }
      return "";
    default: return "";
  }
}

}  // namespace

TEST_CASE("packed rules: every built-in file is packed and decodes to what its YAML reads as", "[rulepack]") {
  auto files = analyze::builtinRuleFiles();
  REQUIRE(analyze::builtinRulePacks().size() == files.size());
  for (const auto& f : files) {
    INFO(f.name);
    const analyze::EmbeddedFile* pack = nullptr;
    for (const auto& p : analyze::builtinRulePacks())
      if (p.name == f.name) pack = &p;
    REQUIRE(pack);
    Diagnostics diags;
    std::vector<ParsedDocument> yaml = rules::readYamlRuleDocuments(f.text, 7, diags);
    CHECK(diags.empty());
    auto unpacked = rules::unpackDocuments(pack->text, 7);
    REQUIRE(unpacked);
    REQUIRE(unpacked->size() == yaml.size());
    for (size_t i = 0; i < yaml.size(); ++i) {
      CHECK((*unpacked)[i].synopsis == yaml[i].synopsis);
      CHECK(difference((*unpacked)[i].doc, yaml[i].doc, "doc" + std::to_string(i)) == "");
    }
  }
}

TEST_CASE("packed rules: values round-trip exactly", "[rulepack]") {
  Object o;
  o.append("Key", Value(std::numeric_limits<long long>::min()).withLoc({1, 2, 3}));
  o.append("key", Value(-0.0).withLoc({1, 4, 5}));
  o.append("big", Value(std::numeric_limits<long long>::max()));
  o.append("f", Value(1.1));
  Array a{Value(true), Value(), Value("text with \"quotes\" and \\ and \n"), Value(-1), Value(Object{})};
  o.append("list", Value(std::move(a)).withLoc({1, 100000, 70000}));
  Value doc(std::move(o));
  doc.setLoc({1, 1, 1});
  auto packed = rules::packDocuments({{doc, "A synopsis."}, {Value(), ""}});
  REQUIRE(packed);
  auto back = rules::unpackDocuments(*packed, 1);
  REQUIRE(back);
  REQUIRE(back->size() == 2);
  CHECK((*back)[0].synopsis == "A synopsis.");
  CHECK(difference((*back)[0].doc, doc, "doc") == "");
  CHECK((*back)[1].doc.isNull());
}

TEST_CASE("packed rules: values YAML cannot give are not packed", "[rulepack]") {
  CHECK_FALSE(rules::packDocuments({{Value::unknown("x"), ""}}));
}

TEST_CASE("packed rules: a truncated or altered pack is refused, so the YAML is read instead", "[rulepack]") {
  Object o;
  o.append("apiVersion", Value("github.com/microsoft/PSRule/v1"));
  o.append("n", Value(42));
  auto packed = rules::packDocuments({{Value(std::move(o)), "S"}});
  REQUIRE(packed);
  for (size_t n = 0; n < packed->size(); ++n) CHECK_FALSE(rules::unpackDocuments(packed->substr(0, n), 1));
  CHECK_FALSE(rules::unpackDocuments(*packed + "x", 1));
  std::string wrongVersion = *packed;
  wrongVersion[1] = 9;
  CHECK_FALSE(rules::unpackDocuments(wrongVersion, 1));
  std::string hugeCount = *packed;
  hugeCount[2] = '\x7f';
  CHECK_FALSE(rules::unpackDocuments(hugeCount, 1));
}

TEST_CASE("packed rules: a file whose pack does not unpack loads from its YAML", "[rulepack]") {
  const std::string text = "# Synopsis: S.\napiVersion: github.com/microsoft/PSRule/v1\nkind: Rule\nmetadata:\n  name: R1\n"
                           "spec:\n  condition:\n    field: name\n    equals: x\n";
  SourceFiles files;
  Diagnostics diags;
  rules::RuleSetBuilder builder(files, diags);
  builder.addPacked("x.Rule.yaml", text, "not a pack");
  rules::RuleSet set = builder.build();
  CHECK(diags.empty());
  REQUIRE(set.size() == 1);
  CHECK(set.findRule("R1")->synopsis == "S.");
}
