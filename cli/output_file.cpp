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
