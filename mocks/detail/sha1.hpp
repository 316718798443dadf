#pragma once
// SHA-1, only for deterministic name-based identifiers (RFC 4122 version 5 UUIDs) in
// mocked values; never for anything security related.
#include <array>
#include <cstdint>
#include <string_view>

namespace pf::mocks::detail {

std::array<uint8_t, 20> sha1(std::string_view data);

}  // namespace pf::mocks::detail
