// detail::ObjectIndex (value.hpp): open addressing over the folded hashes of a large object's keys.
#include <cstring>
#include <random>

#include "engine/core/byte_scan.hpp"
#include "engine/core/value.hpp"

namespace pf::detail {

namespace {

// Drawn once per process: the hash of a key cannot be known before a run, so a file cannot hold
// keys made to share slots. (A constant if the system has no random source.)
uint64_t processSeed() {
  static const uint64_t seed = [] {
    try {
      std::random_device rd;
      return (static_cast<uint64_t>(rd()) << 32) ^ rd() ^ 0x9E3779B97F4A7C15ull;
    } catch (...) {
      return 0x9E3779B97F4A7C15ull;
    }
  }();
  return seed;
}

inline uint64_t mix(uint64_t a, uint64_t b) {
  __uint128_t m = static_cast<__uint128_t>(a) * b;
  return static_cast<uint64_t>(m) ^ static_cast<uint64_t>(m >> 64);
}

}  // namespace

uint32_t ObjectIndex::hashOf(std::string_view key) {
  uint64_t h = processSeed() ^ key.size();
  size_t i = 0;
  for (; i + 8 <= key.size(); i += 8) {
    uint64_t w;
    std::memcpy(&w, key.data() + i, 8);
    h = mix(h ^ bytes::lowerAscii8(w), 0xA0761D6478BD642Full);
  }
  if (i < key.size()) {
    uint64_t w = 0;
    std::memcpy(&w, key.data() + i, key.size() - i);
    h = mix(h ^ bytes::lowerAscii8(w), 0xE7037ED1A0B428DBull);
  }
  h = mix(h, 0x8EBC6AF09C88C6E3ull);
  return static_cast<uint32_t>(h ^ (h >> 32));
}

void ObjectIndex::clear(size_t keys) {
  size_t n = 16;
  while (n < keys * 2 + 2) n *= 2;
  slots_.assign(n, 0);
  used_ = 0;
}

void ObjectIndex::add(uint32_t hash, size_t position) {
  if ((used_ + 1) * 2 > slots_.size()) grow();
  const size_t mask = slots_.size() - 1;
  size_t i = hash & mask;
  while (slots_[i] != 0) i = (i + 1) & mask;
  slots_[i] = static_cast<uint64_t>(hash) << 32 | (static_cast<uint64_t>(position) + 1);
  ++used_;
}

void ObjectIndex::grow() {
  std::vector<uint64_t> old = std::move(slots_);
  slots_.assign(old.empty() ? 16 : old.size() * 2, 0);
  used_ = 0;
  for (uint64_t slot : old)
    if (slot != 0) add(static_cast<uint32_t>(slot >> 32), static_cast<size_t>((slot & 0xFFFFFFFFu) - 1));
}

}  // namespace pf::detail
