#include "report/detail/mermaid.hpp"

#include <cctype>

#include "engine/core/utf8.hpp"

namespace pf::report::detail {

namespace {

// The code point at `i` of valid UTF-8 `s`; advances `i` past it.
uint32_t nextCodePoint(const std::string& s, size_t& i) {
  unsigned char c = static_cast<unsigned char>(s[i++]);
  if (c < 0x80) return c;
  int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : 1;
  uint32_t cp = c & (0x3F >> extra);
  for (int k = 0; k < extra && i < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[i++]) & 0x3F);
  return cp;
}

}  // namespace

std::string mermaidLabel(std::string_view in, size_t maxChars) {
  std::string s = utf8::sanitize(in);
  std::string out;
  size_t chars = 0;
  for (size_t i = 0; i < s.size();) {
    if (chars++ == maxChars) {
      out += "#8230;";  // …
      break;
    }
    uint32_t cp = nextCodePoint(s, i);
    bool plain = cp < 0x80 && (std::isalnum(static_cast<int>(cp)) || cp == ' ' || cp == '.' || cp == '_' || cp == '-' ||
                               cp == '/' || cp == ':');
    if (plain) out += static_cast<char>(cp);
    else out += "#" + std::to_string(cp) + ";";
  }
  return out;
}

}  // namespace pf::report::detail
