#include "engine/inputs/git_revision.hpp"

#include <cstdlib>
#include <filesystem>
#include <unistd.h>

#include "engine/toolchain/process.hpp"

namespace pf::inputs {

namespace fs = std::filesystem;

namespace {

constexpr size_t kMaxRevisionLength = 256;

// `environment`: NAME=value entries that replace or add to this process's environment.
Result<toolchain::ProcessResult> git(const GitRepository& repo, std::vector<std::string> args,
                                     std::chrono::milliseconds timeout = std::chrono::milliseconds(60000),
                                     const std::vector<std::string>& environment = {}) {
  // Neither the user's nor the system's pager, editor or prompts; output is plain.
  std::vector<std::string> full{"-C", repo.top, "-c", "core.pager=cat", "--no-pager"};
  full.insert(full.end(), args.begin(), args.end());
  toolchain::ProcessOptions o;
  o.timeout = timeout;
  if (!environment.empty()) o.environment = toolchain::environmentWith(environment);
  return toolchain::runProcess(repo.git, full, o);
}

std::string firstLine(std::string s) {
  size_t nl = s.find('\n');
  if (nl != std::string::npos) s.resize(nl);
  return s;
}

}  // namespace

Result<std::string> findProgram(const std::string& name) {
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t colon = dirs.find(':', start);
    std::string dir = dirs.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
    if (!dir.empty()) {
      fs::path candidate = fs::path(dir) / name;
      std::error_code ec;
      if (fs::is_regular_file(candidate, ec) && ::access(candidate.c_str(), X_OK) == 0) return candidate.string();
    }
    if (colon == std::string::npos) break;
    start = colon + 1;
  }
  return makeError("GIT001", name + " is not installed (not found on PATH)");
}

Result<GitRepository> openRepository(const std::string& dir) {
  PF_TRY(program, findProgram("git"));
  GitRepository repo{program, dir};
  PF_TRY(r, git(repo, {"rev-parse", "--show-toplevel"}));
  if (!r.succeeded() || r.out.empty()) {
    std::string why = firstLine(r.err);
    return makeError("GIT002", "'" + dir + "' is not inside a git repository" + (why.empty() ? "" : " (" + why + ")"));
  }
  repo.top = firstLine(r.out);
  return repo;
}

Result<std::string> checkRevisionName(const std::string& rev) {
  auto refuse = [&](const std::string& why) {
    return makeError("GIT003", "the revision '" + rev + "' is refused: " + why);
  };
  if (rev.empty()) return refuse("it is empty");
  if (rev.size() > kMaxRevisionLength) return refuse("it is longer than " + std::to_string(kMaxRevisionLength) + " characters");
  if (rev.front() == '-') return refuse("it starts with '-', which git would read as an option");
  for (unsigned char c : rev)
    if (c < 0x20 || c == 0x7F) return refuse("it holds a control character");
  return rev;
}

Result<std::string> resolveCommit(const GitRepository& repo, const std::string& rev) {
  PF_TRY(name, checkRevisionName(rev));
  // --end-of-options: whatever the name holds, git reads it as a revision.
  PF_TRY(r, git(repo, {"rev-parse", "--verify", "--quiet", "--end-of-options", name + "^{commit}"}));
  std::string hash = firstLine(r.out);
  if (!r.succeeded() || hash.size() < 40)
    return makeError("GIT004", "unknown revision '" + rev + "': it does not name a commit of the repository at " + repo.top);
  return hash;
}

MaterializedRevision& MaterializedRevision::operator=(MaterializedRevision&& o) noexcept {
  if (this != &o) {
    MaterializedRevision gone(std::move(*this));
    dir_ = std::move(o.dir_);
    o.dir_.clear();
  }
  return *this;
}

MaterializedRevision::~MaterializedRevision() {
  if (dir_.empty()) return;
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

Result<MaterializedRevision> materialize(const GitRepository& repo, const std::string& commit) {
  if (commit.size() < 40 || commit.find_first_not_of("0123456789abcdef") != std::string::npos)
    return makeError("GIT005", "'" + commit + "' is not a commit hash");
  std::string tmpl = (fs::temp_directory_path() / "preflight-diff-XXXXXX").string();
  if (!::mkdtemp(tmpl.data())) return makeError("GIT005", "cannot create a temporary folder for the revision " + commit);
  MaterializedRevision rev(tmpl);
  std::error_code ec;
  fs::create_directory(rev.tree(), ec);
  PF_TRY(gd, git(repo, {"rev-parse", "--absolute-git-dir"}));
  std::string gitDir = firstLine(gd.out);
  if (!gd.succeeded() || gitDir.empty()) return makeError("GIT005", "cannot find the git folder of " + repo.top + ": " + firstLine(gd.err));
  // The commit's tree through an index of our own, checked out into our folder as git checks out
  // a working tree (line endings and filters as configured, the commit's .gitattributes). The
  // repository's index, working tree and sparse-checkout patterns are not involved. Not `git
  // archive`: it leaves out what .gitattributes marks export-ignore and rewrites export-subst
  // files, so a repository that keeps its infrastructure out of release archives had none at
  // the base, and every resource looked new.
  const std::vector<std::string> index{"GIT_INDEX_FILE=" + tmpl + "/index"};
  const std::vector<std::string> here{"-c", "core.sparseCheckout=false", "--git-dir=" + gitDir, "--work-tree=" + rev.tree()};
  auto inHere = [&](std::vector<std::string> args) {
    args.insert(args.begin(), here.begin(), here.end());
    return args;
  };
  const auto timeout = std::chrono::milliseconds(300000);
  PF_TRY(r, git(repo, inHere({"read-tree", commit}), timeout, index));
  if (!r.succeeded()) return makeError("GIT005", "reading the tree of " + commit + " failed: " + firstLine(r.err));
  PF_TRY(x, git(repo, inHere({"checkout-index", "--all", "--force"}), timeout, index));
  if (!x.succeeded()) return makeError("GIT005", "writing out the revision " + commit + " failed: " + firstLine(x.err));
  fs::remove(tmpl + "/index", ec);
  return rev;
}

Result<std::string> repositoryRelative(const GitRepository& repo, const std::string& path) {
  std::error_code ec;
  fs::path abs = fs::weakly_canonical(fs::absolute(path, ec), ec);
  fs::path top = fs::weakly_canonical(repo.top, ec);
  fs::path rel = abs.lexically_relative(top);
  if (rel.empty() || *rel.begin() == "..") return makeError("GIT006", "the path '" + path + "' is outside the repository at " + repo.top);
  std::string s = rel.generic_string();
  return s.empty() ? "." : s;
}

}  // namespace pf::inputs
