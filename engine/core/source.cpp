#include "engine/core/source.hpp"

namespace pf {

SourceFiles::SourceFiles() { files_.push_back({"", ""}); }

uint32_t SourceFiles::add(std::string path, std::string text) {
  std::lock_guard lock(mutex_);
  files_.push_back({std::move(path), std::move(text)});
  return static_cast<uint32_t>(files_.size() - 1);
}

const std::string& SourceFiles::path(uint32_t id) const {
  std::lock_guard lock(mutex_);
  return id < files_.size() ? files_[id].path : files_[0].path;
}

const std::string& SourceFiles::text(uint32_t id) const {
  std::lock_guard lock(mutex_);
  return id < files_.size() ? files_[id].text : files_[0].text;
}

std::string_view SourceFiles::lineText(uint32_t id, uint32_t line) const {
  std::string_view t = text(id);
  if (line == 0) return {};
  size_t pos = 0;
  for (uint32_t l = 1; l < line; ++l) {
    pos = t.find('\n', pos);
    if (pos == std::string_view::npos) return {};
    ++pos;
  }
  size_t end = t.find('\n', pos);
  std::string_view s = t.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
  if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
  return s;
}

size_t SourceFiles::size() const {
  std::lock_guard lock(mutex_);
  return files_.size();
}

}  // namespace pf
