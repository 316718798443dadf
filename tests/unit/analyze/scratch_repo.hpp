#pragma once
// A scratch repository laid out as a PSRule for Azure user keeps one, for the PSRule
// compatibility tests: a git root (where ps-rule.yaml and .ps-rule/ are looked for from any
// folder below it), ps-rule.yaml, rule files in .ps-rule/, templates written with write(); and the
// CLI run from its root, as a pipeline runs it.
#include <filesystem>
#include <string>

#include "tests/temp_dir.hpp"

namespace pf::test {

class ScratchRepo : public TempDir {
 public:
  ScratchRepo() { std::filesystem::create_directories(path() / ".git"); }

  // ps-rule.yaml at the root; returns its path.
  std::string psrule(const std::string& yaml) const { return write("ps-rule.yaml", yaml); }
  // A rule file in .ps-rule/ (where PSRule loads local rules from); returns its path.
  std::string rules(const std::string& yaml, const std::string& file = "Org.Rule.yaml") const {
    return write(".ps-rule/" + file, yaml);
  }

  // For runCli's `env`: run the binary from the repository root.
  std::string fromRoot() const { return "sh -c 'cd \"" + str() + "\" && exec \"$0\" \"$@\"'"; }
};

// How many times `needle` stands in `text` (a warning said once, say).
inline size_t occurrences(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

}  // namespace pf::test
