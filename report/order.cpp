#include "report/order.hpp"

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <unordered_map>

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

// Each distinct text of a field as a number that sorts as the text does. Findings that come
// together mostly share one copy of the text (SharedText): a copy seen just before is not hashed.
class TextRanks {
 public:
  void add(const SharedText& t) {
    if (last_ && last_->sameCopy(t)) return;
    last_ = &t;
    ids_.try_emplace(t.view(), static_cast<uint32_t>(ids_.size()));
  }
  // Numbers the texts added in their order (after the last add).
  void rank() {
    std::vector<std::string_view> texts;
    texts.reserve(ids_.size());
    for (const auto& [text, id] : ids_) texts.push_back(text);
    std::sort(texts.begin(), texts.end());
    for (size_t i = 0; i < texts.size(); ++i) ids_[texts[i]] = static_cast<uint32_t>(i);
    last_ = nullptr;
  }
  uint32_t of(const SharedText& t) {
    if (last_ && last_->sameCopy(t)) return lastRank_;
    last_ = &t;
    return lastRank_ = ids_.find(t.view())->second;
  }

 private:
  std::unordered_map<std::string_view, uint32_t> ids_;
  const SharedText* last_ = nullptr;
  uint32_t lastRank_ = 0;
};

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
  // Sorted by numbers standing for sourceOrder's first keys (each text's rank among the distinct
  // ones), comparing the findings themselves only where those tie: most comparisons are then of
  // integers rather than of two long paths.
  TextRanks files, rules;
  for (const Finding* f : out) {
    files.add(f->location.file);
    rules.add(f->ruleId);
  }
  files.rank();
  rules.rank();
  struct Keyed {
    uint64_t high, low;  // file rank and line; column and rule rank
    const Finding* f;
  };
  std::vector<Keyed> keyed;
  keyed.reserve(out.size());
  for (const Finding* f : out)
    keyed.push_back({uint64_t(files.of(f->location.file)) << 32 | f->location.line,
                     uint64_t(f->location.column) << 32 | rules.of(f->ruleId), f});
  std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    if (a.high != b.high) return a.high < b.high;
    if (a.low != b.low) return a.low < b.low;
    return sourceOrder(*a.f, *b.f);
  });
  for (size_t i = 0; i < keyed.size(); ++i) out[i] = keyed[i].f;
  return out;
}

std::string normalizePath(std::string_view path) {
  std::string p(path);
  std::replace(p.begin(), p.end(), '\\', '/');
  while (p.size() >= 2 && p[0] == '.' && p[1] == '/') p.erase(0, 2);
  return p;
}

}  // namespace pf::report
