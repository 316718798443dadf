#pragma once
// Diagnostics as a command prints them on standard error: secrets scrubbed first (their text is
// looked for as it is), then made safe for a terminal and a CI log (terminalSafe), since the
// message and the source line under it come from the repository.
#include <string>

#include "engine/core/diagnostic.hpp"
#include "engine/core/secrets.hpp"

namespace pf::cli {

std::string diagnosticText(const Diagnostic& d, const SourceFiles& files, const SecretSet* secrets = nullptr,
                           bool withSnippet = true);

}  // namespace pf::cli
