#pragma once
// Checked-in expected outputs ("golden" files) under tests/: read, compare, and regenerate.
// PREFLIGHT_UPDATE_GOLDEN=1 makes a golden test write what it produced instead of failing, so
// an intended change is accepted by re-running the test and reviewing `git diff`.
#include <optional>
#include <string>

namespace pf::test {

// True when PREFLIGHT_UPDATE_GOLDEN is set to a non-empty value other than "0".
bool updateGolden();

// `rel` (e.g. "tests/golden/x.json") under the source tree.
std::string goldenPath(const std::string& rel);

// The file's bytes, or nullopt when it cannot be read.
std::optional<std::string> readGolden(const std::string& rel);

// Writes `text` to the golden file; returns an error message or "".
std::string writeGolden(const std::string& rel, const std::string& text);

// A line diff of `expected` against `actual` ("-" expected only, "+" actual only), with up to
// `context` unchanged lines around each change and at most `maxLines` lines in all.
std::string lineDiff(const std::string& expected, const std::string& actual, size_t context = 2, size_t maxLines = 60);

// Compares `actual` with the golden file `rel`. Returns "" when they are equal, or when
// updateGolden() is on and the file was (re)written; else what differs (a line diff) and the
// command that accepts the change.
std::string compareWithGolden(const std::string& rel, const std::string& actual, const std::string& tag);

// The command that regenerates the golden files of the tests tagged `tag`.
std::string regenerateCommand(const std::string& tag);

}  // namespace pf::test
