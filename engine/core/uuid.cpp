#include "engine/core/uuid.hpp"

#include <algorithm>

#include "engine/core/hex.hpp"
#include "engine/core/sha1.hpp"

namespace pf {

void stampUuid(Uuid& bytes, int version) {
  bytes[6] = static_cast<uint8_t>((bytes[6] & 0x0F) | (version << 4));
  bytes[8] = static_cast<uint8_t>((bytes[8] & 0x3F) | 0x80);
}

Uuid nameBasedUuid(const Uuid& ns, std::string_view name) {
  // One allocation: appending the namespace by its bytes as chars (from uint8_t iterators,
  // std::string builds a temporary copy first), with room reserved for the name.
  std::string data;
  data.reserve(ns.size() + name.size());
  data.append(reinterpret_cast<const char*>(ns.data()), ns.size());
  data.append(name);
  auto digest = sha1(data);
  Uuid out{};
  std::copy(digest.begin(), digest.begin() + 16, out.begin());
  stampUuid(out, 5);
  return out;
}

bool isUuid(std::string_view s) {
  if (s.size() != 36) return false;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? c != '-' : hexDigitValue(c) < 0) return false;
  }
  return true;
}

std::string formatUuid(const Uuid& bytes) {
  std::string s;
  for (size_t i = 0; i < bytes.size(); ++i) {
    if (i == 4 || i == 6 || i == 8 || i == 10) s += '-';
    appendHexByte(s, bytes[i]);
  }
  return s;
}

Uuid parseUuid(std::string_view text) {
  Uuid out{};
  size_t n = 0;
  int high = -1;
  for (char c : text) {
    int d = hexDigitValue(c);
    if (d < 0) continue;
    if (high < 0) {
      high = d;
    } else {
      if (n < out.size()) out[n++] = static_cast<uint8_t>(high * 16 + d);
      high = -1;
    }
  }
  return out;
}

}  // namespace pf
