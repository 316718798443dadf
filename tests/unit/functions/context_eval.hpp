#pragma once
// Evaluating an expression in a given deployment context (tests of the deployment, scope
// and resource functions).
#include <string>
#include <string_view>

#include "engine/core/json.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"
#include "tests/helpers.hpp"

namespace pf::test {

// A context of the given target scope with recognisable names.
inline DeploymentContext contextAt(TargetScope scope) {
  DeploymentContext ctx;
  ctx.scope = scope;
  ctx.subscriptionId = "11111111-2222-3333-4444-555555555555";
  ctx.resourceGroup = "examplegroup";
  ctx.managementGroup = "examplemg1";
  ctx.tenantId = "99999999-8888-7777-6666-555555555555";
  return ctx;
}

// Evaluate in `scope`; the compact JSON of the result, or "error <CODE>: <message>".
inline std::string evalIn(Scope& scope, std::string_view expr) {
  EvalSession session(functions());
  EvalContext ctx(session, scope);
  if (isExpression(expr)) expr = expr.substr(1, expr.size() - 2);
  auto r = evaluateExpression(expr, Loc{}, ctx);
  if (!r) return "error " + r.error().code + ": " + r.error().message;
  return toJson(*r);
}

inline std::string evalAt(TargetScope at, std::string_view expr) {
  SimpleScope scope(contextAt(at));
  return evalIn(scope, expr);
}

}  // namespace pf::test
