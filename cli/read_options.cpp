#include "cli/read_options.hpp"

#include "engine/inputs/read_access.hpp"

namespace pf::cli {

void addReadOptions(CLI::App& cmd, ReadOptions& o) {
  cmd.add_option("--allow-read", o.allowRead,
                 "Also let analyzed files read from this folder (load* functions, modules, linked templates); "
                 "reads are otherwise confined to the repository analyzed (repeatable)");
  cmd.add_option("--max-file-size", o.maxFileMegabytes, "Files larger than this many MB are not read (default 64)")
      ->check(CLI::Range(1, 4096));
}

FileAccessPolicy readAccess(const ReadOptions& o, const std::vector<std::string>& paths) {
  FileAccessPolicy access = inputs::analysisAccess(paths, o.allowRead);
  applyMaxFileSize(o, access);
  return access;
}

void applyMaxFileSize(const ReadOptions& o, FileAccessPolicy& access) {
  if (o.maxFileMegabytes) access.setMaxBytes(o.maxFileMegabytes * 1024 * 1024);
}

}  // namespace pf::cli
