#include "policy/assignments/assigned.hpp"

#include <set>

#include "engine/expr/evaluator.hpp"
#include "policy/assignments/scope.hpp"
#include "policy/diagnostics.hpp"

namespace pf::policy {

namespace {

// The member's message, else the assignment's default one; ALZ writes "{enforcementMode}", which
// Azure renders as must (enforced) or should (DoNotEnforce).
std::string messageFor(const PolicyAssignment& a, const std::string& referenceId) {
  std::string chosen;
  for (const NonComplianceMessage& m : a.messages) {
    if (!m.referenceId.empty() && iequals(m.referenceId, referenceId)) {
      chosen = m.message;
      break;
    }
    if (m.referenceId.empty() && chosen.empty()) chosen = m.message;
  }
  for (size_t at; (at = chosen.find("{enforcementMode}")) != std::string::npos;)
    chosen.replace(at, 17, a.enforced ? "must" : "should");
  return chosen;
}

// A definition's parameter declarations viewed as a definition, to reuse resolveParameters.
PolicyDefinition declarationsOf(const PolicySetDefinition& s) {
  PolicyDefinition d;
  d.name = s.name;
  d.displayName = s.displayName;
  d.parameters = s.parameters;
  return d;
}

// Member parameter values: literals, or expressions over the initiative's parameters.
std::optional<Value> memberValues(const SetMember& m, const Object& setValues, const FunctionRegistry& functions,
                                  const PolicySetDefinition& set, Diagnostics& diags) {
  SimpleScope scope;
  scope.parameters = setValues;
  scope.parameterDefault = false;
  EvalSession session(functions);
  EvalContext ctx(session, scope);
  Object out;
  if (!m.parameters.isObject()) return Value(std::move(out));
  for (const auto& [name, entry] : m.parameters.obj()) {
    const Value* v = entry.isObject() && entry.get("value") ? entry.get("value") : &entry;
    Result<Value> r = evaluateValue(*v, ctx);
    if (!r) {
      diags.add(diag::make(diag::kInitiative, m.path + ".parameters." + name,
                           "in initiative '" + set.name + "': " + r.error().message, v->loc()));
      return std::nullopt;
    }
    out.append(name, *r);
  }
  return Value(std::move(out));
}

}  // namespace

std::vector<AssignedPolicy> resolveAssignments(const PolicyLibrary& library, const FunctionRegistry& functions,
                                               bool assignAll, const std::string& analysisScope, Diagnostics& diags,
                                               std::deque<PolicyAssignment>& synthetic) {
  std::vector<AssignedPolicy> out;
  std::vector<const PolicyAssignment*> assignments;
  for (const PolicyAssignment& a : library.assignments()) assignments.push_back(&a);
  if (assignAll) {
    std::set<const PolicyDefinition*> named;
    for (const PolicyAssignment& a : library.assignments()) {
      if (const PolicyDefinition* d = library.definition(a.policyDefinitionId)) named.insert(d);
      if (const PolicySetDefinition* s = library.setDefinition(a.policyDefinitionId))
        for (const SetMember& m : s->members)
          if (const PolicyDefinition* d = library.definition(m.definitionId)) named.insert(d);
    }
    for (const PolicyDefinition& d : library.definitions()) {
      if (named.count(&d)) continue;
      PolicyAssignment a;
      a.name = d.name;
      a.displayName = d.displayName.empty() ? d.name : d.displayName;
      a.scope = analysisScope;
      a.id = analysisScope + "/providers/Microsoft.Authorization/policyAssignments/" + d.name;
      a.policyDefinitionId = d.id;
      a.parameters = Value::emptyObject();
      a.synthetic = true;
      a.file = d.file;
      a.loc = d.loc;
      synthetic.push_back(std::move(a));
      assignments.push_back(&synthetic.back());
    }
  }
  for (const PolicyAssignment* a : assignments) {
    std::string where = a->file.empty() ? a->name : a->name + " (" + a->file + ")";
    if (!a->synthetic && !validScope(a->scope)) {
      diags.add(diag::make(diag::kScope, "scope", "assignment '" + a->name + "': '" + a->scope + "' is not a scope", a->loc));
      continue;
    }
    if (const PolicyDefinition* d = library.definition(a->policyDefinitionId)) {
      if (d->mode == PolicyMode::ResourceProvider) continue;
      Diagnostics local;
      auto params = resolveParameters(*d, a->parameters, "assignment '" + a->name + "' parameters", local);
      for (Diagnostic& x : local.items()) x.loc = x.loc.known() ? x.loc : a->loc;
      diags.append(local);
      if (!params) continue;
      AssignedPolicy p;
      p.assignment = a;
      p.definition = d;
      p.parameters = std::move(*params);
      p.info = PolicyInfo{a->id, d->id, "", ""};
      p.ruleId = "Policy:" + a->name;
      p.message = messageFor(*a, "");
      out.push_back(std::move(p));
      continue;
    }
    const PolicySetDefinition* s = library.setDefinition(a->policyDefinitionId);
    if (!s) {
      diags.add(diag::make(diag::kMissingDefinition, "properties.policyDefinitionId",
                           "assignment '" + a->name + "': '" + a->policyDefinitionId +
                               "' is not among the loaded definitions and initiatives; the assignment is not evaluated",
                           a->loc));
      continue;
    }
    PolicyDefinition decls = declarationsOf(*s);
    Diagnostics local;
    auto setValues = resolveParameters(decls, a->parameters, "assignment '" + a->name + "' parameters", local);
    for (Diagnostic& x : local.items()) x.loc = x.loc.known() ? x.loc : a->loc;
    diags.append(local);
    if (!setValues) continue;
    for (const SetMember& m : s->members) {
      const PolicyDefinition* d = library.definition(m.definitionId);
      if (!d) {
        diags.add(diag::make(diag::kMissingDefinition, m.path + ".policyDefinitionId",
                             "initiative '" + s->name + "' (assigned by '" + a->name + "'): '" + m.definitionId +
                                 "' is not among the loaded definitions; the member is not evaluated",
                             m.loc));
        continue;
      }
      if (d->mode == PolicyMode::ResourceProvider) continue;
      auto values = memberValues(m, *setValues, functions, *s, diags);
      if (!values) continue;
      Diagnostics memberDiags;
      auto params = resolveParameters(*d, *values, "initiative '" + s->name + "' member '" + m.referenceId + "'", memberDiags);
      for (Diagnostic& x : memberDiags.items()) x.loc = x.loc.known() ? x.loc : m.loc;
      diags.append(memberDiags);
      if (!params) continue;
      AssignedPolicy p;
      p.assignment = a;
      p.definition = d;
      p.set = s;
      p.referenceId = m.referenceId;
      p.parameters = std::move(*params);
      p.info = PolicyInfo{a->id, d->id, s->id, m.referenceId};
      p.ruleId = "Policy:" + a->name + "/" + m.referenceId;
      p.message = messageFor(*a, m.referenceId);
      out.push_back(std::move(p));
    }
  }
  return out;
}

}  // namespace pf::policy
