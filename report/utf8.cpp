#include "report/utf8.hpp"

namespace pf::report {

namespace {

// Length of the valid UTF-8 sequence at `s[i]` and its code point, or 0 when invalid.
size_t decode(std::string_view s, size_t i, uint32_t& cp) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char b = byte(i);
  size_t len;
  uint32_t min;
  if (b < 0x80) {
    cp = b;
    return 1;
  } else if ((b & 0xE0) == 0xC0) {
    len = 2, cp = b & 0x1F, min = 0x80;
  } else if ((b & 0xF0) == 0xE0) {
    len = 3, cp = b & 0x0F, min = 0x800;
  } else if ((b & 0xF8) == 0xF0) {
    len = 4, cp = b & 0x07, min = 0x10000;
  } else {
    return 0;
  }
  if (i + len > s.size()) return 0;
  for (size_t k = 1; k < len; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (byte(i + k) & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

}  // namespace

std::string sanitizeUtf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size();) {
    uint32_t cp;
    size_t n = decode(s, i, cp);
    if (n == 0) {
      out += "\xEF\xBF\xBD";
      ++i;
    } else {
      out.append(s.substr(i, n));
      i += n;
    }
  }
  return out;
}

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
    uint32_t cp;
    size_t n = decode(lineText, i, cp);
    if (n == 0) n = 1, cp = 0xFFFD;
    units += cp >= 0x10000 ? 2 : 1;
    ++seen;
    i += n;
  }
  // Columns past the end of the line count one unit each.
  return units + (codePointColumn - 1 - seen) + 1;
}

}  // namespace pf::report
