#include "engine/core/log_commands.hpp"

namespace pf::logcmd {

namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

// The length of the white space character at `i` (as .NET's char.IsWhiteSpace sees it), or 0.
size_t whiteSpaceAt(std::string_view s, size_t i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (c == ' ' || (c >= '\t' && c <= '\r')) return 1;
  auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0; };
  if (c == 0xC2 && (at(1) == 0x85 || at(1) == 0xA0)) return 2;          // U+0085, U+00A0
  if (c == 0xE1 && at(1) == 0x9A && at(2) == 0x80) return 3;            // U+1680
  if (c == 0xE2 && at(1) == 0x80) {  // U+2000..200A, 2028, 2029, 202F
    unsigned char b = at(2);
    if ((b >= 0x80 && b <= 0x8A) || b == 0xA8 || b == 0xA9 || b == 0xAF) return 3;
  }
  if (c == 0xE2 && at(1) == 0x81 && at(2) == 0x9F) return 3;            // U+205F
  if (c == 0xE3 && at(1) == 0x80 && at(2) == 0x80) return 3;            // U+3000
  return 0;
}

bool isLineBreak(std::string_view s, size_t i) {
  char c = s[i];
  if (c == '\n' || c == '\r') return true;
  // U+0085, U+2028, U+2029 end a line for .NET's line readers too.
  auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0; };
  unsigned char u = static_cast<unsigned char>(c);
  return (u == 0xC2 && at(1) == 0x85) || (u == 0xE2 && at(1) == 0x80 && (at(2) == 0xA8 || at(2) == 0xA9));
}

}  // namespace

bool mayHold(std::string_view s, bool lineStarts) {
  return s.find("##") != std::string_view::npos || (lineStarts && s.find("::") != std::string_view::npos);
}

std::vector<size_t> marks(std::string_view s, bool lineStarts) {
  std::vector<size_t> out;
  if (!mayHold(s, lineStarts)) return out;
  bool lineStart = true;  // at the start of `s` or of a line, white space skipped so far
  for (size_t i = 0; i < s.size();) {
    if (lineStarts && lineStart) {
      if (size_t w = whiteSpaceAt(s, i); w && !isLineBreak(s, i)) {
        i += w;
        continue;
      }
      if (s[i] == ':' && i + 1 < s.size() && s[i + 1] == ':') out.push_back(i);
    }
    if (isLineBreak(s, i)) {
      lineStart = true;
      i += static_cast<unsigned char>(s[i]) < 0x80 ? 1 : (static_cast<unsigned char>(s[i]) == 0xC2 ? 2 : 3);
      continue;
    }
    lineStart = false;
    if (s[i] == '#' && i + 2 < s.size() && s[i + 1] == '#') {
      std::string_view rest = s.substr(i + 2);
      bool vso = rest.size() >= 4 && lower(rest[0]) == 'v' && lower(rest[1]) == 's' && lower(rest[2]) == 'o' &&
                 rest[3] == '[';
      if (rest[0] == '[' || vso) out.push_back(i + 1);
    }
    ++i;
  }
  return out;
}

void breakIn(std::string& out, size_t from, bool lineStarts, std::string_view hash, std::string_view colon) {
  std::string_view tail = std::string_view(out).substr(from);
  std::vector<size_t> at = marks(tail, lineStarts);
  if (at.empty()) return;
  std::string rebuilt(out, 0, from);
  size_t done = 0;
  for (size_t m : at) {
    rebuilt.append(tail.substr(done, m - done));
    rebuilt.append(tail[m] == '#' ? hash : colon);
    done = m + 1;
  }
  rebuilt.append(tail.substr(done));
  out = std::move(rebuilt);
}

}  // namespace pf::logcmd
