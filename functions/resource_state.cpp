// Functions that read deployment state: reference, references, resourceInfo, target, list*,
// listOutputsWithSecureValues, providers. They check their arguments here and ask the
// Scope, which knows the deployment (the default Scope answers with an Unknown that prints
// as the call).
#include <cctype>

#include "functions/detail/common.hpp"
#include "functions/detail/resource_parts.hpp"

namespace pf {
namespace {

// An API version is a date with an optional suffix: 2022-09-01, 2021-04-01-preview.
bool isApiVersion(std::string_view s) {
  if (s.size() < 10) return false;
  for (size_t i = 0; i < 10; ++i) {
    bool dash = i == 4 || i == 7;
    if (dash ? s[i] != '-' : !std::isdigit(static_cast<unsigned char>(s[i]))) return false;
  }
  if (s.size() == 10) return true;
  if (s[10] != '-' || s.size() == 11) return false;
  for (size_t i = 11; i < s.size(); ++i) {
    unsigned char ch = static_cast<unsigned char>(s[i]);
    if (!std::isalnum(ch) && ch != '-' && ch != '.') return false;
  }
  return true;
}

std::optional<Error> expectApiVersion(const Call& c, size_t i) {
  if (auto e = c.expectString(i)) return e;
  if (!isApiVersion(c.args[i].str())) return c.argError(i, "an API version such as '2022-09-01' or '2021-04-01-preview'");
  return std::nullopt;
}

// reference(resourceNameOrId | symbolicName, [apiVersion], ['Full'])
Result<Value> reference(Call& c) {
  PF_EXPECT(c.expectString(0));
  if (c.args.size() > 1) {
    // Bicep reads an extension resource's properties as reference('app', 'v1.0', 'full').
    if (c.scope().isExtensionResource(c.args[0].str())) PF_EXPECT(c.expectString(1));
    else PF_EXPECT(expectApiVersion(c, 1));
  }
  if (c.args.size() > 2 && !(c.args[2].isString() && iequals(c.args[2].str(), "Full")))
    return c.argError(2, "'Full' (to return the whole resource instead of its properties)");
  return c.scope().reference(c);
}

// references(symbolicNameOfACollection, ['Full' | 'Properties'])
Result<Value> references(Call& c) {
  PF_EXPECT(c.expectString(0));
  if (c.args.size() > 1 &&
      !(c.args[1].isString() && (iequals(c.args[1].str(), "Full") || iequals(c.args[1].str(), "Properties"))))
    return c.argError(1, "'Full' or 'Properties'");
  return c.scope().references(c);
}

// resourceInfo(symbolicName): id, name, type, apiVersion of a declared resource.
Result<Value> resourceInfo(Call& c) {
  PF_EXPECT(c.expectString(0));
  return c.scope().resourceInfo(c);
}

// target(['Full']): the resource being deployed as it was before the deployment (null when it
// does not exist yet); Bicep emits it for this.exists() and this.existingResource().
Result<Value> target(Call& c) {
  if (!c.args.empty() && !(c.args[0].isString() && iequals(c.args[0].str(), "Full")))
    return c.argError(0, "'Full' (to return the whole resource instead of its properties)");
  return c.scope().target(c);
}

// list*(resourceNameOrId, apiVersion, [functionValues]); the scope sees the name as written
// (listKeys, listSecrets, ...) through Call::name().
Result<Value> list(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(expectApiVersion(c, 1));
  if (c.args.size() > 2) PF_EXPECT(c.expect(2, Kind::Object));
  return c.scope().list(c);
}

// listOutputsWithSecureValues(deploymentId, apiVersion): a module's outputs including secure
// ones (Bicep emits it for secure module outputs).
Result<Value> listOutputsWithSecureValues(Call& c) {
  PF_EXPECT(c.expectString(0));
  PF_EXPECT(expectApiVersion(c, 1));
  return c.scope().list(c);
}

// providers(providerNamespace, [resourceType]) (deprecated in ARM).
Result<Value> providers(Call& c) {
  PF_EXPECT(c.expectString(0));
  if (c.args.size() > 1) PF_EXPECT(c.expectString(1));
  return c.scope().providers(c);
}

}  // namespace

void registerResourceStateFunctions(FunctionRegistry& r) {
  r.add({"reference", "resource", 1, 3, "reference(resourceNameOrIdentifier, [apiVersion], ['Full'])",
         "Returns a resource's runtime state: its properties, or with 'Full' the whole resource.", reference});
  r.add({"references", "resource", 1, 2, "references(symbolicNameOfCollection, ['Full' | 'Properties'])",
         "Returns the runtime states of the resources of a copy loop (languageVersion 2.0).", references});
  r.add({"resourceInfo", "resource", 1, 1, "resourceInfo(symbolicName)",
         "Returns id, name, type and apiVersion of a resource declared with a symbolic name.", resourceInfo});
  r.add({"target", "resource", 0, 1, "target(['Full'])",
         "Returns the resource whose properties are being evaluated as it was before the deployment: its "
         "properties, or with 'Full' the whole resource; null when it does not exist yet.",
         target});
  r.add({"list", "resource", 2, 3, "list{Value}(resourceNameOrIdentifier, apiVersion, [functionValues])",
         "Calls a list operation of a resource (listKeys, listSecrets, listAccountSas, ...): any name starting "
         "with 'list'.",
         list, kPrefix});
  r.add({"listOutputsWithSecureValues", "resource", 2, 2, "listOutputsWithSecureValues(deploymentIdentifier, apiVersion)",
         "Returns the outputs of a nested deployment, secure ones included.", listOutputsWithSecureValues});
  r.add({"providers", "resource", 1, 2, "providers(providerNamespace, [resourceType])",
         "Returns a resource provider and its resource types (deprecated).", providers});
}

}  // namespace pf
