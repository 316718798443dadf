#include "engine/bicep/semantics/spelling.hpp"

#include <algorithm>
#include <cstdlib>

#include "engine/core/value.hpp"

namespace pf::bicep {

namespace {

// Edit distance between a and b, or -1 when it exceeds `limit`.
int boundedDistance(const std::string& a, const std::string& b, int limit) {
  int la = static_cast<int>(a.size()), lb = static_cast<int>(b.size());
  if (std::abs(la - lb) > limit) return -1;
  std::vector<int> prev(lb + 1), cur(lb + 1);
  for (int j = 0; j <= lb; ++j) prev[j] = j;
  for (int i = 1; i <= la; ++i) {
    cur[0] = i;
    int rowMin = cur[0];
    for (int j = 1; j <= lb; ++j) {
      int sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({sub, prev[j] + 1, cur[j - 1] + 1});
      rowMin = std::min(rowMin, cur[j]);
    }
    if (rowMin > limit) return -1;
    std::swap(prev, cur);
  }
  return prev[lb] > limit ? -1 : prev[lb];
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return out;
}

}  // namespace

std::optional<std::string> spellingSuggestion(std::string_view name, std::vector<std::string> candidates) {
  std::sort(candidates.begin(), candidates.end(),
            [](const std::string& x, const std::string& y) { return toLowerAscii(x) < toLowerAscii(y); });
  candidates.erase(std::unique(candidates.begin(), candidates.end(),
                               [](const std::string& x, const std::string& y) { return iequals(x, y); }),
                   candidates.end());
  int third = static_cast<int>(static_cast<double>(name.size()) * 0.34);
  int maxLengthDifference = std::min(third, 2);
  int maxDistance = third + 1;
  std::string wanted = upper(name);
  std::optional<std::string> best;
  bool equalityOnly = false;
  for (const std::string& c : candidates) {
    if (c.empty() || std::abs(static_cast<int>(name.size()) - static_cast<int>(c.size())) > maxLengthDifference)
      continue;
    std::string cu = upper(c);
    if (cu == wanted) return c;
    if (equalityOnly || c.size() < 3) continue;
    int d = boundedDistance(wanted, cu, maxDistance - 1);
    if (d < 0) continue;
    best = c;
    if (d < 2) equalityOnly = true;  // nothing closer can follow, except an exact match
    else maxDistance = d;
  }
  return best;
}

}  // namespace pf::bicep
