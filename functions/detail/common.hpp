#pragma once
// Helpers shared by the function category files.
#include "engine/expr/call.hpp"
#include "engine/expr/evaluator.hpp"
#include "engine/expr/registry.hpp"

// Return the error of a failed type check.
#define PF_EXPECT(check)            \
  do {                              \
    if (auto pf_err_ = (check)) return *pf_err_; \
  } while (0)

namespace pf {
// EVAL060 once `built` (a string a function is building) is longer than the expression's work
// budget could still pay for (EvalSession::stringRoom).
inline std::optional<Error> pastStringRoom(const Call& c, const std::string& built) {
  if (built.size() <= c.ctx.session.stringRoom()) return std::nullopt;
  return EvalSession::tooMuchWork(c.loc());
}
}  // namespace pf
