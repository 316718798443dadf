#pragma once
// Reading files into memory, with size limits and clear errors.
#include <string>

#include "engine/core/result.hpp"

namespace pf {

// Reads a whole file. Files larger than `maxBytes` are refused (code IO002) without reading them.
Result<std::string> readFile(const std::string& path, size_t maxBytes = 64u * 1024 * 1024);

}  // namespace pf
