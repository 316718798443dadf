#include "help/rule_checks.hpp"

#include <vector>

namespace pf::help {

namespace {

std::vector<std::string_view> lines(std::string_view s) {
  std::vector<std::string_view> out;
  size_t start = 0;
  while (start < s.size()) {
    size_t nl = s.find('\n', start);
    std::string_view l = s.substr(start, nl == std::string_view::npos ? std::string_view::npos : nl - start);
    if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
    out.push_back(l);
    if (nl == std::string_view::npos) break;
    start = nl + 1;
  }
  return out;
}

size_t indentOf(std::string_view l) {
  size_t n = 0;
  while (n < l.size() && l[n] == ' ') ++n;
  return n;
}

bool blank(std::string_view l) { return indentOf(l) == l.size(); }

bool isKey(std::string_view l, size_t indent, std::string_view key) {
  return indentOf(l) == indent && l.substr(indent).starts_with(key) && l.substr(indent + key.size()).starts_with(":");
}

}  // namespace

std::string specExcerpt(std::string_view fileText, uint32_t startLine) {
  std::vector<std::string_view> all = lines(fileText);
  size_t i = startLine > 0 ? startLine - 1 : 0;
  if (i < all.size() && all[i].starts_with("---")) ++i;
  size_t end = i;
  while (end < all.size() && !all[end].starts_with("---") && !all[end].starts_with("...")) ++end;
  size_t spec = i;
  while (spec < end && !isKey(all[spec], 0, "spec")) ++spec;
  if (spec == end) return {};
  // The spec's entries: indented lines (and blank lines between them) after `spec:`.
  size_t last = spec + 1;
  while (last < end && (blank(all[last]) || indentOf(all[last]) > 0)) ++last;
  while (last > spec + 1 && blank(all[last - 1])) --last;
  if (last == spec + 1) return {};
  size_t child = indentOf(all[spec + 1]);
  std::string out;
  bool skipping = false;
  for (size_t k = spec + 1; k < last; ++k) {
    std::string_view l = all[k];
    if (!blank(l) && indentOf(l) <= child) skipping = isKey(l, child, "level") || isKey(l, child, "recommend");
    if (skipping) continue;
    out += blank(l) ? std::string_view() : l.substr(std::min(child, indentOf(l)));
    out += '\n';
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out;
}

}  // namespace pf::help
