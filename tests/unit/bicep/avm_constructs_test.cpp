// Constructs of modern Bicep that Azure Verified Modules use, compiled as the official compiler
// does (the forms below are those of the modules' official main.json in ../shared/avm).
#include <catch2/catch.hpp>

#include "engine/core/json.hpp"
#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;
using pf::test::TempDir;

TEST_CASE("bicep avm: a union written with a leading | on each line, across lines", "[bicep][avm]") {
  auto c = compile(R"(@export()
type requestType =
  | 'AdminAssign'
  | 'AdminRemove'
  | 'AdminExtend'
type sizes =
  | { cpu: '0.25', memory: '0.5Gi' }
  | { cpu: '1', memory: '2Gi' }
param p requestType = 'AdminAssign'
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/requestType/type") == "\"string\"");
  CHECK(c.at("/definitions/requestType/allowedValues") == R"(["AdminAssign","AdminExtend","AdminRemove"])");
  CHECK(c.at("/definitions/sizes/allowedValues") == R"([{"cpu":"0.25","memory":"0.5Gi"},{"cpu":"1","memory":"2Gi"}])");
}

TEST_CASE("bicep avm: a nullable union of literals ('a' | 'b'?) is one nullable string type", "[bicep][avm]") {
  auto c = compile(R"(type bastion = {
  skuName: 'Basic' | 'Developer' | 'Premium' | 'Standard'?
  mode: ('On' | 'Off')?
}
param p bastion = {}
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/bastion/properties/skuName") ==
        R"({"type":"string","allowedValues":["Basic","Developer","Premium","Standard"],"nullable":true})");
  CHECK(c.at("/definitions/bastion/properties/mode") == R"({"type":"string","allowedValues":["Off","On"],"nullable":true})");
}

TEST_CASE("bicep avm: each .? is its own tryGet; a plain access after it continues the path", "[bicep][avm]") {
  auto c = compile(R"(param o object = {}
resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' existing = {
  name: 'st'
}
output a array = o.?networkAcls.?ipRules ?? []
output b string = o.?networkAcls.bypass ?? ''
output c string? = sa.?identity.?principalId
output d string? = o.?items[?0]
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/outputs/a/value") == R"("[coalesce(tryGet(tryGet(parameters('o'), 'networkAcls'), 'ipRules'), createArray())]")");
  CHECK(c.at("/outputs/b/value") == R"("[coalesce(tryGet(parameters('o'), 'networkAcls', 'bypass'), '')]")");
  CHECK(c.at("/outputs/c/value") ==
        R"("[tryGet(tryGet(reference('sa', '2023-01-01', 'full'), 'identity'), 'principalId')]")");
  CHECK(c.at("/outputs/d/value") == R"("[tryGet(tryGet(parameters('o'), 'items'), 0)]")");
}

TEST_CASE("bicep avm: .? on a conditional module or resource reads null when the condition leaves it out", "[bicep][avm]") {
  auto c = compile(R"(param on bool = false
module m 'mod.bicep' = if (on) {
  name: 'm'
}
resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' existing = if (on) {
  name: 'st'
}
output name string = m.?outputs.x ?? 'none'
output id string? = m.?outputs.?x
output principal string? = sa.?identity.principalId
)",
                   {{"mod.bicep", "output x string = 'y'\n"}}, true);
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/outputs/name/value") == R"("[coalesce(tryGet(if(parameters('on'), reference('m'), null()), 'outputs', 'x', 'value'), 'none')]")");
  CHECK(c.at("/outputs/id/value") == R"("[tryGet(tryGet(tryGet(if(parameters('on'), reference('m'), null()), 'outputs'), 'x'), 'value')]")");
  CHECK(c.at("/outputs/principal/value") ==
        R"("[tryGet(if(parameters('on'), reference('sa', '2023-01-01', 'full'), null()), 'identity', 'principalId')]")");

  // Expanded: the condition is false, so the outputs are the fallbacks, with no error.
  TempDir t;
  t.write("mod.bicep", "output x string = 'y'\n");
  std::string main = t.write("main.bicep", R"(param on bool = false
module m 'mod.bicep' = if (on) {
  name: 'm'
}
output name string = m.?outputs.x ?? 'none'
)");
  std::string out, err;
  CHECK(pf::test::runCli("expand '" + main + "'", &out, &err) == 0);
  INFO(err);
  CHECK(pf::test::json(out).get("outputs")->get("name")->get("value")->str() == "none");
  CHECK(pf::test::runCli("expand '" + main + "' --parameters '" + t.write("p.json", R"({"parameters": {"on": {"value": true}}})") + "'", &out, &err) == 0);
  CHECK(pf::test::json(out).get("outputs")->get("name")->get("value")->str() == "y");
}

TEST_CASE("bicep avm: list() is the generic list action; a func body may start on the next line", "[bicep][avm]") {
  auto c = compile(R"(resource app 'Microsoft.Web/sites@2023-12-01' existing = {
  name: 'app'
}
func greet(name string) string =>
  'hello ${name}'
output settings object = list('${app.id}/config/appsettings', '2023-12-01').properties
output g string = greet('x')
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/outputs/settings/value") ==
        R"("[list(format('{0}/config/appsettings', resourceId('Microsoft.Web/sites', 'app')), '2023-12-01').properties]")");
  CHECK(c.at("/functions/0/members/greet/output/value") == R"("[format('hello {0}', parameters('name'))]")");
}

TEST_CASE("bicep avm: a conditional scope keeps only its kind; a scope in a variable is followed", "[bicep][avm]") {
  auto c = compile(R"(param rgName string = ''
var rg = empty(rgName) ? resourceGroup() : resourceGroup(rgName)
var fixed = resourceGroup('other')
module a 'mod.bicep' = {
  name: 'a'
  scope: rg
}
module b 'mod.bicep' = {
  name: 'b'
  scope: fixed
}
)",
                   {{"mod.bicep", "output x string = 'y'\n"}});
  CHECK(c.firstError().empty());
  // Bicep writes no resourceGroup for the conditional one (it deploys to the current group) and
  // an empty object for resourceGroup(x) inside an expression; preflight says so (BCPPF04).
  CHECK(c.at("/resources/0/resourceGroup") == "<missing>");
  CHECK(c.at("/variables/rg") == R"("[if(empty(parameters('rgName')), resourceGroup(), createObject())]")");
  CHECK(c.at("/resources/1/resourceGroup") == "\"other\"");
  bool warned = false;
  for (const auto& d : c.result.diagnostics.items()) warned = warned || (d.code == "BCPPF04" && d.loc.line == 2);
  CHECK(warned);
}

TEST_CASE("bicep avm: @sys.allowed on a type member is dropped as Bicep drops it; @allowed there is BCP297", "[bicep][avm]") {
  auto c = compile(R"(type volume = {
  @sys.allowed([-1, 1, 2, 3])
  zone: int
}
param v volume
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/volume/properties/zone") == R"({"type":"int"})");
  auto bad = compile(R"(type volume = {
  @allowed([1, 2])
  zone: int
}
)");
  CHECK(bad.firstError().rfind("BCP297", 0) == 0);
}

TEST_CASE("bicep avm: imported types do not carry the source's export marker", "[bicep][avm]") {
  auto c = compile(R"(import { lockType } from 'types.json'
param lock lockType?
)",
                   {{"types.json", R"({"$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#",
  "languageVersion": "2.0", "contentVersion": "1.0.0.0",
  "definitions": {"lockType": {"type": "object", "properties": {"name": {"type": "string", "nullable": true}},
    "metadata": {"__bicep_export!": true, "description": "A lock."}}},
  "resources": {}})"}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/lockType/metadata/__bicep_export!") == "<missing>");
  CHECK(c.at("/definitions/lockType/metadata/description") == "\"A lock.\"");
  CHECK(c.at("/definitions/lockType/metadata/__bicep_imported_from!/sourceTemplate") == "\"types.json\"");
}

TEST_CASE("bicep avm: imports are followed through the files they import; closure files are numbered by name", "[bicep][avm]") {
  std::map<std::string, std::string> files = {
      {"types/c.bicep", R"(@export()
type leaf = { v: string }
@export()
var base = 'b'
@export()
func f(x string) string => '${x}-${base}'
)"},
      {"b.bicep", R"(import { leaf, base, f } from 'types/c.bicep'
@export()
type mid = { l: leaf, n: int }
@export()
var derived = '${base}-d'
@export()
func g(x string) string => f(x)
)"},
      {"a.bicep", R"(type hidden = { h: bool }
@export()
type top = { x: hidden }
)"}};
  auto c = compile(R"(import { mid, derived, g } from 'b.bicep'
import { top } from './a.bicep'
param p mid
param q top
output o string = derived
output r string = g('z')
)",
                   files);
  REQUIRE(c.firstError().empty());
  // a.bicep and types/c.bicep have symbols not imported by name: _1 and _2 in that order.
  CHECK(c.at("/definitions/mid/properties/l/$ref") == "\"#/definitions/_2.leaf\"");
  CHECK(c.at("/definitions/top/properties/x/$ref") == "\"#/definitions/_1.hidden\"");
  CHECK(c.at("/definitions/_2.leaf/metadata/__bicep_imported_from!/sourceTemplate") == "\"types/c.bicep\"");
  CHECK(c.at("/definitions/top/metadata/__bicep_imported_from!/sourceTemplate") == "\"a.bicep\"");
  CHECK(c.at("/variables/derived") == R"("[format('{0}-d', variables('_2.base'))]")");
  CHECK(c.at("/variables/_2.base") == "\"b\"");
  CHECK(c.at("/functions/0/namespace") == "\"__bicep\"");
  CHECK(c.at("/functions/0/members/g/output/value") == R"("[_2.f(parameters('x'))]")");
  CHECK(c.at("/functions/1/namespace") == "\"_2\"");
  CHECK(c.at("/functions/1/members/f/output/value") == R"("[format('{0}-{1}', parameters('x'), variables('_2.base'))]")");
  CHECK(c.at("/outputs/r/value") == R"("[__bicep.g('z')]")");
}

TEST_CASE("bicep avm: secure module outputs, and objects with secure members, are read through listOutputsWithSecureValues", "[bicep][avm]") {
  const char* mod = R"(type keysType = {
  @secure()
  primary: string
  name: string
}
@secure()
output key string = 'k'
output keys keysType = { primary: 'p', name: 'n' }
output plain string = 'x'
)";
  auto c = compile(R"(module m 'mod.bicep' = {
  name: 'm'
}
@secure()
output a string = m.outputs.key
@secure()
output b string? = m.outputs.?key
output c string = m.outputs.keys.name
output d string = m.outputs.plain
)",
                   {{"mod.bicep", mod}}, true);
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/outputs/a/value") == R"("[listOutputsWithSecureValues('m', '2025-04-01').key]")");
  CHECK(c.at("/outputs/b/value") == R"("[tryGet(listOutputsWithSecureValues('m', '2025-04-01'), 'key')]")");
  CHECK(c.at("/outputs/c/value") == R"("[listOutputsWithSecureValues('m', '2025-04-01').keys.name]")");
  CHECK(c.at("/outputs/d/value") == R"("[reference('m').outputs.plain.value]")");
}

TEST_CASE("bicep avm: load* results inside expressions are function variables $fxv#N, as Bicep writes them", "[bicep][avm]") {
  auto c = compile(R"(param origin string = 'o'
var whole = loadTextContent('policy.xml')
var replaced = replace(loadTextContent('policy.xml'), '{origin}', origin)
var obj = { text: sys.loadTextContent('policy.xml') }
var json1 = loadJsonContent('data.json')
var items = [for i in range(0, 2): { n: i }]
output o object = loadJsonContent('data.json', '.a')
)",
                   {{"policy.xml", "<policy origin='{origin}'/>"}, {"data.json", R"({"a": {"b": "[not an expression]"}})"}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/variables/whole") == R"("<policy origin='{origin}'/>")");
  CHECK(c.at("/variables/replaced") == R"("[replace(variables('$fxv#0'), '{origin}', parameters('origin'))]")");
  CHECK(c.at("/variables/obj") == R"({"text":"[variables('$fxv#1')]"})");
  CHECK(c.at("/variables/json1") == R"("[variables('$fxv#2')]")");
  CHECK(c.at("/variables/$fxv#0") == R"("<policy origin='{origin}'/>")");
  CHECK(c.at("/variables/$fxv#2") == R"({"a":{"b":"[[not an expression]"}})");
  CHECK(c.at("/outputs/o/value") == R"("[variables('$fxv#3')]")");
  // copy first, then the function variables, then the file's own.
  std::string vars = c.at("/variables");
  CHECK(vars.find("\"copy\"") < vars.find("\"$fxv#0\""));
  CHECK(vars.find("\"$fxv#3\"") < vars.find("\"whole\""));
}

TEST_CASE("bicep avm: a load* path built from constant variables works anywhere, with or without sys.", "[bicep][avm]") {
  auto c = compile(R"(var name = 'Install.sh'
var folder = 'scripts'
module m 'mod.bicep' = [for i in range(0, 2): {
  name: 'm${i}'
  params: {
    files: [
      { value: loadTextContent('${folder}/${name}') }
      { value: sys.loadTextContent('${folder}/${name}') }
    ]
  }
}]
)",
                   {{"mod.bicep", "param files array\n"}, {"scripts/Install.sh", "echo hi"}});
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/variables/$fxv#0") == "\"echo hi\"");
  CHECK(c.at("/variables/$fxv#1") == "\"echo hi\"");
}
