#pragma once
// Names a template declares (parameters, variables, symbols) ignore ASCII case in Resource
// Manager, so they are kept by their lower-case spelling. LowerName lower-cases a name for a
// lookup in such a map or set (one with std::less<>) into a buffer on the stack: no
// std::string is built unless the name is longer than the buffer.
#include <cstddef>
#include <string>
#include <string_view>

#include "engine/core/value.hpp"

namespace pf {

class LowerName {
 public:
  explicit LowerName(std::string_view name) {
    if (name.size() > sizeof(buf_)) {
      heap_ = toLowerAscii(name);
      view_ = heap_;
      return;
    }
    for (size_t i = 0; i < name.size(); ++i) {
      char c = name[i];
      buf_[i] = c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c;
    }
    view_ = std::string_view(buf_, name.size());
  }
  // The view points into the object itself.
  LowerName(const LowerName&) = delete;
  LowerName& operator=(const LowerName&) = delete;

  std::string_view view() const { return view_; }

 private:
  char buf_[64];
  std::string heap_;
  std::string_view view_;
};

}  // namespace pf
