#pragma once
// Which preflight.yaml a command reads when --config is not given.
#include <string>
#include <vector>

namespace pf::cli {

// preflight.yaml (or .yml) in the first folder argument (else the first file's folder) or the
// nearest folder above it, up to the repository root (a folder holding .git); empty when none.
std::string findConfig(const std::vector<std::string>& paths);

}  // namespace pf::cli
