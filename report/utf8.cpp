#include "report/utf8.hpp"

#include "engine/core/utf8.hpp"

namespace pf::report {

std::string truncateUtf8(std::string_view s, size_t maxBytes, std::string_view marker) {
  if (s.size() <= maxBytes) return std::string(s);
  if (marker.size() > maxBytes) marker = {};
  size_t limit = maxBytes - marker.size();
  // Step back over continuation bytes so a multi-byte character is never split.
  while (limit > 0 && limit < s.size() && (static_cast<unsigned char>(s[limit]) & 0xC0) == 0x80) --limit;
  return std::string(s.substr(0, limit)) + std::string(marker);
}

uint32_t utf16Column(std::string_view lineText, uint32_t codePointColumn) {
  if (codePointColumn == 0) return 0;
  uint32_t units = 0, seen = 0;
  for (size_t i = 0; i < lineText.size() && seen + 1 < codePointColumn;) {
    units += static_cast<uint32_t>(utf8::utf16Units(utf8::next(lineText, i)));
    ++seen;
  }
  // Columns past the end of the line count one unit each.
  return units + (codePointColumn - 1 - seen) + 1;
}

Utf16Columns::Utf16Columns(std::string_view lineText) : ascii_(utf8::isAscii(lineText)) {
  if (ascii_) return;
  marks_.reserve(lineText.size() / kStride + 1);
  for (size_t i = 0; i < lineText.size();) {
    if (codePoints_ % kStride == 0) marks_.push_back({i, units_});
    units_ += static_cast<uint32_t>(utf8::utf16Units(utf8::next(lineText, i)));
    ++codePoints_;
  }
}

uint32_t Utf16Columns::column(std::string_view lineText, uint32_t codePointColumn) const {
  if (codePointColumn == 0 || ascii_) return codePointColumn;
  const uint32_t index = codePointColumn - 1;  // code points before the column
  // Columns past the end of the line count one unit each (as utf16Column).
  if (index >= codePoints_) return units_ + (index - codePoints_) + 1;
  const Mark& m = marks_[index / kStride];
  size_t i = m.byte;
  uint32_t units = m.units;
  for (uint32_t k = index / kStride * kStride; k < index; ++k) units += static_cast<uint32_t>(utf8::utf16Units(utf8::next(lineText, i)));
  return units + 1;
}

}  // namespace pf::report
