#pragma once
// Which configuration a command reads when --config is not given.
#include <string>
#include <vector>

#include "engine/inputs/config.hpp"

namespace pf::cli {

// preflight.yaml and PSRule's ps-rule.yaml: in the first folder argument (else the first file's
// folder) or the nearest folder above it holding either, up to the repository root (a folder
// holding .git).
inputs::ConfigFiles findConfig(const std::vector<std::string>& paths);

}  // namespace pf::cli
