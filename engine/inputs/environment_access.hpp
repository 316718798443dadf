#pragma once
// Which environment variables .bicepparam files may read (readEnvironmentVariable): --allow-env,
// and `allowEnv:` of a configuration file the analyzed repository does not control.
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/inputs/config.hpp"

namespace pf::inputs {

// The configuration's `allowEnv:` names when the file is trusted (configTrusted: outside the
// analyzed repository). In a file of the analyzed repository they are ignored with a warning
// (CFG042) at their line: a pull request can change that file, and although an allowed
// variable's value is never printed, the templates may use it.
std::vector<std::string> configAllowedEnvironment(const Config& config, const FileAccessPolicy& access,
                                                  Diagnostics& diags);

}  // namespace pf::inputs
