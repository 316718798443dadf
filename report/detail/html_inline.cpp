#include "report/detail/html_inline.hpp"

#include <algorithm>
#include <cctype>

#include "report/detail/escape.hpp"

namespace pf::report::detail {

std::string htmlInline(std::string_view in) {
  std::string s = xmlEscape(in, false);
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    bool nextAlnum = i + 1 < s.size() && std::isalnum(static_cast<unsigned char>(s[i + 1]));
    if (c == '\n' || c == '\r' || c == '\t') out += ' ';
    else if ((c == '@' || c == '#') && nextAlnum) (out += c) += "\xE2\x80\x8B";
    else out += c;
  }
  return out;
}

std::string codeFence(std::string_view content) {
  size_t longest = 0, run = 0;
  for (char c : content) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return std::string(std::max<size_t>(3, longest + 1), '`');
}

}  // namespace pf::report::detail
