#include "report/fingerprint.hpp"

#include <algorithm>
#include <charconv>
#include <optional>

#include "engine/core/hex.hpp"
#include "engine/core/value.hpp"
#include "report/detail/for_ranges.hpp"
#include "report/detail/text_hash.hpp"
#include "report/order.hpp"

namespace pf::report {

namespace {

using detail::fnv1a;
using detail::Through;

struct Fnv1a {
  uint64_t h = detail::kFnvOffset;
  // Each field is length-prefixed so that ("ab","c") and ("a","bc") differ.
  constexpr void field(std::string_view s) {
    length(s.size());
    h = fnv1a(h, s);
  }
  constexpr void length(size_t n) {
    char digits[24];  // in decimal
    size_t at = sizeof digits;
    do {
      digits[--at] = static_cast<char>('0' + n % 10);
      n /= 10;
    } while (n != 0);
    h = fnv1a(h, std::string_view(digits + at, sizeof digits - at));
    h = fnv1a(h, ':');
  }
};

// Every fingerprint starts with this field: its hash is worked out once, when compiling.
constexpr uint64_t kVersionHash = [] {
  Fnv1a h;
  h.field("preflight/v1");
  return h.h;
}();

// The field of the lowercased fullyQualifiedName() of `r`, fed without building either string.
void resourceField(Fnv1a& h, const ResourceRef& r) {
  std::string_view type = r.type, name = r.name;
  bool both = !type.empty() && !name.empty();
  h.length(type.size() + name.size() + (both ? 1 : 0));
  h.h = fnv1a(h.h, type, Through{detail::kFolded});
  if (both) h.h = fnv1a(h.h, '/');
  h.h = fnv1a(h.h, name, Through{detail::kFolded});
}

// The hash fingerprintOf writes in hex; the fields are fed as they are normalised, without
// building the normalised strings (a big run has a fingerprint per finding).
uint64_t fingerprintHash(const Finding& f) {
  Fnv1a h{kVersionHash};
  h.length(f.ruleId.size());
  h.h = fnv1a(h.h, f.ruleId, Through{detail::kFolded});
  std::string_view file = detail::pathBody(f.location.file);
  h.length(file.size());
  h.h = fnv1a(h.h, file, Through{detail::kSlashed});
  if (f.resources.size() == 1) {
    resourceField(h, f.resources.front());
  } else {
    // Merged findings: the smallest name of them all.
    std::string resource;
    for (const ResourceRef& r : f.resources) {
      std::string n = toLowerAscii(r.fullyQualifiedName());
      if (resource.empty() || n < resource) resource = std::move(n);
    }
    h.field(resource);
  }
  h.field(f.messageKey);
  // Passes and inconclusive results never share an identity with a problem, so including
  // them (--sarif-all) cannot renumber the fingerprints of failures.
  h.field(f.isProblem() ? "" : outcomeName(f.outcome));
  return h.h;
}

// The 16 lowercase hex digits of `v` at `out`.
void writeHex16(char* out, uint64_t v) {
  for (int i = 15; i >= 0; --i) {
    out[i] = hexDigitChar(static_cast<unsigned>(v & 0xF));
    v >>= 4;
  }
}

std::string hex16(uint64_t v) {
  std::string out(16, '0');
  writeHex16(out.data(), v);
  return out;
}

// A fingerprint's text: the hash, and for the second and later finding sharing it ":<number>".
SharedText fingerprintText(uint64_t hash, uint32_t number) {
  char text[32];
  writeHex16(text, hash);
  size_t size = 16;
  if (number > 1) {
    text[size++] = ':';
    size = static_cast<size_t>(std::to_chars(text + size, text + sizeof text, number).ptr - text);
  }
  return SharedText(std::string_view(text, size));
}

// The hash a fingerprint without a suffix holds (16 lowercase hex digits); nullopt for any other
// text, which no computed fingerprint can equal.
std::optional<uint64_t> parseHex16(std::string_view s) {
  if (s.size() != 16) return std::nullopt;
  uint64_t v = 0;
  for (char c : s) {
    int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (d < 0) return std::nullopt;
    v = v << 4 | static_cast<uint64_t>(d);
  }
  return v;
}

}  // namespace

std::string fingerprintOf(const Finding& f) { return hex16(fingerprintHash(f)); }

// Findings sharing a hash are numbered in source order after those that already hold it. Most
// hashes are unique: only the shared ones are sorted. The findings are read and written in their
// own order (a big run's do not fit in a cache: visited in hash order, each was a cache miss).
void assignFingerprints(std::vector<Finding>& findings, unsigned threads) {
  std::vector<size_t> pending;  // the findings without a fingerprint, in order
  std::vector<uint64_t> held;   // hashes the others hold already
  for (size_t i = 0; i < findings.size(); ++i) {
    if (findings[i].fingerprint.empty()) pending.push_back(i);
    else if (auto v = parseHex16(findings[i].fingerprint)) held.push_back(*v);
  }
  if (pending.empty()) return;
  std::vector<uint64_t> hash(pending.size());  // by position in `pending`
  detail::forRanges(pending.size(), threads, 4096, [&](size_t begin, size_t end) {
    for (size_t k = begin; k < end; ++k) hash[k] = fingerprintHash(findings[pending[k]]);
  });
  std::sort(held.begin(), held.end());
  std::vector<std::pair<uint64_t, size_t>> byHash(pending.size());  // (hash, position), in finding order per hash
  for (size_t k = 0; k < pending.size(); ++k) byHash[k] = {hash[k], k};
  std::sort(byHash.begin(), byHash.end());
  std::vector<uint32_t> number(pending.size());  // by position: among the findings sharing its hash, from 1
  for (size_t a = 0; a < byHash.size();) {
    uint64_t h = byHash[a].first;
    size_t b = a + 1;
    while (b < byHash.size() && byHash[b].first == h) ++b;
    auto [lo, hi] = std::equal_range(held.begin(), held.end(), h);
    auto n = static_cast<uint32_t>(hi - lo);
    if (b - a > 1)
      std::stable_sort(byHash.begin() + static_cast<std::ptrdiff_t>(a), byHash.begin() + static_cast<std::ptrdiff_t>(b),
                       [&](const auto& x, const auto& y) {
                         return sourceOrder(findings[pending[x.second]], findings[pending[y.second]]);
                       });
    for (size_t k = a; k < b; ++k) number[byHash[k].second] = ++n;
    a = b;
  }
  // Each finding is written by one thread only (an index is pending once).
  detail::forRanges(pending.size(), threads, 4096, [&](size_t begin, size_t end) {
    for (size_t k = begin; k < end; ++k) findings[pending[k]].fingerprint = fingerprintText(hash[k], number[k]);
  });
}

const std::vector<Finding>& withFingerprints(const std::vector<Finding>& findings, std::vector<Finding>& storage) {
  if (std::none_of(findings.begin(), findings.end(), [](const Finding& f) { return f.fingerprint.empty(); }))
    return findings;
  storage = findings;
  assignFingerprints(storage);
  return storage;
}

}  // namespace pf::report
