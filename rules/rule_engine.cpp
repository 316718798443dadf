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
// Each result goes to `results` with the index of its entry.
void evaluateScope(const RuleSelection& selection, size_t scope, const RuleTarget& target,
                   const EvaluateOptions& options, std::vector<std::pair<size_t, RuleResult>>& results) {
  const detail::Catalog& catalog = selection.ruleSet().catalog();
  detail::EvalEnv env{target, selection.scopes()[scope].configuration, options.workingDirectory};
  std::vector<std::optional<Tri>> selectorCache(catalog.selectors.size());

  // A selector's reasons are never shown: only its outcome is found.
  auto selector = [&](size_t index) {
    if (!selectorCache[index])
      selectorCache[index] = detail::evaluate(*catalog.selectors[index].condition, env, target.object, true, nullptr);
    return *selectorCache[index];
  };

  const std::vector<size_t> candidates = selection.candidates(scope, target.type);
  results.reserve(results.size() + candidates.size());  // at most one result per candidate
  for (size_t index : candidates) {
    const auto& entry = selection.entries()[index];
    const detail::RuleDef& rule = catalog.rules[entry.rule];
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
      // The pre-condition's reasons explain only an unknown one (rare): evaluated again for them then.
      Tri w = detail::evaluate(*rule.where, env, target.object, true, nullptr);
      if (w == Tri::False) continue;
      if (w == Tri::Unknown) {
        preUnknown = true;
        detail::evaluate(*rule.where, env, target.object, true, &reasons);
      }
    }
    std::vector<Reason> conditionReasons;
    Tri t = detail::evaluate(*rule.condition, env, target.object, true, &conditionReasons);
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
    results.emplace_back(index, std::move(r));
  }
}

// Results in the order of the selection's entries, whatever scope they came from (each scope
// gives its results in entry order, and an entry at most one result).
std::vector<RuleResult> inEntryOrder(std::vector<std::pair<size_t, RuleResult>> tagged, bool oneScope) {
  if (!oneScope)
    std::stable_sort(tagged.begin(), tagged.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<RuleResult> out;
  out.reserve(tagged.size());
  for (auto& [index, r] : tagged) out.push_back(std::move(r));
  return out;
}

}  // namespace

std::vector<RuleResult> evaluate(const RuleSelection& selection, const Value& object, const EvaluateOptions& options) {
  std::vector<std::pair<size_t, RuleResult>> tagged;
  for (size_t k : selection.usedScopes())
    evaluateScope(selection, k, bindTarget(object, selection.scopes()[k].binding), options, tagged);
  return inEntryOrder(std::move(tagged), selection.usedScopes().size() <= 1);
}

std::vector<RuleResult> evaluate(const RuleSelection& selection, const RuleTarget& target, const EvaluateOptions& options) {
  std::vector<std::pair<size_t, RuleResult>> tagged;
  for (size_t k = 0; k < selection.scopes().size(); ++k) evaluateScope(selection, k, target, options, tagged);
  return inEntryOrder(std::move(tagged), selection.scopes().size() <= 1);
}

}  // namespace pf::rules
