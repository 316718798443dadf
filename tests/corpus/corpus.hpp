#pragma once
// Locating ../shared/corpus. Corpus tests run when it exists and say so when it does not; in
// CI (the CI variable set, as .ci/run is run) a missing corpus is a failure, since there
// ../shared always sits beside the checkout and a missing one means a broken set-up.
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace pf::test {

// The corpus root, or empty when absent (PREFLIGHT_CORPUS overrides the default location).
std::filesystem::path corpusRoot();
// Every file under `dir` whose name matches `name` exactly (or ends with `name` when it starts with '*').
std::vector<std::filesystem::path> corpusFiles(const std::filesystem::path& dir, const std::string& name);
// True when the environment variable CI is set to anything but "" / "0" / "false".
bool corpusRequired();
// Where the corpus was looked for, for messages.
std::string corpusSearchDescription();

}  // namespace pf::test

// Skip the current test with a message when there is no corpus; fail instead under CI.
#define PF_REQUIRE_CORPUS()                                                                               \
  do {                                                                                                    \
    if (pf::test::corpusRoot().empty()) {                                                                 \
      if (pf::test::corpusRequired())                                                                     \
        FAIL("corpus not found (" << pf::test::corpusSearchDescription()                                  \
                                  << ") and CI is set: in CI the corpus must be there, so this is a "     \
                                     "broken set-up, not a skip");                                        \
      WARN("corpus not found (" << pf::test::corpusSearchDescription() << "): corpus test skipped");     \
      return;                                                                                             \
    }                                                                                                     \
  } while (0)

// The corpus is fixed data (see its README): a test that finds fewer inputs than it was
// measured with reads a moved or renamed folder, and must fail rather than pass on less.
#define PF_REQUIRE_CORPUS_INPUTS(what, found, minimum)                                                    \
  do {                                                                                                    \
    INFO((what) << ": found " << (found) << ", the corpus holds at least " << (minimum)                   \
                << " (a folder inside " << pf::test::corpusRoot().string() << " moved or was renamed?)"); \
    REQUIRE(static_cast<size_t>(found) >= static_cast<size_t>(minimum));                                  \
  } while (0)
