#include "functions/detail/utf16.hpp"

#include "engine/core/utf8.hpp"

namespace pf::utf16 {

size_t indexOfByte(std::string_view s, size_t byteOffset) { return utf8::utf16Length(s.substr(0, byteOffset)); }

std::string slice(std::string_view s, size_t start, size_t count) {
  size_t end = count == std::string_view::npos || start + count < start ? std::string_view::npos : start + count;
  std::string out;
  size_t unit = 0;
  for (size_t i = 0; i < s.size() && unit < end;) {
    size_t from = i;
    size_t units = utf8::utf16Units(utf8::next(s, i));
    if (units == 1) {
      if (unit >= start) out.append(s.substr(from, i - from));
    } else {
      bool hi = unit >= start && unit < end;
      bool lo = unit + 1 >= start && unit + 1 < end;
      if (hi && lo) out.append(s.substr(from, i - from));
      else if (hi || lo) utf8::append(out, utf8::kReplacement);
    }
    unit += units;
  }
  return out;
}

}  // namespace pf::utf16
