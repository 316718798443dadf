#pragma once
// Choosing which rules run (include/exclude, tags, baselines, level overrides) and
// evaluating them against targets.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "rules/rule_result.hpp"
#include "rules/rule_set.hpp"
#include "rules/rule_target.hpp"

namespace pf::rules {

namespace detail {
class EntryIndex;
}

// What selects rules and sets their levels and configuration, with PSRule's scopes: a named
// (explicit) baseline first, then the options file's rule settings (the workspace), then a
// module's default baseline and ModuleConfig, for that module's rules only. Each of include,
// exclude, tag and labels comes from the first of these that sets it. Local rules (not in a
// module) run unless excluded when `includeLocal` holds; it defaults to true, false when a
// baseline is named (PSRule's rule.includeLocal).
struct RuleFilter {
  // Rule names or references; `*` and `?` wildcards; case-insensitive; `Module\Name` names a
  // module's rule. Empty: not set.
  std::vector<std::string> include;
  std::vector<std::string> exclude;
  // Every key must match: a string value (`*` = any value present) or an array of accepted values.
  Object tags;
  // Every label must be on the rule, with one of the listed values (case-sensitive) or any value
  // ('*', or no value).
  Object labels;
  std::optional<bool> includeLocal;
  // Level overrides by rule name or reference.
  std::vector<std::pair<std::string, Level>> levels;
  // A Baseline from the rule set (`Name` or `Module\Name`): the explicit baseline.
  std::string baseline;
  Loc baselineLoc;  // where it is named, for the error when it does not exist
  // Values for the `configuration` function (the workspace's).
  Object configuration;
  // The workspace's binding options, over each module's.
  Binding binding;
};

// The rules that will run, each with its effective level. Cheap to copy; read-only.
class RuleSelection {
 public:
  // Rules are evaluated per scope: the local rules, and each module's, with the scope's binding
  // and configuration.
  struct Scope {
    std::string module;  // empty: local rules
    Binding binding;
    Object configuration;
  };
  struct Entry {
    size_t rule;  // index into the rule set
    Level level;
    size_t scope = 0;
  };
  const RuleSet& ruleSet() const { return set_; }
  const std::vector<Entry>& entries() const { return entries_; }
  const std::vector<Scope>& scopes() const { return scopes_; }
  // The local scope's configuration.
  const Object& configuration() const { return scopes_.front().configuration; }
  std::vector<std::shared_ptr<const RuleInfo>> rules() const;
  // Indexes into entries() of the rules of `scope` whose spec.type admits `type`, in order.
  std::vector<size_t> candidates(size_t scope, std::string_view type) const;
  // The scopes that have entries, in order (each target is bound and judged once per scope).
  const std::vector<size_t>& usedScopes() const { return usedScopes_; }

 private:
  friend RuleSelection selectRules(const RuleSet&, const RuleFilter&, Diagnostics&);
  RuleSet set_;
  std::vector<Entry> entries_;
  std::vector<Scope> scopes_{Scope{}};
  std::shared_ptr<const detail::EntryIndex> index_;  // shared: a selection stays cheap to copy
  std::vector<size_t> usedScopes_;  // made with the entries, not per target
};

// An unknown baseline name (the filter's, or a module's default) is an error diagnostic
// (RULE040) and selects nothing from it.
RuleSelection selectRules(const RuleSet& set, const RuleFilter& filter, Diagnostics& diags);

struct EvaluateOptions {
  // Relative source paths (withinPath) are resolved against this folder; empty: the current one.
  std::string workingDirectory;
};

// Runs every selected rule whose pre-conditions (spec.type, spec.with, spec.where) accept the
// target. Rules that do not apply give no result; a pre-condition that touches an unknown value
// makes the rule inconclusive. Safe to call from several threads at once.
// The object is bound once per scope, with the scope's binding options; `bound`, when given, is
// the object bound with the default options (bindTarget(object)): the scopes that bind that way
// take it, the others rebind() it.
std::vector<RuleResult> evaluate(const RuleSelection& selection, const Value& object,
                                 const EvaluateOptions& options = {}, const RuleTarget* bound = nullptr);
// The same with a target already bound, for every scope.
std::vector<RuleResult> evaluate(const RuleSelection& selection, const RuleTarget& target,
                                 const EvaluateOptions& options = {});

}  // namespace pf::rules
