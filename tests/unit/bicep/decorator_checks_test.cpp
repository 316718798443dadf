// Decorators Bicep refuses are errors here too, with Bicep's code, at Bicep's position: unknown
// names, functions that are no decorators, decorators on the wrong kind of declaration or type,
// wrong argument counts, duplicates, @batchSize misuse and decorators with no declaration.
// Expected codes and messages come from Bicep's DiagnosticBuilder and its baselines
// (InvalidParameters, InvalidResources, InvalidVariables, InvalidModules, InvalidMetadata,
// InvalidExpressions, InvalidTypeDeclarations).
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

struct Found {
  std::string code, message;
  uint32_t line = 0, col = 0;
};

// The diagnostics with a BCP code other than BCP035/BCP081-like noise the samples do not test.
std::vector<Found> errorsOf(const pf::test::Compiled& c) {
  std::vector<Found> out;
  for (const auto& d : c.result.diagnostics.items())
    if (d.code.rfind("BCP", 0) == 0 && d.code != "BCP035")
      out.push_back({d.code, d.message, d.loc.line, d.loc.col});
  return out;
}

std::string describe(const std::vector<Found>& fs) {
  std::string s;
  for (const auto& f : fs) s += f.code + " " + std::to_string(f.line) + ":" + std::to_string(f.col) + " " + f.message + "\n";
  return s;
}

// The only diagnostic of `text`; fails the test unless there is exactly one.
Found only(const std::string& text) {
  auto c = compile(text);
  auto fs = errorsOf(c);
  INFO(describe(fs));
  REQUIRE(fs.size() == 1);
  return fs[0];
}

}  // namespace

TEST_CASE("bicep decorators: an unknown decorator name is BCP057, or BCP082 with Bicep's suggestion", "[bicep]") {
  Found f = only("@foo('x')\nparam p string = 'a'\n");
  CHECK(f.code == "BCP057");
  CHECK(f.message == "The name \"foo\" does not exist in the current context.");
  CHECK(f.line == 1);
  CHECK(f.col == 2);  // the name, after "@"

  Found typo = only("@descriptio('x')\nparam p string = 'a'\n");
  CHECK(typo.code == "BCP082");
  CHECK(typo.message == "The name \"descriptio\" does not exist in the current context. Did you mean \"description\"?");

  Found qualified = only("@sys.fooo()\nparam p string = 'a'\n");
  CHECK(qualified.code == "BCP107");
  CHECK(qualified.message == "The function \"fooo\" does not exist in namespace \"sys\".");
  CHECK(qualified.col == 6);
}

TEST_CASE("bicep decorators: a function that is no decorator is BCP152", "[bicep]") {
  Found f = only("@concat('a', 'b')\nparam p string = 'a'\n");
  CHECK(f.code == "BCP152");
  CHECK(f.message == "Function \"concat\" cannot be used as a decorator.");
  Found ns = only("@sys.concat('a', 'b')\nparam p string = 'a'\n");
  CHECK(ns.code == "BCP152");
  CHECK(ns.col == 6);
  Found az = only("@az.resourceGroup()\nparam p string = 'a'\n");
  CHECK(az.code == "BCP152");
  // An extension namespace has no decorators.
  auto ext = compile("extension microsoftGraphV1\n@microsoftGraphV1.foo()\nparam p string = 'a'\n");
  bool reported = false;
  for (const auto& d : ext.result.diagnostics.items())
    if (d.code == "BCP107" && d.loc.line == 2) reported = true;
  CHECK(reported);
}

TEST_CASE("bicep decorators: a decorator on a declaration kind it does not support", "[bicep]") {
  struct Case {
    const char* text;
    const char* code;
    const char* message;
  };
  const Case cases[] = {
      {"@batchSize(1)\nparam p string = 'a'\n", "BCP125", "Function \"batchSize\" cannot be used as a parameter decorator."},
      {"@secure()\nvar v = 'a'\n", "BCP126", "Function \"secure\" cannot be used as a variable decorator."},
      {"@minLength(2)\nresource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {\n  name: 'sa'\n}\n", "BCP127",
       "Function \"minLength\" cannot be used as a resource decorator."},
      {"@allowed(['a'])\noutput o string = 'a'\n", "BCP129", "Function \"allowed\" cannot be used as an output decorator."},
      {"@allowed(['a'])\ntype t = string\n", "BCP297", "Function \"allowed\" cannot be used as a type decorator."},
      {"type t = {\n  @batchSize(2)\n  p: string\n}\n", "BCP297", "Function \"batchSize\" cannot be used as a type decorator."},
      {"@secure()\nmetadata m = 'x'\n", "BCP269", "Function \"secure\" cannot be used as a metadata decorator."},
      {"@export()\nparam p string = 'a'\n", "BCP125", "Function \"export\" cannot be used as a parameter decorator."},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    Found f = only(c.text);
    CHECK(f.code == c.code);
    CHECK(f.message == c.message);
  }
  // Module decorators (the module file itself is fine).
  auto c = compile("@minValue(1)\nmodule m 'mod.bicep' = {\n  name: 'm'\n}\n", {{"mod.bicep", "output x int = 1\n"}});
  auto fs = errorsOf(c);
  INFO(describe(fs));
  REQUIRE(fs.size() == 1);
  CHECK(fs[0].code == "BCP128");
}

TEST_CASE("bicep decorators: decorators Bicep allows raise nothing", "[bicep]") {
  auto c = compile(R"(@description('d')
@metadata({ owner: 'me' })
@minLength(1)
@maxLength(10)
param name string = 'abc'

@secure()
param secret object = {}

@allowed([1, 2])
@minValue(1)
@maxValue(2)
param count int = 1

@description('a var')
@export()
var shared = 'x'

@export()
@sealed()
@description('a type')
type thing = {
  @description('the name')
  @minLength(1)
  name: string
  *: string
}

@discriminator('kind')
type either = { kind: 'a' } | { kind: 'b' }

@description('a function')
@export()
func double(x int) int => x * 2

@description('meta')
metadata owner = 'me'

@batchSize(1)
@description('a loop')
resource many 'Microsoft.Storage/storageAccounts@2022-09-01' = [for i in range(0, 2): {
  name: 'sa${i}'
}]

@secure()
@minLength(1)
output out string = name

@sys.description('qualified')
output out2 int = count
)");
  auto fs = errorsOf(c);
  INFO(describe(fs));
  CHECK(fs.empty());
}

TEST_CASE("bicep decorators: target types, type aliases, arguments and duplicates", "[bicep]") {
  Found type = only("@maxValue(3)\nparam p string = 'a'\n");
  CHECK(type.code == "BCP124");
  CHECK(type.message ==
        "The decorator \"maxValue\" can only be attached to targets of type \"int\", but the target has type \"string\".");
  CHECK(type.col == 1);  // the whole decorator, from "@"

  Found secure = only("@secure()\nparam p int = 1\n");
  CHECK(secure.message ==
        "The decorator \"secure\" can only be attached to targets of type \"object | string\", but the target has type "
        "\"int\".");

  Found alias = only("type short = string\n@minLength(3)\nparam p short = 'abcd'\n");
  CHECK(alias.code == "BCP308");
  CHECK(alias.message ==
        "The decorator \"minLength\" may not be used on statements whose declared type is a reference to a "
        "user-defined type.");

  Found args = only("@minLength()\nparam p string = 'a'\n");
  CHECK(args.code == "BCP071");
  CHECK(args.message == "Expected 1 argument, but got 0.");
  CHECK(args.col == 11);  // the "(" of the argument list

  auto dup = compile("@minLength(1)\n@minLength(2)\nparam p string = 'abc'\n");
  auto fs = errorsOf(dup);
  INFO(describe(fs));
  REQUIRE(fs.size() == 2);
  CHECK(fs[0].code == "BCP166");
  CHECK(fs[0].message == "Duplicate \"minLength\" decorator.");
  CHECK(fs[0].line == 1);
  CHECK(fs[1].line == 2);
}

TEST_CASE("bicep decorators: argument types, constants and lengths", "[bicep]") {
  Found type = only("@metadata('wrong')\nparam p string = 'a'\n");
  CHECK(type.code == "BCP070");
  CHECK(type.message == "Argument of type \"'wrong'\" is not assignable to parameter of type \"object\".");
  CHECK(type.col == 11);
  Found empty = only("@maxValue([])\nparam p int = 1\n");
  CHECK(empty.message == "Argument of type \"<empty array>\" is not assignable to parameter of type \"int\".");

  Found sum = only("@maxLength(2 + 3)\nparam p string = 'a'\n");
  CHECK(sum.code == "BCP032");
  CHECK(sum.message == "The value must be a compile-time constant.");
  CHECK(sum.col == 12);
  Found inner = only("@minValue(-length('s'))\nparam p int = 1\n");
  CHECK(inner.code == "BCP032");
  CHECK(inner.col == 12);  // the call under the minus sign
  Found nested = only("@metadata({\n  id: resourceGroup().id\n})\nparam p string = 'a'\n");
  CHECK(nested.code == "BCP032");
  CHECK(nested.line == 2);
  Found reference = only("param other int = 1\n@minValue(other)\nparam p int = 1\n");
  CHECK(reference.code == "BCP032");
  // An unknown name is that error only.
  Found unknown = only("@maxLength(a + 2)\nparam p string = 'a'\n");
  CHECK(unknown.code == "BCP057");

  Found negative = only("@minLength(-1)\nparam p string = 'a'\n");
  CHECK(negative.code == "BCP168");
  CHECK(negative.message == "Length must not be a negative value.");

  Found metadataValue = only("var v = 'x'\nmetadata m = v\n");
  CHECK(metadataValue.code == "BCP032");
  CHECK(metadataValue.col == 14);
}

TEST_CASE("bicep decorators: @batchSize needs a loop and a size of at least 1", "[bicep]") {
  Found single = only("@batchSize(2)\nresource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {\n  name: 'sa'\n}\n");
  CHECK(single.code == "BCP155");
  CHECK(single.message == "The decorator \"batchSize\" can only be attached to resource or module collections.");
  Found zero = only(
      "@batchSize(0)\nresource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = [for i in range(0, 2): {\n  name: "
      "'sa${i}'\n}]\n");
  CHECK(zero.code == "BCP154");
  CHECK(zero.message == "Expected a batch size of at least 1 but the specified value was \"0\".");
  CHECK(zero.col == 12);
}

TEST_CASE("bicep decorators: what cannot be called, and decorators with no declaration", "[bicep]") {
  Found bare = only("@secure\nparam p string = 'a'\n");
  CHECK(bare.code == "BCP063");
  CHECK(bare.message == "The name \"secure\" is not a parameter, variable, resource or module.");
  Found symbol = only("var v = 1\n@v\nparam p string = 'a'\n");
  CHECK(symbol.code == "BCP141");
  Found empty = only("@\nparam p string = 'a'\n");
  CHECK(empty.code == "BCP123");
  CHECK(empty.message == "Expected a namespace or decorator name at this location.");

  Found atEnd = only("param p string = 'a'\n\n@minLength(1)\n");
  CHECK(atEnd.code == "BCP292");
  CHECK(atEnd.message == "Expected a parameter, output, or type declaration after the decorator.");
  CHECK(atEnd.line == 3);
  Found description = only("param p string = 'a'\n@description('x')\n");
  CHECK(description.code == "BCP132");
  Found batch = only("param p string = 'a'\n@batchSize(1)\n");
  CHECK(batch.code == "BCP153");
  Found allowed = only("param p string = 'a'\n@allowed([1])\n");
  CHECK(allowed.code == "BCP147");

  // Before an unknown statement: that statement is BCP007 and the decorator dangles.
  auto c = compile("@concat()\n@sys.secure()\nxxxxx\n");
  auto fs = errorsOf(c);
  INFO(describe(fs));
  std::set<std::string> codes;
  for (const auto& f : fs) codes.insert(f.code);
  CHECK(codes == std::set<std::string>{"BCP007", "BCP152", "BCP292"});

  // In a resource body, decorators must precede a nested resource.
  Found nested = only(
      "resource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {\n  name: 'sa'\n\n  @batchSize(1)\n\n}\n");
  CHECK(nested.code == "BCP153");
  CHECK(nested.line == 4);
}

TEST_CASE("bicep decorators: a parameter name that hides a decorator", "[bicep]") {
  Found f = only("param description string = 'x'\n@description('d')\nparam p string = description\n");
  CHECK(f.code == "BCP265");
  CHECK(f.message == "The name \"description\" is not a function. Did you mean \"sys.description\"?");
  // sys. reaches the decorator.
  auto c = compile("param description string = 'x'\n@sys.description('d')\nparam p string = description\n");
  CHECK(errorsOf(c).empty());
}

TEST_CASE("bicep decorators: other statements", "[bicep]") {
  Found scope = only("@description('x')\ntargetScope = 'subscription'\n");
  CHECK(scope.code == "BCP130");
  CHECK(scope.message == "Decorators are not allowed here.");
  // On a function Bicep checks only types; a decorator it would drop is a warning here.
  auto c = compile("@minValue(1)\nfunc f() int => 1\noutput o int = f()\n");
  bool warned = false;
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == "BCPPF02" && d.severity == pf::Severity::Warning) warned = true;
  CHECK(warned);
  CHECK(c.firstError().empty());
}
