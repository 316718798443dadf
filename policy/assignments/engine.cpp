#include "policy/assignments/engine.hpp"

#include <algorithm>
#include <map>

#include "policy/diagnostics.hpp"
#include "policy/language/operators.hpp"
#include "policy/language/resource.hpp"

namespace pf::policy {

namespace {

bool assignmentMatches(const PolicyExemption& e, const PolicyAssignment& a) {
  if (iequals(e.assignmentId, a.id)) return true;
  // Ids that differ in the scope written (a placeholder management group): by name.
  return idKind(e.assignmentId) == "policyassignments" && iequals(idName(e.assignmentId), a.name);
}

// The exemption that covers `p` on the resource, if any (expired ones noted and ignored).
const PolicyExemption* exemptionFor(const PolicySetup& setup, const AssignedPolicy& p, const ResourcePlace& place,
                                    Diagnostics& notes) {
  for (const PolicyExemption& e : setup.library.exemptions()) {
    if (!assignmentMatches(e, *p.assignment) || !scopeContains(e.scope, place)) continue;
    if (!e.referenceIds.empty()) {
      bool covered = false;
      for (const std::string& r : e.referenceIds) covered = covered || iequals(r, p.referenceId);
      if (!covered) continue;
    }
    if (!e.expiresOn.empty() && !setup.today.empty() && e.expiresOn.substr(0, 10) < setup.today) {
      notes.add(diag::make(diag::kExemptionExpired, "properties.expiresOn",
                           "exemption '" + e.name + "' expired on " + e.expiresOn + "; assignment '" +
                               p.assignment->name + "' applies",
                           e.loc));
      continue;
    }
    if (selectorsMatch(e.resourceSelectors, place) != Truth::True) continue;
    return &e;
  }
  return nullptr;
}

std::optional<Effect> overrideFor(const PolicyAssignment& a, const AssignedPolicy& p, const ResourcePlace& place) {
  std::optional<Effect> out;
  for (const EffectOverride& o : a.overrides) {
    if (!iequals(o.kind, "policyEffect")) continue;
    bool all = true;
    for (const Selector& s : o.selectors) all = all && selectorMatches(s, place, p.referenceId) == Truth::True;
    if (all) out = parseEffect(o.value);
  }
  return out;
}

DeploymentContext contextFor(const DeploymentContext& base, const ResourcePlace& place) {
  DeploymentContext c = base;
  c.subscriptionId = place.subscriptionId;
  if (!place.resourceGroup.empty()) {
    if (!iequals(place.resourceGroup, base.resourceGroup)) {
      c.resourceGroup = place.resourceGroup;
      c.resourceGroupTags = Value::emptyObject();
      c.resourceGroupManagedBy.clear();
    }
    c.scope = TargetScope::ResourceGroup;
  } else {
    c.scope = TargetScope::Subscription;
  }
  return c;
}

bool isModifying(const PolicyEvaluation& e) {
  return e.declared && (*e.declared == Effect::Append || *e.declared == Effect::Modify);
}

std::string conflictEffectOf(const PolicyEvaluation& e) {
  const Value* ce = e.details.isObject() ? e.details.get("conflictEffect") : nullptr;
  return ce && ce->isString() ? ce->str() : std::string("deny");
}

}  // namespace

DeploymentPolicies evaluateDeployment(const PolicySetup& setup, const std::vector<Value>& requests,
                                      const DeploymentContext& context, EvalSession& session) {
  DeploymentPolicies out;
  out.requests = requests;
  std::vector<PolicyResource> related;
  related.reserve(requests.size());
  for (const Value& r : requests) related.push_back(makeResource(r, context));
  for (size_t i = 0; i < requests.size(); ++i) {
    const PolicyResource& original = related[i];
    if (original.type.empty()) continue;
    ResourcePlace place = placeOf(original.id, original.type,
                                  original.body.get("location") ? *original.body.get("location") : Value(), context);
    DeploymentContext ctx = contextFor(context, place);
    struct Pending {
      const AssignedPolicy* policy;
      const PolicyExemption* exemption;
      bool selectorsUnknown;
      std::optional<Effect> overridden;
    };
    std::vector<Pending> pending;
    for (const AssignedPolicy& p : setup.policies) {
      const PolicyAssignment& a = *p.assignment;
      if (!a.synthetic && !scopeContains(a.scope, place)) continue;
      bool excluded = false;
      for (const std::string& ns : a.notScopes) excluded = excluded || scopeContains(ns, place);
      if (excluded) continue;
      Truth selected = selectorsMatch(a.resourceSelectors, place);
      if (selected == Truth::False) continue;
      pending.push_back({&p, exemptionFor(setup, p, place, out.notes), selected == Truth::Unknown, overrideFor(a, p, place)});
    }
    if (pending.empty()) continue;
    RelatedResources rel{&related, false};
    // Pass 1: every policy on the request as sent; append/modify change it.
    Value body = original.body;
    std::vector<PolicyOutcome> first;
    std::map<std::string, std::pair<const AssignedPolicy*, Value>> changed;  // path → who set it to what
    bool modified = false;
    for (const Pending& q : pending) {
      PolicyOutcome o;
      o.policy = q.policy;
      o.resource = i;
      o.exemption = q.exemption;
      o.selectorsUnknown = q.selectorsUnknown;
      o.overridden = q.overridden;
      PolicyResource current = makeResource(body, context);
      EvaluationRequest req{*q.policy->definition, q.policy->parameters, q.policy->info, q.overridden, rel};
      // An exempt resource is not evaluated by the assignment; it is here only to say what the
      // exemption spares it (the finding is reported as suppressed), and changes nothing.
      o.evaluation = evaluatePolicy(req, current, setup.aliases, ctx, session);
      if (!q.exemption && isModifying(o.evaluation) && o.evaluation.effect && !o.evaluation.changes.empty() &&
          q.policy->assignment->enforced) {
        // Two assignments setting one property to different values conflict: the later one's
        // conflictEffect decides (deny blocks the request; audit skips its operations).
        bool conflict = false;
        for (const Change& c : o.evaluation.changes) {
          auto it = changed.find(c.path);
          if (it != changed.end() && policyEquals(it->second.second, c.after) != Truth::True) {
            conflict = true;
            o.conflicts.push_back("conflicts with " + it->second.first->ruleId + " on " + c.path);
          }
        }
        if (conflict) {
          if (iequals(conflictEffectOf(o.evaluation), "deny")) o.evaluation.effect = Effect::Deny;
          o.evaluation.changes.clear();
        } else {
          for (const Change& c : o.evaluation.changes) {
            changed[c.path] = {q.policy, c.after};
            applyChange(body, c);
          }
          modified = true;
        }
      }
      first.push_back(std::move(o));
    }
    // Pass 2: the other effects see the request after append/modify.
    if (modified) {
      PolicyResource current = makeResource(body, context);
      for (PolicyOutcome& o : first) {
        if (isModifying(o.evaluation)) continue;
        EvaluationRequest req{*o.policy->definition, o.policy->parameters, o.policy->info, o.overridden, rel};
        o.evaluation = evaluatePolicy(req, current, setup.aliases, ctx, session);
      }
      out.requests[i] = body;
    }
    std::stable_sort(first.begin(), first.end(), [](const PolicyOutcome& a, const PolicyOutcome& b) {
      int x = a.evaluation.declared ? effectOrder(*a.evaluation.declared) : 99;
      int y = b.evaluation.declared ? effectOrder(*b.evaluation.declared) : 99;
      return x < y;
    });
    for (PolicyOutcome& o : first) out.outcomes.push_back(std::move(o));
  }
  return out;
}

}  // namespace pf::policy
