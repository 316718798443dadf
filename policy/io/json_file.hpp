#pragma once
// Reading the JSON files policies come in (definitions, assignments, --resource, --aliases)
// through a file-access policy, with positions kept for diagnostics.
#include <optional>
#include <string>

#include "engine/core/diagnostic.hpp"
#include "engine/core/file_access.hpp"
#include "engine/core/value.hpp"

namespace pf::policy {

// The parsed file (JSON with comments and trailing commas, as ARM accepts), registered in
// `files`; nullopt with a diagnostic (POL001 for a read error, the JSON codes for syntax).
std::optional<Value> readJsonFile(const std::string& path, const FileAccessPolicy& access, SourceFiles& files,
                                  Diagnostics& diags);

class AliasCatalog;
// Reads an `az provider list --expand resourceTypes/aliases` file into `catalog`; false on errors.
bool loadAliasFile(const std::string& path, const FileAccessPolicy& access, SourceFiles& files, AliasCatalog& catalog,
                   Diagnostics& diags);

}  // namespace pf::policy
