#pragma once
// Everything `preflight rules` says about a rule, assembled from its rule file (id, name, level,
// tags, synopsis, recommendation, link, and the conditions as written) and its help page
// (description, notes, examples, more links). The Azure template example of a built-in rule is
// its Bicep example compiled by the native compiler, so the two cannot drift apart.
#include <string>
#include <utility>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/source.hpp"
#include "rules/rule_engine.hpp"
#include "rules/rule_help.hpp"

namespace pf::help {

struct RuleDoc {
  std::string id;        // the reference (PF-0101), else the name
  std::string name;
  std::string level;     // the effective level: Error, Warning or Information
  std::string service;   // the `service` tag, else the name's middle part: Azure.<Service>.<Check>
  bool selected = true;  // false: in the rule set, but the configuration does not run it
  std::vector<std::string> types;                          // spec.type
  std::vector<std::pair<std::string, std::string>> tags;   // metadata.tags (value "" when not text)
  std::string source;    // "built-in", or the rule file's path
  std::string synopsis;
  std::string helpUri;   // metadata.link
  std::string description;
  std::string checks;    // spec (types, where, condition) as the rule file writes it
  std::string recommendation;
  std::string bicepExample;
  std::vector<rules::RuleHelpFile> exampleFiles;  // modules and bicepconfig.json the example uses
  std::string armExample;
  std::string notes;
  std::vector<rules::RuleHelpLink> links;  // metadata.link first
};

struct DescribeOptions {
  // Compile Bicep examples into Azure template examples (`rules show`, docs); a listing does not.
  bool compileExamples = true;
  // How help pages beside non-built-in rule files (`<folder>/en/<name>.md`) are read.
  FileAccessPolicy access;
};

// One rule of `selection`'s rule set (by index), with its effective level when selected.
// Problems with a help page or an example go to `diags`.
RuleDoc describeRule(const rules::RuleSelection& selection, size_t ruleIndex, SourceFiles& files, Diagnostics& diags,
                     const DescribeOptions& options = {});

// Every selected rule, in rule-set order.
std::vector<RuleDoc> describeSelection(const rules::RuleSelection& selection, SourceFiles& files, Diagnostics& diags,
                                       const DescribeOptions& options = {});

// The index of the rule named `nameOrRef` (name, reference or alias, case-insensitive) in the
// selection's rule set, selected or not; -1 when there is none.
long findRuleIndex(const rules::RuleSelection& selection, std::string_view nameOrRef);

}  // namespace pf::help
