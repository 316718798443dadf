#include "tests/corpus/corpus.hpp"

#include <algorithm>
#include <cstdlib>

namespace pf::test {

std::filesystem::path corpusRoot() {
  namespace fs = std::filesystem;
  if (const char* env = std::getenv("PREFLIGHT_CORPUS")) return fs::exists(env) ? fs::path(env) : fs::path();
  // ../shared/corpus beside the checkout (CI), or beside a parent folder (git worktrees).
  std::error_code ec;
  fs::path dir = fs::path(PREFLIGHT_SOURCE_DIR);
  for (int up = 0; up < 3 && !dir.empty(); ++up, dir = dir.parent_path()) {
    fs::path p = dir / ".." / "shared" / "corpus";
    if (fs::exists(p, ec)) return fs::canonical(p, ec);
  }
  return {};
}

bool corpusRequired() {
  const char* ci = std::getenv("CI");
  if (!ci) return false;
  std::string v = ci;
  return !(v.empty() || v == "0" || v == "false" || v == "FALSE" || v == "False");
}

std::string corpusSearchDescription() {
  if (const char* env = std::getenv("PREFLIGHT_CORPUS")) return std::string("PREFLIGHT_CORPUS=") + env;
  return std::string("../shared/corpus beside ") + PREFLIGHT_SOURCE_DIR + " or up to two folders above it; "
         "set PREFLIGHT_CORPUS to point elsewhere";
}

std::vector<std::filesystem::path> corpusFiles(const std::filesystem::path& dir, const std::string& name) {
  namespace fs = std::filesystem;
  std::vector<fs::path> out;
  std::error_code ec;
  if (!fs::exists(dir, ec)) return out;
  bool suffix = !name.empty() && name[0] == '*';
  std::string want = suffix ? name.substr(1) : name;
  // Following folder links lets a test stand in a corpus made of links (corpus_guard_test.cpp).
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::follow_directory_symlink, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    if (!it->is_regular_file()) continue;
    std::string fn = it->path().filename().string();
    bool match = suffix ? (fn.size() >= want.size() && fn.compare(fn.size() - want.size(), want.size(), want) == 0)
                        : fn == want;
    if (match) out.push_back(it->path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace pf::test
