#pragma once
// SHA-1 (FIPS 180-4), for name-based (version 5) UUIDs: ARM's guid() and the stable
// placeholder ids of mocks. Never for anything security related.
#include <array>
#include <cstdint>
#include <string_view>

namespace pf {

std::array<uint8_t, 20> sha1(std::string_view data);

}  // namespace pf
