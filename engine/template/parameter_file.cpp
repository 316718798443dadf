#include "engine/template/parameter_file.hpp"

namespace pf {

bool isParameterFileSchema(std::string_view schema) {
  std::string s = toLowerAscii(schema);
  return s.find("deploymentparameters.json") != std::string::npos;
}

bool isTemplateSchema(std::string_view schema) {
  std::string s = toLowerAscii(schema);
  return s.find("deploymenttemplate.json") != std::string::npos;
}

const ParameterValue* ParameterFile::find(std::string_view name) const {
  if (indexed != 0 && indexed == values.size()) {
    auto at = byName.find(toLowerAscii(name));
    return at != byName.end() && iequals(values[at->second].name, name) ? &values[at->second] : nullptr;
  }
  for (const auto& p : values)
    if (iequals(p.name, name)) return &p;
  return nullptr;
}

std::optional<ParameterFile> loadParameterFile(const Value& root, Diagnostics& diags) {
  if (!root.isObject()) {
    diags.error("PAR001", "a parameter file must be a JSON object", root.loc());
    return std::nullopt;
  }
  ParameterFile pf;
  if (const Value* meta = root.get("metadata"))
    if (const Value* t = meta->get("template"); t && t->isString()) pf.templateHint = t->str();
  if (const Value* configs = root.get("extensionConfigs")) {
    if (!configs->isObject()) {
      diags.error("PAR005", "'extensionConfigs' in a parameter file must be an object of extension aliases", configs->loc());
    } else {
      Object kept;
      for (const auto& [alias, config] : configs->obj()) {
        if (!config.isObject()) {
          diags.error("PAR005", "the configuration of extension '" + alias + "' must be an object of properties", config.loc());
          continue;
        }
        bool ok = true;
        for (const auto& [prop, entry] : config.obj()) {
          if (entry.isObject() && (entry.get("value") || entry.get("keyVaultReference") || entry.get("expression"))) continue;
          diags.error("PAR005",
                      "extension config '" + alias + "." + prop + "' must be {\"value\": ...} or {\"keyVaultReference\": ...}",
                      entry.loc());
          ok = false;
        }
        if (ok) kept.append(alias, config);
      }
      pf.extensionConfigs = Value(std::move(kept)).withLoc(configs->loc());
    }
  }
  const Value* params = root.get("parameters");
  if (!params) return pf;
  if (!params->isObject()) {
    diags.error("PAR002", "'parameters' in a parameter file must be an object", params->loc());
    return pf;
  }
  for (const auto& [name, entry] : params->obj()) {
    ParameterValue pv;
    pv.name = name;
    pv.loc = entry.loc();
    if (!entry.isObject()) {
      diags.error("PAR003",
                  "parameter '" + name + "' must be an object with \"value\" or \"reference\", e.g. {\"value\": ...}",
                  entry.loc());
      continue;
    }
    if (const Value* v = entry.get("value")) {
      pv.value = *v;
    } else if (const Value* e = entry.get("expression"); e && e->isString()) {
      // A .bicepparam value known only at deployment ("[externalInputs('x')]"): expansion
      // evaluates it (to an unknown value).
      pv.value = *e;
    } else if (const Value* ref = entry.get("reference")) {
      const Value* secret = ref->get("secretName");
      if (!ref->get("keyVault") || !secret || !secret->isString()) {
        diags.error("PAR004", "the Key Vault reference of parameter '" + name + "' needs keyVault.id and secretName",
                    ref->loc());
        continue;
      }
      pv.keyVaultReference = true;
      pv.secretName = secret->str();
    } else {
      diags.error("PAR003", "parameter '" + name + "' has neither \"value\" nor \"reference\"", entry.loc());
      continue;
    }
    pf.values.push_back(std::move(pv));
  }
  if (pf.values.size() >= 32) {  // a few are scanned faster than hashed
    for (size_t i = 0; i < pf.values.size(); ++i) pf.byName.try_emplace(toLowerAscii(pf.values[i].name), i);
    pf.indexed = pf.values.size();
  }
  return pf;
}

std::vector<std::string> conventionalTemplateNames(std::string_view file) {
  std::string lower = toLowerAscii(file);
  std::vector<std::string> out;
  size_t p = lower.find(".parameters");
  if (p == std::string::npos) return out;
  std::string stem(file.substr(0, p));
  out.push_back(stem + ".json");
  out.push_back(stem + ".jsonc");
  return out;
}

}  // namespace pf
