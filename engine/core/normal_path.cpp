#include "engine/core/normal_path.hpp"

#include <algorithm>

namespace pf {

std::optional<std::string> normalJoin(std::string_view base, std::string_view path) {
  if (path.empty() || base.empty() || base.front() != '/' || (base.size() > 1 && base.back() == '/')) return std::nullopt;
  // `out` never ends with a slash: the root is "" until an element follows it.
  std::string out;
  size_t i = 0;
  if (path.front() == '/') {
    i = 1;
  } else {
    out.reserve(base.size() + 1 + path.size());
    out = base == "/" ? std::string_view() : base;
  }
  for (;;) {
    size_t end = path.find('/', i);
    bool last = end == std::string_view::npos;
    if (last) end = path.size();
    std::string_view element = path.substr(i, end - i);
    if (element.empty() || element == ".") return std::nullopt;
    if (element == "..") {
      if (last) return std::nullopt;  // "a/.." normalises to "a/": left to std::filesystem
      // The parent; ".." above the root is the root.
      size_t cut = out.rfind('/');
      out.resize(cut == std::string::npos ? 0 : cut);
    } else {
      out += '/';
      out += element;
    }
    if (last) break;
    i = end + 1;
  }
  if (out.empty()) out = "/";
  return out;
}

bool plainNames(std::string_view path) {
  if (path.empty()) return false;
  for (size_t at = 0; at <= path.size();) {
    size_t end = std::min(path.find('/', at), path.size());
    std::string_view part = path.substr(at, end - at);
    if (part.empty() || part == "." || part == "..") return false;
    at = end + 1;
  }
  return true;
}

}  // namespace pf
