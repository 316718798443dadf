#pragma once
// Assignments resolved into the definitions they apply: one AssignedPolicy per definition (each
// member of an initiative), with its parameter values worked out (assignment → initiative →
// member), its non-compliance message and the ids policy() returns. Built once per run.
#include <memory>
#include <string>
#include <vector>

#include "policy/assignments/library.hpp"
#include "policy/language/evaluator.hpp"

namespace pf::policy {

struct AssignedPolicy {
  const PolicyAssignment* assignment = nullptr;
  const PolicyDefinition* definition = nullptr;
  const PolicySetDefinition* set = nullptr;  // null: the assignment names the definition itself
  std::string referenceId;                   // the initiative member's policyDefinitionReferenceId
  Object parameters;                         // the definition's resolved parameter values
  PolicyInfo info;
  std::string ruleId;       // "Policy:<assignment>" or "Policy:<assignment>/<referenceId>"
  std::string message;      // the non-compliance message (the member's, else the assignment's)
};

// Resolves every assignment of `library` (and, when `assignAll`, assigns every definition that no
// assignment names at the analysis scope). Assignments whose definition is missing (POL041),
// whose parameters do not fit (POL008) or whose scope is malformed (POL046) are left out with
// the diagnostic.
std::vector<AssignedPolicy> resolveAssignments(const PolicyLibrary& library, const FunctionRegistry& functions,
                                               bool assignAll, const std::string& analysisScope, Diagnostics& diags,
                                               std::deque<PolicyAssignment>& synthetic);

}  // namespace pf::policy
