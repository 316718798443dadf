#pragma once
// The offline what-if: what changes in the deployed resources between two revisions. This phase
// is fed finished expansions (one list of resources per deployment and side) and knows nothing of
// git, files or templates; the writers in report/ turn a DiffResult into text, JSON or Markdown.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::diff {

// One deployment (a template or Bicep file with at most one parameter file) as expanded at one
// revision. Paths are relative to the repository root, with forward slashes.
struct DeploymentInput {
  std::string source;      // template, .bicep or .bicepparam
  std::string parameters;  // "" when none
  // Expanded resources (deployment order, each with its `_source`), secure values already
  // replaced by placeholders. Empty when the deployment could not be expanded.
  std::vector<Value> resources;
  // Why the deployment could not be expanded ("" when it was): it is then not compared, and the
  // report says so instead of listing every resource as added or removed.
  std::string failure;
  // Errors of an expansion that went on (a resource left out because its name is invalid, an
  // expression that does not evaluate): "CODE file:line: message". The report repeats them, since
  // what they affect is missing from the comparison.
  std::vector<std::string> errors;
};

struct SideInput {
  std::string revision;  // what the user named: "origin/main", "HEAD", "working tree"
  std::vector<DeploymentInput> deployments;
};

// What happens to a value at a property path, or to a whole resource.
enum class Change { Create, Delete, Modify, Unknown, NoChange };
// "create", "delete", "modify", "unknown" ("known after deployment"), "noChange".
const char* changeName(Change c);

struct PropertyChange {
  std::string path;  // "properties.siteConfig.appSettings[0].value"
  Change change = Change::Modify;  // Create, Delete, Modify or Unknown
  std::optional<Value> before, after;  // absent on the side that has no value
};

// A declaration's place in the source, for the reader of the report.
struct SourceRef {
  std::string file;
  uint32_t line = 0;
};

// A rule's finding on a resource, to mark what a change introduces or fixes (--rules).
struct FindingRef {
  std::string rule;     // rule id or name
  std::string level;    // "error", "warning", "note"
  std::string message;
};

struct ResourceChange {
  std::string id;    // as written on the head side (the base side for a deleted resource)
  std::string type;
  std::string name;
  Change change = Change::NoChange;
  std::vector<PropertyChange> properties;  // Modify: what changed; Create/Delete: every value
  std::optional<SourceRef> baseSource, headSource;
  std::vector<std::string> dependsOn;  // ids (head side; base for a deleted resource)
  std::vector<FindingRef> introduced, fixed;  // --rules
};

enum class DeploymentStatus { Added, Removed, Changed, Unchanged, Failed };
const char* deploymentStatusName(DeploymentStatus s);  // "added", "removed", ...

struct DeploymentDiff {
  // Identity: the head side's source and parameter file (the base side's when removed).
  std::string source, parameters;
  // Set when the deployment was found under other paths at the base (a renamed file).
  std::optional<std::string> renamedFromSource, renamedFromParameters;
  DeploymentStatus status = DeploymentStatus::Unchanged;
  std::string failure;  // Failed: which side and why
  std::vector<std::string> errors;  // DeploymentInput::errors, each prefixed "at the base: " or "at the head: "
  std::vector<ResourceChange> resources;  // changed resources only, in the head's order
  size_t unchanged = 0;                   // resources present and equal on both sides
  size_t count(Change c) const;
};

struct DiffResult {
  std::string baseRevision, headRevision;
  std::vector<DeploymentDiff> deployments;
  bool rulesChecked = false;  // --rules: introduced/fixed are filled
  // Whether anything differs: a resource created, deleted, changed or known only after deployment.
  bool hasChanges() const;
  size_t count(Change c) const;
};

}  // namespace pf::diff
