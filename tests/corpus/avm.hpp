#pragma once
// The Azure Verified Modules corpus (../shared/avm, see its README): finding its modules and
// end-to-end tests, the values the modules' CI gives a test, and a test pointed at the official
// main.json of the module it deploys.
#include <filesystem>
#include <string>
#include <vector>

#include "engine/core/value.hpp"

namespace pf::test {

// ../shared/avm beside the corpus (PREFLIGHT_AVM overrides); empty when absent.
std::filesystem::path avmRoot();

// Every module `main.bicep` (child modules included, tests left out) and every
// `tests/e2e/*/main.test.bicep`, sorted.
std::vector<std::filesystem::path> avmModules(const std::filesystem::path& root);
std::vector<std::filesystem::path> avmTests(const std::filesystem::path& root);

// A deploymentParameters.json value for a compiled test template: what the AVM pipeline injects
// (`namePrefix` a short literal; parameters that default to '' and stand for CI secrets or
// tenant-specific ids get a synthetic well-formed value, by their name). Other parameters keep
// their defaults.
Value ciParameters(const Value& compiledTest);

// `text` (a main.test.bicep) with every `module` path that names a module main.bicep having an
// official main.json beside it rewritten to that main.json. `rewritten` receives the module
// folders (relative to the test file's folder, as written). Nothing is written to disk.
std::string pointModulesAtJson(const std::string& text, const std::filesystem::path& testFile,
                               std::vector<std::string>& rewritten);

}  // namespace pf::test
