#include "mocks/detail/stable_id.hpp"

#include <array>

#include "mocks/detail/sha1.hpp"

namespace pf::mocks::detail {

namespace {

constexpr char kHex[] = "0123456789abcdef";

void appendHex(std::string& out, uint8_t b) {
  out += kHex[b >> 4];
  out += kHex[b & 0x0f];
}

int hexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

std::string nameUuid(std::string_view name, std::string_view ns) {
  // The namespace's 16 bytes (hyphens skipped), then the name.
  std::string input;
  int high = -1;
  for (char c : ns) {
    int d = hexDigit(c);
    if (d < 0) continue;
    if (high < 0) {
      high = d;
    } else {
      input += static_cast<char>(high * 16 + d);
      high = -1;
    }
  }
  input.append(name);
  std::array<uint8_t, 20> h = sha1(input);
  h[6] = static_cast<uint8_t>((h[6] & 0x0f) | 0x50);  // version 5
  h[8] = static_cast<uint8_t>((h[8] & 0x3f) | 0x80);  // RFC 4122 variant
  std::string out;
  for (size_t i = 0; i < 16; ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) out += '-';
    appendHex(out, h[i]);
  }
  return out;
}

std::string stableHex(std::string_view name, size_t length) {
  std::string out;
  std::string block(name);
  for (unsigned counter = 0; out.size() < length; ++counter) {
    std::array<uint8_t, 20> h = sha1(block + '#' + std::to_string(counter));
    for (uint8_t b : h) appendHex(out, b);
  }
  out.resize(length);
  return out;
}

}  // namespace pf::mocks::detail
