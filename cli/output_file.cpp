#include "cli/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace pf::cli {

namespace {

// Where writing `abs` (absolute, normal) lands: every link on the way followed, a dangling last
// link too (opening it for writing would create its target), which weakly_canonical leaves as it is.
std::optional<std::filesystem::path> landing(std::filesystem::path abs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  for (int hops = 0; hops < 40; ++hops) {
    fs::path folder = fs::weakly_canonical(abs.parent_path(), ec);
    if (ec) folder = abs.parent_path();
    fs::path at = folder / abs.filename();
    if (!fs::is_symlink(fs::symlink_status(at, ec))) return at;
    fs::path target = fs::read_symlink(at, ec);
    if (ec) return at;
    abs = (target.is_absolute() ? target : folder / target).lexically_normal();
  }
  return std::nullopt;  // a loop of links: opening it fails too
}

}  // namespace

std::optional<std::string> linkedOutOfRepository(const std::string& path, const FileAccessPolicy& access,
                                                 std::string_view repository) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path abs = fs::absolute(path, ec).lexically_normal();
  if (ec || !abs.has_filename()) return std::nullopt;  // the write fails with its own reason
  // insideRoots: in the repository as written or as resolved.
  if (!access.insideRoots(path)) return std::nullopt;
  auto lands = landing(abs);
  if (!lands) return std::string("is a loop of symbolic links");
  if (!access.permits(lands->generic_string()))
    return "is a symbolic link (or inside one) leading outside " + std::string(repository);
  if (*lands != abs)
    for (const auto& part : *lands)
      if (part == ".git") return std::string("is a symbolic link (or inside one) leading into a .git folder");
  return std::nullopt;
}

std::optional<std::string> linkedOutOfWorkingRepository(const std::string& path) {
  std::string top = analysisRootOf(".");
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::path(top) / ".git", ec)) return std::nullopt;
  return linkedOutOfRepository(path, FileAccessPolicy::confinedTo({top}), "the git repository of the current folder");
}

std::optional<std::string> writeOutputFile(const std::string& path, std::string_view text) {
  return writeOutputFile(path, [text](const std::function<void(std::string_view)>& sink) { sink(text); });
}

std::optional<std::string> writeOutputFile(const std::string& path,
                                           const std::function<void(const std::function<void(std::string_view)>&)>& produce) {
  namespace fs = std::filesystem;
  fs::path folder = fs::path(path).parent_path();
  std::error_code ec;
  if (!folder.empty() && !fs::is_directory(folder, ec)) {
    fs::create_directories(folder, ec);
    if (ec) return "cannot create the folder " + folder.string() + ": " + ec.message();
  }
  // Opened without truncating: the old bytes are written over and the file is cut to the new
  // length at the end. ext4 flushes a file that was truncated to nothing and written again as it
  // is closed (its guard for programs that replace files that way): rewriting a 40 MB report
  // waited about 30 ms for the disk, where writing a new one does not wait at all.
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY, 0666);
  if (fd < 0) return std::strerror(errno);
  struct stat st {};
  bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
  // stdio rather than a stream, for errno: each failure names the system's reason.
  std::FILE* f = ::fdopen(fd, "wb");
  if (!f) {
    int e = errno;
    ::close(fd);
    return std::strerror(e);
  }
  int writeErrno = 0;
  bool failed = false;
  uint64_t written = 0;
  produce([&](std::string_view piece) {
    if (failed) return;
    if (std::fwrite(piece.data(), 1, piece.size(), f) != piece.size()) {
      failed = true;
      writeErrno = errno;
    }
    written += piece.size();
  });
  if (std::fflush(f) != 0 && !failed) {
    failed = true;
    writeErrno = errno;
  }
  // Only a regular file has a length to cut (a FIFO or /dev/stdout has none).
  if (!failed && regular && ::ftruncate(fd, static_cast<off_t>(written)) != 0) {
    failed = true;
    writeErrno = errno;
  }
  if (std::fclose(f) != 0 && !failed) {
    failed = true;
    writeErrno = errno;
  }
  if (failed) return std::strerror(writeErrno ? writeErrno : EIO);
  return std::nullopt;
}

}  // namespace pf::cli
