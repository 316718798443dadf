#include <catch2/catch.hpp>

#include "tests/unit/bicep/parse_helpers.hpp"

using pf::test::declDump;
using pf::test::parseBicep;

TEST_CASE("bicep parser: parameters and decorators", "[bicep]") {
  CHECK(declDump("param p string") == "(param p string)");
  CHECK(declDump("param p int = 3") == "(param p int = 3)");
  CHECK(declDump("@secure()\n@minLength(3)\nparam p string") == "(param @(secure) @(minLength 3) p string)");
  CHECK(declDump("@sys.description('d')\nparam p string?") ==
        "(param @(. sys description 'd') p (NullableType string))");
  CHECK(declDump("param p {\n  a: string\n  @maxValue(3)\n  b: int?\n}") ==
        "(param p (ObjectType (prop 'a' string) (prop 'b' (NullableType int))))");
}

TEST_CASE("bicep parser: variables, outputs, metadata, targetScope", "[bicep]") {
  CHECK(declDump("var v = 1") == "(var v = 1)");
  CHECK(declDump("var v string = 'a'") == "(var v string = 'a')");
  CHECK(declDump("output o string = 'a'") == "(output o string = 'a')");
  CHECK(declDump("output o resource 'A.B/c@2020-01-01' = r") ==
        "(output o (ResourceType 'A.B/c@2020-01-01') = r)");
  CHECK(declDump("metadata m = 'x'") == "(metadata m = 'x')");
  CHECK(declDump("targetScope = 'subscription'") == "(targetScope = 'subscription')");
}

TEST_CASE("bicep parser: resources", "[bicep]") {
  CHECK(declDump("resource r 'A.B/c@2020-01-01' = {\n  name: 'n'\n}") ==
        "(resource r 'A.B/c@2020-01-01' = (Object ('name' 'n')))");
  CHECK(declDump("resource r 'A.B/c@2020-01-01' existing = {\n  name: 'n'\n}") ==
        "(resource r 'A.B/c@2020-01-01' existing = (Object ('name' 'n')))");
  CHECK(declDump("resource r 'A.B/c@2020-01-01' = if (on) {\n  name: 'n'\n}") ==
        "(resource r 'A.B/c@2020-01-01' = (If (Paren on) (Object ('name' 'n'))))");
  CHECK(declDump("@batchSize(2)\nresource r 'A.B/c@2020-01-01' = [for i in range(0, 2): {\n  name: 'n${i}'\n}]") ==
        "(resource @(batchSize 2) r 'A.B/c@2020-01-01' = (For i _ (range 0 2) (Object ('name' (str 'n' i '')))))");
  CHECK(declDump("resource p 'A.B/c@2020-01-01' = {\n  name: 'p'\n  resource c 'd' = {\n    name: 'c'\n  }\n}") ==
        "(resource p 'A.B/c@2020-01-01' = (Object ('name' 'p') (NestedResource c)) (resource c 'd' = (Object ('name' "
        "'c'))))");
}

TEST_CASE("bicep parser: modules, types, functions", "[bicep]") {
  CHECK(declDump("module m './m.bicep' = {\n  name: 'm'\n}") == "(module m './m.bicep' = (Object ('name' 'm')))");
  CHECK(declDump("type t = 'a' | 'b'") == "(type t (UnionType 'a' 'b'))");
  CHECK(declDump("type t = ['a', 'b']\n|['c']") == "(type t (UnionType (TupleType (TupleItem 'a') (TupleItem 'b')) (TupleType (TupleItem 'c'))))");
  CHECK(declDump("type t = | 'alone'") == "(type t (UnionType 'alone'))");
  CHECK(declDump("type t = int [] [] ?") == "(type t (NullableType (ArrayType (ArrayType int))))");
  CHECK(declDump("type t = foo.bar[*]") == "(type t (TypeItems (. foo bar)))");
  CHECK(declDump("type t = d.*") == "(type t (TypeAdditional d))");
  CHECK(declDump("type t = { *: string }") == "(type t (ObjectType (AdditionalProperties string)))");
  CHECK(declDump("type t = resourceInput<'A.B/c@2020-01-01'>.properties") ==
        "(type t (. (resourceInput<> 'A.B/c@2020-01-01') properties))");
  CHECK(declDump("type t = (-10|true|!true|null)[]") == "(type t (ArrayType (Paren (UnionType (- 10) true (! true) null))))");
  CHECK(declDump("func f(a string, b int) string => '${a}${b}'") == "(func f a:string b:int string = (str '' a '' b ''))");
  CHECK(declDump("func f(\n  a string\n) string => a") == "(func f a:string string = a)");
}

TEST_CASE("bicep parser: imports, extensions, asserts", "[bicep]") {
  CHECK(declDump("import {a, b as c} from 'x.bicep'") == "(import 'x.bicep')");
  auto p = parseBicep("import {a, b as c} from 'x.bicep'\nimport * as ns from 'y.bicep'\n");
  REQUIRE(p.result.program.decls.size() == 2);
  CHECK(p.result.program.decls[0].importItems.size() == 2);
  CHECK(p.result.program.decls[0].importItems[1].alias == "c");
  CHECK(p.result.program.decls[1].wildcard);
  CHECK(p.result.program.decls[1].alias == "ns");
  CHECK(declDump("extension microsoftGraphV1") == "(extension microsoftGraphV1 microsoftGraphV1)");
  CHECK(declDump("extension kubernetes with {\n  namespace: 'default'\n} as k8s") == "(extension k8s kubernetes)");
  CHECK(declDump("assert a = true") == "(assert a = true)");
}

TEST_CASE("bicep parser: bicepparam files", "[bicep]") {
  auto p = parseBicep("using './main.bicep'\nextends 'base.bicepparam'\nparam a = 1\n", pf::bicep::FileKind::BicepParam);
  CHECK(p.diags.empty());
  REQUIRE(p.result.program.decls.size() == 3);
  CHECK(p.result.program.decls[0].kind == pf::bicep::DeclKind::Using);
  CHECK(p.result.program.decls[1].kind == pf::bicep::DeclKind::Extends);
  CHECK(pf::bicep::dump(p.result.program.decls[2]) == "(param= a = 1)");
  auto none = parseBicep("using none\n", pf::bicep::FileKind::BicepParam);
  CHECK(none.diags.empty());
  CHECK(none.result.program.decls[0].target.kind == pf::bicep::NodeKind::Null);
}

TEST_CASE("bicep parser: pragmas and line endings", "[bicep]") {
  auto p = parseBicep("#disable-next-line BCP081 no-unused-params\r\nparam p string\r\n#disable-diagnostics BCP1\r\n");
  CHECK(p.diags.empty());
  REQUIRE(p.result.pragmas.size() == 2);
  CHECK(p.result.pragmas[0].line == 1);
  CHECK(p.result.pragmas[0].codes == std::vector<std::string>{"BCP081", "no-unused-params"});
  CHECK(p.result.pragmas[1].kind == pf::bicep::Pragma::Kind::Disable);
  CHECK(p.result.program.decls.size() == 1);
}
