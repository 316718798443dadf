#include "cli/output_file.hpp"

#include <cerrno>
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
  // stdio rather than a stream, for errno: each failure names the system's reason.
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return std::strerror(errno);
  int writeErrno = 0;
  bool failed = false;
  produce([&](std::string_view piece) {
    if (failed) return;
    if (std::fwrite(piece.data(), 1, piece.size(), f) != piece.size()) {
      failed = true;
      writeErrno = errno;
    }
  });
  if (std::fclose(f) != 0 && !failed) {
    failed = true;
    writeErrno = errno;
  }
  if (failed) return std::strerror(writeErrno ? writeErrno : EIO);
  return std::nullopt;
}

}  // namespace pf::cli
