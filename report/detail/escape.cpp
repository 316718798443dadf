#include "report/detail/escape.hpp"

#include <cctype>

#include "engine/core/log_commands.hpp"
#include "engine/core/utf8.hpp"

namespace pf::report::detail {

void appendXmlEscaped(std::string& out, std::string_view in, bool attribute) {
  std::string repaired;
  std::string_view s = in;
  if (!utf8::isValid(in)) s = repaired = utf8::sanitize(in);
  out.reserve(out.size() + s.size());
  const size_t start = out.size();
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    unsigned char u = static_cast<unsigned char>(c);
    switch (c) {
      case '&': out += "&amp;"; continue;
      case '<': out += "&lt;"; continue;
      case '>': out += "&gt;"; continue;
      case '"': out += "&quot;"; continue;
      case '\'': out += "&apos;"; continue;
      case '\n': out += attribute ? "&#10;" : "\n"; continue;
      case '\r': out += "&#13;"; continue;
      case '\t': out += attribute ? "&#9;" : "\t"; continue;
      default: break;
    }
    if (u < 0x20) {
      out += "\xEF\xBF\xBD";
    } else if (u == 0xEF && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0xBF &&
               (static_cast<unsigned char>(s[i + 2]) == 0xBE || static_cast<unsigned char>(s[i + 2]) == 0xBF)) {
      out += "\xEF\xBF\xBD";  // U+FFFE / U+FFFF are not XML characters
      i += 2;
    } else {
      out += c;
    }
  }
  // Character references: an XML reader gets the same text, a CI log no command.
  logcmd::breakIn(out, start, !attribute, "&#35;", "&#58;");
}

std::string xmlEscape(std::string_view in, bool attribute) {
  std::string out;
  appendXmlEscaped(out, in, attribute);
  return out;
}

std::string markdownEscape(std::string_view in) {
  std::string s = utf8::sanitize(in);
  std::string out;
  out.reserve(s.size() + 16);
  // Escaped text never starts a line (newlines become <br>), so only inline syntax matters:
  // emphasis, code, links and images, HTML, table pipes, strikethrough, math and entities.
  static const std::string_view special = "\\`*_{}[]()<>|~!$&";
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    unsigned char u = static_cast<unsigned char>(c);
    bool nextAlnum = i + 1 < s.size() && std::isalnum(static_cast<unsigned char>(s[i + 1]));
    if (c == '\r') continue;
    if (c == '\n') {
      out += "<br>";
    } else if (c == '@' && nextAlnum) {
      out += "@\xE2\x80\x8B";  // zero-width space: no @mention
    } else if (c == '#' && nextAlnum) {
      out += "\\#\xE2\x80\x8B";  // no #123 issue reference
    } else if (special.find(c) != std::string_view::npos) {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u == 0x7F) {
      out += ' ';
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace pf::report::detail
