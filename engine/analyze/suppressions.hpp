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

#include "engine/core/source_paths.hpp"
#include "engine/inputs/config.hpp"
#include "report/finding.hpp"

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
};

// Parses a `preflight-disable-next-line` comment line (leading whitespace allowed): the rules it
// names (empty: all) and its justification. nullopt when the line is not such a comment.
struct DisableComment {
  std::vector<std::string> rules;
  std::string justification;
};
std::optional<DisableComment> parseDisableComment(std::string_view line);

}  // namespace pf::analyze
