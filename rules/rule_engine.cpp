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

namespace {

// Evaluates the entries of one scope against `target`.
void evaluateScope(const RuleSelection& selection, size_t scope, const RuleTarget& target,
                   const EvaluateOptions& options, std::vector<RuleResult>& results) {
  const detail::Catalog& catalog = selection.ruleSet().catalog();
  detail::EvalEnv env{target, selection.scopes()[scope].configuration, options.workingDirectory};
  std::vector<std::optional<Tri>> selectorCache(catalog.selectors.size());
  std::vector<Reason> scratch;

  auto selector = [&](size_t index) {
    if (!selectorCache[index]) {
      scratch.clear();
      selectorCache[index] = detail::evaluate(*catalog.selectors[index].condition, env, target.object, true, scratch);
    }
    return *selectorCache[index];
  };

  for (const auto& entry : selection.entries()) {
    if (entry.scope != scope) continue;
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
    r.targetName = target.name;
    r.targetType = target.type;
    r.fields = target.fields;
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
}

// Results in the order of the selection's entries, whatever scope they came from.
std::vector<RuleResult> inEntryOrder(const RuleSelection& selection, std::vector<std::vector<RuleResult>> byScope) {
  std::vector<RuleResult> out;
  std::vector<size_t> next(byScope.size(), 0);
  for (const auto& e : selection.entries()) {
    auto& list = byScope[e.scope];
    size_t& n = next[e.scope];
    if (n < list.size() && list[n].rule == selection.ruleSet().catalog().rules[e.rule].info) out.push_back(std::move(list[n++]));
  }
  return out;
}

}  // namespace

std::vector<RuleResult> evaluate(const RuleSelection& selection, const Value& object, const EvaluateOptions& options) {
  std::vector<std::vector<RuleResult>> byScope(selection.scopes().size());
  std::vector<bool> used(selection.scopes().size(), false);
  for (const auto& e : selection.entries()) used[e.scope] = true;
  for (size_t k = 0; k < byScope.size(); ++k)
    if (used[k]) evaluateScope(selection, k, bindTarget(object, selection.scopes()[k].binding), options, byScope[k]);
  return inEntryOrder(selection, std::move(byScope));
}

std::vector<RuleResult> evaluate(const RuleSelection& selection, const RuleTarget& target, const EvaluateOptions& options) {
  std::vector<std::vector<RuleResult>> byScope(selection.scopes().size());
  for (size_t k = 0; k < byScope.size(); ++k) evaluateScope(selection, k, target, options, byScope[k]);
  return inEntryOrder(selection, std::move(byScope));
}

}  // namespace pf::rules
