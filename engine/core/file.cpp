#include "engine/core/file.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

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
  if (!ec) {
    // One read of the known size; character-wise stream iteration is ten times slower.
    text.resize(size);
    in.read(text.data(), static_cast<std::streamsize>(size));
    text.resize(static_cast<size_t>(in.gcount()));
    if (in.gcount() == static_cast<std::streamsize>(size)) return text;
  }
  // Size unknown or the file changed while reading: read to the end.
  in.clear();
  in.seekg(0);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

}  // namespace pf
