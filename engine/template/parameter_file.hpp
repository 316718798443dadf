#pragma once
// ARM parameter files (deploymentParameters.json schema) and how they link to templates.
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/value.hpp"

namespace pf {

struct ParameterValue {
  std::string name;
  Value value;                      // "value" (or a .bicepparam "expression") as written
  bool keyVaultReference = false;   // {"reference": {"keyVault": {...}, "secretName": ...}}
  std::string secretName;
  Loc loc;                          // of the parameter's entry in the file
};

struct ParameterFile {
  std::vector<ParameterValue> values;
  std::string templateHint;         // metadata.template, when given
  // extensionConfigs: {<alias>: {<property>: {value} | {keyVaultReference} | {expression}}}, the
  // configuration of the template's extensions (REP 0006); an empty object when absent.
  Value extensionConfigs = Value::emptyObject();
  // The first value named so, ignoring case.
  const ParameterValue* find(std::string_view name) const;
  // Lower-case name to its first place in `values`, made by loadParameterFile for 32 values or
  // more (find scans when `values` has changed since): thousands of parameters were a scan each.
  std::unordered_map<std::string, size_t> byName;
  size_t indexed = 0;  // values.size() when byName was made
};

bool isParameterFileSchema(std::string_view schema);
bool isTemplateSchema(std::string_view schema);

// Read a parsed parameter file. Accepts the documented shape {"$schema", "contentVersion",
// "parameters": {name: {"value": ...} | {"reference": ...}}}, and {"expression": "[...]"} as
// compiled .bicepparam files have it, and "extensionConfigs"; problems go to diags (PAR0xx).
std::optional<ParameterFile> loadParameterFile(const Value& root, Diagnostics& diags);

// The template a parameter file belongs to by naming convention, relative to its folder:
// x.parameters.json → x.json, azuredeploy.parameters.json → azuredeploy.json,
// x.parameters.dev.json → x.json, x.parameters.jsonc → x.json (or .jsonc). Empty if none fits.
std::vector<std::string> conventionalTemplateNames(std::string_view parameterFileName);

}  // namespace pf
