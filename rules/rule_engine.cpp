#include "rules/rule_engine.hpp"

#include <algorithm>
#include <optional>

#include "rules/detail/catalog.hpp"
#include "rules/detail/evaluator.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/wildcard.hpp"

namespace pf::rules {

using detail::Tri;

namespace {

bool nameMatches(const RuleInfo& rule, const std::vector<std::string>& patterns) {
  for (const auto& p : patterns) {
    detail::Wildcard w(p);
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

bool selected(const RuleInfo& rule, const std::vector<std::string>& include, const std::vector<std::string>& exclude,
              const Object& tags) {
  if (!include.empty() && !nameMatches(rule, include)) return false;
  if (nameMatches(rule, exclude)) return false;
  return tagsMatch(rule, tags);
}

void applyLevels(const RuleInfo& rule, const std::vector<std::pair<std::string, Level>>& levels, Level& level) {
  for (const auto& [name, l] : levels)
    if (nameMatches(rule, {name})) level = l;
}

// Alternatives of an anyOf often test the same field (Azure.Storage.SecureTransfer reports
// "Is set to 'false'." from both branches): each reason once, in the order found.
std::vector<Reason> withoutRepeats(std::vector<Reason> reasons) {
  std::vector<Reason> out;
  out.reserve(reasons.size());
  for (auto& r : reasons)
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(std::move(r));
  return out;
}

}  // namespace

std::vector<std::shared_ptr<const RuleInfo>> RuleSelection::rules() const {
  std::vector<std::shared_ptr<const RuleInfo>> out;
  for (const auto& e : entries_) out.push_back(set_.catalog().rules[e.rule].info);
  return out;
}

RuleSelection selectRules(const RuleSet& set, const RuleFilter& filter, Diagnostics& diags) {
  RuleSelection s;
  s.set_ = set;
  const detail::BaselineDef* baseline = nullptr;
  if (!filter.baseline.empty()) {
    for (const auto& b : set.catalog().baselines)
      if (iequals(b.name, filter.baseline)) baseline = &b;
    if (!baseline) {
      std::string known;
      for (const auto& b : set.catalog().baselines) known += (known.empty() ? "" : ", ") + b.name;
      diags.error(detail::codes::kBaseline, "unknown baseline '" + filter.baseline + "'" +
                                                (known.empty() ? "; no baselines are loaded" : "; loaded: " + known));
    }
  }
  if (baseline) s.configuration_ = baseline->configuration;
  for (const auto& [k, v] : filter.configuration) s.configuration_.set(k, v);
  const auto& rules = set.catalog().rules;
  for (size_t i = 0; i < rules.size(); ++i) {
    const RuleInfo& info = *rules[i].info;
    if (baseline && !selected(info, baseline->include, baseline->exclude, baseline->tags)) continue;
    if (!selected(info, filter.include, filter.exclude, filter.tags)) continue;
    Level level = info.level;
    if (baseline) applyLevels(info, baseline->levels, level);
    applyLevels(info, filter.levels, level);
    s.entries_.push_back({i, level});
  }
  return s;
}

std::vector<RuleResult> evaluate(const RuleSelection& selection, const RuleTarget& target,
                                 const EvaluateOptions& options) {
  const detail::Catalog& catalog = selection.ruleSet().catalog();
  detail::EvalEnv env{target, selection.configuration(), options.workingDirectory};
  std::vector<std::optional<Tri>> selectorCache(catalog.selectors.size());
  std::vector<Reason> selectorReasons, scratch;
  std::vector<RuleResult> results;

  auto selector = [&](size_t index) {
    if (!selectorCache[index]) {
      scratch.clear();
      selectorCache[index] = detail::evaluate(*catalog.selectors[index].condition, env, target.object, true, scratch);
    }
    return *selectorCache[index];
  };

  for (const auto& entry : selection.entries()) {
    const detail::RuleDef& rule = catalog.rules[entry.rule];
    if (!rule.types.empty()) {
      bool typed = false;
      for (const auto& t : rule.types) typed |= iequals(t, target.type);
      if (!typed) continue;
    }
    std::vector<Reason> reasons;
    bool preUnknown = false;
    if (!rule.selectors.empty()) {
      Tri accepted = Tri::False;
      for (size_t s : rule.selectors) {
        Tri t = selector(s);
        if (t == Tri::True) {
          accepted = Tri::True;
          break;
        }
        if (t == Tri::Unknown) accepted = Tri::Unknown;
      }
      if (accepted == Tri::False) continue;
      if (accepted == Tri::Unknown) {
        preUnknown = true;
        reasons.push_back({"", "Whether the rule applies is not known before deployment (selector)."});
      }
    }
    if (rule.where) {
      std::vector<Reason> whereReasons;
      Tri w = detail::evaluate(*rule.where, env, target.object, true, whereReasons);
      if (w == Tri::False) continue;
      if (w == Tri::Unknown) {
        preUnknown = true;
        for (auto& r : whereReasons) reasons.push_back(std::move(r));
      }
    }
    std::vector<Reason> conditionReasons;
    Tri t = detail::evaluate(*rule.condition, env, target.object, true, conditionReasons);
    RuleResult r;
    r.rule = rule.info;
    r.level = entry.level;
    r.target = target.object;
    if (t == Tri::True) {
      // A rule that may not apply but passes if it does is not a finding either way.
      r.outcome = Outcome::Pass;
    } else {
      r.outcome = (t == Tri::Unknown || preUnknown) ? Outcome::Inconclusive : Outcome::Fail;
      for (auto& c : conditionReasons) reasons.push_back(std::move(c));
      r.reasons = withoutRepeats(std::move(reasons));
    }
    results.push_back(std::move(r));
  }
  return results;
}

}  // namespace pf::rules
