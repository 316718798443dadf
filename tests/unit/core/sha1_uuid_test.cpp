// SHA-1 and RFC 4122 UUIDs (engine/core), used by guid() and the mock ids.
#include <catch2/catch.hpp>

#include "engine/core/hex.hpp"
#include "engine/core/sha1.hpp"
#include "engine/core/uuid.hpp"

using namespace pf;

namespace {
std::string hex(const std::array<uint8_t, 20>& digest) {
  std::string s;
  for (uint8_t b : digest) appendHexByte(s, b);
  return s;
}
}  // namespace

// FIPS 180 vectors; the others from Python's hashlib (an independent implementation).
TEST_CASE("sha1: test vectors", "[core]") {
  CHECK(hex(sha1("")) == "da39a3ee5e6b4b0d3255bfef95601890afd80709");
  CHECK(hex(sha1("abc")) == "a9993e364706816aba3e25717850c26c9cd0d89d");
  CHECK(hex(sha1("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")) ==
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
  CHECK(hex(sha1(std::string(1000000, 'a'))) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
  CHECK(hex(sha1(std::string(1000, 'a'))) == "291e9a6c66994949b57ba5e650361e98fc36b1ba");  // several blocks
  // 55, 56 and 64 bytes: the padding boundaries.
  CHECK(hex(sha1(std::string(55, 'a'))) == "c1c8bbdc22796e28c0e15163d20899b65621d65a");
  CHECK(hex(sha1(std::string(56, 'a'))) == "c2db330f6083854c99d4b5bfb6e8f29f201be699");
  CHECK(hex(sha1(std::string(64, 'a'))) == "0098ba824b5c16427bd7a1122a5a442a25ec644d");
}

// Every byte value, across the second block's padding boundaries (hashlib again).
TEST_CASE("sha1: multi-block inputs of mixed bytes", "[core]") {
  auto bytes = [](size_t n) {
    std::string s;
    for (size_t i = 0; i < n; ++i) s += static_cast<char>((i * 7 + 3) % 256);
    return s;
  };
  CHECK(hex(sha1(bytes(119))) == "504e27376a6e0f0dba8295b85cb25dc4dfa17d23");
  CHECK(hex(sha1(bytes(120))) == "82134b02fb3f702491be9bed581eeab59334acb2");
  CHECK(hex(sha1(bytes(127))) == "34d5e582029e9b9b85b2febe31da3db7cdabaaea");
  CHECK(hex(sha1(bytes(128))) == "a09133e6730ffe899efb70204cb5646cd5dc24ee");
  CHECK(hex(sha1(bytes(129))) == "808aea332ce367541d37adae7f94e59c5c1a934e");
  CHECK(hex(sha1(bytes(183))) == "4efb0f6868187c46710adedf4854bf058f80884e");
  CHECK(hex(sha1(bytes(200))) == "892b673ca3c696ab13ab8aab3cf3abfbc3aaeb3b");
}

TEST_CASE("uuid: text form and version 5", "[core]") {
  const std::string dns = "6ba7b810-9dad-11d1-80b4-00c04fd430c8";
  CHECK(formatUuid(parseUuid(dns)) == dns);
  CHECK(formatUuid(parseUuid("{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}")) == dns);
  CHECK(formatUuid(parseUuid("")) == "00000000-0000-0000-0000-000000000000");
  // Python: uuid.uuid5(uuid.NAMESPACE_DNS, "python.org")
  CHECK(formatUuid(nameBasedUuid(parseUuid(dns), "python.org")) == "886313e1-3b8a-5372-9b90-0c9aee199e5d");
  // ARM's guid() namespace and a name longer than one block.
  CHECK(formatUuid(nameBasedUuid(parseUuid("11fb06fb-712d-4ddd-98c7-e71bbd588830"),
                                 "/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/"
                                 "rg-Example-contributor-" + std::string(100, 'x'))) ==
        "72a381ca-597e-50aa-98f2-2989f97e4f06");
  Uuid ones;
  ones.fill(0xFF);
  stampUuid(ones, 4);
  CHECK(formatUuid(ones) == "ffffffff-ffff-4fff-bfff-ffffffffffff");
}

TEST_CASE("uuid: isUuid takes the hyphenated text form only", "[core]") {
  CHECK(isUuid("6ba7b810-9dad-11d1-80b4-00c04fd430c8"));
  CHECK(isUuid("6BA7B810-9DAD-11D1-80B4-00C04FD430C8"));
  CHECK_FALSE(isUuid("{6ba7b810-9dad-11d1-80b4-00c04fd430c8}"));  // braces: parseUuid reads them, isUuid does not
  CHECK_FALSE(isUuid("6ba7b8109dad11d180b400c04fd430c8"));
  CHECK_FALSE(isUuid("6ba7b810-9dad-11d1-80b4-00c04fd430c"));
  CHECK_FALSE(isUuid("6ba7b810-9dad-11d1-80b4-00c04fd430cg"));
  CHECK_FALSE(isUuid("6ba7b810-9dad-11d1-80b40-0c04fd430c8"));
}

TEST_CASE("hex digits", "[core]") {
  CHECK(hexDigitValue('0') == 0);
  CHECK(hexDigitValue('f') == 15);
  CHECK(hexDigitValue('A') == 10);
  CHECK(hexDigitValue('g') == -1);
  CHECK(hexDigitValue('-') == -1);
  std::string s;
  appendHexByte(s, 0xA5);
  appendHexByte(s, 0x0F, true);
  CHECK(s == "a50F");
}
