// Deployment functions: parameters, variables, ...
#include "functions/categories.hpp"
#include "functions/detail/common.hpp"

namespace pf {
namespace {

Result<Value> parameters(Call& c) {
  PF_EXPECT(c.expectString(0));
  return c.scope().parameter(c.args[0].str(), c.argLoc(0));
}

Result<Value> variables(Call& c) {
  PF_EXPECT(c.expectString(0));
  return c.scope().variable(c.args[0].str(), c.argLoc(0));
}

}  // namespace

void registerDeploymentFunctions(FunctionRegistry& r) {
  r.add({"parameters", "deployment", 1, 1, "parameters(parameterName)", "Returns a parameter value.", parameters});
  r.add({"variables", "deployment", 1, 1, "variables(variableName)", "Returns a variable value.", variables});
}

}  // namespace pf
