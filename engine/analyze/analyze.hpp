#pragma once
// `preflight analyze`: discover inputs → compile Bicep → expand each deployment → run the rules
// over every resource (and over the expansion's own diagnostics) → findings for the reports.
//
// The pipeline is a function of its request: no global state, nothing printed. The CLI reads
// the configuration, applies its flags, calls analyze() and writes the report.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/timings.hpp"
#include "engine/expand/expand.hpp"
#include "engine/inputs/config.hpp"
#include "engine/inputs/shard.hpp"
#include "engine/toolchain/compiler_selection.hpp"
#include "report/finding.hpp"

namespace pf {
class ThreadCrew;  // engine/core/thread_crew.hpp
}  // namespace pf

namespace pf::analyze {

struct AnalyzeRequest {
  std::vector<std::string> paths;  // files and folders to analyze
  inputs::Config config;           // preflight.yaml (defaults when there is none)
  // What was wrong in preflight.yaml (inputs::loadConfigFile's diagnostics): each warning and
  // error is a finding of Azure.Preflight.Configuration, with its line; the setting was left at
  // its default and the run goes on.
  Diagnostics configDiagnostics;
  DeploymentContext context;       // the configuration's context with command-line overrides
  ExpandOptions expand;            // artifact locations, parameter defaults (merged with the config's)
  // How Bicep is compiled (bicep.version pins; --bicep-cli, --bicep-timeout or the configuration).
  toolchain::ToolchainOptions toolchain;
  // What the analyzed files may make preflight read (discovery, Bicep, linked templates, rule
  // folders of the repository and of the configuration). Unset: confined to the analysis roots of
  // `paths` (inputs::analysisAccess), widened by a trusted configuration (inputs::applyConfigAccess).
  std::optional<FileAccessPolicy> access;
  std::vector<std::string> rulePaths;  // --rules: extra rule files or folders (the caller's own, not confined)
  // Azure Policy: --policy files or folders (the caller's own, not confined), --aliases files,
  // --policy-assign-all. preflight.yaml's `policy:` section adds to them.
  std::vector<std::string> policyPaths;
  std::vector<std::string> aliasFiles;
  bool policyAssignAll = false;
  // --input-format resources: JSON files are exported resource data (inputs::DiscoverOptions).
  bool resourceData = false;
  bool builtinRules = true;            // the embedded rules/azure pack
  // Rule folders inside the analyzed repository (`.ps-rule/`, `rules/` under the analyzed root,
  // `.ps-rule/` at the repository root) and the `.ps-rule/` folder of `workingDirectory`.
  bool repositoryRules = true;
  // The folder preflight runs from (PSRule loads `.ps-rule/` from there); empty: none. A folder
  // outside the analyzed repositories is the caller's own and read as such.
  std::string workingDirectory;
  // The folder report paths are relative to (SARIF's %SRCROOT%): code scanning wants paths from
  // the repository root. Empty: the analyzed root (see inputs::DiscoverOptions::root).
  std::string reportRoot;
  unsigned jobs = 0;  // threads expanding and checking units; 0: one per usable core (usableCores())
  // Where the run's threads come from (reading files, analysing units): a crew's, kept by the
  // caller for later phases; new threads, joined as each phase ends, when null.
  ThreadCrew* crew = nullptr;
  std::string today;  // YYYY-MM-DD, for suppressions with `expires`
  bool timings = false;  // time each phase (AnalyzeResult::timings)
  // Fill each built-in rule's help page (report::ReportRule::helpMarkdown, shown by SARIF). Off:
  // left empty, which saves reading every page when no report shows them.
  bool ruleHelp = true;
  // Called by the workers (from several threads at once) as each unit starts: units finished,
  // units in all, and the file being analyzed. For a progress line; may be empty.
  std::function<void(size_t done, size_t total, const std::string& current)> progress;
  std::string toolVersion;
  // --shard I/N: only the I-th of N parts of the units discovery found (engine/inputs/shard.hpp);
  // the report then carries report::ShardInfo (its `options` is the caller's to fill).
  std::optional<inputs::Shard> shard;
};

struct AnalyzeResult {
  report::Report report;  // findings not yet de-duplicated or filtered by a baseline
  // What went wrong outside the templates (missing paths, broken rule files, analysis limits)
  // and notes about inputs, for standard error.
  Diagnostics diagnostics;
  // A usage or input error (exit code 2): a path that does not exist (analyzed, or given with
  // --rules). A rule file that does not load, a rule document or regular expression that is
  // unusable and an unknown rule baseline are findings instead (Azure.Preflight.Configuration).
  bool inputError = false;
  // Accounting (paths relative to the root): files analyzed as templates, Bicep or parameter
  // files, and templates and modules analyzed through the file that references them. Every
  // other candidate file is in report.summary.skipped.
  std::vector<std::string> analyzedFiles;
  std::vector<std::string> linkedFiles;
  // Time per phase, when the request asked for it (the caller adds the report's).
  Timings timings;
};

AnalyzeResult analyze(const AnalyzeRequest& request, SourceFiles& files);

}  // namespace pf::analyze
