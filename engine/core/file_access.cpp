#include "engine/core/file_access.hpp"

#include <fcntl.h>
#ifdef __linux__
#include <linux/openat2.h>
#include <sys/syscall.h>
#endif
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <optional>

#include "engine/core/file.hpp"
#include "engine/core/normal_path.hpp"

namespace pf {

namespace fs = std::filesystem;

namespace {

// Absolute, normalised, every symbolic link resolved (as far as the path exists).
std::string resolved(const std::string& path) {
  std::error_code ec;
  fs::path abs = fs::absolute(path.empty() ? "." : path, ec);
  if (ec) abs = fs::path(path);
  fs::path canon = fs::weakly_canonical(abs, ec);
  if (ec) canon = abs.lexically_normal();
  std::string s = canon.generic_string();
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

std::string lexical(const std::string& path) {
  std::error_code ec;
  fs::path abs = fs::absolute(path.empty() ? "." : path, ec);
  if (ec) abs = fs::path(path);
  std::string s = abs.lexically_normal().generic_string();
  while (s.size() > 1 && s.back() == '/') s.pop_back();
  return s;
}

bool under(const std::string& dir, const std::string& p) {
  if (dir == "/") return !p.empty() && p[0] == '/';
  return p == dir || (p.size() > dir.size() && p.compare(0, dir.size(), dir) == 0 && p[dir.size()] == '/');
}

bool pseudoPath(const std::string& p) {
  return under("/proc", p) || under("/sys", p) || under("/dev", p);
}

// Where a path is when no symbolic link is on its way: made absolute (from the current folder,
// which the kernel names without links) and normalised by its text, ".." included. An absolute
// path of plain names already is (most paths a run reads): no copy through std::filesystem.
std::string linkFreeLocation(const std::string& path) {
  if (path.size() >= 2 && path[0] == '/' && plainNames(std::string_view(path).substr(1))) return path;
  return lexical(path);
}

// The linkFreeLocation of `path` when the policy lets it be read there (nullopt: the caller
// resolves the path instead). Only as good as "no link on the way", which the caller has the
// kernel confirm before it relies on the answer.
std::optional<std::string> readableIfLinkFree(const FileAccessPolicy& policy, const std::string& path) {
  if (path.empty()) return std::nullopt;
  std::string real = linkFreeLocation(path);
  if (!policy.permits(real) || pseudoPath(real)) return std::nullopt;
  return real;
}

}  // namespace

FileAccessPolicy FileAccessPolicy::confinedTo(const std::vector<std::string>& roots) {
  FileAccessPolicy p;
  p.confined_ = true;
  for (const auto& r : roots) {
    std::string c = resolved(r);
    if (std::find(p.roots_.begin(), p.roots_.end(), c) == p.roots_.end()) p.roots_.push_back(c);
    std::string l = lexical(r);
    if (std::find(p.lexicalRoots_.begin(), p.lexicalRoots_.end(), l) == p.lexicalRoots_.end()) p.lexicalRoots_.push_back(l);
  }
  return p;
}

void FileAccessPolicy::allow(const std::string& dir) {
  if (!confined_) return;
  std::string c = resolved(dir);
  if (std::find(allowed_.begin(), allowed_.end(), c) == allowed_.end()) allowed_.push_back(c);
}

bool FileAccessPolicy::permits(const std::string& path) const {
  if (!confined_) return true;
  for (const auto& r : roots_)
    if (under(r, path)) return true;
  for (const auto& a : allowed_)
    if (under(a, path)) return true;
  return false;
}

bool FileAccessPolicy::insideRoots(const std::string& path) const {
  if (!confined_) return true;
  std::string l = lexical(path), r = resolved(path);
  for (const auto* list : {&roots_, &lexicalRoots_})
    for (const auto& root : *list)
      if (under(root, l) || under(root, r)) return true;
  return false;
}

Error FileAccessPolicy::refusal(const std::string& path) const {
  // Say whether the path itself or a link on the way leaves, without naming where it leads.
  std::string l = lexical(path);
  bool viaLink = false;
  for (const auto* list : {&roots_, &lexicalRoots_})
    for (const auto& root : *list) viaLink = viaLink || under(root, l);
  // The roots are not named: reports are public, and the runner's folders are nobody's business.
  return makeError("IO010", "'" + path + "' " +
                                (viaLink ? "is a symbolic link (or inside one) leading outside" : "is outside") +
                                " the repository analyzed; it is not read (allow a folder on purpose with --allow-read DIR)");
}

namespace {

Error kernelFile(const std::string& path, const std::string& resolvedPath) {
  return makeError("IO011", "'" + path + "' is a device or kernel file (" +
                                resolvedPath.substr(0, resolvedPath.find('/', 1)) + "); it is not read");
}

Error notRegular(const std::string& path) {
  return makeError("IO011", "'" + path + "' is a FIFO, device or socket, not a regular file; it is not read");
}

}  // namespace

Result<std::string> FileAccessPolicy::resolve(const std::string& path, bool wantDirectory) const {
  std::string r = resolved(path);
  if (confined_ && !permits(r)) return refusal(path);
  if (pseudoPath(r) && !wantDirectory) return kernelFile(path, r);
  return r;
}

namespace {

#if defined(__linux__) && defined(SYS_openat2)
// The status of what `path` names when no symbolic link is on its way, found by opening it for
// its path only (O_PATH: nothing is read, a FIFO or device is not touched) with links refused.
// nullopt when there is a link, nothing there, or the kernel cannot tell (no openat2).
std::optional<struct stat> statWithoutLinks(const std::string& path) {
  struct open_how how {};
  how.flags = O_PATH | O_CLOEXEC;
  how.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
  int fd = static_cast<int>(::syscall(SYS_openat2, AT_FDCWD, path.c_str(), &how, sizeof how));
  if (fd < 0) return std::nullopt;
  struct stat st {};
  const bool known = ::fstat(fd, &st) == 0;
  ::close(fd);
  if (!known) return std::nullopt;
  return st;
}

// The file at `path` when no symbolic link is on its way: then the path as written is where it
// is, and the policy's check of the text is the check of the file. openat2 refuses any link on
// the way (RESOLVE_NO_SYMLINKS) in the same step that opens, so nothing can be swapped in
// between. A file that is not regular by its status is never opened here; `listedRegular`: a
// folder listing has just given that status (it leaves the same moment between looking and
// opening as a status does, and the opened file is checked again either way). nullopt: the
// pinned read decides (a link on the way, a kernel without openat2, anything unusual).
std::optional<Result<std::string>> readWithoutLinks(const std::string& path, size_t maxBytes, bool listedRegular) {
  struct stat seen {};
  if (!listedRegular &&
      (::fstatat(AT_FDCWD, path.c_str(), &seen, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISREG(seen.st_mode)))
    return std::nullopt;
  struct open_how how {};
  how.flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
  how.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
  int fd = static_cast<int>(::syscall(SYS_openat2, AT_FDCWD, path.c_str(), &how, sizeof how));
  if (fd < 0) return std::nullopt;
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) return std::nullopt;
  if (!listedRegular && (st.st_dev != seen.st_dev || st.st_ino != seen.st_ino)) return std::nullopt;
  return readOpenFile(fd, st, path, maxBytes);
}
#endif

}  // namespace

Result<std::string> FileAccessPolicy::check(const std::string& path) const {
#if defined(__linux__) && defined(SYS_openat2)
  // With no symbolic link on its way, resolving a path folder by folder (a look-up and a link
  // read each) gives its linkFreeLocation. The kernel vouches for the "no link" part; anything
  // else is resolved below, whose messages say why.
  if (auto real = readableIfLinkFree(*this, path))
    if (auto st = statWithoutLinks(path)) {
      if (S_ISDIR(st->st_mode)) return makeError("IO001", "cannot read '" + path + "': it is a directory");
      if (!S_ISREG(st->st_mode)) return notRegular(path);
      return std::move(*real);
    }
#endif
  PF_TRY(r, resolve(path, false));
  std::error_code ec;
  auto st = fs::status(r, ec);
  if (ec || !fs::exists(st)) return makeError("IO001", "cannot read '" + path + "': no such file");
  if (fs::is_directory(st)) return makeError("IO001", "cannot read '" + path + "': it is a directory");
  if (!fs::is_regular_file(st)) return notRegular(path);
  return r;
}

std::optional<Result<std::string>> FileAccessPolicy::readPinned(const std::string& path, bool* absent,
                                                                bool listedRegular) const {
#if defined(__linux__) && defined(SYS_openat2)
  // Most files analyzed are plain files under the root with no link on their way: two system
  // calls fewer than the pinned read below, and none of them through /proc (a tenth of a run's time
  // was system calls, most of them these). Where such a path leads, linkFreeLocation says.
  if (readableIfLinkFree(*this, path))
    if (auto direct = readWithoutLinks(path, maxBytes_, listedRegular)) return direct;
#else
  (void)listedRegular;
#endif
#ifdef O_PATH
  // O_PATH opens nothing for reading (a FIFO or device is not touched) but pins the inode: the
  // kernel resolves the path once, /proc/self/fd says where it landed, and the checks below
  // apply to the very file that is then read, with no window for swapping in a link.
  int fd = ::open(path.empty() ? "." : path.c_str(), O_PATH | O_CLOEXEC);
  if (fd < 0) {
    // Opening with O_PATH fails where looking the path up fails (and for want of descriptors):
    // a status that cannot be had either says nothing is there.
    struct stat st {};
    if (absent) *absent = ::stat(path.empty() ? "." : path.c_str(), &st) != 0;
    return std::nullopt;
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  char buf[PATH_MAX];
  std::string self = "/proc/self/fd/" + std::to_string(fd);
  ssize_t n = ::readlink(self.c_str(), buf, sizeof buf);
  if (n <= 0 || static_cast<size_t>(n) >= sizeof buf || buf[0] != '/') return std::nullopt;
  std::string real(buf, static_cast<size_t>(n));
  if (real.ends_with(" (deleted)")) return std::nullopt;  // not a path any more
  if (confined_ && !permits(real)) return refusal(path);
  if (pseudoPath(real)) return kernelFile(path, real);
  struct stat st {};
  if (::fstat(fd, &st) != 0) return std::nullopt;
  if (S_ISDIR(st.st_mode)) return makeError("IO001", "cannot read '" + path + "': it is a directory");
  if (!S_ISREG(st.st_mode)) return notRegular(path);
  return readFileAt(fd, st, path, maxBytes_);
#else
  (void)path;
  if (absent) {
    std::error_code ec;
    *absent = !fs::exists(path.empty() ? "." : path, ec);
  }
  return std::nullopt;
#endif
}

Result<std::string> FileAccessPolicy::read(const std::string& path) const {
  if (auto pinned = readPinned(path, nullptr, false)) return std::move(*pinned);
  return readResolving(path);
}

std::optional<Result<std::string>> FileAccessPolicy::readIfPresent(const std::string& path) const {
  return readPresent(path, false);
}

std::optional<Result<std::string>> FileAccessPolicy::readListedFile(const std::string& path) const {
  return readPresent(path, true);
}

std::optional<Result<std::string>> FileAccessPolicy::readPresent(const std::string& path, bool listedRegular) const {
  bool absent = false;
  if (auto pinned = readPinned(path, &absent, listedRegular)) return std::move(*pinned);
  if (absent) return std::nullopt;
  return readResolving(path);
}

Result<std::string> FileAccessPolicy::readResolving(const std::string& path) const {
  // Resolving by path, for what the pinned read leaves to it: missing files, link loops,
  // folders that cannot be searched, systems without O_PATH or /proc.
  PF_TRY(r, check(path));
  auto text = readFile(r, maxBytes_);
  if (!text) return withPathShown(std::move(text).error(), r, path);  // named as the caller did
  return text;
}

Result<std::vector<std::string>> FileAccessPolicy::listFiles(const std::string& dir) const {
  PF_TRY(r, resolve(dir, true));
  std::error_code ec;
  if (!fs::is_directory(r, ec)) return makeError("IO001", "cannot read the folder '" + dir + "': no such folder");
  std::vector<std::string> out;
  for (auto it = fs::directory_iterator(r, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::error_code ec2;
    if (!it->is_regular_file(ec2)) continue;
    if (it->is_symlink(ec2) && !permits(resolved(it->path().string()))) continue;
    out.push_back(it->path().filename().string());
  }
  if (ec) return makeError("IO001", "cannot read the folder '" + dir + "': " + ec.message());
  std::sort(out.begin(), out.end());
  return out;
}

Error withPathShown(Error e, const std::string& asked, const std::string& shown) {
  if (asked == shown) return e;
  std::string from = "'" + asked + "'", to = "'" + shown + "'";
  for (size_t at = 0; (at = e.message.find(from, at)) != std::string::npos; at += to.size()) e.message.replace(at, from.size(), to);
  return e;
}

std::string analysisRootOf(const std::string& path) {
  std::error_code ec;
  std::string start = resolved(path);
  fs::path dir = fs::is_directory(start, ec) ? fs::path(start) : fs::path(start).parent_path();
  for (fs::path d = dir;; d = d.parent_path()) {
    if (fs::exists(d / ".git", ec)) return d.generic_string();
    if (d == d.parent_path()) break;
  }
  return dir.generic_string();
}

}  // namespace pf
