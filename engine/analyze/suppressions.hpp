#pragma once
// Suppressions: a finding stays in the report (and is counted) but no longer fails the run.
// Three sources, checked in this order:
//  - preflight.yaml `suppressions:` by rule (name, reference or wildcard) and resource (name,
//    type/name or id, wildcards; none listed: every resource), until `expires` (inclusive);
//  - inline on a template resource: `"metadata": {"preflight": {"suppress": ["RULE", ...]}}` or
//    `{"suppress": {"RULE": "justification"}}`;
//  - in Bicep, a comment above the declaration: `// preflight-disable-next-line RULE [RULE...]`
//    with an optional ` -- justification`; without rules it suppresses every rule on that line.
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "engine/core/source_paths.hpp"
#include "engine/inputs/config.hpp"
#include "report/finding.hpp"
#include "rules/detail/wildcard.hpp"

namespace pf::analyze {

class Suppressor {
 public:
  // `today` is YYYY-MM-DD. Expired configuration entries are reported once to `diags` (CFG040).
  // `configShown`: the configuration file's path as reports name it (relative to their root).
  Suppressor(const inputs::Config& config, std::string today, const SourceFiles& files, Diagnostics& diags,
             std::string configShown = {});

  // `target` is the evaluated resource; `sourcePath` the file its location names (as the
  // SourceFiles table has it), for Bicep comments.
  std::optional<report::Suppression> find(const report::Finding& f, const Value& target,
                                          const std::string& sourcePath);
  // A new unit: the configuration's suppressions are matched within a budget per unit (kUnitChecks,
  // and kFindingChecks more for each finding; a literal name looked up costs kLookupCost, a
  // wildcard tried its pattern's and text's bytes), so that thousands of them written to match
  // every finding cost a bounded time. A finding checked past it is not suppressed by configuration
  // (CFG043): it is reported, as if no suppression matched.
  void startUnit() { allowance_ = kUnitChecks; }
  static constexpr uint64_t kUnitChecks = 1'000'000, kFindingChecks = 2'000, kLookupCost = 16;

 private:
  std::optional<report::Suppression> fromConfig(const report::Finding& f);
  std::optional<report::Suppression> fromMetadata(const report::Finding& f, const Value& target);
  std::optional<report::Suppression> fromBicepComment(const report::Finding& f, const std::string& sourcePath);

  const inputs::Config& config_;
  std::string configShown_;
  std::string today_;
  const SourceFiles& files_;
  SourcePathIndex ids_;
  Diagnostics& diags_;
  std::vector<bool> expiredReported_;
  // The configuration's patterns, compiled once: each suppression's rule pattern and resources.
  std::vector<rules::detail::Wildcard> rulePatterns_;
  struct ResourcePatterns {
    std::unordered_set<std::string> literal;  // lower-case: names and ids without wildcards
    std::vector<rules::detail::Wildcard> wildcards;
  };
  std::vector<ResourcePatterns> resourcePatterns_;
  // The suppressions whose rule pattern matches a rule (by its id and name), worked out once per
  // rule: a finding is checked against those only.
  std::unordered_map<std::string, std::vector<uint32_t>> byRule_;
  uint64_t allowance_ = kUnitChecks;  // matching left in this unit (see startUnit)
  bool spentReported_ = false;
};

// Parses a `preflight-disable-next-line` comment line (leading whitespace allowed): the rules it
// names (empty: all) and its justification. nullopt when the line is not such a comment.
struct DisableComment {
  std::vector<std::string> rules;
  std::string justification;
};
std::optional<DisableComment> parseDisableComment(std::string_view line);

}  // namespace pf::analyze
