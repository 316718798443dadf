#include "cli/terminal_output.hpp"

#include "engine/core/terminal_text.hpp"

namespace pf::cli {

std::string diagnosticText(const Diagnostic& d, const SourceFiles& files, const SecretSet* secrets, bool withSnippet) {
  std::string text = formatDiagnostic(d, files, withSnippet);
  if (secrets) text = secrets->scrub(std::move(text));
  return terminalSafe(text);
}

}  // namespace pf::cli
