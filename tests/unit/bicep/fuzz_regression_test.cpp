// Inputs found by fuzz/bicep_fuzz and fuzz/bicepparam_fuzz that crashed or hung the compiler,
// compiled the way the harnesses do (compileBicepText / compileParamsText on in-memory text).
#include <catch2/catch.hpp>

#include "tests/helpers.hpp"
#include "tests/temp_dir.hpp"
#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

bool hasError(const pf::test::Compiled& c, const std::string& code, uint32_t line) {
  for (const auto& d : c.result.diagnostics.items())
    if (d.code == code && d.loc.line == line) return true;
  return false;
}

}  // namespace

TEST_CASE("fuzz: a parent property naming the resource's own nested child is a cycle", "[fuzz-regression][bicep]") {
  // Walking the parent chain d -> x -> d never ended.
  auto c = compile(R"(resource d 'Microsoft.Network/virtualNetworks@2023-01-01' = {
  name: 'd'
  parent: x
  resource x 'subnets' = {
    name: 'x'
  }
}
)");
  CHECK(hasError(c, "BCP080", 3));
  // The shape the fuzzer found: unbalanced braces make the next declaration a nested one.
  auto found = compile("resource d''={parent:server{{{}}}\nresource server\n");
  CHECK(hasError(found, "BCP080", 1));
}

TEST_CASE("fuzz: parent properties in a cycle in a file that declares an extension", "[fuzz-regression][bicep]") {
  // Which extension a child belongs to was found by walking to its root parent, before the cycle
  // check: with a -> b -> a there is no root, and the walk never ended.
  auto c = compile(R"(extension 'br:mcr.microsoft.com/bicep/extensions/hasconfig/v1:1.2.3' as ext1

resource a 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  parent: b
  name: 'default'
}

resource b 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  parent: a
  name: 'st'
}
)");
  CHECK(hasError(c, "BCP080", 4));
  CHECK(hasError(c, "BCP080", 9));
  // A resource of the extension in the cycle, and one outside it that follows its parent there.
  auto ext = compile(R"(extension kubernetes with { namespace: 'default', kubeConfig: 'x' } as k8s

resource ns 'core/Namespace@v1' = {
  parent: svc
  metadata: { name: 'a' }
}

resource svc 'core/Service@v1' = {
  parent: ns
  metadata: { name: 'b' }
}

resource child 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  parent: svc
  name: 'default'
}
)");
  CHECK(hasError(ext, "BCP080", 4));
}

TEST_CASE("fuzz: a nested resource scoped to itself through :: refers to its own declaration",
          "[fuzz-regression][bicep]") {
  // Resolving the scope recursed until the stack overflowed.
  auto c = compile(R"(resource sa 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: 'sa'
  resource blob 'blobServices' = {
    name: 'default'
    scope: sa::blob
  }
}
)");
  CHECK(hasError(c, "BCP079", 5));
  auto found = compile("resource storageAccount''={resource blobService''={scope:storageAccount::blobService");
  CHECK(hasError(found, "BCP079", 1));
}

namespace {

size_t errorCount(const pf::test::Compiled& c) {
  size_t n = 0;
  for (const auto& d : c.result.diagnostics.items()) n += d.severity == pf::Severity::Error;
  return n;
}

std::string repeat(const std::string& s, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += s;
  return out;
}

}  // namespace

TEST_CASE("fuzz: Bicep nested 100,000 levels deep is one error, not a stack overflow", "[fuzz-regression][bicep]") {
  const int n = 100000;
  const std::string deep[] = {
      "var x = " + repeat("(", n) + "1" + repeat(")", n),
      "var x = " + repeat("[", n) + repeat("]", n),
      "var x = " + repeat("{a:", n) + "1" + repeat("}", n),
      "var x = " + repeat("!", n) + "true",
      "var x = 1" + repeat("+1", n),                          // left-deep, built by a loop
      "var x = a" + repeat(".b", n),
      "var x = " + repeat("true ? ", n) + "1" + repeat(" : 2", n),
      "var x = '" + repeat("${'", n) + repeat("'}", n) + "'",
      "var x = " + repeat("a => ", n) + "1",
      "type t = " + repeat("{a:", n) + "string" + repeat("}", n),
      "type t = string" + repeat("[]", n),
  };
  for (const std::string& text : deep) {
    INFO(text.substr(0, 40));
    auto c = compile(text + "\n");
    CHECK(hasError(c, "BCPPF03", 1));
    CHECK(errorCount(c) <= 4);  // not one "expected ')'" per open bracket
  }
}

TEST_CASE("fuzz: nesting that ordinary files use still parses", "[fuzz-regression][bicep]") {
  auto c = compile("var x = " + repeat("[", 100) + repeat("]", 100) + "\nvar y = 1" + repeat(" + 1", 200) + "\n");
  CHECK_FALSE(hasError(c, "BCPPF03", 1));
  CHECK_FALSE(hasError(c, "BCPPF03", 2));
}

TEST_CASE("fuzz: a nested resource without a name is reported once", "[fuzz-regression][bicep]") {
  // Every descendant's name asked for its ancestors' again: 66,049 errors for 256 levels.
  auto c = compile("resource a 'A/b@1' = {\n" + repeat("resource b 'c' = {\n", 6) + repeat("}\n", 7));
  size_t n = 0;
  for (const auto& d : c.result.diagnostics.items()) n += d.code == "BCP035";
  CHECK(n == 7);
}

TEST_CASE("fuzz: a .bicepparam value that names its own parameter ends, with errors", "[fuzz-regression][bicep]") {
  // Found by bicepparam_fuzz (a timeout), run as `build-params`. Parse recovery left `myObject`
  // inside its own value:
  // inlining it again and again grew without end (5 GB in four seconds), and checking it for
  // external inputs followed every mention, exponentially. Each declaration is now followed once.
  static const char kText[] =
    "\357\273\277using 'main.bicep'\012"
    "\012"
    "param myObject = {\012"
    "  any: any('foo')\012"
    "  array:metad array([])\012"
    "  base02ToString: base64ToString(base64('abc'))\012"
    "  base64ToJson: base64ToJson(base64('{\042hi\042: \042there\042}')).hi\012"
    "  bool: bool(true)\012"
    "  concat: concat(['abc'], [, 'b', '/')\012"
    "  skip: skip([1, 2, myObject = {\012"
    "  any: any('foo')\012"
    "  array:metad array([])\012"
    "  base023], 1)\012"
    "  sort: sort(['c', 'd', 'a'], (a, b) toObject: toObject(['a', 'b', 'c'], x => x, x => 'Hi ${x}!')\012"
    "  toUpper: toUpper('Ai\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\000\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\257\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377\377KInIniIN')\012"
    "  trim: trim('  adf asdf  ')\012"
    "  union: unIonRRRRRRRRRRRRRRRRRRRRRRRR.hi\012"
    "  bool: bool(true)\012"
    "  concat: concat(['abc'], [, 'b', '/')\012"
    "  skip: skip([1, 2, myObject = {\012"
    "  any: any('foo')\012"
    "  array:metad array([])\012"
    "  base023ring('asd', 'asdf', 'asdf'\000\001 xternalInput('kvName'), \012"
    "  externalInput('secretName'), \012"
    "  externalInput('s\377\377\002\227ecretVersion'))\012"
    "";
  pf::test::TempDir dir;
  dir.write("main.bicep", "param name string\nparam count int = 1\nparam tags object = {}\n@secure()\nparam key string\n"
                          "param items array = []\noutput id string = name\n");
  std::string params = dir.write("main.bicepparam", std::string(kText, sizeof kText - 1));
  std::string out, err;
  CHECK(pf::test::runCli("build-params '" + params + "'", &out, &err) == 1);  // before: no end, 5 GB
  CHECK_THAT(err, Catch::Contains("error BCP001"));
}
