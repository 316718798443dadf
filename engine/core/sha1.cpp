#include "engine/core/sha1.hpp"

#include <cstring>

namespace pf {

namespace {

uint32_t rotl(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }

uint32_t loadBigEndian(const uint8_t* p) {
  return (uint32_t(p[0]) << 24) | (uint32_t(p[1]) << 16) | (uint32_t(p[2]) << 8) | uint32_t(p[3]);
}

// Twenty rounds of one kind. Five rounds a step, each with the roles of the five working
// variables moved on by one, so no round copies a variable (e = d, d = c, ...) or branches on
// its number. `f` is the round's boolean function of b, c, d.
template <class F>
void twentyRounds(uint32_t& a, uint32_t& b, uint32_t& c, uint32_t& d, uint32_t& e, const uint32_t* w, uint32_t k,
                  F f) {
  for (int t = 0; t < 20; t += 5) {
    e += rotl(a, 5) + f(b, c, d) + k + w[t];
    b = rotl(b, 30);
    d += rotl(e, 5) + f(a, b, c) + k + w[t + 1];
    a = rotl(a, 30);
    c += rotl(d, 5) + f(e, a, b) + k + w[t + 2];
    e = rotl(e, 30);
    b += rotl(c, 5) + f(d, e, a) + k + w[t + 3];
    d = rotl(d, 30);
    a += rotl(b, 5) + f(c, d, e) + k + w[t + 4];
    c = rotl(c, 30);
  }
}

// One 64-byte block into the state.
void compress(uint32_t h[5], const uint8_t* block) {
  uint32_t w[80];
  for (int t = 0; t < 16; ++t) w[t] = loadBigEndian(block + 4 * t);
  for (int t = 16; t < 80; ++t) w[t] = rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
  uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
  // Choose and majority in forms with one operation fewer than (b & c) | (~b & d) and
  // (b & c) | (b & d) | (c & d); the same functions.
  twentyRounds(a, b, c, d, e, w, 0x5A827999, [](uint32_t x, uint32_t y, uint32_t z) { return z ^ (x & (y ^ z)); });
  twentyRounds(a, b, c, d, e, w + 20, 0x6ED9EBA1, [](uint32_t x, uint32_t y, uint32_t z) { return x ^ y ^ z; });
  twentyRounds(a, b, c, d, e, w + 40, 0x8F1BBCDC,
               [](uint32_t x, uint32_t y, uint32_t z) { return (x & y) | (z & (x | y)); });
  twentyRounds(a, b, c, d, e, w + 60, 0xCA62C1D6, [](uint32_t x, uint32_t y, uint32_t z) { return x ^ y ^ z; });
  h[0] += a;
  h[1] += b;
  h[2] += c;
  h[3] += d;
  h[4] += e;
}

}  // namespace

std::array<uint8_t, 20> sha1(std::string_view data) {
  uint32_t h[5] = {0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0};

  // Whole blocks straight from the input; the rest goes into one or two final blocks on the stack.
  const auto* in = reinterpret_cast<const uint8_t*>(data.data());
  size_t whole = data.size() / 64 * 64;
  for (size_t at = 0; at < whole; at += 64) compress(h, in + at);

  // Message padding: 0x80, zeros, then the bit length as a big-endian 64-bit number.
  uint8_t tail[128] = {};
  size_t rest = data.size() - whole;
  std::memcpy(tail, in + whole, rest);
  tail[rest] = 0x80;
  size_t tailSize = rest < 56 ? 64 : 128;
  uint64_t bitLen = static_cast<uint64_t>(data.size()) * 8;
  for (int i = 0; i < 8; ++i) tail[tailSize - 1 - i] = static_cast<uint8_t>(bitLen >> (i * 8));
  for (size_t at = 0; at < tailSize; at += 64) compress(h, tail + at);

  std::array<uint8_t, 20> out{};
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 4; ++j) out[4 * i + j] = static_cast<uint8_t>(h[i] >> (24 - 8 * j));
  return out;
}

}  // namespace pf
