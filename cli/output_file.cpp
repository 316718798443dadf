#include "cli/output_file.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

namespace pf::cli {

std::optional<std::string> writeOutputFile(const std::string& path, std::string_view text) {
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
  size_t written = std::fwrite(text.data(), 1, text.size(), f);
  int writeErrno = written == text.size() ? 0 : errno;
  if (std::fclose(f) != 0 && writeErrno == 0) writeErrno = errno;
  if (written != text.size() || writeErrno != 0) return std::strerror(writeErrno ? writeErrno : EIO);
  return std::nullopt;
}

}  // namespace pf::cli
