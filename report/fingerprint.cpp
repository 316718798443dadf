#include "report/fingerprint.hpp"

#include <algorithm>
#include <map>

#include "engine/core/hex.hpp"
#include "engine/core/value.hpp"
#include "report/order.hpp"

namespace pf::report {

namespace {

struct Fnv1a {
  uint64_t h = 14695981039346656037ull;
  // Each field is length-prefixed so that ("ab","c") and ("a","bc") differ.
  void field(std::string_view s) {
    std::string len = std::to_string(s.size()) + ":";
    bytes(len);
    bytes(s);
  }
  void bytes(std::string_view s) {
    for (unsigned char c : s) {
      h ^= c;
      h *= 1099511628211ull;
    }
  }
};

}  // namespace

std::string fingerprintOf(const Finding& f) {
  std::string resource;
  for (const ResourceRef& r : f.resources) {
    std::string n = toLowerAscii(r.fullyQualifiedName());
    if (resource.empty() || n < resource) resource = n;
  }
  Fnv1a h;
  h.field("preflight/v1");
  h.field(toLowerAscii(f.ruleId));
  h.field(normalizePath(f.location.file));
  h.field(resource);
  h.field(f.messageKey);
  // Passes and inconclusive results never share an identity with a problem, so including
  // them (--sarif-all) cannot renumber the fingerprints of failures.
  h.field(f.isProblem() ? "" : outcomeName(f.outcome));
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i) {
    out[static_cast<size_t>(i)] = hexDigitChar(static_cast<unsigned>(h.h & 0xF));
    h.h >>= 4;
  }
  return out;
}

void assignFingerprints(std::vector<Finding>& findings) {
  std::vector<size_t> order(findings.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return sourceOrder(findings[a], findings[b]); });
  std::map<std::string, size_t> seen;
  for (const Finding& f : findings)
    if (!f.fingerprint.empty()) ++seen[f.fingerprint];
  for (size_t i : order) {
    Finding& f = findings[i];
    if (!f.fingerprint.empty()) continue;
    std::string base = fingerprintOf(f);
    size_t n = ++seen[base];
    f.fingerprint = n == 1 ? base : base + ":" + std::to_string(n);
  }
}

const std::vector<Finding>& withFingerprints(const std::vector<Finding>& findings, std::vector<Finding>& storage) {
  if (std::none_of(findings.begin(), findings.end(), [](const Finding& f) { return f.fingerprint.empty(); }))
    return findings;
  storage = findings;
  assignFingerprints(storage);
  return storage;
}

}  // namespace pf::report
