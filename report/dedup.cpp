#include "report/dedup.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "engine/core/value.hpp"
#include "report/detail/for_ranges.hpp"
#include "report/detail/text_hash.hpp"

namespace pf::report {

namespace {

using detail::TextHash;

// The resource that keys a finding without a line (empty when it has a line).
std::string lineLessResource(const Finding& f) {
  if (f.location.line != 0 || f.resources.empty()) return {};
  return toLowerAscii(f.resources.front().fullyQualifiedName());
}

// What makes two findings one: rule id (case-insensitive), outcome, suppression, file (as
// normalizePath writes it), line, message key and, without a line, the primary resource.
uint64_t keyHash(const Finding& f) {
  TextHash h;
  h.folded(f.ruleId);
  h.number(static_cast<uint64_t>(f.outcome) * 2 + f.suppressed());
  h.path(f.location.file);
  h.number(f.location.line);
  h.text(f.messageKey);
  if (f.location.line == 0) h.text(lineLessResource(f));
  return h.value();
}

bool sameKey(const Finding& a, const Finding& b) {
  return a.outcome == b.outcome && a.suppressed() == b.suppressed() && a.location.line == b.location.line &&
         a.messageKey == b.messageKey && iequals(a.ruleId, b.ruleId) && detail::samePath(a.location.file, b.location.file) &&
         (a.location.line != 0 || lineLessResource(a) == lineLessResource(b));
}

// Where each kept finding is, by key hash: open addressing over a power-of-two table, so that a
// run of a million findings costs a few bytes each rather than a node and its strings each.
class KeptIndex {
 public:
  explicit KeptIndex(size_t n) {
    size_t size = 16;
    while (size < n * 2) size *= 2;
    slots_.assign(size, kEmpty);
  }
  // The kept finding with the same key as `f`, else registers `at` for it and returns `at`.
  size_t findOrAdd(const std::vector<Finding>& kept, const Finding& f, uint64_t hash, size_t at) {
    size_t mask = slots_.size() - 1;
    for (size_t i = hash & mask;; i = (i + 1) & mask) {
      if (slots_[i] == kEmpty) {
        slots_[i] = static_cast<uint32_t>(at);
        hashes_.push_back(hash);
        return at;
      }
      size_t k = slots_[i];
      if (hashes_[k] == hash && sameKey(kept[k], f)) return k;
    }
  }

 private:
  static constexpr uint32_t kEmpty = UINT32_MAX;
  std::vector<uint32_t> slots_;
  std::vector<uint64_t> hashes_;  // by kept position
};

// What a merged finding already lists, built when a second finding joins it: the case-folded
// names of its resources (a copy loop merges hundreds of findings into one) and its parameter
// files (a template with thousands of them); comparing each pairwise was quadratic.
struct MergedLists {
  std::unordered_set<std::string> resources;
  std::unordered_set<std::string> parameterFiles;  // file, line and column

  explicit MergedLists(const Finding& first) {
    for (const ResourceRef& r : first.resources) resources.insert(toLowerAscii(r.fullyQualifiedName()));
    for (const SourceLocation& p : first.parameterFiles) parameterFiles.insert(key(p));
  }
  // Equal for equal locations (SourceLocation's ==), distinct otherwise: a path holds no NUL.
  static std::string key(const SourceLocation& p) {
    std::string k(p.file.view());
    k += '\0';
    k += std::to_string(p.line);
    k += ':';
    k += std::to_string(p.column);
    return k;
  }
};

void mergeInto(Finding& into, MergedLists& lists, Finding&& from) {
  into.level = std::max(into.level, from.level);
  for (SourceLocation& p : from.parameterFiles)
    if (lists.parameterFiles.insert(MergedLists::key(p)).second) into.parameterFiles.push_back(std::move(p));
  for (ResourceRef& r : from.resources)
    if (lists.resources.insert(toLowerAscii(r.fullyQualifiedName())).second) into.resources.push_back(std::move(r));
}

}  // namespace

// In place: each kept finding moves down to its place in output order, merged ones into theirs.
std::vector<Finding> deduplicate(std::vector<Finding> findings, unsigned threads) {
  // The keys' hashes first, on every thread given; the merging after them is in order.
  std::vector<uint64_t> hashes(findings.size());
  detail::forRanges(findings.size(), threads, 4096, [&](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) hashes[i] = keyHash(findings[i]);
  });
  KeptIndex index(findings.size());
  std::unordered_map<size_t, MergedLists> merged;
  size_t kept = 0;
  for (size_t i = 0; i < findings.size(); ++i) {
    size_t at = index.findOrAdd(findings, findings[i], hashes[i], kept);
    if (at == kept) {
      if (i != kept) findings[kept] = std::move(findings[i]);
      findings[kept].fingerprint.clear();
      ++kept;
      continue;
    }
    auto lists = merged.try_emplace(at, findings[at]).first;
    mergeInto(findings[at], lists->second, std::move(findings[i]));
  }
  findings.erase(findings.begin() + static_cast<std::ptrdiff_t>(kept), findings.end());
  return findings;
}

}  // namespace pf::report
