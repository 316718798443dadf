#include "report/order.hpp"

#include <algorithm>
#include <tuple>

namespace pf::report {

namespace {

// The pieces of the primary resource's fullyQualifiedName(), which is compared without being built
// (sorting a big run compares it a few million times).
struct NamePieces {
  std::string_view part[3];
  explicit NamePieces(const Finding& f) {
    if (f.resources.empty()) return;
    const ResourceRef& r = f.resources.front();
    if (r.type.empty()) part[0] = r.name;
    else if (r.name.empty()) part[0] = r.type;
    else {
      part[0] = r.type;
      part[1] = "/";
      part[2] = r.name;
    }
  }
};

// <0, 0 or >0 as the joined pieces compare (as std::string does: bytes unsigned).
int compareNames(const NamePieces& a, const NamePieces& b) {
  size_t pa = 0, ia = 0, pb = 0, ib = 0;
  for (;;) {
    while (pa < 3 && ia == a.part[pa].size()) ++pa, ia = 0;
    while (pb < 3 && ib == b.part[pb].size()) ++pb, ib = 0;
    if (pa == 3 || pb == 3) return (pa == 3 ? 0 : 1) - (pb == 3 ? 0 : 1);
    unsigned char ca = static_cast<unsigned char>(a.part[pa][ia++]), cb = static_cast<unsigned char>(b.part[pb][ib++]);
    if (ca != cb) return ca < cb ? -1 : 1;
  }
}

}  // namespace

bool sourceOrder(const Finding& a, const Finding& b) {
  auto ka = std::tie(a.location.file, a.location.line, a.location.column, a.ruleId);
  auto kb = std::tie(b.location.file, b.location.line, b.location.column, b.ruleId);
  if (ka != kb) return ka < kb;
  if (int c = compareNames(NamePieces(a), NamePieces(b))) return c < 0;
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
