#pragma once
// Hexadecimal digits, one way everywhere.
#include <cstdint>
#include <string>

namespace pf {

// 0..15 for a hex digit of either case, -1 for anything else.
inline int hexDigitValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The hex digit of 0..15.
inline char hexDigitChar(unsigned v, bool upper = false) {
  return (upper ? "0123456789ABCDEF" : "0123456789abcdef")[v & 15];
}

// Two hex digits of a byte, high digit first.
inline void appendHexByte(std::string& out, uint8_t b, bool upper = false) {
  out += hexDigitChar(b >> 4, upper);
  out += hexDigitChar(b, upper);
}

}  // namespace pf
