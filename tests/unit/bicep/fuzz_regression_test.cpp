// Inputs found by fuzz/bicep_fuzz and fuzz/bicepparam_fuzz that crashed or hung the compiler,
// compiled the way the harnesses do (compileBicepText / compileParamsText on in-memory text).
#include <catch2/catch.hpp>

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
