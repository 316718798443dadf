#include "contract/display.hpp"

#include <cstdio>

#include "engine/core/utf8.hpp"

namespace pf::contract {

namespace {

bool mustEscape(char32_t cp) {
  if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp < 0xA0)) return true;
  // Bidirectional formatting: marks, embeddings and overrides, isolates.
  return cp == 0x061C || cp == 0x200E || cp == 0x200F || (cp >= 0x202A && cp <= 0x202E) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0x2028 || cp == 0x2029;
}

}  // namespace

std::string quoted(std::string_view text, size_t maxChars) {
  std::string out = "\"";
  size_t chars = 0, i = 0;
  while (i < text.size()) {
    char32_t cp = utf8::next(text, i);
    ++chars;
    if (chars > maxChars) continue;  // keep counting for the length note
    if (cp == '"' || cp == '\\') {
      out += '\\';
      out += static_cast<char>(cp);
    } else if (mustEscape(cp)) {
      char buf[16];
      std::snprintf(buf, sizeof buf, "\\u{%04X}", static_cast<unsigned>(cp));
      out += buf;
    } else {
      utf8::append(out, cp);
    }
  }
  out += '"';
  if (chars > maxChars) out += "... (" + std::to_string(chars) + " characters)";
  return out;
}

std::string byteCount(size_t bytes) {
  std::string s = std::to_string(bytes) + " bytes";
  constexpr size_t kMiB = 1024 * 1024;
  if (bytes >= kMiB && bytes % kMiB == 0) s += " (" + std::to_string(bytes / kMiB) + " MB)";
  return s;
}

std::string duration(long long millis) {
  if (millis < 1000) return std::to_string(millis) + " ms";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f s", static_cast<double>(millis) / 1000.0);
  return buf;
}

}  // namespace pf::contract
