#include "policy/diagnostics.hpp"

namespace pf::policy::diag {

namespace {

const std::vector<CodeInfo> kCatalogue = {
    {"POL001", Severity::Error, "A policy file cannot be read or is not JSON.",
     "Check the path and the JSON syntax at the position given."},
    {"POL002", Severity::Error,
     "A JSON document does not have the shape of what it was loaded as (a policy definition needs "
     "policyRule with if and then; an initiative policyDefinitions; an assignment policyDefinitionId).",
     "Give the object `az policy ... show` prints, its `properties`, or for a definition a bare policyRule."},
    {"POL003", Severity::Error,
     "A condition or logical operator is malformed: an unknown key, no operator or more than one, or a "
     "value of the wrong JSON type. Azure rejects the definition.",
     "Each condition has one of field, value or count and exactly one operator; allOf/anyOf take arrays, not an object."},
    {"POL004", Severity::Error,
     "A field names no known alias (Azure: InvalidPolicyAlias). Aliases come from the embedded catalogue and --aliases files.",
     "Correct the alias (az provider show --expand resourceTypes/aliases lists them) or pass --aliases with a newer catalogue."},
    {"POL005", Severity::Error,
     "A field is a property path (properties.x) rather than an alias; Azure only accepts aliases and the fields "
     "name, fullName, kind, type, location, id, identity.*, tags.",
     "Use the alias of the property (Microsoft.Storage/storageAccounts/minimumTlsVersion, not properties.minimumTlsVersion)."},
    {"POL006", Severity::Error,
     "A policy rule calls a template function Azure Policy does not allow (copyIndex, dateTimeAdd, deployment, "
     "reference, resourceId, list*, newGuid, variables, ...).",
     "Rewrite the condition without it; addDays() replaces dateTimeAdd()."},
    {"POL007", Severity::Error, "An expression in the definition does not parse or calls an unknown function.",
     "Fix the expression at the position given."},
    {"POL008", Severity::Error,
     "A parameter is used but not declared, has neither a value nor a defaultValue, or has a value outside "
     "its allowedValues or of another type than declared.",
     "Declare the parameter, or give the assignment (or --parameters) a valid value."},
    {"POL009", Severity::Error, "The effect is not one Azure knows for a Resource Manager mode.",
     "Use disabled, append, modify, deny, audit, manual, auditIfNotExists, deployIfNotExists or denyAction."},
    {"POL010", Severity::Error,
     "A modify operation targets an alias that is not modifiable (Azure: InvalidPolicyRuleModifyDetails).",
     "Modify only tags, identity.type or aliases whose metadata says Modifiable."},
    {"POL011", Severity::Info,
     "A modify operation targets an alias whose modifiability the catalogue does not record; it is applied as written.",
     "Pass --aliases with `az provider list --expand resourceTypes/aliases` output to know for sure."},
    {"POL012", Severity::Error,
     "A count expression is malformed: count.field is not a [*] alias, count.value is not an array, the name is "
     "not letters and digits, or current() names no enclosing count.",
     "See Microsoft's documentation of field count and value count."},
    {"POL013", Severity::Warning,
     "The definition uses a resource-provider mode (Microsoft.Kubernetes.Data, Microsoft.KeyVault.Data, ...), "
     "which evaluates data-plane objects that a template does not contain; it is not evaluated.",
     "Nothing to fix; such policies cannot be predicted from templates."},
    {"POL014", Severity::Error,
     "Evaluating the policy failed (a template function error, a type mismatch, a limit). Azure treats a "
     "failed evaluation as deny for new and updated resources.",
     "Guard the expression (if(), length checks) so that it cannot fail on this resource."},
    {"POL015", Severity::Error,
     "The effect's details are malformed (modify without operations, append details that are not an array, "
     "auditIfNotExists/deployIfNotExists without details.type).",
     "Give details the shape Microsoft documents for the effect."},
    {"POL016", Severity::Error, "A --resource or --related file is not a resource (an object with type and name).",
     "Give one resource in the ARM shape (type, name, location, properties, ...); --related takes an array."},
    {"POL017", Severity::Error, "The definition exceeds an authoring limit Azure enforces.",
     "Split the rule or reduce the number of conditions, counts or functions."},
    {"POL018", Severity::Error, "The definition's mode is not one Azure knows.", "Use All or Indexed."},
    {"POL030", Severity::Error, "An --aliases file is not the JSON `az provider list --expand resourceTypes/aliases` prints.",
     "Regenerate it with that command."},
    {"POL040", Severity::Error, "A policy assignment is malformed.",
     "Give the object `az policy assignment show` prints (or its ARM resource form)."},
    {"POL041", Severity::Warning,
     "An assignment or initiative refers to a definition that is not among the loaded --policy files.",
     "Add the definition's file (built-in ones can be copied from Azure/azure-policy) to a --policy path."},
    {"POL042", Severity::Error, "An initiative (policy set definition) is malformed.",
     "Give the object `az policy set-definition show` prints (or its ARM resource form)."},
    {"POL043", Severity::Error, "A policy exemption is malformed.",
     "Give the object `az policy exemption show` prints (or its ARM resource form)."},
    {"POL044", Severity::Info, "A policy exemption has expired (expiresOn is in the past); it is ignored, as Azure does.",
     "Renew or remove the exemption."},
    {"POL045", Severity::Warning, "Two loaded policy documents have the same id; the first one is kept.",
     "Remove the duplicate."},
    {"POL046", Severity::Error, "A scope is not a management group, subscription, resource group or resource id.",
     "Write it as /providers/Microsoft.Management/managementGroups/<mg>, /subscriptions/<id>[/resourceGroups/<rg>[/providers/...]]."},
    {"POL047", Severity::Error, "A --policy path does not exist or cannot be read.", "Check the path."},
};

}  // namespace

const std::vector<CodeInfo>& catalogue() { return kCatalogue; }

DiagnosticTable table() { return {"POL", "Azure Policy", "policy", kCatalogue}; }

const CodeInfo* lookup(std::string_view code) {
  for (const CodeInfo& c : kCatalogue)
    if (c.code == code) return &c;
  return nullptr;
}

Diagnostic make(std::string_view code, std::string_view path, std::string message, Loc loc) {
  const CodeInfo* info = lookup(code);
  Diagnostic d;
  d.code = std::string(code);
  d.severity = info ? info->severity : Severity::Error;
  d.message = path.empty() ? std::move(message) : std::string(path) + ": " + message;
  d.loc = loc;
  return d;
}

}  // namespace pf::policy::diag
