#include "mocks/detail/stable_id.hpp"

#include <array>

#include "engine/core/hex.hpp"
#include "engine/core/sha1.hpp"
#include "engine/core/uuid.hpp"

namespace pf::mocks::detail {

std::string nameUuid(std::string_view name, std::string_view ns) {
  return formatUuid(nameBasedUuid(parseUuid(ns), name));
}

std::string stableHex(std::string_view name, size_t length) {
  std::string out;
  std::string block(name);
  for (unsigned counter = 0; out.size() < length; ++counter) {
    std::array<uint8_t, 20> h = sha1(block + '#' + std::to_string(counter));
    for (uint8_t b : h) appendHexByte(out, b);
  }
  out.resize(length);
  return out;
}

}  // namespace pf::mocks::detail
