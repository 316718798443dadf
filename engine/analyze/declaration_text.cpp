#include "engine/analyze/declaration_text.hpp"

namespace pf::analyze {

namespace {

std::string text(const Value& v, std::string_view key) {
  const Value* x = v.get(key);
  return x && x->isString() ? x->str() : std::string();
}

std::string list(const Value& v, std::string_view key) {
  std::string out;
  if (const Value* a = v.get(key); a && a->isArray())
    for (const Value& x : a->arr())
      if (x.isString()) out += (out.empty() ? "'" : ", '") + x.str() + "'";
  return out;
}

bool failedOn(const std::vector<rules::Reason>& reasons, std::string_view field) {
  for (const auto& r : reasons) {
    size_t dot = r.path.rfind('.');
    if (dot != std::string::npos && std::string_view(r.path).substr(dot + 1) == field) return true;
  }
  return false;
}

}  // namespace

DeclarationText declarationText(std::string_view section, const Value& entry, const std::vector<rules::Reason>& reasons,
                                const std::string& joinedReasons) {
  DeclarationText out;
  out.message = joinedReasons;
  if (section == "parameters" || section == "variables" || section == "outputs") {
    std::string name = text(entry, "name");
    std::string what = section == "parameters" ? "Parameter '" : section == "variables" ? "Variable '" : "Output '";
    out.key = std::string(section) + ":" + name;
    out.message = what + name + "': " + joinedReasons;
    // Template hygiene findings say what is wrong in words (their reasons name fact fields).
    if (section != "outputs" && reasons.size() == 1 && failedOn(reasons, "used"))
      out.message = what + name + "' is declared but no expression of the template reads it.";
    else if (section == "parameters" && failedOn(reasons, "defaultHasText"))
      out.message = "Secure parameter '" + name + "' has a default value written in the template.";
    return out;
  }
  if (section == "extensionConfigs") {
    std::string alias = text(entry, "alias"), property = text(entry, "property");
    std::string what = property == "*" || property.empty() ? alias : alias + "." + property;
    out.key = "extensionConfigs:" + what;
    std::string why = joinedReasons;
    if (failedOn(reasons, "allowed"))
      why = text(entry, "reason") + ", which a deployment stack cannot evaluate again when it deletes the extension's resources";
    else if (failedOn(reasons, "keyVaultReference"))
      why = "reads a Key Vault secret, which a deployment stack must fetch again when it deletes the extension's resources";
    out.message = "Extension config '" + what + "' " + why + ".";
    return out;
  }
  if (section == "extensions") {
    std::string alias = text(entry, "alias");
    out.key = "extensions:" + alias;
    std::string why = joinedReasons;
    if (failedOn(reasons, "missingConfig"))
      why = "requires " + list(entry, "missingConfig") +
            ", which nothing supplies (no extensionConfigs entry, parameters file value or default)";
    else if (failedOn(reasons, "inlineConfig") || failedOn(reasons, "stack"))
      why = "sets " + list(entry, "inlineConfig") +
            " in its declaration, although the module is deployed with extensionConfigs";
    out.message = "Extension '" + alias + "' (" + text(entry, "name") + " " + text(entry, "version") + ") " + why + ".";
    return out;
  }
  if (section == "extensibleResources") {
    std::string name = text(entry, "name");
    out.key = "extensibleResources:" + name;
    const Value* bytes = entry.get("requestBytes");
    long long n = bytes && bytes->isInt() ? bytes->asInt() : 0;
    out.message = "Extensible resource '" + name + "' (" + text(entry, "type") + ") would send a request of " +
                  std::to_string(n) + " bytes to its extension" +
                  (n > 4194304 ? "; Resource Manager refuses requests over 4 MB (413 Payload Too Large)."
                               : ", close to the 4 MB Resource Manager accepts.");
    return out;
  }
  return out;
}

}  // namespace pf::analyze
