#pragma once
// --allow-read and --max-file-size: what the analyzed files may make preflight read (see
// engine/core/file_access.hpp and README.md, "Security").
#include <CLI/CLI.hpp>
#include <string>
#include <vector>

#include "engine/core/file_access.hpp"

namespace pf::cli {

struct ReadOptions {
  std::vector<std::string> allowRead;
  size_t maxFileMegabytes = 0;  // 0: the configuration's, else the default
};

void addReadOptions(CLI::App& cmd, ReadOptions& o);

// Confined to the analysis roots of `paths` (the repositories holding them), plus --allow-read.
FileAccessPolicy readAccess(const ReadOptions& o, const std::vector<std::string>& paths);

// --max-file-size, which wins over a configuration's input.maxFileSize.
void applyMaxFileSize(const ReadOptions& o, FileAccessPolicy& access);

}  // namespace pf::cli
