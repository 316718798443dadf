#pragma once
// `versioning max-compatible`: the highest of a list of Bicep versions that every file's
// pinned constraint accepts.
#include <optional>
#include <string>
#include <vector>

#include "engine/core/result.hpp"
#include "engine/toolchain/version_constraint.hpp"

namespace pf::toolchain {

struct FileConstraint {
  std::string file;                              // the Bicep file
  std::string declaredIn;                        // the bicepconfig.json that pins it (empty: none)
  std::optional<VersionConstraint> constraint;  // nullopt: the file is not pinned
};

// The index in `versions` of the answer, or nullopt when no file has a constraint.
// Errors (TOOL040): a constraint no version satisfies (named with its files), or constraints
// whose highest satisfying versions differ (each named with its files and its maximum).
Result<std::optional<size_t>> maxCompatible(const std::vector<FileConstraint>& files,
                                            const std::vector<Version>& versions,
                                            const std::vector<std::string>& versionTexts);

}  // namespace pf::toolchain
