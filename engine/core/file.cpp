#include "engine/core/file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace pf {

Result<std::string> readFile(const std::string& path, size_t maxBytes) {
  std::error_code ec;
  auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) return makeError("IO001", "cannot read '" + path + "': no such file");
  if (std::filesystem::is_directory(status)) return makeError("IO001", "cannot read '" + path + "': it is a directory");
  auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > maxBytes)
    return makeError("IO002", "'" + path + "' is " + std::to_string(size / (1024 * 1024)) + " MB; the limit is " +
                                  std::to_string(maxBytes / (1024 * 1024)) + " MB");
  std::ifstream in(path, std::ios::binary);
  if (!in) return makeError("IO001", "cannot read '" + path + "': " + std::strerror(errno));
  std::string text;
  if (!ec) text.reserve(size);
  text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  return text;
}

}  // namespace pf
