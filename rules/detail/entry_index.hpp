#pragma once
// Which selected rules can apply to a target, by its type: a rule with spec.type runs only on
// those types, so each target is matched against the rules naming its type and the untyped
// ones instead of every rule.
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace pf::rules::detail {

class EntryIndex {
 public:
  // Entries are added in selection order; `types` empty: the rule applies to any type.
  void add(size_t entry, size_t scope, const std::vector<std::string>& types);
  // The entries of `scope` that may apply to `type` (compared ignoring case), in selection order.
  std::vector<size_t> candidates(size_t scope, std::string_view type) const;

 private:
  struct Scope {
    std::vector<size_t> untyped;
    std::unordered_map<std::string, std::vector<size_t>> typed;  // lower-case type → entries
  };
  std::vector<Scope> scopes_;
};

}  // namespace pf::rules::detail
