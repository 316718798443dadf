#include "engine/core/terminal_text.hpp"

#include "engine/core/hex.hpp"
#include "engine/core/log_commands.hpp"
#include "engine/core/utf8.hpp"

namespace pf {

namespace {

void hexByte(std::string& out, unsigned char c) {
  out += "\\x";
  appendHexByte(out, c);
}

// The bytes after 0xE2 of a bidirectional formatting character (U+200E, U+200F, U+202A..U+202E,
// U+2066..U+2069): they reorder what a terminal or a log viewer shows, so a line can display
// other text than it holds.
bool bidiControl(char b1, char b2) {
  unsigned char x = static_cast<unsigned char>(b1), y = static_cast<unsigned char>(b2);
  if (x == 0x80) return y == 0x8E || y == 0x8F || (y >= 0xAA && y <= 0xAE);
  if (x == 0x81) return y >= 0xA6 && y <= 0xA9;
  return false;
}

}  // namespace

std::string terminalSafe(std::string_view in) {
  std::string s = utf8::sanitize(in);
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '\n') {
      out += '\n';
    } else if (c == '\t') {
      out += ' ';
    } else if (c < 0x20 || c == 0x7F) {
      hexByte(out, c);
    } else if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(s[i + 1]) <= 0x9F) {
      // U+0080..U+009F: C1 controls, which some terminals obey (CSI is U+009B).
      hexByte(out, static_cast<unsigned char>(s[i + 1]));
      ++i;
    } else if (c == 0xE2 && i + 2 < s.size() && bidiControl(s[i + 1], s[i + 2])) {
      out += "\\u";
      out += "20";
      appendHexByte(out, static_cast<unsigned char>(((static_cast<unsigned char>(s[i + 1]) & 0x03) << 6) |
                                                    (static_cast<unsigned char>(s[i + 2]) & 0x3F)));
      i += 2;
    } else {
      out += static_cast<char>(c);
    }
  }
  logcmd::breakIn(out, 0, true, "\\x23", "\\x3a");
  return out;
}

}  // namespace pf
