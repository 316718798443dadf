#pragma once
// SHA-1 (FIPS 180-4), needed for guid()'s RFC 4122 version-5 UUIDs.
#include <array>
#include <cstdint>
#include <string_view>

namespace pf {

std::array<uint8_t, 20> sha1(std::string_view data);

}  // namespace pf
