#pragma once
// Choosing which rules run (include/exclude, tags, baselines, level overrides) and
// evaluating them against targets.
#include <string>
#include <utility>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "rules/rule_result.hpp"
#include "rules/rule_set.hpp"
#include "rules/rule_target.hpp"

namespace pf::rules {

struct RuleFilter {
  // Rule names or references; `*` and `?` wildcards; case-insensitive. Empty: every rule.
  std::vector<std::string> include;
  std::vector<std::string> exclude;
  // Every key must match: a string value (`*` = any value present) or an array of accepted values.
  Object tags;
  // Level overrides by rule name or reference; applied after the baseline's.
  std::vector<std::pair<std::string, Level>> levels;
  // A Baseline from the rule set whose rule filter, configuration and overrides apply first.
  std::string baseline;
  // Values for the `configuration` function; they take precedence over the baseline's.
  Object configuration;
};

// The rules that will run, each with its effective level. Cheap to copy; read-only.
class RuleSelection {
 public:
  struct Entry {
    size_t rule;  // index into the rule set
    Level level;
  };
  const RuleSet& ruleSet() const { return set_; }
  const std::vector<Entry>& entries() const { return entries_; }
  const Object& configuration() const { return configuration_; }
  std::vector<std::shared_ptr<const RuleInfo>> rules() const;

 private:
  friend RuleSelection selectRules(const RuleSet&, const RuleFilter&, Diagnostics&);
  RuleSet set_;
  std::vector<Entry> entries_;
  Object configuration_;
};

// An unknown baseline name is an error diagnostic (RULE040) and selects nothing from it.
RuleSelection selectRules(const RuleSet& set, const RuleFilter& filter, Diagnostics& diags);

struct EvaluateOptions {
  // Relative source paths (withinPath) are resolved against this folder; empty: the current one.
  std::string workingDirectory;
};

// Runs every selected rule whose pre-conditions (spec.type, spec.with, spec.where) accept the
// target. Rules that do not apply give no result; a pre-condition that touches an unknown value
// makes the rule inconclusive. Safe to call from several threads at once.
std::vector<RuleResult> evaluate(const RuleSelection& selection, const RuleTarget& target,
                                 const EvaluateOptions& options = {});

}  // namespace pf::rules
