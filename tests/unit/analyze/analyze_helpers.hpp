#pragma once
// Running the analyze pipeline over a temporary folder, for the analyze tests.
#include <string>
#include <vector>

#include "engine/analyze/analyze.hpp"
#include "engine/core/thread_crew.hpp"
#include "tests/temp_dir.hpp"

namespace pf::test {

struct Analysis {
  SourceFiles files;
  analyze::AnalyzeResult result;
  // Problems (failures and rule errors) of `rule` (id or name), after de-duplication.
  std::vector<report::Finding> problems(const std::string& rule) const;
  std::vector<report::Finding> all(const std::string& rule) const;
  std::string diagnostics() const;
};

// Analyzes `dir` with the configuration file in it (when there is one).
std::unique_ptr<Analysis> analyzeFolder(const std::string& dir, const std::vector<std::string>& rulePaths = {});

// A request over samples/infra at `jobs` jobs (0: one per core), borrowing `crew`'s threads when
// there is one, on a fixed day: for the tests that the result does not depend on the threads.
analyze::AnalyzeRequest samplesRequest(unsigned jobs, ThreadCrew* crew);

// The 1-based line of the first line of `text` that contains `marker`.
uint32_t lineOf(const std::string& text, const std::string& marker);

// A minimal resource group template around `resources` (a JSON array text) and `parameters`.
std::string armTemplate(const std::string& resources, const std::string& parameters = "{}");
std::string parameterFile(const std::string& parameters);
// A resources array (JSON text) holding one Standard_LRS StorageV2 account in eastus whose
// declaration starts on the array's third line.
std::string storageAccount(const std::string& name, const std::string& properties);

}  // namespace pf::test
