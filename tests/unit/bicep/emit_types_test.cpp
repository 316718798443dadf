// User-defined types: discriminated unions wherever @discriminator may be written.
#include <catch2/catch.hpp>

#include "tests/unit/bicep/compile_helpers.hpp"

using pf::test::compile;

namespace {

const char* kMembers = R"(type typeA = { type: 'a', value: string }
type typeB = { type: 'b', value: int }
)";

std::string mappingOf(const pf::test::Compiled& c, const std::string& path) {
  return c.at(path + "/discriminator/mapping");
}

}  // namespace

TEST_CASE("bicep emit: @discriminator on type aliases, nullable and non-null unions", "[bicep]") {
  auto c = compile(std::string(kMembers) + R"(@discriminator('type')
type plain = typeA | typeB
@discriminator('type')
type optional = (typeA | typeB)?
@discriminator('type')
type required = (typeA | typeB)!
)");
  REQUIRE(c.firstError().empty());
  const std::string refs = R"({"a":{"$ref":"#/definitions/typeA"},"b":{"$ref":"#/definitions/typeB"}})";
  CHECK(mappingOf(c, "/definitions/plain") == refs);
  CHECK(c.at("/definitions/plain/nullable") == "<missing>");
  CHECK(mappingOf(c, "/definitions/optional") == refs);
  CHECK(c.at("/definitions/optional/nullable") == "true");
  CHECK(c.at("/definitions/required/nullable") == "false");
}

TEST_CASE("bicep emit: @discriminator on properties, additional properties, params and outputs", "[bicep]") {
  auto c = compile(std::string(kMembers) + R"(type holder = {
  @discriminator('type')
  prop: (typeA | { type: 'c', flag: bool })?
  @discriminator('type')
  *: typeA | typeB
}
@discriminator('type')
param p (typeA | typeB) = { type: 'b', value: 0 }
@discriminator('type')
output o typeA | typeB = { type: 'a', value: 'x' }
)");
  REQUIRE(c.firstError().empty());
  CHECK(c.at("/definitions/holder/properties/prop/discriminator/mapping/a") == R"({"$ref":"#/definitions/typeA"})");
  CHECK(c.at("/definitions/holder/properties/prop/discriminator/mapping/c/properties/flag") == R"({"type":"bool"})");
  CHECK(c.at("/definitions/holder/properties/prop/nullable") == "true");
  CHECK(c.at("/definitions/holder/additionalProperties/discriminator/propertyName") == "\"type\"");
  CHECK(c.at("/parameters/p/discriminator/mapping/b") == R"({"$ref":"#/definitions/typeB"})");
  CHECK(c.at("/parameters/p/defaultValue") == R"({"type":"b","value":0})");
  CHECK(c.at("/outputs/o/discriminator/mapping/a") == R"({"$ref":"#/definitions/typeA"})");
}
