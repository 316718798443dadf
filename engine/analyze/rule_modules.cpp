#include "engine/analyze/rule_modules.hpp"

#include <algorithm>
#include <deque>
#include <filesystem>

#include "engine/analyze/builtin_rules.hpp"

namespace pf::analyze {

namespace fs = std::filesystem;

namespace {

constexpr int kMaxDepth = 4;

bool holdsManifest(const fs::path& dir, const std::string& name) {
  std::error_code ec;
  return fs::is_regular_file(dir / (name + ".psd1"), ec);
}

// The folder holding Name.psd1: `dir` itself, or one of its version folders (the highest by name).
std::string manifestFolder(const fs::path& dir, const std::string& name) {
  if (holdsManifest(dir, name)) return dir.string();
  std::vector<fs::path> versions;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->is_directory(ec) && holdsManifest(it->path(), name)) versions.push_back(it->path());
  if (versions.empty()) return {};
  std::sort(versions.begin(), versions.end());
  return versions.back().string();
}

// Breadth-first, in name order, so the module found does not depend on the file system.
std::string findModule(const std::string& root, const std::string& name, const FileAccessPolicy& access) {
  std::deque<std::pair<fs::path, int>> queue{{fs::path(root), 0}};
  while (!queue.empty()) {
    auto [dir, depth] = queue.front();
    queue.pop_front();
    std::vector<fs::path> children;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      std::string leaf = it->path().filename().string();
      if (leaf.empty() || leaf.front() == '.' || it->is_symlink(ec) || !it->is_directory(ec)) continue;
      children.push_back(it->path());
    }
    std::sort(children.begin(), children.end());
    for (const fs::path& child : children) {
      if (iequals(child.filename().string(), name)) {
        std::string folder = manifestFolder(child, name);
        if (!folder.empty() && access.check((fs::path(folder) / (name + ".psd1")).string())) return folder;
      }
      if (depth + 1 < kMaxDepth) queue.emplace_back(child, depth + 1);
    }
  }
  return {};
}

}  // namespace

std::vector<RuleModule> findRuleModules(const inputs::Config& config, const std::vector<std::string>& roots,
                                        bool builtinLoaded, const FileAccessPolicy& access, Diagnostics& diags) {
  std::vector<RuleModule> out;
  for (const auto& m : config.rules.modules) {
    if (iequals(m.pattern, kBuiltinModule)) {
      if (!builtinLoaded)
        diags.warning("CFG005", "option 'include.module " + m.pattern + "' has no effect in preflight: the built-in "
                                    "rule pack, which takes its place, is turned off (--no-builtin-rules)",
                      m.loc);
      continue;
    }
    std::string folder;
    for (const auto& root : roots)
      if (folder.empty()) folder = findModule(root, m.pattern, access);
    if (folder.empty()) {
      diags.warning("CFG005", "option 'include.module " + m.pattern + "' has no effect in preflight: no folder " +
                                  m.pattern + " holding " + m.pattern + ".psd1 in the repository (PowerShell's module "
                                  "path is not searched)",
                    m.loc);
      continue;
    }
    out.push_back({m.pattern, folder});
  }
  return out;
}

}  // namespace pf::analyze
