// Which rules run, at which level and with which configuration: PSRule's option scopes (a named
// baseline, the workspace options, a module's default baseline and ModuleConfig).
#include <algorithm>

#include "rules/detail/catalog.hpp"
#include "rules/detail/entry_index.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/value_compare.hpp"
#include "rules/detail/wildcard.hpp"
#include "rules/rule_engine.hpp"

namespace pf::rules {

namespace {

using detail::BaselineDef;
using detail::ModuleConfigDef;

// `Module\Name` → (Module, Name); a plain name has no module part.
std::pair<std::string_view, std::string_view> splitQualified(std::string_view s) {
  size_t slash = s.rfind('\\');
  if (slash == std::string_view::npos) return {{}, s};
  return {s.substr(0, slash), s.substr(slash + 1)};
}

bool nameMatches(const RuleInfo& rule, const std::vector<std::string>& patterns) {
  for (const auto& p : patterns) {
    auto [module, name] = splitQualified(p);
    if (!module.empty() && !iequals(module, rule.module)) continue;
    detail::Wildcard w(std::string{name});
    if (w.matches(rule.name, false) || (!rule.ref.empty() && w.matches(rule.ref, false))) return true;
    for (const auto& a : rule.aliases)
      if (w.matches(a, false)) return true;
  }
  return false;
}

bool tagValueMatches(const Value& have, const Value& want) {
  if (have.isArray()) {
    for (const Value& h : have.arr())
      if (tagValueMatches(h, want)) return true;
    return false;
  }
  std::string h;
  if (!detail::scalarText(have, h)) return false;
  if (want.isArray()) {
    for (const Value& w : want.arr())
      if (tagValueMatches(have, w)) return true;
    return false;
  }
  std::string w;
  if (!detail::scalarText(want, w)) return false;
  return w == "*" || iequals(h, w);
}

bool tagsMatch(const RuleInfo& rule, const Object& required) {
  for (const auto& [key, want] : required) {
    const Value* have = rule.tags.find(key);
    if (!have || !tagValueMatches(*have, want)) return false;
  }
  return true;
}

std::vector<std::string> texts(const Value& v) {
  std::vector<std::string> out;
  std::string t;
  if (v.isArray()) {
    for (const Value& x : v.arr())
      if (detail::scalarText(x, t)) out.push_back(t);
  } else if (detail::scalarText(v, t)) {
    out.push_back(t);
  }
  return out;
}

// PSRule's label match: the label is on the rule (its name without case) and, unless any value
// will do (none listed, or '*'), one listed value is among the rule's, compared exactly.
bool labelsMatch(const RuleInfo& rule, const Object& required) {
  for (const auto& [key, want] : required) {
    const Value* have = rule.labels.find(key);
    if (!have) return false;
    std::vector<std::string> wanted = texts(want);
    if (wanted.empty() || (wanted.size() == 1 && wanted[0] == "*")) continue;
    std::vector<std::string> values = texts(*have);
    bool any = false;
    for (const auto& w : wanted) any |= std::find(values.begin(), values.end(), w) != values.end();
    if (!any) return false;
  }
  return true;
}

void applyLevels(const RuleInfo& rule, const std::vector<std::pair<std::string, Level>>& levels, Level& level) {
  for (const auto& [name, l] : levels)
    if (nameMatches(rule, {name})) level = l;
}

// A baseline by `Name` or `Module\Name`; among several of one name, the one of `preferModule`.
const BaselineDef* findBaseline(const detail::Catalog& catalog, std::string_view ref, std::string_view preferModule) {
  auto [module, name] = splitQualified(ref);
  const BaselineDef* found = nullptr;
  for (const auto& b : catalog.baselines) {
    if (!iequals(b.name, name) || (!module.empty() && !iequals(b.module, module))) continue;
    if (!found || iequals(b.module, preferModule)) found = &b;
  }
  return found;
}

std::string knownBaselines(const detail::Catalog& catalog) {
  std::string known;
  for (const auto& b : catalog.baselines) known += (known.empty() ? "" : ", ") + b.name;
  return known.empty() ? "; no baselines are loaded" : "; loaded: " + known;
}

// The first of the scopes, in precedence order, that sets a list or mapping.
template <typename T>
const T& firstSet(std::initializer_list<const T*> scopes) {
  static const T none{};
  for (const T* s : scopes)
    if (s && !s->empty()) return *s;
  return none;
}

// Configuration keys from the scopes in precedence order: the first to set a key wins.
Object firstWins(std::initializer_list<const Object*> scopes) {
  Object out;
  for (const Object* s : scopes)
    if (s)
      for (const auto& [k, v] : *s)
        if (!out.find(k)) out.set(k, v);
  return out;
}

}  // namespace

std::vector<std::shared_ptr<const RuleInfo>> RuleSelection::rules() const {
  std::vector<std::shared_ptr<const RuleInfo>> out;
  for (const auto& e : entries_) out.push_back(set_.catalog().rules[e.rule].info);
  return out;
}

std::vector<size_t> RuleSelection::candidates(size_t scope, std::string_view type) const {
  if (index_) return index_->candidates(scope, type);
  std::vector<size_t> out;  // a selection not made by selectRules has no entries
  return out;
}

RuleSelection selectRules(const RuleSet& set, const RuleFilter& filter, Diagnostics& diags) {
  RuleSelection s;
  s.set_ = set;
  const detail::Catalog& catalog = set.catalog();
  const BaselineDef* named = nullptr;
  if (!filter.baseline.empty()) {
    named = findBaseline(catalog, filter.baseline, "");
    if (!named)
      diags.error(detail::codes::kBaseline, "unknown baseline '" + filter.baseline + "'" + knownBaselines(catalog),
                  filter.baselineLoc);
  }
  const bool includeLocal = filter.includeLocal.value_or(named == nullptr);

  // Scope 0: local rules, which see the named baseline and the workspace only.
  s.scopes_.front().binding = filter.binding;
  s.scopes_.front().configuration = firstWins({named ? &named->configuration : nullptr, &filter.configuration});
  struct ScopeFilter {
    const BaselineDef* moduleBaseline = nullptr;
  };
  std::vector<ScopeFilter> scopeFilters(1);
  for (const std::string& module : set.moduleNames()) {
    const ModuleConfigDef* config = nullptr;
    for (const auto& m : catalog.moduleConfigs)
      if (iequals(m.name, module)) config = &m;
    const BaselineDef* moduleBaseline = nullptr;
    if (config && !config->baseline.empty()) {
      moduleBaseline = findBaseline(catalog, config->baseline, module);
      if (!moduleBaseline)
        diags.error(detail::codes::kBaseline, "unknown baseline '" + config->baseline + "', the default baseline of the "
                                                  "module '" + module + "'" + knownBaselines(catalog), config->loc);
    }
    RuleSelection::Scope scope;
    scope.module = module;
    scope.binding = combine(filter.binding, config ? config->binding : Binding{});
    scope.configuration = firstWins({named ? &named->configuration : nullptr, &filter.configuration,
                                     moduleBaseline ? &moduleBaseline->configuration : nullptr,
                                     config ? &config->configuration : nullptr});
    s.scopes_.push_back(std::move(scope));
    scopeFilters.push_back({moduleBaseline});
  }

  const auto& rules = catalog.rules;
  for (size_t i = 0; i < rules.size(); ++i) {
    const RuleInfo& info = *rules[i].info;
    size_t scope = 0;
    for (size_t k = 1; k < s.scopes_.size(); ++k)
      if (iequals(s.scopes_[k].module, info.module)) scope = k;
    const BaselineDef* mb = scopeFilters[scope].moduleBaseline;
    const auto& include = firstSet<std::vector<std::string>>({named ? &named->include : nullptr, &filter.include,
                                                              mb ? &mb->include : nullptr});
    const auto& exclude = firstSet<std::vector<std::string>>({named ? &named->exclude : nullptr, &filter.exclude,
                                                              mb ? &mb->exclude : nullptr});
    const auto& tags = firstSet<Object>({named ? &named->tags : nullptr, &filter.tags, mb ? &mb->tags : nullptr});
    const auto& labels = firstSet<Object>({named ? &named->labels : nullptr, &filter.labels, mb ? &mb->labels : nullptr});
    if (nameMatches(info, exclude)) continue;
    bool local = info.module.empty();
    bool filtered = (include.empty() || nameMatches(info, include)) && tagsMatch(info, tags) && labelsMatch(info, labels);
    if (!(filtered || (includeLocal && local))) continue;
    Level level = info.level;
    if (mb) applyLevels(info, mb->levels, level);
    applyLevels(info, filter.levels, level);
    if (named) applyLevels(info, named->levels, level);
    s.entries_.push_back({i, level, scope});
  }
  auto index = std::make_shared<detail::EntryIndex>();
  for (size_t k = 0; k < s.entries_.size(); ++k) index->add(k, s.entries_[k].scope, rules[s.entries_[k].rule].types);
  s.index_ = std::move(index);
  std::vector<bool> used(s.scopes_.size(), false);
  for (const auto& e : s.entries_) used[e.scope] = true;
  for (size_t k = 0; k < used.size(); ++k)
    if (used[k]) s.usedScopes_.push_back(k);
  return s;
}

}  // namespace pf::rules
