#pragma once
// The policy documents a run loads (--policy files and folders, preflight.yaml's policy.paths):
// definitions, initiatives (policy set definitions), assignments and exemptions, in the shapes
// `az policy ... show` prints, their ARM resource form (the ALZ library, EPAC), or arrays of
// them (`az policy ... list`).
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "policy/definitions/definition.hpp"

namespace pf::policy {

// A selector of resourceSelectors and overrides: kind (resourceLocation, resourceType,
// resourceWithoutLocation, policyDefinitionReferenceId) with `in` or `notIn` values.
struct Selector {
  std::string kind;
  bool in = true;
  std::vector<std::string> values;
};

struct ResourceSelector {
  std::string name;
  std::vector<Selector> selectors;  // all must hold
};

struct EffectOverride {
  std::string kind;   // policyEffect (policyVersion is read and not used: one version is loaded)
  std::string value;
  std::vector<Selector> selectors;
};

struct SetMember {
  std::string definitionId;
  std::string referenceId;
  Value parameters;  // {name: {value: literal or [expression over the initiative's parameters]}}
  std::string path;
  Loc loc;
};

struct PolicySetDefinition {
  std::string id, name, displayName, description, file;
  std::vector<ParameterDecl> parameters;
  std::vector<SetMember> members;
  Loc loc;
};

struct NonComplianceMessage {
  std::string message;
  std::string referenceId;  // empty: the assignment's default message
};

struct PolicyAssignment {
  std::string id, name, displayName, description, file;
  std::string scope;                   // management group, subscription, resource group or resource id
  std::vector<std::string> notScopes;
  std::string policyDefinitionId;      // a definition or an initiative
  Value parameters;                    // {name: {value}}
  bool enforced = true;                // enforcementMode Default (DoNotEnforce: false)
  std::vector<NonComplianceMessage> messages;
  std::vector<ResourceSelector> resourceSelectors;
  std::vector<EffectOverride> overrides;
  bool synthetic = false;              // made by --policy-assign-all
  Loc loc;
};

struct PolicyExemption {
  std::string id, name, displayName, file;
  std::string scope;         // where it was created (from `scope`, else its id)
  std::string assignmentId;  // properties.policyAssignmentId
  std::vector<std::string> referenceIds;  // initiative members it covers (empty: all)
  std::string category;      // Waiver | Mitigated
  std::string expiresOn;     // ISO date-time, empty: never
  std::vector<ResourceSelector> resourceSelectors;
  Loc loc;
};

class PolicyLibrary {
 public:
  // Adds the documents in `doc` (one object or an array of them). A document of no known kind is
  // POL002 when `explicitFile` (a file named on the command line), else skipped with a note.
  void addDocument(const Value& doc, const std::string& file, bool explicitFile, const DefinitionOptions& options,
                   Diagnostics& diags);

  // By id (ignoring case); ids that differ only in their management group (the ALZ library's
  // "placeholder") match by kind and name.
  const PolicyDefinition* definition(std::string_view id) const;
  const PolicySetDefinition* setDefinition(std::string_view id) const;

  const std::deque<PolicyDefinition>& definitions() const { return definitions_; }
  const std::deque<PolicySetDefinition>& setDefinitions() const { return sets_; }
  const std::deque<PolicyAssignment>& assignments() const { return assignments_; }
  const std::deque<PolicyExemption>& exemptions() const { return exemptions_; }
  void addAssignment(PolicyAssignment a) { assignments_.push_back(std::move(a)); }
  bool empty() const { return definitions_.empty() && sets_.empty() && assignments_.empty(); }

 private:
  void addOne(const Value& doc, const std::string& file, const std::string& path, bool explicitFile,
              const DefinitionOptions& options, Diagnostics& diags);
  std::deque<PolicyDefinition> definitions_;
  std::deque<PolicySetDefinition> sets_;
  std::deque<PolicyAssignment> assignments_;
  std::deque<PolicyExemption> exemptions_;
  std::unordered_map<std::string, size_t> definitionIds_, setIds_;      // lower-case id → index
  std::unordered_map<std::string, size_t> definitionNames_, setNames_;  // lower-case name → index
};

// Loads every *.json file of `paths` (files, or folders walked recursively in name order)
// through `access`. A path that does not exist is POL047.
void loadPolicyPaths(const std::vector<std::string>& paths, const FileAccessPolicy& access, SourceFiles& files,
                     const DefinitionOptions& options, PolicyLibrary& library, Diagnostics& diags);

// "policyDefinitions" / "policySetDefinitions" / ... of an id, and its last segment.
std::string idKind(std::string_view id);
std::string idName(std::string_view id);

}  // namespace pf::policy
