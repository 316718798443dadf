// Deployment functions: parameters, variables, deployment, deployer, environment, fail,
// externalInputs, extensions.
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

// The scope answers: a nested deployment or a linked template changes name and templateLink.
Result<Value> deployment(Call& c) { return c.scope().deployment(); }

Result<Value> deployer(Call& c) { return c.scope().context().deployer(); }

Result<Value> environment(Call& c) { return c.scope().context().environment(); }

// fail(message) stops the deployment with the message; it is an error wherever it is evaluated
// (Bicep guards it with the ternary operator, which compiles to the lazy if()).
Result<Value> fail(Call& c) {
  const Value& msg = c.args[0];
  // An unknown message still fails: only its text is not known before deployment.
  if (msg.isUnknown()) return makeError("EVAL050", "fail(): [" + msg.unknownData().expr + "]", c.loc());
  PF_EXPECT(c.expectString(0));
  return makeError("EVAL050", "fail(): " + msg.str(), c.loc());
}

// externalInputs(name): a value a .bicepparam file takes from an external source; the
// deployment supplies it.
Result<Value> externalInputs(Call& c) {
  PF_EXPECT(c.expectString(0));
  return c.scope().externalInputs(c);
}

// extensions(alias): the configuration of a Bicep extension (languageVersion 2.0).
Result<Value> extensions(Call& c) {
  PF_EXPECT(c.expectString(0));
  return c.scope().extensions(c);
}

}  // namespace

void registerDeploymentFunctions(FunctionRegistry& r) {
  r.add({"parameters", "deployment", 1, 1, "parameters(parameterName)", "Returns a parameter value.", parameters,
         kStoredValue});
  r.add({"variables", "deployment", 1, 1, "variables(variableName)", "Returns a variable value.", variables,
         kStoredValue});
  r.add({"deployment", "deployment", 0, 0, "deployment()",
         "Returns the current deployment: name, properties (template, templateLink, parameters, mode) and, outside "
         "resource group deployments, location.",
         deployment});
  r.add({"deployer", "deployment", 0, 0, "deployer()",
         "Returns the principal running the deployment: objectId, tenantId, userPrincipalName.", deployer});
  r.add({"environment", "deployment", 0, 0, "environment()",
         "Returns the Azure cloud environment: endpoints, authentication and DNS suffixes.", environment});
  r.add({"fail", "deployment", 1, 1, "fail(message)", "Fails the deployment with the message when evaluated.", fail,
         kSeesUnknown});
  r.add({"externalInputs", "deployment", 1, 1, "externalInputs(name)",
         "Returns an external input of a .bicepparam file (known at deployment time).", externalInputs});
  r.add({"extensions", "deployment", 1, 1, "extensions(alias)",
         "Returns the configuration of a Bicep extension (languageVersion 2.0).", extensions});
}

}  // namespace pf
