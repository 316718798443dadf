#include "rules/detail/entry_index.hpp"

#include <algorithm>
#include <iterator>

#include "engine/core/value.hpp"

namespace pf::rules::detail {

void EntryIndex::add(size_t entry, size_t scope, const std::vector<std::string>& types) {
  if (scopes_.size() <= scope) scopes_.resize(scope + 1);
  Scope& s = scopes_[scope];
  if (types.empty()) {
    s.untyped.push_back(entry);
    return;
  }
  for (const std::string& t : types) {
    std::vector<size_t>& list = s.typed[toLowerAscii(t)];
    if (list.empty() || list.back() != entry) list.push_back(entry);  // a type listed twice
  }
}

std::vector<size_t> EntryIndex::candidates(size_t scope, std::string_view type) const {
  if (scope >= scopes_.size()) return {};
  const Scope& s = scopes_[scope];
  auto it = s.typed.find(toLowerAscii(type));
  if (it == s.typed.end()) return s.untyped;
  std::vector<size_t> out;
  out.reserve(s.untyped.size() + it->second.size());
  std::merge(s.untyped.begin(), s.untyped.end(), it->second.begin(), it->second.end(), std::back_inserter(out));
  return out;
}

}  // namespace pf::rules::detail
