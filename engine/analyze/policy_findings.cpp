#include "engine/analyze/policy_findings.hpp"

#include "engine/core/json.hpp"
#include "policy/diagnostics.hpp"
#include "policy/io/json_file.hpp"
#include "policy/language/functions.hpp"
#include "policy/language/operators.hpp"

namespace pf::analyze {

namespace {

using policy::Effect;

std::string urlEncode(std::string_view s) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') out += static_cast<char>(c);
    else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

std::string nameOf(const std::string& displayName, const std::string& name) { return displayName.empty() ? name : displayName; }

// Built-in definitions have a page in the portal; custom ones have none.
std::string helpUri(const policy::PolicyDefinition& d) {
  if (!istartsWith(d.id, "/providers/Microsoft.Authorization/policyDefinitions/")) return "";
  return "https://portal.azure.com/#blade/Microsoft_Azure_Policy/PolicyDetailBlade/definitionId/" + urlEncode(d.id);
}

std::shared_ptr<const rules::RuleInfo> ruleInfo(const policy::AssignedPolicy& p) {
  auto r = std::make_shared<rules::RuleInfo>();
  const policy::PolicyDefinition& d = *p.definition;
  r->name = p.ruleId;
  r->displayName = nameOf(d.displayName, d.name);
  r->synopsis = r->displayName;
  r->description = d.description;
  r->recommend = p.message.empty() ? "Change the resource so that it complies with the policy '" + r->displayName + "'."
                                   : p.message;
  r->helpUri = helpUri(d);
  r->level = rules::Level::Warning;
  r->tags.append("policyAssignment", p.assignment->id);
  r->tags.append("policyDefinition", d.id);
  if (p.set) r->tags.append("policySetDefinition", p.set->id);
  return r;
}

// "Policy identifiers: ..." as RequestDisallowedByPolicy lists them.
std::string identifiers(const policy::AssignedPolicy& p) {
  const policy::PolicyAssignment& a = *p.assignment;
  const policy::PolicyDefinition& d = *p.definition;
  std::string s = "Policy identifiers: assignment '" + nameOf(a.displayName, a.name) + "' (" + a.id + "), definition '" +
                  nameOf(d.displayName, d.name) + "' (" + d.id + ")";
  if (p.set)
    s += ", initiative '" + nameOf(p.set->displayName, p.set->name) + "' (" + p.set->id + ") as '" + p.referenceId + "'";
  return s + ".";
}

std::string resourceName(const Value& r) {
  const Value* n = r.get("name");
  return n && n->isString() ? n->str() : std::string("(unnamed)");
}

struct Verdict {
  rules::Outcome outcome = rules::Outcome::Fail;
  rules::Level level = rules::Level::Warning;
  std::vector<std::string> lines;
};

std::optional<Verdict> verdictOf(const policy::PolicyOutcome& o, const Value& request) {
  const policy::PolicyEvaluation& e = o.evaluation;
  const policy::AssignedPolicy& p = *o.policy;
  const bool enforced = p.assignment->enforced;
  if (!e.effect && !e.error) {
    if (!e.inconclusive || e.applicable == policy::Truth::False) return std::nullopt;
    if (!e.declared || *e.declared == Effect::Disabled) return std::nullopt;
  }
  Verdict v;
  std::string name = resourceName(request);
  std::string dn = nameOf(p.definition->displayName, p.definition->name);
  std::string reasons = p.message.empty() ? "" : " Reasons: '" + p.message + "'.";
  Effect effect = e.effect ? *e.effect : *e.declared;
  if (e.error) {
    v.level = enforced ? rules::Level::Error : rules::Level::Warning;
    v.lines.push_back("Resource '" + name + "' " + (enforced ? "would be" : "would be (if enforced)") +
                      " disallowed by policy: evaluating it failed, which Azure treats as deny. " + identifiers(p) +
                      " Error " + e.error->code + ": " + e.error->message);
  } else if (effect == Effect::Deny) {
    v.level = enforced ? rules::Level::Error : rules::Level::Warning;
    v.lines.push_back(enforced ? "RequestDisallowedByPolicy: Resource '" + name + "' was disallowed by policy. " +
                                     identifiers(p) + reasons
                               : "Resource '" + name +
                                     "' would be disallowed by policy if the assignment were enforced (enforcementMode "
                                     "DoNotEnforce). " +
                                     identifiers(p) + reasons);
    if (e.conflict) v.lines.push_back(*e.conflict + ".");
  } else if (effect == Effect::Audit || effect == Effect::AuditIfNotExists || effect == Effect::Manual) {
    v.level = rules::Level::Warning;
    v.lines.push_back("Resource '" + name + "' is non-compliant with policy '" + dn + "' (" +
                      policy::effectDisplayName(effect) + "). " + identifiers(p) + reasons);
  } else if (effect == Effect::DeployIfNotExists) {
    v.level = rules::Level::Information;
    const Value* type = e.details.isObject() ? e.details.get("type") : nullptr;
    v.lines.push_back("Policy '" + dn + "' would deploy " + (type && type->isString() ? type->str() : "a related resource") +
                      " for '" + name + "' (deployIfNotExists" + (enforced ? "" : ", not enforced") + "). " + identifiers(p));
  } else if (effect == Effect::Modify || effect == Effect::Append) {
    v.level = rules::Level::Information;
    if (e.changes.empty() && !e.inconclusive && o.conflicts.empty()) return std::nullopt;
    std::string head = enforced ? "Policy '" + dn + "' changes '" + name + "' (" + policy::effectDisplayName(effect) + ")"
                                : "Policy '" + dn + "' would change '" + name + "' if enforced (" +
                                      policy::effectDisplayName(effect) + ")";
    v.lines.push_back(head + ". " + identifiers(p));
    for (const policy::Change& c : e.changes)
      v.lines.push_back(c.operation + " " + c.path + ": " + (c.before.isNull() ? "absent" : toJson(c.before)) + " -> " +
                        (c.after.isNull() ? "removed" : toJson(c.after)));
  } else if (effect == Effect::DenyAction || effect == Effect::AuditAction) {
    v.level = rules::Level::Information;
    v.lines.push_back("Policy '" + dn + "' (" + policy::effectDisplayName(effect) + ") applies to deleting '" + name +
                      "', not to this deployment. " + identifiers(p));
  } else {
    return std::nullopt;
  }
  for (const std::string& c : o.conflicts) v.lines.push_back(c);
  if (!e.because.empty()) {
    std::string why = "Matched: ";
    for (size_t i = 0; i < e.because.size() && i < 4; ++i) why += (i ? "; " : "") + e.because[i];
    v.lines.push_back(why);
  }
  for (const std::string& n : e.notes) v.lines.push_back(n);
  if (e.inconclusive) v.outcome = rules::Outcome::Inconclusive;
  return v;
}

}  // namespace

std::unique_ptr<PolicyAnalysis> loadPolicyAnalysis(const PolicyInputs& in, const DeploymentContext& context,
                                                   const FileAccessPolicy& access, SourceFiles& files, Diagnostics& setup,
                                                   Diagnostics& inputErrors, Diagnostics& notes) {
  if (in.paths.empty() && in.configPaths.empty()) return nullptr;
  auto pa = std::make_unique<PolicyAnalysis>();
  pa->setup.functions = policy::policyFunctions();
  pa->setup.today = in.today;
  Diagnostics diags;
  FileAccessPolicy own;  // the caller's files
  for (const std::string& f : in.aliasFiles) policy::loadAliasFile(f, own, files, pa->setup.aliases, diags);
  for (const std::string& f : in.configAliasFiles) policy::loadAliasFile(f, access, files, pa->setup.aliases, diags);
  policy::DefinitionOptions options{&pa->setup.aliases, &pa->setup.functions};
  Diagnostics pathDiags;
  policy::loadPolicyPaths(in.paths, own, files, options, pa->setup.library, pathDiags);
  policy::loadPolicyPaths(in.configPaths, access, files, options, pa->setup.library, diags);
  for (const Diagnostic& d : pathDiags.items()) (d.code == policy::diag::kPolicyPath ? inputErrors : diags).add(d);
  pa->setup.policies = policy::resolveAssignments(pa->setup.library, pa->setup.functions, in.assignAll, context.scopeId(),
                                                  diags, pa->setup.synthetic);
  for (const Diagnostic& d : diags.items()) (d.severity == Severity::Info ? notes : setup).add(d);
  for (const policy::AssignedPolicy& p : pa->setup.policies) pa->rules.push_back(ruleInfo(p));
  return pa;
}

std::vector<std::pair<rules::RuleResult, Value>> evaluatePolicies(const PolicyAnalysis& pa, Expansion& e,
                                                                  const DeploymentContext& context,
                                                                  EvalSession& session, Diagnostics& notes) {
  std::vector<std::pair<rules::RuleResult, Value>> out;
  if (pa.setup.policies.empty() || e.requests.empty()) return out;
  policy::DeploymentPolicies dp = policy::evaluateDeployment(pa.setup, e.requests, context, session);
  notes.append(dp.notes);
  for (const policy::PolicyOutcome& o : dp.outcomes) {
    const Value& request = e.requests[o.resource];
    std::optional<Verdict> v = verdictOf(o, request);
    // Enforced changes reach the resources the rules check.
    if (!o.exemption && o.policy->assignment->enforced && o.evaluation.effect &&
        (*o.evaluation.effect == Effect::Modify || *o.evaluation.effect == Effect::Append) && o.resource < e.resources.size())
      for (const policy::Change& c : o.evaluation.changes) policy::applyChange(e.resources[o.resource], c);
    if (!v) continue;
    size_t index = static_cast<size_t>(o.policy - pa.setup.policies.data());
    rules::RuleResult r;
    r.rule = pa.rules[index];
    r.outcome = v->outcome;
    r.level = v->level;
    for (std::string& line : v->lines) r.reasons.push_back(rules::Reason{"", std::move(line)});
    Value target = o.evaluation.resource.isObject() ? o.evaluation.resource : request;
    if (const Value* src = request.get("_source")) target.objMut().set("_source", *src);
    if (o.exemption) {
      Object ex{{"name", o.exemption->name}, {"category", o.exemption->category}, {"id", o.exemption->id}};
      target.objMut().set("_policyExemption", Value(std::move(ex)));
    }
    r.target = target;
    out.emplace_back(std::move(r), std::move(target));
  }
  return out;
}

}  // namespace pf::analyze
