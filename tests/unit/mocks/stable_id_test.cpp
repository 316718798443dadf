#include <catch2/catch.hpp>

#include "mocks/detail/stable_id.hpp"

using namespace pf::mocks::detail;

// Expected values from Python's uuid module (an independent implementation).
TEST_CASE("stable ids: version 5 UUIDs", "[mocks]") {
  CHECK(nameUuid("python.org", "6ba7b810-9dad-11d1-80b4-00c04fd430c8") == "886313e1-3b8a-5372-9b90-0c9aee199e5d");
  CHECK(nameUuid("x\nseed") == "1fa273c0-824d-5c92-8544-b39205dfdda3");
  CHECK(nameUuid("x\nseed") == nameUuid("x\nseed"));
  CHECK(nameUuid("x\nseed") != nameUuid("y\nseed"));
}

TEST_CASE("stable ids: hex strings of any length", "[mocks]") {
  CHECK(stableHex("a", 8).size() == 8);
  CHECK(stableHex("a", 100).size() == 100);
  CHECK(stableHex("a", 100).starts_with(stableHex("a", 8)));
  CHECK(stableHex("a", 32) != stableHex("b", 32));
  CHECK(stableHex("a", 64).find_first_not_of("0123456789abcdef") == std::string::npos);
}
