#include "engine/expr/registry.hpp"

#include <algorithm>

namespace pf {

void FunctionRegistry::add(FunctionSpec spec) {
  std::string key = toLowerAscii(spec.name);
  auto it = byName_.find(key);
  if (it != byName_.end()) {
    specs_[it->second] = std::move(spec);
    return;
  }
  bool prefix = spec.flags & kPrefix;
  specs_.push_back(std::move(spec));
  byName_.emplace(std::move(key), specs_.size() - 1);
  if (prefix) prefixes_.push_back(specs_.size() - 1);
}

const FunctionSpec* FunctionRegistry::find(std::string_view name) const {
  auto it = byName_.find(toLowerAscii(name));
  if (it != byName_.end()) return &specs_[it->second];
  const FunctionSpec* best = nullptr;
  for (size_t i : prefixes_) {
    const FunctionSpec& s = specs_[i];
    if (name.size() > s.name.size() && istartsWith(name, s.name) && (!best || s.name.size() > best->name.size()))
      best = &s;
  }
  return best;
}

std::vector<const FunctionSpec*> FunctionRegistry::all() const {
  std::vector<const FunctionSpec*> out;
  for (const auto& s : specs_) out.push_back(&s);
  std::sort(out.begin(), out.end(), [](auto* a, auto* b) { return icompare(a->name, b->name) < 0; });
  return out;
}

}  // namespace pf
