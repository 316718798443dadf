#pragma once
// The state an evaluation runs with.
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/expr/parser.hpp"
#include "engine/expr/registry.hpp"
#include "engine/expr/scope.hpp"

namespace pf {

struct EvalOptions {
  // utcNow() and newGuid() are deterministic unless realTime is set, so expansion is
  // reproducible: utcNow() returns `fixedNow`, newGuid() a sequence seeded by `guidSeed`.
  bool realTime = false;
  std::string fixedNow = "2025-01-01T00:00:00Z";
  uint64_t guidSeed = 0;
};

// Shared by every evaluation of one expansion (not across threads).
struct EvalSession {
  explicit EvalSession(const FunctionRegistry& fns, EvalOptions opts = {})
      : functions(fns), cache(&fns), options(std::move(opts)) {}
  const FunctionRegistry& functions;
  ExpressionCache cache;
  EvalOptions options;
  uint64_t guidCounter = 0;
};

struct EvalContext {
  EvalContext(EvalSession& s, Scope& sc) : session(s), scope(sc) {}
  EvalSession& session;
  Scope& scope;
  Loc base;  // where the text of the expression being evaluated begins
  std::vector<std::pair<std::string, Value>> lambdaVars;  // innermost last
  std::shared_ptr<const ParsedExpression> current;          // keeps lambda bodies alive
  uint32_t depth = 0;                                       // user-function call depth
};

}  // namespace pf
