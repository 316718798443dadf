#include "functions/detail/utf16.hpp"

namespace pf::utf16 {
namespace {

// Length in bytes and UTF-16 units of the code point starting at s[i].
struct CodePoint {
  size_t bytes;
  size_t units;
};

CodePoint at(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 1;
  if (i + n > s.size()) n = 1;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return {1, 1};
  return {n, n == 4 ? 2u : 1u};
}

const char kReplacement[] = "\xEF\xBF\xBD";

}  // namespace

size_t length(std::string_view s) {
  size_t units = 0;
  for (size_t i = 0; i < s.size();) {
    CodePoint cp = at(s, i);
    i += cp.bytes;
    units += cp.units;
  }
  return units;
}

size_t indexOfByte(std::string_view s, size_t byteOffset) { return length(s.substr(0, byteOffset)); }

std::string slice(std::string_view s, size_t start, size_t count) {
  size_t end = count == std::string_view::npos || start + count < start ? std::string_view::npos : start + count;
  std::string out;
  size_t unit = 0;
  for (size_t i = 0; i < s.size() && unit < end;) {
    CodePoint cp = at(s, i);
    if (cp.units == 1) {
      if (unit >= start) out.append(s.substr(i, cp.bytes));
    } else {
      bool hi = unit >= start && unit < end;
      bool lo = unit + 1 >= start && unit + 1 < end;
      if (hi && lo) out.append(s.substr(i, cp.bytes));
      else if (hi || lo) out += kReplacement;
    }
    i += cp.bytes;
    unit += cp.units;
  }
  return out;
}

}  // namespace pf::utf16
