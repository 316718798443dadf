#pragma once
// The state an evaluation runs with.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
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
  // `expressions`: a longer-lived cache of parsed expressions to use (ExpressionCache's backing).
  explicit EvalSession(const FunctionRegistry& fns, EvalOptions opts = {}, ExpressionCache* expressions = nullptr)
      : functions(fns), cache(&fns, expressions), options(std::move(opts)) {}
  const FunctionRegistry& functions;
  ExpressionCache cache;
  EvalOptions options;
  uint64_t guidCounter = 0;

  // The work budget of the outermost expression being evaluated (reset for each): every
  // function result costs its shallow size and every lambda call one unit, so that a short
  // expression cannot build or walk billions of values. Over the limit: EVAL060.
  static constexpr uint64_t kMaxWork = 4'000'000;
  uint64_t work = 0;
  uint32_t nesting = 0;  // expressions being evaluated (user functions evaluate inner ones)
  std::optional<Error> charge(uint64_t units, Loc at) {
    work += units;
    if (work <= kMaxWork) return std::nullopt;
    return tooMuchWork(at);
  }
  static Error tooMuchWork(Loc at) {
    return makeError("EVAL060",
                     "the expression does too much work: its functions build or visit more than " +
                         std::to_string(kMaxWork) + " values (items, members or 16-character string chunks)",
                     at);
  }
  // The longest string a function may still build: a longer result could not be paid for.
  // Functions whose result multiplies their arguments' lengths (replace, format, join) stop
  // there, instead of building gigabytes that the budget refuses afterwards.
  uint64_t stringRoom() const { return (kMaxWork - std::min(work, kMaxWork)) * 16 + 16; }
};

// Marks an evaluation; the outermost one starts with a fresh work budget.
class WorkScope {
 public:
  explicit WorkScope(EvalSession& s) : s_(s) {
    if (s_.nesting++ == 0) s_.work = 0;
  }
  ~WorkScope() { --s_.nesting; }
  WorkScope(const WorkScope&) = delete;
  WorkScope& operator=(const WorkScope&) = delete;

 private:
  EvalSession& s_;
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
