#include <catch2/catch.hpp>

#include "mocks/detail/sha1.hpp"
#include "mocks/detail/stable_id.hpp"

using namespace pf::mocks::detail;

namespace {
std::string hex(const std::array<uint8_t, 20>& h) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (uint8_t b : h) s += {digits[b >> 4], digits[b & 15]};
  return s;
}
}  // namespace

// Expected values from Python's hashlib and uuid modules (independent implementations).
TEST_CASE("stable ids: SHA-1 test vectors", "[mocks]") {
  CHECK(hex(sha1("")) == "da39a3ee5e6b4b0d3255bfef95601890afd80709");
  CHECK(hex(sha1("abc")) == "a9993e364706816aba3e25717850c26c9cd0d89d");
  CHECK(hex(sha1(std::string(1000, 'a'))) == "291e9a6c66994949b57ba5e650361e98fc36b1ba");  // several blocks
}

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
