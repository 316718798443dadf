#pragma once
// What an analysis may read: the file-access policy (engine/core/file_access.hpp) for a set of
// analyzed paths, widened on purpose by --allow-read and by a configuration file the analyzed
// repository does not control.
#include <string>
#include <vector>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/inputs/config.hpp"

namespace pf::inputs {

// Confined to the analysis root of each path (the repository holding it, else the folder
// analyzed), plus the `allowRead` folders (--allow-read).
FileAccessPolicy analysisAccess(const std::vector<std::string>& paths, const std::vector<std::string>& allowRead);

// True when the configuration file lies outside every analysis root of `access`: the pipeline's
// own file, which a pull request cannot change.
bool configTrusted(const Config& config, const FileAccessPolicy& access);

// Applies the configuration's `allowRead:` and `input.maxFileSize`. `allowRead` widens reads only
// when the file is trusted (configTrusted); in a file of the analyzed repository it is ignored
// with a warning (CFG041) at its line. A trusted file's own folder and its artifact folders are
// allowed too, since the paths it names are the pipeline's.
void applyConfigAccess(FileAccessPolicy& access, const Config& config, Diagnostics& diags);

}  // namespace pf::inputs
