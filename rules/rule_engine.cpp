#include "rules/rule_engine.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>

#include "rules/detail/catalog.hpp"
#include "rules/detail/evaluator.hpp"
#include "rules/detail/rule_diagnostics.hpp"
#include "rules/detail/wildcard.hpp"

namespace pf::rules {

using detail::Tri;

namespace {

// Alternatives of an anyOf often test the same field (Azure.Storage.SecureTransfer reports
// "Is set to 'false'." from both branches): each reason once, in the order found.
void dropRepeats(std::vector<Reason>& reasons) {
  auto kept = reasons.begin();
  // A rule may give thousands of reasons (one per parameter of a template): past a few, those
  // seen are remembered in a set rather than looked for among those kept.
  constexpr size_t kScanned = 8;
  std::unordered_set<std::string> seen;
  for (auto it = reasons.begin(); it != reasons.end(); ++it) {
    if (reasons.size() <= kScanned) {
      if (std::find(reasons.begin(), kept, *it) != kept) continue;
    } else if (!seen.insert(it->path + '\0' + it->message).second) {
      continue;
    }
    if (kept != it) *kept = std::move(*it);
    ++kept;
  }
  reasons.erase(kept, reasons.end());
}

}  // namespace

namespace {

// Evaluates the entries of one scope against `target`. Each result goes to `results`, and the
// index of its entry to `entries` when the caller merges several scopes (else null).
void evaluateScope(const RuleSelection& selection, size_t scope, const RuleTarget& target,
                   const EvaluateOptions& options, std::vector<RuleResult>& results, std::vector<size_t>* entries) {
  const detail::Catalog& catalog = selection.ruleSet().catalog();
  detail::EvalEnv env{target, selection.scopes()[scope].configuration, options.workingDirectory};
  std::vector<std::optional<Tri>> selectorCache;  // sized on first use: many targets meet no selector
  std::shared_ptr<const BoundTarget> bound;        // the results' copy of the binding, made with the first

  // A selector's reasons are never shown: only its outcome is found.
  auto selector = [&](size_t index) {
    if (selectorCache.empty()) selectorCache.resize(catalog.selectors.size());
    if (!selectorCache[index])
      selectorCache[index] = detail::evaluate(*catalog.selectors[index].condition, env, target.object, true, nullptr);
    return *selectorCache[index];
  };

  const std::vector<size_t> candidates = selection.candidates(scope, target.type);
  results.reserve(results.size() + candidates.size());  // at most one result per candidate
  if (entries) entries->reserve(entries->size() + candidates.size());
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
    Tri t = detail::evaluate(*rule.condition, env, target.object, true, &reasons);  // after any pre-condition's
    RuleResult& r = results.emplace_back();
    r.rule = rule.info;
    r.level = entry.level;
    r.target = target.object;
    if (!bound) bound = std::make_shared<const BoundTarget>(BoundTarget{target.name, target.type, target.fields});
    r.bound = bound;
    if (t == Tri::True) {
      // A rule that may not apply but passes if it does is not a finding either way.
      r.outcome = Outcome::Pass;
    } else {
      r.outcome = (t == Tri::Unknown || preUnknown) ? Outcome::Inconclusive : Outcome::Fail;
      dropRepeats(reasons);
      r.reasons = std::move(reasons);
    }
    if (entries) entries->push_back(index);
  }
}

// Results in the order of the selection's entries, whatever scope they came from (each scope
// gives its results in entry order, and an entry at most one result).
std::vector<RuleResult> inEntryOrder(std::vector<RuleResult> results, const std::vector<size_t>& entries) {
  std::vector<size_t> order(results.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return entries[a] < entries[b]; });
  std::vector<RuleResult> out;
  out.reserve(results.size());
  for (size_t i : order) out.push_back(std::move(results[i]));
  return out;
}

// Evaluates `target(k)` in each scope k of `scopes`; one scope's results are in entry order already.
template <class Scopes, class Bind>
std::vector<RuleResult> evaluateScopes(const RuleSelection& selection, const Scopes& scopes, Bind&& target,
                                       const EvaluateOptions& options) {
  std::vector<RuleResult> results;
  std::vector<size_t> entries;
  const bool merge = scopes.size() > 1;
  for (size_t k : scopes) evaluateScope(selection, k, target(k), options, results, merge ? &entries : nullptr);
  if (!merge) return results;
  return inEntryOrder(std::move(results), entries);
}

// Scopes 0 .. n-1, for evaluateScopes (std::views::iota does not compile with clang 14 against
// libstdc++ 12, which the fuzz build uses).
struct ScopeIndexes {
  struct Iter {
    size_t k;
    size_t operator*() const { return k; }
    Iter& operator++() {
      ++k;
      return *this;
    }
    bool operator!=(const Iter& other) const { return k != other.k; }
  };
  size_t n;
  size_t size() const { return n; }
  Iter begin() const { return {0}; }
  Iter end() const { return {n}; }
};

}  // namespace

std::vector<RuleResult> evaluate(const RuleSelection& selection, const Value& object, const EvaluateOptions& options,
                                 const RuleTarget* bound) {
  std::optional<RuleTarget> own;  // the scope's own binding, used before the next scope's is made
  auto bind = [&](size_t k) -> const RuleTarget& {
    const Binding& binding = selection.scopes()[k].binding;
    if (!bound) return own.emplace(bindTarget(object, binding));
    return binding == Binding{} ? *bound : own.emplace(rebind(*bound, binding));
  };
  return evaluateScopes(selection, selection.usedScopes(), bind, options);
}

std::vector<RuleResult> evaluate(const RuleSelection& selection, const RuleTarget& target, const EvaluateOptions& options) {
  return evaluateScopes(selection, ScopeIndexes{selection.scopes().size()}, [&](size_t) -> const RuleTarget& { return target; }, options);
}

}  // namespace pf::rules
