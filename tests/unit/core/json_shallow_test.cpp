#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/json_shallow_check.hpp"

using namespace pf;
using test::messages;
using test::positions;

namespace {

const JsonShallowSpec kSpec = test::kShallowSpec;

}  // namespace

TEST_CASE("json shallow: members built as the spec says, the rest null", "[json]") {
  const char* text = R"({
  "$schema": "https://schema.management.azure.com/x.json#",
  "metadata": {"_generator": {"name": "bicep"}, "list": [1, "a.json"]},
  "parameters": {"p1": {"defaultValue": "d.json"}, "P2": {"type": "int"}},
  "resources": [{"type": "t", "properties": {"templateLink": {"uri": "n/a.json"}, "n": 3}}, "no-dot", "b.json"],
  "outputs": "x.json"
})";
  Diagnostics d;
  JsonShallowRead r = readJsonShallow(text, 7, d, kSpec);
  REQUIRE(r.root);
  CHECK(r.complete);
  CHECK(d.empty());
  const Object& root = r.root->obj();
  REQUIRE(root.size() == 5);
  // Built in full, with their positions.
  CHECK(r.root->get("$schema")->str() == "https://schema.management.azure.com/x.json#");
  const Value* gen = r.root->get("metadata")->get("_generator");
  REQUIRE(gen);
  CHECK(gen->get("name")->str() == "bicep");
  CHECK(r.root->get("metadata")->get("list")->arr().size() == 2);
  CHECK(r.root->get("metadata")->loc().file == 7);
  CHECK(r.root->get("metadata")->loc().line == 3);
  // Keys only.
  const Value* params = r.root->get("parameters");
  REQUIRE(params->isObject());
  REQUIRE(params->obj().size() == 2);
  CHECK(params->obj().entries()[0].first == "p1");
  CHECK(params->obj().entries()[1].first == "P2");
  CHECK(params->obj().entries()[0].second.isNull());
  // Skipped.
  CHECK(r.root->get("resources")->isNull());
  CHECK(r.root->get("outputs")->isNull());
  // Collected strings, per member, in text order; none from members built in full.
  REQUIRE(r.strings.size() == 5);
  CHECK(r.strings[0].empty());
  CHECK(r.strings[1].empty());
  CHECK(r.strings[2] == std::vector<std::string>{"d.json"});
  CHECK(r.strings[3] == std::vector<std::string>{"n/a.json", "b.json"});
  CHECK(r.strings[4] == std::vector<std::string>{"x.json"});
}

TEST_CASE("json shallow: keys-only member that is not an object is null, its strings collected", "[json]") {
  Diagnostics d;
  JsonShallowRead r = readJsonShallow(R"({"parameters": ["a.json", {"k": "b.json"}]})", 0, d, kSpec);
  REQUIRE(r.root);
  CHECK(r.root->get("parameters")->isNull());
  CHECK(r.strings[0] == std::vector<std::string>{"a.json", "b.json"});
}

TEST_CASE("json shallow: a root that is not an object is built in full", "[json]") {
  Diagnostics d;
  JsonShallowRead r = readJsonShallow(R"([{"type": "a.b/c", "id": "/x"}, 2])", 0, d, kSpec);
  REQUIRE(r.root);
  REQUIRE(r.root->arr().size() == 2);
  CHECK(r.root->arr()[0].get("type")->str() == "a.b/c");
  CHECK(r.strings.empty());
}

TEST_CASE("json shallow: a duplicated key where it matters makes the read incomplete", "[json]") {
  auto complete = [](const char* text) {
    Diagnostics d;
    return readJsonShallow(text, 0, d, kSpec).complete;
  };
  CHECK_FALSE(complete(R"({"x": 1, "x": 2})"));                                  // the root
  CHECK_FALSE(complete(R"({"parameters": {"a": 1, "a": 2}})"));                  // a keys-only member
  CHECK_FALSE(complete(R"({"resources": [{"a": "x.json", "a": 2}]})"));          // strings kept from it
  CHECK_FALSE(complete(R"({"resources": [{"a": {"b": "x.json"}, "a": 2}]})"));  // ... from inside it
  CHECK(complete(R"({"resources": [{"a": 1, "a": 2}]})"));                       // nothing kept: no matter
  CHECK_FALSE(complete(R"({"resources": [{"a": "x.json", "\u0061": 2}]})"));  // the same key, escaped
  CHECK_FALSE(complete(R"({"resources": [{a: "x.json", 'a': 2}]})"));         // unquoted and single-quoted
  CHECK(complete(R"({"x": 1, "X": 2})"));  // another spelling is another key
  CHECK_FALSE(complete(R"({"x": 1)"));     // no parse: parseJson's diagnostics are wanted
}

TEST_CASE("json shallow: the same errors, at the same places, as a full read", "[json]") {
  // Errors in skipped parts: the read fails exactly where parseJson does, with its message.
  for (const char* text : {
           R"({"resources": [1, 2,, 3]})",
           R"({"resources": {"a": tru}})",
           R"({"resources": {"a": "unterminated})",
           R"({"resources": {"a": "bad \q escape"}})",
           R"({"resources": [{"a": 1} {"b": 2}]})",
           R"({"resources": [-]})",
           "{\"resources\": [\"nul \x01 ok\", \"\xff\"]}",
           R"({"parameters": {"a": 1,}, "metadata": {"b": 2,}})",
           R"({"resources": [1]} trailing)",
           R"({"resources": {"k\u00e9y" 1}})",
           R"({"resources": {"plain" 1}})",
           R"({"resources": {unquoted 1}})",
       }) {
    INFO(text);
    Diagnostics full, shallow;
    auto a = parseJson(text, 3, full);
    auto b = readJsonShallow(text, 3, shallow, kSpec);
    CHECK(a.has_value() == b.root.has_value());
    CHECK(messages(full) == messages(shallow));
  }
  // Nesting deeper than the limit, inside a skipped member.
  std::string deep = "{\"resources\": " + std::string(600, '[') + std::string(600, ']') + "}";
  Diagnostics full, shallow;
  CHECK_FALSE(parseJson(deep, 0, full));
  CHECK_FALSE(readJsonShallow(deep, 0, shallow, kSpec).root);
  CHECK(messages(full) == messages(shallow));
}

TEST_CASE("json shallow: members after skipped ones are where a full read puts them", "[json]") {
  // The skipped parts count their lines and columns only where they must: what follows them
  // must still stand where a full read puts it, whatever the skipped text held.
  const std::string tail = "\"metadata\": {\"a\": [1, \"x\"],\n \"b\": {\"c\": null}}}";
  for (std::string skipped : {
           std::string("[1, 2,\n  {\"k\": \"v\"}]"),
           std::string("[1,\r\n\t2]"),                                  // CRLF and a tab
           std::string("[1, // a comment\n /* two\n lines */ 2]"),     // comments
           std::string("[1, \xEF\xBB\xBF 2]"),                          // a stray BOM
           std::string("[\"caf\xC3\xA9\", \"\xF0\x9F\x98\x80\", 3]"),  // beyond ASCII
           std::string("[\"esc\\\"aped\\n\", \"\\u00e9\"]"),            // escapes
           std::string("[\"raw\nline\"]"),                              // a line break in a string
           std::string("{'single': 'quoted', bare: .5, \"t\": [1.,]}"),  // lenient forms
           std::string("[{\"deep\": [[[{\"x\": [\n\n]}]]]}]"),
       }) {
    for (const std::string& sep : {std::string(", "), std::string(",\n    "), std::string(",")}) {
      std::string text = "{\"resources\": " + skipped + sep + tail;
      INFO(text);
      Diagnostics full, shallow;
      auto a = parseJson(text, 1, full);
      auto b = readJsonShallow(text, 1, shallow, kSpec);
      REQUIRE(a);
      REQUIRE(b.root);
      std::string expected, actual;
      positions(*a->get("metadata"), expected);
      positions(*b.root->get("metadata"), actual);
      CHECK(actual == expected);
      CHECK(messages(full) == messages(shallow));
    }
  }
}

TEST_CASE("json shallow: strict reading rejects in skipped parts what a full read rejects", "[json]") {
  JsonReadOptions strict;
  strict.lenient = false;
  for (const char* text : {R"({"resources": ['a']})", R"({"resources": {"a": 1,}})", R"({"resources": {a: 1}})"}) {
    INFO(text);
    Diagnostics full, shallow;
    CHECK_FALSE(parseJson(text, 0, full, strict));
    CHECK_FALSE(readJsonShallow(text, 0, shallow, kSpec, strict).root);
    CHECK(messages(full) == messages(shallow));
  }
}

TEST_CASE("json shallow: agrees with a full read on every one-byte change of a document", "[json]") {
  // Skipped members take a fast path while they are plain strict JSON and fall back to the
  // general reader at anything else; whatever the change, the read must still fail where a
  // full read fails, with its message, and otherwise keep the strings a full read holds.
  const std::string doc =
      "{\n  \"$schema\": \"https://x/deploymentTemplate.json#\",\n"
      "  \"parameters\": {\"a\": {\"type\": \"string\", \"defaultValue\": \"p.json\"}, \"b\": [1, -2.5e+3, true]},\n"
      "  \"resources\": [\n    {\"type\": \"a.b/c\", \"n\": [0, 1.25, null, false, {}], \"u\": \"nested/x.json\"},\n"
      "    {\"s\": \"esc \\\" \\u00e9.json\", \"t\": \"caf\xc3\xa9.json\", \"e\": [], \"k\": {\"z\": \"q.json\"}}\n  ],\n"
      "  \"outputs\": {\"o\": {\"value\": \"[concat('a', 'b.json')]\"}}\n}\n";
  const std::string inserts[] = {"\"", ",", "}", "]", "{", "[", "\\", "/", "//c\n", "/*", "1", "t", "'", "x", "\x01", "\xc3", " ", "\n", ":"};
  size_t reads = 0;
  auto check = [&](const std::string& text, const JsonReadOptions& opt) {
    ++reads;
    INFO("on:\n" << text);
    CHECK(test::shallowDisagreement(text, opt) == "");
  };
  JsonReadOptions lenient, strict;
  strict.lenient = false;
  for (const JsonReadOptions* opt : {&lenient, &strict}) {
    check(doc, *opt);
    for (size_t i = 0; i < doc.size(); ++i) {
      check(doc.substr(0, i) + doc.substr(i + 1), *opt);                      // a byte gone
      for (const std::string& add : inserts) check(doc.substr(0, i) + add + doc.substr(i), *opt);  // one more
      check(doc.substr(0, i), *opt);                                          // cut short
    }
  }
  CHECK(reads > 10000);
}
