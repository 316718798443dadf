// Logical functions: if, ...
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {
namespace {

// Only the branch taken is evaluated (templates guard reference() calls this way).
Result<Value> ifFn(Call& c) {
  PF_TRY(cond, c.evalArg(0));
  if (cond.isUnknown()) {
    PF_TRY(a, c.evalArg(1));
    PF_TRY(b, c.evalArg(2));
    c.args = {cond, a, b};
    return Value::unknown(c.render());
  }
  if (!cond.isBool()) {
    c.args = {cond};
    return c.argError(0, "a bool");
  }
  return c.evalArg(cond.asBool() ? 1 : 2);
}

}  // namespace

void registerLogicalFunctions(FunctionRegistry& r) {
  r.add({"if", "logical", 3, 3, "if(condition, trueValue, falseValue)",
         "Returns trueValue when condition is true, else falseValue; only the chosen branch is evaluated.", ifFn,
         kLazy});
}

}  // namespace pf
