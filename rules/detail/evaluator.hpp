#pragma once
// Evaluating compiled expressions with three outcomes: true, false, or unknown when the answer
// depends on a value that is not known before deployment. Operators combine them with Kleene
// logic (allOf is false if any part is false, else unknown if any part is unknown; anyOf the dual).
#include <string>
#include <vector>

#include "rules/detail/expression.hpp"
#include "rules/rule_result.hpp"
#include "rules/rule_target.hpp"

namespace pf::rules::detail {

enum class Tri { False, True, Unknown };

struct EvalEnv {
  const RuleTarget& target;
  const Object& configuration;
  const std::string& workingDirectory;
};

// `current` is the target's object or, inside a sub-selector, one item of it (`isRoot` false):
// `type: '.'`/`name: '.'` then read the item's own type/name members. Reasons for a false or
// unknown result are appended to `reasons`; a caller that needs only the outcome passes null,
// and no reason is built. A true result appends no reasons.
Tri evaluate(const Expr& e, const EvalEnv& env, const Value& current, bool isRoot, std::vector<Reason>* reasons);

Tri evaluateCondition(const Condition& c, const EvalEnv& env, const Value& current, bool isRoot,
                      std::vector<Reason>* reasons);

}  // namespace pf::rules::detail
