#include "engine/expand/extension_catalog.hpp"

namespace pf {

namespace {

const Value* member(const Value& v, std::string_view key) { return v.isObject() ? v.get(key) : nullptr; }

}  // namespace

std::optional<std::vector<std::string>> requiredExtensionConfig(std::string_view extensionName) {
  // Bicep's built-in Kubernetes extension (K8sNamespaceType): namespace and kubeConfig required.
  if (iequals(extensionName, "Kubernetes")) return std::vector<std::string>{"namespace", "kubeConfig"};
  // Microsoft Graph authenticates on behalf of the deployer: no configuration.
  if (iequals(extensionName, "MicrosoftGraph") || iequals(extensionName, "AzureResourceManager"))
    return std::vector<std::string>{};
  return std::nullopt;
}

Value extensionIdentifiers(std::string_view extensionName, std::string_view type, const Value& properties,
                           const Object& config) {
  Object ids;
  if (iequals(extensionName, "Kubernetes")) {
    const Value* metadata = member(properties, "metadata");
    Object md;
    if (const Value* n = metadata ? member(*metadata, "name") : nullptr) md.append("name", *n);
    const Value* ns = metadata ? member(*metadata, "namespace") : nullptr;
    const Value* configured = config.find("namespace");
    if (!ns && configured) ns = member(*configured, "value");
    if (ns) md.append("namespace", *ns);
    if (!md.empty()) ids.append("metadata", Value(std::move(md)));
    return Value(std::move(ids));
  }
  // Microsoft Graph: the client-provided unique name; a service principal by its application.
  for (const char* key : {"uniqueName", "name"})
    if (const Value* v = member(properties, key)) {
      ids.append(key, *v);
      return Value(std::move(ids));
    }
  if (istartsWith(type, "Microsoft.Graph/servicePrincipals"))
    if (const Value* v = member(properties, "appId")) ids.append("appId", *v);
  return Value(std::move(ids));
}

}  // namespace pf
