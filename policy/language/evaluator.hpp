#pragma once
// Evaluating compiled conditions against a resource: field selection with aliases (resolved by
// the resource's type and the request's API version), [*] collections, field and value counts
// with where and current(), value conditions and the policy functions. Unknown values make a
// condition Unknown; evaluation failures are errors (POL014), which Azure treats as deny.
#include <string>
#include <vector>

#include "engine/expr/eval_context.hpp"
#include "policy/aliases/alias_table.hpp"
#include "policy/language/condition.hpp"
#include "policy/language/field_path.hpp"
#include "policy/language/fields.hpp"
#include "policy/language/policy_scope.hpp"
#include "policy/language/resource.hpp"

namespace pf::policy {

// What policy() returns.
struct PolicyInfo {
  std::string assignmentId, definitionId, setDefinitionId, definitionReferenceId;
  Value toValue() const;
};

// The fixed inputs of evaluating one definition (with its parameter values) on resources.
struct RuleInputs {
  const AliasCatalog& aliases;
  const DeploymentContext& context;  // the resource's scope (resourceGroup(), subscription())
  const Object& parameters;          // resolved parameter values
  PolicyInfo policy;
};

class RuleEvaluator final : public PolicyHooks {
 public:
  // `session` holds the function table (policyFunctions()) and the expression cache; it may be
  // shared by the evaluations of one thread. `apiVersion` is the request's (requestContext()).
  RuleEvaluator(const RuleInputs& inputs, EvalSession& session, const PolicyResource& subject);

  // The `if`: fields read the subject.
  Result<Outcome> evaluate(const Condition& c);
  // An existenceCondition: `field` reads `related`; the field() function still reads the subject.
  Result<Outcome> evaluateOn(const Condition& c, const PolicyResource& related);
  // A value with its expression strings evaluated ("[[" unescaped), arrays and objects walked.
  Result<Value> value(const Value& v);
  // The field() function's answer for `field` on the subject.
  Result<Value> fieldFunction(const std::string& field, Loc loc);

  // PolicyHooks
  Result<Value> field(std::string_view name, Loc loc) override;
  Result<Value> current(const std::string* name, Loc loc) override;
  Value requestContext() const override;
  Value policyInfo() const override;

 private:
  struct Frame {
    bool field = false;
    std::string name;              // value count: its name; field count: the counted alias
    Value current;                 // value count: the member
    std::vector<Binding> chain;    // field count: the bound members, outer first
    size_t arraySize = 1;          // value count: how many members it iterates
  };

  Result<Outcome> eval(const Condition& c);
  Result<Outcome> evalJunction(const std::vector<Condition>& children, Truth identity);
  Result<Outcome> evalLeaf(const Condition& c);
  Result<Outcome> evalCount(const Condition& c);
  Result<Outcome> compare(const Condition& c, const Selection& lhs, const std::string& what, bool location);
  Result<FieldRef> fieldRef(const Value& operand, const std::string& path, Loc loc);
  // The values a `field` selects on `r` (bindings apply when `r` is the resource fields read).
  Result<Selection> select(const FieldRef& f, const PolicyResource& r, Loc loc);
  std::vector<const Binding*> bindings() const;

  const RuleInputs& in_;
  EvalSession& session_;
  const PolicyResource& subject_;
  const PolicyResource* fieldTarget_;
  PolicyScope scope_;
  std::vector<Frame> frames_;
};

}  // namespace pf::policy
