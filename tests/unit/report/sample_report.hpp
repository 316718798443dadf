#pragma once
// Reports for the writer tests: small, realistic, and easy to vary.
#include "report/finding.hpp"

namespace pf::report::test {

inline RuleInfo storageRule() {
  return {"PF-STORAGE-001", "Azure.Storage.SecureTransfer", "Storage accounts should only accept HTTPS.",
          "Unencrypted HTTP lets anyone on the path read the data.", "Set supportsHttpsTrafficOnly to true.",
          "https://example.test/rules/PF-STORAGE-001", Level::Error, {"security", "storage"}, ""};
}

inline RuleInfo keyVaultRule() {
  return {"PF-KV-002", "Azure.KeyVault.PurgeProtect", "Key vaults should have purge protection.", "",
          "Enable purge protection.", "https://example.test/rules/PF-KV-002", Level::Warning, {"reliability"}, ""};
}

inline RuleInfo paramRule() {
  return {"PF-TEMPLATE-003", "Template.SecureParameter", "Secrets should be secure parameters.", "", "", "",
          Level::Note, {}, ""};
}

inline Finding storageFailure(std::string name = "st1", uint32_t line = 12, std::string params = "infra/main.dev.parameters.json") {
  Finding f;
  f.ruleId = "PF-STORAGE-001";
  f.ruleName = "Azure.Storage.SecureTransfer";
  f.outcome = Outcome::Fail;
  f.level = Level::Error;
  f.message = "Path properties.supportsHttpsTrafficOnly: is false.";
  f.recommendation = "Set supportsHttpsTrafficOnly to true.";
  f.location = {"infra/main.json", line, 5};
  if (!params.empty()) f.parameterFiles.push_back({params, 1, 0});
  f.resources.push_back({"Microsoft.Storage/storageAccounts", name,
                         "/subscriptions/0000/resourceGroups/rg/providers/Microsoft.Storage/storageAccounts/" + name});
  return f;
}

inline Finding keyVaultWarning() {
  Finding f;
  f.ruleId = "PF-KV-002";
  f.ruleName = "Azure.KeyVault.PurgeProtect";
  f.level = Level::Warning;
  f.message = "Path properties.enablePurgeProtection: does not exist.";
  f.recommendation = "Enable purge protection.";
  f.location = {"infra/vault.json", 30, 7};
  f.resources.push_back({"Microsoft.KeyVault/vaults", "kv1", ""});
  return f;
}

inline Finding paramNote() {
  Finding f;
  f.ruleId = "PF-TEMPLATE-003";
  f.ruleName = "Template.SecureParameter";
  f.level = Level::Note;
  f.message = "Parameter adminPassword is a string, not a secureString.";
  f.location = {"infra/main.json", 4, 5};
  f.messageKey = "adminPassword";
  return f;
}

inline Finding withOutcome(Finding f, Outcome o) {
  f.outcome = o;
  return f;
}

// Two problems in main.json (one reached by two parameter files), one in vault.json,
// a note, a pass, an inconclusive result, a suppressed failure, and a skipped file.
inline Report sampleReport() {
  Report r;
  r.tool.version = "0.1.0";
  r.tool.informationUri = "https://example.test/preflight";
  r.rules = {storageRule(), keyVaultRule(), paramRule()};
  Finding twoParams = storageFailure();
  twoParams.parameterFiles.push_back({"infra/main.prod.parameters.json", 1, 0});
  r.findings.push_back(twoParams);
  r.findings.push_back(keyVaultWarning());
  r.findings.push_back(paramNote());
  Finding pass = storageFailure("st2", 40);
  pass.outcome = Outcome::Pass;
  pass.message.clear();
  r.findings.push_back(pass);
  Finding open = keyVaultWarning();
  open.outcome = Outcome::Inconclusive;
  open.resources[0].name = "kv2";
  open.location.line = 60;
  open.message = "Path properties.enablePurgeProtection: unknown until deployment ([parameters('purge')]).";
  r.findings.push_back(open);
  Finding suppressed = storageFailure("legacy", 80);
  suppressed.suppression = Suppression{SuppressionKind::External, "Legacy account, retired in Q3.", "preflight.yaml:7"};
  r.findings.push_back(suppressed);
  r.summary.filesAnalyzed = 2;
  r.summary.skipped.push_back({"infra/app.bicep", "Bicep files are not supported yet"});
  return r;
}

}  // namespace pf::report::test
