#pragma once
// Helpers for the rule engine tests: load rules from text, make targets from JSON (strings
// "!unknown:<expr>" become unknown values), and evaluate one condition.
#include <memory>
#include <string>
#include <vector>

#include "rules/rule_engine.hpp"
#include "rules/rule_set.hpp"

namespace pf::test {

// JSON text → Value, turning "!unknown:<expr>" strings into Value::unknown(expr).
Value target(std::string_view json);

struct Loaded {
  std::unique_ptr<SourceFiles> files = std::make_unique<SourceFiles>();
  Diagnostics diags;
  rules::RuleSet set;
  std::string errors() const;  // every diagnostic, formatted, one per line
};

// Loads `text` as one rule file named `path` (extension picks YAML or JSON).
Loaded loadRuleText(const std::string& text, const std::string& path = "test.Rule.yaml");

// A one-rule YAML file whose spec.condition is `condition` (flow or block YAML).
std::string ruleWithCondition(const std::string& condition, const std::string& extraSpec = "");

// Evaluates `condition` against the target; "pass", "fail", "inconclusive" or "n/a" (rule did not
// apply). Throws when the condition does not load.
std::string outcome(const std::string& condition, std::string_view targetJson);
// The reasons of that evaluation, as text, joined with " | ".
std::string reasons(const std::string& condition, std::string_view targetJson);

// Evaluates every rule in `set` against one target (bound with bindTarget).
std::vector<rules::RuleResult> evaluateAll(const rules::RuleSet& set, const Value& target,
                                           const rules::RuleFilter& filter = {});

}  // namespace pf::test
