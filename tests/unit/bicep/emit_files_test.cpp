// Compile-time functions, source positions and pragmas.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

TEST_CASE("bicep emit: load functions read files relative to the Bicep file", "[bicep]") {
  auto c = compile(R"(var text = loadTextContent('data/t.txt')
var json = loadJsonContent('data/j.json')
var part = loadJsonContent('data/j.json', '$.a.b')
var yaml = loadYamlContent('data/y.yaml')
var b64 = loadFileAsBase64('data/t.txt')
var files = loadDirectoryFileInfo('data', '*.json')
)",
                   {{"data/t.txt", "hi [x]"},
                    {"data/j.json", "{\"a\": {\"b\": [1, \"[y]\"]}}"},
                    {"data/y.yaml", "name: app\nreplicas: 3\nenabled: true\nquoted: '3'\n"}});
  REQUIRE(c.firstError().empty());
  // Text and base64 as a variable's whole value are inlined; object results are function
  // variables $fxv#N (numbered in source order), as Bicep writes them.
  CHECK(c.at("/variables/text") == "\"hi [x]\"");
  CHECK(c.at("/variables/json") == "\"[variables('$fxv#0')]\"");
  CHECK(c.at("/variables/$fxv#0") == "{\"a\":{\"b\":[1,\"[[y]\"]}}");
  CHECK(c.at("/variables/$fxv#1") == "[1,\"[[y]\"]");
  CHECK(c.at("/variables/$fxv#2") == "{\"name\":\"app\",\"replicas\":3,\"enabled\":true,\"quoted\":\"3\"}");
  CHECK(c.at("/variables/b64") == "\"aGkgW3hd\"");
  CHECK(c.at("/variables/$fxv#3") ==
        "[{\"relativePath\":\"data/j.json\",\"baseName\":\"j.json\",\"extension\":\".json\"}]");
}

TEST_CASE("bicep emit: a missing file is a diagnostic", "[bicep]") {
  auto c = compile("var t = loadTextContent('nope.txt')\n");
  CHECK(c.firstError().rfind("BCP091", 0) == 0);
  REQUIRE(!c.result.diagnostics.items().empty());
  CHECK(c.result.diagnostics.items()[0].loc.line == 1);
  CHECK(c.result.diagnostics.items()[0].loc.col == 9);
}

TEST_CASE("bicep emit: nameof", "[bicep]") {
  auto c = compile("param settings object\nvar a = nameof(settings)\nvar b = nameof(settings.child)\n");
  CHECK(c.at("/variables/a") == "\"settings\"");
  CHECK(c.at("/variables/b") == "\"child\"");
}

TEST_CASE("bicep emit: values carry their Bicep positions", "[bicep]") {
  auto c = compile("param p string\n\nresource r 'A.B/c@2020-01-01' = {\n  name: p\n  properties: {\n    x: 1\n  }\n}\n");
  REQUIRE(c.result.tmpl);
  const pf::Value* res = c.result.tmpl->get("resources")->at(0);
  CHECK(res->loc().line == 3);
  CHECK(res->get("name")->loc().line == 4);
  CHECK(res->get("properties")->get("x")->loc().line == 6);
  CHECK(res->get("properties")->get("x")->loc().col == 8);
  CHECK(c.files->path(res->loc().file) == "/virtual/main.bicep");
  CHECK(c.result.tmpl->get("parameters")->get("p")->loc().line == 1);
}

TEST_CASE("bicep emit: module template values point into the module file", "[bicep]") {
  auto c = compile("module m 'mod.bicep' = {\n  name: 'm'\n}\n", {{"mod.bicep", "\n\nvar x = 'in module'\n"}});
  REQUIRE(c.result.tmpl);
  const pf::Value* x = c.result.tmpl->get("resources")->at(0)->get("properties")->get("template")->get("variables")->get("x");
  REQUIRE(x);
  CHECK(c.files->path(x->loc().file) == "/virtual/mod.bicep");
  CHECK(x->loc().line == 3);
}

TEST_CASE("bicep emit: disable-next-line suppresses a diagnostic", "[bicep]") {
  auto c = compile("#disable-next-line BCP057\noutput o string = nope\n");
  bool found = false;
  for (const auto& d : c.result.diagnostics.items()) found = found || d.code == "BCP057";
  CHECK(!found);
  auto d = compile("output o string = nope\n");
  CHECK(d.firstError().rfind("BCP057", 0) == 0);
}

TEST_CASE("bicep emit: parameters, decorators and outputs", "[bicep]") {
  auto c = compile(R"(@secure()
@minLength(3)
@description('The admin password')
param pwd string
@allowed(['a', 'b'])
param choice string = 'a'
@description('The result')
output o string = choice
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/parameters/pwd") ==
        "{\"type\":\"securestring\",\"minLength\":3,\"metadata\":{\"description\":\"The admin password\"}}");
  CHECK(c.at("/parameters/choice") == "{\"type\":\"string\",\"defaultValue\":\"a\",\"allowedValues\":[\"a\",\"b\"]}");
  CHECK(c.at("/outputs/o") ==
        "{\"type\":\"string\",\"metadata\":{\"description\":\"The result\"},\"value\":\"[parameters('choice')]\"}");
}

TEST_CASE("bicep emit: types, unions and functions switch to languageVersion 2.0", "[bicep]") {
  auto c = compile(R"(type color = 'red' | 'green' | 'blue'
param c color
func twice(x int) int => x * 2
output d int = twice(2)
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/languageVersion") == "\"2.0\"");
  // Union members are ordered by name.
  CHECK(c.at("/definitions/color") == "{\"type\":\"string\",\"allowedValues\":[\"blue\",\"green\",\"red\"]}");
  CHECK(c.at("/parameters/c") == "{\"$ref\":\"#/definitions/color\"}");
  CHECK(c.at("/functions/0/namespace") == "\"__bicep\"");
  CHECK(c.at("/functions/0/members/twice/output/value") == "\"[mul(parameters('x'), 2)]\"");
  CHECK(c.at("/outputs/d/value") == "\"[__bicep.twice(2)]\"");
}

TEST_CASE("bicep emit: compile-time imports copy declarations and what they need", "[bicep]") {
  auto c = compile("import {greeting, color as c} from 'lib.bicep'\nimport * as lib from 'lib.bicep'\nparam p c\noutput o string = greeting\noutput s string = lib.suffix\n",
                   {{"lib.bicep",
                     "@export()\nvar greeting = '${prefix} world'\nvar prefix = 'hello'\n@export()\nvar suffix = '!'\n@export()\ntype color = 'red' | 'blue'\n"}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/variables/greeting") == "\"[format('{0} world', variables('_1.prefix'))]\"");
  CHECK(c.at("/variables/_1.prefix") == "\"hello\"");
  CHECK(c.at("/variables/_1.suffix") == "\"!\"");
  CHECK(c.at("/outputs/s/value") == "\"[variables('_1.suffix')]\"");
  CHECK(c.at("/definitions/c") ==
        "{\"type\":\"string\",\"allowedValues\":[\"blue\",\"red\"],\"metadata\":{\"__bicep_imported_from!\":{"
        "\"sourceTemplate\":\"lib.bicep\",\"originalIdentifier\":\"color\"}}}");
  CHECK(c.at("/parameters/p") == "{\"$ref\":\"#/definitions/c\"}");
}

// Issue 18: wildcard-imported functions live in their file's closure namespace (_1.f, not
// __bicep._1.f), and a function of an ARM JSON template is imported as 'namespace.member'.
TEST_CASE("bicep emit: wildcard function imports use namespace _N; JSON functions import as 'ns.member'", "[bicep]") {
  const char* json = R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "languageVersion": "2.0", "contentVersion": "1.0.0.0",
    "functions": [{"namespace": "ns", "members": {"f": {"parameters": [{"name": "a", "type": "string"}],
      "output": {"type": "string", "value": "[toUpper(parameters('a'))]"}, "metadata": {"__bicep_export!": true}}}}],
    "resources": {}})";
  auto c = compile("import * as lib from 'lib.bicep'\nimport {'ns.f' as g} from 'x.json'\n"
                   "output o int = lib.double(2)\noutput u string = g('v')\n",
                   {{"lib.bicep", "@export()\nfunc double(x int) int => x * 2\n"}, {"x.json", json}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/outputs/o/value") == R"("[_1.double(2)]")");
  CHECK(c.at("/outputs/u/value") == R"("[__bicep.g('v')]")");
  std::string fns = c.at("/functions");
  CHECK(fns.find(R"({"namespace":"_1","members":{"double":)") != std::string::npos);
  CHECK(c.at("/functions/0/members/g/output/value") == R"("[toUpper(parameters('a'))]")");
  CHECK(c.at("/functions/0/members/g/metadata/__bicep_imported_from!") ==
        R"({"sourceTemplate":"x.json","originalIdentifier":"ns.f"})");
  // A name the JSON template does not have is BCP360, as in Bicep.
  auto bad = compile("import {'ns.h' as g} from 'x.json'\noutput u string = g('v')\n", {{"x.json", json}});
  CHECK(bad.firstError().find("BCP360") == 0);
}

// The first error as "CODE line:col message".
static std::string firstErrorAt(const pf::test::Compiled& c) {
  for (const auto& d : c.result.diagnostics.items())
    if (d.severity == pf::Severity::Error)
      return d.code + " " + std::to_string(d.loc.line) + ":" + std::to_string(d.loc.col) + " " + d.message;
  return "";
}

// Only what a file exports can be imported (Bicep's BCP360, at the import item), and a wildcard
// alias has only the exported symbols as members (BCP052).
TEST_CASE("bicep emit: importing a symbol that is absent or not exported is BCP360 at the item", "[bicep]") {
  const char* lib = "var hidden = 1\n@export()\nvar shown = 2\ntype t = string\nfunc f() int => 1\n";
  auto ok = compile("import {shown} from 'lib.bicep'\noutput o int = shown\n", {{"lib.bicep", lib}});
  CHECK(ok.firstError().empty());
  for (const char* name : {"hidden", "t", "f", "absent"}) {
    auto c = compile(std::string("import {shown, ") + name + "} from 'lib.bicep'\noutput o int = shown\n", {{"lib.bicep", lib}});
    INFO(name);
    CHECK(firstErrorAt(c) == std::string("BCP360 1:16 The '") + name +
                                "' symbol was not found in (or was not exported by) the imported template.");
  }
  // ARM JSON: a definition or function needs __bicep_export!, a variable __bicep_exported_variables!.
  const char* json = R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
    "languageVersion": "2.0", "contentVersion": "1.0.0.0",
    "metadata": {"__bicep_exported_variables!": [{"name": "v"}]},
    "definitions": {"plain": {"type": "string"}, "marked": {"type": "int", "metadata": {"__bicep_export!": true}}},
    "variables": {"v": 1, "w": 2}, "resources": {}})";
  CHECK(compile("import {marked, v} from 'x.json'\n", {{"x.json", json}}).firstError().empty());
  CHECK(firstErrorAt(compile("import {plain} from 'x.json'\n", {{"x.json", json}})).find("BCP360 1:9 ") == 0);
  CHECK(firstErrorAt(compile("import {w} from 'x.json'\n", {{"x.json", json}})).find("BCP360 1:9 ") == 0);
  auto wild = compile("import * as l from 'lib.bicep'\noutput a int = l.shown\noutput b int = l.hidden\n", {{"lib.bicep", lib}});
  CHECK(firstErrorAt(wild) == "BCP052 3:16 The type \"l\" does not contain property \"hidden\".");
}
