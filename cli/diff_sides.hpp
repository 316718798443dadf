#pragma once
// `preflight diff`: one side of the comparison (a materialised revision or the working tree)
// expanded, and optionally analyzed, the way `preflight analyze` would at that revision.
#include <optional>
#include <string>
#include <vector>

#include "cli/context_options.hpp"
#include "cli/read_options.hpp"
#include "cli/toolchain_options.hpp"
#include "engine/core/secrets.hpp"
#include "engine/core/thread_crew.hpp"
#include "engine/diff/diff_model.hpp"
#include "report/finding.hpp"

namespace pf::cli {

// What the user asked for, the same for both sides.
struct SideOptions {
  std::vector<std::string> paths;  // repository-relative ("." for the whole repository)
  std::string configFile;          // --config: the caller's own file, for both sides
  ContextOptions context;
  ToolchainArgs toolchain;
  ReadOptions read;
  bool rules = false;              // also run the analyze pipeline (findings per resource)
};

struct Side {
  std::string label;  // the revision as named, or "working tree"
  std::string root;   // the folder the revision's files are in
  diff::SideInput input;
  std::vector<report::Finding> findings;  // with --rules: unsuppressed problems
  SecretSet secrets;
  bool failed = false;  // an error was printed (exit code 2)
};

// Expands (and with `rules` analyzes) the paths under `root`. A path absent at this side
// contributes nothing: its deployments are added or removed, not an error. Problems go to
// standard error, named with the side's label and repository-relative paths. The analysis
// borrows `crew`'s threads when there is one (both sides then run on the same threads).
Side expandSide(const std::string& label, const std::string& root, const SideOptions& options,
                ThreadCrew* crew = nullptr);

// Replaces every text of `secrets` in the side's resources (a value secure at one side only is
// hidden at both).
void scrubSide(Side& side, const SecretSet& secrets);

// Marks on each changed resource the findings the head has and the base had not (introduced),
// and the reverse (fixed), matched by rule and resource id.
void markFindings(diff::DiffResult& diff, const Side& base, const Side& head);

}  // namespace pf::cli
