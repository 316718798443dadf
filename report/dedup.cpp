#include "report/dedup.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "engine/core/value.hpp"
#include "report/order.hpp"

namespace pf::report {

namespace {

using Key = std::tuple<std::string, int, bool, std::string, uint32_t, std::string, std::string>;

Key keyOf(const Finding& f) {
  std::string resource;
  if (f.location.line == 0 && !f.resources.empty()) resource = toLowerAscii(f.resources.front().fullyQualifiedName());
  return {toLowerAscii(f.ruleId), static_cast<int>(f.outcome), f.suppressed(), normalizePath(f.location.file),
          f.location.line, f.messageKey, resource};
}

void mergeInto(Finding& into, Finding&& from) {
  into.level = std::max(into.level, from.level);
  for (SourceLocation& p : from.parameterFiles)
    if (std::find(into.parameterFiles.begin(), into.parameterFiles.end(), p) == into.parameterFiles.end())
      into.parameterFiles.push_back(std::move(p));
  for (ResourceRef& r : from.resources) {
    bool known = std::any_of(into.resources.begin(), into.resources.end(), [&](const ResourceRef& x) {
      return iequals(x.fullyQualifiedName(), r.fullyQualifiedName());
    });
    if (!known) into.resources.push_back(std::move(r));
  }
}

}  // namespace

std::vector<Finding> deduplicate(std::vector<Finding> findings) {
  std::vector<Finding> out;
  std::map<Key, size_t> index;
  for (Finding& f : findings) {
    Key k = keyOf(f);
    auto it = index.find(k);
    if (it == index.end()) {
      index.emplace(std::move(k), out.size());
      out.push_back(std::move(f));
      out.back().fingerprint.clear();
    } else {
      mergeInto(out[it->second], std::move(f));
    }
  }
  return out;
}

}  // namespace pf::report
