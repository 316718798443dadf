#include "report/dedup.hpp"

#include <algorithm>
#include <functional>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

#include "engine/core/value.hpp"
#include "report/order.hpp"

namespace pf::report {

namespace {

using Key = std::tuple<std::string, int, bool, std::string, uint32_t, std::string, std::string>;

struct KeyHash {
  size_t operator()(const Key& k) const {
    size_t h = 0;
    auto mix = [&h](size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
    std::hash<std::string_view> text;
    mix(text(std::get<0>(k)));
    mix(static_cast<size_t>(std::get<1>(k)) * 2 + std::get<2>(k));
    mix(text(std::get<3>(k)));
    mix(std::get<4>(k));
    mix(text(std::get<5>(k)));
    mix(text(std::get<6>(k)));
    return h;
  }
};

Key keyOf(const Finding& f) {
  std::string resource;
  if (f.location.line == 0 && !f.resources.empty()) resource = toLowerAscii(f.resources.front().fullyQualifiedName());
  return {toLowerAscii(f.ruleId), static_cast<int>(f.outcome), f.suppressed(), normalizePath(f.location.file),
          f.location.line, f.messageKey, resource};
}

// A merged finding and the case-folded names of the resources it lists, built once each (a copy
// loop merges hundreds of findings into one; comparing names pairwise was quadratic).
struct Group {
  size_t at;
  std::unordered_set<std::string> resources;
};

void mergeInto(Finding& into, Group& group, Finding&& from) {
  into.level = std::max(into.level, from.level);
  for (SourceLocation& p : from.parameterFiles)
    if (std::find(into.parameterFiles.begin(), into.parameterFiles.end(), p) == into.parameterFiles.end())
      into.parameterFiles.push_back(std::move(p));
  for (ResourceRef& r : from.resources)
    if (group.resources.insert(toLowerAscii(r.fullyQualifiedName())).second) into.resources.push_back(std::move(r));
}

}  // namespace

std::vector<Finding> deduplicate(std::vector<Finding> findings) {
  std::vector<Finding> out;
  std::unordered_map<Key, Group, KeyHash> index;
  for (Finding& f : findings) {
    Key k = keyOf(f);
    auto it = index.find(k);
    if (it == index.end()) {
      Group g{out.size(), {}};
      for (const ResourceRef& r : f.resources) g.resources.insert(toLowerAscii(r.fullyQualifiedName()));
      index.emplace(std::move(k), std::move(g));
      out.push_back(std::move(f));
      out.back().fingerprint.clear();
    } else {
      mergeInto(out[it->second.at], it->second, std::move(f));
    }
  }
  return out;
}

}  // namespace pf::report
