#pragma once
// Helpers for the string and date function tests: evaluation with chosen options, scope
// placement and parameters that hold values JSON cannot express (Unknown).
#include <string>

#include "engine/core/json.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/parser.hpp"
#include "tests/helpers.hpp"

namespace pf::test {

struct EvalSetup {
  EvalOptions options;
  bool parameterDefault = true;
  Object parameters;
};

// Evaluates each expression in order in one session; returns the last result as compact
// JSON or "error <CODE>: <message>".
inline std::string evalWith(const EvalSetup& setup, std::initializer_list<std::string_view> exprs) {
  SimpleScope scope;
  scope.parameterDefault = setup.parameterDefault;
  scope.parameters = setup.parameters;
  EvalSession session(functions(), setup.options);
  EvalContext ctx(session, scope);
  std::string last;
  for (std::string_view e : exprs) {
    if (isExpression(e)) e = e.substr(1, e.size() - 2);
    auto r = evaluateExpression(e, Loc{}, ctx);
    last = r ? toJson(*r) : "error " + r.error().code + ": " + r.error().message;
  }
  return last;
}

inline std::string evalWith(const EvalSetup& setup, std::string_view expr) { return evalWith(setup, {expr}); }

// A parameter 'u' that is not known before deployment.
inline EvalSetup withUnknownParameter() {
  EvalSetup s;
  s.parameters.append("u", Value::unknown("reference('x').y"));
  return s;
}

}  // namespace pf::test
