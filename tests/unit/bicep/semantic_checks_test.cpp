// Checks that Bicep reports before emission: duplicate module deployments, deploy-time values.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

size_t count(const pf::test::Compiled& c, const std::string& code) {
  size_t n = 0;
  for (const auto& d : c.result.diagnostics.items()) n += d.code == code;
  return n;
}

}  // namespace

TEST_CASE("bicep check: modules with the same name at the same scope (BCP122)", "[bicep]") {
  auto c = compile(R"(module a 'mod.bicep' = {
  name: 'same'
}
module b 'mod.bicep' = if (true) {
  name: 'same'
}
module other 'mod.bicep' = {
  name: 'same'
  scope: resourceGroup('elsewhere')
}
module looped 'mod.bicep' = [for i in range(0, 2): {
  name: 'same'
}]
)",
                   {{"mod.bicep", "output x int = 1\n"}});
  // a and b collide; `other` deploys to another resource group; loops are not compared.
  CHECK(count(c, "BCP122") == 2);
}

TEST_CASE("bicep check: a variable's for-body reads only deploy-time values (BCP182)", "[bicep]") {
  const std::string resources = R"(resource sa 'Microsoft.Storage/storageAccounts@2022-09-01' = {
  name: 'sa'
}
resource many 'Microsoft.Storage/storageAccounts@2022-09-01' = [for i in range(0, 2): {
  name: 'sa${i}'
}]
var key = 'id'
)";
  auto ok = compile(resources + R"(var fine = [for i in range(0, 2): {
  a: sa.id
  b: sa['name']
  c: many[i].id
  d: many[i][key]
  e: sa[key]
  f: nameof(sa)
}]
output o array = fine
)");
  CHECK(count(ok, "BCP182") == 0);
  auto bad = compile(resources + R"(var wrong = [for i in range(0, 2): {
  a: sa
  b: sa.properties.primaryEndpoints
  c: many[i]
  d: sa['location']
}]
output o array = wrong
)");
  CHECK(count(bad, "BCP182") == 4);
}
