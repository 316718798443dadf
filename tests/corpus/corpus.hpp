#pragma once
// Locating ../shared/corpus. Corpus tests run when it exists and say so when it does not.
#include <filesystem>
#include <string>
#include <vector>

namespace pf::test {

// The corpus root, or empty when absent (PREFLIGHT_CORPUS overrides the default location).
std::filesystem::path corpusRoot();
// Every file under `dir` whose name matches `name` exactly (or ends with `name` when it starts with '*').
std::vector<std::filesystem::path> corpusFiles(const std::filesystem::path& dir, const std::string& name);

}  // namespace pf::test

// Skip the current test with a message when there is no corpus.
#define PF_REQUIRE_CORPUS()                                                           \
  do {                                                                                \
    if (pf::test::corpusRoot().empty()) {                                             \
      WARN("../shared/corpus not found: corpus test skipped (set PREFLIGHT_CORPUS)"); \
      return;                                                                         \
    }                                                                                 \
  } while (0)
