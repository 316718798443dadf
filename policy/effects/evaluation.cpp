#include "policy/effects/evaluation.hpp"

#include "engine/expr/parser.hpp"
#include "policy/diagnostics.hpp"
#include "policy/effects/changes.hpp"
#include "policy/effects/if_not_exists.hpp"
#include "policy/language/operators.hpp"

namespace pf::policy {

namespace {

bool isVmType(const std::string& type) {
  return iequals(type, "Microsoft.Compute/virtualMachines") || iequals(type, "Microsoft.Compute/virtualMachineScaleSets");
}

// The path a field names in this resource's body (for append/modify).
std::optional<FieldPath> targetPath(const FieldRef& f, const PolicyResource& r, const AliasCatalog& aliases) {
  if (f.kind == FieldRef::Kind::Alias) return aliasPath(aliases, f, r.type, r.apiVersion);
  return detail::builtinFieldPath(f);
}

class Run {
 public:
  Run(const EvaluationRequest& req, const PolicyResource& resource, const AliasCatalog& aliases,
      const DeploymentContext& context, EvalSession& session, PolicyEvaluation& out)
      : req_(req),
        d_(req.definition),
        resource_(resource),
        aliases_(aliases),
        inputs_{aliases, context, req.parameters, req.policy},
        ev_(inputs_, session, resource),
        out_(out) {}

  void run() {
    out_.resource = resource_.body;
    out_.applicable = modeApplies(d_.mode, resource_.type, resource_.apiVersion);
    if (out_.applicable == Truth::False) {
      out_.notes.push_back("not evaluated: mode " + d_.modeText + " does not cover " + resource_.type);
      return;
    }
    const bool applicabilityUnknown = out_.applicable == Truth::Unknown;
    if (!resolveEffect()) return;
    if (*out_.declared == Effect::Disabled) return;
    if (*out_.declared == Effect::Modify && modifiesIdentityType() && !isVmType(resource_.type)) {
      out_.applicable = Truth::False;
      out_.notes.push_back("not evaluated: a modify of identity.type applies to virtual machines and scale sets only");
      return;
    }
    Result<Outcome> r = ev_.evaluate(d_.condition);
    if (!r) {
      fail(std::move(r).error());
      return;
    }
    out_.matched = r->truth;
    out_.because = std::move(r->because);
    if (out_.matched == Truth::False) return;  // whatever the mode: the rule does not match
    if (applicabilityUnknown) {
      out_.notes.push_back("whether mode " + d_.modeText + " covers " + resource_.type +
                           " is not known (the type is not in Bicep's type index)");
      out_.inconclusive = true;
    }
    if (out_.matched == Truth::Unknown) out_.inconclusive = true;
    Effect e = *out_.declared;
    out_.effect = e;
    switch (e) {
      case Effect::Append: append(); break;
      case Effect::Modify: modify(); break;
      case Effect::AuditIfNotExists:
      case Effect::DeployIfNotExists: ifNotExists(); break;
      case Effect::DenyAction:
      case Effect::AuditAction:
        out_.details = evaluatedDetails();
        out_.notes.push_back(std::string(effectDisplayName(e)) + " applies to delete requests only");
        break;
      case Effect::Manual:
        out_.inconclusive = true;
        out_.notes.push_back("manual: compliance is attested, not evaluated from the resource");
        break;
      default: break;
    }
  }

 private:
  void fail(Error e) {
    if (e.code.rfind("POL", 0) != 0) e.code = std::string(diag::kEvaluation);
    out_.error = std::move(e);
    out_.effect = Effect::Deny;
    out_.matched = Truth::Unknown;
    out_.details = Value();
  }

  bool resolveEffect() {
    const Value* effect = d_.then.get("effect");
    if (req_.effectOverride) {
      out_.declared = req_.effectOverride;
      return true;
    }
    if (!effect) {
      out_.error = makeError(std::string(diag::kEffect), "the rule has no effect", d_.then.loc());
      return false;
    }
    Result<Value> v = ev_.value(*effect);
    if (!v) {
      out_.error = std::move(v).error();
      return false;
    }
    if (!v->isString()) {
      out_.error = makeError(std::string(diag::kEffect),
                             "the effect " + show(*v) + " is not a string", effect->loc());
      return false;
    }
    auto e = parseEffect(v->str());
    if (!e) {
      out_.error = makeError(std::string(diag::kEffect), "unknown effect '" + v->str() + "'", effect->loc());
      return false;
    }
    out_.declared = e;
    return true;
  }

  bool modifiesIdentityType() const {
    for (const ModifyOperation& op : d_.operations)
      if (op.field.isString() && iequals(op.field.str(), "identity.type")) return true;
    return false;
  }

  // `details`, evaluated, without what is not a value (existenceCondition, the DINE template).
  Value evaluatedDetails() {
    const Value* details = d_.then.get("details");
    if (!details) return Value();
    if (!details->isObject()) {
      Result<Value> v = ev_.value(*details);
      return v ? *v : *details;
    }
    Object out;
    for (const auto& [k, v] : details->obj()) {
      if (iequals(k, "existenceCondition")) continue;
      if (iequals(k, "deployment")) {
        Object dep;
        if (const Value* props = v.get("properties"); props && props->isObject()) {
          Object p;
          if (const Value* mode = props->get("mode")) p.append("mode", *mode);
          if (const Value* params = props->get("parameters")) {
            Result<Value> pv = ev_.value(*params);
            p.append("parameters", pv ? *pv : *params);
          }
          dep.append("properties", Value(std::move(p)));
        }
        out.append(k, Value(std::move(dep)));
        continue;
      }
      Result<Value> x = ev_.value(v);
      if (!x) {
        fail(std::move(x).error());
        return Value();
      }
      out.append(k, *x);
    }
    return Value(std::move(out));
  }

  Result<FieldRef> fieldOf(const Value& field) {
    if (!field.isString()) return makeError(std::string(diag::kDetails), "a field must be a string", field.loc());
    std::string text = field.str();
    if (isExpression(text)) {
      PF_TRY(v, ev_.value(field));
      if (!v.isString())
        return makeError(std::string(diag::kEvaluation), "the field expression '" + text + "' does not give a string",
                         field.loc());
      text = v.str();
    }
    return parseField(text);
  }

  void record(const detail::ApplyResult& r, const std::string& what) {
    switch (r.status) {
      case detail::ApplyStatus::Applied:
        for (const Change& c : r.changes) out_.changes.push_back(c);
        break;
      case detail::ApplyStatus::Unchanged: break;
      case detail::ApplyStatus::Skipped: out_.notes.push_back(what + ": skipped: " + r.note); break;
      case detail::ApplyStatus::Unknown:
        out_.inconclusive = true;
        out_.notes.push_back(what + ": not applied: " + r.note);
        break;
      case detail::ApplyStatus::Conflict:
        out_.conflict = r.note;
        out_.notes.push_back(what + ": " + r.note);
        break;
    }
  }

  void append() {
    const Value* details = d_.then.get("details");
    Array shown;
    Value body = out_.resource;
    if (details && details->isArray()) {
      for (const Value& entry : details->arr()) {
        const Value* fieldV = entry.get("field");
        const Value* valueV = entry.get("value");
        if (!fieldV || !valueV) continue;
        Result<FieldRef> f = fieldOf(*fieldV);
        if (!f) return fail(std::move(f).error());
        Result<Value> v = ev_.value(*valueV);
        if (!v) return fail(std::move(v).error());
        shown.push_back(Object{{"field", f->text}, {"value", *v}});
        std::optional<FieldPath> path = targetPath(*f, resource_, aliases_);
        if (!path) {
          out_.notes.push_back("append '" + f->text + "': skipped: " + resource_.type + " has no such property");
          continue;
        }
        record(detail::applyOperation(body, *f, *path, "append", *v), "append '" + f->text + "'");
      }
    }
    out_.details = Value(std::move(shown));
    // Overriding a different value acts as deny (effect-append): the request is not changed.
    if (out_.conflict) out_.effect = Effect::Deny;
    else out_.resource = body;
  }

  void modify() {
    const Value* details = d_.then.get("details");
    Object shownDetails;
    if (details && details->isObject()) {
      if (const Value* r = details->get("roleDefinitionIds")) {
        Result<Value> v = ev_.value(*r);
        shownDetails.append("roleDefinitionIds", v ? *v : *r);
      }
    }
    std::string conflictEffect = "deny";  // effect-modify: the default conflictEffect is deny
    if (details && details->isObject())
      if (const Value* ce = details->get("conflictEffect")) {
        Result<Value> v = ev_.value(*ce);
        if (v && v->isString()) conflictEffect = v->str();
      }
    shownDetails.append("conflictEffect", conflictEffect);
    Array ops;
    Value body = out_.resource;
    for (const ModifyOperation& op : d_.operations) {
      if (!op.condition.isNull()) {
        Result<Value> c = ev_.value(op.condition);
        if (!c) return fail(std::move(c).error());
        if (c->isUnknown()) {
          out_.inconclusive = true;
          out_.notes.push_back(op.path + ": whether it applies is not known (" + c->unknownData().expr + ")");
          continue;
        }
        bool apply = c->isBool() ? c->asBool() : (c->isString() && iequals(c->str(), "true"));
        if (!apply) {
          out_.notes.push_back(op.path + ": its condition is false; skipped");
          continue;
        }
      }
      Result<FieldRef> f = fieldOf(op.field);
      if (!f) return fail(std::move(f).error());
      Value value;
      if (!op.value.isNull()) {
        Result<Value> v = ev_.value(op.value);
        if (!v) return fail(std::move(v).error());
        value = std::move(v).value();
      }
      Object shown{{"operation", op.operation}, {"field", f->text}};
      if (!op.value.isNull()) shown.append("value", value);
      ops.push_back(Value(std::move(shown)));
      std::string what = op.operation + " '" + f->text + "'";
      if (f->kind == FieldRef::Kind::Alias) {
        const AliasEntry* e = aliases_.find(f->text, resource_.type);
        if (e && e->modifiable == Modifiable::No) {
          std::string why = "the alias '" + f->text + "' is not modifiable";
          if (iequals(conflictEffect, "deny")) {
            out_.conflict = why + " (conflictEffect deny)";
            out_.notes.push_back(what + ": " + *out_.conflict);
          } else {
            out_.notes.push_back(what + ": skipped: " + why + " (conflictEffect " + conflictEffect + ")");
          }
          continue;
        }
        if (e && e->modifiable == Modifiable::Unknown)
          out_.notes.push_back(what + ": whether the alias is modifiable is not recorded; applied as written");
      }
      if (value.isUnknown() && !iequals(op.operation, "remove")) {
        out_.inconclusive = true;
        out_.notes.push_back(what + ": the value is not known (" + value.unknownData().expr + ")");
      }
      std::optional<FieldPath> path = targetPath(*f, resource_, aliases_);
      if (!path) {
        out_.notes.push_back(what + ": skipped: " + resource_.type + " has no such property");
        continue;
      }
      record(detail::applyOperation(body, *f, *path, op.operation, value), what);
    }
    shownDetails.append("operations", Value(std::move(ops)));
    out_.details = Value(std::move(shownDetails));
    if (out_.conflict) {
      out_.effect = Effect::Deny;
      return;
    }
    out_.resource = body;
  }

  void ifNotExists() {
    out_.details = evaluatedDetails();
    if (out_.error) return;
    IfNotExistsResult r = findRelated(req_.related, d_, out_.details, resource_, ev_);
    if (r.error) return fail(std::move(*r.error));
    for (std::string& n : r.notes) out_.notes.push_back(std::move(n));
    switch (r.compliance) {
      case Truth::True: out_.effect.reset(); break;  // a compliant related resource exists
      case Truth::False: break;
      case Truth::Unknown: out_.inconclusive = true; break;
    }
  }

  const EvaluationRequest& req_;
  const PolicyDefinition& d_;
  const PolicyResource& resource_;
  const AliasCatalog& aliases_;
  RuleInputs inputs_;
  RuleEvaluator ev_;
  PolicyEvaluation& out_;
};

}  // namespace

PolicyEvaluation evaluatePolicy(const EvaluationRequest& req, const PolicyResource& resource, const AliasCatalog& aliases,
                                const DeploymentContext& context, EvalSession& session) {
  PolicyEvaluation out;
  Run run(req, resource, aliases, context, session, out);
  run.run();
  return out;
}

Value changeToJson(const Change& c) {
  Object o{{"operation", c.operation}, {"field", c.field}, {"path", c.path}};
  if (!c.before.isNull()) o.append("before", c.before);
  if (!c.after.isNull()) o.append("after", c.after);
  return Value(std::move(o));
}

}  // namespace pf::policy
