#include "cli/config_lookup.hpp"

#include <filesystem>

namespace pf::cli {

namespace fs = std::filesystem;

inputs::ConfigFiles findConfig(const std::vector<std::string>& paths) {
  std::error_code ec;
  fs::path start = ".";
  for (const auto& p : paths)
    if (fs::is_directory(p, ec)) {
      start = p;
      break;
    }
  if (start == "." && !paths.empty() && !fs::is_directory(paths.front(), ec)) start = fs::path(paths.front()).parent_path();
  fs::path dir = fs::absolute(start.empty() ? "." : start, ec).lexically_normal();
  for (int depth = 0; depth < 64; ++depth) {
    inputs::ConfigFiles found = inputs::findConfigFiles(dir.string());
    if (!found.empty()) return found;
    if (fs::exists(dir / ".git", ec) || dir == dir.parent_path()) break;
    dir = dir.parent_path();
  }
  return {};
}

}  // namespace pf::cli
