#include "engine/core/file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/vfs.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <optional>

namespace pf {

namespace {

std::string megabytes(size_t n) { return std::to_string((n + 1024 * 1024 - 1) / (1024 * 1024)) + " MB"; }

// A read that the system refused, with its reason (`error` is the errno it gave).
Error cannotRead(const std::string& path, int error) {
  return makeError("IO001", "cannot read '" + path + "': " + std::strerror(error));
}

Error tooLarge(const std::string& path, size_t maxBytes) {
  return makeError("IO002", "'" + path + "' is larger than the limit of " + megabytes(maxBytes) + "; it is not read");
}

const char* specialKind(mode_t mode) {
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// Pseudo file systems whose files claim to be regular but are generated on reading.
bool pseudoFileSystem(int fd) {
#ifdef __linux__
  struct statfs fsInfo {};
  if (::fstatfs(fd, &fsInfo) != 0) return false;
  switch (static_cast<unsigned long>(fsInfo.f_type)) {
    case 0x9fa0:      // procfs
    case 0x62656572:  // sysfs
    case 0x64626720:  // debugfs
    case 0x74726163:  // tracefs
    case 0x27e0eb:    // cgroup
    case 0x63677270:  // cgroup2
    case 0x73636673:  // securityfs
    case 0xcafe4a11:  // bpf
    case 0x6165676c:  // pstore
    case 0xde5e81e4:  // efivarfs
      return true;
    default: return false;
  }
#else
  (void)fd;
  return false;
#endif
}

struct FdCloser {
  int fd;
  ~FdCloser() { ::close(fd); }
};

// The bytes of `fd`, a regular file whose status is `st`, after the checks that need the open
// file; messages name `path`.
Result<std::string> readChecked(int fd, const struct stat& st, const std::string& path, size_t maxBytes) {
  if (pseudoFileSystem(fd))
    return makeError("IO011", "'" + path + "' belongs to a kernel pseudo file system (such as /proc); it is not read");
  if (static_cast<unsigned long long>(st.st_size) > maxBytes) return tooLarge(path, maxBytes);
  // The known size straight into place; then whatever the file grew by meanwhile, through a
  // small buffer, so that the usual file (which did not grow) is never copied or zero-filled
  // twice. At most maxBytes bytes are ever held, whatever the file does while it is read.
  std::string text(static_cast<size_t>(st.st_size), '\0');
  size_t got = 0;
  int error = 0;
  auto readSome = [&](char* into, size_t room) -> ssize_t {
    for (;;) {
      ssize_t n = ::read(fd, into, room);
      if (n < 0 && errno == EINTR) continue;
      error = n < 0 ? errno : 0;
      return n;
    }
  };
  while (got < text.size()) {
    ssize_t n = readSome(text.data() + got, text.size() - got);
    if (n < 0) return cannotRead(path, error);
    if (n == 0) break;  // it shrank
    got += static_cast<size_t>(n);
  }
  text.resize(got);
  if (got < static_cast<size_t>(st.st_size)) return text;
  char chunk[4096];
  for (;;) {
    ssize_t n = readSome(chunk, sizeof chunk);
    if (n < 0) return cannotRead(path, error);
    if (n == 0) return text;
    if (text.size() + static_cast<size_t>(n) > maxBytes) return tooLarge(path, maxBytes);
    text.append(chunk, static_cast<size_t>(n));
  }
}

// readChecked for a file opened by its path, which may have become anything since it was examined.
Result<std::string> readOpened(int fd, const std::string& path, size_t maxBytes) {
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
    return makeError("IO011", "'" + path + "' is " + specialKind(st.st_mode) + ", not a regular file; it is not read");
  return readChecked(fd, st, path, maxBytes);
}

// What the status of a file tells before it is opened (so a device is never opened): a folder,
// a special file, or too large.
std::optional<Error> refusedBeforeOpening(const struct stat& st, const std::string& path, size_t maxBytes) {
  if (S_ISDIR(st.st_mode)) return makeError("IO001", "cannot read '" + path + "': it is a directory");
  if (!S_ISREG(st.st_mode))
    return makeError("IO011", "'" + path + "' is " + specialKind(st.st_mode) + ", not a regular file; it is not read");
  if (static_cast<unsigned long long>(st.st_size) > maxBytes) return tooLarge(path, maxBytes);
  return std::nullopt;
}

}  // namespace

Result<std::string> readFile(const std::string& path, size_t maxBytes) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    int e = errno;
    if (e == ENOENT || e == ENOTDIR) return makeError("IO001", "cannot read '" + path + "': no such file");
    return cannotRead(path, e);
  }
  if (auto refused = refusedBeforeOpening(st, path, maxBytes)) return std::move(*refused);
  // Non-blocking, so that a file replaced by a FIFO since stat() cannot hang the run.
  int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return cannotRead(path, errno);
  FdCloser closer{fd};
  return readOpened(fd, path, maxBytes);
}

Result<std::string> readOpenFile(int fd, const struct stat& status, const std::string& path, size_t maxBytes) {
  if (auto refused = refusedBeforeOpening(status, path, maxBytes)) return std::move(*refused);
  return readChecked(fd, status, path, maxBytes);
}

#ifdef O_PATH
Result<std::string> readFileAt(int pathFd, const std::string& path, size_t maxBytes) {
  struct stat st {};
  if (::fstat(pathFd, &st) != 0) return cannotRead(path, errno);
  return readFileAt(pathFd, st, path, maxBytes);
}

Result<std::string> readFileAt(int pathFd, const struct stat& status, const std::string& path, size_t maxBytes) {
  if (auto refused = refusedBeforeOpening(status, path, maxBytes)) return std::move(*refused);
  // Reopening the descriptor reads the very inode that was checked, whatever its path says now;
  // being that inode, it needs no second look at its type.
  std::string self = "/proc/self/fd/" + std::to_string(pathFd);
  int fd = ::open(self.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) return cannotRead(path, errno);
  FdCloser closer{fd};
  return readChecked(fd, status, path, maxBytes);
}
#endif

}  // namespace pf
