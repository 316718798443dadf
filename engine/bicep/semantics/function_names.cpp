#include "engine/bicep/semantics/function_names.hpp"

#include "engine/bicep/diagnostics.hpp"
#include "engine/core/value.hpp"

namespace pf::bicep {

namespace {

// Functions of Bicep's `sys` namespace (including the .bicepparam-only ones).
const char* const kSys[] = {
    "any", "array", "base64", "base64ToJson", "base64ToString", "bool", "buildUri", "cidrHost", "cidrSubnet",
    "concat", "contains", "dataUri", "dataUriToString", "dateTimeAdd", "dateTimeFromEpoch", "dateTimeToEpoch",
    "empty", "endsWith", "externalInput", "filter", "first", "flatten", "format", "groupBy", "guid", "indexOf", "int",
    "intersection", "items", "join", "json", "last", "lastIndexOf", "length", "loadDirectoryFileInfo",
    "loadFileAsBase64", "loadJsonContent", "loadTextContent", "loadYamlContent", "map", "mapValues", "max", "min",
    "nameof", "newGuid", "objectKeys", "padLeft", "parseCidr", "parseUri", "range", "readCliArg",
    "readEnvironmentVariable", "reduce", "replace", "shallowMerge", "skip", "sort", "split", "startsWith", "string",
    "substring", "take", "toLower", "toObject", "toUpper", "trim", "union", "uniqueString", "uri", "uriComponent",
    "uriComponentToString", "utcNow"};

// Functions of Bicep's `az` namespace (plus every list* name).
const char* const kAz[] = {
    "deployer", "deployment", "environment", "extensionResourceId", "getSecret", "managementGroup",
    "managementGroupResourceId", "pickZones", "providers", "reference", "resourceGroup", "resourceId", "subscription",
    "subscriptionResourceId", "tenant", "tenantResourceId", "toLogicalZone", "toLogicalZones", "toPhysicalZone",
    "toPhysicalZones"};

// ARM functions some Bicep releases expose and others do not: accepted without complaint so
// that no valid file is refused, but never suggested.
const char* const kTolerated[] = {"distinct", "fail", "float", "like", "references", "resourceInfo",
                                  "roleDefinitions", "tryGet"};

bool inList(std::string_view name, const char* const* begin, const char* const* end) {
  for (auto it = begin; it != end; ++it)
    if (iequals(*it, name)) return true;
  return false;
}

bool isSys(std::string_view n) { return inList(n, std::begin(kSys), std::end(kSys)); }
bool isAz(std::string_view n) {
  return inList(n, std::begin(kAz), std::end(kAz)) || istartsWith(n, "list");  // list() itself too: POST <id>/list
}
bool isTolerated(std::string_view n) { return inList(n, std::begin(kTolerated), std::end(kTolerated)); }

}  // namespace

bool isBuiltinFunction(std::string_view name, std::string_view ns) {
  if (ns.empty()) return isSys(name) || isAz(name) || isTolerated(name);
  if (iequals(ns, "sys")) return isSys(name) || isTolerated(name);
  if (iequals(ns, "az")) return isAz(name) || isTolerated(name);
  return false;
}

bool isParamsFileFunction(std::string_view name) {
  // Bicep also keeps externalInput (and readCliArg) to .bicepparam files; only the function that
  // reads the machine's environment is enforced here.
  return iequals(name, "readEnvironmentVariable");
}

std::optional<std::string> builtinNamespaceOf(std::string_view name) {
  if (isSys(name)) return std::string("sys");
  if (isAz(name)) return std::string("az");
  return std::nullopt;
}

std::vector<std::string> builtinFunctionNames(std::string_view ns) {
  std::vector<std::string> out;
  if (ns.empty() || iequals(ns, "sys")) out.insert(out.end(), std::begin(kSys), std::end(kSys));
  if (ns.empty() || iequals(ns, "az")) out.insert(out.end(), std::begin(kAz), std::end(kAz));
  return out;
}

std::optional<Diagnostic> bannedFunction(std::string_view name, Loc at) {
  struct Operator {
    const char* fn;
    const char* op;
  };
  static const Operator kOperators[] = {
      {"add", "+"},   {"sub", "-"},          {"mul", "*"},        {"div", "/"},  {"mod", "%"},
      {"less", "<"},  {"lessOrEquals", "<="}, {"greater", ">"},    {"greaterOrEquals", ">="},
      {"equals", "=="}, {"not", "!"},        {"and", "&&"},       {"or", "||"},  {"coalesce", "??"}};
  for (const auto& o : kOperators)
    if (name == o.fn) return diag::functionReplacedByOperator(at, o.fn, o.op);
  if (name == "variables") return diag::variablesFunction(at);
  if (name == "parameters") return diag::parametersFunction(at);
  if (name == "if") return diag::ifFunction(at);
  if (name == "createArray") return diag::createArrayFunction(at);
  if (name == "createObject") return diag::createObjectFunction(at);
  return std::nullopt;
}

}  // namespace pf::bicep
