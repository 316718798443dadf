#include "tests/unit/analyze/analyze_helpers.hpp"

#include "engine/inputs/config.hpp"
#include "report/dedup.hpp"

namespace pf::test {

std::vector<report::Finding> Analysis::all(const std::string& rule) const {
  std::vector<report::Finding> out;
  for (const auto& f : report::deduplicate(result.report.findings))
    if (f.ruleId == rule || f.ruleName == rule) out.push_back(f);
  return out;
}

std::vector<report::Finding> Analysis::problems(const std::string& rule) const {
  std::vector<report::Finding> out;
  for (auto& f : all(rule))
    if (f.isProblem()) out.push_back(f);
  return out;
}

std::string Analysis::diagnostics() const {
  std::string s;
  for (const auto& d : result.diagnostics.items()) s += formatDiagnostic(d, files, false) + "\n";
  for (const auto& f : result.report.findings)
    s += f.location.file + ":" + std::to_string(f.location.line) + " " + f.ruleName + " " +
         report::outcomeName(f.outcome) + " " + f.message + "\n";
  return s;
}

std::unique_ptr<Analysis> analyzeFolder(const std::string& dir, const std::vector<std::string>& rulePaths) {
  auto a = std::make_unique<Analysis>();
  analyze::AnalyzeRequest req;
  req.paths = {dir};
  inputs::ConfigFiles config = inputs::findConfigFiles(dir);
  // As the CLI does: the configuration's problems are analyze()'s to judge.
  if (!config.empty()) req.config = inputs::loadConfigFiles(config, a->files, req.configDiagnostics);
  req.context = req.config.deploymentContext();
  req.rulePaths = rulePaths;
  req.today = "2026-06-01";
  a->result = analyze::analyze(req, a->files);
  return a;
}

uint32_t lineOf(const std::string& text, const std::string& marker) {
  size_t at = text.find(marker);
  if (at == std::string::npos) return 0;
  uint32_t line = 1;
  for (size_t i = 0; i < at; ++i) line += text[i] == '\n';
  return line;
}

std::string armTemplate(const std::string& resources, const std::string& parameters) {
  return "{\n"
         "  \"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentTemplate.json#\",\n"
         "  \"contentVersion\": \"1.0.0.0\",\n"
         "  \"parameters\": " + parameters + ",\n"
         "  \"resources\": " + resources + "\n"
         "}\n";
}

std::string parameterFile(const std::string& parameters) {
  return "{\n"
         "  \"$schema\": \"https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#\",\n"
         "  \"contentVersion\": \"1.0.0.0\",\n"
         "  \"parameters\": " + parameters + "\n"
         "}\n";
}

std::string storageAccount(const std::string& name, const std::string& properties) {
  return "[\n"
         "    {\n"
         "      \"type\": \"Microsoft.Storage/storageAccounts\",\n"
         "      \"apiVersion\": \"2023-01-01\",\n"
         "      \"name\": \"" + name + "\",\n"
         "      \"location\": \"eastus\",\n"
         "      \"sku\": {\"name\": \"Standard_LRS\"},\n"
         "      \"kind\": \"StorageV2\",\n"
         "      \"properties\": " + properties + "\n"
         "    }\n"
         "  ]";
}

analyze::AnalyzeRequest samplesRequest(unsigned jobs, ThreadCrew* crew) {
  analyze::AnalyzeRequest req;
  req.paths = {std::string(PREFLIGHT_SOURCE_DIR) + "/samples/infra"};
  req.jobs = jobs;
  req.crew = crew;
  req.today = "2026-06-01";
  return req;
}

}  // namespace pf::test
