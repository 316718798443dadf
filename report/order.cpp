#include "report/order.hpp"

#include <algorithm>
#include <tuple>

namespace pf::report {

namespace {
std::string primaryName(const Finding& f) {
  return f.resources.empty() ? std::string() : f.resources.front().fullyQualifiedName();
}
}  // namespace

bool sourceOrder(const Finding& a, const Finding& b) {
  auto ka = std::tie(a.location.file, a.location.line, a.location.column, a.ruleId);
  auto kb = std::tie(b.location.file, b.location.line, b.location.column, b.ruleId);
  if (ka != kb) return ka < kb;
  std::string na = primaryName(a), nb = primaryName(b);
  if (na != nb) return na < nb;
  if (a.messageKey != b.messageKey) return a.messageKey < b.messageKey;
  if (a.outcome != b.outcome) return static_cast<int>(a.outcome) < static_cast<int>(b.outcome);
  return !a.suppressed() && b.suppressed();
}

std::vector<const Finding*> selectFindings(const std::vector<Finding>& findings, const Selection& sel) {
  std::vector<const Finding*> out;
  for (const Finding& f : findings) {
    if (!f.isProblem() && !sel.passes) continue;
    if (f.suppressed() && !sel.suppressed) continue;
    out.push_back(&f);
  }
  std::stable_sort(out.begin(), out.end(), [](const Finding* a, const Finding* b) { return sourceOrder(*a, *b); });
  return out;
}

std::string normalizePath(std::string_view path) {
  std::string p(path);
  std::replace(p.begin(), p.end(), '\\', '/');
  while (p.size() >= 2 && p[0] == '.' && p[1] == '/') p.erase(0, 2);
  return p;
}

}  // namespace pf::report
