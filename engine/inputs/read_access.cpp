#include "engine/inputs/read_access.hpp"

namespace pf::inputs {

FileAccessPolicy analysisAccess(const std::vector<std::string>& paths, const std::vector<std::string>& allowRead) {
  std::vector<std::string> roots;
  for (const auto& p : paths) roots.push_back(analysisRootOf(p));
  if (roots.empty()) roots.push_back(analysisRootOf("."));
  FileAccessPolicy access = FileAccessPolicy::confinedTo(roots);
  for (const auto& dir : allowRead) access.allow(dir);
  return access;
}

bool configTrusted(const Config& config, const FileAccessPolicy& access) {
  return !config.path.empty() && !access.insideRoots(config.path);
}

void applyConfigAccess(FileAccessPolicy& access, const Config& config, Diagnostics& diags) {
  if (config.maxFileMegabytes) access.setMaxBytes(*config.maxFileMegabytes * 1024 * 1024);
  if (config.path.empty()) return;
  if (configTrusted(config, access)) {
    access.allow(config.baseDir.empty() ? "." : config.baseDir);
    for (const auto& dir : config.allowRead) access.allow(dir.pattern);
    for (const auto& a : config.artifacts) access.allow(a.dir);
    return;
  }
  for (const auto& dir : config.allowRead)
    diags.warning("CFG041",
                  "allowRead is ignored in a configuration file inside the analyzed repository, which a pull request "
                  "can change; widen reads with --allow-read, or in a configuration file kept outside the repository "
                  "(--config): '" + dir.pattern + "'",
                  dir.loc);
}

}  // namespace pf::inputs
